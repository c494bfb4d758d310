/**
 * 601.2d: "deals N damage divided as you choose among any number of targets" — as the spell is cast (or
 * the ability activated) its controller announces the division; each target gets at least 1. The division
 * is kept with the object on the stack (plain data); at resolution, an illegal target's share is not dealt
 * and not moved to another target (608.2b).
 */
import type { Amount, Effect } from '../cards/ability-tree.js';
import type { EngineError } from '../decisions/types.js';
import type { TargetRef } from '../state/types.js';

export interface DivisionShare {
  readonly target: TargetRef;
  readonly amount: number;
}

/** The divided damage instruction among `effects`: which target group it divides among, and how much. */
export function dividedDamage(effects: readonly Effect[]): { group: number; amount: Amount } | null {
  for (const e of effects) {
    if (e.kind === 'damage' && e.divided && e.to.kind === 'target') return { group: e.to.target, amount: e.amount };
  }
  return null;
}

/**
 * The division for `targets` (the chosen target groups): `given` (one amount per target of the divided group,
 * in order) is checked; with none given the damage is divided as evenly as possible, earlier targets first.
 */
export function divisionFor(
  effects: readonly Effect[],
  targets: readonly (readonly TargetRef[])[],
  x: number,
  given: readonly number[] | undefined,
): EngineError | readonly DivisionShare[] | null {
  const d = dividedDamage(effects);
  if (!d)
    return given && given.length > 0
      ? { code: 'ILLEGAL_CHOICE', message: 'this spell or ability divides no damage', rule: '601.2d' }
      : null;
  const total = d.amount.kind === 'fixed' ? d.amount.n : d.amount.kind === 'x' ? x : null;
  if (total === null)
    return { code: 'ILLEGAL_CHOICE', message: 'the divided amount is unknown as it is announced', rule: '601.2d' };
  const group = targets[d.group] ?? [];
  if (group.length === 0) return [];
  if (total < group.length)
    return {
      code: 'ILLEGAL_CHOICE',
      message: `${total} damage can't be divided among ${group.length} targets: each must get at least 1`,
      rule: '601.2d',
    };
  let amounts: number[];
  if (given) {
    if (given.length !== group.length)
      return {
        code: 'ILLEGAL_CHOICE',
        message: `divide the damage among the ${group.length} chosen target(s): one amount per target`,
        rule: '601.2d',
      };
    if (given.some((n) => !Number.isInteger(n) || n < 1))
      return { code: 'ILLEGAL_CHOICE', message: 'each target of divided damage gets at least 1', rule: '601.2d' };
    const sum = given.reduce((a, b) => a + b, 0);
    if (sum !== total)
      return {
        code: 'ILLEGAL_CHOICE',
        message: `the division must add up to ${total} (it adds up to ${sum})`,
        rule: '601.2d',
      };
    amounts = [...given];
  } else {
    const base = Math.floor(total / group.length);
    amounts = group.map((_, i) => base + (i < total % group.length ? 1 : 0));
  }
  return group.map((target, i) => ({ target, amount: amounts[i]! }));
}
