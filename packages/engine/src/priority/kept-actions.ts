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
 *   the player may act at sorcery speed now (307.1, 305.1), the stack (702.61a split second), the turn marker in focus.
 * This holds only for a *steady* list (`steady`): when no ability it may read mentions a step, a phase, whose turn it
 * is or combat (an activation or casting restriction, "can't cast spells during combat"), anything volatile (a
 * condition, a count, a tapped or combat filter: these read other players' things too) or lets another player
 * activate it. Any other list is keyed on every change and on the step, the phase and the active players too.
 * With several turn markers (807) no list is kept. In oracle mode nothing is kept; in `'verify'` mode each kept list is
 * compared with a fresh one.
 */
import type { AbilityNode, CardDefinition } from '../cards/ability-tree.js';
import { besideSlot } from '../state/beside.js';
import type { LegalAction } from '../decisions/types.js';
import { mentionsVolatile, volatileAbility } from '../objects/layers.js';
import type { Characteristics } from '../objects/characteristics.js';
import {
  battlefieldCharacteristics,
  cachesEnabled,
  changeEpochOf,
  ownChangesOf,
  sharedChangesOf,
  structuralEpochOf,
} from '../objects/characteristics.js';
import type { GameState, ManaPool, ObjectId, PlayerId } from '../state/types.js';
import { sorceryTiming } from '../stack/timing.js';

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
 * the turn marker in focus (807.5), the stack (702.61a split second) and the player's mana pool (500.4: it empties
 * without a touch).
 */
interface Key {
  readonly steady: boolean;
  readonly changes: number;
  readonly own: number;
  readonly step: string;
  readonly sorcery: boolean;
  readonly focus: number;
  readonly stack: readonly ObjectId[];
  readonly pool: ManaPool;
}

/** Per state, per player: the last list built and its key. */
const kept = besideSlot<Map<PlayerId, Kept>>('keptActions');

/**
 * `player`'s lists: the kept ones if their key still holds, else `build()`'s (kept for the next decision). In
 * `'verify'` mode a kept list is checked against `build()` and a difference throws.
 */
export function keptActions(state: GameState, player: PlayerId, build: () => ActionLists): ActionLists {
  if (!cachesEnabled(state) || state.turns.length > 1) return build();
  const lists = kept.get(state);
  const k = lists?.get(player);
  if (k && holds(state, player, k.key)) {
    if (state.options.noCache === 'verify') verifyKept(k, build(), player);
    return k;
  }
  const change = changeEpochOf(state);
  const fresh = build();
  if (changeEpochOf(state) !== change) return fresh; // (building changes nothing; if it ever did, keep nothing)
  const entry = { ...fresh, key: keyNow(state, player, steady(state, player)) };
  if (lists) lists.set(player, entry);
  else kept.set(state, new Map([[player, entry]]));
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
  const copy = new Map<PlayerId, Kept>();
  lists.forEach((k, player) => copy.set(player, k)); // (not `new Map(lists)`: its iterator makes an array per entry)
  kept.set(to, copy);
}

function keyNow(state: GameState, player: PlayerId, steady: boolean): Key {
  const t = state.turns[0]!;
  return {
    steady,
    changes: steady ? sharedChangesOf(state) : changeEpochOf(state),
    own: steady ? ownChangesOf(state, player) : 0,
    step: steady ? '' : `${t.step}/${t.phase}/${t.activePlayers.join(',')}`,
    sorcery: sorceryTiming(state, player),
    focus: state.focus ?? 0,
    stack: [...t.stack],
    pool: { ...state.players[player]!.manaPool },
  };
}

/** Whether `key` holds now (the cheap comparisons first). */
function holds(state: GameState, player: PlayerId, key: Key): boolean {
  const t = state.turns[0]!;
  if (key.steady) {
    if (sharedChangesOf(state) !== key.changes || ownChangesOf(state, player) !== key.own) return false;
  } else if (changeEpochOf(state) !== key.changes) return false;
  if ((state.focus ?? 0) !== key.focus) return false;
  if (!key.steady && key.step !== `${t.step}/${t.phase}/${t.activePlayers.join(',')}`) return false;
  if (t.stack.length !== key.stack.length || t.stack.some((id, i) => key.stack[i] !== id)) return false;
  const p = state.players[player]!.manaPool;
  const q = key.pool;
  if (p.W !== q.W || p.U !== q.U || p.B !== q.B || p.R !== q.R || p.G !== q.G || p.C !== q.C) return false;
  if ((p.restricted?.length ?? 0) + (q.restricted?.length ?? 0) > 0)
    if (JSON.stringify(p.restricted ?? []) !== JSON.stringify(q.restricted ?? [])) return false;
  return sorceryTiming(state, player) === key.sorcery;
}

