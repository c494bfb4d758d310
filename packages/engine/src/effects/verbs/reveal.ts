/** The `reveal` effect. */
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function revealEffect(state: GameState, task: EffectsTask, e: EffectOf<'reveal'>): Step {
  const ctx = task.ctx;
  for (const p of resolvePlayers(state, ctx, e.who)) {
    // "Look at target player's hand": only the controller sees it (the view hides other hands).
    if (e.lookedAtBy) {
      log(state, 'look', `${playerName(state, ctx.controller)} looks at ${playerName(state, p)}'s hand`, ['401.2'], {
        viewer: ctx.controller,
      });
      continue;
    }
    log(
      state,
      'reveal',
      `${playerName(state, p)} reveals their hand: ${state.players[p]!.hand.map((id) => objName(state, id)).join(', ') || 'nothing'}`,
      ['701.20a'],
    );
  }
  return 'done';
}
