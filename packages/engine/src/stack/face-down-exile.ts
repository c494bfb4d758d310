/** 406.3a: a face-down exiled card a player may play is considered with its own characteristics. */
import type { GameState, PlayerId } from '../state/types.js';
import { mayLookAtExiled, turnedFaceUp } from '../objects/face-down-exile.js';
import { grantedPermission } from './play-permissions.js';

/**
 * The state as `player` considers playing cards: the face-down exiled cards they may look at (406.3, 702.143a) or have
 * a permission to play (406.3a: turned face up just before the play is announced), face up. The state itself if there
 * are none. A read-only view for validation and the legal-action list.
 */
export function exiledSeen(state: GameState, player: PlayerId): GameState {
  const ids = state.exile.filter(
    (id) =>
      state.objects[id]!.faceDown &&
      (mayLookAtExiled(state, player, id) || grantedPermission(state, player, id) !== null),
  );
  return turnedFaceUp(state, ids);
}
