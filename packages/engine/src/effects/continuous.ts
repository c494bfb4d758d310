/** 611: creating continuous effects, and ending them when their duration is over (611.2, 514.2). */
import { touch } from '../objects/characteristics.js';
import type { ContinuousEffect, GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Duration } from '../cards/ability-tree.js';

export function addContinuousEffect(
  state: GameState,
  e: { controller: PlayerId; source: ObjectId | null; duration: Duration; affected: ObjectId[]; modification: ContinuousEffect['modification'] },
): void {
  state.effects.push({
    id: state.nextEffectId++,
    timestamp: state.nextTimestamp++,
    controller: e.controller,
    source: e.source,
    duration: e.duration,
    durationOwner: e.controller,
    affected: e.affected,
    modification: e.modification,
  });
  touch(state);
}

/** Removes effects matching `pred`; returns how many ended. */
export function endEffects(state: GameState, pred: (e: ContinuousEffect) => boolean): number {
  const before = state.effects.length;
  state.effects = state.effects.filter((e) => !pred(e));
  const ended = before - state.effects.length;
  if (ended) touch(state);
  return ended;
}

/**
 * Effects that only matter while their objects exist are dropped once every affected
 * object has left its zone (400.7: the new object is unaffected).
 */
export function pruneEffects(state: GameState): void {
  // An effect that names no objects (a shield on players, "prevent all combat damage", a redirection) isn't bound to any.
  const live = (e: ContinuousEffect): boolean => e.affected.length === 0 || e.affected.some((id) => state.objects[id] !== undefined);
  const src = (e: ContinuousEffect): boolean => e.duration !== 'whileSourceOnBattlefield' || (e.source !== null && state.objects[e.source]?.zone === 'battlefield');
  endEffects(state, (e) => !live(e) || !src(e));
}
