/** The `abandon` effect (701.26 / 904.11: the Archenemy rule, through the variant hooks). */
import type { GameState } from '../../state/types.js';
import type { VariantHooks } from '../../turn/variant-hooks.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function abandonEffect(state: GameState, task: EffectsTask, e: EffectOf<'abandon'>, hooks: VariantHooks): Step {
  const src = task.ctx.source;
  if (src !== null) hooks.abandonScheme(state, src); // 701.26 / 904.11
  return 'done';
}
