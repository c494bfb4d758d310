/** The `manifest` effect: 701.40a: the top card of the library enters face down as a 2/2 creature. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { eachTopCard, type EffectOf, type EffectsTask, type Step } from '../verb.js';
import { ownObject } from '../../objects/copy-on-write.js';

export function manifestEffect(state: GameState, task: EffectsTask, e: EffectOf<'manifest'>): Step {
  const ctx = task.ctx;
  // 701.40a: the top card of the library enters face down as a 2/2 creature.
  const n = resolveAmount(state, ctx, e.count);
  for (const p of resolvePlayers(state, ctx, e.who)) {
    eachTopCard(state, p, n, (top) => {
      const r = perform(
        state,
        { kind: 'move', object: top, to: 'battlefield', cause: 'effect', controller: p, faceDown: true },
        ['701.40a', '708.2'],
      );
      if (r.id !== null) {
        ownObject(state, r.id).faceDownKind = 'manifest';
        ctx.created.push(r.id);
      }
    });
  }
  return 'done';
}
