/**
 * 613: characteristics are derived, never stored. Each battlefield object starts from
 * its card definition (or the face-down values of 708.2) and continuous effects are
 * applied layer by layer: 1 copy, 2 control, 3 text, 4 type, 5 colour, 6 abilities,
 * 7a characteristic-defining, 7b set P/T, 7c modify P/T and counters, 7d switch.
 * The affected set of a static ability's effect is determined as its layer applies (613.6).
 * Results are cached per state epoch; every mutation that can change them bumps the epoch (`touch`).
 * With the test-only option `noCache` (oracle mode) nothing is cached: every read recomputes.
 */
import type { AbilityNode, CardType, SimpleKeyword, StaticEffect, Supertype } from '../cards/ability-tree.js';
import type { Color } from '../cards/mana-symbols.js';
import type { GameObject, GameState, LastKnown, ObjectId, PlayerId, StackInfo } from '../state/types.js';
import { abilityBeyondStructure, mentionsBeyondStructure, mentionsVolatile } from './volatile-mentions.js';
import { computeBattlefield, volatileAbility, type VolatileReads, type WalkReads, type WalkStep } from './layers.js';
import { computeMoved } from './layers-moved.js';
import type { Characteristics } from './characteristics-reader.js';
import { cachesEnabled, printedCharacteristics } from './printed-characteristics.js';
import { besideSlot } from '../state/beside.js';
import { copiableKey } from './copy.js';
import { withGraveyardGrants } from './graveyard-grants.js';

export type { Characteristics, CharsReader } from './characteristics-reader.js';
export { baseCharacteristics, cachesEnabled, isSimple, printedCharacteristics } from './printed-characteristics.js';

interface Cache {
  /** The epoch, the battlefield and structural epochs, the count of changes and of steps the map was computed at. */
  epoch: number;
  readonly battlefield: number;
  readonly structural: number;
  readonly changes: number;
  readonly steps: number;
  /** What volatile state the computation may have read (layers.ts readsVolatile). */
  readonly volatile: VolatileReads;
  readonly map: Map<ObjectId, Characteristics>;
  /** The walk's steps if it was local (layers.ts `WalkReads`), else null. */
  readonly walk: readonly WalkStep[] | null;
  /**
   * The objects that entered or left the battlefield since the map was computed, when nothing else the layers read
   * changed (`touchBattlefieldMove`); null after any other structural change (`touch`).
   */
  moved: ObjectId[] | null;
}
const cache = besideSlot<Cache>('characteristics');

/**
 * The structural epoch of each state: bumped by `touch` but not by `touchVolatile`. It lives beside the state, not
 * in it (state/beside.ts): a reloaded state starts without caches, so it needs none.
 */
const structuralEpochs = besideSlot<number>('structuralEpoch');

function structuralEpoch(state: GameState): number {
  return structuralEpochs.get(state) ?? 0;
}

/**
 * The battlefield epoch of each state: bumped by `touch` but not by `touchOffBattlefield` or `touchVolatile`. Layered
 * characteristics computed without a volatile read stay valid while it is unchanged. Beside the state, as above.
 */
const battlefieldEpochs = besideSlot<number>('battlefieldEpoch');

function battlefieldEpoch(state: GameState): number {
  return battlefieldEpochs.get(state) ?? 0;
}

/**
 * The changes of each state, counted: `total` by every `touch…` that records a change of the game (all but
 * `touchTiming`); of those, a change that only one player's (or team's) own things saw — their draw, their permanent
 * tapping or untapping, their life total — counts in `own` for them, any other in `shared`. While the counts a memo
 * read are unchanged, nothing a continuous effect, condition or filter can read has changed except the step and the
 * decision (or, with `own`, except what belongs to other players). The legal-action lists (priority/kept-actions.ts)
 * are kept across decisions on them. Beside the state, as above.
 */
interface Changes {
  total: number;
  shared: number;
  readonly own: number[];
  /** Of the own changes: a card moving into or out of its owner's graveyard (`touchOffBattlefield`'s `graveyard`). */
  graveyards: number;
  /** Of each player's own changes: a card put into their hand from their library (a draw, `touchHandArrival`). */
  readonly arrivals: number[];
  /** Of each player's own changes: their (or their team's) life total changing (`touchLife`). */
  readonly lives: number[];
  /** Of each player's own changes: their creatures attacking, blocking or leaving combat (`touchCombat`). */
  readonly combat: number[];
  /**
   * Of the shared changes, for each player: single objects another player owns joining or leaving the battlefield
   * (`touchBattlefieldMove`), which a kept legal-action list may outlive (priority/kept-actions.ts `movedPastList`).
   */
  readonly foreign: number[];
  /** New steps (`touchTiming`): not changes, but conditions read the step. */
  steps: number;
}
const changeCounts = besideSlot<Changes>('changes');

