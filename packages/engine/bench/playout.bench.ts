/**
 * Random-playout throughput with the starter decks (issue 2). Runs in one process on one
 * core; prints games per second and decisions per second for 2 and 4 players.
 * BENCH_SECONDS (default 8) sets how long each configuration runs.
 */
import { STARTER_BY_NAME, STARTER_DECKS, createGame, playOut, randomPlayer } from '../src/index.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? '8');
const decks = Object.values(STARTER_DECKS);

function run(players: number, autoPass: boolean): void {
  // Warm up the JIT so the figure reflects steady state.
  for (let i = 0; i < 3; i++) playOne(players, 10_000 + i, autoPass);
  let games = 0;
  let decisions = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) decisions += playOne(players, games++, autoPass);
  const elapsed = (performance.now() - start) / 1000;
  console.log(
    `${players} players${autoPass ? ', auto-pass' : ''}: ${(games / elapsed).toFixed(1)} games/s, ${(decisions / elapsed).toFixed(0)} decisions/s (${games} games in ${elapsed.toFixed(1)} s)`,
  );
}

function playOne(players: number, seed: number, autoPass: boolean): number {
  const g = createGame({
    seed,
    cards: STARTER_BY_NAME,
    options: { autoPassWhenNoActions: autoPass },
    players: Array.from({ length: players }, (_, i) => ({ deck: decks[i % decks.length]! })),
  });
  return playOut(g, { players: [randomPlayer], aiSeed: seed });
}

console.log(`Random playouts, starter decks (${Object.keys(STARTER_DECKS).join(' vs ')}), ${seconds} s each`);
run(2, false);
run(2, true);
run(4, false);
run(4, true);
