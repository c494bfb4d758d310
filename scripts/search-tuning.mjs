// Search AI tuning (issue 21): the search player with extra SearchOptions against the heuristic, on
// `arbiter match`'s games (same setups, seats and first players), printing wins, CPU seconds and each
// game's result (1 = search won) so two settings can be compared game by game on the same seed.
//   node scripts/search-tuning.mjs <seed> <from> <to> <rollouts> ['<SearchOptions JSON>'] [starter|random] [players]
// e.g. node scripts/search-tuning.mjs 42 0 300 4 '{"widen":false}'   (run `node scripts/build.mjs` first)
import { searchPlayer } from '../packages/ai/dist/index.js';
import { playOut, heuristicPlayer } from '../packages/engine/dist/index.js';
import { CardLibrary } from '../packages/server/dist/index.js';
import { setupGame } from '../packages/cli/dist/match-setup.js';

const [seed, from, to, rollouts, extra, decks, playersArg] = process.argv.slice(2);
if (!seed || !from || !to || !rollouts) {
  console.error('usage: node scripts/search-tuning.mjs <seed> <from> <to> <rollouts> [options JSON] [decks] [players]');
  process.exit(2);
}
const players = Number(playersArg ?? 2);
const plan = {
  variant: players === 2 ? 'two-player' : 'free-for-all',
  players,
  seed,
  decks: decks ?? 'starter',
  planechase: false,
  vanguard: false,
};
const search = searchPlayer({ rollouts: Number(rollouts), ...JSON.parse(extra ?? '{}') });
const lib = new CardLibrary();
const cpu0 = process.cpuUsage();
const results = [];
for (let g = Number(from); g < Number(to); g++) {
  const { state, aSeat } = setupGame(plan, g, lib);
  const seats = state.players.map((_, i) => (i === aSeat ? search : heuristicPlayer));
  playOut(state, { players: seats, aiSeed: `${plan.seed}:${g}` });
  const team = state.players[aSeat].team;
  results.push((state.result?.winners ?? []).some((w) => state.players[w].team === team) ? 1 : 0);
}
const cpu = process.cpuUsage(cpu0);
const wins = results.reduce((s, r) => s + r, 0);
console.log(
  `seed=${seed} games=${from}-${to} rollouts=${rollouts} options=${extra ?? '{}'} wins=${wins}/${results.length} ` +
    `(${((100 * wins) / results.length).toFixed(1)}%) cpu=${((cpu.user + cpu.system) / 1e6).toFixed(0)}s results=${results.join('')}`,
);
