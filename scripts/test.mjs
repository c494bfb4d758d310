// The one test command (README, .ci/run): build, type-check the tests, then
// run every *.test.ts under packages/*/test with node's own test runner.
// Optional arguments filter test files by substring, e.g. `npm test -- combat`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { runPool } from './test-pool.mjs';

/**
 * The files that take longest, started first: the CPU-heavy ones (CPU seconds measured on the 2-core machine
 * kind) interleaved with the ones that mostly wait (servers started and killed, child processes), so that a
 * waiting file leaves its core to a heavy one.
 */
const SLOWEST = [
  'packages/engine/test/oracle-differential.test.ts',
  'packages/engine/test/fuzz-6p.test.ts',
  'packages/server/test/postgres.test.ts',
  'packages/compiler/test/ai-games.test.ts',
  'packages/server/test/crash-safety.test.ts',
  'packages/engine/test/fuzz-3p.test.ts',
  'packages/cli/test/walkthrough.test.ts',
  'packages/web/test/browser.test.ts',
  'packages/engine/test/fuzz-4p.test.ts',
  'packages/engine/test/fuzz-emperor.test.ts',
  'packages/compiler/test/oracle-differential-compiled.test.ts',
  'packages/engine/test/fuzz-alternating-teams.test.ts',
  'packages/engine/test/fuzz-free-for-all.test.ts',
  'packages/engine/test/fuzz-grand-melee.test.ts',
  'packages/engine/test/fuzz-two-headed-giant.test.ts',
  'packages/engine/test/fuzz-team-vs-team.test.ts',
  'packages/engine/test/fuzz-planechase.test.ts',
  'packages/engine/test/fuzz-2p.test.ts',
  'packages/cli/test/fuzz-commander.test.ts',
  'packages/compiler/test/coverage-summary.test.ts',
  'packages/compiler/test/faces-games.test.ts',
  'packages/compiler/test/verified-caches.test.ts',
  'packages/cli/test/play-variants.test.ts',
];
const rank = (f) => {
  const i = SLOWEST.indexOf(f);
  return i === -1 ? SLOWEST.length : i;
};
const byCost = (a, b) => rank(a) - rank(b) || a.localeCompare(b);

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const filters = process.argv.slice(2);

function step(label, args) {
  process.stderr.write(`[test] ${label}\n`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function collect(dir, out) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) collect(full, out);
    else if (name.endsWith('.test.ts')) out.push(path.relative(root, full));
  }
  return out;
}

step('build', ['scripts/build.mjs']);
step('type-check tests', [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.test.json']);
// Structure (issue 16): no function over 100 lines in the packages scripts/function-length.mjs lists.
step('function length', ['scripts/function-length.mjs']);
// Structure (issue 16): engine imports go core → rules → variants (scripts/import-layers.mjs).
step('import layers', ['scripts/import-layers.mjs']);

// The browser client has its own tsconfig (DOM, JSX); type-check it when its tests run.
if (filters.length === 0 || filters.some((x) => 'packages/web/'.includes(x) || x.includes('web'))) {
  step('type-check the web client', [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    'packages/web/tsconfig.json',
  ]);
}

// One formatter (Prettier), checked on the full run only: a filtered run is for quick iteration.
if (filters.length === 0) {
  step('format check (prettier)', [
    path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
    '--check',
    '--log-level',
    'warn',
    '**/*.{ts,tsx,mjs,js,css}',
  ]);
}

const files = [];
for (const pkg of readdirSync(path.join(root, 'packages'))) {
  const t = path.join(root, 'packages', pkg, 'test');
  try {
    if (statSync(t).isDirectory()) collect(t, files);
  } catch {
    /* no tests */
  }
}
const selected = files.filter((f) => filters.length === 0 || filters.some((x) => f.includes(x))).sort(byCost);
if (selected.length === 0) {
  process.stderr.write('[test] no test files matched\n');
  process.exit(1);
}

// System packages (tmux, chromium, postgresql) in one apt-get run before the files start concurrently.
if (selected.some((f) => /^packages\/(web|server|cli)\//.test(f)))
  step('system dependencies', ['scripts/deps/system.mjs']);

// Files run in parallel, one more than the cores (at least 3): most are single-threaded CPU work, and the
// server and CLI files spend much of their time waiting on child processes. The slowest start
// first so that no long file is left running alone at the end. Each file has a time limit, and the run a
// deadline inside CI's 90 minutes, so a hang is reported by name (scripts/test-pool.mjs).
const concurrency = Number(process.env['ARBITER_TEST_CONCURRENCY'] ?? Math.max(3, availableParallelism() + 1));
process.stderr.write(`[test] run ${selected.length} test files, ${concurrency} at a time\n`);
const passed = await runPool(selected, {
  root,
  concurrency,
  cpuHook: pathToFileURL(path.join(root, 'scripts/test-cpu.mjs')).href,
  fileTimeout: Number(process.env['ARBITER_TEST_FILE_TIMEOUT'] ?? 1500),
  deadline: Number(process.env['ARBITER_TEST_DEADLINE'] ?? 4500),
});
process.exit(passed ? 0 : 1);
