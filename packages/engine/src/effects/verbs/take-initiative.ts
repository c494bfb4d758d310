/** The `takeInitiative` effect: 725.2 / 725.3, "[player] take[s] the initiative" (players/initiative.ts). */
import { takeInitiative } from '../../players/initiative.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function takeInitiativeEffect(state: GameState, task: EffectsTask, e: EffectOf<'takeInitiative'>): Step {
  const [who] = resolvePlayers(state, task.ctx, e.who);
  if (who !== undefined) takeInitiative(state, who, ['725.1']);
  return 'done';
}
