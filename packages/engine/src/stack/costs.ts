/**
 * 118 / 601.2f–h / 602.2b: determining and paying total costs. Validation is pure and
 * complete, so an unpayable cost is refused before anything changes; payment then
 * performs exactly the plan that validation found.
 */
import { err } from '../decisions/errors.js';
import { cantLoseLife } from '../state/team.js';
import type { CostPart, CostSpec } from '../cards/ability-tree.js';
import type { EngineError, Payment, PendingDecision } from '../decisions/types.js';
import { perform } from '../effects/perform.js';
import { log } from '../log/write.js';
import {
  findPayment,
  findPaymentWithTriggeredMana,
  manaSources,
  type ManaSource,
  type PaymentPlan,
} from '../mana/payment.js';
import { poolText } from '../mana/pool.js';
import { spendableFor, spendRestricted, type SpendPurpose } from '../mana/restricted.js';
import { randomInt } from '../rng.js';
import { chars, rememberLastKnown, touch } from '../objects/characteristics.js';
import { ownObject } from '../objects/copy-on-write.js';
import { exert } from '../combat/exert.js';
import { crewPower } from './crew-power.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { objName, playerName } from '../state/access.js';
import type { CostLki, GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { tappedForMana } from '../mana/triggered.js';
import type { Task } from '../state/tasks.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { manaValueOf } from '../objects/faces.js';
import { bindX } from '../effects/x-filters.js';

export interface CostPlan {
  readonly mana: PaymentPlan;
  readonly tapSelf: boolean;
  readonly untapSelf: boolean;
  readonly life: number;
  readonly loyalty: number;
  readonly sacrifice: ObjectId[];
  readonly discard: ObjectId[];
  readonly exile: ObjectId[];
  /** Permanents tapped to pay "Tap N untapped … you control" (absent: none). */
  readonly tapOthers?: ObjectId[];
  /** Counters removed from the source: kind → number. */
  readonly removeCounters?: Readonly<Record<string, number>>;
  /** Counters put on the source as a cost: kind → number. */
  readonly addCounters?: Readonly<Record<string, number>>;
  /** 107.14: energy counters removed from the player. */
  readonly energy?: number;
  /** The source itself is exiled / returned to its owner's hand. */
  readonly exileSelf?: boolean;
  readonly returnSelf?: boolean;
  /** 701.43a: the source is exerted. */
  readonly exertSelf?: boolean;
  /** 701.3d: this Equipment is unattached from the source. */
  readonly unattach?: ObjectId;
  /** Permanents returned to their owners' hands. */
  readonly bounce?: ObjectId[];
  /** 701.20a: cards revealed from the hand (they stay there). */
  readonly reveal?: ObjectId[];
  /** Cards discarded at random (chosen from the hand as the cost is paid, with the game's random generator). */
  readonly discardRandom?: number;
}

export interface CostRequest {
  readonly player: PlayerId;
  readonly source: ObjectId | null; // the permanent whose ability it is, or the spell card
  readonly mana: string | null;
  readonly x: number;
  readonly parts: readonly CostPart[];
  readonly payment: Payment | undefined;
  readonly costObjects: readonly ObjectId[] | undefined;
  /** The spell card being cast can't pay its own discard cost; it is also not a mana source. */
  readonly excludeFromSources?: ObjectId;
  /** Convoke / improvise / delve units the spell's keywords allow (stack/cost-keywords.ts). */
  readonly altSources?: readonly ManaSource[];
  /** 106.6: what the payment is for (casting this spell / activating an ability of this source), for restricted mana. */
  readonly purpose?: SpendPurpose;
  /** 601.2h: the kinds of the counters "Remove a counter" parts remove, in order (absent: the first kinds there). */
  readonly counterKinds?: readonly string[];
}

/**
 * 701.21a: a player can sacrifice only a permanent they control (an ability another player may activate can't be paid
 * this way by them; "you may sacrifice ~. If you do" can't be paid once ~ has left the battlefield).
 */
function sacrificeCandidates(
  state: GameState,
  req: CostRequest,
  part: Extract<CostPart, { kind: 'sacrifice' }>,
): ObjectId[] {
  const yours = (id: ObjectId | null | undefined): id is ObjectId =>
    id !== null &&
    id !== undefined &&
    state.objects[id]?.zone === 'battlefield' &&
    chars(state, id).controller === req.player;
  if (part.grantor) return yours(part.grantor.id) ? [part.grantor.id] : []; // 201.5: the granting object itself
  if (part.self) return yours(req.source) ? [req.source] : [];
  return state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === req.player && matchesObjectFilter(state, part.what, id, c, req.player, req.source, chars);
  });
}

/** A cost part whose objects the paying player chooses one by one (a count of them). */
export type ChoosableCostPart = Extract<
  CostPart,
  {
    kind:
      | 'sacrifice'
      | 'discard'
      | 'returnToHand'
      | 'exileFromGraveyard'
      | 'exileFromHand'
      | 'revealFromHand'
      | 'tapUntapped'
      | 'craftMaterials';
  }
>;

