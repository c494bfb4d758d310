/** The `shuffle` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function shuffleEffect(state: GameState, task: EffectsTask, e: EffectOf<'shuffle'>): Step {
  const ctx = task.ctx;
  for (const p of resolvePlayers(state, ctx, e.who)) perform(state, { kind: 'shuffle', player: p });
  return 'done';
}
