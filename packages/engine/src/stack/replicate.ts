/**
 * 702.56a replicate: "Replicate [cost]" means "As an additional cost to cast this spell, you may pay [cost] any number
 * of times" and "When you cast this spell, if a replicate cost was paid for it, copy it for each time its replicate cost
 * was paid. If the spell has any targets, you may choose new targets for any of the copies." The number of times is
 * announced with the spell (601.2b) and kept on it (StackInfo.replicated); the trigger is expanded by the engine
 * (effects/spell-keywords.ts) and copies with the copy machinery (707.10).
 */
import type { CostSpec } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';

/** The card's replicate cost, if it has replicate. */
export function replicateCost(state: GameState, card: ObjectId): CostSpec | null {
  for (const a of chars(state, card).abilities) if (a.kind === 'keyword' && a.keyword === 'replicate') return a.cost;
  return null;
}

/** The mana of paying the replicate cost `n` times. */
export function replicateMana(cost: CostSpec, n: number): string {
  return (cost.mana ?? '').repeat(n);
}
