/**
 * How many creatures a creature may block, and how many may block it:
 * 509.1a "can block an additional creature each combat" / "can block any number of creatures";
 * 509.1b "can't be blocked by more than one creature".
 */
import { staticsOn } from '../objects/statics.js';
import type { GameState, ObjectId } from '../state/types.js';

/** The most attackers `blocker` may block (Infinity for "any number"). Effects that add blocks are cumulative. */
export function blockLimit(state: GameState, blocker: ObjectId): number {
  let n = 1;
  for (const e of staticsOn(state, blocker, ['extraBlocks'])) {
    if (e.kind !== 'extraBlocks') continue;
    if (e.count === 'any') return Infinity;
    n += e.count;
  }
  return n;
}

/** The most creatures that may block `attacker` (Infinity without a restriction); the smallest restriction wins. */
export function blockerLimit(state: GameState, attacker: ObjectId): number {
  let n = Infinity;
  for (const e of staticsOn(state, attacker, ['maxBlockers'])) if (e.kind === 'maxBlockers') n = Math.min(n, e.max);
  return n;
}
