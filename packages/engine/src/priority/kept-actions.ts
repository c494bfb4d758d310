/**
 * 117.1: a player's legal actions, kept from one of their priority decisions to the next while nothing the list reads
 * has changed (docs/engine.md, Caches). Between two priority decisions of the same player the game often changes only
 * its step and the player holding priority: everyone else passed. The list is then the same, and building it again
 * (every card in hand, graveyard and exile, every activated ability, with timing, cost and target checks) is most of
 * the cost of such a decision.
 *
 * What a list reads, and what keys it (`Key`):
 * - the changes of the game that the player may see (objects/characteristics.ts `Changes`): every `touch…` but
 *   `touchTiming` (the new step, the new decision) counts one, shared, or, for a change of another player's own things
 *   (their draw, their permanent tapping or untapping, their life total), theirs only;
 * - what changes without a touch: the player's mana pool (500.4: it empties as a step ends); the timing facts: whether
 *   the player may act at sorcery speed now (307.1, 305.1), the stack, the turn marker in focus.
 * The stack and the graveyards are parts of the key of their own. A card moving between its owner's hand, library,
 * graveyard and the stack (a draw, a cast, a resolved instant, a discard) counts as its owner's own change
 * (zones/move.ts), and so do a cast's counts (stack/cast.ts). A steady list that something in it may read the stack or a
 * graveyard through (`readsZones`: a target on the stack, 115.1, or in a graveyard) keys on the stack's objects and on
 * the count of cards moved into or out of graveyards (`graveyardChangesOf`); any other steady list (`local`) keys
 * only on whether a spell with split second is on the stack (702.61a), and reads the emptiness of the stack only
 * through the sorcery-speed timing. So another player's cast or resolved instant ends no other player's local list.
 * This holds only for a *steady* list (`steady`): when no ability it may read mentions a step, a phase, whose turn it
 * is or combat (an activation or casting restriction, "can't cast spells during combat"), anything volatile (a
 * condition, a count, a tapped or combat filter: these read other players' things too) or lets another player
 * activate it. Any other list is keyed on every change, and on the step, the phase and the active players too unless
 * it is `'counted'`: what makes it unsteady mentions volatile state but names no step and no combat (`stepless`).
 * With several turn markers (807) no list is kept. In oracle mode nothing is kept; in `'verify'` mode each kept list is
 * compared with a fresh one.
 */
import type { AbilityNode, CardDefinition } from '../cards/ability-tree.js';
import { besideSlot } from '../state/beside.js';
import type { LegalAction } from '../decisions/types.js';
import { volatileAbility } from '../objects/layers.js';
import { mentionsVolatile } from '../objects/volatile-mentions.js';
import type { Characteristics } from '../objects/characteristics.js';
import {
  battlefieldCharacteristics,
  cachesEnabled,
  changeEpochOf,
  combatChangesOf,
  foreignMovesOf,
  ownChangesOf,
  graveyardChangesOf,
  handArrivalsOf,
  lifeChangesOf,
  sharedChangesOf,
  structuralEpochOf,
} from '../objects/characteristics.js';
import type { GameState, ManaPool, ObjectId, PlayerId } from '../state/types.js';
import { sorceryTiming, splitSecondOnStack } from '../stack/timing.js';
import { objectTargetScansOf } from '../stack/targets.js';
import { staticPlaysOnBattlefield } from '../stack/static-play-permissions.js';

/** A player's list in two parts: before and after the variants' own actions (which are never kept). */
export interface ActionLists {
  readonly before: readonly LegalAction[];
  readonly after: readonly LegalAction[];
}

interface Kept extends ActionLists {
  readonly key: Key;
}

/**
 * What a kept list is valid for. `steady`: the list was found `steady`, and `changes` counts the changes its player
 * may see (shared ones, and `own` their own: `sharedChangesOf`, `ownChangesOf`); else `changes` counts every change and `step` is the step,
 * the phase and the active players. Then, for both: whether the player may act at sorcery speed now (307.1, 305.1),
 * the turn marker in focus (807.5), the stack (or, for a `local` list, whether split second is on it: 702.61a) and
 * the player's mana pool (500.4: it empties without a touch).
 */
