/** Applying `lifeGain` event. */
import { log } from '../../log/write.js';
import { cantGainLife, changeLife } from '../../state/team.js';
import type { GameState } from '../../state/types.js';
import type { EventRules } from '../event-rules.js';
import { NOTHING, type Outcome, type Perform } from '../outcome.js';
import type { EventOf } from '../types.js';

export function applyLifeGain(
  state: GameState,
  e: EventOf<'lifeGain'>,
  rules: readonly string[],
  perform: Perform,
  ctx: EventRules,
): Outcome {
  const p = state.players[e.player]!;
  if (p.left || e.amount <= 0) return NOTHING;
  if (cantGainLife(state, p.id)) {
    log(state, 'life', `${p.name} can't gain life`, [
      ...rules,
      '119.7',
      ...(state.options.sharedLife ? ['810.9g'] : []),
    ]);
    return NOTHING;
  }
  changeLife(state, p.id, e.amount); // 810.9: the result is applied to the team's shared life total
  log(state, 'life', `${p.name} gains ${e.amount} life (life ${p.life})`, [...rules, '119.1'], {
    player: p.id,
    delta: e.amount,
  });
  ctx.detectTriggers(state, { kind: 'lifeGain', player: p.id });
  return { id: null, amount: e.amount };
}