function changesOf(state: GameState): Changes {
  let c = changeCounts.get(state);
  if (!c)
    changeCounts.set(
      state,
      (c = { total: 0, shared: 0, own: [], graveyards: 0, arrivals: [], lives: [], combat: [], foreign: [], steps: 0 }),
    );
  return c;
}

/** The count of every change (see `Changes`), for memos that stay valid across steps and decisions. */
export function changeEpochOf(state: GameState): number {
  return changeCounts.get(state)?.total ?? 0;
}

/** The count of shared changes (`Changes`): those every player may see. */
export function sharedChangesOf(state: GameState): number {
  return changeCounts.get(state)?.shared ?? 0;
}

/** The count of changes of `player`'s own things (`Changes`). */
export function ownChangesOf(state: GameState, player: PlayerId): number {
  return changeCounts.get(state)?.own[player] ?? 0;
}

/** Of `player`'s own changes, the count of cards put into their hand from their library (`touchHandArrival`). */
export function handArrivalsOf(state: GameState, player: PlayerId): number {
  return changeCounts.get(state)?.arrivals[player] ?? 0;
}

/** Of `player`'s own changes, the count of changes of their life total (`touchLife`). */
export function lifeChangesOf(state: GameState, player: PlayerId): number {
  return changeCounts.get(state)?.lives[player] ?? 0;
}

/** Of `player`'s own changes, the count of their creatures attacking, blocking or leaving combat (`touchCombat`). */
export function combatChangesOf(state: GameState, player: PlayerId): number {
  return changeCounts.get(state)?.combat[player] ?? 0;
}

/** Of the shared changes, the count of single objects `player` doesn't own joining or leaving the battlefield. */
export function foreignMovesOf(state: GameState, player: PlayerId): number {
  return changeCounts.get(state)?.foreign[player] ?? 0;
}

/** The count of own changes that moved a card into or out of a graveyard (`Changes`): any player may read graveyards. */
export function graveyardChangesOf(state: GameState): number {
  return changeCounts.get(state)?.graveyards ?? 0;
}

/** Who saw a change: everyone (undefined), or only these players' own things. */
export type ChangeOwners = PlayerId | readonly PlayerId[] | undefined;

function changed(state: GameState, owners: ChangeOwners): void {
  const c = changesOf(state);
  c.total++;
  if (owners === undefined) c.shared++;
  else if (typeof owners === 'number') c.own[owners] = (c.own[owners] ?? 0) + 1;
  else for (const p of owners) c.own[p] = (c.own[p] ?? 0) + 1;
}

/**
 * Bumps the state's epoch: every derived value (characteristics, the quiet-SBA memo) must be recomputed.
 * Called by every mutation that a continuous effect, condition or filter can read (docs/engine.md, Caches).
 */
export function touch(state: GameState): void {
  touchBattlefield(state);
  const c = cache.get(state);
  if (c) c.moved = null;
}

/**
 * `touch` for one object entering or leaving the battlefield (from or to a zone other than the command zone) that
 * changes nothing else the layers read: no attachment ends, nothing melds. The characteristics map is then computed
 * again for that object only when the last layer walk allows it (layers-moved.ts). A shared change, counted as well for
 * every player but its `owner` (`foreignMovesOf`: the object leaves to, or came from, zones of its owner's).
 */
export function touchBattlefieldMove(state: GameState, id: ObjectId, owner: PlayerId): void {
  touchBattlefield(state);
  cache.get(state)?.moved?.push(id);
  const foreign = changesOf(state).foreign;
  for (const p of state.players) if (p.id !== owner) foreign[p.id] = (foreign[p.id] ?? 0) + 1;
}

function touchBattlefield(state: GameState): void {
  state.epoch++;
  changed(state, undefined);
  structuralEpochs.set(state, structuralEpoch(state) + 1);
  battlefieldEpochs.set(state, battlefieldEpoch(state) + 1);
}

