/** The `layered` effect: 611.2c: the set of affected objects is locked in as the effect begins. */
import { log } from '../../log/write.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function layeredEffect(state: GameState, task: EffectsTask, e: EffectOf<'layered'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  // 611.2c: the set of affected objects is locked in as the effect begins.
  const ids = resolveObjects(state, ctx, e.what);
  if (ids.length === 0) return 'done';
  addContinuousEffect(state, {
    controller: ctx.controller,
    source: src,
    duration: e.duration,
    affected: ids,
    modification: { kind: 'layered', mods: e.mods },
  });
  log(
    state,
    'effect',
    `${ids.map((i) => objName(state, i)).join(', ')}: ${e.mods.map((m) => m.kind).join(', ')}${e.duration === 'endOfTurn' ? ' until end of turn' : ''}`,
    ['611.2a', '613.1'],
  );
  return 'done';
}
