/** Real views and decisions from the engine, for the client's unit tests. */
import {
  createGame,
  submit,
  viewFor,
  STARTER_BY_NAME,
  STARTER_DECKS,
  heuristicChoice,
  aiRng,
  type GameState,
  type GameView,
} from '@arbiter/engine';

export function twoPlayerGame(seed = 7): GameState {
  return createGame({
    seed,
    cards: STARTER_BY_NAME,
    players: [
      { deck: STARTER_DECKS['gruul-stompy']!, name: 'Ann' },
      { deck: STARTER_DECKS['azorius-skies']!, name: 'Bo' },
    ],
  });
}

/** Plays the game with the heuristic AI until `stop` says so (or the game ends). */
export function playUntil(state: GameState, stop: (s: GameState) => boolean, max = 3000): GameState {
  const rng = aiRng(3);
  let s = state;
  for (let i = 0; i < max && s.pending && !stop(s); i++) {
    const d = s.pending;
    const r = submit(s, d.player, heuristicChoice(s, d, rng));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

export function viewOfPending(s: GameState): GameView {
  return viewFor(s, s.pending?.player ?? 0);
}
