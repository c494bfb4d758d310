/**
 * Executors for effect nodes added for compiled cards (issue 4). Each goes through the event
 * pipeline (events/pipeline.ts) and cites its rule.
 */
import type { Effect } from '../cards/ability-tree.js';
import { perform } from '../events/pipeline.js';
import { log } from '../log/write.js';
import { objName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { addContinuousEffect } from './continuous.js';
import { resolveObjects } from './refs.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
export type MoreEffect = Extract<Effect, { kind: 'sacrificeObject' | 'regenerate' | 'putInLibrary' | 'grantStatic' }>;

export function executeMore(state: GameState, task: EffectsTask, e: MoreEffect): 'done' {
  const ctx = task.ctx;
  switch (e.kind) {
    case 'sacrificeObject':
      // 701.21a: only a permanent its controller controls can be sacrificed, by that player.
      for (const id of resolveObjects(state, ctx, e.what)) {
        const o = state.objects[id]!;
        if (o.zone !== 'battlefield' || o.controller !== ctx.controller) continue;
        perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice' }, ['701.21a']);
      }
      return 'done';
    case 'regenerate':
      // 701.15a: "Regenerate [permanent]" creates a replacement shield for its next destruction this turn.
      for (const id of resolveObjects(state, ctx, e.what)) {
        if (state.objects[id]!.zone !== 'battlefield') continue;
        addContinuousEffect(state, { controller: ctx.controller, source: ctx.source, duration: 'endOfTurn', affected: [id], modification: { kind: 'static', effect: { kind: 'regenerationShield' } } });
        log(state, 'regenerate', `${objName(state, id)} gets a regeneration shield`, ['701.15a']);
      }
      return 'done';
    case 'putInLibrary':
      // 401.3 / 400.7: the object moves to the top or bottom of its owner's library.
      for (const id of resolveObjects(state, ctx, e.what)) perform(state, { kind: 'move', object: id, to: 'library', cause: 'effect', position: e.position }, ['401.3']);
      return 'done';
    case 'grantStatic': {
      // 611.2: a resolved effect that grants a rules effect (e.g. "can't block this turn") to locked-in objects (611.2c).
      const ids = resolveObjects(state, ctx, e.what);
      if (ids.length > 0) addContinuousEffect(state, { controller: ctx.controller, source: ctx.source, duration: e.duration, affected: ids, modification: { kind: 'static', effect: e.effect } });
      return 'done';
    }
  }
}
