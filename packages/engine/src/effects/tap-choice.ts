/**
 * "Tap or untap target permanent" (701.26a–b): as the effect resolves, its controller chooses which of the two
 * actions to perform (608.2d); the choice is made for each object in turn.
 */
import type { Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from './perform.js';
import { objName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { resolveObjects } from './refs.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;

export function tapOrUntap(
  state: GameState,
  task: EffectsTask,
  e: Extract<Effect, { kind: 'tapOrUntap' }>,
): 'done' | PendingDecision {
  const ids = resolveObjects(state, task.ctx, e.what).filter((id) => state.objects[id]!.zone === 'battlefield');
  while (task.step < ids.length) {
    const id = ids[task.step]!;
    const a = task.answer;
    if (!a || a.kind !== 'chooseOption') {
      return {
        kind: 'chooseOption',
        player: task.ctx.controller,
        prompt: `${task.ctx.sourceName}: tap or untap ${objName(state, id)}?`,
        options: ['tap', 'untap'],
        min: 1,
        max: 1,
      };
    }
    task.answer = null;
    perform(state, { kind: a.chosen[0] === 1 ? 'untap' : 'tap', object: id }, ['701.26a', '608.2d']);
    task.step++;
  }
  return 'done';
}
