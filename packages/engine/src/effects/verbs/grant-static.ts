/** The `grantStatic` effect: 611.2: a resolved effect that grants a rules effect (e.g. "can't block this turn") to locked-in objects (611.2c). */
import type { GameState } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function grantStaticEffect(state: GameState, task: EffectsTask, e: EffectOf<'grantStatic'>): Step {
  const ctx = task.ctx;
  // 611.2: a resolved effect that grants a rules effect (e.g. "can't block this turn") to locked-in objects (611.2c).
  const ids = resolveObjects(state, ctx, e.what);
  // 502.3: "its controller's next untap step" is each object's own controller's, so each object gets its own effect.
  const groups = e.duration === 'untilNextUntapStep' ? ids.map((id) => [id]) : ids.length > 0 ? [ids] : [];
  for (const g of groups)
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: ctx.source,
      duration: e.duration,
      affected: g,
      modification: { kind: 'static', effect: e.effect },
    });
  return 'done';
}
