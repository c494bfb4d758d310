/** The `draw` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function drawEffect(state: GameState, task: EffectsTask, e: EffectOf<'draw'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.amount);
  for (const p of resolvePlayers(state, ctx, e.who))
    for (let i = 0; i < n; i++) perform(state, { kind: 'draw', player: p });
  return 'done';
}
