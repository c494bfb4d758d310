/** The `conditional` effect. */
import type { GameState } from '../../state/types.js';
import { checkCondition } from '../../objects/conditions.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { chars } from '../../objects/characteristics.js';

export function conditionalEffect(state: GameState, task: EffectsTask, e: EffectOf<'conditional'>): Step {
  const ctx = task.ctx;
  const branch = checkCondition(state, e.condition, ctx.controller, chars, ctx.source, ctx.triggerPlayer, ctx)
    ? e.then
    : (e.otherwise ?? []);
  task.effects.splice(task.index + 1, 0, ...branch);
  return 'done';
}
