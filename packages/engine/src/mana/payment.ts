/**
 * 601.2g–h / 118: finding a way to pay a mana cost. Mana comes from the pool first and
 * then from untapped sources whose mana ability costs only {T} (activated during
 * casting, 601.2g). The search is exhaustive over the (small) set of units, so it finds
 * a payment whenever one exists and reports none otherwise.
 */
import type { Effect, SpendRestriction } from '../cards/ability-tree.js';
import { battlefieldCharacteristics, cachesEnabled, chars, type Characteristics } from '../objects/characteristics.js';
import type { GameState, ManaPool, ObjectId, PlayerId } from '../state/types.js';
import { MANA_TYPES, poolTotal } from './pool.js';
import { minimumMana } from '../stack/hand-facts.js';
import { couldProduce } from './could-produce.js';
import { besideSlot } from '../state/beside.js';
import { activationForbidden } from '../stack/cant-activate.js';
import { restrictionError } from '../stack/activation-restrictions.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { parseManaCost, type Color, type ManaSymbol, type ManaType } from '../cards/mana-symbols.js';

/** A source that can make one unit of mana of any of `types` by tapping. */
export interface ManaSource {
  readonly id: ObjectId;
  readonly ability: number;
  readonly types: readonly ManaType[];
  readonly snow: boolean;
  /** 106.6: the mana it makes may be spent only as this allows ("Spend this mana only to cast a creature spell"). */
  readonly only?: SpendRestriction;
  /**
   * Not a mana ability but a keyword's alternative to paying mana (their costs are still paid
   * as one total cost, 601.2f–h): 702.51a convoke — tap a creature for {1} or one mana of one of
   * its colours (`types`); 702.126a improvise — tap an artifact for {1}; 702.66a delve — exile a
   * card from your graveyard for {1}. None of these makes mana.
   */
  readonly alt?: 'convoke' | 'improvise' | 'delve' | 'waterbend';
}

export interface PaymentPlan {
  /** Mana taken from the pool, by type. */
  readonly fromPool: ManaPool;
  /** 106.6: restricted mana taken from the pool (indexes into its `restricted` list). */
  readonly fromRestricted?: readonly number[];
  /** Sources to tap, and which type each makes. */
  readonly taps: readonly { readonly id: ObjectId; readonly ability: number; readonly type: ManaType }[];
  /** Life paid for Phyrexian and hybrid Phyrexian symbols (107.4f). */
  readonly life: number;
  /** Creatures / artifacts tapped and graveyard cards exiled instead of paying mana (convoke, improvise, delve). */
  readonly alt?: readonly { readonly id: ObjectId; readonly alt: 'convoke' | 'improvise' | 'delve' | 'waterbend' }[];
}

type Unit =
  | { readonly from: 'pool'; readonly type: ManaType; readonly restricted?: number }
  | { readonly from: 'source'; readonly src: ManaSource };

/** 106.6: whether restricted mana may be spent on the payment being made (absent: no restricted mana may). */
export type Spendable = (only: SpendRestriction) => boolean;

/**
 * 609.4b: "you may spend mana as though it were mana of any color" — any mana pays a coloured symbol; "… of any
 * type" — any mana pays a coloured or a {C} symbol. The mana itself keeps its type (a Forest still makes {G}).
 */
export type SpendAsThough = 'color' | 'type';

/** What one mana ability can make, when it is a plain "{T}: Add …" ability. */
export function manaOptionsOf(effects: readonly Effect[], chosen?: Color): ManaType[] | null {
  if (effects.length !== 1) return null;
  const e = effects[0]!;
  if (e.kind !== 'addMana') return null;
  return manaOptionsOfAdd(e, chosen);
}

/** `chosen`: the colour the source chose as it entered (607.2, "one mana of the chosen color"). */
function manaOptionsOfAdd(e: Extract<Effect, { kind: 'addMana' }>, chosen?: Color): ManaType[] | null {
  // Only one-mana abilities are payment sources: tapping a source adds exactly one mana (605.3b); "Add two mana of any one color" is activated by hand.
  if (e.times) return null; // "Add {G} for each creature you control": activated by hand
  if (e.couldProduce) return null; // 106.7: what other permanents could produce (manaSources reads the state)
  if (e.commanderIdentity) return null; // 903.4f: the colours depend on the player's commanders: activated by hand
  if (e.chosen === 'color') return e.anyColor === 1 && e.mana === '' && chosen !== undefined ? [chosen] : null; // 607.2
  if (e.anyColor)
    return e.anyColor === 1 && e.mana === '' ? (e.colors ? [...e.colors] : ['W', 'U', 'B', 'R', 'G']) : null;
  const syms = parseManaCost(e.mana);
  if (syms.length !== 1) return null;
  const s = syms[0]!;
  if (s.kind === 'colored') return [s.color];
  if (s.kind === 'colorless') return ['C'];
  return null;
}

