/** The `exile` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { linkExiled } from '../linked.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function exileEffect(state: GameState, task: EffectsTask, e: EffectOf<'exile'>): Step {
  const ctx = task.ctx;
  const batch = state.log.length; // 603.2c: the objects one instruction exiles are exiled together
  for (const id of resolveObjects(state, ctx, e.what)) {
    const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'exile', batch });
    if (r.id !== null) ctx.created.push(r.id);
    if (e.linked) linkExiled(state, ctx.source, ctx.controller, r.id); // 607.2a
  }
  return 'done';
}
