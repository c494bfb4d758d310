/**
 * 905: a Conspiracy Draft from the draft to the game setup, for `arbiter play --variant conspiracy` and the fuzz
 * test. Boosters of fifteen fully compiled cards of the modern pool, one of them a conspiracy (the slot Conspiracy
 * boosters have), are drafted one card per pick, left, right, left (905.1a–b, @arbiter/tournament's
 * conspiracyDraft). Each player's pool (905.1d) becomes a deck of its nonland cards of the two colours it drafted
 * most plus basic lands to forty cards; every drafted conspiracy goes into the command zone (905.4), a hidden
 * agenda naming a card of that deck (702.106a). The game is a Free-for-All at 20 life (905.3, 905.6).
 */
import { isCounted, type CardRecord, type Color } from '@arbiter/cards';
import { loadCardDatabase } from '@arbiter/cards/node';
import { CompiledPool } from '@arbiter/compiler';
import {
  hasDoubleAgenda,
  hasHiddenAgenda,
  randomInt,
  seedRng,
  type CardDefinition,
  type ConspiracyChoice,
  type GameSetup,
} from '@arbiter/engine';
import {
  conspiracyDraft,
  draftAbilityFromText,
  fixedBoosters,
  type DraftAbility,
  type DraftResult,
  type PickAnswer,
  type PickView,
} from '@arbiter/tournament';

const BASICS: Record<Color, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
const DECK_SIZE = 40;

export interface ConspiracyDraftGame {
  readonly setup: GameSetup;
  readonly draft: DraftResult;
}

interface Sources {
  readonly conspiracies: readonly CardRecord[];
  readonly others: readonly CardRecord[];
  /** 905.2: compiled cards with a draft ability the draft plays. */
  readonly drafty: readonly CardRecord[];
  readonly pool: CompiledPool;
  readonly record: (name: string) => CardRecord | undefined;
}

let cached: Sources | undefined;
function sources(): Sources {
  if (cached) return cached;
  const db = loadCardDatabase();
  const pool = new CompiledPool(db);
  const counted = db.all().filter(isCounted);
  cached = {
    conspiracies: counted.filter((c) => c.variant === 'conspiracy' && pool.definition(c.name)),
    others: counted.filter((c) => !c.variant && !c.types.includes('Land') && !c.supertypes.includes('Basic')),
    drafty: counted.filter((c) => !c.variant && draftAbilityFromText(c.text) !== null && pool.definition(c.name)),
    pool,
    record: (n) => db.get(n) ?? undefined,
  };
  return cached;
}

/** 905.1a: seats × 3 boosters of fifteen cards: one conspiracy, fourteen other playable cards. */
function boosters(s: Sources, seats: number, seed: string): string[][][] {
  const rng = seedRng(`conspiracy-boosters:${seed}`);
  const take = (from: readonly CardRecord[], n: number, out = new Set<string>()): string[] => {
    for (const goal = out.size + n; out.size < goal;) {
      const name = from[randomInt(rng, from.length)]!.name;
      if (s.pool.definition(name)) out.add(name);
    }
    return [...out];
  };
  // 905.2: a third of the packs hold a card with a draft ability the draft plays (Cogwork Librarian, Lore Seeker).
  const pack = (): string[] => {
    const cards = new Set(take(s.conspiracies, 1));
    if (s.drafty.length > 0 && randomInt(rng, 3) === 0) take(s.drafty, 1, cards);
    return take(s.others, 15 - cards.size, cards);
  };
  return [1, 2, 3].map(() => Array.from({ length: seats }, pack));
}

/** A picker that prefers conspiracies and cards of the colours it has drafted most, with a seeded tie-break. */
function picker(s: Sources, seed: string) {
  const rng = seedRng(`conspiracy-picks:${seed}`);
  return (v: PickView): PickAnswer => {
    const cards = choose(v);
    // 905.2b–c: use a face-up Cogwork Librarian now and then; add a booster pack with a drafted Lore Seeker.
    const extra = v.extraPicks?.[0];
    if (extra !== undefined && v.pack.length > v.take && randomInt(rng, 3) === 0) {
      const more = v.pack.findIndex((_, i) => !cards.includes(i));
      return { cards: [...cards, more], extraPick: extra };
    }
    const seeker = cards.some(
      (i) =>
        draftAbility(s, v.pack[i]!)?.kind === 'reveal' && (draftAbility(s, v.pack[i]!) as { addPack?: true }).addPack,
    );
    return seeker ? { cards, addPack: true } : cards;
  };
  function choose(v: PickView): number[] {
    const colors = colorCounts(s, v.drafted);
    const score = (name: string): number => {
      const c = s.record(name);
      if (c?.variant === 'conspiracy') return 3;
      return (c?.colors ?? []).reduce((a, k) => a + (colors[k as Color] ?? 0), 0) / 10;
    };
    const order = v.pack.map((n, i) => ({ i, s: score(n) + randomInt(rng, 1000) / 1000 })).sort((a, b) => b.s - a.s);
    return order.slice(0, v.take).map((o) => o.i);
  }
}

