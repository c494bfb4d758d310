/** Applying `lifeLoss` event. */
import { log } from '../../log/write.js';
import { cantLoseLife, changeLife } from '../../state/team.js';
import type { GameState } from '../../state/types.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';
import type { EventRules } from '../event-rules.js';

export function applyLifeLoss(
  state: GameState,
  e: EventOf<'lifeLoss'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  const p = state.players[e.player]!;
  if (p.left || e.amount <= 0) return NOTHING;
  if (cantLoseLife(state, p.id)) {
    log(state, 'life', `${p.name} can't lose life`, [
      ...rules,
      '119.8',
      ...(state.options.sharedLife ? ['810.9h'] : []),
    ]);
    return NOTHING;
  }
  changeLife(state, p.id, -e.amount); // 810.9
  log(state, 'life', `${p.name} loses ${e.amount} life (life ${p.life})`, [...rules, '119.3'], {
    player: p.id,
    delta: -e.amount,
  });
  ctx.detectTriggers(state, { kind: 'lifeLost', player: p.id });
  return { id: null, amount: e.amount };
}
