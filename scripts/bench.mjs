// `npm run bench`: builds, then runs every packages/*/bench/*.bench.ts in turn.
// Each benchmark prints its own figures; nothing here is a pass/fail test.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import cliProgress from 'cli-progress';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const filters = process.argv.slice(2);
// ARBITER_BENCH_NO_BUILD=1 skips the build (the checkout is built already, e.g. inside the test suite).
if (!process.env['ARBITER_BENCH_NO_BUILD']) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const selected = [];
for (const pkg of readdirSync(path.join(root, 'packages')).sort()) {
  const dir = path.join(root, 'packages', pkg, 'bench');
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.bench.ts'))
    .sort()) {
    const rel = path.join('packages', pkg, 'bench', f);
    if (filters.length && !filters.some((x) => rel.includes(x))) continue;
    selected.push(rel);
  }
}
if (selected.length === 0) {
  process.stderr.write(`bench: no benchmark matches ${filters.join(' ')}\n`);
  process.exit(1);
}

// Progress on standard error: a bar on a terminal, plain lines otherwise (logs and pipes never see `\r`).
// The bar is drawn between benchmarks, never while one prints its figures.
const tty = process.stderr.isTTY === true && !process.env['ARBITER_NO_PROGRESS'];
function progress(done, rel) {
  if (!tty) {
    process.stderr.write(`bench ${done}/${selected.length}${rel ? `: ${rel}` : ''}\n`);
    return;
  }
  const bar = new cliProgress.SingleBar(
    { format: `bench [{bar}] {value}/{total} {file}`, stream: process.stderr, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  bar.start(selected.length, done, { file: rel ?? 'done' });
  bar.stop();
}

selected.forEach((rel, i) => {
  progress(i, rel);
  process.stdout.write(`\n## ${rel}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', rel], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
});
progress(selected.length, null);
