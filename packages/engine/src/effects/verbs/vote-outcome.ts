/** The `voteOutcome` effect. */
import { voteOutcomeHolds } from '../voting.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function voteOutcomeEffect(state: GameState, task: EffectsTask, e: EffectOf<'voteOutcome'>): Step {
  const ctx = task.ctx;
  if (voteOutcomeHolds(state, ctx.votes, e)) task.effects.splice(task.index + 1, 0, ...e.effects);
  return 'done';
}
