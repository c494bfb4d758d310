/**
 * 303.4f–g: an Aura put onto the battlefield some other way than by resolving as an Aura spell, when the effect names
 * what it enters attached to (a Role token, 303.7): can it legally enchant that object? If not, the Aura stays where
 * it is, and an Aura token isn't created at all (303.4g).
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { chars, type Characteristics } from './characteristics.js';
import { matchesCharacteristics, matchesObjectFilter } from './filters.js';
import { objectInRange } from './range.js';

/** The printed characteristics of an Aura about to enter (for its host's protection, 702.16c). */
function enteringChars(def: CardDefinition, controller: PlayerId): Characteristics {
  return {
    name: def.name,
    manaCost: def.manaCost,
    colors: [...(def.colorIndicator ?? [])],
    supertypes: [...def.supertypes],
    types: [...def.types],
    subtypes: [...def.subtypes],
    power: null,
    toughness: null,
    loyalty: null,
    abilities: [...def.abilities],
    keywords: new Set(),
    controller,
  };
}

/** Whether an Aura with definition `def`, entering under `controller`'s control, can enchant permanent `host`. */
export function auraCanEnchant(state: GameState, def: CardDefinition, host: ObjectId, controller: PlayerId): boolean {
  const o = state.objects[host];
  if (!o || o.zone !== 'battlefield') return false;
  const hc = chars(state, host);
  const enchant = def.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'enchant');
  if (enchant?.kind === 'keyword' && enchant.keyword === 'enchant')
    if (!matchesObjectFilter(state, enchant.what, host, hc, controller, null, chars)) return false;
  if (!objectInRange(state, controller, host, chars)) return false; // 801.8
  // 702.16c / 303.4d: a permanent with protection from a quality the Aura has can't be enchanted by it.
  const ac = enteringChars(def, controller);
  for (const a of hc.abilities)
    if (a.kind === 'keyword' && a.keyword === 'protection' && a.from.kind === 'object')
      if (matchesCharacteristics(a.from.match, ac)) return false;
  return true;
}

/**
 * 303.4f: the permanents an Aura card `aura` put onto the battlefield under `controller`'s control (not as a resolving
 * spell, and with no object named by the effect) may enter attached to: those it can legally enchant.
 */
export function auraHosts(state: GameState, aura: ObjectId, controller: PlayerId): ObjectId[] {
  const def = state.cards[state.objects[aura]!.defKey];
  if (!def) return [];
  return state.battlefield.filter((host) => host !== aura && auraCanEnchant(state, def, host, controller));
}
