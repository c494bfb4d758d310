/** The `tap` / `untap` effects. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function tapEffect(state: GameState, task: EffectsTask, e: EffectOf<'tap' | 'untap'>): Step {
  const ctx = task.ctx;
  for (const id of resolveObjects(state, ctx, e.what)) perform(state, { kind: e.kind, object: id });
  return 'done';
}