/** 106.7: a one-mana "of any color / type that a land you control could produce" ability's types now (none: null). */
function couldProduceOptions(state: GameState, id: ObjectId, effects: readonly Effect[]): ManaType[] | null {
  const e = effects.length === 1 ? effects[0]! : null;
  if (e?.kind !== 'addMana' || !e.couldProduce || e.anyColor !== 1 || e.mana !== '' || e.times) return null;
  const types = couldProduce(state, e.couldProduce.permanents, chars(state, id).controller, id);
  const t = e.couldProduce.kind === 'color' ? types.filter((x) => x !== 'C') : types;
  return t.length ? t : null;
}

/**
 * Each player's mana sources, valid while `state.epoch` is unchanged (tapping, a new decision and every change a
 * source's characteristics or 602.5 prohibitions can read bump it): one legal-action list asks for them once per
 * spell and ability. Not used in oracle mode; checked against a fresh computation in 'verify' mode.
 */
const sourcesMemo = besideSlot<{ epoch: number; byPlayer: Map<PlayerId, readonly ManaSource[]> }>('manaSources');

const NO_EXCLUSION: ReadonlySet<ObjectId> = new Set();

/** 605 + 302.6: untapped permanents `player` controls with a usable {T} mana ability. */
export function manaSources(
  state: GameState,
  player: PlayerId,
  exclude: ReadonlySet<ObjectId> = NO_EXCLUSION,
): ManaSource[] {
  if (!cachesEnabled(state)) return computeManaSources(state, player, exclude);
  let memo = sourcesMemo.get(state);
  if (!memo || memo.epoch !== state.epoch) sourcesMemo.set(state, (memo = { epoch: state.epoch, byPlayer: new Map() }));
  let all = memo.byPlayer.get(player);
  if (!all) memo.byPlayer.set(player, (all = computeManaSources(state, player, NO_EXCLUSION)));
  else if (state.options.noCache === 'verify') verifySources(all, computeManaSources(state, player, NO_EXCLUSION));
  // Excluding a permanent only drops its entry: the others don't depend on it.
  return exclude.size === 0 ? [...all] : all.filter((s) => !exclude.has(s.id));
}

function verifySources(cached: readonly ManaSource[], fresh: readonly ManaSource[]): void {
  if (JSON.stringify(cached) !== JSON.stringify(fresh))
    throw new Error(`stale mana-source cache: ${JSON.stringify(cached)} vs ${JSON.stringify(fresh)}`);
}

function computeManaSources(state: GameState, player: PlayerId, exclude: ReadonlySet<ObjectId>): ManaSource[] {
  const out: ManaSource[] = [];
  for (let b = 0; b < state.battlefield.length; b++) {
    const id = state.battlefield[b]!;
    const o = state.objects[id]!;
    if (o.tapped || exclude.has(id)) continue;
    const c = chars(state, id);
    if (c.controller !== player) continue;
    // A source may have several {T} mana abilities (e.g. a Forest that is also a Swamp, 305.6);
    // tapping it makes one mana of any of their types.
    let first = -1;
    let types: ManaType[] | null = null; // (made for a source only)
    for (let i = 0; i < c.abilities.length; i++) {
      const a = c.abilities[i]!;
      if (a.kind !== 'activated' || !a.manaAbility || a.cost.mana) continue;
      if (a.cost.parts.length !== 1 || a.cost.parts[0]!.kind !== 'tap') continue;
      // 605.1a: a mana ability that also does something else (a painland's damage) is not tapped by the payment
      // search, which only adds mana: its player activates it (605.3a), and all of it happens at once (605.3b).
      if (!a.effects.every((e) => e.kind === 'addMana')) continue;
      if (activationForbidden(state, id, a, player)) continue; // 602.5: "its activated abilities can't be activated"
      if (a.restriction && restrictionError(state, player, id, a.restriction, i)) continue; // 602.5b: "Activate only if …"
      // 302.6: a creature's {T} ability needs it to have been under control since the turn began.
      if (c.types.includes('Creature') && o.summoningSick && !c.keywords.has('haste')) continue;
      const t = couldProduceOptions(state, id, a.effects) ?? manaOptionsOf(a.effects, o.chosen?.color);
      if (!t) continue;
      const e = a.effects[0]!;
      if (e.kind === 'addMana' && e.spendOnly) {
        // 106.6: restricted mana — a source of its own, usable only for what the restriction allows.
        out.push({ id, ability: i, types: t, snow: c.supertypes.includes('Snow'), only: e.spendOnly });
        continue;
      }
      if (first < 0) first = i;
      types ??= [];
      for (let k = 0; k < t.length; k++) if (!types.includes(t[k]!)) types.push(t[k]!);
    }
    if (types) out.push({ id, ability: first, types, snow: c.supertypes.includes('Snow') });
  }
  return out;
}

