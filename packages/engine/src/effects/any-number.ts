/**
 * 608.2d: "Sacrifice any number of Mountains", "Discard any number of cards", "Reveal any number of green cards in your
 * hand", "Tap any number of untapped creatures you control", "Return any number of Plains you control to their owner's
 * hand": the controller chooses the objects as the instruction is followed (none is a legal choice), the action is
 * performed on them, and how many were chosen is remembered for "for each … this way" (EffectContext.thisWay).
 */
import type { Effect } from '../cards/ability-tree.js';
import { perform } from './perform.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { matchesObject } from '../objects/filters.js';
import { objName, playerName } from '../state/access.js';
import type { PendingDecision } from '../decisions/types.js';
import type { GameState, ObjectId } from '../state/types.js';
import type { Task } from '../state/tasks.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;

export function anyNumber(
  state: GameState,
  task: EffectsTask,
  e: Extract<Effect, { kind: 'anyNumber' }>,
): 'done' | PendingDecision {
  const ctx = task.ctx;
  const me = ctx.controller;
  const inHand = e.action === 'discard' || e.action === 'reveal';
  const pool: readonly ObjectId[] = inHand ? state.players[me]!.hand : state.battlefield;
  const options = pool.filter((id) => {
    const c = chars(state, id);
    if (!inHand && c.controller !== me) return false;
    if (e.action === 'tap' && state.objects[id]!.tapped) return false;
    return matchesObject(state, e.match, id, c, me, ctx.source, chars);
  });
  let chosen: ObjectId[] = [];
  if (options.length > 0) {
    const a = task.answer;
    if (!a || a.kind !== 'chooseObjects') {
      return {
        kind: 'chooseObjects',
        player: me,
        prompt: `${ctx.sourceName}: ${e.action === 'returnToHand' ? 'return' : e.action} any number`,
        options,
        min: 0,
        max: options.length,
        purpose: e.action === 'sacrifice' ? 'sacrifice' : e.action === 'discard' ? 'discard' : 'other',
      };
    }
    task.answer = null;
    chosen = a.objects.filter((id) => options.includes(id));
  }
  let n = 0;
  const batch = state.log.length; // 603.2c: one event
  for (const id of chosen) {
    switch (e.action) {
      case 'sacrifice':
        perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice' }, ['701.21a']);
        break;
      case 'discard':
        perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'discard', batch, by: me }, ['701.9a']);
        break;
      case 'returnToHand':
        perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce' }, ['400.7']);
        break;
      case 'tap':
        perform(state, { kind: 'tap', object: id }, ['701.26a']);
        break;
      case 'reveal':
        break;
    }
    n++;
  }
  if (e.action === 'reveal')
    log(
      state,
      'reveal',
      `${playerName(state, me)} reveals ${chosen.map((id) => objName(state, id)).join(', ') || 'no cards'}`,
      ['701.20a'],
    );
  ctx.thisWay = n;
  return 'done';
}
