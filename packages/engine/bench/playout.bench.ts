/**
 * Random-playout throughput with the starter decks: a fixed set of seeded games (the same decisions every run),
 * timed in CPU seconds of this process (process.cpuUsage), so a loaded, shared machine changes the figure far
 * less than it changes wall time. Prints games and decisions per CPU second for 2 and 4 players, with and
 * without auto-pass; two-player games with random compiled-card decks (the same card names for every engine, each
 * engine playing its own compiler's definitions of them, drawn only from cards every compiler compiles fully:
 * compiled-decks.ts); and the CPU time of submit() and cloneState() on a mid-game
 * 4-player state (median and 99th percentile of BENCH_CALLS calls, default 1000, after as many unmeasured ones).
 *
 * Compare against a pinned earlier commit in the same run:
 *   npm run bench -- playout                      (this checkout only)
 *   BENCH_BASELINE=99bc06b npm run bench -- playout
 *   BENCH_BASELINE=99bc06b,6fbddd2 npm run bench -- playout   (several baselines, comma-separated)
 * With BENCH_BASELINE each commit is checked out into .bench/<commit> (git worktree, once) and the same games are
 * played by its engine in a child process, interleaved with this checkout's runs (A B A B …), and the ratio of
 * CPU time per decision is printed. BENCH_GAMES (default 12) sets the games per configuration, BENCH_ROUNDS
 * (default 3) how many times each side runs; the best (lowest) CPU time of the rounds is kept.
 *
 * Every engine is warmed up the same way before anything is timed: BENCH_WARMUP (default 6) unmeasured games of
 * every configuration (compiled decks included), played in turn, so that the first configuration measured doesn't
 * carry the JIT's warm-up and the others don't profit from it (the warm-up games use other seeds than the
 * measured ones).
 *
 * process.cpuUsage counts every thread of the process, and in games this short much of it is V8's optimising compiler
 * on its own threads (docs/benchmarks.md, session 26: about half of the two-player and compiled-deck figures). Where
 * Linux shows per-thread times (/proc/self/task), each figure is also split into the main thread's CPU — the engine's
 * own work, with the collector's main-thread part — and the other threads', and the main thread's ratio is printed too.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { prepareCompiledDecks, type CompiledDecks } from './compiled-decks.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const GAMES = Number(process.env['BENCH_GAMES'] ?? '12');
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? '3');
const WARMUP = Number(process.env['BENCH_WARMUP'] ?? '6');
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
  /** Of `cpu`, the main thread's CPU seconds (null where the platform doesn't show them: mainThreadCpu). */
  readonly main: number | null;
}

/** Per-call CPU time in µs of one operation on a fixed state: median and 99th percentile. */
interface Timing {
  readonly median: number;
  readonly p99: number;
}

/** Everything one checkout's engine is measured on in one child process. */
interface Figures {
  readonly playouts: Sample[];
  /** submit() of a random legal choice on a mid-game 4-player state (always the same state and choices). */
  readonly submit: Timing;
  /** cloneState() of that state (the copy AI search makes). */
  readonly clone: Timing;
  /** Two-player random playouts with random compiled-card decks (null if this engine can't play them). */
  readonly compiled: Sample | null;
}

/** The mid-game state: a 4-player starter-deck game after this many random decisions. */
const MID_GAME = 400;
const CALLS = Number(process.env['BENCH_CALLS'] ?? '1000');

/** The engine entry point of a checkout (source, run through tsx). */
function engineEntry(checkout: string): string {
  return path.join(checkout, 'packages/engine/src/index.ts');
}

/** Plays the fixed games of each configuration with the engine at `entry`; CPU seconds per configuration. */
async function measure(entry: string): Promise<Figures> {
  const e: any = await import(pathToFileURL(entry).href); // another checkout's engine, loaded by path
  const decks = Object.values(e.STARTER_DECKS) as string[][];
  const game = (players: number, seed: number, autoPass: boolean): unknown =>
    e.createGame({
      seed,
      cards: e.STARTER_BY_NAME,
      options: { autoPassWhenNoActions: autoPass },
      players: Array.from({ length: players }, (_, i) => ({ deck: decks[i % decks.length]! })),
    });
  const one = (players: number, seed: number, autoPass: boolean): number =>
    e.playOut(game(players, seed, autoPass), { players: [e.randomPlayer], aiSeed: seed }) as number;
  let compiled = compiledGame(e);
  // The JIT's warm-up, the same for every engine and configuration, before anything is timed.
  for (let i = 0; i < WARMUP; i++) {
    for (const { players, autoPass } of CONFIGS) one(players, 10_000 + i, autoPass);
    try {
      compiled?.(10_000 + i);
    } catch (err) {
      process.stderr.write(`compiled decks: ${err instanceof Error ? err.message : String(err)}\n`);
      compiled = null;
    }
  }
  const playouts = CONFIGS.map(({ players, autoPass }) => timed((seed) => one(players, seed, autoPass)));
  return { playouts, ...measureSubmit(e, game(4, 7, false)), compiled: measureCompiled(compiled) };
}

