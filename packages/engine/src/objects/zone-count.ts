/**
 * Counting cards in hidden or public zones: "for each card in your hand", "the number of creature cards in all
 * graveyards". A count of objects matching a filter (objects/filters.ts), read by characteristic-defining abilities
 * (604.3) and layer 7 effects as well as by effects and conditions.
 */
import type { Filter, PlayerRelation } from '../cards/ability-tree.js';
import type { CharsReader } from './characteristics-reader.js';
import { matchesObjectFilter, matchesRelation } from './filters.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

export type CountedZone = 'hand' | 'graveyard' | 'library';

/** How many cards in `zone` of the players related to `perspective` by `whose` match `filter` (any card without one). */
export function countCardsIn(
  state: GameState,
  perspective: PlayerId,
  zone: CountedZone,
  whose: PlayerRelation,
  filter: Filter | undefined,
  source: ObjectId | null,
  read: CharsReader,
): number {
  let n = 0;
  for (const p of state.players) {
    if (p.left || !matchesRelation(state, whose, perspective, p.id)) continue;
    const list = zone === 'hand' ? p.hand : zone === 'graveyard' ? p.graveyard : p.library;
    if (!filter) {
      n += list.length;
      continue;
    }
    const f: Filter = filter.kind === 'object' ? { ...filter, zone } : filter;
    for (const id of list) if (matchesObjectFilter(state, f, id, read(state, id), perspective, source, read)) n++;
  }
  return n;
}
