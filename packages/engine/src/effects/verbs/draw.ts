/**
 * The `draw` effect. 121.2: cards are drawn one at a time; a draw replaced by another effect (614.6, "instead …")
 * queues that effect, which happens before the next card is drawn (the effect yields and is re-entered after it).
 * 616.1: when replacement effects that don't commute apply to a draw, the drawing player orders them first.
 * task.step: the draws made so far; task.memo: the number of cards each player draws, fixed as the instruction began.
 */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { drawOrderChoice } from '../../events/draw-replacement.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { replacementOrder, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function drawEffect(state: GameState, task: EffectsTask, e: EffectOf<'draw'>): Step {
  const ctx = task.ctx;
  if (task.memo.length === 0) task.memo = [resolveAmount(state, ctx, e.amount)];
  const n = task.memo[0]!;
  const players = resolvePlayers(state, ctx, e.who);
  while (task.step < players.length * n) {
    const p = players[Math.floor(task.step / n)]!;
    const notBy = ctx.drawReplacedBy; // 614.5
    const order = replacementOrder(task, drawOrderChoice(state, p, notBy), 'the card you would draw');
    if (order !== null && !Array.isArray(order)) return order;
    const top = state.tasks[state.tasks.length - 1];
    perform(
      state,
      { kind: 'draw', player: p, ...(notBy ? { notBy } : {}) },
      [],
      order ? { replacementOrder: order } : {},
    );
    task.step++;
    if (state.tasks[state.tasks.length - 1] !== top && task.step < players.length * n) return 'yield';
  }
  return 'done';
}