/** 601.2h: whether the paying player chooses this part's objects (a count of them). */
export function choosableCostPart(part: CostPart): part is ChoosableCostPart {
  switch (part.kind) {
    case 'sacrifice':
      return !part.self;
    case 'discard':
      return !part.random; // a random discard is chosen as it is paid
    case 'returnToHand':
    case 'exileFromGraveyard':
    case 'exileFromHand':
    case 'revealFromHand':
    case 'tapUntapped':
      return true;
    case 'craftMaterials':
      return !part.orMore; // 702.167a: "N or more" materials are offered with the activation only
    case 'tap':
    case 'untap':
    case 'payLife':
    case 'payHalfLife':
    case 'loyalty':
    case 'discardSelf':
    case 'discardHand':
    case 'removeCounters':
    case 'removeAnyCounters':
    case 'payEnergy':
    case 'exileSelf':
    case 'returnSelf':
    case 'addCountersSelf':
    case 'exertSelf':
    case 'unattach':
    case 'crew':
    case 'collectEvidence': // (chosen by a total: cost-choices.ts choiceOf)
      return false;
  }
}

/** Which objects could pay a sacrifice/discard/exile part. */
export function costCandidates(state: GameState, req: CostRequest, part: CostPart): ObjectId[] {
  const p = state.players[req.player]!;
  switch (part.kind) {
    case 'sacrifice':
      return sacrificeCandidates(state, req, part);
    case 'discard':
      return p.hand.filter(
        (id) =>
          id !== req.excludeFromSources &&
          matchesObjectFilter(
            state,
            part.what.kind === 'object' ? { ...part.what, zone: 'hand' } : part.what,
            id,
            chars(state, id),
            req.player,
            req.source,
            chars,
          ),
      );
    case 'exileFromHand':
    case 'revealFromHand':
      return p.hand.filter(
        (id) =>
          id !== req.excludeFromSources &&
          matchesObjectFilter(
            state,
            part.what.kind === 'object' ? { ...part.what, zone: 'hand' } : part.what,
            id,
            chars(state, id),
            req.player,
            req.source,
            chars,
          ),
      );
    case 'exileFromGraveyard':
      return p.graveyard.filter((id) =>
        matchesObjectFilter(
          state,
          part.what.kind === 'object' ? { ...part.what, zone: 'graveyard' } : part.what,
          id,
          chars(state, id),
          req.player,
          req.source,
          chars,
        ),
      );
    case 'tapUntapped':
    case 'returnToHand':
      return state.battlefield.filter((id) => {
        if (part.kind === 'returnToHand') {
          const c = chars(state, id);
          return (
            c.controller === req.player && matchesObjectFilter(state, part.what, id, c, req.player, req.source, chars)
          );
        }
        const c = chars(state, id);
        return (
          c.controller === req.player &&
          !state.objects[id]!.tapped &&
          matchesObjectFilter(state, part.what, id, c, req.player, req.source, chars)
        );
      });
    case 'collectEvidence':
      return [...p.graveyard]; // 701.59a: any cards in your graveyard
    case 'craftMaterials':
      return craftCandidates(state, req, part);
    case 'crew':
      // 702.122a: other untapped creatures you control.
      return state.battlefield.filter((id) => {
        const c = chars(state, id);
        return (
          id !== req.source && c.controller === req.player && !state.objects[id]!.tapped && c.types.includes('Creature')
        );
      });
    case 'tap':
    case 'untap':
    case 'payLife':
    case 'payHalfLife':
    case 'loyalty':
    case 'removeCounters':
    case 'removeAnyCounters':
    case 'discardSelf':
    case 'discardHand':
    case 'payEnergy':
    case 'exileSelf':
    case 'returnSelf':
    case 'addCountersSelf':
    case 'exertSelf':
    case 'unattach':
      return [];
  }
}

/** 107.5 / 302.6: why a permanent can't pay a {T} part of its own ability's cost now, or null if it can. */
function tapSelfError(state: GameState, src: GameObject): EngineError | null {
  if (src.tapped) return err('UNPAYABLE_COST', `${objName(state, src.id)} is already tapped`, '107.5');
  const c = chars(state, src.id);
  if (c.types.includes('Creature') && src.summoningSick && !c.keywords.has('haste'))
    return err('UNPAYABLE_COST', `${objName(state, src.id)} has summoning sickness`, '302.6');
  return null;
}

/**
 * Whether `source` can pay a cost that is only "{T}" (a plain mana ability's "{T}: Add …") exactly as `planCost`
 * would decide for it — a permanent, untapped, not summoning sick (302.6) — without building a cost plan.
 * Null when the cost is anything else: the caller must then ask `planCost`.
 */
export function tapOnlyPayable(state: GameState, source: ObjectId, cost: CostSpec): boolean | null {
  if (cost.mana || cost.parts.length !== 1 || cost.parts[0]!.kind !== 'tap') return null;
  const src = state.objects[source];
  if (!src || src.zone !== 'battlefield') return null;
  return tapSelfError(state, src) === null;
}

