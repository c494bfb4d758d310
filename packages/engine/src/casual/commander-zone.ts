/**
 * 903.9a: as state-based actions are checked, the owner of a commander that was put into a graveyard or
 * exile since the last check may put it into the command zone (a yes/no decision for the owner).
 */
import type { PendingDecision } from '../decisions/types.js';
import { perform } from '../effects/perform.js';
import { log } from '../log/write.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { commanderZonePrompt, isCommander } from './commander.js';

type CommanderZoneTask = Extract<Task, { kind: 'commanderZone' }>;

export function runCommanderZone(state: GameState, task: CommanderZoneTask): PendingDecision | null {
  const o = state.objects[task.object];
  // Gone elsewhere meanwhile (a new object, 400.7), or the owner left: nothing to decide.
  if (
    !o ||
    (o.zone !== 'graveyard' && o.zone !== 'exile') ||
    !isCommander(state, task.object) ||
    state.players[task.owner]!.left
  )
    return null;
  const a = task.answer;
  if (!a || a.kind !== 'yesNo')
    return {
      kind: 'yesNo',
      player: task.owner,
      prompt: commanderZonePrompt(state, task.object, o.zone === 'exile' ? 'exile' : 'their graveyard', '903.9a'),
      purpose: 'commanderZone',
    };
  task.answer = null;
  if (!a.yes) {
    log(
      state,
      'commander',
      `${playerName(state, task.owner)} leaves their commander ${objName(state, task.object)} in ${o.zone === 'exile' ? 'exile' : 'the graveyard'}`,
      ['903.9a'],
    );
    return null;
  }
  perform(state, { kind: 'move', object: task.object, to: 'command', cause: 'sba' }, ['903.9a', '704.6d']);
  return null;
}
