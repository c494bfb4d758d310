/**
 * The `noteResolution` effect (608.2): an ability that asks "if this is the second time this ability has resolved this
 * turn" counts each of its resolutions, on the turn it resolves in (TurnHistory.resolutions; objects/resolutions.ts).
 */
import { noteResolution } from '../../objects/resolutions.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function noteResolutionEffect(state: GameState, task: EffectsTask, e: EffectOf<'noteResolution'>): Step {
  noteResolution(state, task.ctx.turnIndex, task.ctx.source, e.ability);
  return 'done';
}
