/**
 * 603.6a: a permanent enters the battlefield when it is moved onto it or created there; each entry is kept on the
 * history of every turn in progress (807) with the characteristics it entered with (614.12: its "as enters" choices
 * included), for "[N or more] [permanents] entered the battlefield under your control this turn"
 * (objects/entries-this-turn.ts).
 */
import { chars, touchVolatile } from '../objects/characteristics.js';
import type { EntryRecord, GameState, ObjectId } from '../state/types.js';
import { turnHistory } from '../state/access.js';

/** 603.6a: `id` has just entered the battlefield: recorded on every turn in progress (807). */
export function noteEntered(state: GameState, id: ObjectId): void {
  const record = entryRecord(state, id);
  if (!record) return;
  for (const t of state.turns) {
    const h = turnHistory(t);
    (h.entered ??= []).push(record);
  }
  // Read by conditions only (611.3b), and only about the permanents that entered under a player's own control.
  touchVolatile(state, record.controller);
}

/**
 * 614.12: once the choices made as `id` entered are made ("As ~ enters, choose a creature type"), its record holds the
 * characteristics it entered with, those choices included.
 */
export function refreshEntered(state: GameState, id: ObjectId): void {
  const record = entryRecord(state, id);
  if (!record) return;
  for (const t of state.turns) {
    const list = t.history?.entered;
    const i = list ? list.findIndex((r) => r.object === id) : -1;
    if (list && i >= 0) list[i] = record;
  }
  touchVolatile(state, record.controller);
}

function entryRecord(state: GameState, id: ObjectId): EntryRecord | null {
  const o = state.objects[id];
  if (!o || o.zone !== 'battlefield') return null;
  const c = chars(state, id);
  return {
    object: id,
    controller: c.controller,
    token: o.kind === 'token',
    name: c.name,
    types: [...c.types],
    subtypes: [...c.subtypes],
    supertypes: [...c.supertypes],
    colors: [...c.colors],
  };
}
