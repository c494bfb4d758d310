/** The `gainLife` / `loseLife` effects. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { lifeGainOrderChoice } from '../../events/static-replacements.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { replacementOrder, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function lifeEffect(state: GameState, task: EffectsTask, e: EffectOf<'gainLife' | 'loseLife'>): Step {
  const ctx = task.ctx;
  // One player at a time (task.step), so each can order the effects that would modify their life gain (616.1);
  // task.memo: the life lost so far, and the amount (fixed as the instruction began).
  if (task.memo.length === 0) task.memo = [0, resolveAmount(state, ctx, e.amount)];
  const n = task.memo[1]!;
  const players = resolvePlayers(state, ctx, e.who);
  while (task.step < players.length) {
    const p = players[task.step]!;
    const ev = { kind: e.kind === 'gainLife' ? ('lifeGain' as const) : ('lifeLoss' as const), player: p, amount: n };
    const order = replacementOrder(
      task,
      ev.kind === 'lifeGain' ? lifeGainOrderChoice(state, { ...ev, kind: 'lifeGain' }) : null,
      'the life you gain',
    );
    if (order !== null && !Array.isArray(order)) return order;
    const before = state.players[p]!.life;
    perform(state, ev, [], order ? { replacementOrder: order } : {});
    task.memo[0]! += Math.max(0, before - state.players[p]!.life); // what was actually lost, after replacements (614)
    task.step++;
  }
  if (e.kind === 'loseLife') ctx.lifeLost = task.memo[0]!; // "the life lost this way"
  return 'done';
}
