/** The `mill` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { noteMoved, startMoves } from '../moved-this-way.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { eachTopCard, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function millEffect(state: GameState, task: EffectsTask, e: EffectOf<'mill'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.amount);
  startMoves(ctx); // 608.2c: "for each creature card milled this way"
  for (const p of resolvePlayers(state, ctx, e.who))
    eachTopCard(state, p, n, (top) => {
      const r = perform(state, { kind: 'move', object: top, to: 'graveyard', cause: 'mill' });
      noteMoved(state, ctx, top, false, r.id);
    });
  return 'done';
}
