/** The `destroy` effect: 603.10a: several objects destroyed at once look back at each other. */
import { simultaneously } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { isToken, noteMoved, startMoves } from '../moved-this-way.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function destroyEffect(state: GameState, task: EffectsTask, e: EffectOf<'destroy'>): Step {
  const ctx = task.ctx;
  // 603.10a: several objects destroyed at once look back at each other.
  startMoves(ctx); // 608.2c: "for each creature destroyed this way"
  simultaneously(state, (perform) => {
    for (const id of resolveObjects(state, ctx, e.what)) {
      const token = isToken(state, id);
      const r = perform(state, { kind: 'destroy', object: id, ...(e.noRegenerate ? { noRegenerate: true } : {}) });
      noteMoved(state, ctx, id, token, r.id);
    }
  });
  return 'done';
}