/**
 * A sufficient condition for `findPayment(cost, 0, pool, sources, …)` to find a payment, by counting: when the cost
 * has only generic, coloured and {C} symbols, the pool holds no restricted mana and every source makes exactly one
 * type of mana with no restriction (a basic land's "{T}: Add {G}"), each unit can pay only its own type's symbols
 * and any generic mana, so a payment exists exactly when each type's symbols are at most its units and the generic
 * mana at most the units left over. False means "not decided here" (the payment search decides).
 */
export function plainlyPayable(cost: string, pool: ManaPool, sources: readonly ManaSource[]): boolean {
  if ((pool.restricted?.length ?? 0) > 0) return false;
  const supply: Record<ManaType, number> = { W: pool.W, U: pool.U, B: pool.B, R: pool.R, G: pool.G, C: pool.C };
  for (const s of sources) {
    if (s.only || s.alt || s.types.length !== 1) return false;
    supply[s.types[0]!]++;
  }
  let generic = 0;
  for (const s of parseManaCost(cost)) {
    if (s.kind === 'generic') generic += s.n;
    else if (s.kind === 'colored' || s.kind === 'colorless') {
      const t: ManaType = s.kind === 'colored' ? s.color : 'C';
      if (supply[t] === 0) return false;
      supply[t]--;
    } else return false;
  }
  let spare = 0;
  for (const t of MANA_TYPES) spare += supply[t];
  return generic <= spare;
}

/**
 * Finds a payment for `cost` with X = x. Returns null when none exists.
 * `life` is the payer's life total, for Phyrexian mana (119.4: can't pay more life than you have).
 */
export function findPayment(
  cost: string | null,
  x: number,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number,
  spendable?: Spendable,
  asThough?: SpendAsThough,
): PaymentPlan | null {
  const { reqs, generic } = requirements(cost, x);
  if (reqs.length === 0 && generic === 0) return paymentPlan([], [], [], 0); // nothing to pay (a mana ability's {T})
  const units = paymentUnits(pool, sources, spendable);
  const search: Search = {
    units,
    used: new Array<boolean>(units.length).fill(false),
    chosen: new Array<ManaType | null>(units.length).fill(null),
    twin: twins(units),
    reqs,
    generic,
    life,
    lifePaid: 0,
    ...(asThough ? { asThough } : {}),
  };
  if (!solve(search, 0)) return null;
  return paymentPlan(units, search.used, search.chosen, search.lifePaid);
}

/** One payment search in progress: the units, which are used and for which type, the life paid so far. */
interface Search {
  readonly units: readonly Unit[];
  readonly used: boolean[];
  readonly chosen: (ManaType | null)[];
  readonly twin: readonly number[];
  readonly reqs: readonly ManaSymbol[];
  readonly generic: number;
  readonly life: number;
  lifePaid: number;
  /** 609.4b: mana may be spent as though it were mana of any color / type. */
  readonly asThough?: SpendAsThough;
}

/** A creature may be both a mana source and a convoke unit: only one of the two can be used. */
function busy(s: Search, i: number): boolean {
  const t = s.twin[i]!;
  return s.used[i]! || (t >= 0 && s.used[t]!);
}