interface Key {
  readonly steady: boolean;
  /**
   * A steady list that reads neither the stack (but through split second) nor the graveyards (`readsZones`): `stack`
   * is empty and `graveyards` 0, `splitSecond` keys.
   */
  readonly local: boolean;
  readonly splitSecond: boolean;
  /** For a steady list that isn't `local`: the count of cards moved into or out of graveyards (`graveyardChangesOf`). */
  readonly graveyards: number;
  readonly changes: number;
  readonly own: number;
  /** For a steady list: of `own`, the cards put into the player's hand from their library (`handArrivalsOf`). */
  readonly arrivals: number;
  /** For a steady list: of `own`, the changes of the player's life total (`lifeChangesOf`). */
  readonly lives: number;
  /** For a steady list: of `own`, their creatures attacking, blocking or leaving combat (`combatChangesOf`). */
  readonly combat: number;
  /** For a steady list: the player's hand when it was made (`grownList`). */
  readonly hand: readonly ObjectId[];
  /**
   * Whether making the list looked for objects as targets (`objectTargetScansOf`), or may have through another view of
   * a card (a split half, an adventure or back face: `facedCandidates`).
   */
  readonly targets: boolean;
  /**
   * For a steady list that looked for no targets: the battlefield's characteristics map when it was made, and, of the
   * shared changes, the count of single objects the player doesn't own joining or leaving the battlefield
   * (`foreignMovesOf`): `movedPastList`.
   */
  readonly map: ReadonlyMap<ObjectId, Characteristics> | null;
  readonly foreign: number;
  readonly step: string;
  readonly sorcery: boolean;
  readonly focus: number;
  readonly stack: readonly ObjectId[];
  readonly pool: ManaPool;
}

/**
 * Per state, per player: the last lists built with their keys, the newest first (at most `KEPT`). A key that stops
 * holding may hold again: the timing facts go back and forth (sorcery speed in a main phase, not in the combat steps
 * between two main phases), so the list of an earlier decision is reused when nothing else changed since.
 */
const kept = besideSlot<Map<PlayerId, readonly Kept[]>>('keptActions');

/** How many lists are kept per player. */
const KEPT = 3;

/**
 * `player`'s lists: kept ones whose key still holds, else `build()`'s (kept for the next decisions). In `'verify'`
 * mode a kept list is checked against `build()` and a difference throws.
 */
export function keptActions(
  state: GameState,
  player: PlayerId,
  build: () => ActionLists,
  mayOffer: (card: ObjectId) => boolean,
): ActionLists {
  // 601.3: a static permission to play from a library's top or a graveyard reads what no change count follows.
  if (!cachesEnabled(state) || state.turns.length > 1 || staticPlaysOnBattlefield(state)) return build();
  const lists = kept.get(state);
  const ks = lists?.get(player);
  if (ks)
    for (const k of ks)
      if (holds(state, player, k.key)) {
        if (state.options.noCache === 'verify') verifyKept(k, build(), player);
        return k;
      }
  const change = changeEpochOf(state);
  const scans = objectTargetScansOf(state);
  const again = ks ? (grownList(state, player, ks, mayOffer) ?? movedPastList(state, player, ks)) : null;
  const fresh = again ?? build();
  // (the checks of `grownList` may look for targets too: a card drawn that could be cast if a target were there)
  const targets = (again?.key.targets ?? false) || objectTargetScansOf(state) !== scans;
  if (again && state.options.noCache === 'verify') verifyKept(again, build(), player);
  if (changeEpochOf(state) !== change) return fresh; // (building changes nothing; if it ever did, keep nothing)
  const entry: Kept = {
    before: fresh.before,
    after: fresh.after,
    key: keyNow(state, player, steadiness(state, player), targets),
  };
  // (a list whose change counts moved on can never hold again: counts only grow)
  const next = [entry, ...(ks ?? []).filter((k) => countsHold(state, player, k.key))].slice(0, KEPT);
  if (lists) lists.set(player, next);
  else kept.set(state, new Map([[player, next]]));
  return fresh;
}

/**
 * Carries the kept lists of `from` over to `to`, a fresh copy of it made by `cloneState` (equal as JSON, with the same
 * change counts: `inheritDerived`): the lists and their keys are never changed once made, so they are shared; each state
 * keeps its own record of them, so the two go on independently.
 */
