/**
 * 801: limited range of influence. This is the one central filter that every target,
 * effect, trigger and piece of information passes through (DEVELOPERS.md invariant 6).
 * With no limit (the default) everyone is in range of everyone.
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** 801.2: players within `range` seats of `viewer` (counting only live players) are in range. */
export function playerInRange(state: GameState, viewer: PlayerId, other: PlayerId): boolean {
  const range = state.options.rangeOfInfluence;
  if (range === null || viewer === other) return true;
  const seats = state.players.filter((p) => !p.left).map((p) => p.id);
  const a = seats.indexOf(viewer);
  const b = seats.indexOf(other);
  if (a < 0 || b < 0) return false;
  const n = seats.length;
  const d = Math.abs(a - b);
  return Math.min(d, n - d) <= range;
}

/** 801.3: an object is within a player's range if its controller (or, off the battlefield and stack, owner) is. */
export function objectInRange(state: GameState, viewer: PlayerId, id: ObjectId): boolean {
  if (state.options.rangeOfInfluence === null) return true;
  const o = state.objects[id];
  if (!o) return false;
  const who = o.zone === 'battlefield' || o.zone === 'stack' ? o.controller : o.owner;
  return playerInRange(state, viewer, who);
}
