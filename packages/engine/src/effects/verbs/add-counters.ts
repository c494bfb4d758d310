/**
 * The `addCounters` effect. 616.1: when counter replacements whose order matters apply to the counters put on a
 * permanent (Hardened Scales and Corpsejack Menace), its controller chooses their order before they are put on it.
 */
import { counterOrderChoice } from '../../events/counter-replacement.js';
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import { replacementOrder, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function addCountersEffect(state: GameState, task: EffectsTask, e: EffectOf<'addCounters'>): Step {
  const ctx = task.ctx;
  // The amount and the objects are fixed as the instruction begins (608.2h), kept across the order decisions.
  if (task.memo.length === 0) task.memo = [resolveAmount(state, ctx, e.amount), ...resolveObjects(state, ctx, e.what)];
  const [n, ...ids] = task.memo as [number, ...number[]];
  while (task.step < ids.length) {
    const ev = {
      kind: 'counters' as const,
      object: ids[task.step]!,
      counter: e.counter,
      delta: n,
      by: task.ctx.controller,
    };
    const order = replacementOrder(task, counterOrderChoice(state, ev), 'the counters');
    if (order !== null && !Array.isArray(order)) return order;
    perform(state, ev, [], order ? { replacementOrder: order } : {});
    task.step++;
  }
  return 'done';
}