export function inheritKeptActions(from: GameState, to: GameState): void {
  const lists = cachesEnabled(from) ? kept.get(from) : undefined;
  if (!lists) return;
  const copy = new Map<PlayerId, readonly Kept[]>();
  lists.forEach((k, player) => copy.set(player, k)); // (not `new Map(lists)`: its iterator makes an array per entry)
  kept.set(to, copy);
}

function keyNow(state: GameState, player: PlayerId, s: Steadiness, scanned: boolean): Key {
  const t = state.turns[0]!;
  const steady = s !== 'unsteady' && s !== 'counted';
  const local = s === 'local';
  const targets = scanned || !steady || facedCandidates(state, player);
  const movable = steady && !targets && (state.playPermissions?.length ?? 0) === 0;
  return {
    steady,
    local,
    splitSecond: local && splitSecondOnStack(state),
    graveyards: steady && !local ? graveyardChangesOf(state) : 0,
    changes: steady ? sharedChangesOf(state) : changeEpochOf(state),
    own: steady ? ownChangesOf(state, player) : 0,
    arrivals: steady ? handArrivalsOf(state, player) : 0,
    lives: steady ? lifeChangesOf(state, player) : 0,
    combat: steady ? combatChangesOf(state, player) : 0,
    hand: steady ? [...state.players[player]!.hand] : [],
    targets,
    map: movable ? battlefieldCharacteristics(state) : null,
    foreign: movable ? foreignMovesOf(state, player) : 0,
    step: s === 'unsteady' ? `${t.step}/${t.phase}/${t.activePlayers.join(',')}` : '',
    sorcery: sorceryTiming(state, player),
    focus: state.focus ?? 0,
    stack: local ? [] : [...t.stack],
    pool: { ...state.players[player]!.manaPool },
  };
}

/** Whether the change counts of `key` hold now: nothing it keys on changed since it was made. */
function countsHold(state: GameState, player: PlayerId, key: Key): boolean {
  return key.steady
    ? sharedChangesOf(state) === key.changes && ownChangesOf(state, player) === key.own
    : changeEpochOf(state) === key.changes;
}

/**
 * Whether `key` holds now (the cheap comparisons first), its change counts as `counts` decides: exactly
 * (`countsHold`), or but for draws and life changes (`countsHoldButGrowth`) or for other players' permanents entering
 * and leaving (`countsHoldButMoves`), which the caller then checks.
 */
function holds(
  state: GameState,
  player: PlayerId,
  key: Key,
  counts: (state: GameState, player: PlayerId, key: Key) => boolean = countsHold,
): boolean {
  const t = state.turns[0]!;
  if (!counts(state, player, key)) return false;
  if ((state.focus ?? 0) !== key.focus) return false;
  if (key.step !== '' && key.step !== `${t.step}/${t.phase}/${t.activePlayers.join(',')}`) return false;
  if (key.local) {
    if (splitSecondOnStack(state) !== key.splitSecond) return false;
  } else {
    if (key.steady && graveyardChangesOf(state) !== key.graveyards) return false;
    if (t.stack.length !== key.stack.length || t.stack.some((id, i) => key.stack[i] !== id)) return false;
  }
  const p = state.players[player]!.manaPool;
  const q = key.pool;
  if (p.W !== q.W || p.U !== q.U || p.B !== q.B || p.R !== q.R || p.G !== q.G || p.C !== q.C) return false;
  if ((p.restricted?.length ?? 0) + (q.restricted?.length ?? 0) > 0)
    if (JSON.stringify(p.restricted ?? []) !== JSON.stringify(q.restricted ?? [])) return false;
  return sorceryTiming(state, player) === key.sorcery;
}

/**
 * Whether a steady key's counts hold but for cards put into the player's hand from their library, changes of their
 * life total and their creatures attacking, blocking or leaving combat since it was made (some of those, and nothing
 * else of their own).
 */
function countsHoldButGrowth(state: GameState, player: PlayerId, key: Key): boolean {
  if (!key.steady || sharedChangesOf(state) !== key.changes) return false;
  const own = ownChangesOf(state, player) - key.own;
  const growth = handArrivalsOf(state, player) - key.arrivals + lifeChangesOf(state, player) - key.lives;
  return own > 0 && own === growth + combatChangesOf(state, player) - key.combat;
}

