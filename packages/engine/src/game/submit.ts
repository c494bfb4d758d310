/**
 * submit: validate a player's choice against the pending decision and advance the game
 * (README.md invariant 4). Validation is complete before anything changes, so an
 * illegal or malformed choice returns a typed error and leaves the state byte-identical.
 */
import { suspendCard, validateSuspend } from '../effects/spell-keywords.js';
import { plotCard, validatePlot } from '../stack/plot.js';
import { unlockAction, validateUnlock } from '../stack/unlock.js';
import { foretellCard, validateForetell } from '../stack/foretell.js';
import type { Action, Choice, EngineError, PendingDecision } from '../decisions/types.js';
import { checkChoiceShape } from '../decisions/shape.js';
import { err, isError, type Result } from '../decisions/errors.js';
import { validateAttack } from '../combat/attack.js';
import { validateBlock } from '../combat/block.js';
import { validateAssignment } from '../combat/damage.js';
import { castSpell, validateCast } from '../stack/cast.js';
import { askAssist, validateAssist } from '../stack/assist.js';
import { activateAbility, validateActivate } from '../stack/activate.js';
import { checkChosenTargets } from '../stack/targets.js';
import { sharesAName } from '../decisions/different-names.js';
import { turnFaceUp, validateTurnFaceUp } from '../stack/face-down.js';
import { landPlayError } from '../priority/legal.js';
import { rollPlanarDie, validateRoll } from '../casual/planechase.js';
import { passPriority, focusIndex } from '../turn/flow.js';
import { perform } from '../effects/perform.js';
import { landPlayed } from '../stack/land-played.js';
import { entersAsCopy } from '../stack/resolve.js';
import { log, shareLog } from '../log/write.js';
import { concede } from '../players/leave.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { manaValueOf } from '../objects/faces.js';
import { run } from './loop.js';
import { chars, inheritDerived, touchDecision, touchVolatile } from '../objects/characteristics.js';
import { inheritQuiet } from '../sba/check.js';
import { inheritKeptActions } from '../priority/kept-actions.js';
import { VARIANT_HOOKS } from './variant-hooks.js';
import { runEffectsTask } from '../effects/execute.js';
import { copyJson } from '../state/json-copy.js';
import { shareObjects } from '../objects/copy-on-write.js';
import { nameRefusal } from '../decisions/card-names.js';
import { effectsTask } from '../state/tasks.js';

export type SubmitResult =
  { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly error: EngineError };

/**
 * Untrusted input: the choice is copied as plain JSON before anything reads it, so getters
 * that throw or change their answer, proxies, cycles and class instances can't reach the rules.
 * Each property is read once. Plain records and arrays are copied directly; anything else (a class instance,
 * a `toJSON`, a non-JSON value, a structure deeper than any choice) goes through a JSON round trip.
 */
export function plainCopy(
  input: unknown,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: EngineError } {
  try {
    const value = typeof input === 'object' && input !== null ? copyPlain(input, 0) : viaJson(input);
    if (value === undefined) return { ok: false, error: err('MALFORMED', 'a choice must be an object with a "kind"') };
    return { ok: true, value };
  } catch (e) {
    return {
      ok: false,
      error: err('MALFORMED', `a choice must be plain JSON data (${e instanceof Error ? e.message : 'unreadable'})`),
    };
  }
}

/** A value as a JSON round trip gives it back (undefined for what JSON leaves out; throws on a cycle or a BigInt). */
function viaJson(x: unknown): unknown {
  const text = JSON.stringify(x);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/** `plainCopy` of a record or an array, one level at a time (depth-limited: a cycle ends in `viaJson`, which throws). */
function copyPlain(v: object, depth: number): unknown {
  if (depth > 32 || typeof (v as { toJSON?: unknown }).toJSON === 'function') return viaJson(v);
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype) return viaJson(v);
    const n = v.length;
    const a = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x = plainValue(v[i] as unknown, depth);
      a[i] = x === undefined ? null : x;
    }
    return a;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return viaJson(v);
  const o: Record<string, unknown> = {};
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const x = plainValue((v as Record<string, unknown>)[k], depth);
    if (x === undefined) continue;
    if (k === '__proto__')
      Object.defineProperty(o, k, { value: x, enumerable: true, writable: true, configurable: true });
    else o[k] = x;
  }
  return o;
}

function plainValue(x: unknown, depth: number): unknown {
  switch (typeof x) {
    case 'string':
    case 'boolean':
      return x;
    case 'number':
      return Number.isFinite(x) ? x + 0 : null;
    case 'object':
      return x === null ? null : copyPlain(x, depth + 1);
    default:
      return viaJson(x); // undefined, a function or a symbol: left out; a BigInt throws, as in JSON
  }
}

