/** Applying `destroy` event: 702.12b: an indestructible permanent can't be destroyed. */
import { log } from '../../log/write.js';
import { hasKeyword } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';

export function applyDestroy(
  state: GameState,
  e: EventOf<'destroy'>,
  rules: readonly string[],
  perform: Perform,
): Outcome {
  const o = state.objects[e.object];
  if (!o || o.zone !== 'battlefield') return NOTHING;
  // 702.12b: an indestructible permanent can't be destroyed.
  if (hasKeyword(state, e.object, 'indestructible')) {
    log(state, 'indestructible', `${objName(state, e.object)} is indestructible and isn't destroyed`, [
      ...rules,
      '702.12b',
    ]);
    return NOTHING;
  }
  return perform(state, { kind: 'move', object: e.object, to: 'graveyard', cause: 'destroy' }, [...rules, '701.8a']);
}
