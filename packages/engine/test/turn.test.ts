/** Chapter 5: turn structure; 103: starting the game. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, STARTER_DECKS, createGame, submitInPlace, SetupError, type GameState } from '../src/index.js';
import { act, id, ok, pass, passUntil, refused, scenario, cites } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function twoPlayer(seed = 1, n = 2): GameState {
  const decks = Object.values(STARTER_DECKS);
  return createGame({
    seed,
    cards: STARTER_BY_NAME,
    players: Array.from({ length: n }, (_, i) => ({ deck: decks[i % 2]! })),
  });
}

function keepAll(g: GameState): void {
  while (g.pending?.kind === 'mulligan') ok(g, g.pending.player, { kind: 'keep' });
}

test('103.1: the starting player is chosen at random from the seed; the same seed gives the same choice', () => {
  const starts = new Set<number>();
  for (let seed = 1; seed <= 20; seed++) starts.add(twoPlayer(seed).startingPlayer);
  assert.equal(starts.size, 2, 'both players start in some seeds');
  assert.equal(twoPlayer(5).startingPlayer, twoPlayer(5).startingPlayer);
});

test('103.4 / 103.5: each player starts at 20 life with a seven-card hand', () => {
  const g = twoPlayer();
  for (const p of g.players) {
    assert.equal(p.life, 20);
    assert.equal(p.hand.length, 7);
    assert.equal(p.library.length, 53);
  }
});

test('103.5: the starting player decides on mulligans first, then the others in turn order', () => {
  const g = createGame({
    seed: 3,
    cards: STARTER_BY_NAME,
    startingPlayer: 2,
    players: [0, 1, 2, 3].map(() => ({ deck: STARTER_DECKS['gruul-stompy']! })),
  });
  const order: number[] = [];
  while (g.pending?.kind === 'mulligan') {
    order.push(g.pending.player);
    ok(g, g.pending.player, { kind: 'keep' });
  }
  assert.deepEqual(order, [2, 3, 0, 1]);
});

test('103.5 (London): a player who mulligans draws seven and puts one card on the bottom', () => {
  const g = twoPlayer(2);
  const first = g.pending!.player;
  ok(g, first, { kind: 'mulligan' });
  keepAll(g);
  const d = g.pending!;
  assert.equal(d.kind, 'bottomCards');
  if (d.kind !== 'bottomCards') return;
  assert.equal(d.player, first);
  assert.equal(d.count, 1);
  assert.equal(g.players[first]!.hand.length, 7);
  refused(g, first, { kind: 'bottomCards', cards: [] }, 'ILLEGAL_CHOICE');
  const bottom = d.hand[0]!;
  ok(g, first, { kind: 'bottomCards', cards: [bottom] });
  assert.equal(g.players[first]!.hand.length, 6);
  const lib = g.players[first]!.library;
  assert.equal(
    g.cards[g.objects[lib[lib.length - 1]!]!.defKey]!.name,
    g.cards[g.objects[bottom] ? g.objects[bottom]!.defKey : g.objects[lib[lib.length - 1]!]!.defKey]!.name,
  );
});

test('800.6: in a multiplayer game the first mulligan is free', () => {
  const g = twoPlayer(4, 3);
  const first = g.pending!.player;
  ok(g, first, { kind: 'mulligan' });
  keepAll(g);
  assert.notEqual(g.pending?.kind, 'bottomCards', 'no card goes to the bottom after one multiplayer mulligan');
  assert.equal(g.players[first]!.hand.length, 7);
  assert.ok(g.log.some((e) => e.type === 'mulligan'));
});

test('103.8a: in a two-player game the starting player skips the draw of their first turn', () => {
  const g = twoPlayer(6);
  keepAll(g);
  const sp = g.startingPlayer;
  passUntil(g, 'main1');
  assert.equal(g.players[sp]!.hand.length, 7);
  assert.ok(cites(g, '103.8a'));
});

test('800.7: in a multiplayer game the starting player draws on their first turn', () => {
  const g = twoPlayer(6, 4);
  keepAll(g);
  const sp = g.startingPlayer;
  passUntil(g, 'main1');
  assert.equal(g.players[sp]!.hand.length, 8);
});

test('500.1: a turn goes through every step in order', () => {
  const t = cardGame({
    players: [{ library: ['Forest', 'Forest'], battlefield: ['Grizzly Bears'] }, {}],
    position: { active: 'P1', step: 'upkeep', begin_step: true },
  });
  const g = t.state;
  const seen: string[] = [];
  for (let i = 0; i < 100 && g.turns[0]!.number === 2; i++) {
    if (seen[seen.length - 1] !== g.turns[0]!.step) seen.push(g.turns[0]!.step);
    const d = g.pending!;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareAttackers') t.attack({ 'Grizzly Bears': 'P2' });
    else if (d.kind === 'declareBlockers') ok(g, 1, { kind: 'declareBlockers', blocks: [] });
  }
  assert.deepEqual(seen, [
    'upkeep',
    'draw',
    'main1',
    'beginCombat',
    'declareAttackers',
    'declareBlockers',
    'combatDamage',
    'endCombat',
    'main2',
    'end',
  ]);
});

test("502.3 / 302.6: the untap step untaps the active player's permanents and ends summoning sickness", () => {
  const t = cardGame({
    players: [
      { battlefield: [{ card: 'Hill Giant', tapped: true }] },
      { battlefield: [{ card: 'Grizzly Bears', tapped: true, summoning_sick: true }] },
    ],
    position: { active: 'P1', step: 'end' },
  });
  const g = t.state;
  passUntil(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.tapped, false);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.summoningSick, false);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.tapped, true, 'only the active player untaps');
});

test('514.2: damage wears off and "until end of turn" effects end in the cleanup step', () => {
  const t = cardGame({
    players: [{ hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'] }, {}],
    position: { active: 'P1', step: 'main2' },
  });
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Giant Growth', { targets: ['Grizzly Bears'] });
  t.pass();
  t.pass();
  assert.equal(g.effects.length, 1);
  passUntil(g, 'upkeep');
  assert.equal(g.effects.length, 0);
});

test('514.1: cleanup discards down to seven, then the turn passes', () => {
  const s = scenario();
  s.hand(
    0,
    Array.from({ length: 9 }, () => 'Forest'),
  );
  const g = s.start({ active: 0, step: 'end' });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects');
  if (d.kind !== 'chooseObjects') return;
  refused(g, 0, { kind: 'chooseObjects', objects: d.options.slice(0, 1) }, 'ILLEGAL_CHOICE');
  ok(g, 0, { kind: 'chooseObjects', objects: d.options.slice(0, 2) });
  assert.equal(g.players[0]!.hand.length, 7);
  assert.equal(g.turns[0]!.activePlayers[0], 1);
});

test('500.7: extra turns are kept as a queue and taken before the normal next turn', () => {
  const s = scenario(3);
  for (const p of [0, 1, 2]) s.library(p, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'end' });
  g.extraTurns.push(0, 2);
  passUntil(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 0);
  passUntil(g, 'end');
  passUntil(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 2);
  passUntil(g, 'end');
  passUntil(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 0, 'then normal order resumes after the last turn-taker, player 2');
});

test('100.1: a game needs at least two players; unknown cards in a deck are rejected', () => {
  assert.throws(() => createGame({ seed: 1, cards: STARTER_BY_NAME, players: [{ deck: ['Forest'] }] }), SetupError);
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, players: [{ deck: ['Forest'] }, { deck: ['Nope'] }] }),
    /unknown card/,
  );
});

test('games for 2 to 8 players start and reach the first turn', () => {
  for (let n = 2; n <= 8; n++) {
    const g = twoPlayer(n, n);
    keepAll(g);
    while (g.pending?.kind === 'bottomCards')
      ok(g, g.pending.player, { kind: 'bottomCards', cards: g.pending.hand.slice(0, g.pending.count) });
    assert.equal(g.turns[0]!.number, 1, `${n} players`);
    assert.equal(g.players.length, n);
    assert.ok(submitInPlace);
  }
});
