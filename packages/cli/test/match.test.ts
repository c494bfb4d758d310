/** Issue 21: `arbiter match` plays seeded games between two AIs and reports wins with a 95% Wilson interval. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cli } from './helpers.js';
import { wilson } from '../src/commands/match.js';

test('match: N seeded games, the last --json line is the tally, and the same seed gives the same tally', async () => {
  const run = () => cli('match', '--a', 'heuristic', '--b', 'heuristic', '--games', '2', '--seed', '7', '--json');
  const r = await run();
  assert.equal(r.code, 0, r.err);
  const lines = r.out.trim().split('\n');
  const tally = JSON.parse(lines.at(-1)!) as { games: number; a_wins: number; b_wins: number; draws: number };
  assert.deepEqual(Object.keys(tally), ['games', 'a_wins', 'b_wins', 'draws']);
  assert.equal(tally.games, 2);
  assert.equal(tally.a_wins + tally.b_wins + tally.draws, 2);
  assert.match(lines[0]!, /2 games: a \(heuristic\) won \d+ \([\d.]+%, 95% CI [\d.]+%–[\d.]+%\)/);
  assert.match(r.err, /match heuristic vs heuristic: 2\/2/); // plain progress lines off a terminal
  assert.deepEqual((await run()).out, r.out);
});

test('match: multiplayer puts a at one seat against P-1 seats of b', async () => {
  const r = await cli('match', '--a', 'random', '--b', 'heuristic', '--games', '1', '--players', '3', '--json');
  assert.equal(r.code, 0, r.err);
  assert.equal((JSON.parse(r.out.trim().split('\n').at(-1)!) as { games: number }).games, 1);
});

test('match: bad flags give one clear usage error', async () => {
  const cases: [string[], RegExp][] = [
    [['--b', 'heuristic', '--games', '2'], /--a is required/],
    [['--a', 'genius', '--b', 'heuristic', '--games', '2'], /--a must be one of random, heuristic, search/],
    [['--a', 'search', '--b', 'heuristic'], /--games is required/],
    [['--a', 'search', '--b', 'heuristic', '--games', '0'], /--games must be between 1 and/],
    [['--a', 'search', '--b', 'heuristic', '--games', '2', '--variant', 'chess'], /--variant must be one of/],
    [['--a', 'search', '--b', 'heuristic', '--games', '2', '--players', '3', '--variant', 'two-player'], /800\.1/],
    [['--a', 'search', '--b', 'heuristic', '--games', '2', '--think', 'lots'], /--think must be an integer/],
  ];
  for (const [args, re] of cases) {
    const r = await cli('match', ...args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.err, re);
    assert.equal(r.out, '');
  }
});

test('match: the Wilson interval brackets the observed rate and narrows with more games', () => {
  const [lo, hi] = wilson(7, 10);
  assert.ok(lo < 0.7 && 0.7 < hi);
  assert.ok(Math.abs(lo - 0.3968) < 1e-3 && Math.abs(hi - 0.8922) < 1e-3, `${lo} ${hi}`);
  const [lo2, hi2] = wilson(70, 100);
  assert.ok(hi2 - lo2 < hi - lo);
  assert.deepEqual(wilson(0, 0), [0, 1]);
});

test('match: every chapter 8 and chapter 9 variant, Planechase and Vanguard, and random compiled decks set up', async () => {
  const cases: string[][] = [
    ['--variant', 'emperor', '--players', '6'],
    ['--variant', 'archenemy', '--planechase', '--players', '3'],
    ['--vanguard', '--decks', 'random'],
  ];
  for (const args of cases) {
    const r = await cli('match', '--a', 'heuristic', '--b', 'heuristic', '--games', '1', '--json', ...args);
    assert.equal(r.code, 0, `${args.join(' ')}: ${r.err}`);
    assert.deepEqual(Object.keys(JSON.parse(r.out.trim().split('\n').at(-1)!) as object).length, 4);
  }
  const bad = await cli('match', '--a', 'heuristic', '--b', 'heuristic', '--games', '1', '--decks', 'mine');
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--decks must be starter or random/);
});

test('match: decks are not tied to a seat: a plays every starter deck, from both seats, against every other deck', async () => {
  const { setupGame, starterIndex } = await import('../src/match-setup.js');
  const { CardLibrary } = await import('@arbiter/server');
  const { STARTER_DECKS } = await import('@arbiter/engine');
  const n = Object.keys(STARTER_DECKS).length;
  const pairs = new Map<string, number>();
  for (let g = 0; g < 4 * n * (n - 1); g++) {
    const key = `${g % 2}:${starterIndex(g, 2, n, 0)}v${starterIndex(g, 2, n, 1)}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  // every seat of a × every ordered pair of different decks, equally often
  assert.equal(pairs.size, 2 * n * (n - 1));
  assert.deepEqual(new Set(pairs.values()), new Set([2]));
  for (const r of [1, 2, 3]) {
    const met = new Set(Array.from({ length: 16 * n * (n - 1) }, (_, g) => starterIndex(g, 4, n, r)));
    assert.equal(met.size, n, `the seat ${r} after a's meets every deck`);
  }
  // through the real setup: a's library is drawn from each deck in turn
  const lib = new CardLibrary();
  const plan = {
    variant: 'two-player',
    players: 2,
    seed: '1',
    decks: 'starter',
    planechase: false,
    vanguard: false,
  } as const;
  const decksOfA = new Set<string>();
  for (let g = 0; g < 4 * n; g += 4) {
    const { state, aSeat } = setupGame(plan, g, lib);
    const cards = Object.values(state.objects).filter((o) => o.owner === aSeat && o.kind === 'card');
    const names = new Set(cards.map((o) => state.cards[o.defKey]!.name));
    const deck = Object.entries(STARTER_DECKS).find(([, list]) => list.every((c) => names.has(c)));
    assert.ok(deck, `game ${g}: a's cards are one starter deck`);
    decksOfA.add(deck[0]);
  }
  assert.equal(decksOfA.size, n);
});
