/** The `increaseSpeed` effect: 702.179c–d, "[player's] speed increases by N" (players/speed.ts). */
import { increaseSpeed } from '../../players/speed.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function increaseSpeedEffect(state: GameState, task: EffectsTask, e: EffectOf<'increaseSpeed'>): Step {
  for (const who of resolvePlayers(state, task.ctx, e.who)) increaseSpeed(state, who, e.n, ['702.179d']);
  return 'done';
}