/** Pure: works out how the cost would be paid, or why it can't be. */
export function planCost(state: GameState, req: CostRequest): CostPlan | EngineError {
  const p = state.players[req.player]!;
  const acc: PartsSoFar = {
    tapSelf: false,
    untapSelf: false,
    life: 0,
    loyalty: 0,
    picked: { sacrifice: [], discard: [], exile: [], tap: [], bounce: [], reveal: [] },
    removeCounters: {},
    addCounters: {},
    energy: 0,
    exileSelf: false,
    returnSelf: false,
    exertSelf: false,
    unattach: null,
    discardRandom: 0,
    kindsUsed: 0,
    offered: req.costObjects ? [...req.costObjects] : null,
    used: new Set<ObjectId>(),
  };
  for (const part of bindX(req.parts, req.x)) {
    // 601.2b / 601.2h: "sacrifice an artifact with mana value X" — X is announced
    const e = planPart(state, req, part, acc);
    if (e) return e;
  }
  const { tapSelf, untapSelf, life, loyalty, picked, removeCounters, addCounters, energy, exileSelf, returnSelf } = acc;
  const { discardRandom, offered, exertSelf, unattach } = acc;
  // 601.2h: every object offered for the cost must pay a part of it.
  if (offered && offered.length > 0)
    return err('MALFORMED', `costObjects ${offered.join(', ')} pay no part of this cost`, '601.2h');
  // 119.4: a player can pay life only if their life total is at least that amount.
  if (life > 0 && p.life < life) return err('UNPAYABLE_COST', `can't pay ${life} life with ${p.life}`, '119.4');
  // 119.8 / 810.9h: a player who can't lose life can't pay life other than 0 (in Two-Headed Giant, for the whole team).
  if (life > 0 && cantLoseLife(state, req.player))
    return err(
      'UNPAYABLE_COST',
      "you can't lose life, so you can't pay life",
      state.options.sharedLife ? '810.9h' : '119.8',
    );

  const payment = req.payment ?? { kind: 'auto' };
  const mana = noMana(req, payment) ? nothingToPay() : manaPlan(state, req, acc);
  if ('code' in mana) return mana;
  return {
    mana,
    tapSelf,
    untapSelf,
    life,
    loyalty,
    sacrifice: picked.sacrifice,
    discard: picked.discard,
    exile: picked.exile,
    ...(picked.tap.length > 0 ? { tapOthers: picked.tap } : {}),
    ...(Object.keys(removeCounters).length > 0 ? { removeCounters } : {}),
    ...(Object.keys(addCounters).length > 0 ? { addCounters } : {}),
    ...(energy > 0 ? { energy } : {}),
    ...(exileSelf ? { exileSelf } : {}),
    ...(returnSelf ? { returnSelf } : {}),
    ...(exertSelf ? { exertSelf } : {}),
    ...(unattach !== null ? { unattach } : {}),
    ...(picked.bounce.length > 0 ? { bounce: picked.bounce } : {}),
    ...(picked.reveal.length > 0 ? { reveal: picked.reveal } : {}),
    ...(discardRandom > 0 ? { discardRandom } : {}),
  };
}

/** The rule that lets an object be tapped rather than paying a mana (convoke, improvise, waterbend). */
const ALT_TAP_RULE = { convoke: '702.51a', improvise: '702.126a', waterbend: '701.67a', delve: '702.66a' } as const;

/** Nothing to pay in mana and no sources to check (a mana ability's {T}: Add …): no payment search is needed. */
function noMana(req: CostRequest, payment: NonNullable<CostRequest['payment']>): boolean {
  return !req.mana && !req.altSources && payment.kind !== 'sources';
}

/** The payment plan findPayment makes for a cost without mana (a fresh object: a plan is the caller's to keep). */
function nothingToPay(): PaymentPlan {
  return { fromPool: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }, taps: [], life: 0 };
}

/** 601.2g–h: how the mana part of the cost is paid (sources tapped for other parts can't also make mana for it). */
function manaPlan(state: GameState, req: CostRequest, acc: PartsSoFar): PaymentPlan | EngineError {
  const p = state.players[req.player]!;
  const { tapSelf, picked, exileSelf, returnSelf, used, life } = acc;
  // Mana: sources tapped for the {T} part can't also make mana for it.
  const exclude = new Set<ObjectId>();
  if (tapSelf && req.source !== null) exclude.add(req.source);
  for (const id of picked.sacrifice) exclude.add(id);
  for (const id of picked.tap) exclude.add(id);
  for (const id of picked.bounce) exclude.add(id);
  if ((exileSelf || returnSelf) && req.source !== null) exclude.add(req.source);
  if (req.excludeFromSources !== undefined) exclude.add(req.excludeFromSources);
  const payment = req.payment ?? { kind: 'auto' };
  const sources = paymentSources(state, req, exclude, used);
  if ('code' in sources) return sources;
  const spendable = spendableFor(state, req.player, req.purpose, req.mana);
  const asThough = req.purpose?.kind === 'cast' ? req.purpose.asThough : undefined; // 609.4b
  // 601.2g: failing that, mana abilities whose tapping triggers more mana (Wild Growth, Mana Flare) count too.
  const mana =
    findPayment(req.mana, req.x, p.manaPool, sources, p.life - life, spendable, asThough) ??
    (payment.kind === 'pool'
      ? null
      : findPaymentWithTriggeredMana(state, req.mana, req.x, p.manaPool, sources, p.life - life, spendable, asThough));
  if (!mana)
    return err(
      'UNPAYABLE_COST',
      `can't pay ${req.mana}${req.x ? ` with X=${req.x}` : ''} (pool ${poolText(p.manaPool)}, ${sources.length} untapped source(s))`,
      '601.2h',
    );
  return mana;
}

