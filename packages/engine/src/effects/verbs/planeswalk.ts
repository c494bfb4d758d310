/** The `planeswalk` effect (701.24b / 901.11a: the Planechase rule, through the variant hooks). */
import type { GameState } from '../../state/types.js';
import type { VariantHooks } from '../../turn/variant-hooks.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function planeswalkEffect(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'planeswalk'>,
  hooks: VariantHooks,
): Step {
  const ctx = task.ctx;
  hooks.planeswalk(state, ctx.controller, ['701.24b']); // 901.11a: abilities may instruct a player to planeswalk
  return 'done';
}
