/**
 * 205.2a: the card types among cards in graveyards — delirium's "four or more card types among cards in your
 * graveyard" (207.2c) and Tarmogoyf's "the number of card types among cards in all graveyards". A card in a graveyard
 * has its printed characteristics; a player who has left the game has no graveyard (800.4a).
 */
import type { GameState, PlayerId } from '../state/types.js';

/**
 * How many card types there are among the cards in `whose` graveyard ('you': `perspective`'s; 'any': all of them);
 * with `only`, just those types (110.4: "permanent types").
 */
export function graveyardCardTypes(
  state: GameState,
  perspective: PlayerId,
  whose: 'you' | 'any',
  only?: ReadonlySet<string>,
): number {
  const types = new Set<string>();
  for (const p of state.players) {
    if (p.left || (whose === 'you' && p.id !== perspective)) continue;
    for (const id of p.graveyard) {
      const def = state.cards[state.objects[id]!.defKey];
      for (const t of def?.types ?? []) if (!only || only.has(t)) types.add(t);
    }
  }
  return types.size;
}
