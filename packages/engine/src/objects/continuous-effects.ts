/**
 * 611: creating continuous effects, and ending them when their duration is over (611.2, 514.2). The continuous
 * effects are the data the layer system applies (613, objects/layers.ts), so they live beside it in core.
 */
import { chars, touch } from './characteristics.js';
import type { ContinuousEffect, GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Duration, Filter } from '../cards/ability-tree.js';

export function addContinuousEffect(
  state: GameState,
  e: {
    controller: PlayerId;
    source: ObjectId | null;
    duration: Duration;
    affected: ObjectId[];
    modification: ContinuousEffect['modification'];
    group?: Filter;
  },
): void {
  // 611.2b: a duration that has already ended before the effect would begin: the effect does nothing.
  if (!sourceDurationHolds(state, e)) return;
  state.effects.push({
    id: state.nextEffectId++,
    timestamp: state.nextTimestamp++,
    controller: e.controller,
    source: e.source,
    duration: e.duration,
    durationOwner: e.controller,
    affected: e.affected,
    ...(e.group && { group: e.group }),
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
  const live = (e: ContinuousEffect): boolean =>
    e.affected.length === 0 || e.affected.some((id) => state.objects[id] !== undefined);
  endEffects(state, (e) => !live(e) || !sourceDurationHolds(state, e));
}

/**
 * 611.2b: durations tied to the source ("for as long as ~ remains on the battlefield", "for as long as you control
 * ~"; 702.99c: for as long as the encoded card remains exiled). The effect's controller is the "you" of its text.
 */
export function sourceDurationHolds(
  state: GameState,
  e: { readonly duration: Duration; readonly source: ObjectId | null; readonly controller: PlayerId },
): boolean {
  switch (e.duration) {
    case 'whileSourceOnBattlefield':
      return e.source !== null && state.objects[e.source]?.zone === 'battlefield';
    case 'whileYouControlSource':
      return (
        e.source !== null &&
        state.objects[e.source]?.zone === 'battlefield' &&
        chars(state, e.source).controller === e.controller
      );
    case 'whileSourceExiled':
      return e.source !== null && state.objects[e.source]?.zone === 'exile';
    case 'endOfTurn':
    case 'untilYourNextTurn':
    case 'permanent':
    case 'untilNextUntapStep':
      return true;
  }
}

/**
 * 611.2b: "for as long as" effects whose condition no longer holds end. Called whenever state-based actions are
 * checked (a change of the source's controller has no event of its own), whether or not any action happens.
 */
export function endLapsedDurations(state: GameState): void {
  if (state.effects.some((e) => SOURCE_DURATIONS.has(e.duration)))
    endEffects(state, (e) => !sourceDurationHolds(state, e));
}

const SOURCE_DURATIONS: ReadonlySet<Duration> = new Set<Duration>([
  'whileSourceOnBattlefield',
  'whileYouControlSource',
  'whileSourceExiled',
]);

/** 611.2b: the source has left the battlefield: its "for as long as" effects end at once (not only at the next check). */
export function endSourceDurations(state: GameState, left: ObjectId): void {
  endEffects(state, (e) => e.source === left && !sourceDurationHolds(state, e));
}
