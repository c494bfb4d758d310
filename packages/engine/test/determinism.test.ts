/** Invariants 2 and 3: determinism, plain-data state, save/reload anywhere. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  aiRng,
  createGame,
  randomChoice,
  submitInPlace,
  playOut,
  randomPlayer,
  viewFor,
  type GameState,
  touch,
} from '../src/index.js';
import { ownObject } from '../src/index.js';

function newGame(seed: number, players = 2): GameState {
  const decks = Object.values(STARTER_DECKS);
  return createGame({
    seed,
    cards: STARTER_BY_NAME,
    players: Array.from({ length: players }, (_, i) => ({ deck: decks[i % 2]! })),
  });
}

test('the same seed and decisions give a byte-identical JSON event log', () => {
  for (const players of [2, 4]) {
    const a = newGame(11, players);
    const b = newGame(11, players);
    playOut(a, { players: [randomPlayer], aiSeed: 3 });
    playOut(b, { players: [randomPlayer], aiSeed: 3 });
    assert.equal(JSON.stringify(a.log), JSON.stringify(b.log));
    assert.ok(a.result);
  }
});

test('different seeds give different games', () => {
  const a = newGame(1);
  const b = newGame(2);
  playOut(a, { players: [randomPlayer], aiSeed: 1 });
  playOut(b, { players: [randomPlayer], aiSeed: 1 });
  assert.notEqual(JSON.stringify(a.log), JSON.stringify(b.log));
});

test('saving (JSON) and reloading at 100 random decision points continues identically', () => {
  // Reference game: record every choice made.
  const ref = newGame(21, 3);
  const rng = aiRng('save-load');
  const choices: { player: number; choice: unknown }[] = [];
  while (ref.pending && !ref.result) {
    const d = ref.pending;
    let c: unknown = randomChoice(ref, d, rng);
    let r = submitInPlace(ref, d.player, c);
    if (!r.ok) {
      c = { kind: 'action', action: { kind: 'pass' } };
      if (d.kind !== 'priority') break;
      r = submitInPlace(ref, d.player, c);
    }
    assert.ok(r.ok);
    choices.push({ player: d.player, choice: c });
  }
  assert.ok(ref.result, 'reference game finished');
  const finalLog = JSON.stringify(ref.log);
  const pickRng = aiRng('points');
  const points = new Set<number>();
  while (points.size < Math.min(100, choices.length - 1))
    points.add(
      1 + Math.floor(((pickRng[0] = (pickRng[0] * 1103515245 + 12345) >>> 0) / 4294967296) * (choices.length - 1)),
    );
  // Replay once, and at each chosen point save to JSON and continue from the reloaded copy.
  let g = newGame(21, 3);
  for (let i = 0; i < choices.length; i++) {
    if (points.has(i)) g = JSON.parse(JSON.stringify(g)) as GameState;
    const { player, choice } = choices[i]!;
    assert.ok(submitInPlace(g, player, choice).ok, `choice ${i} accepted after reload`);
  }
  assert.equal(JSON.stringify(g.log), finalLog);
  assert.deepEqual(g.result, ref.result);
});

test('the state is plain data at every decision: JSON round-trips exactly', () => {
  const g = newGame(5, 2);
  const rng = aiRng(5);
  for (let i = 0; i < 300 && g.pending; i++) {
    const json = JSON.stringify(g);
    assert.equal(JSON.stringify(JSON.parse(json)), json);
    const d = g.pending;
    if (!submitInPlace(g, d.player, randomChoice(g, d, rng)).ok)
      submitInPlace(g, d.player, { kind: 'action', action: { kind: 'pass' } });
  }
});

test("invariant 5: a player's view hides other hands and all library contents", () => {
  const g = newGame(8, 3);
  const v = viewFor(g, 1);
  assert.ok(v.players[1]!.hand && v.players[1]!.hand.length === 7);
  assert.equal(v.players[0]!.hand, null);
  assert.equal(v.players[2]!.hand, null);
  assert.equal(v.players[0]!.handCount, 7);
  const text = JSON.stringify(v);
  for (const p of g.players) {
    if (p.id === 1) continue;
    for (const idd of p.hand) assert.ok(!text.includes(`"id":${idd},"name":"`), 'no named object from another hand');
  }
  assert.equal(v.pending === null || v.pending.player === 1, true, "only the viewer's own decision is shown");
  const spectator = viewFor(g, null);
  assert.ok(spectator.players.every((p) => p.hand === null));
});

test('708.5: a face-down permanent is hidden from everyone but its controller', () => {
  const g = newGame(9);
  // Put a card face down onto the battlefield directly for the view check.
  const card = g.players[0]!.library[0]!;
  const o = ownObject(g, card);
  g.players[0]!.library.shift();
  o.zone = 'battlefield';
  o.faceDown = true;
  g.battlefield.push(card);
  touch(g); // a state edited by hand: cached characteristics are recomputed
  const mine = viewFor(g, 0).battlefield.find((x) => x.id === card)!;
  const theirs = viewFor(g, 1).battlefield.find((x) => x.id === card)!;
  assert.equal(theirs.name, null);
  assert.equal(mine.faceDown, true);
});