/**
 * Bumps the epoch and the structural epoch for a structural change that leaves the battlefield and the command zone
 * as they were: an object moving between the library, hand, stack, graveyard and exile (a draw, a spell cast, an
 * instant put into its owner's graveyard), an ability leaving the stack. The layers read those zones only through
 * conditions and counts (volatile reads, `readsVolatile`), so layered characteristics computed without any stay
 * valid; everything keyed on the epoch or the structural epoch (the quiet-SBA memo) is recomputed as after `touch`.
 * `owners`: the players whose own things alone changed (a draw: the drawing player's hand and library), see `Changes`;
 * `graveyard`: a card moved into or out of a graveyard (counted apart as well: any player may read graveyards).
 */
export function touchOffBattlefield(state: GameState, owners?: ChangeOwners, graveyard = false): void {
  touchUnlayered(state, owners);
  if (graveyard && owners !== undefined) changesOf(state).graveyards++;
}

/**
 * `touchOffBattlefield` for a card put into its owner's hand from their library (a draw): their own change, counted
 * apart as an arrival too, so that a kept legal-action list can tell a change that only added cards to the end of the
 * hand from any other (priority/kept-actions.ts).
 */
export function touchHandArrival(state: GameState, owner: PlayerId): void {
  touchOffBattlefield(state, owner);
  const c = changesOf(state);
  c.arrivals[owner] = (c.arrivals[owner] ?? 0) + 1;
}

/**
 * Bumps the epoch and the structural epoch for a structural change on the battlefield that the layers read only
 * through volatile reads (`readsVolatile`): damage marked on a permanent or removed from it, and who dealt it damage
 * this turn (read by the `dealtDamageThisTurn` filter field, which counts as volatile); a new turn (its "this turn"
 * values are read by conditions). Layered characteristics computed without a volatile read stay valid, as after
 * `touchOffBattlefield`; everything else keyed on the epoch or the structural epoch (the quiet-SBA memo, which
 * looks at lethal damage) is recomputed as after `touch`.
 */
export function touchUnlayered(state: GameState, owners?: ChangeOwners): void {
  state.epoch++;
  changed(state, owners);
  structuralEpochs.set(state, structuralEpoch(state) + 1);
}

/**
 * Bumps the epoch for a change that only conditions (611.3b), counts and the tapped / combat / target fields of
 * filters can read — tapping and untapping, life and player counters, shuffles, attack and block declarations,
 * a new step, a new decision. Layered characteristics computed without any such read (layers.ts readsVolatile)
 * stay valid; everything else keyed on the epoch is recomputed as after `touch`. `owners`: the players whose own
 * things alone changed (a permanent's controller as it taps or untaps, a player's or team's life total), see `Changes`.
 */
export function touchVolatile(state: GameState, owners?: ChangeOwners): void {
  state.epoch++;
  changed(state, owners);
}

/**
 * `touchVolatile` for a change of the life total the players `owners` share (119.3): their own change, counted apart
 * as a life change too, so that a kept legal-action list that reads no life total keeps (priority/kept-actions.ts).
 */
export function touchLife(state: GameState, owners: readonly PlayerId[]): void {
  touchVolatile(state, owners);
  const c = changesOf(state);
  for (const p of owners) c.lives[p] = (c.lives[p] ?? 0) + 1;
}

/**
 * `touchVolatile` for creatures of the players `owners` attacking (506.4), blocking (509.1g) or being removed from
 * combat (511.3): their own change, counted apart as a combat change too, so that a kept legal-action list that reads
 * nothing of combat keeps (priority/kept-actions.ts).
 */
export function touchCombat(state: GameState, owners: PlayerId | readonly PlayerId[]): void {
  touchVolatile(state, owners);
  const c = changesOf(state);
  for (const p of typeof owners === 'number' ? [owners] : owners) c.combat[p] = (c.combat[p] ?? 0) + 1;
}

/**
 * Bumps the epoch, as `touchVolatile`, for a new step (conditions can read it: "during your turn", "as long as it's
 * your combat") or the start of a decision (a fresh start for derived values, as after a reload), but not the change
 * epoch: the memos kept on it (the legal-action lists) key on the timing facts they read themselves.
 */
export function touchTiming(state: GameState): void {
  state.epoch++;
  changesOf(state).steps++;
}

/**
 * Bumps the epoch for the start of a decision (game/submit.ts): a fresh start for everything keyed on the epoch, as
 * after a reload, but neither a change nor a new step, so the layered characteristics stay valid (`battlefieldChars`).
 */
