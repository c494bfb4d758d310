// Regenerates packages/engine/test/golden/determinism-golden.json (the SHA-256 of 200 seeded game logs)
// after an intentional rule change: the determinism-golden test writes the file instead of comparing.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const r = spawnSync(process.execPath, ['scripts/test.mjs', 'determinism-golden'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GOLDEN_UPDATE: '1' },
});
process.exit(r.status ?? 1);
