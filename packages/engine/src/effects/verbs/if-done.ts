/**
 * The `ifDone` effect. 608.2c: "[Exile / Sacrifice] ~. If you do, …" — the instructions after "if you do" are followed
 * only if the exile or the sacrifice happened: an object that already left its zone can't be exiled from it (400.7),
 * and only a permanent its controller controls can be sacrificed (701.21a).
 */
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { exileEffect } from './exile.js';
import { sacrificeObjectEffect } from './sacrifice-object.js';

export function ifDoneEffect(state: GameState, task: EffectsTask, e: EffectOf<'ifDone'>): Step {
  const ctx = task.ctx;
  const before = resolveObjects(state, ctx, e.act.what);
  let done: boolean;
  if (e.act.kind === 'exile') {
    const created = ctx.created.length;
    exileEffect(state, task, e.act);
    // The exiled card is a new object in exile (400.7); a replacement may have put it elsewhere instead (614).
    done = ctx.created.slice(created).some((id) => state.objects[id]?.zone === 'exile');
  } else {
    const there = before.filter((id) => state.objects[id]?.zone === 'battlefield');
    sacrificeObjectEffect(state, task, e.act);
    done = there.some((id) => state.objects[id]?.zone !== 'battlefield');
  }
  task.effects.splice(task.index + 1, 0, ...(done ? e.then : (e.otherwise ?? [])));
  return 'done';
}
