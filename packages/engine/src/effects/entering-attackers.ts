/**
 * 508.4: the defenders of creatures an effect puts onto the battlefield attacking, chosen by their controller as they
 * enter — one for each, asked only when there is more than one to choose from — before the effect moves them.
 */
import { defenderDecision, enteringAttackOptions } from '../combat/enter-attacking.js';
import type { PendingDecision } from '../decisions/types.js';
import type { TargetRef } from '../state/primitives.js';
import type { GameState, PlayerId } from '../state/types.js';
import { takeAnswer, type EffectsTask } from './verb.js';

/**
 * Whom each of `count` creatures entering attacking under `controller`'s control attacks (null: it won't be
 * attacking, 506.3b), or the decision for the next one. The choices so far are option indexes in `task.memo`, after
 * its first `from` entries (which the effect keeps for itself).
 */
export function enteringDefenders(
  state: GameState,
  task: EffectsTask,
  controller: PlayerId,
  count: number,
  what: string,
  from = 0,
): (TargetRef | null)[] | PendingDecision {
  const options = enteringAttackOptions(state, task.ctx.turnIndex, controller);
  if (options.length <= 1) return Array.from({ length: count }, () => options[0] ?? null);
  const a = takeAnswer(task, 'chooseOption');
  if (a) task.memo.push(a.chosen[0]!);
  if (task.memo.length - from < count) return defenderDecision(state, controller, what, options);
  return task.memo.slice(from, from + count).map((k) => options[k] ?? null);
}
