/** The `addPlayerCounters` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function addPlayerCountersEffect(state: GameState, task: EffectsTask, e: EffectOf<'addPlayerCounters'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.amount);
  for (const p of resolvePlayers(state, ctx, e.who))
    perform(state, { kind: 'playerCounters', player: p, counter: e.counter, delta: n });
  return 'done';
}
