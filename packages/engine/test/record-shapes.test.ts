/**
 * Issue 17 (engine speed): the records read on every decision keep V8's fast properties as a game goes. A record a
 * property other than its last one is `delete`d from falls into V8's slow dictionary mode for the rest of its life
 * (and so does every copy of it), and code optimised for the records' shapes is thrown away when one arrives. So the
 * "this turn" values that end with a turn or its cleanup (500.1, 514.2) are dropped by replacing the record, not by
 * `delete` (objects/copy-on-write.ts `ownObjectWithout`, state/json-copy.ts `recordWithout`), which keeps the JSON.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { STARTER_BY_NAME, STARTER_DECKS, createGame, playOut, randomPlayer, type GameState } from '../src/index.js';

setFlagsFromString('--allow-natives-syntax');
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- V8's intrinsic needs the flag set above at parse time
const fastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

/** The records in dictionary mode after each decision of a seeded game, by kind. */
function slowRecords(players: number, seed: number): { turns: number; objects: number; players: number } {
  const decks = Object.values(STARTER_DECKS);
  const game = createGame({
    seed,
    cards: STARTER_BY_NAME,
    players: Array.from({ length: players }, (_, i) => ({ deck: decks[i % decks.length]! })),
  });
  const slow = { turns: 0, objects: 0, players: 0 };
  const check = (s: GameState): void => {
    for (const t of s.turns) if (!fastProperties(t)) slow.turns++;
    for (const p of s.players) if (!fastProperties(p)) slow.players++;
    for (const id of s.battlefield) if (!fastProperties(s.objects[id]!)) slow.objects++;
  };
  playOut(game, { players: [randomPlayer], aiSeed: seed, afterEach: check });
  return slow;
}

test('500.1 / 514.2: turn, player and permanent records keep fast properties as their "this turn" values end', () => {
  for (const [players, seed] of [
    [2, 1],
    [2, 2],
    [2, 3],
    [4, 4],
  ] as const)
    assert.deepEqual(
      slowRecords(players, seed),
      { turns: 0, objects: 0, players: 0 },
      `${players} players, seed ${seed}`,
    );
});
