/** The `exileTop` effect. */
import { perform } from '../perform.js';
import { letLookAtExiled } from '../../objects/face-down-exile.js';
import type { GameState } from '../../state/types.js';
import { noteMoved, startMoves } from '../moved-this-way.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { eachTopCard, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function exileTopEffect(state: GameState, task: EffectsTask, e: EffectOf<'exileTop'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.amount);
  startMoves(ctx); // 608.2c: "for each card exiled this way"
  for (const p of resolvePlayers(state, ctx, e.who)) {
    eachTopCard(state, p, n, (top) => {
      const r = perform(
        state,
        { kind: 'move', object: top, to: 'exile', cause: 'exile', ...(e.faceDown ? { faceDown: true } : {}) },
        ['406.3'],
      );
      noteMoved(state, ctx, top, false, r.id);
      if (r.id === null) return;
      ctx.created.push(r.id);
      if (e.lookedAt) letLookAtExiled(state, ctx.controller, r.id); // 406.3: they looked at it, then exiled it face down
    });
  }
  return 'done';
}
