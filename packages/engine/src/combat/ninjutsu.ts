/**
 * 702.48 Ninjutsu: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you control to its
 * owner's hand: Put this card onto the battlefield from your hand tapped and attacking." 702.48c: the creature with
 * ninjutsu is put onto the battlefield unblocked, attacking the same player, planeswalker or battle as the creature
 * returned. The returned creature leaves combat as it leaves the battlefield (506.4), so what it attacked is read as
 * the cost is paid and kept with the ability (`StackInfo.returnedAttacking`).
 */
import { log } from '../log/write.js';
import { touchVolatile } from '../objects/characteristics.js';
import { objName } from '../state/access.js';
import type { TargetRef } from '../state/primitives.js';
import type { GameState, ObjectId } from '../state/types.js';

/** What the first permanent returned by a cost ("Return an unblocked attacking creature …") was attacking, if any. */
export function returnedAttackerDefender(
  state: GameState,
  returned: readonly ObjectId[] | undefined,
): TargetRef | null {
  const id = returned?.[0];
  if (id === undefined) return null;
  for (const t of state.turns) {
    const a = t.combat?.attackers.find((x) => x.attacker === id);
    if (a) return a.defender;
  }
  return null;
}

/** 702.48c: `id`, just put onto the battlefield, is an unblocked creature attacking `defender` (508.4: not declared). */
export function attackAsReturned(state: GameState, turnIndex: number, id: ObjectId, defender: TargetRef): void {
  const combat = state.turns[turnIndex]?.combat;
  if (!combat) return;
  combat.attackers.push({ attacker: id, defender, blocked: false, blockedBy: [] });
  touchVolatile(state); // 506.4: an attacking creature from now on
  log(state, 'attack', `${objName(state, id)} is put onto the battlefield tapped and attacking, unblocked`, [
    '702.48c',
    '508.4',
  ]);
}