function distinctSubset(ids: readonly number[], options: readonly number[]): boolean {
  return new Set(ids).size === ids.length && ids.every((x) => options.includes(x));
}

type ActionOf<K extends Action['kind']> = Extract<Action, { kind: K }>;
type Valid<R> = Exclude<R, EngineError>;

/**
 * A priority action that passed validation (117.1), with what validation worked out (its cost plan, targets
 * …), so performing it needs no second validation and no pretence that the player still holds priority.
 */
type PreparedAction =
  | { readonly kind: 'pass' }
  | { readonly kind: 'playLand'; readonly a: ActionOf<'playLand'> }
  | { readonly kind: 'cast'; readonly a: ActionOf<'cast'>; readonly v: Valid<ReturnType<typeof validateCast>> }
  | { readonly kind: 'assist'; readonly a: ActionOf<'cast'>; readonly max: number }
  | {
      readonly kind: 'activate';
      readonly a: ActionOf<'activate'>;
      readonly v: Valid<ReturnType<typeof validateActivate>>;
    }
  | {
      readonly kind: 'turnFaceUp';
      readonly a: ActionOf<'turnFaceUp'>;
      readonly v: Valid<ReturnType<typeof validateTurnFaceUp>>;
    }
  | {
      readonly kind: 'rollPlanarDie';
      readonly a: ActionOf<'rollPlanarDie'>;
      readonly v: Valid<ReturnType<typeof validateRoll>>;
    }
  | {
      readonly kind: 'suspend';
      readonly a: ActionOf<'suspend'>;
      readonly v: Valid<ReturnType<typeof validateSuspend>>;
    }
  | { readonly kind: 'plot'; readonly a: ActionOf<'plot'>; readonly v: Valid<ReturnType<typeof validatePlot>> }
  | {
      readonly kind: 'foretell';
      readonly a: ActionOf<'foretell'>;
      readonly v: Valid<ReturnType<typeof validateForetell>>;
    }
  | { readonly kind: 'unlock'; readonly a: ActionOf<'unlock'>; readonly v: Valid<ReturnType<typeof validateUnlock>> };

/** Pure: validates a priority action of the player holding priority (the pending decision is theirs). */
function preparePriorityAction(state: GameState, player: PlayerId, a: Action): Result<PreparedAction> {
  switch (a.kind) {
    case 'pass':
      return { kind: 'pass' };
    case 'playLand': {
      const why = landPlayError(state, player, a.card, VARIANT_HOOKS, a.altFace); // 712.8: its back face if altFace
      return why ? err(why.startsWith('not') ? 'ILLEGAL_CHOICE' : 'WRONG_TIME', why, '305.2') : { kind: 'playLand', a };
    }
    case 'cast': {
      if (a.assist !== undefined) {
        const v = validateAssist(state, player, a, VARIANT_HOOKS); // 702.132a
        return isError(v) ? v : { kind: 'assist', a, max: v.max };
      }
      const v = validateCast(state, player, a, VARIANT_HOOKS);
      return isError(v) ? v : { kind: 'cast', a, v };
    }
    case 'activate': {
      const v = validateActivate(state, player, a);
      return isError(v) ? v : { kind: 'activate', a, v };
    }
    case 'turnFaceUp': {
      const v = validateTurnFaceUp(state, player, a);
      return isError(v) ? v : { kind: 'turnFaceUp', a, v };
    }
    case 'rollPlanarDie': {
      const v = validateRoll(state, player, a);
      return isError(v) ? v : { kind: 'rollPlanarDie', a, v };
    }
    case 'suspend': {
      const v = validateSuspend(state, player, a);
      return isError(v) ? v : { kind: 'suspend', a, v };
    }
    case 'plot': {
      const v = validatePlot(state, player, a);
      return isError(v) ? v : { kind: 'plot', a, v };
    }
    case 'foretell': {
      const v = validateForetell(state, player, a);
      return isError(v) ? v : { kind: 'foretell', a, v };
    }
    case 'unlock': {
      const v = validateUnlock(state, player, a);
      return isError(v) ? v : { kind: 'unlock', a, v };
    }
  }
}

