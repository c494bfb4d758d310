/**
 * The status of an object that has just come into being off the battlefield — an ability put on the stack (602.2a,
 * 603.3), a copy of a spell (707.10): untapped, face up, no counters, no damage, attached to nothing (110.5b's
 * statuses and the engine's per-object bookkeeping, all at their starting values). A fresh record each call: the
 * caller owns it and may write it.
 */
export function freshStackStatus() {
  return {
    tapped: false,
    faceDown: false,
    summoningSick: false,
    counters: {},
    damage: 0,
    deathtouchDamaged: false,
    attachedTo: null,
    loyaltyActivatedThisTurn: 0,
  };
}
