/**
 * 509.1h: an attacking creature no creature blocked is an unblocked creature, from the declaration of blockers on (in
 * the declare blockers step once its turn-based action is done, and in the later steps of combat).
 */
import type { GameState, ObjectId } from '../state/types.js';

const AFTER_BLOCKS = new Set(['firstStrikeDamage', 'combatDamage', 'endCombat']);

export function isUnblocked(state: GameState, id: ObjectId): boolean {
  for (const t of state.turns) {
    const a = t.combat?.attackers.find((x) => x.attacker === id);
    if (!a) continue;
    const declared = AFTER_BLOCKS.has(t.step) || (t.step === 'declareBlockers' && t.stepBegun);
    return declared && !a.blocked;
  }
  return false;
}

/** 509.1h: "is blocked" — an attacking creature that was blocked this combat (it stays blocked, 506.4). */
export function isBlocked(state: GameState, id: ObjectId): boolean {
  return state.turns.some((t) => t.combat?.attackers.some((x) => x.attacker === id && x.blocked) === true);
}