/** 702.51a: convoke pays generic or coloured mana of the creature's colours (never {C}); improvise, delve and waterbend (701.67a) pay generic only. */
function canMakeType(u: Unit, t: ManaType): boolean {
  return u.from === 'pool'
    ? u.type === t
    : u.src.alt
      ? u.src.alt === 'convoke' && t !== 'C' && u.src.types.includes(t)
      : u.src.types.includes(t);
}

/**
 * 609.4b: with mana spent as though it were of any color, any unit of mana (not convoke, improvise or delve, which
 * make none) pays a coloured symbol; as though of any type, a {C} symbol too.
 */
function spendAsThough(asThough: SpendAsThough): (u: Unit, t: ManaType) => ManaType | null {
  return (u, t) =>
    canMakeType(u, t)
      ? t
      : (t !== 'C' || asThough === 'type') && (u.from === 'pool' || u.src.alt === undefined)
        ? anyType(u)
        : null;
}

function anyType(u: Unit): ManaType {
  return u.from === 'pool' ? u.type : (u.src.types[0] ?? 'C');
}

function release(s: Search, picked: readonly number[]): void {
  for (const i of picked) {
    s.used[i] = false;
    s.chosen[i] = null;
  }
}

/** Greedy over the remaining units for k units: pool units first (already ordered first). */
function take(s: Search, pred: UnitOption, k: number): number[] | null {
  const picked: number[] = [];
  for (let i = 0; i < s.units.length && picked.length < k; i++) {
    if (busy(s, i)) continue;
    const t = pred(s.units[i]!);
    if (t === null) continue;
    s.used[i] = true;
    s.chosen[i] = t;
    picked.push(i);
  }
  if (picked.length < k) {
    release(s, picked);
    return null;
  }
  return picked;
}

/** Pays requirement r and every one after it (then the generic part), backtracking over the choices. */
function solve(s: Search, r: number): boolean {
  if (r === s.reqs.length) return take(s, anyType, s.generic) !== null;
  const o = symbolOptions(s.reqs[r]!, s.asThough);
  if (o === 'none') return false;
  if (o === 'skip') return solve(s, r + 1);
  return tryOptions(s, r, ...o);
}

function tryOptions(
  s: Search,
  r: number,
  options: readonly UnitOption[],
  counts: readonly number[],
  lifeCosts: readonly number[],
): boolean {
  for (let o = 0; o < options.length; o++) {
    if (lifeCosts[o]! > 0) {
      if (s.lifePaid + lifeCosts[o]! > s.life) continue;
      s.lifePaid += lifeCosts[o]!;
      if (solve(s, r + 1)) return true;
      s.lifePaid -= lifeCosts[o]!;
      continue;
    }
    // Try each candidate unit for single-unit requirements so the search is exhaustive.
    if (counts[o] === 1) {
      for (let i = 0; i < s.units.length; i++) {
        if (busy(s, i)) continue;
        const t = options[o]!(s.units[i]!);
        if (t === null) continue;
        s.used[i] = true;
        s.chosen[i] = t;
        if (solve(s, r + 1)) return true;
        s.used[i] = false;
        s.chosen[i] = null;
      }
    } else {
      const picked = take(s, options[o]!, counts[o]!);
      if (picked) {
        if (solve(s, r + 1)) return true;
        release(s, picked);
      }
    }
  }
  return false;
}

/** For each source unit, the first other unit from the same permanent (-1 if none): at most one of them may be used. */
function twins(units: readonly Unit[]): number[] {
  const byId = new Map<ObjectId, number[]>();
  units.forEach((u, i) => {
    if (u.from === 'source') {
      const at = byId.get(u.src.id);
      if (at) at.push(i);
      else byId.set(u.src.id, [i]);
    }
  });
  return units.map((u, i) => (u.from === 'pool' ? -1 : (byId.get(u.src.id)!.find((j) => j !== i) ?? -1)));
}

