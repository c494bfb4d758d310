/** The `additionalLandsThisTurn` effect: 305.2: "You may play an additional land this turn" — more land plays for the rest of this turn. */
import { log } from '../../log/write.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function additionalLandsThisTurnEffect(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'additionalLandsThisTurn'>,
): Step {
  const ctx = task.ctx;
  // 305.2: "You may play an additional land this turn" — more land plays for the rest of this turn.
  for (const p of resolvePlayers(state, ctx, e.who)) {
    const pl = state.players[p]!;
    pl.extraLandPlaysThisTurn = (pl.extraLandPlaysThisTurn ?? 0) + e.count;
    log(state, 'effect', `${pl.name} may play ${e.count} additional land${e.count === 1 ? '' : 's'} this turn`, [
      '305.2',
    ]);
  }
  return 'done';
}
