/** The `createTokenCopy` effect: 707.2 / 111.10: the token's characteristics are the copiable values of the original. */
import { perform } from '../perform.js';
import { copiableKey } from '../../objects/copy.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function createTokenCopyEffect(state: GameState, task: EffectsTask, e: EffectOf<'createTokenCopy'>): Step {
  const ctx = task.ctx;
  // 707.2 / 111.10: the token's characteristics are the copiable values of the original.
  const n = resolveAmount(state, ctx, e.count);
  for (const of of resolveObjects(state, ctx, e.of)) {
    const key = copiableKey(state, of);
    if (key === null) continue;
    for (let i = 0; i < n; i++) {
      const r = perform(state, { kind: 'createToken', defKey: key, controller: ctx.controller, tapped: false }, [
        '707.2',
        '111.10',
      ]);
      if (r.id !== null) ctx.created.push(r.id);
    }
  }
  return 'done';
}