/** The mana sources that may pay (the payment's choice, or all; 702.51a / 702.126a / 702.66a alternatives too). */
function paymentSources(
  state: GameState,
  req: CostRequest,
  exclude: ReadonlySet<ObjectId>,
  used: ReadonlySet<ObjectId>,
): ManaSource[] | EngineError {
  let sources: ManaSource[];
  const payment = req.payment ?? { kind: 'auto' };
  switch (payment.kind) {
    case 'auto':
      sources = req.mana ? manaSources(state, req.player, exclude) : [];
      break;
    case 'pool':
      sources = [];
      break;
    case 'sources': {
      const all = manaSources(state, req.player, exclude);
      sources = [];
      for (const id of payment.sources) {
        const s = all.find((m) => m.id === id);
        if (!s && req.altSources?.some((a) => a.id === id)) continue; // convoke / improvise / delve, added below
        if (!s) return err('UNPAYABLE_COST', `${objName(state, id)} can't be tapped for mana now`, '605.3');
        sources.push(s);
      }
      break;
    }
  }
  if (req.altSources && payment.kind !== 'pool') {
    // 702.51a / 702.126a / 702.66a: objects already used for another part of the cost can't also be tapped or exiled for these.
    const alts = req.altSources.filter((s) => !exclude.has(s.id) && !used.has(s.id));
    if (payment.kind === 'auto') sources = [...sources, ...alts];
    else sources = [...sources, ...alts.filter((s) => payment.sources.includes(s.id))];
  }
  return sources;
}

/** What the cost parts chosen so far add up to, while a cost is planned (118.3, 601.2h). */
interface PartsSoFar {
  tapSelf: boolean;
  untapSelf: boolean;
  life: number;
  loyalty: number;
  picked: Record<'sacrifice' | 'discard' | 'exile' | 'tap' | 'bounce' | 'reveal', ObjectId[]>;
  removeCounters: Record<string, number>;
  addCounters: Record<string, number>;
  energy: number;
  exileSelf: boolean;
  returnSelf: boolean;
  exertSelf: boolean;
  unattach: ObjectId | null;
  discardRandom: number;
  /** How many of the request's `counterKinds` the parts so far have used. */
  kindsUsed: number;
  /** The objects offered for the cost (601.2h), not yet given a part. */
  offered: ObjectId[] | null;
  used: Set<ObjectId>;
}

