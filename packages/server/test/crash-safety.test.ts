/** Crash safety on the embedded SQLite store (WAL, synchronous=FULL): see crash.ts. */
import { test } from 'node:test';
import { crashSafety } from './crash.js';
import { tempDb } from './helpers.js';

const SCALE = Number(process.env['FUZZ_SCALE'] ?? '1');
const GAMES = Math.max(2, Math.round(20 * SCALE));

test(`crash safety (SQLite): ${GAMES} games survive SIGKILL at random moments — every acknowledged decision kept, same results and event logs`, async () => {
  await crashSafety(async () => tempDb(), GAMES);
});
