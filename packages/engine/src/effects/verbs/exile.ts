/** The `exile` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { linkExiled } from '../linked.js';
import { isToken, noteMoved, startMoves } from '../moved-this-way.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function exileEffect(state: GameState, task: EffectsTask, e: EffectOf<'exile'>): Step {
  const ctx = task.ctx;
  const batch = state.log.length; // 603.2c: the objects one instruction exiles are exiled together
  startMoves(ctx); // 608.2c: "for each creature exiled this way"
  for (const id of resolveObjects(state, ctx, e.what)) {
    const token = isToken(state, id);
    const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'exile', batch });
    noteMoved(state, ctx, id, token, r.id);
    if (r.id !== null) ctx.created.push(r.id);
    if (e.linked) linkExiled(state, ctx.source, ctx.controller, r.id); // 607.2a
  }
  return 'done';
}
