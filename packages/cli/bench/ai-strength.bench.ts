/**
 * Search AI strength (issue 21, Done when 6): a seeded `arbiter match` of the search AI against the
 * heuristic, and the control (heuristic against heuristic on the same seed, so the same seats,
 * decks and first players), each with its 95% Wilson interval. The games are the match runner's
 * own (`matchCommand`), so these figures are `arbiter match` figures on fewer games; the README's
 * table holds the full-size runs. BENCH_STRENGTH_GAMES (default 10) games per line,
 * BENCH_STRENGTH_THINK (default 4) rollouts per searched decision, BENCH_STRENGTH_SEED (default 21).
 */
import { matchCommand } from '../src/commands/match.js';

const games = process.env['BENCH_STRENGTH_GAMES'] ?? '10';
const think = process.env['BENCH_STRENGTH_THINK'] ?? '4';
const seed = process.env['BENCH_STRENGTH_SEED'] ?? '21';

/** Runs one match quietly and returns its summary line. */
async function match(a: string, extra: string[]): Promise<string> {
  let out = '';
  const io = { stdout: (t: string) => void (out += t), stderr: () => {}, readStdin: async () => '' };
  const code = await matchCommand.run(
    ['--a', a, '--b', 'heuristic', '--games', games, '--seed', seed, '--think', think, ...extra],
    io,
  );
  if (code !== 0) throw new Error(`arbiter match ${a} exited ${code}`);
  return out.trim().split('\n')[0]!;
}

async function line(label: string, extra: string[]): Promise<void> {
  const cpu0 = process.cpuUsage();
  const searched = await match('search', extra);
  const used = process.cpuUsage(cpu0);
  const control = await match('heuristic', extra);
  console.log(`${label}, search (--think ${think}) vs heuristic: ${searched}`);
  console.log(`${label}, control (heuristic in a's seat): ${control}`);
  console.log(`  (${((used.user + used.system) / 1e6 / Number(games)).toFixed(1)} CPU-s per searched game)`);
}

console.log(`Search AI strength, arbiter match seed ${seed}, ${games} games per line`);
await line('2 players, starter decks', []);
await line('4-player free-for-all, starter decks', ['--players', '4']);
await line('2 players, random compiled-card decks', ['--decks', 'random']);