/**
 * 117.1 / 121.1 / 119.3 / 506.4: a kept list that still holds after the only changes of the player's own things since
 * it was made put cards from their library at the end of their hand (draws), changed their life total or were their
 * creatures attacking, blocking or leaving combat (the tapping of an attacker is a change of its own):
 * - when none of those cards may add an entry (`mayOffer`: false only when the card can't be played, cast, activated
 *   from the hand or taken to exile by a special action now) and nothing the list may read looks at the other cards in
 *   a hand (`reads` 'hand': a discard or exile-from-hand cost, splice, any filter or amount naming the hand);
 * - if their life total changed, nothing it may read names life (`reads` 'life': a life payment, Phyrexian mana);
 * - and, after a combat change, nothing it may read names combat (`reads` 'combat': ninjutsu's unblocked attacker;
 *   a steady list reads no attacking or blocking filter and no combat restriction already).
 * Then the list is the same: a draw changed the player's hand and library only, a life change their life total only,
 * and a steady list reads no library (a permission for a library card makes it unsteady) and no count or condition (a
 * volatile read). In `'verify'` mode the list is compared with a fresh one.
 */
function grownList(
  state: GameState,
  player: PlayerId,
  ks: readonly Kept[],
  mayOffer: (card: ObjectId) => boolean,
): Kept | null {
  const hand = state.players[player]!.hand;
  for (const k of ks) {
    if (!holds(state, player, k.key, countsHoldButGrowth)) continue;
    const before = k.key.hand;
    if (hand.length !== before.length + handArrivalsOf(state, player) - k.key.arrivals) continue;
    if (before.some((id, i) => hand[i] !== id)) continue;
    const s = steadiness(state, player);
    if (s === 'unsteady' || s === 'counted' || (s === 'local') !== k.key.local) return null;
    if (lifeChangesOf(state, player) !== k.key.lives && reads(state, player, 'life')) return null;
    if (combatChangesOf(state, player) !== k.key.combat && reads(state, player, 'combat')) return null;
    if (hand.length > before.length && reads(state, player, 'hand')) return null;
    for (let i = before.length; i < hand.length; i++) if (mayOffer(hand[i]!)) return null;
    return k;
  }
  return null;
}

/**
 * Whether a key made for a `movedPastList` check holds but for shared changes that were all single objects the
 * player doesn't own joining or leaving the battlefield (`foreignMovesOf`), with none of their own.
 */
function countsHoldButMoves(state: GameState, player: PlayerId, key: Key): boolean {
  if (key.map === null || ownChangesOf(state, player) !== key.own) return false;
  const shared = sharedChangesOf(state) - key.changes;
  return shared > 0 && shared === foreignMovesOf(state, player) - key.foreign;
}

/**
 * 117.1 / 400.7: a kept steady list that still holds after the only changes since it was made were permanents the
 * player neither owns nor controls entering or leaving the battlefield, none of them with a static ability, a triggered
 * mana ability or an activated ability another player may activate (602.2), while no other permanent's
 * characteristics changed (the same values in the map: `onlyForeignMoved`), no card may be played with a permission
 * and the list is as steady as it was. Such a permanent reaches the list only as a target (its controller's own
 * abilities and mana are listed only for them; its owner's zones are not the player's), and making the list looked for
 * none on the battlefield, in a graveyard or in exile (`Key.targets`): every way to cast or activate something with
 * such targets was turned away before its targets were looked at, by checks that read none of these permanents
 * (timing, mana, costs). (A list that may target a spell keys on the stack, `holds`.) In `'verify'` mode the list is
 * compared with a fresh one.
 */
function movedPastList(state: GameState, player: PlayerId, ks: readonly Kept[]): Kept | null {
  for (const k of ks) {
    if (k.key.map === null || !holds(state, player, k.key, countsHoldButMoves)) continue;
    if ((state.playPermissions?.length ?? 0) > 0) return null;
    if (steadiness(state, player) !== (k.key.local ? 'local' : 'zones')) return null;
    return onlyForeignMoved(k.key.map, battlefieldCharacteristics(state), player) ? k : null;
  }
  return null;
}