export function touchDecision(state: GameState): void {
  state.epoch++;
}

/**
 * Carries the derived values of `from` over to `to`, a fresh copy of it made by `cloneState` (equal as JSON, with the
 * same epoch): the structural and battlefield epochs, the change counts (`Changes`) and the layered-characteristics map
 * (shared: it and its values are never changed once computed). Each object's printed characteristics need no carrying: the copy shares the object
 * records, and a record copied on write takes them along (objects/copy-on-write.ts). Each state keeps its own cache
 * record, so the two go on independently.
 */
export function inheritDerived(from: GameState, to: GameState): void {
  if (!cachesEnabled(from)) return;
  const structural = structuralEpochs.get(from);
  if (structural !== undefined) structuralEpochs.set(to, structural);
  const field = battlefieldEpochs.get(from);
  if (field !== undefined) battlefieldEpochs.set(to, field);
  const ch = changeCounts.get(from);
  if (ch)
    changeCounts.set(to, {
      total: ch.total,
      shared: ch.shared,
      own: [...ch.own],
      graveyards: ch.graveyards,
      arrivals: [...ch.arrivals],
      lives: [...ch.lives],
      combat: [...ch.combat],
      foreign: [...ch.foreign],
      steps: ch.steps,
    });
  const c = cache.get(from);
  if (c) cache.set(to, { ...c, moved: c.moved && [...c.moved] });
}

/** Characteristics of any object: layered on the battlefield, printed elsewhere. */
export function chars(state: GameState, id: ObjectId): Characteristics {
  const o = state.objects[id];
  if (!o) {
    const l = state.lki[id];
    if (!l) throw new Error(`internal: no object ${id}`);
    return fromLastKnown(state, l);
  }
  if (o.zone === 'battlefield') {
    const ch = battlefieldChars(state).get(id);
    if (ch) return ch;
  }
  const printed = printedCharacteristics(state, o);
  return o.zone === 'graveyard' ? withGraveyardGrants(state, o, printed) : printed; // 113.6b / 702.178b
}

/**
 * Every battlefield object's layered characteristics as the engine reads them now: the cached map, or a fresh
 * computation in oracle mode. The oracle differential test compares the two after every decision.
 */
export function battlefieldCharacteristics(state: GameState): ReadonlyMap<ObjectId, Characteristics> {
  return battlefieldChars(state);
}

/** A static ability of a battlefield permanent, with its source's characteristics. */
export interface BattlefieldStatic {
  readonly source: ObjectId;
  readonly chars: Characteristics;
  readonly ability: Extract<AbilityNode, { kind: 'static' }>;
}

/**
 * The static abilities of the battlefield, in battlefield order and by the kind of their effect, per characteristics
 * map: a new map (any recomputation) rebuilds it.
 */
interface StaticIndex {
  readonly all: readonly BattlefieldStatic[];
  readonly byKind: ReadonlyMap<StaticEffect['kind'], readonly BattlefieldStatic[]>;
}
const staticIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, StaticIndex>();

const NO_STATICS: readonly BattlefieldStatic[] = [];

/** The static-ability index of the current characteristics map (built on the first read of each map). */
function staticsOfMap(state: GameState): StaticIndex {
  const map = battlefieldChars(state);
  let index = staticIndex.get(map);
  if (!index) {
    const all: BattlefieldStatic[] = [];
    const byKind = new Map<StaticEffect['kind'], BattlefieldStatic[]>();
    map.forEach((c, source) => {
      for (const ability of c.abilities) {
        if (ability.kind !== 'static') continue;
        const s = { source, chars: c, ability };
        all.push(s);
        const list = byKind.get(ability.effect.kind);
        if (list) list.push(s);
        else byKind.set(ability.effect.kind, [s]);
      }
    });
    staticIndex.set(map, (index = { all, byKind }));
  }
  return index;
}

/**
 * Every static ability of every battlefield permanent, in battlefield order: an index built once per
 * characteristics map, so rules that ask "does a static ability apply to this object" scan statics, not permanents.
 */
export function battlefieldStatics(state: GameState): readonly BattlefieldStatic[] {
  return staticsOfMap(state).all;
}

/**
 * The static abilities of the battlefield whose effect is of one of `kinds`, in battlefield order (the order of
 * `battlefieldStatics` filtered by kind, from the same index): the rules that ask about one kind of effect look at
 * those only.
 */
