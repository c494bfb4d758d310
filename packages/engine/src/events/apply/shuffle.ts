/** Applying `shuffle` event. */
import { log } from '../../log/write.js';
import { touchVolatile } from '../../objects/characteristics.js';
import { shuffleInPlace } from '../../rng.js';
import type { GameState } from '../../state/types.js';
import type { Outcome, Perform } from '../outcome.js';
import type { EventOf } from '../types.js';

export function applyShuffle(
  state: GameState,
  e: EventOf<'shuffle'>,
  rules: readonly string[],
  perform: Perform,
): Outcome {
  const p = state.players[e.player]!;
  shuffleInPlace(state.rng, p.library);
  touchVolatile(state); // the top card of a library can be read ("as long as the top card … is")
  log(state, 'shuffle', `${p.name} shuffles their library`, [...rules, '701.24a'], { player: p.id });
  return { id: null, amount: 0 };
}