/** Plans one part of a cost, adding it to `acc`; the error says why it can't be paid. */
function planPart(state: GameState, req: CostRequest, part: CostPart, acc: PartsSoFar): EngineError | null {
  const p = state.players[req.player]!;
  const src = req.source === null ? undefined : state.objects[req.source];
  /** The source can leave its zone for only one cost part (118.3: each part must be payable). */
  const claimSource = (): boolean => {
    if (!src || acc.exileSelf || acc.returnSelf || acc.used.has(src.id)) return false;
    acc.used.add(src.id);
    return true;
  };
  // 601.2b / 601.2h: "sacrifice an artifact with mana value X" — X is announced
  switch (part.kind) {
    case 'tap':
    case 'untap': {
      const src = req.source === null ? undefined : state.objects[req.source];
      if (!src || src.zone !== 'battlefield')
        return err('UNPAYABLE_COST', 'the source is not on the battlefield', '602.2');
      if (part.kind === 'tap') {
        const e = tapSelfError(state, src);
        if (e) return e;
        acc.tapSelf = true;
      } else {
        if (!src.tapped) return err('UNPAYABLE_COST', `${objName(state, src.id)} is already untapped`, '107.6');
        acc.untapSelf = true;
      }
      break;
    }
    case 'payLife':
      acc.life += part.amount;
      break;
    case 'payHalfLife':
      // 119.4 / 810.9a: half the (team's shared) life total, rounded up.
      acc.life += Math.ceil(Math.max(0, p.life) / 2);
      break;
    case 'loyalty':
      acc.loyalty += part.amount;
      if (req.source !== null) {
        const have = state.objects[req.source]?.counters['loyalty'] ?? 0;
        if (have + acc.loyalty < 0) return err('UNPAYABLE_COST', `not enough loyalty (has ${have})`, '606.6');
      }
      break;
    case 'discardSelf':
    case 'discardHand':
      return discardPart(state, req, part.kind, acc);
    case 'removeAnyCounters':
      return removeAnyCounters(state, req, part.count, acc);
    case 'removeCounters': {
      // 118.3 / 602.1: the counters must be there to be removed.
      acc.removeCounters[part.counter] = (acc.removeCounters[part.counter] ?? 0) + (part.xCount ? req.x : part.count); // 107.3: "Remove X … counters"
      const have = req.source !== null ? (state.objects[req.source]?.counters[part.counter] ?? 0) : 0;
      if (have < acc.removeCounters[part.counter]!)
        return err('UNPAYABLE_COST', `not enough ${part.counter} counters (has ${have})`, '118.3');
      break;
    }
    case 'payEnergy': {
      // 107.14 / 118.3: a player can pay {E} only by removing energy counters they have.
      acc.energy += part.amount;
      const have = p.counters['energy'] ?? 0;
      if (have < acc.energy) return err('UNPAYABLE_COST', `not enough energy (has ${have})`, '118.3');
      break;
    }
    case 'exileSelf':
    case 'returnSelf': {
      if (!src || (part.kind === 'returnSelf' && src.zone !== 'battlefield'))
        return err('UNPAYABLE_COST', 'the source is not where this cost can be paid', '118.3');
      if (!claimSource())
        return err('UNPAYABLE_COST', 'the source is already used to pay another part of the cost', '118.3');
      if (part.kind === 'exileSelf') acc.exileSelf = true;
      else acc.returnSelf = true;
      break;
    }
    case 'crew':
      return crewPart(state, req, part, acc);
    case 'collectEvidence':
      return evidencePart(state, req, part.amount, acc);
    case 'craftMaterials':
      return craftPart(state, req, part, acc);
    case 'unattach':
      return unattachPart(state, req, part.grantor.id, acc);
    case 'exertSelf':
      if (!src || src.zone !== 'battlefield')
        return err('UNPAYABLE_COST', 'only a permanent can be exerted', '701.43c');
      acc.exertSelf = true;
      break;
    case 'addCountersSelf': {
      if (!src || src.zone !== 'battlefield')
        return err('UNPAYABLE_COST', 'the source is not on the battlefield', '602.2');
      acc.addCounters[part.counter] = (acc.addCounters[part.counter] ?? 0) + part.count;
      break;
    }
    case 'sacrifice':
    case 'discard':
    case 'exileFromGraveyard':
    case 'exileFromHand':
    case 'revealFromHand':
    case 'tapUntapped':
    case 'returnToHand':
      return pickObjects(state, req, part, acc);
  }
  return null;
}

/**
 * 702.29a: "Discard this card" — the source must be in its owner's hand. 701.9a: "Discard your hand": every card in
 * it (but the spell being cast, 601.2a, and cards another part of the cost uses).
 */
function discardPart(
  state: GameState,
  req: CostRequest,
  kind: 'discardSelf' | 'discardHand',
  acc: PartsSoFar,
): EngineError | null {
  const src = req.source === null ? undefined : state.objects[req.source];
  if (kind === 'discardSelf' && (!src || src.zone !== 'hand' || src.owner !== req.player))
    return err('UNPAYABLE_COST', 'this card is not in your hand', '702.29a');
  const ids = kind === 'discardSelf' ? [src!.id] : state.players[req.player]!.hand;
  for (const id of ids)
    if (kind === 'discardSelf' || (id !== req.excludeFromSources && !acc.used.has(id))) {
      acc.picked.discard.push(id);
      acc.used.add(id);
    }
  return null;
}

/**
 * 601.2h / 118.3: "Remove a counter / N counters from ~" — each counter of the kind chosen (`counterKinds`, consumed in
 * order), else of the first kind the source still has; the counters must be there to be removed.
 */
function removeAnyCounters(state: GameState, req: CostRequest, count: number, acc: PartsSoFar): EngineError | null {
  const counters = (req.source === null ? undefined : state.objects[req.source])?.counters ?? {};
  const left = (k: string): number => (counters[k] ?? 0) - (acc.removeCounters[k] ?? 0);
  for (let i = 0; i < count; i++) {
    const chosen = req.counterKinds?.[acc.kindsUsed];
    const kind = chosen ?? Object.keys(counters).find((k) => left(k) > 0);
    if (kind === undefined || left(kind) <= 0)
      return err('UNPAYABLE_COST', `no ${chosen ?? ''}${chosen ? ' ' : ''}counter to remove`, '118.3');
    if (chosen !== undefined) acc.kindsUsed++;
    acc.removeCounters[kind] = (acc.removeCounters[kind] ?? 0) + 1;
  }
  return null;
}

/**
 * 702.122a: any number of the candidates whose total power is N or greater; without a choice offered, the most
 * powerful ones until the total is reached.
 */
function crewPart(
  state: GameState,
  req: CostRequest,
  part: Extract<CostPart, { kind: 'crew' }>,
  acc: PartsSoFar,
): EngineError | null {
  // 702.122a: any number of the candidates whose total power is N or greater; without a choice offered,
  // the most powerful ones until the total is reached.
  const candidates = costCandidates(state, req, part).filter((id) => !acc.used.has(id));
  const power = (id: ObjectId): number => crewPower(state, id, part.saddle === true);
  const mine = acc.offered
    ? acc.offered.filter((id) => candidates.includes(id))
    : [...candidates]
        .sort((a, b) => power(b) - power(a))
        .filter((_, k, all) => all.slice(0, k).reduce((t, id) => t + power(id), 0) < part.power);
  if (mine.reduce((t, id) => t + power(id), 0) < part.power)
    return err(
      'UNPAYABLE_COST',
      `tap untapped creatures with total power ${part.power} or greater`,
      part.saddle ? '702.171a' : '702.122a',
    );
  for (const id of mine) {
    acc.used.add(id);
    acc.picked.tap.push(id);
    if (acc.offered) acc.offered.splice(acc.offered.indexOf(id), 1);
  }
  return null;
}

