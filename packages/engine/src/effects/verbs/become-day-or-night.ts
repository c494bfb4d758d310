/** The `becomeDayOrNight` effect: 726.2, "It becomes day / night" (events/day-night.ts). */
import { becomeDayOrNight } from '../../events/day-night.js';
import { detectTriggers } from '../../triggers/detect.js';
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function becomeDayOrNightEffect(state: GameState, _task: EffectsTask, e: EffectOf<'becomeDayOrNight'>): Step {
  // "If it's night, it becomes day. Otherwise, it becomes night" (`other`; neither counts as not night).
  const to = e.to === 'other' ? (state.dayNight === 'night' ? 'day' : 'night') : e.to;
  becomeDayOrNight(state, to, [], perform, detectTriggers); // (726.2 is cited by becomeDayOrNight)
  return 'done';
}
