/** The `transform` / `flip` effects: 701.28f: an ability of a permanent that tries to transform it does so only if it hasn't transformed since the ability was put onto the stack. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function transformEffect(state: GameState, task: EffectsTask, e: EffectOf<'transform' | 'flip'>): Step {
  const ctx = task.ctx;
  for (const id of resolveObjects(state, ctx, e.what)) {
    // 701.28f: an ability of a permanent that tries to transform it does so only if it hasn't transformed since the ability was put onto the stack.
    if (
      e.kind === 'transform' &&
      id === ctx.source &&
      ctx.sourceTransforms !== undefined &&
      (state.objects[id]?.transforms ?? 0) !== ctx.sourceTransforms
    )
      continue;
    perform(state, { kind: e.kind, object: id });
  }
  return 'done';
}
