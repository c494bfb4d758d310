/** The `exileIfDies` effect. */
import type { GameState } from '../../state/types.js';
import { executeExileIfDies } from '../die-replacement.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function exileIfDiesEffect(state: GameState, task: EffectsTask, e: EffectOf<'exileIfDies'>): Step {
  const ctx = task.ctx;
  executeExileIfDies(state, ctx, e); // 614.1a (effects/die-replacement.ts)
  return 'done';
}
