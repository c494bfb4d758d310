// Builds every workspace package (tsc project references) and then runs each
// package's own data build step, if it has one. Invoked by `npm install`
// (the root `prepare` script) so a fresh clone is ready after one command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function run(label, cmd, args) {
  const started = performance.now();
  process.stderr.write(`[build] ${label}…\n`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write(`[build] ${label} failed (exit ${r.status})\n`);
    process.exit(r.status ?? 1);
  }
  process.stderr.write(`[build] ${label} done in ${((performance.now() - started) / 1000).toFixed(1)}s\n`);
}

run('compile TypeScript', process.execPath, [tsc, '-b', 'packages/cli']);

// Data steps: each package may ship scripts/build-data.mjs (e.g. the card index).
for (const pkg of ['engine', 'cards', 'tournament', 'cli']) {
  const step = path.join(root, 'packages', pkg, 'scripts', 'build-data.mjs');
  if (existsSync(step)) run(`${pkg} data`, process.execPath, [step]);
}

// The browser client (packages/web): a Vite production build into packages/web/dist, which
// `arbiter serve` serves. Vite's own transform (no type-check here: `npm test` type-checks it).
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
if (existsSync(vite)) run('web client', process.execPath, [vite, 'build', '--config', 'packages/web/vite.config.ts']);
else process.stderr.write('[build] web client skipped: vite is not installed (run npm install)\n');
