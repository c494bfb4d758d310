/** The `returnToHand` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { movingCommanders } from '../commander-choice.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import type { VariantHooks } from '../../turn/variant-hooks.js';

export function returnToHandEffect(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'returnToHand'>,
  hooks: VariantHooks,
): Step {
  const ctx = task.ctx;
  const batch = state.log.length; // 603.2c: the objects one instruction returns move together
  if (state.commander)
    return movingCommanders(
      state,
      task,
      hooks,
      () => resolveObjects(state, ctx, e.what),
      'hand',
      (id, ownerChoice) => {
        perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce', batch, ...ownerChoice });
      },
    );
  for (const id of resolveObjects(state, ctx, e.what))
    perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce', batch });
  return 'done';
}