/**
 * Whether the characteristics map `now` differs from `before` only by permanents that `player` doesn't control and
 * that have no static ability, triggered mana ability or ability another player may activate (`inertFor`), joining or
 * leaving: every other permanent has the same characteristics value (a recomputed map makes new values: no).
 */
function onlyForeignMoved(
  before: ReadonlyMap<ObjectId, Characteristics>,
  now: ReadonlyMap<ObjectId, Characteristics>,
  player: PlayerId,
): boolean {
  let common = 0;
  for (const [id, c] of now) {
    const b = before.get(id);
    if (b === undefined) {
      if (!inertFor(c, player)) return false;
    } else if (b !== c) return false;
    else common++;
  }
  if (common === before.size) return true;
  for (const [id, c] of before) if (!now.has(id) && !inertFor(c, player)) return false;
  return true;
}

/** A permanent that reaches `player`'s list only as a target: see `movedPastList`. */
function inertFor(c: Characteristics, player: PlayerId): boolean {
  if (c.controller === player) return false;
  for (const a of c.abilities)
    if (a.kind === 'static' || (a.kind === 'triggered' && a.manaAbility) || (a.kind === 'activated' && a.activators))
      return false;
  return true;
}

/**
 * Whether a card `player` might cast from their hand, graveyard or exile has other faces (a split card's halves, an
 * adventure, a back face: `faces`), whose ways of being cast are looked at through a view of the state, where the
 * targets they look for are not counted on the state itself (`objectTargetScansOf`).
 */
function facedCandidates(state: GameState, player: PlayerId): boolean {
  const p = state.players[player]!;
  const faced = (id: ObjectId): boolean => {
    const o = state.objects[id]!;
    return o.owner === player && hasFaces(state.cards[o.defKey]);
  };
  return p.hand.some(faced) || p.graveyard.some(faced) || state.exile.some(faced);
}

/** Per card definition (never changed once made): whether it holds other faces (`faces`). */
const facedDefinitions = new WeakMap<CardDefinition, boolean>();

function hasFaces(def: CardDefinition | undefined): boolean {
  if (!def) return true;
  let v = facedDefinitions.get(def);
  if (v === undefined) facedDefinitions.set(def, (v = faces(def).length > 0));
  return v;
}

/** Test-only ('verify'): a kept list must equal a fresh one. */
function verifyKept(k: ActionLists, fresh: ActionLists, player: PlayerId): void {
  const a = JSON.stringify([k.before, k.after]);
  const b = JSON.stringify([fresh.before, fresh.after]);
  if (a !== b) throw new Error(`internal: stale legal actions kept for player ${player}: kept ${a}, fresh ${b}`);
}

/**
 * How far a list reads only what its `Key` keys: `'unsteady'` (see `steady`), `'counted'` (not steady, but nothing it
 * may read names a step, a phase or combat: `stepless`), `'zones'` (steady, and something in it may read the stack or
 * a graveyard: `readsZones`) or `'local'`.
 */
type Steadiness = 'unsteady' | 'counted' | 'zones' | 'local';

/**
 * Whether `player`'s list reads nothing but what its `Key` keys — so it holds whatever the step and whatever other
 * players' own things do: no command-zone object, no continuous effect, battlefield ability, or ability of a card in
 * their hand, any graveyard or exile that mentions a step, a phase, whose turn it is, combat (an activation or casting
 * restriction, a "can't cast during combat") or anything volatile (a condition, a count, a tapped or combat filter).
 * Triggered abilities other than mana abilities are not read by the list and not looked at.
 */
function steadiness(state: GameState, player: PlayerId): Steadiness {
  return (steadyRecord(state).players[player] ??= steadyNow(state, player));
}

/**
 * Per state: `steady` for each player at a structural epoch (everything it reads changes only with a structural
 * change: zones, the battlefield, continuous effects, permissions; abilities that appear with a volatile change come
 * from an ability that mentions something volatile, and that one is not steady already).
 */
const steadyMemo = besideSlot<{ structural: number; players: Steadiness[]; reads: Record<Reading, boolean[]> }>(
  'steady',
);

