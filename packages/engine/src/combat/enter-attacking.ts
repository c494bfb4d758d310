/**
 * 508.4: a creature put onto the battlefield attacking. Its controller chooses, as it enters, which defending player,
 * or which planeswalker or battle it could be attacking, it attacks (unless the effect says whom). It is attacking,
 * but it was never declared as an attacker: nothing that triggers on "attacks" sees it. 506.3a: a permanent that isn't
 * a creature enters but isn't attacking; 506.3b: nor is a creature entering under the control of a player who isn't
 * an attacking player; and outside combat there is nothing to attack.
 */
import { log } from '../log/write.js';
import { chars, touchVolatile } from '../objects/characteristics.js';
import { objName, playerName } from '../state/access.js';
import type { TargetRef } from '../state/primitives.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { PendingDecision } from '../decisions/types.js';
import { attackableDefenders } from './attack.js';

/** 508.4 / 506.3b: whom a creature entering attacking under `controller`'s control may attack (none: it won't attack). */
export function enteringAttackOptions(state: GameState, turnIndex: number, controller: PlayerId): TargetRef[] {
  const turn = state.turns[turnIndex];
  if (!turn?.combat || !turn.activePlayers.includes(controller)) return [];
  return attackableDefenders(state, controller);
}

/** What a defender is called in a prompt. */
export function defenderLabel(state: GameState, d: TargetRef): string {
  return d.kind === 'player' ? playerName(state, d.player) : objName(state, d.id);
}

/** 508.4: the choice of whom the `what` entering attacking attacks, by `controller`. */
export function defenderDecision(
  state: GameState,
  controller: PlayerId,
  what: string,
  options: readonly TargetRef[],
): PendingDecision {
  return {
    kind: 'chooseOption',
    player: controller,
    prompt: `${what} enters the battlefield attacking: choose whom it attacks`,
    options: options.map((d) => defenderLabel(state, d)),
    min: 1,
    max: 1,
  };
}

/** 508.4 / 506.3a: `id`, just put onto the battlefield, attacks `defender` if it is a creature in an ongoing combat. */
export function putIntoCombat(state: GameState, turnIndex: number, id: ObjectId, defender: TargetRef): void {
  const combat = state.turns[turnIndex]?.combat;
  if (!combat || state.objects[id]?.zone !== 'battlefield') return;
  if (!chars(state, id).types.includes('Creature')) {
    log(state, 'attack', `${objName(state, id)} isn't a creature, so it isn't attacking`, ['506.3a']);
    return;
  }
  combat.attackers.push({ attacker: id, defender, blocked: false, blockedBy: [] });
  touchVolatile(state); // 506.4: an attacking creature from now on
  log(
    state,
    'attack',
    `${objName(state, id)} is put onto the battlefield attacking ${defenderLabel(state, defender)}`,
    ['508.4'],
  );
}
