/** The `addCounters` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function addCountersEffect(state: GameState, task: EffectsTask, e: EffectOf<'addCounters'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.amount);
  for (const id of resolveObjects(state, ctx, e.what))
    perform(state, { kind: 'counters', object: id, counter: e.counter, delta: n });
  return 'done';
}
