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
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { ObjectId, PlayerId } from '../../state/types.js';

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
    const r = perform(
      state,
      { kind: 'draw', player: p, ...(notBy ? { notBy } : {}) },
      [],
      order ? { replacementOrder: order } : {},
    );
    if (e.reveal && r.id !== null) revealDrawn(state, task, p, r.id);
    task.step++;
    if (state.tasks[state.tasks.length - 1] !== top && task.step < players.length * n) return 'yield';
  }
  return 'done';
}

/** "Draw three cards and reveal them" (701.20a): the drawn card is revealed and is one of "them" (ctx.created). */
function revealDrawn(state: GameState, task: EffectsTask, p: PlayerId, id: ObjectId): void {
  task.ctx.created.push(id);
  log(state, 'reveal', `${playerName(state, p)} reveals ${objName(state, id)}`, ['701.20a']);
}
