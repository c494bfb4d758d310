/** Applying `counters` event. */
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';
import { ownObject } from '../../objects/copy-on-write.js';

export function applyCounters(
  state: GameState,
  e: EventOf<'counters'>,
  rules: readonly string[],
  perform: Perform,
): Outcome {
  if (!state.objects[e.object] || e.delta === 0) return NOTHING;
  const o = ownObject(state, e.object);
  const now = Math.max(0, (o.counters[e.counter] ?? 0) + e.delta);
  if (now === 0) delete o.counters[e.counter];
  else o.counters[e.counter] = now;
  touch(state);
  log(
    state,
    'counters',
    `${objName(state, e.object)} ${e.delta > 0 ? 'gets' : 'loses'} ${Math.abs(e.delta)} ${e.counter} counter(s)`,
    [...rules, '122.1'],
    { object: e.object, counter: e.counter, delta: e.delta },
  );
  return { id: e.object, amount: e.delta };
}
