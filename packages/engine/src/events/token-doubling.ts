/**
 * 614.1a / 111.1: "If an effect would create one or more tokens under your control, it creates twice that many of
 * those tokens instead" (Parallel Lives, Anointed Procession), "If one or more tokens would be created [under your
 * control], twice that many of those tokens are created instead" (Mondrak, Glory Dominus; Primal Vigor). Every token
 * is created by an effect, so the two wordings apply alike. Each applies once to an event (616.1f): with k of them,
 * one token becomes 2^k, in whatever order they apply.
 */
import { chars } from '../objects/characteristics.js';
import { checkCondition } from '../objects/conditions.js';
import type { GameState, PlayerId } from '../state/types.js';
import { staticsOf } from './entering-others.js';

/** How many token doublers apply to tokens created under `controller`'s control. */
export function tokenDoublers(state: GameState, controller: PlayerId): number {
  let k = 0;
  for (const { source, chars: c, ability: a } of staticsOf(state, 'doubleTokens')) {
    if (a.effect.kind !== 'doubleTokens') continue;
    if (a.effect.whose === 'you' && c.controller !== controller) continue;
    if (a.condition && !checkCondition(state, a.condition, c.controller, chars, source)) continue; // 611.3b
    k++;
  }
  return k;
}