/** Test-only ('verify'): a kept list must equal a fresh one. */
function verifyKept(k: ActionLists, fresh: ActionLists, player: PlayerId): void {
  const a = JSON.stringify([k.before, k.after]);
  const b = JSON.stringify([fresh.before, fresh.after]);
  if (a !== b) throw new Error(`internal: stale legal actions kept for player ${player}: kept ${a}, fresh ${b}`);
}

/**
 * Whether `player`'s list reads nothing but what its `Key` keys — so it holds whatever the step and whatever other
 * players' own things do: no command-zone object, no continuous effect, battlefield ability, or ability of a card in
 * their hand, any graveyard or exile that mentions a step, a phase, whose turn it is, combat (an activation or casting
 * restriction, a "can't cast during combat") or anything volatile (a condition, a count, a tapped or combat filter).
 * Triggered abilities other than mana abilities are not read by the list and not looked at.
 */
function steady(state: GameState, player: PlayerId): boolean {
  const structural = structuralEpochOf(state);
  let memo = steadyMemo.get(state);
  if (memo?.structural !== structural) steadyMemo.set(state, (memo = { structural, players: [] }));
  return (memo.players[player] ??= steadyNow(state, player));
}

/**
 * Per state: `steady` for each player at a structural epoch (everything it reads changes only with a structural
 * change: zones, the battlefield, continuous effects, permissions; abilities that appear with a volatile change come
 * from an ability that mentions something volatile, and that one is not steady already).
 */
const steadyMemo = besideSlot<{ structural: number; players: boolean[] }>('steady');

function steadyNow(state: GameState, player: PlayerId): boolean {
  if (state.command.length > 0) return false;
  // A permission for a card in a library or a hand: a draw (counted as its owner's own change) may end it.
  if (state.playPermissions?.some((q) => q.zone === 'library' || q.zone === 'hand')) return false;
  for (const e of state.effects) if (mentionsVolatile(e.modification) || namesStep(e.modification)) return false;
  if (!battlefieldSteady(state)) return false;
  // Off the battlefield an object has its card's abilities (fewer face down): its definition's, every face's, decide.
  const cards = (ids: readonly ObjectId[]): boolean =>
    ids.every((id) => definitionSteady(state.cards[state.objects[id]!.defKey]));
  return cards(state.players[player]!.hand) && cards(state.exile) && state.players.every((q) => cards(q.graveyard));
}

/** Per card definition (never changed once made): whether its abilities and every face's (`faces`) are steady. */
const steadyDefinitions = new WeakMap<CardDefinition, boolean>();

function definitionSteady(def: CardDefinition | undefined): boolean {
  if (!def) return false;
  let v = steadyDefinitions.get(def);
  if (v === undefined) {
    v = def.abilities.every(abilitySteady) && faces(def).every(definitionSteady);
    steadyDefinitions.set(def, v);
  }
  return v;
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

/** Per characteristics map: whether every battlefield object's abilities are steady (`steady`). */
const steadyMaps = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, boolean>();

function battlefieldSteady(state: GameState): boolean {
  const map = battlefieldCharacteristics(state);
  let v = steadyMaps.get(map);
  if (v === undefined) {
    v = true;
    for (const c of map.values()) if (!abilitiesSteady(c)) v = false;
    steadyMaps.set(map, v);
  }
  return v;
}

function abilitiesSteady(c: Characteristics): boolean {
  for (const a of c.abilities) if (!abilitySteady(a)) return false;
  return true;
}

/** Ability nodes are never changed once made (card definitions), so each is scanned once. */
const steadyNodes = new WeakMap<AbilityNode, boolean>();

function abilitySteady(a: AbilityNode): boolean {
  if (a.kind === 'triggered' && !a.manaAbility) return true;
  let v = steadyNodes.get(a);
  if (v === undefined) {
    v = !volatileAbility(a) && !namesStep(a);
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