/**
 * 701.59a: the cards offered from your graveyard, whose total mana value must be N or greater; without a choice
 * offered, the cards of greatest mana value until the total is reached.
 */
function evidencePart(state: GameState, req: CostRequest, amount: number, acc: PartsSoFar): EngineError | null {
  const candidates = state.players[req.player]!.graveyard.filter((id) => !acc.used.has(id));
  const mv = (id: ObjectId): number => manaValueOf(chars(state, id));
  const mine = acc.offered
    ? acc.offered.filter((id) => candidates.includes(id))
    : [...candidates]
        .sort((a, b) => mv(b) - mv(a))
        .filter((_, k, all) => all.slice(0, k).reduce((t, id) => t + mv(id), 0) < amount);
  if (mine.reduce((t, id) => t + mv(id), 0) < amount)
    return err(
      'UNPAYABLE_COST',
      `exile cards with total mana value ${amount} or greater from your graveyard`,
      '701.59a',
    );
  for (const id of mine) {
    acc.used.add(id);
    acc.picked.exile.push(id);
    if (acc.offered) acc.offered.splice(acc.offered.indexOf(id), 1);
  }
  return null;
}

/**
 * 702.167a–b: craft materials — the cards in your graveyard (listed first, so an automatic choice keeps your
 * permanents) and, unless the materials say "card", the permanents you control other than the source, that match.
 */
function craftCandidates(
  state: GameState,
  req: CostRequest,
  part: Extract<CostPart, { kind: 'craftMaterials' }>,
): ObjectId[] {
  const f = part.what;
  const inGraveyard = state.players[req.player]!.graveyard.filter((id) =>
    matchesObjectFilter(
      state,
      f.kind === 'object' ? { ...f, zone: 'graveyard' } : f,
      id,
      chars(state, id),
      req.player,
      req.source,
      chars,
    ),
  );
  if (part.cardsOnly) return inGraveyard;
  const permanents = state.battlefield.filter((id) => {
    const c = chars(state, id);
    return (
      id !== req.source &&
      c.controller === req.player &&
      matchesObjectFilter(state, f, id, c, req.player, req.source, chars)
    );
  });
  return [...inGraveyard, ...permanents];
}

/** 702.167a / 601.2h: the craft materials exiled — those offered (all of them for "N or more"), or the first N. */
function craftPart(
  state: GameState,
  req: CostRequest,
  part: Extract<CostPart, { kind: 'craftMaterials' }>,
  acc: PartsSoFar,
): EngineError | null {
  const candidates = craftCandidates(state, req, part).filter((id) => !acc.used.has(id));
  const offered = acc.offered ? acc.offered.filter((id) => candidates.includes(id)) : null;
  const mine = offered ? (part.orMore ? offered : offered.slice(0, part.count)) : candidates.slice(0, part.count);
  if (mine.length < part.count)
    return err('UNPAYABLE_COST', `exile ${part.count}${part.orMore ? ' or more' : ''} craft material(s)`, '702.167a');
  for (const id of mine) {
    acc.used.add(id);
    acc.picked.exile.push(id);
    if (acc.offered) acc.offered.splice(acc.offered.indexOf(id), 1);
  }
  return null;
}

/** 601.2h: the objects that pay a sacrifice, discard, exile, tap or return part (those offered, or the first candidates). */
function pickObjects(
  state: GameState,
  req: CostRequest,
  part: Extract<
    CostPart,
    {
      kind:
        | 'sacrifice'
        | 'discard'
        | 'exileFromGraveyard'
        | 'exileFromHand'
        | 'revealFromHand'
        | 'tapUntapped'
        | 'returnToHand';
    }
  >,
  acc: PartsSoFar,
): EngineError | null {
  if (part.kind === 'discard' && part.random) {
    // "Discard a card at random": payable if the hand holds enough cards; which ones is decided as it is paid.
    acc.discardRandom += part.count;
    if (costCandidates(state, req, part).filter((id) => !acc.used.has(id)).length < acc.discardRandom)
      return err('UNPAYABLE_COST', 'not enough cards in hand to discard', '118.3');
    return null;
  }
  const candidates = costCandidates(state, req, part).filter(
    (id) => !acc.used.has(id) && !(part.kind === 'tapUntapped' && acc.tapSelf && id === req.source),
  );
  const bucket =
    part.kind === 'sacrifice'
      ? acc.picked.sacrifice
      : part.kind === 'discard'
        ? acc.picked.discard
        : part.kind === 'tapUntapped'
          ? acc.picked.tap
          : part.kind === 'returnToHand'
            ? acc.picked.bounce
            : part.kind === 'revealFromHand'
              ? acc.picked.reveal
              : acc.picked.exile;
  if (acc.offered) {
    const mine = acc.offered.filter((id) => candidates.includes(id)).slice(0, part.count);
    if (mine.length < part.count)
      return err('UNPAYABLE_COST', `choose ${part.count} object(s) to ${verbOf(part.kind)}`, '601.2h');
    for (const id of mine) {
      acc.used.add(id);
      bucket.push(id);
      acc.offered.splice(acc.offered.indexOf(id), 1);
    }
  } else {
    if (candidates.length < part.count)
      return err('UNPAYABLE_COST', `not enough objects to ${verbOf(part.kind)}`, '601.2h');
    for (const id of candidates.slice(0, part.count)) {
      acc.used.add(id);
      bucket.push(id);
    }
  }
  return null;
}

