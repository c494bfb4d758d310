/**
 * 201.3: choosing a card name. The engine doesn't hold the card pool, so a name decision offers no list (a list would
 * also reveal what the decks hold): the player answers with a string. The engine refuses only what it can judge
 * without the pool — a blank or over-long string, and the name of a card it knows in this game whose types break the
 * filter ("choose a nonland card name": Forest). That the name is a real card's is the host's check (docs/engine.md).
 */
import type { CardDefinition, CardType, NameFilter } from '../cards/ability-tree.js';
import type { GameState, PlayerId } from '../state/types.js';

/** Longer than any printed card name (the longest has 141 characters). */
export const MAX_CARD_NAME_LENGTH = 160;

/** The faces of a card definition, each with its own name (709.1 halves, 712.2 back face, 715.2 Adventure). */
function faces(def: CardDefinition): CardDefinition[] {
  return [
    def,
    ...(def.halves ?? []),
    ...(def.backFace ? [def.backFace] : []),
    ...(def.adventure ? [def.adventure] : []),
  ];
}

/** Whether a card face with `types` fits the filter of a name choice ("a nonland card name"). */
export function typesFit(types: readonly CardType[], f: NameFilter): boolean {
  if (f.types && !f.types.some((t) => types.includes(t))) return false;
  return !(f.notTypes ?? []).some((t) => types.includes(t));
}

/** The card faces (not tokens, 111.1) of this game with `name`. */
function knownFaces(state: GameState, name: string): CardDefinition[] {
  const out: CardDefinition[] = [];
  for (const o of Object.values(state.objects)) {
    if (o.cardId === null) continue;
    const def = state.cards[o.defKey];
    if (def) out.push(...faces(def).filter((f) => f.name === name));
  }
  return out;
}

/** Why `name` can't be chosen under `filter` (201.3), or null. */
export function nameRefusal(state: GameState, filter: NameFilter, name: string): string | null {
  const n = name.trim();
  if (n.length === 0) return 'name a card: the name is blank';
  if (n.length > MAX_CARD_NAME_LENGTH) return `no card name is longer than ${MAX_CARD_NAME_LENGTH} characters`;
  const known = knownFaces(state, n);
  if (known.length > 0 && !known.some((f) => typesFit(f.types, filter)))
    return `${n} is not a ${describeNameFilter(filter)}`;
  return null;
}

/** "nonland card name", "creature card name", "card name". */
export function describeNameFilter(f: NameFilter): string {
  const not = (f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`);
  const only = (f.types ?? []).map((t) => t.toLowerCase()).join(' or ');
  const words = [...not, ...(only ? [only] : [])].join(', ');
  return words ? `${words} card name` : 'card name';
}

/**
 * A name a player can choose without looking at hidden cards: a card of an opponent's in a public zone, else one of
 * the player's own, that fits the filter (for computer players and players who left the game).
 */
export function defaultCardName(state: GameState, player: PlayerId, filter: NameFilter): string {
  const public_ = new Set(['battlefield', 'graveyard', 'exile', 'stack']);
  const pick = (mine: boolean): string | undefined => {
    for (const o of Object.values(state.objects)) {
      if (o.cardId === null || (o.owner === player) !== mine) continue;
      if (!mine && (!public_.has(o.zone) || o.faceDown)) continue;
      const def = state.cards[o.defKey];
      const f = def && faces(def).find((x) => typesFit(x.types, filter));
      if (f) return f.name;
    }
    return undefined;
  };
  return pick(false) ?? pick(true) ?? 'Storm Crow'; // (a nonland card: no card of the game fits)
}
