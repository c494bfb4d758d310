/** The `pump` / `grantKeyword` effects. */
import { log } from '../../log/write.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

function sign(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}
export function pumpEffect(state: GameState, task: EffectsTask, e: EffectOf<'pump' | 'grantKeyword'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  const ids = resolveObjects(state, ctx, e.what);
  if (ids.length === 0) return 'done';
  addContinuousEffect(state, {
    controller: ctx.controller,
    source: src,
    duration: e.duration,
    affected: ids,
    modification:
      e.kind === 'pump'
        ? { kind: 'pt', power: e.power, toughness: e.toughness }
        : { kind: 'keywords', keywords: e.keywords },
  });
  log(
    state,
    'effect',
    `${ids.map((i) => objName(state, i)).join(', ')} ${e.kind === 'pump' ? `get ${sign(e.power)}/${sign(e.toughness)}` : `gain ${e.keywords.join(', ')}`}${e.duration === 'endOfTurn' ? ' until end of turn' : ''}`,
    ['611.2a', '613.1'],
  );
  return 'done';
}
