/**
 * 704.5y (current CR; Roles, 303.7): if a permanent has more than one Role controlled by the same player attached to
 * it, each of those Roles except the one with the most recent timestamp is put into its owner's graveyard. Two Roles
 * with the same timestamp (made by one event) are told apart by creation order: the later one stays (the rule lets
 * their controller choose; Arbiter doesn't ask).
 */
import { chars } from '../objects/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';

/** The Roles 704.5y puts into the graveyard. */
export function supersededRoles(state: GameState): ObjectId[] {
  const newest = new Map<string, ObjectId>();
  const out: ObjectId[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (o.attachedTo === null || !chars(state, id).subtypes.includes('Role')) continue;
    const key = `${o.attachedTo}:${chars(state, id).controller}`;
    const prev = newest.get(key);
    if (prev === undefined) {
      newest.set(key, id);
      continue;
    }
    const p = state.objects[prev]!;
    const later = o.timestamp > p.timestamp || (o.timestamp === p.timestamp && id > prev);
    out.push(later ? prev : id);
    if (later) newest.set(key, id);
  }
  return out;
}
