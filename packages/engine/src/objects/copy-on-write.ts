/**
 * Copy on write of object records (docs/engine.md, Copies). A copy of the state (`cloneState`, and so `submit`)
 * shares every object record with the state it was copied from; the first write to an object in either state
 * replaces that state's record with a copy of its own (`ownObject`), so neither ever sees the other's changes.
 * Which records a state may write in place is kept beside it, never in it (the state stays plain JSON data,
 * invariant 3): a state with no entry (one just made or loaded) owns every record it holds.
 *
 * The state's type makes every record read-only (`GameObject`); the engine writes an object only through the
 * `OwnedObject` that `ownObject` (or the code that made the record) gives it.
 */
import { copyObjectRecord } from '../state/json-copy.js';
import type { CardDefinition } from '../cards/ability-tree.js';
import type { GameObject, GameState, ObjectId, OwnedObject } from '../state/types.js';
import { carryPrinted } from './printed-characteristics.js';
import { besideSlot } from '../state/beside.js';

/**
 * The records each state may write in place, kept beside it (state/beside.ts): absent, all of them; null, none yet
 * (the set is made at the first record it owns).
 */
const ownedRecords = besideSlot<Set<GameObject> | null>('owned');

/** Whether the state's record of card definitions (`state.cards`) may be shared with another state. */
const sharedCards = besideSlot<boolean>('sharedCards');

/** Whether the state's record of objects (`state.objects`, not the objects in it) may be shared with another state. */
const sharedObjects = besideSlot<boolean>('sharedObjects');

/**
 * `to` is a copy of `from` holding the very same object records and the very same record of card definitions: from
 * now on neither may write one of them in place.
 */
export function shareObjects(from: GameState, to: GameState): void {
  ownedRecords.set(from, null);
  ownedRecords.set(to, null);
  sharedCards.set(from, true);
  sharedCards.set(to, true);
  sharedObjects.set(from, true);
  sharedObjects.set(to, true);
}

/**
 * Adds (or replaces) the card definition under `key` (a token's, an emblem's, a merged or meld result's …). The record
 * of definitions is shared by a state and its copies, so a state that may share it first gets a record of its own
 * (the definitions themselves are never changed, so they stay shared).
 */
export function putCardDefinition(state: GameState, key: string, def: CardDefinition): void {
  if (sharedCards.get(state) === true) {
    state.cards = copyCards(state.cards);
    sharedCards.set(state, false);
  }
  const cards = state.cards as Record<string, CardDefinition>;
  if (key === '__proto__')
    Object.defineProperty(cards, key, { value: def, enumerable: true, writable: true, configurable: true });
  else cards[key] = def;
}

/**
 * The record of card definitions (not the definitions), key by key: its keys are card names, and V8 copies such a
 * record faster with this loop than with a spread.
 */
function copyCards(cards: GameState['cards']): Record<string, CardDefinition> {
  const out: Record<string, CardDefinition> = {};
  for (const k in cards) {
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: cards[k], enumerable: true, writable: true, configurable: true });
    else out[k] = cards[k]!;
  }
  return out;
}

/** The object `id` as a record `state` may write: its own copy, made now if the record may be shared. */
export function ownObject(state: GameState, id: ObjectId): OwnedObject {
  const o = state.objects[id];
  if (!o) throw new Error(`internal: no object ${id} to change`);
  const owned = ownedRecords.get(state);
  if (owned === undefined || owned?.has(o)) return o as OwnedObject;
  const copy = copyObjectRecord(o as unknown as Record<string, unknown>) as unknown as OwnedObject;
  if (owned === null) ownedRecords.set(state, new Set([copy]));
  else owned.add(copy);
  writableObjects(state)[id] = copy;
  carryPrinted(o, copy);
  return copy;
}

/** Puts a record the engine has just made into the state as one it owns (it may go on writing it in place). */
export function putNewObject(state: GameState, o: OwnedObject): OwnedObject {
  writableObjects(state)[o.id] = o;
  const owned = ownedRecords.get(state);
  if (owned === null) ownedRecords.set(state, new Set([o]));
  else owned?.add(o);
  return o;
}

/**
 * `state.objects` as a record this state may write: its own copy, made now if the record may be shared (the records in
 * it stay shared; `ownObject` copies those).
 */
function writableObjects(state: GameState): Record<ObjectId, GameObject> {
  if (sharedObjects.get(state) === true) {
    state.objects = { ...state.objects };
    sharedObjects.set(state, false);
  }
  return state.objects as Record<ObjectId, GameObject>;
}

/**
 * Puts a record into the state that may share parts with another record (a spread of one: a spell's copy, new
 * targets), so the state doesn't own it: the first write through `ownObject` copies it.
 */
export function putObject(state: GameState, o: GameObject): void {
  writableObjects(state)[o.id] = o;
}

/** The object `id` ceases to be in the state (it left its zone for good, 400.7; or it ceased to exist). */
export function removeObject(state: GameState, id: ObjectId): void {
  delete writableObjects(state)[id];
}

/** Replaces the state's whole record of objects with `objects`, a record it owns (723.1: the game restarts). */
export function replaceObjects(state: GameState, objects: Record<ObjectId, GameObject>): void {
  state.objects = objects;
  sharedObjects.set(state, false);
}
