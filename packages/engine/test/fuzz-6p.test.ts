/** Issue 2 "Done when" 3: seeded random-player games with 6 players all finish, invariants checked after every action. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fuzzGames, scaled } from './fuzz.js';

test('fuzz: 250 seeded 6-player random games finish with a result and no exception', () => {
  const n = scaled(250);
  const r = fuzzGames(6, n);
  assert.equal(r.finished, n);
});