/** The plan a solved search describes: mana from the pool, sources tapped, alternative units, life paid. */
function paymentPlan(
  units: readonly Unit[],
  used: readonly boolean[],
  chosen: readonly (ManaType | null)[],
  lifePaid: number,
): PaymentPlan {
  const fromPool: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  const taps: { id: ObjectId; ability: number; type: ManaType }[] = [];
  const alt: { id: ObjectId; alt: 'convoke' | 'improvise' | 'delve' | 'waterbend' }[] = [];
  const fromRestricted: number[] = [];
  for (let i = 0; i < units.length; i++) {
    if (!used[i]) continue;
    const u = units[i]!;
    if (u.from === 'pool' && u.restricted !== undefined) fromRestricted.push(u.restricted);
    else if (u.from === 'pool') fromPool[u.type]++;
    else if (u.src.alt) alt.push({ id: u.src.id, alt: u.src.alt });
    else taps.push({ id: u.src.id, ability: u.src.ability, type: chosen[i]! });
  }
  return {
    fromPool,
    taps,
    life: lifePaid,
    ...(alt.length > 0 ? { alt } : {}),
    ...(fromRestricted.length > 0 ? { fromRestricted } : {}),
  };
}

/** The symbols to pay, most restrictive first, and the generic amount ({X} included, 107.3). */
function requirements(cost: string | null, x: number): { reqs: ManaSymbol[]; generic: number } {
  const symbols: ManaSymbol[] = cost ? [...parseManaCost(cost)] : [];
  // Expand {X} into generic, and order symbols from most to least restrictive.
  const reqs: ManaSymbol[] = [];
  let generic = 0;
  const halves = new Map<Color | null, number>();
  for (const s of symbols) {
    if (s.kind === 'generic') generic += s.n;
    else if (s.kind === 'x') generic += x;
    else if (s.kind === 'half') halves.set(s.color, (halves.get(s.color) ?? 0) + 1);
    else reqs.push(s);
  }
  // Half mana (Un-cards): a pool holds whole mana only, so each two halves of a kind — or a last one — take one mana of it.
  for (const [color, n] of halves) {
    const whole = Math.ceil(n / 2);
    if (color === null) generic += whole;
    else for (let k = 0; k < whole; k++) reqs.push({ kind: 'colored', color });
  }
  reqs.sort((a, b) => rank(a) - rank(b));
  return { reqs, generic };
}

/** How restrictive a symbol is to pay (0 most): the search pays the most restrictive symbols first. */
function rank(s: ManaSymbol): number {
  return s.kind === 'colored' || s.kind === 'colorless'
    ? 0
    : s.kind === 'snow'
      ? 1
      : s.kind === 'hybrid' || s.kind === 'colorlessHybrid'
        ? 2
        : 3;
}

/** What can pay: mana in the pool (106.6: restricted mana that may pay this first), then the sources. */
function paymentUnits(pool: ManaPool, sources: readonly ManaSource[], spendable: Spendable | undefined): Unit[] {
  const units: Unit[] = [];
  // 106.6: restricted mana that may pay this cost comes first (it is the least useful elsewhere).
  (pool.restricted ?? []).forEach((r, k) => {
    if (spendable?.(r.only)) units.push({ from: 'pool', type: r.type, restricted: k });
  });
  for (const t of MANA_TYPES) for (let i = 0; i < pool[t]; i++) units.push({ from: 'pool', type: t });
  for (const src of sources) if (!src.only || spendable?.(src.only)) units.push({ from: 'source', src });
  return units;
}

type UnitOption = (u: Unit) => ManaType | null;

/**
 * The ways to pay one symbol: for each, which unit pays it, how many units, and how much life (107.4f Phyrexian);
 * 'skip' for symbols counted as generic, 'none' if no payment is offered (107.3i: Y and Z).
 */
function symbolOptions(s: ManaSymbol, asThough?: SpendAsThough): [UnitOption[], number[], number[]] | 'skip' | 'none' {
  const pay = asThough
    ? spendAsThough(asThough)
    : (u: Unit, t: ManaType): ManaType | null => (canMakeType(u, t) ? t : null);
  switch (s.kind) {
    case 'colored':
      return [[(u) => pay(u, s.color)], [1], [0]];
    case 'colorless':
      return [[(u) => pay(u, 'C')], [1], [0]];
    case 'snow':
      return [[(u) => (u.from === 'source' && u.src.snow && !u.src.alt ? anyType(u) : null)], [1], [0]];
    case 'hybrid':
      return [
        [(u) => pay(u, s.a), (u) => pay(u, s.b)],
        [1, 1],
        [0, 0],
      ];
    case 'monoHybrid':
      return [
        [(u) => pay(u, s.color), (u) => anyType(u)],
        [1, 2],
        [0, 0],
      ];
    case 'colorlessHybrid':
      return [
        [(u) => pay(u, 'C'), (u) => pay(u, s.color)],
        [1, 1],
        [0, 0],
      ];
    case 'phyrexian':
      return [
        [(u) => pay(u, s.color), () => null],
        [1, 0],
        [0, 2],
      ];
    case 'hybridPhyrexian':
      return [
        [(u) => pay(u, s.a), (u) => pay(u, s.b), () => null],
        [1, 1, 0],
        [0, 0, 2],
      ];
    // 107.3i: Y and Z follow the rules of X, but a spell or ability announces only X here: no payment is offered.
    case 'variable':
      return 'none';
    case 'generic':
    case 'x':
    case 'half':
      return 'skip';
  }
}

