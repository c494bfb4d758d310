/**
 * Printed characteristics (613.1 layer 1's starting point): straight from the card definition, the face the object
 * shows (709–712) or the face-down values of 708.2. Off the battlefield they are the object's characteristics.
 * Cached per object (a cache only: none in oracle mode, the test-only `noCache` option).
 */
import { SIMPLE_KEYWORDS, type AbilityNode, type SimpleKeyword } from '../cards/ability-tree.js';
import { colorsOfCost, manaValue } from '../cards/mana-symbols.js';
import { faceManaCostForValue, faceOf } from './faces.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { CREATURE_TYPES } from './creature-types.js';
import { copiableValuesKey } from './copiable-values.js';
import type { Characteristics, CharsReader } from './characteristics-reader.js';

/** Whether derived values may be cached (false in oracle mode, the test-only `noCache` option). */
export function cachesEnabled(state: GameState): boolean {
  return state.options.noCache !== true; // 'verify' caches, and checks each cached read (battlefieldChars)
}

function parsePT(s: string | undefined): number | null {
  if (s === undefined) return null;
  const n = Number.parseInt(s, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** 702.168a: the ward {2} of a face-down permanent cast with disguise. */
const FACE_DOWN_WARD: AbilityNode = { kind: 'keyword', keyword: 'ward', cost: { mana: '{2}', parts: [] } };

/** Characteristics straight from the card definition (or 708.2 face-down values). */
export function baseCharacteristics(state: GameState, o: GameObject): Characteristics {
  if (o.faceDown) {
    return {
      name: '',
      manaCost: null,
      colors: [],
      supertypes: [],
      types: ['Creature'],
      subtypes: [],
      power: 2,
      toughness: 2,
      loyalty: null,
      // 702.168a: a permanent cast face down with disguise has ward {2}.
      abilities: o.faceDownKind === 'disguise' ? [FACE_DOWN_WARD] : [],
      keywords: new Set(),
      controller: o.controller,
    };
  }
  // 613.2 / 707.2 (layer 1): a copy starts from the copiable values it copies.
  const key = copiableValuesKey(state, o);
  const card = state.cards[key];
  if (!card) throw new Error(`internal: no card definition ${key}`);
  // 709.3 / 710.2 / 712.8: the face the object shows (a split half on the stack, a flipped or transformed permanent).
  const def = faceOf(card, o);
  const mvCost = faceManaCostForValue(card, o, o.melded ? state.cards[o.melded.defKey] : undefined);
  const keywords = new Set<SimpleKeyword>();
  for (const a of def.abilities) if (a.kind === 'keyword' && isSimple(a)) keywords.add(a.keyword);
  // 702.73a / 604.3 / 613.3: changeling is a characteristic-defining ability of the object itself
  // (printed or copied), so it applies before any other type-changing effect and in every zone;
  // losing the ability later (layer 6) doesn't take the types away.
  const changeling = def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling');
  // 702.103b: a bestowed spell or permanent "becomes an Aura enchantment and gains enchant creature" — it is not a
  // creature, so it has no creature types (205.3d). The effect comes from the rule as it is cast, so it applies
  // before any other effect (the earliest timestamp in layers 4 and 6).
  if (o.bestowed) {
    return {
      name: def.name,
      manaCost: def.manaCost,
      ...(mvCost !== undefined ? { manaValue: manaValue(mvCost) } : {}),
      colors: def.colorIndicator ? [...def.colorIndicator] : colorsOfCost(def.manaCost),
      supertypes: [...def.supertypes],
      types: def.types.filter((t) => t !== 'Creature').concat(def.types.includes('Enchantment') ? [] : ['Enchantment']),
      subtypes: ['Aura'],
      power: null,
      toughness: null,
      loyalty: def.loyalty ?? null,
      abilities: [...def.abilities, BESTOW_ENCHANT],
      keywords,
      controller: o.controller,
    };
  }
  return {
    name: def.name,
    manaCost: def.manaCost,
    ...(mvCost !== undefined ? { manaValue: manaValue(mvCost) } : {}),
    // 202.3e: on the stack, X in a spell's mana cost is the value chosen for it.
    ...(mvCost === undefined && o.zone === 'stack' && (o.stack?.x ?? 0) > 0
      ? { manaValue: manaValue(def.manaCost, o.stack!.x) }
      : {}),
    colors: def.colorIndicator ? [...def.colorIndicator] : colorsOfCost(def.manaCost),
    supertypes: [...def.supertypes],
    types: [...def.types],
    subtypes: changeling ? [...new Set([...def.subtypes, ...CREATURE_TYPES])] : [...def.subtypes],
    power: parsePT(def.power),
    toughness: parsePT(def.toughness),
    loyalty: def.loyalty ?? null,
    abilities: [...def.abilities],
    keywords,
    controller: o.controller,
  };
}

/** 702.103b: the "enchant creature" a bestowed Aura gains. */
const BESTOW_ENCHANT: AbilityNode = {
  kind: 'keyword',
  keyword: 'enchant',
  what: { kind: 'object', match: { types: ['Creature'] } },
  text: 'Enchant creature (bestow)',
};

const SIMPLE_SET: ReadonlySet<string> = new Set<string>(SIMPLE_KEYWORDS);

/** Keyword abilities without parameters (the ones kept in Characteristics.keywords). */
export function isSimple(a: AbilityNode): a is AbilityNode & { keyword: SimpleKeyword } {
  return a.kind === 'keyword' && SIMPLE_SET.has(a.keyword);
}

/**
 * Printed (base) characteristics, cached per object together with every field of the object that
 * baseCharacteristics reads (so a change of zone, face, half, bestow, X or controller is never missed).
 * Off the battlefield they are the object's characteristics; on the battlefield they are layer 1's starting point,
 * which the layer walk shares while no effect applies and copies before one changes it (layers.ts).
 * A cached value is shared: nothing may mutate it.
 */
const printedCache = new WeakMap<GameObject, Printed>();

/** The fields of an object that baseCharacteristics reads, with the characteristics built from them. */
interface Printed {
  readonly zone: GameObject['zone'];
  readonly controller: PlayerId;
  readonly faceDown: boolean;
  readonly faceDownKind: GameObject['faceDownKind'];
  readonly defKey: string;
  readonly transformed: boolean;
  readonly flipped: boolean;
  readonly castHalf: GameObject['castHalf'];
  readonly fused: boolean;
  /** 709.5c: the unlocked doors of a split permanent, as a key. */
  readonly unlocked: string;
  readonly altFace: boolean;
  readonly bestowed: boolean;
  readonly x: number;
  readonly chars: Characteristics;
}

function samePrinted(p: Printed, o: GameObject, key: string): boolean {
  return (
    p.zone === o.zone &&
    p.controller === o.controller &&
    p.faceDown === !!o.faceDown &&
    p.faceDownKind === o.faceDownKind &&
    p.defKey === key &&
    p.transformed === !!o.transformed &&
    p.flipped === !!o.flipped &&
    p.castHalf === o.castHalf &&
    p.fused === !!o.fused &&
    p.unlocked === (o.unlocked?.join() ?? '') &&
    p.altFace === !!o.altFace &&
    p.bestowed === !!o.bestowed &&
    p.x === (o.stack?.x ?? 0)
  );
}

/** The object's printed characteristics: cached and shared (read-only), or fresh in oracle mode. */
export function printedCharacteristics(state: GameState, o: GameObject): Characteristics {
  if (!cachesEnabled(state)) return baseCharacteristics(state, o);
  let p = printedCache.get(o);
  const key = copiableValuesKey(state, o);
  if (!p || !samePrinted(p, o, key)) {
    p = {
      zone: o.zone,
      controller: o.controller,
      faceDown: !!o.faceDown,
      faceDownKind: o.faceDownKind,
      defKey: key,
      transformed: !!o.transformed,
      flipped: !!o.flipped,
      castHalf: o.castHalf,
      fused: !!o.fused,
      unlocked: o.unlocked?.join() ?? '',
      altFace: !!o.altFace,
      bestowed: !!o.bestowed,
      x: o.stack?.x ?? 0,
      chars: baseCharacteristics(state, o),
    };
    printedCache.set(o, p);
  }
  return p.chars;
}

/** Carries an object's printed characteristics over to its copy (copy on write: objects/copy-on-write.ts). */
export function carryPrinted(from: GameObject, to: GameObject): void {
  const p = printedCache.get(from);
  if (p) printedCache.set(to, p);
}

/** A reader of printed characteristics only (an object that exists), for what the layers ask mid-computation. */
export const printedChars: CharsReader = (state, id) => printedCharacteristics(state, state.objects[id]!);
