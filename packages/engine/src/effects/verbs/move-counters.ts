/** The `moveCounters` effect: 122.5: a moved counter is removed from the first object and put on the second; if the first has none of that kind, */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function moveCountersEffect(state: GameState, task: EffectsTask, e: EffectOf<'moveCounters'>): Step {
  const ctx = task.ctx;
  // 122.5: a moved counter is removed from the first object and put on the second; if the first has none of that kind,
  // or the second is no longer on the battlefield (or is the same object), nothing moves.
  const from = resolveObjects(state, ctx, e.from)[0];
  const to = resolveObjects(state, ctx, e.to)[0];
  const src = from === undefined ? undefined : state.objects[from];
  if (
    from === undefined ||
    to === undefined ||
    from === to ||
    !src ||
    src.zone !== 'battlefield' ||
    state.objects[to]?.zone !== 'battlefield'
  )
    return 'done';
  const n = Math.min(e.amount, src.counters[e.counter] ?? 0);
  if (n <= 0) return 'done';
  perform(state, { kind: 'counters', object: from, counter: e.counter, delta: -n });
  perform(state, { kind: 'counters', object: to, counter: e.counter, delta: n, by: ctx.controller });
  return 'done';
}
