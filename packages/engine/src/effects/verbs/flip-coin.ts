/** The `flipCoin` effect: 705.1: the player flips and calls; calling right wins. Both sides are equally likely (705.3), */
import { log } from '../../log/write.js';
import { randomInt } from '../../rng.js';
import { playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function flipCoinEffect(state: GameState, task: EffectsTask, e: EffectOf<'flipCoin'>): Step {
  const ctx = task.ctx;
  // 705.1: the player flips and calls; calling right wins. Both sides are equally likely (705.3),
  // so the result is one fair random bit from the game's generator.
  const won = randomInt(state.rng, 2) === 0;
  log(state, 'coin', `${playerName(state, ctx.controller)} flips a coin and ${won ? 'wins' : 'loses'} the flip`, [
    '705.1',
  ]);
  task.effects.splice(task.index + 1, 0, ...(won ? e.won : e.lost));
  return 'done';
}
