/**
 * 702.96a overload: a spell cast for its overload cost has its text changed, "target" replaced by "each" (a
 * text-changing effect, 612). The compiler compiles the changed text into the keyword (`effects`); such a spell has no
 * targets (702.96b) and follows those effects instead of its own.
 */
import type { SpellAbility } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';

/** The spell ability `sa` of `spell` as it is when overloaded: no targets, the changed text's effects. */
export function overloaded(state: GameState, spell: ObjectId, sa: SpellAbility | null): SpellAbility | null {
  for (const a of chars(state, spell).abilities) {
    if (a.kind === 'keyword' && a.keyword === 'overload')
      return {
        kind: 'spell',
        targets: [],
        effects: a.effects,
        ...(sa?.additionalCosts ? { additionalCosts: sa.additionalCosts } : {}),
      };
  }
  return sa;
}
