/** The `planeswalk` effect. */
import { planeswalk } from '../../casual/planechase.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function planeswalkEffect(state: GameState, task: EffectsTask, e: EffectOf<'planeswalk'>): Step {
  const ctx = task.ctx;
  planeswalk(state, ctx.controller, ['701.24b']); // 901.11a: abilities may instruct a player to planeswalk
  return 'done';
}
