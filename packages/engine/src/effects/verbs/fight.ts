/** The `fight` effect: 701.14a: each deals damage equal to its power to the other. */
import { perform } from '../perform.js';
import { chars } from '../../objects/characteristics.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function fightEffect(state: GameState, task: EffectsTask, e: EffectOf<'fight'>): Step {
  const ctx = task.ctx;
  // 701.14a: each deals damage equal to its power to the other.
  const [a] = resolveObjects(state, ctx, e.a);
  const [b] = resolveObjects(state, ctx, e.b);
  if (a === undefined || b === undefined) return 'done';
  const pa = Math.max(0, chars(state, a).power ?? 0);
  const pb = Math.max(0, chars(state, b).power ?? 0);
  perform(state, { kind: 'damage', source: a, target: { kind: 'object', id: b }, amount: pa, combat: false }, [
    '701.14a',
  ]);
  if (state.objects[b])
    perform(state, { kind: 'damage', source: b, target: { kind: 'object', id: a }, amount: pb, combat: false }, [
      '701.14a',
    ]);
  return 'done';
}
