/**
 * 702.140 Mutate. 702.140a: "Mutate [cost]" is an alternative cost (stack/cast.ts); cast for it, the spell is a
 * mutating creature spell targeting a non-Human creature with the same owner. 702.140b: with an illegal target it
 * resolves as an ordinary creature spell (stack/resolve.ts). 702.140c: with a legal target it doesn't enter the
 * battlefield: its controller chooses whether it goes on top of the creature or under it, and it merges with it
 * (729.2, zones/merge.ts). 702.140d: "whenever this creature mutates" triggers as it merges.
 */
import type { PendingDecision } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { objName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';
import { mergeOnto } from '../zones/merge.js';
import { enterFromStack } from './resolve.js';

/** 702.140c: the controller of the resolving mutating spell chooses on top or under, then it merges. */
export function runMutate(state: GameState, task: Extract<Task, { kind: 'mutate' }>): PendingDecision | null {
  const o = state.objects[task.object];
  if (!o || o.zone !== 'stack') return null;
  const target = state.objects[task.onto];
  if (!target || target.zone !== 'battlefield') {
    enterFromStack(state, task.object, undefined, undefined); // 702.140b
    return null;
  }
  const spell = objName(state, task.object);
  const onto = objName(state, task.onto);
  const a = task.answer;
  if (!a || a.kind !== 'chooseOption') {
    return {
      kind: 'chooseOption',
      player: o.controller,
      prompt: `${spell} mutates: put it on top of ${onto} or under it`,
      options: [`on top of ${onto}`, `under ${onto}`],
      min: 1,
      max: 1,
    };
  }
  task.answer = null;
  const top = a.chosen[0] !== 1;
  if (!mergeOnto(state, task.object, task.onto, top)) return null;
  log(
    state,
    'mutate',
    `${spell} merges with ${onto}, ${top ? 'on top' : 'under it'}: the mutated permanent is ${chars(state, task.onto).name}`,
    ['702.140c', '729.2', '729.2a', '702.140e'],
    { object: task.onto },
  );
  detectTriggers(state, { kind: 'mutated', object: task.onto }); // 702.140d
  return null;
}
