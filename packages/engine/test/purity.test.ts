/** Invariant 1: the engine package does no I/O, never reads the clock, never calls Math.random. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? files(f) : f.endsWith('.ts') ? [f] : [];
  });
}

test('engine sources use no Math.random, Date, timers, process, or Node/browser I/O', () => {
  const banned = [
    /Math\.random/,
    /\bDate\b/,
    /performance\.now/,
    /\bsetTimeout\b/,
    /\bsetInterval\b/,
    /\bprocess\./,
    /from 'node:/,
    /require\(/,
    /\bfetch\(/,
    /\bconsole\./,
  ];
  const offenders: string[] = [];
  for (const f of files(src)) {
    const text = readFileSync(f, 'utf8');
    for (const re of banned) if (re.test(text)) offenders.push(`${path.relative(src, f)}: ${re}`);
  }
  assert.deepEqual(offenders, []);
});

test('the engine tsconfig has no Node or DOM types, so I/O would not type-check', () => {
  const cfg = JSON.parse(readFileSync(path.join(src, '..', 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { types: string[]; lib: string[] };
  };
  assert.deepEqual(cfg.compilerOptions.types, []);
  assert.ok(!cfg.compilerOptions.lib.some((l) => /dom/i.test(l)));
});