/**
 * A function playing one seeded two-player game with the compiled decks (BENCH_COMPILED names their file) and
 * returning its decisions; null without the file or if this engine can't play these decks.
 */
function compiledGame(e: any): ((seed: number) => number) | null {
  const file = process.env['BENCH_COMPILED'];
  if (!file) return null;
  const { decks, cards } = JSON.parse(readFileSync(file, 'utf8')) as CompiledDecks;
  const one = (seed: number): number => {
    const g = e.createGame({
      seed,
      cards,
      players: [{ deck: decks[(2 * seed) % decks.length]! }, { deck: decks[(2 * seed + 1) % decks.length]! }],
    });
    return e.playOut(g, { players: [e.randomPlayer], aiSeed: seed }) as number;
  };
  try {
    one(10_000 - 1); // one game to find out whether this engine plays these decks
    return one;
  } catch (err) {
    process.stderr.write(`compiled decks: ${err instanceof Error ? err.message : String(err)}\n`);
    return null;
  }
}

/** Plays GAMES two-player games with the compiled decks (after the warm-up); CPU seconds. */
function measureCompiled(one: ((seed: number) => number) | null): Sample | null {
  if (!one) return null;
  try {
    return timed(one);
  } catch (err) {
    process.stderr.write(`compiled decks: ${err instanceof Error ? err.message : String(err)}\n`);
    return null;
  }
}

/** Plays the GAMES seeded games of `one` (each returns its decisions): the process's CPU seconds and the main thread's. */
function timed(one: (seed: number) => number): Sample {
  const main0 = mainThreadCpu();
  const start = process.cpuUsage();
  let decisions = 0;
  for (let seed = 0; seed < GAMES; seed++) decisions += one(seed);
  const used = process.cpuUsage(start);
  const main1 = mainThreadCpu();
  const main = main0 !== null && main1 !== null ? main1 - main0 : null;
  return { games: GAMES, decisions, cpu: (used.user + used.system) / 1e6, main };
}

/**
 * CPU seconds of this process's main thread so far (user + system, in clock ticks of 1/100 s), from Linux's
 * /proc/self/task/<pid>/stat; null where that can't be read. The rest of process.cpuUsage is V8's other threads (the
 * optimising compiler, the collector's helpers).
 */
function mainThreadCpu(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (proc(5): fields 14 and 15)
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

/** Plays `state` on with random choices (submitInPlace) for `n` decisions or until the game ends. */
function advance(e: any, state: any, n: number): void {
  const rng = e.aiRng(1);
  for (let i = 0; i < n && state.pending && !state.result; i++) {
    const who = state.pending.player;
    let r = e.submitInPlace(state, who, e.randomPlayer.choose(state, state.pending, rng));
    if (!r.ok) r = e.submitInPlace(state, who, e.fallbackChoice(state.pending, state));
    if (!r.ok) throw new Error(`bench: a fallback choice was refused: ${r.error.message}`);
  }
}

function timing(samples: number[]): Timing {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))]! };
}

/** CPU µs of one call (process.cpuUsage has microsecond resolution). */
function cpuMicros(f: () => void): number {
  const start = process.cpuUsage();
  f();
  const u = process.cpuUsage(start);
  return u.user + u.system;
}

/** submit() and cloneState() on the mid-game state of a fixed 4-player game: the same state and choices each run. */
function measureSubmit(e: any, state: any): { submit: Timing; clone: Timing } {
  advance(e, state, MID_GAME);
  if (!state.pending) throw new Error('bench: the mid-game state has no pending decision');
  const rng = e.aiRng(2);
  const choices = Array.from({ length: CALLS }, () => e.randomPlayer.choose(state, state.pending, rng));
  const who = state.pending.player;
  // Steady state: one unmeasured pass over the same calls first, so that the JIT's work on code only these calls
  // reach (the optimising compiler runs on other threads, and process.cpuUsage counts every thread) isn't counted
  // as the slowest calls.
  for (const c of choices) e.submit(state, who, c);
  const submits = choices.map((c) => cpuMicros(() => e.submit(state, who, c)));
  for (let i = 0; i < CALLS; i++) e.cloneState(state);
  const clones = choices.map(() => cpuMicros(() => e.cloneState(state)));
  return { submit: timing(submits), clone: timing(clones) };
}

