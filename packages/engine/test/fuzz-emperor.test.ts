/** Issue 6 "Done when" 3: 300 seeded random-player emperor games with random legal options; invariants after every action. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scaled } from './fuzz.js';
import { fuzzVariant } from './fuzz-variants.js';

test('fuzz: 300 seeded emperor games with random legal options finish with a result, invariants holding after every action', () => {
  const n = scaled(300);
  const r = fuzzVariant('emperor', n);
  assert.equal(r.finished, n);
  console.log(
    `emperor: ${r.finished} games, ${r.decisions} decisions, ${r.draws} draws, ${r.concessions} concessions, ${r.departed} players left, up to ${r.maxPlayers} players`,
  );
});
