/** CR 806 Free-for-All and 807 Grand Melee (turn markers, one stack per marker). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, STARTER_DECKS, createGame, submitInPlace, type GameState } from '../src/index.js';
import { losePlayers } from '../src/players/leave.js';
import { VARIANT_HOOKS } from '../src/game/variant-hooks.js';
import { playerInRange } from '../src/objects/range.js';
import { MP_CARDS, drive, logCites, objectNamed, ok, table } from './mp-helpers.js';

const deck = STARTER_DECKS['gruul-stompy']!;
const GM = { variant: 'grand-melee' };
const players = (n: number) => Array.from({ length: n }, () => ({ deck }));
const rule = (r: string) => (e: Error & { rule?: string }) => e.rule === r;
/** A Grand Melee table whose players have libraries to draw from. */
function gm(n: number, extra = {}): ReturnType<typeof table> {
  const s = table(n, GM, { ...MP_CARDS, ...extra });
  for (let p = 0; p < n; p++)
    s.library(
      p,
      Array.from({ length: 20 }, () => 'Forest'),
    );
  return s;
}

// --- 806 Free-for-All ---------------------------------------------------------------------------

test('806.1: in Free-for-All the players compete as individuals (no teams)', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, players: players(4) });
  assert.equal(new Set(g.players.map((p) => p.team)).size, 4);
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { variant: 'free-for-all' },
        players: [0, 0, 1, 1].map((team) => ({ deck, team })),
      }),
    rule('806.1'),
  );
});

test('806.2: the options are determined before play: Free-for-All defaults to attack multiple players, no range, no deploy', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, players: players(5) });
  assert.deepEqual(
    [g.options.attackMultiplePlayers, g.options.attackDirection, g.options.rangeOfInfluence, g.options.deployCreatures],
    [true, null, null, false],
  );
});

test('806.2a: limited range in Free-for-All gives every player the same range', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: { rangeOfInfluence: 2 }, players: players(6) });
  assert.equal(g.options.rangeOfInfluence, 2);
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { rangeOfInfluence: 2 },
        players: [...players(5), { deck, rangeOfInfluence: 1 }],
      }),
    rule('806.2a'),
  );
});

test('806.2b: exactly one of attack left, attack right and attack multiple players is used', () => {
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { attackMultiplePlayers: false, attackDirection: null },
        players: players(4),
      }),
    rule('806.2b'),
  );
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { attackMultiplePlayers: true, attackDirection: 'left' },
        players: players(4),
      }),
    rule('806.2b'),
  );
  createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: { attackMultiplePlayers: false, attackDirection: 'right' },
    players: players(4),
  });
});

test("806.2c: the deploy creatures option isn't used in Free-for-All", () => {
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: { deployCreatures: true }, players: players(4) }),
    rule('806.2c'),
  );
});

test('806.3: the players are randomly seated around the table', () => {
  const orders = new Set<string>();
  for (let seed = 1; seed <= 8; seed++) {
    const g = createGame({
      seed,
      cards: STARTER_BY_NAME,
      seating: 'rules',
      players: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, deck })),
    });
    orders.add(g.players.map((p) => p.name).join(''));
  }
  assert.ok(orders.size > 1);
});

// --- 807 Grand Melee ---------------------------------------------------------------------------

test('807.1: Grand Melee is a Free-for-All modification for many players competing as individuals', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: GM, players: players(10) });
  assert.equal(g.options.variant, 'grand-melee');
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: GM,
        players: [0, 0, 1, 1, 2, 2, 3, 3].map((team) => ({ deck, team })),
      }),
    rule('807.1'),
  );
});

test('807.2 / 807.2a / 807.2b: Grand Melee defaults: range of influence 1 and the attack left option', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: GM, players: players(10) });
  assert.deepEqual(
    [g.options.rangeOfInfluence, g.options.attackDirection, g.options.attackMultiplePlayers],
    [1, 'left', false],
  );
});

test("807.2c: attack multiple players and deploy creatures aren't used in Grand Melee", () => {
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { ...GM, attackMultiplePlayers: true, attackDirection: null },
        players: players(10),
      }),
    rule('807.2c'),
  );
  assert.throws(
    () =>
      createGame({ seed: 1, cards: STARTER_BY_NAME, options: { ...GM, deployCreatures: true }, players: players(10) }),
    rule('807.2c'),
  );
});

