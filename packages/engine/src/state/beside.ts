/**
 * Derived values kept beside a state (docs/engine.md, Caches): the caches and epochs keyed on one state object — its
 * characteristics cache and epochs, which object records it owns, its quiet-SBA memo, its kept legal-action lists, its
 * mana sources. None of them is part of the game: the state stays plain JSON data (invariant 3), and a saved or
 * reloaded state starts without them.
 *
 * They live in one record per state, which the state holds under a symbol key. JSON, `structuredClone`,
 * `Object.keys`, `Object.entries` and `for … in` never see a symbol key, so the state saves, copies and compares as
 * JSON exactly as without it. (A `WeakMap` keyed on the state kept these values apart, but V8 keeps a `WeakMap`'s
 * values alive through one more young-generation collection when their key dies young: every state `submit` made and
 * the caller dropped carried its caches into the next scavenge and then into the old generation — about 1.7 KB per
 * `submit` on the bench's mid-game state, which made the scavenges slow and the major collections frequent.)
 *
 * The record knows its state: a spread of a state (a hypothetical copy for a check, `{ ...state, objects }`) copies
 * the symbol key with the original's record, which is then not its own and is ignored — exactly as a `WeakMap` would
 * have had no entry for the copy. A state that can't take the key (a frozen one, in tests) keeps its record in a
 * `WeakMap` instead.
 */
import type { GameState } from './types.js';

/** The values kept beside a state, one slot each. */
const SLOTS = [
  'owned', // objects/copy-on-write.ts: the object records this state may write in place
  'sharedCards', // objects/copy-on-write.ts: whether the record of card definitions may be shared
  'sharedObjects', // objects/copy-on-write.ts: whether the record of objects may be shared
  'sharedLog', // log/write.ts: whether the array of log entries may be shared
  'characteristics', // objects/characteristics.ts: the layered characteristics of the battlefield
  'structuralEpoch', // objects/characteristics.ts
  'battlefieldEpoch', // objects/characteristics.ts
  'changes', // objects/characteristics.ts: the change counts
  'quiet', // sba/check.ts: the last SBA check found nothing
  'keptActions', // priority/kept-actions.ts: each player's last priority list
  'steady', // priority/kept-actions.ts: whether each player's list is steady
  'manaSources', // mana/payment.ts: each player's mana sources at an epoch
  'objectTargetScans', // stack/targets.ts: how many times legal targets were looked for among objects
] as const;

export type BesideSlotName = (typeof SLOTS)[number];

const BESIDE: unique symbol = Symbol('arbiter: derived values beside the state');

interface Beside {
  readonly state: GameState;
  readonly values: unknown[];
}

type Holder = { [BESIDE]?: Beside };

/** The records of states that can't hold one (frozen). */
const unextensible = new WeakMap<GameState, Beside>();

function find(state: GameState): Beside | undefined {
  const b = (state as Holder)[BESIDE];
  if (b !== undefined && b.state === state) return b;
  return unextensible.get(state);
}

function attach(state: GameState): Beside {
  const b: Beside = { state, values: SLOTS.map(() => undefined) };
  if (!Reflect.set(state, BESIDE, b)) unextensible.set(state, b);
  return b;
}

/** One value kept beside each state: `get` is undefined until `set` for that very state object. */
export interface BesideSlot<T> {
  get(state: GameState): T | undefined;
  set(state: GameState, value: T | undefined): void;
}

/** The slot `name` (a constant of the module that keeps the value). */
export function besideSlot<T>(name: BesideSlotName): BesideSlot<T> {
  const i = SLOTS.indexOf(name);
  return {
    get: (state) => find(state)?.values[i] as T | undefined,
    set: (state, value) => {
      (find(state) ?? attach(state)).values[i] = value;
    },
  };
}
