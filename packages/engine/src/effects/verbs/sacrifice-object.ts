/** The `sacrificeObject` effect: 701.21a: only a permanent its controller controls can be sacrificed, by that player. */
import { perform } from '../perform.js';
import { chars } from '../../objects/characteristics.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function sacrificeObjectEffect(state: GameState, task: EffectsTask, e: EffectOf<'sacrificeObject'>): Step {
  const ctx = task.ctx;
  // 701.21a: only a permanent its controller controls can be sacrificed, by that player.
  for (const id of resolveObjects(state, ctx, e.what)) {
    const o = state.objects[id]!;
    // The controller after control-changing effects (613.2, layer 2), not the one it entered under.
    // "That creature's controller sacrifices it" (`byController`): whoever controls it now.
    if (o.zone !== 'battlefield' || (!e.byController && chars(state, id).controller !== ctx.controller)) continue;
    perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice' }, ['701.21a']);
  }
  return 'done';
}