/** Pure: checks a well-shaped choice against the pending decision; a priority action comes back prepared. */
function validate(
  state: GameState,
  d: PendingDecision,
  player: PlayerId,
  c: Choice,
): EngineError | PreparedAction | null {
  if (c.kind === 'concede') return null;
  if (d.player !== player)
    return err(
      'WRONG_PLAYER',
      `it is ${playerName(state, d.player)}'s decision (${d.kind}), not ${playerName(state, player)}'s`,
    );
  switch (d.kind) {
    case 'mulligan':
      return c.kind === 'keep' || c.kind === 'mulligan'
        ? null
        : err('WRONG_KIND', `expected keep or mulligan, got ${c.kind}`);
    case 'bottomCards':
      if (c.kind !== 'bottomCards') return err('WRONG_KIND', `expected bottomCards, got ${c.kind}`);
      if (c.cards.length !== d.count || !distinctSubset(c.cards, d.hand))
        return err('ILLEGAL_CHOICE', `choose exactly ${d.count} distinct card(s) from your hand`, '103.5');
      return null;
    case 'priority':
      if (c.kind !== 'action') return err('WRONG_KIND', `expected an action, got ${c.kind}`);
      return preparePriorityAction(state, player, c.action);
    case 'declareAttackers':
      return c.kind === 'declareAttackers'
        ? validateAttack(state, d, c)
        : err('WRONG_KIND', `expected declareAttackers, got ${c.kind}`);
    case 'declareBlockers':
      return c.kind === 'declareBlockers'
        ? validateBlock(state, d, c)
        : err('WRONG_KIND', `expected declareBlockers, got ${c.kind}`);
    case 'assignCombatDamage':
      return c.kind === 'assignCombatDamage'
        ? validateAssignment(state, d, c)
        : err('WRONG_KIND', `expected assignCombatDamage, got ${c.kind}`);
    case 'chooseObjects':
      if (c.kind !== 'chooseObjects') return err('WRONG_KIND', `expected chooseObjects, got ${c.kind}`);
      if (c.objects.length < d.min || c.objects.length > d.max)
        return err('ILLEGAL_CHOICE', `choose between ${d.min} and ${d.max} object(s), got ${c.objects.length}`);
      if (!distinctSubset(c.objects, d.options))
        return err('ILLEGAL_CHOICE', 'choose distinct objects from the options offered');
      if (d.minTotalManaValue !== undefined && totalManaValue(state, c.objects) < d.minTotalManaValue)
        return err('ILLEGAL_CHOICE', `choose cards with total mana value ${d.minTotalManaValue} or greater`, '701.59a');
      if (d.differentNames && sharesAName(state, c.objects))
        return err('ILLEGAL_CHOICE', 'choose cards with different names', '201.2');
      return null;
    case 'orderObjects':
      if (c.kind !== 'orderObjects') return err('WRONG_KIND', `expected orderObjects, got ${c.kind}`);
      if (c.objects.length !== d.objects.length || !distinctSubset(c.objects, d.objects))
        return err('ILLEGAL_CHOICE', 'give every object exactly once');
      return null;
    case 'chooseTargets': {
      if (c.kind !== 'chooseTargets') return err('WRONG_KIND', `expected chooseTargets, got ${c.kind}`);
      const e = checkChosenTargets(d.targets, c.targets);
      return e ? err('ILLEGAL_TARGET', e, '603.3d') : null;
    }
    case 'yesNo':
      return c.kind === 'yesNo' ? null : err('WRONG_KIND', `expected yesNo, got ${c.kind}`);
    case 'chooseColor':
      if (c.kind !== 'chooseColor') return err('WRONG_KIND', `expected chooseColor, got ${c.kind}`);
      return d.colors.includes(c.color) ? null : err('ILLEGAL_CHOICE', `choose one of ${d.colors.join(', ')}`);
    case 'chooseName': {
      if (c.kind !== 'chooseName') return err('WRONG_KIND', `expected chooseName, got ${c.kind}`);
      const why = nameRefusal(state, d.filter, c.name);
      return why ? err('ILLEGAL_CHOICE', why, '201.3') : null;
    }
    case 'chooseOption': {
      if (c.kind !== 'chooseOption') return err('WRONG_KIND', `expected chooseOption, got ${c.kind}`);
      const ok =
        c.chosen.length >= d.min &&
        c.chosen.length <= d.max &&
        new Set(c.chosen).size === c.chosen.length &&
        c.chosen.every((i) => i >= 0 && i < d.options.length);
      return ok
        ? null
        : err(
            'ILLEGAL_CHOICE',
            `choose between ${d.min} and ${d.max} distinct option(s) from 0..${d.options.length - 1}`,
          );
    }
    case 'orderReplacements': {
      if (c.kind !== 'orderReplacements') return err('WRONG_KIND', `expected orderReplacements, got ${c.kind}`);
      const n = d.effects.length;
      const ok =
        c.order.length === n &&
        new Set(c.order).size === n &&
        c.order.every((i) => Number.isInteger(i) && i >= 0 && i < n);
      return ok ? null : err('ILLEGAL_CHOICE', `give a permutation of 0..${n - 1}`, '616.1');
    }
    case 'orderTriggers': {
      if (c.kind !== 'orderTriggers') return err('WRONG_KIND', `expected orderTriggers, got ${c.kind}`);
      const n = d.triggers.length;
      const ok = c.order.length === n && new Set(c.order).size === n && c.order.every((i) => i >= 0 && i < n);
      return ok ? null : err('ILLEGAL_CHOICE', `give a permutation of 0..${n - 1}`, '603.3b');
    }
  }
}