export function battlefieldStaticsOf(
  state: GameState,
  kinds: readonly StaticEffect['kind'][],
): readonly BattlefieldStatic[] {
  const { all, byKind } = staticsOfMap(state);
  if (kinds.length === 1) return byKind.get(kinds[0]!) ?? NO_STATICS;
  let any = false;
  for (let i = 0; i < kinds.length && !any; i++) any = byKind.has(kinds[i]!);
  if (!any) return NO_STATICS;
  return all.filter((s) => kinds.includes(s.ability.effect.kind));
}

/** Per characteristics map: whether an ability on the battlefield may read volatile state (below). */
const volatileIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, boolean>();

/**
 * Whether a rule reading the battlefield may read volatile state (see `touchVolatile`) other than through the
 * characteristics themselves: a static or keyword ability (a condition, a tapped / combat filter …) or a state
 * trigger (603.8) of a permanent, or a continuous effect, that mentions state other than structural state
 * (volatile-mentions.ts: a count of cards or permanents, "as long as you control a Mountain" are structural), or any
 * command-zone object. When not, a derived value that reads only the battlefield (the quiet-SBA memo) stays valid
 * across volatile changes: it is keyed on the structural epoch.
 */
export function battlefieldReadsVolatile(state: GameState): boolean {
  if (state.command.length > 0) return true;
  for (const e of state.effects)
    if (mentionsVolatile(e.modification) && mentionsBeyondStructure(e.modification)) return true;
  const map = battlefieldChars(state);
  let v = volatileIndex.get(map);
  if (v === undefined) {
    let found = false;
    map.forEach((c) => {
      for (const a of c.abilities)
        if (
          (a.kind === 'triggered' && a.trigger.kind === 'state' && abilityBeyondStructure(a)) ||
          ((a.kind === 'static' || a.kind === 'keyword') && volatileAbility(a) && abilityBeyondStructure(a))
        )
          found = true;
    });
    volatileIndex.set(map, (v = found));
  }
  return v;
}

/** The structural epoch (see `touch`), for memos that stay valid across volatile changes. */
export function structuralEpochOf(state: GameState): number {
  return structuralEpoch(state);
}

/** Every battlefield object's layered characteristics, valid for the current epoch (recomputed in oracle mode). */
function battlefieldChars(state: GameState): Map<ObjectId, Characteristics> {
  if (!cachesEnabled(state)) return computeBattlefield(state, chars);
  let c = cache.get(state);
  if (c !== undefined && c.epoch === state.epoch && state.options.noCache !== 'verify') return c.map; // the common read
  if (c === undefined || (c.epoch !== state.epoch && !stillValid(state, c))) {
    const moved =
      c && c.volatile === 'none' && c.moved && c.walk ? computeMoved(state, chars, c.map, c.walk, c.moved) : null;
    if (moved && c) {
      c = { ...stamps(state), volatile: 'none', map: moved, walk: c.walk, moved: [] };
      if (state.options.noCache === 'verify') verifyFresh(moved, computeBattlefield(state, chars, true));
    } else {
      const reads: WalkReads = { volatile: 'any' };
      const map = computeBattlefield(state, chars, false, reads);
      c = { ...stamps(state), volatile: reads.volatile, map, walk: reads.steps ?? null, moved: [] };
    }
    cache.set(state, c);
  } else {
    c.epoch = state.epoch;
    if (state.options.noCache === 'verify') verifyFresh(c.map, computeBattlefield(state, chars, true));
  }
  return c.map;
}

/** The epochs and counts a map computed now is stamped with (`Cache`). */
function stamps(state: GameState): Pick<Cache, 'epoch' | 'battlefield' | 'structural' | 'changes' | 'steps'> {
  const ch = changeCounts.get(state);
  return {
    epoch: state.epoch,
    battlefield: battlefieldEpoch(state),
    structural: structuralEpoch(state),
    changes: ch?.total ?? 0,
    steps: ch?.steps ?? 0,
  };
}

/**
 * Whether a map computed at an earlier epoch is still valid: one that read nothing volatile while the battlefield
 * epoch is unchanged; one that read only structural state (whose turn it is, counts of cards and permanents, conditions
 * on them: volatile-mentions.ts) while the structural epoch is (a new turn bumps it); any other while nothing changed
 * and no step began since, only decisions (`touchDecision`).
 */
