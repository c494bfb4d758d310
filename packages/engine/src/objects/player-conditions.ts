/**
 * Conditions about what a player has: life above the starting life total (103.4), lands that share a name (201.2),
 * a card owned in exile (406.1), permanents that entered under their control this turn (603.6a), max speed (702.178a).
 */
import type { Condition } from '../cards/ability-tree.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { enteredThisTurn } from './entries-this-turn.js';
import type { CharsReader } from './characteristics-reader.js';
import { startingLife } from './starting-values.js';
import { hasMaxSpeed } from './speed.js';

type PlayerCondition = Extract<
  Condition,
  { kind: 'lifeAboveStarting' | 'landsWithSameName' | 'ownsCardInExile' | 'enteredThisTurn' | 'maxSpeed' }
>;

export function playerConditionHolds(
  state: GameState,
  c: PlayerCondition,
  you: PlayerId,
  charsOf: CharsReader,
  source: ObjectId | null,
): boolean {
  switch (c.kind) {
    case 'enteredThisTurn': // 603.6a
      return enteredThisTurn(state, c, you, source);
    case 'lifeAboveStarting': // 103.4: "at least N life more than your starting life total"
      return state.players[you]!.life - startingLife(state, you) >= c.atLeast;
    case 'landsWithSameName':
      return mostLandsSharingAName(state, you, charsOf) >= c.atLeast;
    case 'ownsCardInExile': // 108.3: the owner of a card in exile (a token there is no card, 111.7)
      return state.exile.some((id) => state.objects[id]?.owner === you && state.objects[id]!.kind === 'card');
    case 'maxSpeed': // 702.178a: "you have max speed" (your speed is 4)
      return hasMaxSpeed(state, you);
  }
}

/** 201.2: the largest number of lands `you` control that have one same name (a land with no name shares none). */
function mostLandsSharingAName(state: GameState, you: PlayerId, charsOf: CharsReader): number {
  const byName = new Map<string, number>();
  for (const id of state.battlefield) {
    const ch = charsOf(state, id);
    if (ch.controller !== you || !ch.types.includes('Land') || ch.name === '') continue;
    byName.set(ch.name, (byName.get(ch.name) ?? 0) + 1);
  }
  return Math.max(0, ...byName.values());
}
