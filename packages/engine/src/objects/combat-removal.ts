/**
 * 506.4: a permanent removed from combat stops being an attacking, blocking, blocked or unblocked creature — as it
 * regenerates (701.15a) or as another player gains control of it (the creatures it blocked stay blocked, 509.1h).
 */
import type { GameState, ObjectId } from '../state/types.js';

/** Is the object an attacking or blocking creature of some combat? */
export function inCombat(state: GameState, id: ObjectId): boolean {
  return state.turns.some(
    (t) =>
      !!t.combat &&
      (t.combat.attackers.some((a) => a.attacker === id) || t.combat.blockers.some((b) => b.blocker === id)),
  );
}

/** Removes the object from every combat it is in (506.4). */
export function removeFromCombat(state: GameState, id: ObjectId): void {
  for (const t of state.turns) {
    if (!t.combat) continue;
    t.combat.attackers = t.combat.attackers.filter((a) => a.attacker !== id);
    t.combat.blockers = t.combat.blockers.filter((b) => b.blocker !== id);
    for (const a of t.combat.attackers) a.blockedBy = a.blockedBy.filter((b) => b !== id);
  }
}
