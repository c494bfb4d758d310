/**
 * 702.179b: a player's speed, read by conditions ("you have max speed", 702.178a) and amounts ("your speed"). A player
 * has no speed until a rule or effect sets it; the speed then ranges from 1 to 4 (players/speed.ts sets it).
 */
import type { GameState, PlayerId } from '../state/types.js';

/** The highest speed a player can have (702.179d: the ability increases a speed that is less than 4). */
export const MAX_SPEED = 4;

/** 702.179b: the player's speed, 0 while they have none. */
export function speedOf(state: GameState, player: PlayerId): number {
  return state.players[player]?.speed ?? 0;
}

/** 702.178a: the player has max speed (their speed is 4). */
export function hasMaxSpeed(state: GameState, player: PlayerId): boolean {
  return speedOf(state, player) >= MAX_SPEED;
}
