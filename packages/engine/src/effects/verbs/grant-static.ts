/**
 * The `grantStatic` effect (611.2): a resolved effect that grants a rules effect ("can't block this turn"). Given to
 * targets or named objects, it applies to those; given to a group ("black creatures you control"), it is a rule of the
 * game and applies to every permanent in the group while it lasts, also ones that join it later (611.2c).
 */
import type { ObjectRef } from '../../cards/ability-tree.js';
import type { GameState } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function grantStaticEffect(state: GameState, task: EffectsTask, e: EffectOf<'grantStatic'>): Step {
  const ctx = task.ctx;
  if (isGroup(e.what) && e.duration !== 'untilNextUntapStep') {
    addContinuousEffect(state, { ...grant(ctx, e), affected: [], group: e.what.filter }); // 611.2c
    return 'done';
  }
  const ids = resolveObjects(state, ctx, e.what);
  // 502.3: "its controller's next untap step" is each object's own controller's, so each object gets its own effect.
  const groups = e.duration === 'untilNextUntapStep' ? ids.map((id) => [id]) : ids.length > 0 ? [ids] : [];
  for (const g of groups) addContinuousEffect(state, { ...grant(ctx, e), affected: g });
  return 'done';
}

/** A group described by a filter alone: battlefield permanents, no player resolved as the effect begins. */
function isGroup(what: EffectOf<'grantStatic'>['what']): what is Extract<ObjectRef, { kind: 'all' }> {
  return (
    what.kind === 'all' &&
    what.controlledBy === undefined &&
    !what.exceptCreated &&
    what.filter.kind === 'object' &&
    (what.filter.zone === undefined || what.filter.zone === 'battlefield')
  );
}

function grant(ctx: EffectsTask['ctx'], e: EffectOf<'grantStatic'>) {
  return {
    controller: ctx.controller,
    source: ctx.source,
    duration: e.duration,
    modification: { kind: 'static', effect: e.effect },
  } as const;
}
