/**
 * The `myriad` effect, 702.116a: "Whenever this creature attacks, for each opponent other than defending player, you
 * may create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they
 * control." One yes/no per such opponent still in the game, in turn order from the controller; each token is
 * created tapped (707.2, 111.10) and put into combat attacking that player (508.4: it was never declared as an
 * attacker, so it doesn't "attack"). The tokens are the resolution's `created` objects, which the compiled ability's
 * delayed trigger exiles at end of combat. Arbiter always has the token attack the player (never one of their
 * planeswalkers).
 */
import { madeObjects } from '../../events/outcome.js';
import { log } from '../../log/write.js';
import { defendingPlayerOfAttacker } from '../../objects/defenders.js';
import { copiableKey } from '../../objects/copy.js';
import { chars, touchVolatile } from '../../objects/characteristics.js';
import { playerInRange } from '../../objects/range.js';
import { isOpponent, objName, playerName } from '../../state/access.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { perform } from '../perform.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

/** The opponents other than the source's defending player, in turn order from the controller. */
function myriadOpponents(state: GameState, controller: PlayerId, defending: PlayerId): PlayerId[] {
  const n = state.players.length;
  const out: PlayerId[] = [];
  for (let k = 1; k < n; k++) {
    const q = (controller + k) % n;
    // 801.7 (limited range of influence): only opponents within the controller's range are attacked.
    if (
      q !== defending &&
      !state.players[q]!.left &&
      isOpponent(state, controller, q) &&
      playerInRange(state, controller, q)
    )
      out.push(q);
  }
  return out;
}

export function myriadEffect(state: GameState, task: EffectsTask, _e: EffectOf<'myriad'>): Step {
  const ctx = task.ctx;
  const source = ctx.source;
  if (source === null || !state.objects[source]) return 'done';
  const defending = defendingPlayerOfAttacker(state, source, chars);
  if (defending === null) return 'done';
  const others = myriadOpponents(state, ctx.controller, defending);
  const ans = takeAnswer(task, 'yesNo');
  if (ans) {
    if (ans.yes) attackingCopy(state, task, source, others[task.step]!);
    task.step++;
  }
  const next = others[task.step];
  if (next === undefined) return 'done';
  return {
    kind: 'yesNo',
    player: ctx.controller,
    prompt: `Myriad: create a token copy of ${objName(state, source)} tapped and attacking ${playerName(state, next)}?`,
  };
}

function attackingCopy(state: GameState, task: EffectsTask, source: number, defender: PlayerId): void {
  const key = copiableKey(state, source);
  const combat = state.turns[task.ctx.turnIndex]?.combat;
  if (key === null || !combat) return;
  const r = perform(state, { kind: 'createToken', defKey: key, controller: task.ctx.controller, tapped: true }, [
    '702.116a',
    '707.2',
    '111.10',
  ]);
  for (const id of madeObjects(r)) {
    // 614.1a: each of twice that many tokens is put onto the battlefield attacking.
    task.ctx.created.push(id);
    combat.attackers.push({
      attacker: id,
      defender: { kind: 'player', player: defender },
      blocked: false,
      blockedBy: [],
    });
    touchVolatile(state); // 506.4: an attacking creature from now on
    log(state, 'attack', `${objName(state, id)} is put onto the battlefield attacking ${playerName(state, defender)}`, [
      '702.116a',
      '508.4',
    ]);
  }
}