/** The largest X payable for `cost` (for offering X in legal actions), capped at `cap`. */
export function maxPayableX(
  cost: string,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number,
  cap = 20,
  spendable?: Spendable,
  asThough?: SpendAsThough,
): number {
  let best = -1;
  for (let x = 0; x <= cap; x++) {
    if (findPayment(cost, x, pool, sources, life, spendable, asThough)) best = x;
    else break;
  }
  return best;
}

/**
 * 601.2g / 605.1b / 106.12a: mana a source's triggered mana abilities add when it is tapped for mana ("Whenever
 * enchanted land is tapped for mana, its controller adds {G}" — Wild Growth, Overgrowth; "… adds one mana of any
 * type that land produced" — Mana Flare), for a source tapped for `type`. Only fixed amounts are counted.
 */
export function triggeredManaBonus(state: GameState, source: ObjectId, type: ManaType): ManaType[] {
  const out: ManaType[] = [];
  const sc = chars(state, source);
  for (const id of state.battlefield) {
    const c = chars(state, id);
    for (const a of c.abilities) {
      if (a.kind !== 'triggered' || !a.manaAbility || a.trigger.kind !== 'tappedForMana' || a.effects.length !== 1)
        continue;
      const e = a.effects[0]!;
      if (e.kind !== 'addMana' || e.times || e.anyColor) continue;
      const w = a.trigger.what;
      const hits =
        w.kind === 'enchanted'
          ? state.objects[id]!.attachedTo === source
          : w.kind === 'self'
            ? id === source
            : w.kind === 'filter'
              ? w.filter.kind === 'object' && matchesObjectFilter(state, w.filter, source, sc, c.controller, id, chars)
              : false;
      if (!hits) continue;
      if (e.producedType) {
        for (let i = 0; i < e.producedType; i++) out.push(type);
        continue;
      }
      for (const s of parseManaCost(e.mana)) {
        if (s.kind === 'colored') out.push(s.color);
        else if (s.kind === 'colorless') out.push('C');
        else if (s.kind === 'generic') for (let i = 0; i < s.n; i++) out.push('C');
      }
    }
  }
  return out;
}

/** Per characteristics map: whether a permanent has a triggered mana ability "whenever … is tapped for mana". */
const triggeredManaIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, boolean>();

/**
 * Whether any permanent has a triggered mana ability that triggers on tapping for mana (Wild Growth, Mana Flare):
 * looked up once per characteristics map (every failed payment search asks; in oracle mode the map is fresh on
 * every read, so the answer is recomputed).
 */
export function triggeredManaOnBattlefield(state: GameState): boolean {
  const map = battlefieldCharacteristics(state);
  let any = triggeredManaIndex.get(map);
  if (any === undefined) {
    any = false;
    for (const c of map.values())
      for (const a of c.abilities)
        if (a.kind === 'triggered' && a.manaAbility === true && a.trigger.kind === 'tappedForMana') any = true;
    triggeredManaIndex.set(map, any);
  }
  return any;
}

/**
 * 601.2g–h: a necessary condition of any payment of `cost` (the total cost, after modifiers) from `pool` and `sources`
 * alone, one unit each (a convoking creature, a delved card: pass them as `alts`): no more symbols than units
 * (`minimumMana`: Phyrexian symbols may be paid with life, X may be 0), then each coloured and {C} symbol against the
 * units that can make its type (`typesCoverable`). With a triggered mana ability on the battlefield (605.4a: tapping a
 * source may add more mana, Wild Growth) it says yes.
 */