function stillValid(state: GameState, c: Cache): boolean {
  switch (c.volatile) {
    case 'none':
      return c.battlefield === battlefieldEpoch(state);
    case 'structural':
      return c.structural === structuralEpoch(state);
    case 'any': {
      const ch = changeCounts.get(state);
      return c.changes === (ch?.total ?? 0) && c.steps === (ch?.steps ?? 0);
    }
  }
}

/** Test-only ('verify'): a cached read must equal a fresh computation, else a mutation forgot to `touch`. */
function verifyFresh(cached: Map<ObjectId, Characteristics>, fresh: Map<ObjectId, Characteristics>): void {
  const show = (ch: Characteristics | undefined): string =>
    JSON.stringify(ch ? { ...ch, keywords: [...ch.keywords].sort(), abilities: ch.abilities.length } : null);
  for (const id of new Set([...cached.keys(), ...fresh.keys()])) {
    const a = show(cached.get(id));
    const b = show(fresh.get(id));
    if (a !== b) throw new Error(`internal: stale characteristics cache for object ${id}: cached ${a}, fresh ${b}`);
  }
}

/** 608.2h: characteristics as the object last existed on the battlefield. */
function fromLastKnown(state: GameState, l: LastKnown): Characteristics {
  return {
    name: l.name,
    manaCost: state.cards[l.defKey]?.manaCost ?? null,
    colors: [...l.colors] as Color[],
    supertypes: [...l.supertypes] as Supertype[],
    types: [...l.types] as CardType[],
    subtypes: [...l.subtypes],
    power: l.power,
    toughness: l.toughness,
    ...(l.manaValue !== undefined ? { manaValue: l.manaValue } : {}),
    loyalty: null,
    abilities: [...(state.cards[l.defKey]?.abilities ?? [])],
    keywords: new Set(l.keywords as SimpleKeyword[]),
    controller: l.controller,
  };
}

/** Records last known information for an object about to leave the battlefield, the stack or a graveyard (608.2h). */
export function rememberLastKnown(state: GameState, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || (o.zone !== 'battlefield' && o.zone !== 'stack' && o.zone !== 'graveyard')) return;
  const c = chars(state, id);
  const copiable = o.zone === 'battlefield' ? copiableKey(state, id) : o.defKey;
  state.lki[id] = {
    defKey: o.defKey,
    ...(copiable !== o.defKey ? { copiable } : {}), // 707.2
    name: c.name,
    controller: c.controller,
    owner: o.owner,
    colors: [...c.colors],
    types: [...c.types],
    subtypes: [...c.subtypes],
    supertypes: [...c.supertypes],
    power: c.power,
    toughness: c.toughness,
    ...(c.manaValue !== undefined ? { manaValue: c.manaValue } : {}), // 202.3e: a spell's X
    keywords: [...c.keywords],
    counters: { ...o.counters },
    ...(o.zone === 'battlefield' && o.attachedTo !== null ? { attachedTo: o.attachedTo } : {}),
    ...(o.cardId !== null ? { cardId: o.cardId } : {}),
    ...((o.stack?.spent ?? o.spent) ? { spent: o.stack?.spent ?? o.spent } : {}), // 400.7d
    ...(o.zone === 'stack' && o.stack && o.kind !== 'ability' ? { spell: spellLki(o, o.stack) } : {}), // 707.10
  };
}

/** 707.10 / 608.2h: what a copy of a spell that has left the stack copies. */
function spellLki(o: GameObject, stack: StackInfo): NonNullable<LastKnown['spell']> {
  return {
    kind: o.kind,
    stack,
    ...(o.castHalf !== undefined ? { castHalf: o.castHalf } : {}),
    ...(o.fused ? { fused: o.fused } : {}),
    ...(o.altFace ? { altFace: o.altFace } : {}),
    ...(o.bestowed ? { bestowed: o.bestowed } : {}),
  };
}

export function controllerOf(state: GameState, id: ObjectId): PlayerId {
  const o = state.objects[id];
  if (!o) return chars(state, id).controller;
  return o.zone === 'battlefield' ? chars(state, id).controller : o.controller;
}

export function hasKeyword(state: GameState, id: ObjectId, k: SimpleKeyword): boolean {
  return chars(state, id).keywords.has(k);
}

export function isType(state: GameState, id: ObjectId, t: CardType): boolean {
  return chars(state, id).types.includes(t);
}

export function isCreature(state: GameState, id: ObjectId): boolean {
  return isType(state, id, 'Creature');
}
