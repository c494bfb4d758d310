/**
 * The `encore` effect, 702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a token copy
 * that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step."
 * This is the "for each opponent" part: one token copy of the exiled card (its last known information, 608.2h; 707.2,
 * 111.10) per opponent still in the game within range of influence (801.7), in turn order from the controller; each is
 * required to attack its opponent this turn if able (508.1d, combat/attack.ts). The tokens are the resolution's
 * `created` objects, which the compiled ability gives haste and sacrifices at the next end step.
 */
import { madeObjects } from '../../events/outcome.js';
import { log } from '../../log/write.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { playerInRange } from '../../objects/range.js';
import { isOpponent, objName, playerName } from '../../state/access.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { perform } from '../perform.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { copiedKeys } from './create-token-copy.js';

/** The opponents of `controller` still in the game and within range, in turn order from `controller`. */
function encoreOpponents(state: GameState, controller: PlayerId): PlayerId[] {
  const n = state.players.length;
  const out: PlayerId[] = [];
  for (let k = 1; k < n; k++) {
    const q = (controller + k) % n;
    if (!state.players[q]!.left && isOpponent(state, controller, q) && playerInRange(state, controller, q)) out.push(q);
  }
  return out;
}

export function encoreEffect(state: GameState, task: EffectsTask, _e: EffectOf<'encore'>): Step {
  const ctx = task.ctx;
  const key = copiedKeys(state, task, { kind: 'self' })[0];
  if (key === undefined) return 'done';
  const batch = state.log.length; // 603.2c: the tokens are created together
  for (const opponent of encoreOpponents(state, ctx.controller)) {
    const r = perform(state, { kind: 'createToken', defKey: key, controller: ctx.controller, tapped: false, batch }, [
      '702.141a',
      '707.2',
      '111.10',
    ]);
    for (const id of madeObjects(r)) {
      ctx.created.push(id);
      addContinuousEffect(state, {
        controller: ctx.controller,
        source: ctx.source,
        duration: 'endOfTurn',
        affected: [id],
        modification: {
          kind: 'static',
          effect: { kind: 'mustAttackPlayer', affected: { kind: 'self' }, player: opponent },
        },
      });
      log(state, 'effect', `${objName(state, id)} attacks ${playerName(state, opponent)} this turn if able`, [
        '702.141a',
        '508.1d',
      ]);
    }
  }
  return 'done';
}
