/**
 * Per-player counts of what happened this turn, kept on the history of every turn in progress (807): the cards each
 * player discarded (701.9a: "if you've discarded a card this turn") and the cards that left each player's graveyard
 * (603.10a: "if a card left your graveyard this turn"). Read by the `thisTurn` condition (objects/conditions.ts).
 */
import type { GameState, PlayerId } from '../state/types.js';
import { turnHistory } from '../state/access.js';

/** One more card of `player`'s: discarded, or gone from their graveyard. */
export function noteTurnCount(state: GameState, what: 'discarded' | 'leftGraveyard', player: PlayerId): void {
  for (const t of state.turns) {
    const h = turnHistory(t);
    const counts = (h[what] ??= {});
    counts[player] = (counts[player] ?? 0) + 1;
  }
}
