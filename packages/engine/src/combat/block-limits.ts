/**
 * How many creatures a creature may block, and how many may block it:
 * 509.1a "can block an additional creature each combat" / "can block any number of creatures";
 * 509.1b "can't be blocked by more than one creature" and "can't be blocked except by three or more creatures";
 * 702.111b menace.
 */
import { chars } from '../objects/characteristics.js';
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

/**
 * The fewest creatures that may block `attacker` if any do: 2 with menace (702.111b), N with "can't be blocked except
 * by N or more creatures" (509.1b); the largest requirement wins. `rule` is the rule of the requirement that set it.
 */
export function blockersNeeded(state: GameState, attacker: ObjectId): { n: number; rule: string } {
  let need = chars(state, attacker).keywords.has('menace') ? { n: 2, rule: '702.111b' } : { n: 1, rule: '509.1b' };
  for (const e of staticsOn(state, attacker, ['minBlockers']))
    if (e.kind === 'minBlockers' && e.min > need.n) need = { n: e.min, rule: '509.1b' };
  return need;
}