export function unitsMayPay(
  state: GameState,
  cost: string,
  pool: ManaPool,
  sources: readonly ManaSource[],
  alts: readonly ManaSource[],
): boolean {
  if (minimumMana(cost) > poolTotal(pool) + sources.length + alts.length) return triggeredManaOnBattlefield(state);
  return typesCoverable(state, cost, pool, sources, alts);
}

/** The units of mana of type `t` the pool, the sources and the convoking creatures can make (one per source). */
function supplyOf(t: ManaType, pool: ManaPool, sources: readonly ManaSource[], alts: readonly ManaSource[]): number {
  let supply = pool[t];
  const restricted = pool.restricted ?? [];
  for (let i = 0; i < restricted.length; i++) if (restricted[i]!.type === t) supply++;
  for (let i = 0; i < sources.length; i++) if (sources[i]!.types.includes(t)) supply++;
  for (let i = 0; i < alts.length; i++)
    if (alts[i]!.alt === 'convoke' && t !== 'C' && alts[i]!.types.includes(t)) supply++;
  return supply;
}

/**
 * A necessary condition of any payment of `cost` (the total cost, after modifiers): each coloured and {C} symbol
 * needs a unit of its own that can make its type (`canMake`) — the pool's mana of that type (restricted mana
 * included) or a source (a mana ability, a convoking creature) that lists it. Other symbols aren't counted. With a
 * triggered mana ability on the battlefield (Wild Growth: tapping adds a type the source doesn't list) it says yes.
 */
export function typesCoverable(
  state: GameState,
  cost: string,
  pool: ManaPool,
  sources: readonly ManaSource[],
  alts: readonly ManaSource[],
): boolean {
  const symbols = parseManaCost(cost);
  for (let k = 0; k < MANA_TYPES.length; k++) {
    const t = MANA_TYPES[k]!;
    let need = 0;
    for (let i = 0; i < symbols.length; i++) {
      const s = symbols[i]!;
      if ((s.kind === 'colored' && s.color === t) || (s.kind === 'colorless' && t === 'C')) need++;
    }
    if (need === 0) continue;
    if (supplyOf(t, pool, sources, alts) < need) return triggeredManaOnBattlefield(state);
  }
  return true;
}

/**
 * 601.2g: a payment that counts triggered mana. Sources whose tapping adds more mana are tapped first (their
 * mana and its triggered mana go to the pool, 605.4a); the rest is paid from the pool and the other sources.
 * Tries the fewest such sources first. The plan lists them as taps; its `fromPool` is relative to the pool before
 * those taps (payCost taps first, then takes `fromPool` and the tapped mana from the pool).
 */
export function findPaymentWithTriggeredMana(
  state: GameState,
  cost: string | null,
  x: number,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number,
  spendable?: Spendable,
  asThough?: SpendAsThough,
): PaymentPlan | null {
  if (!triggeredManaOnBattlefield(state)) return null;
  const bonus = sources
    .filter((s) => !s.alt && !s.only)
    .map((s) => ({ s, type: s.types[0]!, extra: triggeredManaBonus(state, s.id, s.types[0]!) }))
    .filter((b) => b.extra.length > 0);
  if (bonus.length === 0 || bonus.length > 6) return null;
  const subsets = Array.from({ length: (1 << bonus.length) - 1 }, (_, i) => i + 1).sort(
    (a, b) => popcount(a) - popcount(b) || a - b,
  );
  for (const mask of subsets) {
    const pre = bonus.filter((_, i) => mask & (1 << i));
    const pool2: ManaPool = { ...pool };
    for (const b of pre) {
      pool2[b.type]++;
      for (const t of b.extra) pool2[t]++;
    }
    const rest = sources.filter((s) => !pre.some((b) => b.s.id === s.id));
    const plan = findPayment(cost, x, pool2, rest, life, spendable, asThough);
    if (!plan) continue;
    const fromPool: ManaPool = { ...plan.fromPool };
    for (const b of pre) fromPool[b.type]--;
    return {
      ...plan,
      fromPool,
      taps: [...pre.map((b) => ({ id: b.s.id, ability: b.s.ability, type: b.type })), ...plan.taps],
    };
  }
  return null;
}

function popcount(n: number): number {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
}
