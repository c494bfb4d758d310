// `npm run bench`: builds, then runs every packages/*/bench/*.bench.ts in turn.
// Each benchmark prints its own figures; nothing here is a pass/fail test.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const filters = process.argv.slice(2);
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
for (const pkg of readdirSync(path.join(root, 'packages')).sort()) {
  const dir = path.join(root, 'packages', pkg, 'bench');
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.bench.ts'))
    .sort()) {
    const rel = path.join('packages', pkg, 'bench', f);
    if (filters.length && !filters.some((x) => rel.includes(x))) continue;
    process.stdout.write(`\n## ${rel}\n`);
    const r = spawnSync(process.execPath, ['--import', 'tsx', rel], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