test('807.3: the players are seated at random', () => {
  const g = createGame({
    seed: 4,
    cards: STARTER_BY_NAME,
    options: GM,
    seating: 'rules',
    players: players(10).map((p, i) => ({ ...p, name: `S${i}` })),
  });
  assert.notEqual(
    g.players.map((p) => p.name).join(),
    players(10)
      .map((_, i) => `S${i}`)
      .join(),
  );
  assert.ok(logCites(g, '807.3'));
});

test("807.4: several players take turns at the same time, each turn marker representing an active player's turn", () => {
  const g = createGame({ seed: 2, cards: STARTER_BY_NAME, startingPlayer: 0, options: GM, players: players(8) });
  drive(g, (x) => x.phase === 'playing');
  assert.equal(g.turns.length, 2);
  assert.deepEqual(
    g.turns.map((t) => t.activePlayers),
    [[0], [4]],
  );
});

test('807.4a Example: sixteen players have four turn markers; fifteen have three', () => {
  assert.equal(
    createGame({ seed: 1, cards: STARTER_BY_NAME, options: GM, players: players(16) }).options.turnMarkers,
    4,
  );
  assert.equal(
    createGame({ seed: 1, cards: STARTER_BY_NAME, options: GM, players: players(15) }).options.turnMarkers,
    3,
  );
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: { ...GM, turnMarkers: 2 }, players: players(12) }),
    rule('807.4a'),
  );
});

test('807.4b: the starting player gets marker 1, the player four seats to the left marker 2, …; all begin their turns at once', () => {
  const g = createGame({ seed: 3, cards: STARTER_BY_NAME, startingPlayer: 5, options: GM, players: players(12) });
  drive(g, (x) => x.phase === 'playing');
  assert.deepEqual(
    g.turns.map((t) => [t.marker, t.holder]),
    [
      [1, 5],
      [2, 9],
      [3, 1],
    ],
  );
  assert.ok(g.turns.every((t) => t.activePlayers.length === 1 && !t.waiting));
  assert.ok(logCites(g, '807.4b'));
});

test('807.4c: after a player ends their turn, they pass the turn marker to the player on their left', () => {
  const g = gm(8).start({ active: 0, step: 'end' });
  drive(g, (x) => x.turns[0]!.holder !== 0);
  assert.equal(g.turns[0]!.holder, 1);
  assert.ok(logCites(g, '807.4c'));
});

test('807.4c: a marker holder who leaves during their turn: the player to the left takes it after that turn ends', () => {
  const g = gm(8).start({ active: 0, step: 'main2' });
  ok(g, 0, { kind: 'concede' });
  assert.equal(g.turns[0]!.holder, 0, 'the turn continues without its active player');
  drive(g, (x) => x.turns[0]!.holder !== 0);
  assert.equal(g.turns[0]!.holder, 1);
});

test('807.4c: a marker holder who leaves before their turn begins: the player to the left takes the marker at once', () => {
  const g = gm(12).start({ active: 0, step: 'main1', markers: [{ holder: 3, waiting: true }, { holder: 8 }] });
  assert.equal(g.turns[1]!.waiting, true);
  ok(g, 3, { kind: 'concede' });
  assert.equal(g.turns[1]!.holder, 4);
});

test('807.4d: a player who receives a marker waits while a marker is within three seats to their left', () => {
  const g = gm(8).start({ active: 0, step: 'end', markers: [{ holder: 3, step: 'main1' }] });
  drive(g, (x) => x.turns[0]!.holder !== 0);
  assert.equal(g.turns[0]!.holder, 1);
  assert.equal(g.turns[0]!.waiting, true, 'marker 2 (seat 3) is within three seats on the left');
  assert.ok(logCites(g, '807.4d'));
  drive(g, (x) => x.turns[1]!.holder === 4);
  drive(g, (x) => !x.turns[0]!.waiting);
  assert.deepEqual(g.turns[0]!.activePlayers, [1], 'the turn begins once the other marker moved on');
});

