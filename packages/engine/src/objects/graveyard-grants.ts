/**
 * 113.6b / 613.1f: a static ability that functions in its card's graveyard and grants that card itself abilities while
 * its condition holds — 702.178b: "Max speed — {3}, Exile this card from your graveyard: …" means "As long as your
 * speed is 4, this card has '{3}, Exile this card from your graveyard: …'", and works from the graveyard. A card in a
 * graveyard has no controller: "you" is its owner (108.4a). The card's characteristics there are its printed ones
 * plus the abilities such statics grant it (its other static abilities don't function there).
 */
import type { AbilityNode, StaticAbility } from '../cards/ability-tree.js';
import type { GameObject, GameState } from '../state/types.js';
import type { Characteristics } from './characteristics-reader.js';
import { checkCondition } from './conditions.js';
import { printedChars } from './printed-characteristics.js';

/** Whether a static ability grants its own card abilities from the graveyard. */
function selfGrant(a: AbilityNode): a is StaticAbility {
  return (
    a.kind === 'static' &&
    a.fromGraveyard === true &&
    a.effect.kind === 'layered' &&
    a.effect.affected.kind === 'self' &&
    a.effect.mods.every((m) => m.kind === 'addAbilities')
  );
}

/** Per printed ability list (immutable card data, not state): whether any ability is such a grant. */
const known = new WeakMap<readonly AbilityNode[], boolean>();
function hasSelfGrant(abilities: readonly AbilityNode[]): boolean {
  let v = known.get(abilities);
  if (v === undefined) {
    v = abilities.some(selfGrant);
    known.set(abilities, v);
  }
  return v;
}

/** The graveyard card's characteristics with the abilities its own graveyard statics grant it now. */
export function withGraveyardGrants(state: GameState, o: GameObject, printed: Characteristics): Characteristics {
  if (!hasSelfGrant(printed.abilities)) return printed;
  const granted: AbilityNode[] = [];
  for (const a of printed.abilities) {
    if (!selfGrant(a) || a.effect.kind !== 'layered') continue;
    if (a.condition && !checkCondition(state, a.condition, o.owner, printedChars, o.id)) continue; // 611.3b
    for (const m of a.effect.mods) if (m.kind === 'addAbilities') granted.push(...m.abilities);
  }
  return granted.length === 0 ? printed : { ...printed, abilities: [...printed.abilities, ...granted] };
}
