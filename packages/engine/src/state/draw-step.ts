/**
 * 504.1: the draw step of a player's own turn, for "except the first one you draw in each of your draw steps"
 * (Player.drawsThisDrawStep counts the cards drawn in it; 121.2: cards are drawn one at a time).
 */
import type { GameState, PlayerId } from './types.js';

/** `player` is active in a turn that is in its draw step. */
export function inOwnDrawStep(state: GameState, player: PlayerId): boolean {
  return state.turns.some((t) => t.activePlayers.includes(player) && t.step === 'draw');
}

/** The card `player` would draw now is the first they draw in this draw step of theirs. */
export function firstDrawOfDrawStep(state: GameState, player: PlayerId): boolean {
  return inOwnDrawStep(state, player) && (state.players[player]!.drawsThisDrawStep ?? 0) === 0;
}

/** 121.2: one more card drawn; counted only during the player's own draw step. */
export function countDrawStepDraw(state: GameState, player: PlayerId): void {
  const p = state.players[player]!;
  if (p.drawsThisDrawStep !== undefined && inOwnDrawStep(state, player)) p.drawsThisDrawStep += 1;
}