function verbOf(kind: CostPart['kind']): string {
  return kind === 'exileFromGraveyard' || kind === 'exileFromHand'
    ? 'exile'
    : kind === 'returnToHand'
      ? 'return'
      : kind === 'revealFromHand'
        ? 'reveal'
        : kind === 'tapUntapped'
          ? 'tap'
          : kind;
}

/**
 * 608.2h / 608.2i: the permanents a plan will sacrifice, as they exist just before the cost is paid
 * (their last known information once sacrificed), for "the sacrificed creature's power".
 */
export function sacrificedLki(state: GameState, plan: CostPlan): CostLki[] {
  return plan.sacrifice.map((id) => {
    const c = chars(state, id);
    return { power: c.power ?? null, toughness: c.toughness ?? null, manaValue: manaValueOf(c) }; // 202.3
  });
}

/**
 * The task runner of effects/execute.ts (`runEffectsTask`), handed to `payCost` by its caller (as the variant hook
 * table is handed down), so that paying a cost needn't import what resolves effects: 605.4a triggered mana abilities
 * resolve at once while a cost is paid.
 */
export type EffectsRunner = (
  state: GameState,
  task: Extract<Task, { kind: 'effects' }>,
  hooks: VariantHooks,
) => PendingDecision | null;

/**
 * 605.4a: triggered mana abilities that resolve at once while a cost is paid. Their instructions only add mana (the
 * compiler marks a triggered ability as a mana ability only then, 605.1b), so no variant rule can be reached from
 * them, and this part of the rules isn't handed the variant hook table: a hook called here is an internal error.
 */
function whilePaying(run: EffectsRunner): (state: GameState, task: Extract<Task, { kind: 'effects' }>) => unknown {
  return (state, task) => run(state, task, NO_HOOKS_WHILE_PAYING);
}

const unreachable = (hook: string) => (): never => {
  throw new Error(
    `internal: a triggered mana ability resolving while a cost is paid (605.4a) reached the ${hook} hook`,
  );
};

const NO_HOOKS_WHILE_PAYING: VariantHooks = {
  stateBasedActions: unreachable('stateBasedActions'),
  commanderZoneChoices: unreachable('commanderZoneChoices'),
  losers: unreachable('losers'),
  mainPhaseBegins: unreachable('mainPhaseBegins'),
  priorityActions: unreachable('priorityActions'),
  turnBegins: unreachable('turnBegins'),
  beginMarkerTurn: unreachable('beginMarkerTurn'),
  markerTurnEnded: unreachable('markerTurnEnded'),
  playersLeaving: unreachable('playersLeaving'),
  playersObjectsLeft: unreachable('playersObjectsLeft'),
  playersLeft: unreachable('playersLeft'),
  gameEnds: unreachable('gameEnds'),
  planeswalk: unreachable('planeswalk'),
  commanderMoveQuestion: unreachable('commanderMoveQuestion'),
  combatDamageDealt: unreachable('combatDamageDealt'),
  commandZonePermission: unreachable('commandZonePermission'),
  commandZoneCards: unreachable('commandZoneCards'),
  commanderTax: unreachable('commanderTax'),
  spellCast: unreachable('spellCast'),
  abandonScheme: unreachable('abandonScheme'),
};

