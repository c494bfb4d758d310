/**
 * 608.2c: what a destroy / exile / mill instruction moved, for a later "for each creature destroyed this way" / "for each
 * card exiled this way" of the same resolution (EffectContext.movedThisWay; effects/verbs/for-each-moved.ts). An
 * object the instruction didn't move (an indestructible or regenerated creature, 702.12b / 701.15) is not among them.
 */
import type { EffectContext } from '../state/tasks.js';
import type { GameState, ObjectId } from '../state/types.js';

/** A destroy / exile / mill instruction begins: "this way" is now what it moves. */
export function startMoves(ctx: EffectContext): void {
  ctx.movedThisWay = [];
}

/** Whether `id` is a token, read before it moves (111.1). */
export function isToken(state: GameState, id: ObjectId): boolean {
  return state.objects[id]?.kind === 'token';
}

/**
 * One move: `was` the object before it, `now` what it became (null: it didn't move). It is read later by its last
 * known information when the engine kept it (it left the battlefield, the stack or a graveyard, 608.2h), otherwise as
 * the card it became (a card exiled from a library).
 */
export function noteMoved(
  state: GameState,
  ctx: EffectContext,
  was: ObjectId,
  token: boolean,
  now: ObjectId | null,
): void {
  if (now === null) return;
  (ctx.movedThisWay ??= []).push({ id: state.lki[was] ? was : now, token });
}
