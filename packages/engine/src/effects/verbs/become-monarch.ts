/** The `becomeMonarch` effect: 722.1 / 722.3, "[player] becomes the monarch" (players/monarch.ts). */
import { becomeMonarch } from '../../players/monarch.js';
import type { GameState } from '../../state/types.js';
import { detectTriggers } from '../../triggers/detect.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function becomeMonarchEffect(state: GameState, task: EffectsTask, e: EffectOf<'becomeMonarch'>): Step {
  const [who] = resolvePlayers(state, task.ctx, e.who);
  // "Whenever an opponent becomes the monarch" (722.3)
  if (who !== undefined && becomeMonarch(state, who, ['722.1']))
    detectTriggers(state, { kind: 'becameMonarch', player: who });
  return 'done';
}