/** The memo of `steadiness` and `reads` for the structural epoch now. */
function steadyRecord(state: GameState): { players: Steadiness[]; reads: Record<Reading, boolean[]> } {
  const structural = structuralEpochOf(state);
  let memo = steadyMemo.get(state);
  if (memo?.structural !== structural)
    steadyMemo.set(state, (memo = { structural, players: [], reads: { hand: [], life: [], combat: [] } }));
  return memo;
}

/** What a kept list may be asked to read (`reads`): the cards in a hand, a life total, or combat. */
type Reading = 'hand' | 'life' | 'combat';

/**
 * Whether anything `player`'s list may read (as for `steadyNow`: the continuous effects, the battlefield's abilities,
 * the cards in their hand, every graveyard and exile; triggered abilities too) may look at the cards in a hand other
 * than through each card's own entries (`'hand'`: a cost that discards or exiles cards from the hand, Force of Will;
 * splice, 702.47a; any field naming the hand) or at a life total (`'life'`: paying life, Phyrexian mana, 107.4f; any
 * field naming life). Changes only with a structural change, like `steadiness`.
 */
function reads(state: GameState, player: PlayerId, what: Reading): boolean {
  return (steadyRecord(state).reads[what][player] ??= readsNow(state, player, MENTIONS[what]));
}

function readsNow(state: GameState, player: PlayerId, m: Mentions): boolean {
  if (state.command.length > 0) return true;
  for (const e of state.effects) if (m.test(e.modification)) return true;
  const map = battlefieldCharacteristics(state);
  let v = m.maps.get(map);
  if (v === undefined) {
    let found = false;
    map.forEach((c) => {
      for (const a of c.abilities) found ||= m.node(a);
    });
    m.maps.set(map, (v = found));
  }
  if (v) return true;
  const cards = (ids: readonly ObjectId[]): boolean =>
    ids.some((id) => {
      const def = state.cards[state.objects[id]!.defKey];
      return !def || m.node(def);
    });
  return cards(state.players[player]!.hand) || cards(state.exile) || state.players.some((q) => cards(q.graveyard));
}

/** A scan of plain data for one `Reading`, memoized per ability node and card definition, and per characteristics map. */
interface Mentions {
  readonly test: (v: unknown) => boolean;
  readonly node: (v: AbilityNode | CardDefinition) => boolean;
  readonly maps: WeakMap<ReadonlyMap<ObjectId, Characteristics>, boolean>;
}

function mentions(word: RegExp, kinds: readonly string[], keywords: readonly string[]): Mentions {
  const test = (v: unknown): boolean => {
    // (a zone, kind, keyword or mana cost, not rules text; lifelink changes a life total, read by no cost)
    if (typeof v === 'string') return word.test(v) && v.length < 40 && v !== 'lifelink';
    if (typeof v !== 'object' || v === null) return false;
    if (Array.isArray(v)) return v.some(test);
    const record = v as Readonly<Record<string, unknown>>;
    for (const k in record) {
      const x = record[k];
      if (x === undefined || x === false || k === 'text' || k === 'oracleText' || k === 'name') continue;
      if (word.test(k) || (k === 'kind' && kinds.includes(x as string))) return true;
      if (k === 'keyword' && keywords.includes(x as string)) return true;
      if (test(x)) return true;
    }
    return false;
  };
  const nodes = new WeakMap<object, boolean>();
  const node = (v: AbilityNode | CardDefinition): boolean => {
    let r = nodes.get(v);
    if (r === undefined) nodes.set(v, (r = test(v)));
    return r;
  };
  return { test, node, maps: new WeakMap() };
}

/** The scans of each `Reading` (card data is never changed once made, so each node is scanned once). */
const MENTIONS: Readonly<Record<Reading, Mentions>> = {
  hand: mentions(/hand/i, ['discard'], ['splice']),
  life: mentions(/life|\/P\}/i, [], []),
  // (ninjutsu returns an unblocked attacker: 702.49a)
  combat: mentions(/attack|block|combat/i, [], ['ninjutsu', 'commander ninjutsu']),
};

/** The least steady of two. */
function least(a: Steadiness, b: Steadiness): Steadiness {
  if (a === 'unsteady' || b === 'unsteady') return 'unsteady';
  if (a === 'counted' || b === 'counted') return 'counted';
  return a === 'zones' || b === 'zones' ? 'zones' : 'local';
}

