/** The `abandon` effect. */
import { abandonScheme } from '../../casual/archenemy.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function abandonEffect(state: GameState, task: EffectsTask, e: EffectOf<'abandon'>): Step {
  const src = task.ctx.source;
  if (src !== null) abandonScheme(state, src); // 701.26 / 904.11
  return 'done';
}
