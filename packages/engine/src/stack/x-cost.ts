/**
 * 107.3 / 601.2b: costs with X. X is announced when the cost contains {X} or "Remove X [kind] counters from ~"
 * ("Remove any number of [kind] counters": the number chosen is X); the largest X a source's counters allow.
 */
import type { CostSpec } from '../cards/ability-tree.js';
import { parseManaCost } from '../cards/mana-symbols.js';
import type { GameState, ObjectId } from '../state/types.js';

export function manaHasX(cost: CostSpec): boolean {
  return cost.mana ? parseManaCost(cost.mana).some((s) => s.kind === 'x') : false;
}

/** Does the cost ask for X to be announced? */
export function costHasX(cost: CostSpec): boolean {
  return manaHasX(cost) || cost.parts.some((p) => p.kind === 'removeCounters' && p.xCount);
}

/** The largest X the counters on `source` allow ("Remove X charge counters"), or null if no such part. */
export function counterMaxX(state: GameState, source: ObjectId, cost: CostSpec): number | null {
  let max: number | null = null;
  for (const p of cost.parts) {
    if (p.kind !== 'removeCounters' || !p.xCount) continue;
    const have = state.objects[source]?.counters[p.counter] ?? 0;
    max = Math.min(max ?? have, have);
  }
  return max;
}
