/** 707: copiable values. A copy copies what the original copies (707.3), never its other effects. */
import type { AbilityNode, CardDefinition, CopyExceptions } from '../cards/ability-tree.js';
import type { GameState, ObjectId } from '../state/types.js';
import { copiableValuesKey } from './copiable-values.js';
import { putCardDefinition } from './copy-on-write.js';

/**
 * The card definition key holding `id`'s copiable values, or null when it has none (face down: 707.2 / 708.2).
 * 707.2 / 712.4: a melded permanent's copiable values are its meld result's: the result is registered as a definition
 * of its own (once, under a key made from its card's), so a copy has that face only (and 202.3c's total of the two
 * front faces' mana values is not copied: the copy's mana value is the meld result's own, 0).
 */
export function copiableKey(state: GameState, id: ObjectId): string | null {
  const o = state.objects[id];
  if (!o || o.faceDown) return null;
  const key = copiableValuesKey(state, o);
  const result = o.melded && o.zone === 'battlefield' ? state.cards[key]?.meldResult : undefined;
  if (!result) return key;
  const meldKey = `${key}//meld`;
  if (!state.cards[meldKey]) putCardDefinition(state, meldKey, { ...result });
  return meldKey;
}

/**
 * 707.9b: the key of `key`'s definition with the exceptions applied, registered in the game's definitions once under a
 * key made from the original's (so a copy of the copy copies the exceptions too, 707.9b).
 */
export function exceptedKey(
  state: GameState,
  key: string,
  exceptions: CopyExceptions,
  thisAbility?: AbilityNode | null,
): string {
  // 707.9a: "this ability" is the resolving ability itself, kept with the other added abilities.
  const { thisAbility: wanted, ...rest } = exceptions;
  const ex: CopyExceptions =
    wanted && thisAbility ? { ...rest, abilities: [...(rest.abilities ?? []), thisAbility] } : rest;
  const k = `${key}//except ${JSON.stringify(ex)}`;
  const def = state.cards[key];
  if (!def || state.cards[k]) return state.cards[k] ? k : key;
  const out: CardDefinition = {
    ...def,
    ...(ex.name !== undefined ? { name: ex.name } : {}),
    ...(ex.noManaCost ? { manaCost: null } : {}),
    ...(ex.colors ? { colorIndicator: ex.colors } : {}),
    ...(ex.power !== undefined ? { power: String(ex.power) } : {}),
    ...(ex.toughness !== undefined ? { toughness: String(ex.toughness) } : {}),
    ...(ex.notLegendary ? { supertypes: def.supertypes.filter((t) => t !== 'Legendary') } : {}),
    ...(ex.addTypes ? { types: [...def.types, ...ex.addTypes.filter((t) => !def.types.includes(t))] } : {}),
    ...(ex.addSubtypes
      ? { subtypes: [...def.subtypes, ...ex.addSubtypes.filter((t) => !def.subtypes.includes(t))] }
      : {}),
    ...(ex.abilities ? { abilities: [...def.abilities, ...ex.abilities] } : {}),
  };
  putCardDefinition(state, k, out);
  return k;
}
