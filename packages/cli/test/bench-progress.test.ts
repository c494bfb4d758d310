/**
 * Issue 20, "Playing from the terminal": long commands show progress — `npm run bench` (scripts/bench.mjs) prints
 * plain progress lines on standard error when it is not a terminal (no `\r`), and a filter that matches no
 * benchmark is an error rather than a silent success.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './helpers.js';

const bench = (...filters: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'scripts/bench.mjs'), ...filters], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ARBITER_BENCH_NO_BUILD: '1', BENCH_PLAYERS: '64', BENCH_ROUNDS: '2' },
  });

test('issue 20: npm run bench shows progress as plain lines when standard error is not a terminal', () => {
  const r = bench('pairing');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /^bench 0\/1: packages\/tournament\/bench\/pairing\.bench\.ts$/m);
  assert.match(r.stderr, /^bench 1\/1$/m);
  assert.doesNotMatch(r.stderr, /\r/);
  assert.match(r.stdout, /## packages\/tournament\/bench\/pairing\.bench\.ts/);
});

test('issue 20: npm run bench with a filter that matches no benchmark fails with one clear line', () => {
  const r = bench('no-such-benchmark');
  assert.equal(r.status, 1);
  assert.equal(r.stderr, 'bench: no benchmark matches no-such-benchmark\n');
});
