// The one test command (README, .ci/run): build, type-check the tests, then
// run every *.test.ts under packages/*/test with node's own test runner.
// Optional arguments filter test files by substring, e.g. `npm test -- combat`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

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
const selected = files.filter((f) => filters.length === 0 || filters.some((x) => f.includes(x))).sort();
if (selected.length === 0) {
  process.stderr.write('[test] no test files matched\n');
  process.exit(1);
}
step(`run ${selected.length} test files`, ['--import', 'tsx', '--test', '--test-reporter', 'spec', ...selected]);
