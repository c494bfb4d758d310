/** Issue 6 "Done when" 3: 300 seeded random-player free-for-all games with random legal options; invariants after every action. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scaled } from './fuzz.js';
import { fuzzVariant } from './fuzz-variants.js';

test('fuzz: 300 seeded free-for-all games with random legal options finish with a result, invariants holding after every action', () => {
  const n = scaled(300);
  const r = fuzzVariant('free-for-all', n);
  assert.equal(r.finished, n);
  console.log(
    `free-for-all: ${r.finished} games, ${r.decisions} decisions, ${r.draws} draws, ${r.concessions} concessions, ${r.departed} players left, up to ${r.maxPlayers} players`,
  );
});