/** Runs `measure` for another checkout in a child process (its own module graph and JIT). */
function measureChild(checkout: string, compiled: string): Figures {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: root,
    env: { ...process.env, BENCH_CHILD_ENGINE: engineEntry(checkout), BENCH_COMPILED: compiled },
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`baseline run failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Figures;
}

function checkoutOf(commit: string): string {
  const dir = path.join(root, '.bench', commit);
  if (!existsSync(dir)) {
    mkdirSync(path.dirname(dir), { recursive: true });
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'ignore' });
  }
  return dir;
}

function best(runs: Figures[]): Sample[] {
  return CONFIGS.map((_, i) => runs.map((r) => r.playouts[i]!).reduce((a, b) => (b.cpu < a.cpu ? b : a)));
}

/** The lowest median (and its p99) of the runs. */
function bestTiming(runs: Figures[], pick: (f: Figures) => Timing): Timing {
  return runs.map(pick).reduce((a, b) => (b.median < a.median ? b : a));
}

function timingLine(label: string, t: Timing): string {
  return `${label}: median ${t.median.toFixed(0)} µs, p99 ${t.p99.toFixed(0)} µs`;
}

function line(label: string, s: Sample): string {
  const split =
    s.main === null
      ? ''
      : `; main thread ${((s.main / s.decisions) * 1e6).toFixed(0)} µs/decision, other threads ${(s.cpu - s.main).toFixed(2)} CPU-s`;
  return `${label}: ${(s.games / s.cpu).toFixed(1)} games/CPU-s, ${(s.decisions / s.cpu).toFixed(0)} decisions/CPU-s, ${((s.cpu / s.decisions) * 1e6).toFixed(0)} µs/decision (${s.games} games, ${s.decisions} decisions, ${s.cpu.toFixed(2)} CPU-s${split})`;
}

/** The ratio line of `mine` against `base` (per decision), with the main threads' ratio where both have one. */
function ratioLine(commit: string, mine: Sample, base: Sample): string {
  const ratio = base.cpu / base.decisions / (mine.cpu / mine.decisions);
  const main =
    mine.main !== null && base.main !== null && mine.main > 0
      ? ` (main thread: ${(base.main / base.decisions / (mine.main / mine.decisions)).toFixed(2)}×)`
      : '';
  return `  → this checkout is ${ratio.toFixed(2)}× the speed of ${commit} per decision${main}`;
}

const label = (i: number): string => `${CONFIGS[i]!.players} players${CONFIGS[i]!.autoPass ? ', auto-pass' : ''}`;

async function main(): Promise<void> {
  const child = process.env['BENCH_CHILD_ENGINE'];
  if (child) {
    process.stdout.write(`${JSON.stringify(await measure(child))}\n`);
    return;
  }
  const baselines = (process.env['BENCH_BASELINE'] ?? '').split(',').filter((x) => x.trim() !== '');
  console.log(
    `Random playouts, starter decks, ${GAMES} seeded games per configuration, best of ${ROUNDS} runs, CPU time`,
  );
  const mine: Figures[] = [];
  const bases = baselines.map((commit) => ({
    commit: commit.trim(),
    dir: checkoutOf(commit.trim()),
    runs: [] as Figures[],
  }));
  // The compiled-card decks: the same card names for every engine, each compiled by that engine's own compiler
  // (compiled-decks.ts), in a temporary folder removed after the run.
  const tmp = mkdtempSync(path.join(tmpdir(), 'arbiter-bench-'));
  try {
    const [compiled, ...baseCompiled] = await prepareCompiledDecks(
      root,
      [root, ...bases.map((b) => b.dir)],
      2 * GAMES + 4,
      tmp,
    );
    for (let r = 0; r < ROUNDS; r++) {
      mine.push(measureChild(root, compiled!));
      bases.forEach((b, i) => b.runs.push(measureChild(b.dir, baseCompiled[i]!)));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const a = best(mine);
  a.forEach((s, i) => {
    console.log(line(`this checkout, ${label(i)}`, s));
    for (const b of bases) {
      const o = best(b.runs)[i]!;
      console.log(line(`${b.commit}, ${label(i)}`, o));
      if (o.decisions !== s.decisions)
        console.log(`  (the games differ: ${s.decisions} vs ${o.decisions} decisions; compare µs/decision)`);
      console.log(ratioLine(b.commit, s, o));
    }
  });
  const bestCompiled = (runs: Figures[]): Sample | null =>
    runs.some((r) => r.compiled === null)
      ? null
      : runs.map((r) => r.compiled!).reduce((x, y) => (y.cpu < x.cpu ? y : x));
  const mc = bestCompiled(mine);
  const compiledLabel = '2 players, random compiled-card decks';
  console.log(mc ? line(`this checkout, ${compiledLabel}`, mc) : `this checkout, ${compiledLabel}: failed`);
  for (const b of bases) {
    const o = bestCompiled(b.runs);
    if (!o || !mc) {
      console.log(`${b.commit}, ${compiledLabel}: could not play these decks`);
      continue;
    }
    console.log(line(`${b.commit}, ${compiledLabel}`, o));
    if (o.decisions !== mc.decisions)
      console.log(`  (the games differ: ${mc.decisions} vs ${o.decisions} decisions; compare µs/decision)`);
    console.log(ratioLine(b.commit, mc, o));
  }
  for (const [what, pick] of [
    [`submit() on a mid-game 4-player state (decision ${MID_GAME}, ${CALLS} random choices)`, (f: Figures) => f.submit],
    ['cloneState() of that state', (f: Figures) => f.clone],
  ] as const) {
    const t = bestTiming(mine, pick);
    console.log(timingLine(`this checkout, ${what}`, t));
    for (const b of bases) {
      const o = bestTiming(b.runs, pick);
      console.log(timingLine(`${b.commit}, ${what}`, o));
      console.log(`  → this checkout is ${(o.median / t.median).toFixed(2)}× the speed of ${b.commit} (median)`);
    }
  }
}

await main();
