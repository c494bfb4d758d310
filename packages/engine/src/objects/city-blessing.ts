/**
 * 702.131 ascend and the city's blessing, as conditions read them. 702.131b: ascend on a permanent is a static
 * ability: "Any time you control ten or more permanents and you don't have the city's blessing, you get the city's
 * blessing for the rest of the game." 702.131c: the city's blessing is a designation a player keeps for the rest of
 * the game. A condition counts a player to whom 702.131b applies right now as having it, even before it is recorded
 * (players/city-blessing.ts records it). `charsOf` lets the layer system ask while it computes characteristics (a
 * static ability's condition, 613), as in objects/conditions.ts.
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** What ascend reads of a permanent's characteristics (613). */
type Controlled = (id: ObjectId) => { readonly controller: PlayerId; readonly keywords: ReadonlySet<string> };

/** 702.131b: `player` controls ten or more permanents, one of them with ascend. */
export function ascendApplies(state: GameState, player: PlayerId, charsOf: Controlled): boolean {
  if (state.battlefield.length < 10) return false; // read at every state-based action check: skip the scan early on
  let n = 0;
  let ascend = false;
  for (const id of state.battlefield) {
    const c = charsOf(id);
    if (c.controller !== player) continue;
    n++;
    if (c.keywords.has('ascend')) ascend = true;
  }
  return ascend && n >= 10;
}

/** 702.131c: does `player` have the city's blessing (recorded, or gained this moment by 702.131b)? */
export function hasCityBlessing(state: GameState, player: PlayerId, charsOf: Controlled): boolean {
  return state.players[player]?.cityBlessing === true || ascendApplies(state, player, charsOf);
}
