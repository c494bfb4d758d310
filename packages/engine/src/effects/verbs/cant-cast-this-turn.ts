/** The `cantCastThisTurn` effect: 101.2: a prohibition for the rest of this turn (players/player-rules.ts checks it as spells are cast). */
import { log } from '../../log/write.js';
import { touchVolatile } from '../../objects/characteristics.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function cantCastThisTurnEffect(state: GameState, task: EffectsTask, e: EffectOf<'cantCastThisTurn'>): Step {
  const ctx = task.ctx;
  // 101.2: a prohibition for the rest of this turn (players/player-rules.ts checks it as spells are cast).
  for (const p of resolvePlayers(state, ctx, e.who)) {
    const pl = state.players[p]!;
    (pl.cantCastThisTurn ??= []).push(e.spells ?? {});
    touchVolatile(state, p); // the player's own thing: their kept legal-action list offers no more casts (kept-actions.ts)
    log(state, 'effect', `${pl.name} can't cast ${e.spells ? 'those' : ''} spells this turn`.replace('  ', ' '), [
      '101.2',
    ]);
  }
  return 'done';
}