function steadyNow(state: GameState, player: PlayerId): Steadiness {
  if (state.command.length > 0) return 'unsteady';
  // A permission for a card in a library or a hand: a draw (counted as its owner's own change) may end it.
  if (state.playPermissions?.some((q) => q.zone === 'library' || q.zone === 'hand')) return 'unsteady';
  // 702.143a / 702.185a: a foretold or warped card is cast only on a later turn than the one it was exiled on.
  if (state.playPermissions?.some((q) => q.foretold || q.laterTurn)) return 'unsteady';
  // A permission for a card in a graveyard: a card leaving it (counted as its owner's own change) may end it.
  let s: Steadiness = state.playPermissions?.some((q) => q.zone === 'graveyard') ? 'zones' : 'local';
  for (const e of state.effects) s = least(s, dataSteadiness(e.modification));
  s = least(s, battlefieldSteadiness(state));
  // Off the battlefield an object has its card's abilities (fewer face down): its definition's, every face's, decide.
  const cards = (ids: readonly ObjectId[]): void => {
    for (const id of ids)
      if (s !== 'unsteady') s = least(s, definitionSteadiness(state.cards[state.objects[id]!.defKey]));
  };
  cards(state.players[player]!.hand);
  cards(state.exile);
  for (const q of state.players) cards(q.graveyard);
  return s;
}

/** Plain data (an effect's modification, an ability): unsteady if it names a step or anything volatile. */
function dataSteadiness(v: unknown): Steadiness {
  if (namesStep(v)) return 'unsteady';
  if (mentionsVolatile(v)) return stepless(v) ? 'counted' : 'unsteady';
  return readsZones(v) ? 'zones' : 'local';
}

/** Per card definition (never changed once made): its abilities' and every face's (`faces`) steadiness. */
const steadyDefinitions = new WeakMap<CardDefinition, Steadiness>();

function definitionSteadiness(def: CardDefinition | undefined): Steadiness {
  if (!def) return 'unsteady';
  let v = steadyDefinitions.get(def);
  if (v === undefined) {
    v = 'local';
    for (const a of def.abilities) if (readOffBattlefield(a)) v = least(v, abilitySteadiness(a));
    for (const f of faces(def)) v = least(v, definitionSteadiness(f));
    steadyDefinitions.set(def, v);
  }
  return v;
}

/**
 * 113.6: the static abilities of a card in a hand, a graveyard or exile don't function there unless they say so
 * (113.6b: `fromGraveyard`) or modify how the card is cast (cost, permission and restriction statics), and its
 * activated abilities are activated there only with `fromHand` or `fromGraveyard` (stack/activate.ts). Off the
 * battlefield an object's characteristics are its printed ones (objects/printed-characteristics.ts), so no such
 * ability changes them either. These kinds of static ability only ever work on the battlefield: a list never reads
 * them on a card that is elsewhere.
 */
const BATTLEFIELD_STATICS: ReadonlySet<string> = new Set([
  'modifyPT',
  'grantKeywords',
  'layered',
  'cantAttack',
  'cantBlock',
  'cantAttackOrBlock',
  'cantBlockSource',
  'cantBlockCreatures',
  'canBlockOnlyFlying',
  'canBlockShadow',
  'cantBeBlocked',
  'cantBeBlockedBy',
  'canBeBlockedOnlyBy',
  'mustAttack',
  'mustBlock',
  'mustBeBlocked',
  'lure',
  'attackAsThoughNoDefender',
  'attackOnlyIfDefenderControls',
  'assignsNoCombatDamage',
  'assignAsUnblocked',
  'goaded',
  'extraBlocks',
  'maxBlockers',
  'minBlockers',
  'doesntUntap',
]);

/** Whether a list may read ability `a` of a card off the battlefield (113.6; `BATTLEFIELD_STATICS`). */
function readOffBattlefield(a: AbilityNode): boolean {
  if (a.kind === 'static') return a.fromGraveyard === true || !BATTLEFIELD_STATICS.has(a.effect.kind);
  if (a.kind === 'activated') return a.fromHand === true || a.fromGraveyard === true;
  return true;
}

