/** 903.9b: the commander's owner may put it into the command zone instead of a hand or library. */
import type { GameState, ObjectId } from '../state/types.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { type EffectsTask, type Step, takeAnswer } from './verb.js';

/**
 * 903.9b: moves objects to a hand or library one at a time, asking the owner of each commander among them
 * whether it goes to the command zone instead (the replacement reads the answer on the move event). The question is
 * Commander's, asked through the variant hooks.
 */
export function movingCommanders(
  state: GameState,
  task: EffectsTask,
  hooks: VariantHooks,
  resolve: () => ObjectId[],
  to: 'hand' | 'library',
  move: (id: ObjectId, ownerChoice?: { ownerChoice: boolean }) => void,
): Step {
  if (task.step === 0) {
    task.memo = resolve();
    task.step = 1;
  }
  while (task.step - 1 < task.memo.length) {
    const id = task.memo[task.step - 1]!;
    const q = state.objects[id] ? hooks.commanderMoveQuestion(state, id, to) : null;
    if (q) {
      const ans = takeAnswer(task, 'yesNo');
      if (!ans) return { kind: 'yesNo', player: q.player, prompt: q.prompt, purpose: 'commanderZone' };
      move(id, { ownerChoice: ans.yes });
    } else if (state.objects[id]) move(id);
    task.step++;
  }
  return 'done';
}
