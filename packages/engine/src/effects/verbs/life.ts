/** The `gainLife` / `loseLife` effects. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function lifeEffect(state: GameState, task: EffectsTask, e: EffectOf<'gainLife' | 'loseLife'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.amount);
  let lost = 0;
  for (const p of resolvePlayers(state, ctx, e.who)) {
    const before = state.players[p]!.life;
    perform(state, { kind: e.kind === 'gainLife' ? 'lifeGain' : 'lifeLoss', player: p, amount: n });
    lost += Math.max(0, before - state.players[p]!.life); // what was actually lost, after replacements (614)
  }
  if (e.kind === 'loseLife') ctx.lifeLost = lost; // "the life lost this way"
  return 'done';
}
