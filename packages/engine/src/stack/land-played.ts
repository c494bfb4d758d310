/**
 * 305.1: a player played a land (the special action, 116.2a, or an effect's "play that land"): abilities that trigger
 * "whenever [a player] plays a land" trigger once the land has been played, whether or not it reached the battlefield
 * (a replacement effect may have sent it elsewhere, 614.1). The land is the one on the battlefield, if it got there.
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';

/** `player` played the card `cardId` as a land: the "plays a land" trigger event (303.1 / 305.1). */
export function landPlayed(state: GameState, player: PlayerId, cardId: number | null): void {
  const land = cardId === null ? null : (state.battlefield.find((id) => state.objects[id]?.cardId === cardId) ?? null);
  detectTriggers(state, { kind: 'landPlayed', player, land });
}