test('807.4e: a player leaving reduces the number of markers: the marker immediately to their right is designated for removal', () => {
  const g = gm(8).start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  assert.equal(g.turns[0]!.removal, 1, 'seat 0 holds the marker to the right of the departed seat 1');
  assert.ok(logCites(g, '807.4e'));
  drive(g, (x) => !!x.turns[0]!.removed);
  assert.ok(logCites(g, '807.4g'));
  assert.equal(g.turns.filter((t) => !t.removed).length, 1);
});

test('807.4e: players leaving at the same time: the lowest-numbered candidate marker is designated', () => {
  const g = gm(8).start({ active: 0, step: 'main1' });
  losePlayers(
    g,
    [
      { player: 5, reason: 'test', rule: '104.3e' },
      { player: 1, reason: 'test', rule: '104.3e' },
    ],
    VARIANT_HOOKS,
  );
  assert.equal(g.turns[0]!.removal, 1, 'markers 1 (seat 0) and 2 (seat 4) could go; marker 1 is designated');
  assert.equal(g.turns[1]!.removal ?? 0, 0);
});

test('807.4f: markers already designated for removal are disregarded when counting whether another leaver reduces them', () => {
  const g = gm(12).start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' }); // 11 players: 2 markers
  assert.equal(g.turns.reduce((s, t) => s + (t.removal ?? 0), 0) + g.turns.filter((t) => t.removed).length, 1);
  ok(g, 6, { kind: 'concede' }); // 10 players: still 2 markers, no further designation
  assert.equal(g.turns.reduce((s, t) => s + (t.removal ?? 0), 0) + g.turns.filter((t) => t.removed).length, 1);
  ok(g, 10, { kind: 'concede' }); // 9 players: 2 markers
  ok(g, 11, { kind: 'concede' }); // 8 players: 2 markers
  ok(g, 2, { kind: 'concede' }); // 7 players: 1 marker
  assert.equal(g.turns.reduce((s, t) => s + (t.removal ?? 0), 0) + g.turns.filter((t) => t.removed).length, 2);
});

test('807.4g: a designated marker of a player not taking a turn is removed at once; extra designations pass to the marker on its right', () => {
  const g = gm(12).start({ active: 0, step: 'main1', markers: [{ holder: 4 }, { holder: 8, waiting: true }] });
  ok(g, 9, { kind: 'concede' }); // 11 players: 2 markers; the marker to seat 9's right is the waiting one at seat 8
  assert.equal(g.turns[2]!.removed, true, 'marker 3 (its holder not taking a turn) is removed immediately');
  // Players leaving together may designate one marker several times (807.4e); its extra designations move right (807.4g).
  losePlayers(
    g,
    [5, 6, 10, 11].map((player) => ({ player, reason: 'test', rule: '104.3e' })),
    VARIANT_HOOKS,
  ); // 7 players: 1 marker
  assert.equal(g.turns[1]!.removal, 1, 'marker 2 (seat 4, the lowest candidate still in play) is designated');
  drive(g, (x) => !!x.turns[1]!.removed);
  assert.equal(g.turns.filter((t) => !t.removed).length, 1);
  assert.ok(logCites(g, '807.4g'));
});

test('807.4g: a marker designated twice is removed after its turn and the marker on its right becomes designated once', () => {
  const g = gm(12).start({ active: 0, step: 'main1', markers: [{ holder: 4 }, { holder: 8 }] });
  losePlayers(
    g,
    [5, 6, 7, 9, 10].map((player) => ({ player, reason: 'test', rule: '104.3e' })),
    VARIANT_HOOKS,
  ); // 7 players: two markers must go
  assert.equal(g.turns[1]!.removal, 2, 'marker 2 is the lowest-numbered candidate, designated twice');
  drive(g, (x) => !!x.turns[1]!.removed);
  assert.equal(g.turns[0]!.removal ?? 0, g.turns[0]!.removed ? 0 : 1, 'marker 1, to its right, is designated once');
});

