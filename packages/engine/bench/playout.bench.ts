/**
 * Random-playout throughput with the starter decks: a fixed set of seeded games (the same decisions every run),
 * timed in CPU seconds of this process (process.cpuUsage), so a loaded, shared machine changes the figure far
 * less than it changes wall time. Prints games and decisions per CPU second for 2 and 4 players, with and
 * without auto-pass.
 *
 * Compare against a pinned earlier commit in the same run:
 *   npm run bench -- playout                      (this checkout only)
 *   BENCH_BASELINE=99bc06b npm run bench -- playout
 * With BENCH_BASELINE the commit is checked out into .bench/<commit> (git worktree, once) and the same games are
 * played by its engine in a child process, interleaved with this checkout's runs (A B A B …), and the ratio of
 * CPU time per decision is printed. BENCH_GAMES (default 12) sets the games per configuration, BENCH_ROUNDS
 * (default 3) how many times each side runs; the best (lowest) CPU time of the rounds is kept.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const GAMES = Number(process.env['BENCH_GAMES'] ?? '12');
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? '3');
const CONFIGS = [
  { players: 2, autoPass: false },
  { players: 2, autoPass: true },
  { players: 4, autoPass: false },
  { players: 4, autoPass: true },
] as const;

interface Sample {
  readonly games: number;
  readonly decisions: number;
  readonly cpu: number;
}

/** The engine entry point of a checkout (source, run through tsx). */
function engineEntry(checkout: string): string {
  return path.join(checkout, 'packages/engine/src/index.ts');
}

/** Plays the fixed games of each configuration with the engine at `entry`; CPU seconds per configuration. */
async function measure(entry: string): Promise<Sample[]> {
  const e = await import(pathToFileURL(entry).href);
  const decks = Object.values(e.STARTER_DECKS) as string[][];
  const one = (players: number, seed: number, autoPass: boolean): number => {
    const g = e.createGame({
      seed,
      cards: e.STARTER_BY_NAME,
      options: { autoPassWhenNoActions: autoPass },
      players: Array.from({ length: players }, (_, i) => ({ deck: decks[i % decks.length]! })),
    });
    return e.playOut(g, { players: [e.randomPlayer], aiSeed: seed }) as number;
  };
  return CONFIGS.map(({ players, autoPass }) => {
    for (let i = 0; i < 2; i++) one(players, 10_000 + i, autoPass); // warm the JIT
    const start = process.cpuUsage();
    let decisions = 0;
    for (let seed = 0; seed < GAMES; seed++) decisions += one(players, seed, autoPass);
    const used = process.cpuUsage(start);
    return { games: GAMES, decisions, cpu: (used.user + used.system) / 1e6 };
  });
}

/** Runs `measure` for another checkout in a child process (its own module graph and JIT). */
function measureChild(checkout: string): Sample[] {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: root,
    env: { ...process.env, BENCH_CHILD_ENGINE: engineEntry(checkout) },
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`baseline run failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Sample[];
}

function checkoutOf(commit: string): string {
  const dir = path.join(root, '.bench', commit);
  if (!existsSync(dir)) {
    mkdirSync(path.dirname(dir), { recursive: true });
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  }
  return dir;
}

function best(runs: Sample[][]): Sample[] {
  return CONFIGS.map((_, i) => runs.map((r) => r[i]!).reduce((a, b) => (b.cpu < a.cpu ? b : a)));
}

function line(label: string, s: Sample): string {
  return `${label}: ${(s.games / s.cpu).toFixed(1)} games/CPU-s, ${(s.decisions / s.cpu).toFixed(0)} decisions/CPU-s, ${((s.cpu / s.decisions) * 1e6).toFixed(0)} µs/decision (${s.games} games, ${s.decisions} decisions, ${s.cpu.toFixed(2)} CPU-s)`;
}

const label = (i: number): string => `${CONFIGS[i]!.players} players${CONFIGS[i]!.autoPass ? ', auto-pass' : ''}`;

async function main(): Promise<void> {
  const child = process.env['BENCH_CHILD_ENGINE'];
  if (child) {
    process.stdout.write(`${JSON.stringify(await measure(child))}\n`);
    return;
  }
  const baseline = process.env['BENCH_BASELINE'];
  console.log(
    `Random playouts, starter decks, ${GAMES} seeded games per configuration, best of ${ROUNDS} runs, CPU time`,
  );
  const mine: Sample[][] = [];
  const theirs: Sample[][] = [];
  const base = baseline ? checkoutOf(baseline) : null;
  for (let r = 0; r < ROUNDS; r++) {
    mine.push(measureChild(root));
    if (base) theirs.push(measureChild(base));
  }
  const a = best(mine);
  const b = base ? best(theirs) : null;
  a.forEach((s, i) => {
    console.log(line(`this checkout, ${label(i)}`, s));
    if (!b) return;
    const o = b[i]!;
    console.log(line(`${baseline}, ${label(i)}`, o));
    if (o.decisions !== s.decisions)
      console.log(`  (the games differ: ${s.decisions} vs ${o.decisions} decisions; compare µs/decision)`);
    const ratio = o.cpu / o.decisions / (s.cpu / s.decisions);
    console.log(`  → this checkout is ${ratio.toFixed(2)}× the speed of ${baseline} per decision`);
  });
}

await main();
