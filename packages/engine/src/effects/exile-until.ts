/**
 * 610.3: "Exile target creature an opponent controls until ~ leaves the battlefield." The exile is
 * a one-shot effect; when the specified event happens, another one-shot effect returns the card at
 * once, under its owner's control. If the event has already happened (the source has left the
 * battlefield before the ability resolves), the object isn't exiled at all.
 *
 * The link is a marker continuous effect on the exiled card whose source is the permanent; it
 * disappears by itself if the card leaves exile (400.7: a new object, no longer linked).
 */
import type { Effect } from '../cards/ability-tree.js';
import { perform } from './perform.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId } from '../state/types.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import { resolveObjects } from './refs.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;

export function exileUntilLeaves(
  state: GameState,
  task: EffectsTask,
  e: Extract<Effect, { kind: 'exileUntilLeaves' }>,
): 'done' {
  const ctx = task.ctx;
  const src = ctx.source;
  if (src === null || state.objects[src]?.zone !== 'battlefield') return 'done'; // 610.3: the event has already happened
  for (const id of resolveObjects(state, ctx, e.what)) {
    const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'exile' }, ['610.3']);
    if (r.id === null || state.objects[r.id]?.zone !== 'exile') continue;
    ctx.created.push(r.id);
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: src,
      duration: 'permanent',
      affected: [r.id],
      modification: { kind: 'exiledUntilLeaves' },
    });
  }
  return 'done';
}
