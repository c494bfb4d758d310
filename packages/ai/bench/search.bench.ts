/**
 * Search AI thinking speed (issue 21): searched decisions per second and rollouts per second of
 * thinking, at the medium and hard budgets, on positions from heuristic-played starter games
 * (2 and 4 players). BENCH_SECONDS (default 8) sets how long each configuration runs.
 */
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  aiRng,
  createGame,
  heuristicChoice,
  submitInPlace,
  type GameState,
} from '@arbiter/engine';
import { DIFFICULTY_ROLLOUTS, searchAnalysis } from '../src/index.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? '8');
const decks = Object.values(STARTER_DECKS);

/** Positions where the search has something to compare: every searched decision of one heuristic game. */
function positions(players: number, seed: number): GameState[] {
  const state = createGame({
    seed,
    cards: STARTER_BY_NAME,
    players: Array.from({ length: players }, (_, i) => ({ deck: decks[i % decks.length]! })),
  });
  const rng = aiRng(seed);
  const out: GameState[] = [];
  for (let n = 0; n < 20_000 && state.pending && !state.result && out.length < 40; n++) {
    const d = state.pending;
    if (n % 7 === 0 && searchAnalysis(state, d, aiRng(n), { rollouts: 1, horizonTurns: 0 }).scores.length > 1)
      out.push(structuredClone(state));
    submitInPlace(state, d.player, heuristicChoice(state, d, rng));
  }
  return out;
}

function run(players: number, label: string, rollouts: number): void {
  const ps = positions(players, 21);
  let decisions = 0;
  let scored = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const s = ps[decisions % ps.length]!;
    const a = searchAnalysis(s, s.pending!, aiRng(decisions), { rollouts });
    scored += Math.max(1, Math.floor(rollouts / a.choices.length)) * a.choices.length;
    decisions++;
  }
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  // On a shared machine wall time includes waiting for a core: the CPU-time rate is the AI's own cost.
  console.log(
    `${players} players, ${label} (${rollouts} rollouts): ${(decisions / elapsed).toFixed(2)} searched decisions/s, ${(scored / elapsed).toFixed(1)} rollouts/s of wall time; ${(decisions / cpu).toFixed(2)} decisions/s, ${(scored / cpu).toFixed(1)} rollouts/s of CPU time (${decisions} decisions over ${ps.length} positions in ${elapsed.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU)`,
  );
}

console.log(`Search AI thinking, starter decks, ${seconds} s each`);
run(2, 'medium', DIFFICULTY_ROLLOUTS.medium);
run(2, 'hard', DIFFICULTY_ROLLOUTS.hard);
run(4, 'medium', DIFFICULTY_ROLLOUTS.medium);
