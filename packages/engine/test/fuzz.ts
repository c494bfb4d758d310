/** Shared seeded fuzz driver: random-player games with the invariant check after every action. */
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  checkInvariants,
  createGame,
  playOut,
  randomPlayer,
  type GameOptions,
} from '../src/index.js';

export function fuzzGames(
  players: number,
  games: number,
  options: Partial<GameOptions> = {},
): { finished: number; draws: number; decisions: number } {
  const decks = Object.values(STARTER_DECKS);
  let finished = 0;
  let draws = 0;
  let decisions = 0;
  for (let seed = 1; seed <= games; seed++) {
    const g = createGame({
      seed: `fuzz-${players}-${seed}`,
      cards: STARTER_BY_NAME,
      options,
      players: Array.from({ length: players }, (_, i) => ({ deck: decks[(i + seed) % decks.length]! })),
    });
    decisions += playOut(g, {
      players: [randomPlayer],
      aiSeed: seed,
      afterEach: (state) => {
        const problems = checkInvariants(state);
        if (problems.length) assert.fail(`seed ${seed}, decision ${state.decisionCount}: ${problems.join('; ')}`);
      },
    });
    assert.ok(g.result, `seed ${seed} finished with a result`);
    finished++;
    if (g.result.draw) draws++;
  }
  return { finished, draws, decisions };
}

/** FUZZ_SCALE=0.1 runs a tenth of the games (local quick runs); CI runs them all. */
export function scaled(n: number): number {
  const s = Number(process.env['FUZZ_SCALE'] ?? '1');
  return Math.max(1, Math.round(n * (Number.isFinite(s) && s > 0 ? s : 1)));
}
