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

/** The records each state may write in place (absent: all of them). */
const ownedRecords = new WeakMap<GameState, WeakSet<GameObject>>();

/** The states whose record of card definitions (`state.cards`) may be shared with another state. */
const sharedCards = new WeakSet<GameState>();

/**
 * `to` is a copy of `from` holding the very same object records and the very same record of card definitions: from
 * now on neither may write one of them in place.
 */
export function shareObjects(from: GameState, to: GameState): void {
  ownedRecords.set(from, new WeakSet());
  ownedRecords.set(to, new WeakSet());
  sharedCards.add(from);
  sharedCards.add(to);
}

/**
 * Adds (or replaces) the card definition under `key` (a token's, an emblem's, a merged or meld result's …). The record
 * of definitions is shared by a state and its copies, so a state that may share it first gets a record of its own
 * (the definitions themselves are never changed, so they stay shared).
 */
export function putCardDefinition(state: GameState, key: string, def: CardDefinition): void {
  if (sharedCards.has(state)) {
    state.cards = copyCards(state.cards);
    sharedCards.delete(state);
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
  if (owned === undefined || owned.has(o)) return o as OwnedObject;
  const copy = copyObjectRecord(o as unknown as Record<string, unknown>) as unknown as OwnedObject;
  owned.add(copy);
  state.objects[id] = copy;
  carryPrinted(o, copy);
  return copy;
}

/** Puts a record the engine has just made into the state as one it owns (it may go on writing it in place). */
export function putNewObject(state: GameState, o: OwnedObject): OwnedObject {
  state.objects[o.id] = o;
  ownedRecords.get(state)?.add(o);
  return o;
}