/** The other faces a definition holds (back face, flipped face, halves, adventure, …): any nested definition. */
function faces(def: CardDefinition): CardDefinition[] {
  const out: CardDefinition[] = [];
  for (const k in def) {
    const v = (def as unknown as Record<string, unknown>)[k];
    for (const x of Array.isArray(v) ? v : [v])
      if (typeof x === 'object' && x !== null && 'abilities' in x && 'oracleText' in x) out.push(x as CardDefinition);
  }
  return out;
}

/** Per characteristics map: the least steadiness of every battlefield object's abilities (`steadiness`). */
const steadyMaps = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, Steadiness>();

function battlefieldSteadiness(state: GameState): Steadiness {
  const map = battlefieldCharacteristics(state);
  let v = steadyMaps.get(map);
  if (v === undefined) {
    v = 'local';
    for (const c of map.values()) for (const a of c.abilities) v = least(v, abilitySteadiness(a));
    steadyMaps.set(map, v);
  }
  return v;
}

/** Ability nodes are never changed once made (card definitions), so each is scanned once. */
const steadyNodes = new WeakMap<AbilityNode, Steadiness>();

function abilitySteadiness(a: AbilityNode): Steadiness {
  if (a.kind === 'triggered' && !a.manaAbility) return 'local';
  if (a.kind === 'keyword' && a.keyword === 'foretell') return 'unsteady'; // 702.143a: only during its owner's turn
  let v = steadyNodes.get(a);
  if (v === undefined) {
    if (namesStep(a)) v = 'unsteady';
    else if (volatileAbility(a)) v = stepless(a) ? 'counted' : 'unsteady';
    else v = readsZones(a) ? 'zones' : 'local';
    steadyNodes.set(a, v);
  }
  return v;
}

/** The fields of card data that name a step, a phase, whose turn it is or combat (602.5b, 307.1-like restrictions). */
const STEP_KEYS: ReadonlySet<string> = new Set([
  'restriction',
  'step',
  'yourTurn',
  'whoseTurn',
  'during',
  'duringCombat',
  'beforeAttackers',
  'beforeBlockers',
  'afterBlockers',
  'beforeCombatDamage',
  'attackedThisStep',
  'attackedThisTurn',
  // 602.2: another player may activate the ability, so the list reads their permanents (tapped or not) too.
  'activators',
]);

/**
 * Whether volatile plain data (a condition, a count, a tapped filter: `mentionsVolatile`) may be read as it is only
 * through changes that are counted (every `touch…` but `touchTiming`): it mentions no combat — attacking, blocking,
 * a defending player, ninjutsu (an attacker is unblocked once blockers are declared even if none were, 509.1h: no
 * change is counted then) — and names no step (`namesStep`, asked first). A list reading such data (`'counted'`) is
 * keyed on every change but not on the step: a new step and a new decision change nothing it reads.
 */
function stepless(v: unknown): boolean {
  return !STEP_MENTIONS.test(v);
}

/** Plain data naming combat or the defending player (`stepless`). */
const STEP_MENTIONS = mentions(/attack|block|combat|defending/i, [], ['ninjutsu', 'commander ninjutsu']);

/** Whether plain data names a step, a phase, whose turn it is or combat (`STEP_KEYS`, a casting restriction). */
function namesStep(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return v.some(namesStep);
  const record = v as Readonly<Record<string, unknown>>;
  for (const k in record) {
    const x = record[k];
    if (STEP_KEYS.has(k) && x !== undefined) return true;
    if (k === 'kind' && x === 'castRestriction') return true;
    if (namesStep(x)) return true;
  }
  return false;
}

/**
 * Whether plain data may read the contents of the stack or of a graveyard: a filter for a spell or ability on the
 * stack (115.1, "counter target spell") or for an object in the stack or a graveyard zone ("target card in a
 * graveyard", "exile a card from a graveyard").
 */
function readsZones(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return v.some(readsZones);
  const record = v as Readonly<Record<string, unknown>>;
  for (const k in record) {
    const x = record[k];
    if (k === 'kind' && x === 'stackObject') return true;
    if (k === 'zone' && (x === 'stack' || x === 'graveyard')) return true;
    if (readsZones(x)) return true;
  }
  return false;
}