test("807.4h: when consecutive players leave, those on either side enter each other's range only as the next turn begins", () => {
  const g = gm(8).start({ active: 0, step: 'main1' });
  ok(g, 2, { kind: 'concede' });
  ok(g, 3, { kind: 'concede' });
  assert.equal(playerInRange(g, 1, 4), false);
  drive(g, (x) => x.turns.some((t) => t.number > 2 && t.activePlayers.length > 0));
  assert.equal(playerInRange(g, 1, 4), true);
});

test('807.4i: a player with a marker who gets an extra turn keeps the marker and takes it after the current turn', () => {
  const s = gm(9); // markers at seats 0 and 4; passing on, marker 2 never comes within three seats of seat 0
  s.battlefield(0, ['Island', 'Island']);
  s.hand(0, ['Time Walk']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Time Walk') } });
  drive(
    g,
    (x) =>
      x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority' && x.focus === 0 && x.turns[0]!.step === 'main1',
  );
  const before = g.turns[0]!.number;
  drive(g, (x) => x.turns[0]!.number !== before);
  assert.equal(g.turns[0]!.holder, 0);
  assert.deepEqual(g.turns[0]!.activePlayers, [0]);
  assert.ok(logCites(g, '807.4i'));
});

test('807.4i: with a marker within three seats on the right, the marker passes and the extra turn comes just before the next one', () => {
  const s = gm(8);
  s.battlefield(4, ['Island', 'Island']);
  s.hand(4, ['Time Walk']);
  const g = s.start({ active: 4, step: 'main1', markers: [{ holder: 1, step: 'main1' }] });
  const focusTurn = (x: GameState) => x.turns[x.focus ?? 0]!;
  drive(g, (x) => x.pending?.kind === 'priority' && x.pending.player === 4 && focusTurn(x).holder === 4);
  ok(g, 4, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Time Walk') } });
  drive(g, (x) => x.turns[0]!.holder !== 4);
  assert.equal(g.turns[0]!.holder, 5, 'the marker passed on (marker 2 is within three seats on the right)');
  assert.deepEqual(g.extraTurns, [4]);
  assert.ok(logCites(g, '807.4i'));
});

test("807.4j Example: Time Walk while the number of turn markers drops — the marker is removed; the extra turn waits for Alex's next marker", () => {
  const s = table(
    [
      { name: 'Alex' },
      { name: 'Bianca' },
      { name: 'Carissa' },
      { name: 'Dana' },
      { name: 'Evan' },
      { name: 'Fiona' },
      { name: 'Gus' },
      { name: 'Hana' },
    ],
    GM,
    MP_CARDS,
  );
  for (let p = 0; p < 8; p++)
    s.library(
      p,
      Array.from({ length: 20 }, () => 'Forest'),
    );
  s.battlefield(0, ['Island', 'Island']);
  s.hand(0, ['Time Walk']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Time Walk') } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  ok(g, 1, { kind: 'concede' });
  drive(g, (x) => !!x.turns[0]!.removed);
  assert.deepEqual(g.extraTurns, [0], 'the extra turn waits');
  assert.equal(g.turns.filter((t) => !t.removed).length, 1);
  drive(g, (x) => x.turns[1]!.holder === 0 && x.turns[1]!.activePlayers.length > 0, 5000);
  assert.deepEqual(g.extraTurns, [], 'Alex takes the extra turn first, immediately before his normal turn');
  assert.equal(g.turns[1]!.keepMarker, true);
  const extra = g.turns[1]!.number;
  drive(g, (x) => x.turns[1]!.number !== extra);
  assert.equal(g.turns[1]!.holder, 0, 'then his normal turn, with the same marker');
  assert.ok(logCites(g, '807.4j'));
});

test('807.5: each turn marker has its own stack', () => {
  const s = gm(8);
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.pending?.player, 0);
  ok(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Lightning Bolt'), targets: [[{ kind: 'player', player: 1 }]] },
  });
  assert.equal(g.turns[0]!.stack.length, 1);
  assert.equal(g.turns[1]!.stack.length, 0);
  assert.equal(g.objects[g.turns[0]!.stack[0]!]!.stack!.stackOf, 0);
});

test("807.5a: a player gets priority for a marker's stack only if the marker or a spell on it is within their range", () => {
  const s = gm(8);
  s.battlefield(1, ['Mountain']);
  s.hand(1, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  const seen = new Map<number, Set<number>>([
    [0, new Set()],
    [1, new Set()],
  ]);
  for (let i = 0; i < 12 && g.pending?.kind === 'priority'; i++) {
    seen.get(g.focus ?? 0)!.add(g.pending.player);
    if (g.pending.player === 1 && g.focus === 0 && g.turns[0]!.stack.length === 0)
      ok(g, 1, {
        kind: 'action',
        action: { kind: 'cast', card: objectNamed(g, 'Lightning Bolt'), targets: [[{ kind: 'player', player: 2 }]] },
      });
    else ok(g, g.pending.player, { kind: 'action', action: { kind: 'pass' } });
  }
  assert.ok(
    [...seen.get(0)!].every((p) => [7, 0, 1, 2].includes(p)),
    "marker 1 (seat 0): seats 7, 0, 1, and 2 once seat 1's spell is on its stack",
  );
  assert.ok(seen.get(0)!.has(2), "seat 2 got priority for the stack holding seat 1's spell");
  assert.ok([...seen.get(1)!].every((p) => [3, 4, 5].includes(p)));
});

test('807.5b: a player with priority puts a spell on the stack of the turn marker whose priority they hold', () => {
  const s = gm(8);
  const [bolt2] = s.hand(2, ['Lightning Bolt']);
  s.battlefield(2, ['Mountain']);
  const [bolt1] = s.hand(1, ['Lightning Bolt']);
  s.battlefield(1, ['Mountain']);
  const g = s.start({ active: 0, step: 'main1' });
  // Seat 1 casts on marker 1's stack; seat 2 then gets priority for that stack too (807.5a).
  drive(g, (x) => x.pending?.kind === 'priority' && x.pending.player === 1 && x.focus === 0);
  ok(g, 1, { kind: 'action', action: { kind: 'cast', card: bolt1!, targets: [[{ kind: 'player', player: 0 }]] } });
  drive(g, (x) => x.pending?.kind === 'priority' && x.pending.player === 2);
  const focus = g.focus ?? 0;
  assert.equal(focus, 0);
  ok(g, 2, { kind: 'action', action: { kind: 'cast', card: bolt2!, targets: [[{ kind: 'player', player: 1 }]] } });
  assert.equal(g.turns[0]!.stack.length, 2, 'on the stack it had priority for');
  assert.equal(g.turns[1]!.stack.length, 0);
  // 117.3c: the caster receives priority again for that stack (after the other marker's stack has been served).
  drive(g, (x) => x.pending?.kind === 'priority' && x.focus === 0);
  assert.equal(g.pending!.player, 2);
});

test("807.5b: a spell that targets a spell must go on that spell's stack: spells on another marker's stack can't be targeted", () => {
  const s = gm(8);
  s.battlefield(0, ['Mountain']);
  const [bolt] = s.hand(0, ['Lightning Bolt']);
  s.battlefield(4, ['Island', 'Island']);
  const [counter] = s.hand(4, ['Counterspell']);
  s.battlefield(1, ['Island', 'Island']);
  const [counter1] = s.hand(1, ['Counterspell']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: bolt!, targets: [[{ kind: 'player', player: 1 }]] } });
  const spell = g.turns[0]!.stack[0]!;
  // Seat 4 holds priority for marker 2's stack: Counterspell can't reach the Bolt on marker 1's stack.
  drive(g, (x) => x.pending?.kind === 'priority' && x.focus === 1 && x.pending.player === 4);
  const r = submitInPlace(g, 4, {
    kind: 'action',
    action: { kind: 'cast', card: counter!, targets: [[{ kind: 'object', id: spell }]] },
  });
  assert.ok(!r.ok && r.error.code === 'ILLEGAL_TARGET');
  // Seat 1, with priority for marker 1's stack, can.
  ok(g, 4, { kind: 'action', action: { kind: 'pass' } });
  drive(g, (x) => x.pending?.kind === 'priority' && x.focus === 0 && x.pending.player === 1);
  ok(g, 1, { kind: 'action', action: { kind: 'cast', card: counter1!, targets: [[{ kind: 'object', id: spell }]] } });
  assert.equal(g.turns[0]!.stack.length, 2);
});
