/**
 * 107.3 / 601.2b: costs with X. X is announced when the cost contains {X} or "Remove X [kind] counters from ~"
 * ("Remove any number of [kind] counters": the number chosen is X); the largest X a source's counters allow.
 */
import type { CostPart, CostSpec } from '../cards/ability-tree.js';
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

/** 601.2b: "pay X life", "discard X cards", "sacrifice X lands" — a part whose amount is the announced X. */
export function partHasX(part: CostPart): boolean {
  switch (part.kind) {
    case 'payLife':
    case 'discard':
    case 'sacrifice':
    case 'exileFromGraveyard':
    case 'returnToHand':
      return part.xCount === true;
    default:
      return false;
  }
}

/** 107.3a: the parts with the announced X bound to `x` ("pay X life" with X = 3 is "pay 3 life"). */
export function bindCostX(parts: readonly CostPart[], x: number): readonly CostPart[] {
  if (!parts.some(partHasX)) return parts;
  return parts.map((p): CostPart => {
    if (!partHasX(p)) return p;
    if (p.kind === 'payLife') return { kind: 'payLife', amount: x };
    if (p.kind === 'discard' || p.kind === 'sacrifice' || p.kind === 'exileFromGraveyard' || p.kind === 'returnToHand')
      return { ...p, count: x, xCount: false };
    return p;
  });
}
