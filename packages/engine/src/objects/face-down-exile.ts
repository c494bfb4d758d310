/**
 * Cards exiled face down (406.3): no player may look at them unless an instruction allows it. A player who was
 * instructed to look at a card and then exile it face down, or who an effect lets look at it, may go on looking at it
 * for as long as it remains exiled (GameObject.lookers; a foretold card's owner, 702.143a). 406.3a: such a card has no
 * characteristics, but the effect that exiled it may let it be played; it is turned face up just before the player
 * announces playing it, so a play is considered with the card's own characteristics.
 */
import { ownObject } from './copy-on-write.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** 406.3 / 702.143a: whether `viewer` may look at the face-down exiled card `id` (a foretold card: its owner). */
export function mayLookAtExiled(state: GameState, viewer: PlayerId | null, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o || o.zone !== 'exile' || !o.faceDown || viewer === null) return false;
  return (o.faceDownKind === 'foretell' && o.owner === viewer) || (o.lookers?.includes(viewer) ?? false);
}

/** 406.3: `player` may look at the face-down exiled card `id` from now on, for as long as it remains exiled. */
export function letLookAtExiled(state: GameState, player: PlayerId, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || o.zone !== 'exile' || !o.faceDown || o.lookers?.includes(player)) return;
  const own = ownObject(state, id);
  own.lookers = [...(own.lookers ?? []), player];
}

/** The state with the face-down exiled cards `ids` face up: what their own characteristics are (406.3a, 702.143a). */
export function turnedFaceUp(state: GameState, ids: readonly ObjectId[]): GameState {
  if (ids.length === 0) return state;
  const objects = { ...state.objects };
  for (const id of ids) objects[id] = { ...objects[id]!, faceDown: false };
  return { ...state, objects };
}
