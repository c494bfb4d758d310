/** 707: copiable values. A copy copies what the original copies (707.3), never its other effects. */
import type { GameState, ObjectId } from '../state/types.js';

/** The card definition key holding `id`'s copiable values, or null when it has none (face down: 707.2 / 708.2). */
export function copiableKey(state: GameState, id: ObjectId): string | null {
  const o = state.objects[id];
  if (!o || o.faceDown) return null;
  return o.copyDefKey ?? o.defKey;
}
