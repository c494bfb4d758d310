/** The `mill` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { eachTopCard, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function millEffect(state: GameState, task: EffectsTask, e: EffectOf<'mill'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.amount);
  for (const p of resolvePlayers(state, ctx, e.who))
    eachTopCard(state, p, n, (top) => {
      perform(state, { kind: 'move', object: top, to: 'graveyard', cause: 'mill' });
    });
  return 'done';
}