/** 601.2g–h: activate mana abilities, then pay every part of the cost; `run` resolves triggered mana abilities (605.4a). */
export function payCost(
  state: GameState,
  player: PlayerId,
  source: ObjectId | null,
  plan: CostPlan,
  run: EffectsRunner,
): PaidCost {
  const p = state.players[player]!;
  let exiledSelf: ObjectId | null = null;
  for (const t of plan.mana.taps) {
    perform(state, { kind: 'tap', object: t.id }, ['605.3a', '106.1']);
    p.manaPool[t.type]++;
    log(
      state,
      'mana',
      `${playerName(state, player)} taps ${objName(state, t.id).replace(/#\d+$/, '')} for {${t.type}}`,
      ['605.1a', '605.3b'],
    );
    tappedForMana(state, t.id, player, [t.type], whilePaying(run)); // 106.12a / 605.1b: mana triggers resolve at once
  }
  for (const k of ['W', 'U', 'B', 'R', 'G', 'C'] as const) {
    p.manaPool[k] -= plan.mana.fromPool[k];
    p.manaPool[k] -= plan.mana.taps.filter((t) => t.type === k).length;
  }
  spendRestricted(p.manaPool, plan.mana.fromRestricted ?? []); // 106.6
  const exiled = state.log.length; // 603.2c: the cards exiled to pay a cost are exiled together
  for (const a of plan.mana.alt ?? []) {
    if (a.alt === 'delve')
      perform(state, { kind: 'move', object: a.id, to: 'exile', cause: 'exile', batch: exiled }, ['702.66a', '601.2h']);
    else perform(state, { kind: 'tap', object: a.id }, [ALT_TAP_RULE[a.alt], '601.2h']);
  }
  const lifeTotal = plan.life + plan.mana.life;
  if (lifeTotal > 0) perform(state, { kind: 'lifeLoss', player, amount: lifeTotal }, ['119.4', '118.3']);
  if (plan.tapSelf && source !== null) perform(state, { kind: 'tap', object: source }, ['107.5']);
  if (plan.untapSelf && source !== null) perform(state, { kind: 'untap', object: source }, ['107.6']);
  if (plan.loyalty !== 0 && source !== null)
    perform(state, { kind: 'counters', object: source, counter: 'loyalty', delta: plan.loyalty, by: player }, [
      '606.4',
    ]);
  for (const id of plan.sacrifice)
    perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice' }, ['701.21a', '118.3']);
  const batch = state.log.length; // 603.2c: the cards discarded to pay a cost are discarded together
  for (const id of plan.discard)
    perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'discard', batch }, ['701.9a', '118.3']);
  for (const id of plan.exile)
    perform(state, { kind: 'move', object: id, to: 'exile', cause: 'exile', batch: exiled }, ['118.3']);
  for (const id of plan.tapOthers ?? []) perform(state, { kind: 'tap', object: id }, ['118.3']);
  for (const [k, n] of Object.entries(plan.removeCounters ?? {}))
    if (source !== null)
      perform(state, { kind: 'counters', object: source, counter: k, delta: -n }, ['118.3', '122.8']);
  for (const [k, n] of Object.entries(plan.addCounters ?? {}))
    if (source !== null)
      perform(state, { kind: 'counters', object: source, counter: k, delta: n, by: player }, ['118.3', '122.1']);
  if (plan.energy)
    perform(state, { kind: 'playerCounters', player, counter: 'energy', delta: -plan.energy }, ['107.14', '118.3']);
  for (const id of plan.bounce ?? [])
    perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce' }, ['118.3']);
  if (plan.reveal?.length)
    log(
      state,
      'reveal',
      `${playerName(state, player)} reveals ${plan.reveal.map((id) => objName(state, id)).join(', ')} from their hand`,
      ['701.20a', '118.3'],
    );
  if (plan.discardRandom) {
    // The cards are chosen at random only now, as the cost is paid (the plan only checked there are enough).
    const pool = p.hand.filter((id) => !plan.discard.includes(id));
    for (let i = 0; i < plan.discardRandom && pool.length > 0; i++) {
      const id = pool.splice(randomInt(state.rng, pool.length), 1)[0]!;
      perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'discard' }, ['701.9a', '118.3']);
    }
  }
  if (plan.exileSelf && source !== null) {
    // 608.2h: the card as it last existed before it was exiled (702.128a embalm: "a copy of this card").
    rememberLastKnown(state, source);
    exiledSelf = perform(state, { kind: 'move', object: source, to: 'exile', cause: 'exile' }, ['118.3']).id;
  }
  if (plan.exertSelf && source !== null) exert(state, player, source); // 701.43a
  if (plan.unattach !== undefined) unattachForCost(state, plan.unattach);
  if (plan.returnSelf && source !== null)
    perform(state, { kind: 'move', object: source, to: 'hand', cause: 'bounce' }, ['118.3']);
  return exiledSelf !== null ? { exiledSelf } : {};
}

/** What paying a cost left for the ability to refer to: the source card it exiled, as it is in exile (702.167a). */
export interface PaidCost {
  readonly exiledSelf?: ObjectId;
}

/** 701.3d / 118.3: the Equipment must be attached to the source to be unattached from it. */
function unattachPart(
  state: GameState,
  req: CostRequest,
  g: ObjectId | undefined,
  acc: PartsSoFar,
): EngineError | null {
  if (g === undefined || req.source === null || state.objects[g]?.attachedTo !== req.source)
    return err('UNPAYABLE_COST', 'it is not attached to this object', '701.3d');
  acc.unattach = g;
  return null;
}

/** 701.3d: "Unattach [Equipment]" as a cost: it stays on the battlefield, attached to nothing. */
function unattachForCost(state: GameState, id: ObjectId): void {
  const host = state.objects[id]?.attachedTo;
  if (host === null || host === undefined) return;
  ownObject(state, id).attachedTo = null;
  touch(state);
  log(state, 'unattach', `${objName(state, id)} is unattached from ${objName(state, host)}`, ['701.3d', '118.3']);
}