/** 905.2: a card's draft-matters ability, from its Oracle text. */
function draftAbility(s: Sources, name: string): DraftAbility | null {
  return draftAbilityFromText(s.record(name)?.text ?? '');
}

function colorCounts(s: Sources, names: readonly string[]): Partial<Record<Color, number>> {
  const out: Partial<Record<Color, number>> = {};
  for (const n of names) for (const k of s.record(n)?.colors ?? []) out[k as Color] = (out[k as Color] ?? 0) + 1;
  return out;
}

/** 905.1d: a forty-card deck from the pool and basic lands; the pool's conspiracies for the command zone (905.4). */
function deckFrom(
  s: Sources,
  drafted: readonly string[],
  seed: string,
): { deck: string[]; conspiracies: ConspiracyChoice[] } {
  const counts = colorCounts(s, drafted);
  const colors = (Object.keys(counts) as Color[])
    .sort((a, b) => counts[b]! - counts[a]! || a.localeCompare(b))
    .slice(0, 2);
  const main = drafted.filter((n) => {
    const c = s.record(n)!;
    return c.variant !== 'conspiracy' && c.colors.every((k) => colors.includes(k as Color));
  });
  const spells = main.slice(0, 23);
  const lands = colors.length ? colors.map((c) => BASICS[c]) : ['Plains'];
  const deck = [...spells];
  for (let i = 0; deck.length < DECK_SIZE; i++) deck.push(lands[i % lands.length]!);
  const rng = seedRng(`conspiracy-names:${seed}`);
  const conspiracies = drafted
    .filter((n) => s.record(n)?.variant === 'conspiracy')
    .map((card): ConspiracyChoice => {
      const def = s.pool.definition(card)!;
      // 702.106a: the secretly chosen name — a card of the deck (any card name would do); 702.106f: two different ones.
      const pick = () => spells[randomInt(rng, spells.length)] ?? lands[0]!;
      if (hasDoubleAgenda(def)) {
        const first = pick();
        const rest = [...new Set([...spells, ...lands])].filter((n) => n !== first);
        return { card, names: [first, rest[randomInt(rng, rest.length)] ?? 'Plains'] };
      }
      return hasHiddenAgenda(def) ? { card, named: pick() } : { card };
    });
  return { deck, conspiracies };
}

/** Drafts and builds the decks of a `players`-player Conspiracy Draft game (905.3: three or more players). */
export function conspiracyDraftGame(players: number, seed: string, turnLimit?: number): ConspiracyDraftGame {
  const s = sources();
  const draft = conspiracyDraft({
    seats: players,
    // Lore Seeker (905.2b) adds packs from a spare set of boosters; 905.2a: a pick turn's seats in a seeded order.
    source: fixedBoosters(boosters(s, players, seed), boosters(s, players, `${seed}:spare`).flat()),
    pick: picker(s, seed),
    draftAbility: (n) => draftAbility(s, n),
    seed,
  });
  if (!draft.ok) throw new Error(`${draft.error.rule}: ${draft.error.message}`);
  const cards = (n: string): CardDefinition | undefined => s.pool.definition(n);
  return {
    draft: draft.value,
    setup: {
      seed: /^\d+$/.test(seed) ? Number(seed) : seed,
      cards,
      seating: 'rules',
      players: draft.value.pools.map((p, i) => ({ name: `P${i + 1}`, ...deckFrom(s, p, `${seed}:${i}`) })),
      options: {
        variant: 'free-for-all',
        conspiracy: true,
        ...(turnLimit !== undefined ? { turnLimit, autoPassWhenNoActions: true } : {}),
      },
    },
  };
}
