/**
 * 608.2: "If this is the second time this ability has resolved this turn, …" — how many times an ability of an object
 * has resolved during a turn, kept on that turn's history by source object and ability text (an object that left and
 * returned is a new object whose abilities have not resolved, 400.7).
 */
import type { GameState, ObjectId } from '../state/types.js';
import { turnHistory } from '../state/access.js';

/** Counts one resolution of `ability` of `source` on the turn `turnIndex`. */
export function noteResolution(state: GameState, turnIndex: number, source: ObjectId | null, ability: string): void {
  const turn = state.turns[turnIndex];
  if (!turn || source === null) return;
  const h = turnHistory(turn);
  const list = (h.resolutions ??= []);
  const r = list.find((x) => x.source === source && x.ability === ability);
  if (r) r.count++;
  else list.push({ source, ability, count: 1 });
}

/** How many times `ability` of `source` has resolved on the turn `turnIndex` (this resolution included). */
export function resolutionsThisTurn(
  state: GameState,
  turnIndex: number,
  source: ObjectId | null,
  ability: string,
): number {
  const list = state.turns[turnIndex]?.history?.resolutions ?? [];
  return list.find((x) => x.source === source && x.ability === ability)?.count ?? 0;
}