/** Performs a prepared priority action of `player` on the stack of turn `turnIndex` (807.5). */
function performPriorityAction(state: GameState, player: PlayerId, turnIndex: number, p: PreparedAction): void {
  switch (p.kind) {
    case 'pass':
      passPriority(state, turnIndex, player, VARIANT_HOOKS);
      return;
    case 'playLand': {
      // 305.1: playing a land is a special action; it doesn't use the stack.
      state.players[player]!.landsPlayedThisTurn++;
      const name = objName(state, p.a.card);
      const cardId = state.objects[p.a.card]!.cardId;
      const face = p.a.altFace ? { altFace: true } : {}; // 712.8: it enters with its back face up
      // 614.12 / 707.9: "You may have this land enter as a copy of …" is chosen before it enters.
      if (!p.a.altFace && entersAsCopy(state, p.a.card)) {
        log(state, 'play-land', `${playerName(state, player)} plays ${name.replace(/#\d+$/, '')}`, ['305.1']);
        state.tasks.push({ kind: 'enterAsCopy', object: p.a.card, turnIndex, answer: null, playedBy: player });
        break;
      }
      perform(
        state,
        { kind: 'move', object: p.a.card, to: 'battlefield', cause: 'play', controller: player, ...face },
        ['305.1', '116.2a', ...(p.a.altFace ? ['712.8'] : [])],
      );
      log(state, 'play-land', `${playerName(state, player)} plays ${name.replace(/#\d+$/, '')}`, ['305.1']);
      landPlayed(state, player, cardId);
      break;
    }
    case 'cast':
      castSpell(state, player, p.a, p.v, VARIANT_HOOKS, runEffectsTask); // 117.3c: the player receives priority again
      break;
    case 'assist':
      askAssist(state, player, p.a, p.max); // 702.132a: the assisting player pays first
      break;
    case 'turnFaceUp':
      turnFaceUp(state, player, p.a, p.v, runEffectsTask); // 116.2b: a special action; it doesn't use the stack and the player keeps priority.
      break;
    case 'suspend':
      suspendCard(state, player, p.a, p.v, runEffectsTask); // 116.2f: a special action; it doesn't use the stack and the player keeps priority.
      break;
    case 'plot':
      plotCard(state, player, p.a, p.v, runEffectsTask); // 116.2k: a special action; the player keeps priority.
      break;
    case 'foretell':
      foretellCard(state, player, p.a, p.v, runEffectsTask); // 116.2h: a special action; the player keeps priority.
      break;
    case 'unlock':
      unlockAction(state, player, p.a, p.v, runEffectsTask); // 116.2m: a special action; the player keeps priority.
      break;
    case 'rollPlanarDie':
      rollPlanarDie(state, player, p.v); // 901.9 / 116.2i: a special action; the active player gets priority again.
      break;
    case 'activate':
      activate(state, player, p.a, p.v);
      break;
  }
  state.turns[turnIndex]!.passed = [];
}

/** Activates an ability; 605.3a: a mana ability resolves immediately. */
function activate(
  state: GameState,
  player: PlayerId,
  a: ActionOf<'activate'>,
  v: Valid<ReturnType<typeof validateActivate>>,
): void {
  const manaCtx = activateAbility(state, player, a, v, runEffectsTask);
  if (!manaCtx) return;
  const task = effectsTask(manaCtx, v.ability.effects);
  state.tasks.push(task);
  const q = runEffectsTask(state, task, VARIANT_HOOKS);
  if (q) state.pending = q;
  else if (state.tasks[state.tasks.length - 1] === task) state.tasks.pop(); // else a queued task runs first (run below)
}

/**
 * Validates and applies a choice IN PLACE. On error the state is untouched.
 * Prefer `submit` unless you own the state (AI playouts, servers holding one copy).
 */
