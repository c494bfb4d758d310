/**
 * The whole-pool net under the compiler snapshots (issue 16): every counted card of both committed pools is
 * compiled, and the full / partial / none counts and a digest of every compiled tree (sorted keys, pool order)
 * must equal the committed figures in test/snapshots/coverage-summary.json. Any change in what the compiler
 * produces for any card fails here; compiled-trees.test.ts shows which trees changed for its sample.
 *
 * Update after an intended compiler change:  UPDATE_SNAPSHOTS=1 npm test -- coverage-summary
 * (and the README's coverage figures when the counts move).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCardDatabase, type PoolName } from '@arbiter/cards/node';
import { coverage } from '../src/index.js';
import { readJson, sha256, shown, UPDATE, writeJson } from './snapshot.js';

interface Summary {
  readonly total: number;
  readonly full: number;
  readonly partial: number;
  readonly none: number;
  readonly digest: string;
}

const file = new URL('./snapshots/coverage-summary.json', import.meta.url);

test(
  'compiler coverage: full / partial / none and every compiled tree of both pools equal the committed summary',
  { timeout: 600_000 },
  () => {
    const expected = readJson<Record<PoolName, Summary>>(file);
    const actual = {} as Record<PoolName, Summary>;
    for (const pool of ['modern', '2017'] as const) {
      const r = coverage(loadCardDatabase({ pool }));
      const digest = sha256(r.cards.map((c) => JSON.stringify(shown(c))).join('\n'));
      actual[pool] = { total: r.total, full: r.full, partial: r.partial, none: r.none, digest };
    }
    if (UPDATE) {
      writeJson(file, actual);
      return;
    }
    assert.deepEqual(actual, expected);
  },
);
