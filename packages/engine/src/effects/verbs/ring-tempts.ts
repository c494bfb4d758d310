/**
 * The `ringTempts` effect: 701.54a, "the Ring tempts you". The controller chooses a creature they control as their
 * Ring-bearer (they must if they control one; the same creature may be chosen again), then the Ring tempts them
 * (players/ring.ts: the emblem The Ring gains its next ability, 701.54c).
 */
import { chars } from '../../objects/characteristics.js';
import { ringTempts } from '../../players/ring.js';
import type { GameState } from '../../state/types.js';
import { detectTriggers } from '../../triggers/detect.js';
import { chooseOneObject, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function ringTemptsEffect(state: GameState, task: EffectsTask, _e: EffectOf<'ringTempts'>): Step {
  const who = task.ctx.controller;
  if (state.players[who]?.left) return 'done';
  const mine = state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === who && c.types.includes('Creature');
  });
  let bearer: number | null = null;
  if (mine.length > 0) {
    const chosen = chooseOneObject(task, who, 'The Ring tempts you: choose your Ring-bearer', mine);
    if (typeof chosen !== 'number') return chosen;
    bearer = chosen;
  }
  ringTempts(state, who, bearer);
  detectTriggers(state, { kind: 'ringTempted', player: who, bearer }); // "Whenever the Ring tempts you"
  return 'done';
}
