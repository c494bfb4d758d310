/**
 * The `explore` effect. 701.44a: "to explore", the permanent's controller reveals the top card of their library; a land
 * card goes into their hand; otherwise the permanent gets a +1/+1 counter and the player may put the revealed card into
 * their graveyard. 701.44b: a permanent that has left the battlefield still explores (its last known controller
 * reveals), but gets no counter. An empty library reveals no land: the permanent gets the counter.
 */
import { perform } from '../perform.js';
import { log } from '../../log/write.js';
import { chars, controllerOf } from '../../objects/characteristics.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function exploreEffect(state: GameState, task: EffectsTask, e: EffectOf<'explore'>): Step {
  const ids = resolveObjects(state, task.ctx, e.what);
  while (task.step < ids.length * 2) {
    const id = ids[Math.floor(task.step / 2)]!;
    const onField = state.objects[id]?.zone === 'battlefield';
    const who = onField ? controllerOf(state, id) : task.ctx.controller;
    const top = state.players[who]!.library[0];
    if (task.step % 2 === 1) {
      // 701.44a: "… then you may put the revealed card into your graveyard."
      const a = takeAnswer(task, 'yesNo');
      if (!a)
        return {
          kind: 'yesNo',
          player: who,
          prompt: `${objName(state, id)} explores: put ${top === undefined ? 'the card' : objName(state, top)} into your graveyard?`,
        };
      if (a.yes && top !== undefined)
        perform(state, { kind: 'move', object: top, to: 'graveyard', cause: 'effect' }, ['701.44a']);
      task.step++;
      continue;
    }
    if (top !== undefined)
      log(state, 'reveal', `${playerName(state, who)} reveals ${objName(state, top)} (explore)`, [
        '701.44a',
        '701.20a',
      ]);
    if (top !== undefined && chars(state, top).types.includes('Land')) {
      perform(state, { kind: 'move', object: top, to: 'hand', cause: 'effect' }, ['701.44a']);
      task.step += 2;
      continue;
    }
    if (onField) perform(state, { kind: 'counters', object: id, counter: '+1/+1', delta: 1, by: who }, ['701.44a']);
    task.step += top === undefined ? 2 : 1; // nothing revealed: nothing to put into the graveyard
  }
  return 'done';
}
