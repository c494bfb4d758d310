/**
 * 701.54a: "your Ring-bearer" — the creature a player chose as their Ring-bearer the last time the Ring tempted them.
 * It stays their Ring-bearer until another creature becomes it or another player gains control of it (the designation
 * then ends for good: players/ring.ts clears it as state-based actions are checked; until then, a creature another
 * player controls is not this player's Ring-bearer). A permanent that leaves the battlefield is a new object (400.7).
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Characteristics } from './characteristics-reader.js';

export function isRingBearer(state: GameState, player: PlayerId, id: ObjectId, c: Characteristics): boolean {
  return (
    state.players[player]?.ringBearer === id && state.objects[id]?.zone === 'battlefield' && c.controller === player
  );
}

/**
 * A "Whenever the Ring tempts you" trigger's choice (701.54a): any temptation; 'any', a creature was chosen ("Whenever
 * you choose a creature as your Ring-bearer", even the same one again); 'other', one other than the trigger's source.
 */
export function ringChoiceMatches(
  chose: 'any' | 'other' | undefined,
  bearer: ObjectId | null,
  self: ObjectId,
): boolean {
  if (chose === undefined) return true;
  return bearer !== null && (chose === 'any' || bearer !== self);
}
