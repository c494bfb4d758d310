// `npm run bench`: pairs a 2,000-player Swiss event for 11 rounds with random
// (seeded) results, including draws and a trickle of drops, and prints the
// time each round's pairing took. Target: under 2 s per round on one core.
import { pairRound } from '../src/pairing.js';
import { Prng } from '../src/prng.js';
import { computeStandings } from '../src/standings.js';
import type { EventResults, PlayerEntry, RoundEntry } from '../src/types.js';

const PLAYERS = Number(process.env['BENCH_PLAYERS'] ?? 2000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 11);
const rng = new Prng('pairing-bench');
const players: PlayerEntry[] = Array.from({ length: PLAYERS }, (_, i) => ({
  id: `p${i + 1}`,
  droppedAfterRound: null,
}));
const rounds: RoundEntry[][] = [];
const times: number[] = [];

for (let round = 1; round <= ROUNDS; round++) {
  const results: EventResults = { players, rounds };
  const started = performance.now();
  const paired = pairRound(results, { seed: 'bench', round });
  const ms = performance.now() - started;
  times.push(ms);
  const entries: RoundEntry[] = paired.pairings.map((p) => {
    if (p.p2 === null) return { kind: 'bye', player: p.p1 };
    const roll = rng.next();
    const [p1Wins, p2Wins, draws] =
      roll < 0.45 ? [2, rng.int(2), 0] : roll < 0.9 ? [rng.int(2), 2, 0] : [1, 1, rng.int(2)];
    return { kind: 'match', p1: p.p1, p2: p.p2, p1Wins, p2Wins, draws };
  });
  rounds.push(entries);
  // About 2% of the field drops after each round.
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (p.droppedAfterRound === null && rng.next() < 0.02) players[i] = { ...p, droppedAfterRound: round };
  }
  console.log(
    `round ${String(round).padStart(2)}: ${String(paired.pairings.length).padStart(4)} pairings, ` +
      `${paired.rematches} rematches, window ${paired.windowUsed}, ${paired.solves} solves, ${ms.toFixed(1)} ms`,
  );
}
const t0 = performance.now();
computeStandings({ players, rounds });
const standingsMs = performance.now() - t0;
const worst = Math.max(...times);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `pairing ${PLAYERS} players × ${ROUNDS} rounds: mean ${mean.toFixed(1)} ms/round, worst ${worst.toFixed(1)} ms (target < 2000 ms)`,
);
console.log(`final standings: ${standingsMs.toFixed(1)} ms`);
if (worst >= 2000) {
  console.log('TARGET MISSED');
  process.exitCode = 1;
}