export function submitInPlace(state: GameState, player: PlayerId, input: unknown): SubmitResult {
  const copy = plainCopy(input);
  if (!copy.ok) return copy;
  const choice = copy.value;
  const shape = checkChoiceShape(choice);
  if (shape) return { ok: false, error: shape };
  const c = choice as Choice;
  if (!Number.isInteger(player) || player < 0 || player >= state.players.length)
    return { ok: false, error: err('MALFORMED', `no player ${String(player)}`) };
  if (state.result) return { ok: false, error: err('NO_DECISION', 'the game is over') };
  if (c.kind === 'concede') {
    if (state.players[player]!.left)
      return { ok: false, error: err('ILLEGAL_CHOICE', `${playerName(state, player)} has already left the game`) };
    // 104.3a: a player can concede at any time (810.8b: in Two-Headed Giant their team leaves and loses).
    const d = state.pending;
    state.pending = null;
    concede(state, player, VARIANT_HOOKS);
    if (d && d.kind === 'priority' && d.player !== player) state.pending = null;
    state.decisionCount++;
    touchVolatile(state); // a player left: a change, not only a new decision
    run(state);
    return { ok: true, state };
  }
  const d = state.pending;
  if (!d) return { ok: false, error: err('NO_DECISION', 'nothing is pending') };
  const checked = validate(state, d, player, c);
  if (checked && isError(checked)) return { ok: false, error: checked };

  state.pending = null;
  state.decisionCount++;
  touchDecision(state); // a decision is a fresh start for derived values, exactly as after a reload (invariant 3)
  if (checked) {
    // 807.5: the priority decision is for the stack of the turn marker in focus.
    const ti =
      state.turns[focusIndex(state)]!.priority === player
        ? focusIndex(state)
        : state.turns.findIndex((t) => t.priority === player);
    performPriorityAction(state, player, ti < 0 ? 0 : ti, checked);
  } else {
    const top = state.tasks[state.tasks.length - 1];
    if (!top || !('answer' in top)) throw new Error(`internal: no task waits for ${d.kind}`);
    top.answer = c;
  }
  run(state);
  return { ok: true, state };
}

/** Immutable API: returns a new state; the input is never modified. */
export function submit(state: GameState, player: PlayerId, choice: unknown): SubmitResult {
  const copy = cloneState(state);
  const r = submitInPlace(copy, player, choice);
  return r.ok ? r : { ok: false, error: r.error };
}

/**
 * A copy that behaves exactly as a JSON round trip would (the state is plain data, invariant 3) and saves to the
 * same JSON, without the text in between. What the engine never changes in place is shared: card definitions, log
 * entries, the options and the pending decision (every field of them is read-only; a new decision replaces the record).
 * The array of log entries and the record of definitions are shared too, copied on write (a state appends an entry
 * only through `log` and adds a definition only through `putCardDefinition`). The object records are shared, copied
 * on write: the engine writes an object only through `ownObject`, which first gives the state that writes it its own
 * copy (objects/copy-on-write.ts). Everything else is copied deeply. The state's own record is copied with one spread
 * and then only its values are replaced (no `Object.entries` array).
 */
export function cloneState(state: GameState): GameState {
  const out: Record<string, unknown> = { ...state };
  for (const k in out) {
    const v = out[k];
    if (SHARED_KEYS.has(k)) continue;
    if (typeof v === 'object') {
      if (v !== null) out[k] = copyJson(v);
    } else if (typeof v === 'number')
      out[k] = copyJson(v); // -0, NaN and ±Infinity become 0 and null, as in JSON
    else if (v === undefined) return cloneByKey(state); // JSON leaves the key out
  }
  return shareCaches(state, out as unknown as GameState);
}

/** The parts of the state a copy shares with its original (see `cloneState`). */
const SHARED_KEYS: ReadonlySet<string> = new Set(['cards', 'log', 'objects', 'options', 'pending']);

/** `cloneState` for the rare state whose own record holds a value JSON would change: rebuilt key by key. */
function cloneByKey(state: GameState): GameState {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(state)) {
    const v = (state as unknown as Record<string, unknown>)[k];
    if (v === undefined) continue;
    out[k] = SHARED_KEYS.has(k) ? v : copyJson(v);
  }
  return shareCaches(state, out as unknown as GameState);
}

/** The copy shares the original's records (copy on write) and starts with its caches (docs/engine.md, Caches). */
function shareCaches(state: GameState, copy: GameState): GameState {
  shareObjects(state, copy);
  shareLog(state, copy);
  inheritDerived(state, copy);
  inheritQuiet(state, copy);
  inheritKeptActions(state, copy);
  return copy;
}

/** 202.3: the total mana value of the chosen objects (collect evidence, 701.59a). */
function totalManaValue(state: GameState, ids: readonly ObjectId[]): number {
  return ids.reduce((t, id) => t + manaValueOf(chars(state, id)), 0);
}
