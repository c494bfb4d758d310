/** The `regenerate` effect: 701.15a: "Regenerate [permanent]" creates a replacement shield for its next destruction this turn. */
import { log } from '../../log/write.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function regenerateEffect(state: GameState, task: EffectsTask, e: EffectOf<'regenerate'>): Step {
  const ctx = task.ctx;
  // 701.15a: "Regenerate [permanent]" creates a replacement shield for its next destruction this turn.
  for (const id of resolveObjects(state, ctx, e.what)) {
    if (state.objects[id]!.zone !== 'battlefield') continue;
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: ctx.source,
      duration: 'endOfTurn',
      affected: [id],
      modification: { kind: 'static', effect: { kind: 'regenerationShield' } },
    });
    log(state, 'regenerate', `${objName(state, id)} gets a regeneration shield`, ['701.15a']);
  }
  return 'done';
}
