/** Applying `playerCounters` event. */
import { log } from '../../log/write.js';
import { cantGetPoison, changePoison } from '../../state/team.js';
import { touchVolatile } from '../../objects/characteristics.js';
import type { GameState } from '../../state/types.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';

export function applyPlayerCounters(
  state: GameState,
  e: EventOf<'playerCounters'>,
  rules: readonly string[],
  perform: Perform,
): Outcome {
  const p = state.players[e.player]!;
  if (p.left || e.delta === 0) return NOTHING;
  if (e.counter === 'poison') {
    if (e.delta > 0 && cantGetPoison(state, p.id)) return NOTHING; // 810.10c
    changePoison(state, p.id, e.delta); // 810.10 / 810.10b: shared by the team
  } else p.counters[e.counter] = Math.max(0, (p.counters[e.counter] ?? 0) + e.delta);
  touchVolatile(state);
  log(
    state,
    'counters',
    `${p.name} ${e.delta > 0 ? 'gets' : 'loses'} ${Math.abs(e.delta)} ${e.counter} counter(s)`,
    [...rules, '122.1'],
    { player: p.id, counter: e.counter, delta: e.delta },
  );
  return { id: null, amount: e.delta };
}
