/**
 * 614.1a / 614.12: the choice a waiting "sacrifice … instead. If you do, put ~ onto the battlefield" needs (the
 * replacement: events/sacrifice-to-enter.ts): which permanents to sacrifice; then the card enters as it would have.
 */
import type { PendingDecision } from '../decisions/types.js';
import { sacrificeToEnterWith } from '../events/sacrifice-to-enter.js';
import { objName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { perform } from './perform.js';

export function runEnterBySacrificing(
  state: GameState,
  task: Extract<Task, { kind: 'enterBySacrificing' }>,
): PendingDecision | null {
  const name = objName(state, task.move.object);
  const options = task.options.filter((id) => state.objects[id]?.zone === 'battlefield');
  const a = task.answer;
  if (!a || a.kind !== 'chooseObjects') {
    return {
      kind: 'chooseObjects',
      player: task.player,
      prompt: `${name}: choose ${task.count} to sacrifice so that it enters`,
      options,
      min: task.count,
      max: task.count,
      purpose: 'sacrifice',
    };
  }
  task.answer = null;
  sacrificeToEnterWith(state, task.player, name, a.objects, perform);
  perform(state, { kind: 'move', to: 'battlefield', ...task.move, sacrificedToEnter: true }, ['614.1a', '614.12']);
  return null;
}
