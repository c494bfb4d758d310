/**
 * Issue 20 §10: the README's library example works from outside the repository — `@arbiter/engine`
 * resolves after `npm install <tarball>` and after `npm install <path>`, with its `exports` and type
 * declarations (the example type-checks under NodeNext and runs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, tempFiles } from './helpers.js';

const README_EXAMPLE = (() => {
  const text = readFileSync(path.join(root, 'README.md'), 'utf8');
  const m = /## The engine as a library\s+```ts\n([\s\S]*?)```/.exec(text);
  if (!m) throw new Error('README has no "The engine as a library" ts block');
  return m[1]!;
})();

function sh(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 180_000 });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')} failed (${String(r.status)}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

function project(install: (dir: string) => void): string {
  const dir = tempFiles({
    'package.json': JSON.stringify({ name: 'outside', private: true, type: 'module' }),
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        types: [],
        outDir: 'out',
      },
      files: ['example.ts'],
    }),
  });
  install(dir);
  // The README example, plus a line that uses its result so the types are checked end to end.
  writeFileSync(
    path.join(dir, 'example.ts'),
    `${README_EXAMPLE}\nconsole.log(JSON.stringify({ ok: r.ok, players: state.players.length }));\n`,
  );
  sh(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], dir);
  return sh(process.execPath, [path.join(dir, 'out/example.js')], dir);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

test('@arbiter/engine from a tarball: npm pack, npm install <tarball>, the README example type-checks and runs', () => {
  const out = project((dir) => {
    sh(npm, ['pack', path.join(root, 'packages/engine'), '--pack-destination', dir, '--silent'], dir);
    const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
    assert.ok(tgz, 'npm pack wrote a tarball');
    sh(npm, ['install', '--offline', '--no-audit', '--no-fund', '--silent', `./${tgz}`], dir);
  });
  assert.deepEqual(JSON.parse(out.trim()), { ok: true, players: 2 });
});

test('@arbiter/engine from a path: npm install <path> resolves the package and its declarations', () => {
  const out = project((dir) =>
    sh(npm, ['install', '--offline', '--no-audit', '--no-fund', '--silent', path.join(root, 'packages/engine')], dir),
  );
  assert.deepEqual(JSON.parse(out.trim()), { ok: true, players: 2 });
});
