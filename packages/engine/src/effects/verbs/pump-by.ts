/** The `pumpBy` effect: 608.2h: the values are determined once, as the effect begins; then it is an ordinary +N/+M (613.4c). */
import { log } from '../../log/write.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function pumpByEffect(state: GameState, task: EffectsTask, e: EffectOf<'pumpBy'>): Step {
  const ctx = task.ctx;
  // 608.2h: the values are determined once, as the effect begins; then it is an ordinary +N/+M (613.4c).
  const ids = resolveObjects(state, ctx, e.what);
  if (ids.length === 0) return 'done';
  const power = e.sign.power * resolveAmount(state, ctx, e.power);
  const toughness = e.sign.toughness * resolveAmount(state, ctx, e.toughness);
  addContinuousEffect(state, {
    controller: ctx.controller,
    source: ctx.source,
    duration: e.duration,
    affected: ids,
    modification: { kind: 'pt', power, toughness },
  });
  log(
    state,
    'effect',
    `${ids.map((i) => objName(state, i)).join(', ')} get ${power >= 0 ? '+' : ''}${power}/${toughness >= 0 ? '+' : ''}${toughness}`,
    ['608.2h', '613.4c'],
  );
  return 'done';
}
