/** Real views and decisions from the engine, for the client's unit tests. */
import {
  createGame,
  submit,
  viewFor,
  STARTER_BY_NAME,
  STARTER_DECKS,
  heuristicChoice,
  aiRng,
  build,
  type CardDefinition,
  type GameState,
  type GameView,
} from '@arbiter/engine';

export function twoPlayerGame(seed = 7, annDeck: readonly string[] = STARTER_DECKS['gruul-stompy']!): GameState {
  return createGame({
    seed,
    cards: STARTER_BY_NAME,
    players: [
      { deck: annDeck, name: 'Ann' },
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

const WARLORD: CardDefinition = {
  ...build.creature('Test Warlord', '{1}{G}', ['Human'], [7, 7], ''),
  supertypes: ['Legendary'],
};

/** 903: a two-player Commander game, each player's commander in the command zone. */
export function commanderGame(seed = 4): GameState {
  const forests = Array.from({ length: 40 }, () => 'Forest');
  return createGame({
    seed,
    cards: (n) => (n === WARLORD.name ? WARLORD : STARTER_BY_NAME[n]),
    startingPlayer: 0,
    options: { commander: 'commander' },
    players: [
      { deck: forests, commanders: [WARLORD.name], name: 'Ann' },
      { deck: forests, commanders: [WARLORD.name], name: 'Bo' },
    ],
  });
}
