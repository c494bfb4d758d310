/**
 * 613: what an object's characteristics are, and the reader that gives them. The evaluators the layer system calls
 * (conditions, filters, counts, range and defender checks) take the reader as an argument instead of importing
 * `chars` (objects/characteristics.ts): the layers evaluate them against the characteristics being computed, and
 * every other caller passes `chars`. So the layer system and what it evaluates form no import cycle.
 */
import type { AbilityNode, CardType, SimpleKeyword, Supertype } from '../cards/ability-tree.js';
import type { Color } from '../cards/mana-symbols.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

export interface Characteristics {
  readonly name: string;
  readonly manaCost: string | null;
  /** 712.8e: a back face's mana value (from the front face's cost), when it differs from its own mana cost's. */
  readonly manaValue?: number;
  colors: Color[];
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  readonly loyalty: number | null;
  abilities: AbilityNode[];
  keywords: Set<SimpleKeyword>;
  controller: PlayerId;
}

/** Reads an object's characteristics: `chars` (layered on the battlefield, printed elsewhere), or the layers' own. */
export type CharsReader = (state: GameState, id: ObjectId) => Characteristics;
