/**
 * 602.2b / 601.2f: the mana an activated ability costs to activate now — its printed mana cost, reduced by the
 * reductions that apply to it: power-up (stack/power-up.ts) and "This ability costs {N} less to activate for each …"
 * (the ability's own `costLess`, counted as it is activated). A reduction of generic mana reduces only the generic part
 * and never below {0} (601.2f, 118.7a).
 */
import type { ActivatedAbility } from '../cards/ability-tree.js';
import type { ManaCostText } from '../cards/mana-symbols.js';
import { resolveAmount } from '../effects/refs.js';
import { chars } from '../objects/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';
import { plainContext } from '../state/tasks.js';
import { reduceBy } from './power-up.js';

/** The mana cost to pay for `ability` of `source` now: its printed mana cost, reduced (601.2f). */
export function activationManaCost(state: GameState, source: ObjectId, ability: ActivatedAbility): ManaCostText | null {
  let mana = ability.cost.mana ?? null;
  if (mana === null) return null;
  if (ability.powerUp && state.objects[source]?.enteredThisTurn) {
    const by = chars(state, source).manaCost;
    if (by) mana = reduceBy(mana, by);
  }
  if (ability.costLess) {
    const c = chars(state, source);
    const n =
      ability.costLess.less *
      resolveAmount(state, plainContext(c.controller, source, c.name), ability.costLess.forEach);
    if (n > 0) mana = reduceBy(mana, `{${n}}`);
  }
  return mana;
}
