/**
 * 601.2b / 601.2f: additional costs to choose from. "As an additional cost to cast this spell, sacrifice a creature
 * or pay {3}{B}" lets the caster choose one of the costs as they announce the spell (601.2b); the chosen cost is added
 * to the spell's total cost (601.2f) and paid with the rest of it (601.2h). A cast action names the chosen cost by its
 * index (`costChoice`); the priority decision lists one entry per cost that can be paid.
 */
import type { CostPart, CostSpec, SpellAbility } from '../cards/ability-tree.js';
import { err } from '../decisions/errors.js';
import type { EngineError } from '../decisions/types.js';

/** The costs a spell's caster chooses one of, if it has such a choice. */
export function costChoicesOf(sa: SpellAbility | null | undefined): readonly { cost: CostSpec; text: string }[] {
  return sa?.additionalCostChoice ?? [];
}

/** 601.2f: the mana and other parts the chosen additional cost adds, or why the choice is refused (601.2b). */
export function chosenAdditionalCost(
  sa: SpellAbility | null | undefined,
  chosen: number | undefined,
  name: string,
): EngineError | { readonly mana: string; readonly parts: readonly CostPart[] } {
  const options = costChoicesOf(sa);
  if (options.length === 0)
    return chosen === undefined
      ? { mana: '', parts: [] }
      : err('ILLEGAL_CHOICE', `${name} has no additional costs to choose from`, '601.2b');
  if (chosen === undefined)
    return err(
      'ILLEGAL_CHOICE',
      `choose which additional cost of ${name} to pay: ${options.map((o, i) => `${i}: ${o.text}`).join('; ')}`,
      '601.2b',
    );
  const o = options[chosen];
  if (!o)
    return err('ILLEGAL_CHOICE', `${name} has no additional cost #${chosen} (it has ${options.length})`, '601.2b');
  return { mana: o.cost.mana ?? '', parts: o.cost.parts };
}
