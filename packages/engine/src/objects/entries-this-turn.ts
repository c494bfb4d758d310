/**
 * "Entered the battlefield under your control this turn": the permanents that entered during the turn, kept on the
 * turn's history as they enter (603.6a; recorded by events/entry-history.ts) with the characteristics they entered
 * with, and the condition that counts them ("if an artifact entered the battlefield
 * under your control this turn", "as long as two or more nonland permanents entered …", "you had another creature
 * enter …").
 */
import type { Condition } from '../cards/ability-tree.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { DEATH_RECORD_MATCH_KEYS, recordMatches } from './deaths-this-turn.js';

/** The ObjectMatch keys an entry record is matched on (the permanent as it entered): a death record's. */
export const ENTRY_RECORD_MATCH_KEYS = DEATH_RECORD_MATCH_KEYS;

/**
 * "[N or more] [permanents] entered the battlefield under your control this turn": at least `atLeast` permanents that
 * entered under `you`'s control during a turn in progress match one of `matches` (`other`: not the source itself).
 */
export function enteredThisTurn(
  state: GameState,
  c: Extract<Condition, { kind: 'enteredThisTurn' }>,
  you: PlayerId,
  source: ObjectId | null,
): boolean {
  // 807: each turn in progress keeps the same entries: each permanent is counted once.
  const counted = new Set<ObjectId>();
  for (const t of state.turns) {
    if (t.removed) continue;
    for (const r of t.history?.entered ?? []) {
      if (r.controller !== you || (c.other && r.object === source)) continue;
      if (c.matches.some((m) => recordMatches(r, m))) counted.add(r.object);
    }
  }
  return counted.size >= c.atLeast;
}
