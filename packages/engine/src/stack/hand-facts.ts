/**
 * 117.1: what a card in a player's hand could ever let them do while holding priority, read from its characteristics
 * alone, in one scan of its abilities: whether it is a land (305.9), whether it may ever be cast at instant speed, the
 * least mana any way of casting it from the hand can cost (601.2f), and whether it has an ability that functions in the
 * hand (cycling, 113.6b) or a special action from the hand (suspend 116.2f, plot 116.2k, foretell 116.2h). A priority
 * decision asks these before any timing check, cost plan or target list: most cards in a hand fail them. Each is a pure
 * function of read-only card data, so it is computed once per characteristics value (a card off the battlefield keeps
 * the same value while it stays where it is: objects/printed-characteristics.ts).
 */
import type { AbilityNode } from '../cards/ability-tree.js';
import { parseManaCost, type ManaCostText } from '../cards/mana-symbols.js';
import type { Characteristics } from '../objects/characteristics.js';
import { staticSources } from '../objects/statics.js';
import { poolTotal } from '../mana/pool.js';
import type { GameState, PlayerId } from '../state/types.js';

/** What a hand card's characteristics say about every way of casting it and its other hand actions (`handFacts`). */
export interface HandFacts {
  /** 305.9: lands are played, not cast. */
  readonly land: boolean;
  /** 307.1 / 702.8a: an instant, flash, or a "you may cast ~ as though it had flash" of its own. */
  readonly instantSpeed: boolean;
  /**
   * The least number of mana units (one per source) that any way of casting it from the hand needs for its symbols
   * other than generic mana — its mana cost, each keyword's cost (evoke, dash, blitz, bestow, awaken, overload,
   * mutate …) and each printed alternative cost (118.9): no cost modifier reduces those symbols (601.2f), and buyback,
   * a flash permission's extra cost and commander tax only add to them.
   */
  readonly floor: number;
  /** The same with generic mana counted: a bound only while nothing reduces the cost (`reducible`, spell-cost statics). */
  readonly floorWithGeneric: number;
  /** Its own abilities may reduce its cost: affinity (702.41a), "this spell costs {N} less" (601.2f). */
  readonly reducible: boolean;
  /** Convoke, improvise or delve (702.51a, 702.126a, 702.66a): units other than mana may pay for it. */
  readonly altUnits: boolean;
  /** 113.6b: an activated ability that functions in the hand (cycling …). */
  readonly handAbility: boolean;
  /** Suspend (702.62a), plot (702.170a), foretell (702.143a): the special actions taken from the hand. */
  readonly suspend: boolean;
  readonly plot: boolean;
  readonly foretell: boolean;
}

/** Per characteristics value (never changed once made: a pure memo of card data). */
const memo = new WeakMap<Characteristics, HandFacts>();

export function handFacts(c: Characteristics): HandFacts {
  let f = memo.get(c);
  if (!f) memo.set(c, (f = computeFacts(c)));
  return f;
}

function computeFacts(c: Characteristics): HandFacts {
  const costs: (ManaCostText | null)[] = [c.manaCost];
  let reducible = false;
  let flash = false;
  let handAbility = false;
  const keywords = new Set<string>();
  for (const a of c.abilities) {
    const cost = alternativeCostOf(a);
    if (cost !== undefined) costs.push(cost);
    if (a.kind === 'keyword') keywords.add(a.keyword);
    if (a.kind === 'activated' && a.fromHand) handAbility = true;
    if (a.kind === 'static' && a.effect.kind === 'selfCost') reducible = true;
    if (a.kind === 'static' && a.effect.kind === 'castAsThoughFlash') flash = true;
  }
  return {
    land: c.types.includes('Land'),
    instantSpeed: (c.types.includes('Instant') && !c.types.includes('Sorcery')) || c.keywords.has('flash') || flash,
    floor: Math.min(...costs.map((m) => (m ? minimumMana(m, false) : 0))),
    floorWithGeneric: Math.min(...costs.map((m) => (m ? minimumMana(m, true) : 0))),
    reducible: reducible || keywords.has('affinity'),
    altUnits: c.keywords.has('convoke') || c.keywords.has('improvise') || c.keywords.has('delve'),
    handAbility,
    suspend: keywords.has('suspend'),
    plot: keywords.has('plot'),
    foretell: keywords.has('foretell'),
  };
}

/**
 * For one priority decision of `player`: whether a card in their hand with characteristics `c` might be cast for the
 * mana units they have (their pool and `sourceCount()`, their mana sources, asked only when a card needs it: the list's
 * cost checks read the same sources).
 * False only when every way of casting it needs more units than that (`castWay` refuses exactly these, later); a card
 * that convoke, improvise or delve may pay for is always a maybe. Generic mana is counted only while no spell-cost
 * static ability (on the battlefield or in the command zone) may reduce a cost and the card's own abilities can't.
 */
export function handCastCheck(
  state: GameState,
  player: PlayerId,
  sourceCount: () => number,
): (c: Characteristics) => boolean {
  let units = -1;
  let reductions: boolean | undefined;
  return (c) => {
    const b = handFacts(c);
    if (b.altUnits) return true;
    if (units < 0) units = poolTotal(state.players[player]!.manaPool) + sourceCount();
    if (b.floor > units) return false;
    if (b.floorWithGeneric <= units || b.reducible) return true;
    reductions ??= staticSources(state, ['spellCost']).some(
      (s) => s.ability.effect.kind !== 'spellCost' || s.ability.effect.less !== undefined,
    );
    return reductions;
  };
}

/**
 * The mana of a cost an ability may put in place of the mana cost: any keyword with a cost (a superset of the
 * alternative-cost keywords, so the floor stays a lower bound) and a printed alternative cost (118.9). Undefined: none.
 */
function alternativeCostOf(a: AbilityNode): ManaCostText | null | undefined {
  if (a.kind === 'keyword' && 'cost' in a) return a.cost.mana ?? null;
  if (a.kind === 'static' && a.effect.kind === 'alternativeCost') return a.effect.cost.mana ?? null;
  return undefined;
}

/**
 * The least mana (one unit per source) that pays `cost`: Phyrexian symbols may be paid with life, X may be 0.
 * `withGeneric` false leaves the generic part out: no cost modifier reduces the rest (601.2f, `totalSpellCost`), so it
 * bounds the total cost from below before the modifiers are looked at.
 */
export function minimumMana(cost: string, withGeneric = true): number {
  let n = 0;
  for (const s of parseManaCost(cost)) {
    switch (s.kind) {
      case 'generic':
        if (withGeneric) n += s.n;
        break;
      case 'phyrexian':
      case 'hybridPhyrexian':
      case 'x':
      case 'variable':
        break;
      case 'monoHybrid':
        n += 1;
        break;
      case 'half':
        n += 0.5;
        break;
      case 'colored':
      case 'colorless':
      case 'hybrid':
      case 'colorlessHybrid':
      case 'snow':
        n += 1;
        break;
    }
  }
  return n;
}
