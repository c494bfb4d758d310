/**
 * 201.2: "cards with different names" (Begin the Invasion, Behold the Sinister Six!): a group of chosen objects in
 * which no two have the same name. Checked where the choice is submitted; the AIs keep the first of each name.
 */
import { chars } from '../objects/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';

/** 201.2: whether two of `ids` have the same name. */
export function sharesAName(state: GameState, ids: readonly ObjectId[]): boolean {
  const names = ids.map((id) => chars(state, id).name);
  return new Set(names).size !== names.length;
}

/** `ids` without any object whose name an earlier one has (201.2). */
export function firstOfEachName(state: GameState, ids: readonly ObjectId[]): ObjectId[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const name = chars(state, id).name;
    return !seen.has(name) && !!seen.add(name);
  });
}
