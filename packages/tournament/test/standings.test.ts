import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  computeStandings,
  compareTiebreakers,
  matchWinPercentage,
  gameWinPercentage,
  meanPercentage,
  type Standing,
} from '../src/standings.js';
import { Rational } from '../src/rational.js';
import { parseEventJson, EventInputError, validateEventResults } from '../src/eventjson.js';
import { bye, match, players, OpponentEventBuilder, round } from './helpers.js';
import type { EventResults } from '../src/types.js';

function standingOf(results: EventResults, id: string): Standing {
  const s = computeStandings(results, { includeDisqualified: true }).find((x) => x.id === id);
  assert.ok(s, `${id} should be in the standings`);
  return s;
}

/** One player with the given per-round outcomes against fillers. */
function record(outcomes: string): EventResults {
  const b = new OpponentEventBuilder('P', outcomes.length);
  [...outcomes].forEach((o, i) => {
    if (o === 'W') b.vsFiller(i + 1, 2, 0);
    else if (o === 'L') b.vsFiller(i + 1, 0, 2);
    else if (o === 'D') b.vsFiller(i + 1, 1, 1, 1);
    else if (o === 'B') b.bye(i + 1);
  });
  return b.build();
}

test('spec §2.11 TB-MP-1: record 6-2-0 is 18 match points', () => {
  const s = standingOf(record('WWLWWLWW'), 'P');
  assert.equal(s.matchPoints, 18);
  assert.deepEqual([s.wins, s.losses, s.draws], [6, 2, 0]);
});

test('spec §2.11 TB-MP-2: record 4-2-2 is 14 match points', () => {
  const s = standingOf(record('WDWLWDLW'), 'P');
  assert.equal(s.matchPoints, 14);
  assert.deepEqual([s.wins, s.losses, s.draws], [4, 2, 2]);
});

test('spec §2.11 TB-GP-1: a 2-0-0 win is 6 game points to 0', () => {
  const ev = { players: players('A', 'B'), rounds: [[match('A', 'B', 2, 0)]] };
  assert.equal(standingOf(ev, 'A').gamePoints, 6);
  assert.equal(standingOf(ev, 'B').gamePoints, 0);
  assert.equal(standingOf(ev, 'A').gamesPlayed, 2);
});

test('spec §2.11 TB-GP-2: a 2-1-0 win is 6 game points to 3', () => {
  const ev = { players: players('A', 'B'), rounds: [[match('A', 'B', 2, 1)]] };
  assert.equal(standingOf(ev, 'A').gamePoints, 6);
  assert.equal(standingOf(ev, 'B').gamePoints, 3);
});

test('spec §2.11 TB-GP-3: a 2-0-1 win (one drawn game) is 7 game points to 1', () => {
  const ev = { players: players('A', 'B'), rounds: [[match('A', 'B', 2, 0, 1)]] };
  assert.equal(standingOf(ev, 'A').gamePoints, 7);
  assert.equal(standingOf(ev, 'B').gamePoints, 1);
  assert.equal(standingOf(ev, 'B').gamesPlayed, 3);
});

test('spec §2.11 TB-GP-4 (MTR 2.4): an intentional draw 0-0-3 is 1 match point and 3 game points over 3 games each', () => {
  const ev = { players: players('A', 'B'), rounds: [[match('A', 'B', 0, 0, 3)]] };
  for (const id of ['A', 'B']) {
    const s = standingOf(ev, id);
    assert.equal(s.matchPoints, 1);
    assert.equal(s.gamePoints, 3);
    assert.equal(s.gamesPlayed, 3);
  }
});

test('spec §2.11 TB-GP-5 (MTR 2.4): a concession after winning game 1 is reported 2-1 to the opponent', () => {
  // The conceder (A) won game 1; the match is reported 2-1 for B.
  const ev = { players: players('A', 'B'), rounds: [[match('B', 'A', 2, 1)]] };
  const a = standingOf(ev, 'A');
  const b = standingOf(ev, 'B');
  assert.deepEqual([b.matchPoints, b.gamePoints, b.gamesPlayed], [3, 6, 3]);
  assert.deepEqual([a.matchPoints, a.gamePoints, a.gamesPlayed], [0, 3, 3]);
});

test('MTR Appendix C TB-MW-1: 5-2-1 over 8 rounds is MW% 16/24 = 0.667', () => {
  const s = standingOf(record('WWDWLWLW'), 'P');
  assert.equal(s.matchPoints, 16);
  assert.equal(s.roundsPlayed, 8);
  assert.equal(s.mw, 16 / 24);
  assert.equal(round(s.mw, 3), 0.667);
});

test('MTR Appendix C TB-MW-2: 1-3-0 then dropped is 3/12 = 0.25, floored to 0.33', () => {
  const ev = new OpponentEventBuilder('P', 8)
    .vsFiller(1, 2, 0)
    .vsFiller(2, 0, 2)
    .vsFiller(3, 0, 2)
    .vsFiller(4, 0, 2)
    .dropAfter(4)
    .build();
  const s = standingOf(ev, 'P');
  assert.equal(s.matchPoints, 3);
  assert.equal(s.roundsPlayed, 4);
  assert.equal(s.mw, 0.33);
  assert.equal(s.dropped, true);
});

test('MTR Appendix C TB-MW-3: 3-2-0 including a round-1 bye, then dropped, is 9/15 = 0.60', () => {
  const ev = new OpponentEventBuilder('P', 8)
    .bye(1)
    .vsFiller(2, 2, 0)
    .vsFiller(3, 0, 2)
    .vsFiller(4, 2, 1)
    .vsFiller(5, 1, 2)
    .dropAfter(5)
    .build();
  const s = standingOf(ev, 'P');
  assert.equal(s.matchPoints, 9);
  assert.equal(s.roundsPlayed, 5);
  assert.equal(s.mw, 0.6);
});

function tbGw1(): EventResults {
  return new OpponentEventBuilder('P', 4)
    .vsFiller(1, 2, 0)
    .vsFiller(2, 2, 1)
    .vsFiller(3, 1, 2)
    .vsFiller(4, 2, 0)
    .build();
}
function tbGw2(): EventResults {
  return new OpponentEventBuilder('P', 4)
    .vsFiller(1, 1, 2)
    .vsFiller(2, 1, 2)
    .vsFiller(3, 0, 2)
    .vsFiller(4, 1, 2)
    .build();
}

test('MTR Appendix C TB-GW-1: 21 game points over 10 games is GW% 0.70', () => {
  const s = standingOf(tbGw1(), 'P');
  assert.equal(s.gamePoints, 21);
  assert.equal(s.gamesPlayed, 10);
  assert.equal(s.gw, 0.7);
});

test('MTR Appendix C TB-GW-2: 9 game points over 11 games is 0.27, floored to 0.33', () => {
  const s = standingOf(tbGw2(), 'P');
  assert.equal(s.gamePoints, 9);
  assert.equal(s.gamesPlayed, 11);
  assert.equal(s.gw, 0.33);
});

const OMW_OPPONENTS: ReadonlyArray<readonly [string, readonly [number, number, number]]> = [
  ['o1', [4, 4, 0]],
  ['o2', [7, 1, 0]],
  ['o3', [1, 3, 1]],
  ['o4', [3, 3, 1]],
  ['o5', [6, 2, 0]],
  ['o6', [5, 2, 1]],
  ['o7', [4, 3, 1]],
  ['o8', [6, 1, 1]],
];

test('MTR Appendix C TB-OMW-1: 6-2-0 player with opponents 4-4-0 … 6-1-1 has OMW% 0.62 (0.33 floor on the 1-3-1 opponent)', () => {
  const b = new OpponentEventBuilder('P', 8);
  OMW_OPPONENTS.forEach(([id, rec], i) => b.opponent(id, i + 1, id === 'o2' || id === 'o8' ? 'L' : 'W', rec));
  const ev = b.build();
  const all = computeStandings(ev);
  const byId = new Map(all.map((s) => [s.id, s]));
  const p = byId.get('P')!;
  assert.deepEqual([p.wins, p.losses, p.draws], [6, 2, 0]);
  // Each opponent's record as printed.
  for (const [id, rec] of OMW_OPPONENTS) {
    const o = byId.get(id)!;
    assert.deepEqual([o.wins, o.losses, o.draws], [...rec], id);
  }
  assert.equal(byId.get('o3')!.mw, 0.33, '1-3-1 opponent: 4/15 = 0.267 is floored');
  // Full precision: (12/24 + 21/24 + 0.33 + 10/21 + 18/24 + 16/24 + 13/24 + 19/24) / 8 ≈ 4.9312 / 8.
  const exact = [
    Rational.of(12, 24),
    Rational.of(21, 24),
    Rational.of(33, 100),
    Rational.of(10, 21),
    Rational.of(18, 24),
    Rational.of(16, 24),
    Rational.of(13, 24),
    Rational.of(19, 24),
  ]
    .reduce((a, b) => a.add(b))
    .divInt(8);
  assert.equal(p.omw, exact.toNumber());
  assert.equal(round(p.omw * 8, 4), 4.9312);
  assert.equal(round(p.omw, 2), 0.62);
  // The 2-dp method of the source gives the same printed figure.
  const twoDp = OMW_OPPONENTS.reduce((a, [id]) => a + round(byId.get(id)!.mw, 2), 0) / 8;
  assert.equal(round(twoDp, 2), 0.62);
});

test('MTR Appendix C TB-OMW-2: with a round-1 bye the bye is skipped; 7 opponents give OMW% 0.63', () => {
  const b = new OpponentEventBuilder('Q', 8).bye(1);
  OMW_OPPONENTS.slice(1).forEach(([id, rec], i) => b.opponent(id, i + 2, id === 'o2' || id === 'o8' ? 'L' : 'W', rec));
  const q = standingOf(b.build(), 'Q');
  assert.deepEqual([q.wins, q.losses, q.draws, q.byes], [6, 2, 0, 1]);
  assert.equal(q.opponents.length, 7);
  const exact = [
    Rational.of(21, 24),
    Rational.of(33, 100),
    Rational.of(10, 21),
    Rational.of(18, 24),
    Rational.of(16, 24),
    Rational.of(13, 24),
    Rational.of(19, 24),
  ]
    .reduce((a, b) => a.add(b))
    .divInt(7);
  assert.equal(q.omw, exact.toNumber());
  assert.equal(round(q.omw * 7, 4), 4.4312);
  assert.equal(round(q.omw, 2), 0.63);
});

test('MTR Appendix C TB-BYE-1: a bye is +3 match points, +6 game points, and not an opponent', () => {
  const ev = { players: players('A', 'B', 'C'), rounds: [[match('A', 'B', 2, 1), bye('C')]] };
  const c = standingOf(ev, 'C');
  assert.deepEqual([c.matchPoints, c.gamePoints, c.gamesPlayed, c.byes], [3, 6, 2, 1]);
  assert.deepEqual(c.opponents, []);
  assert.equal(c.omw, 0.33, 'no opponents: the floor');
  // The bye does not appear in anyone else's OMW%.
  assert.equal(standingOf(ev, 'A').omw, 0.33);
  assert.deepEqual(standingOf(ev, 'A').opponents, ['B']);
});

test('MTR Appendix C TB-FLOOR-1: OGW% uses the per-opponent 0.33 floor: (0.70 + 0.33) / 2 = 0.515', () => {
  // X meets the TB-GW-1 player (G1) and the TB-GW-2 player (G2).
  const ev: EventResults = {
    players: players('X', 'G1', 'G2', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6'),
    rounds: [
      [match('G1', 'f1', 2, 0), match('G2', 'f2', 1, 2)],
      [match('G1', 'f3', 2, 1), match('G2', 'f4', 1, 2)],
      [match('G1', 'X', 1, 2), match('G2', 'f5', 0, 2)],
      [match('G1', 'f6', 2, 0), match('G2', 'X', 1, 2)],
    ],
  };
  const g1 = standingOf(ev, 'G1');
  const g2 = standingOf(ev, 'G2');
  assert.equal(g1.gw, 0.7);
  assert.equal(g2.gw, 0.33);
  const x = standingOf(ev, 'X');
  assert.equal(x.ogw, 0.515);
});

test('MTR 3.1 TB-ORDER-1: match points, then OMW%, then GW%, then OGW%', () => {
  const r = (x: number): Rational => Rational.of(Math.round(x * 100), 100);
  const rows = [
    { id: 'P', mp: 9, omw: r(0.6), gw: r(0.5), ogw: r(0.5) },
    { id: 'Q', mp: 9, omw: r(0.6), gw: r(0.55), ogw: r(0.4) },
    { id: 'R', mp: 9, omw: r(0.65), gw: r(0.4), ogw: r(0.4) },
    { id: 'S', mp: 10, omw: r(0.3), gw: r(0.3), ogw: r(0.3) },
  ];
  assert.deepEqual(
    rows.sort((a, b) => compareTiebreakers(a, b)).map((x) => x.id),
    ['S', 'R', 'Q', 'P'],
  );
});

function tbEvent1(): EventResults {
  return {
    players: [
      { id: 'A', droppedAfterRound: null },
      { id: 'B', droppedAfterRound: null },
      { id: 'C', droppedAfterRound: null },
      { id: 'D', droppedAfterRound: 2 },
      { id: 'E', droppedAfterRound: null },
    ],
    rounds: [
      [match('A', 'B', 2, 0), match('C', 'D', 2, 1), bye('E')],
      [match('A', 'C', 1, 1, 1), match('E', 'B', 2, 0), bye('D')],
      [match('A', 'E', 2, 1), match('B', 'C', 0, 2)],
    ],
  };
}

test('spec §2.11 TB-EVENT-1: five players, byes, a drop, a drawn match, floors and tiebreakers', () => {
  const rows = computeStandings(tbEvent1());
  const expected: Record<string, [number, number, number, string, number, number, number, number, number]> = {
    // id: MP, rounds, MW, GP/games, GW, OMW, OGW, rank
    A: [7, 3, 0.7778, '16/8', 0.6667, 0.5915, 0.5703, 1, 0],
    C: [7, 3, 0.7778, '16/8', 0.6667, 0.5359, 0.5322, 2, 0],
    E: [6, 3, 0.6667, '15/7', 0.7143, 0.5539, 0.4983, 3, 0],
    D: [3, 2, 0.5, '9/5', 0.6, 0.7778, 0.6667, 4, 0],
    B: [0, 3, 0.33, '0/6', 0.33, 0.7407, 0.6825, 5, 0],
  };
  assert.deepEqual(
    rows.map((s) => s.id),
    ['A', 'C', 'E', 'D', 'B'],
  );
  for (const s of rows) {
    const [mp, rounds, mw, gp, gw, omw, ogw, rank] = expected[s.id]!;
    assert.equal(s.matchPoints, mp, `${s.id} MP`);
    assert.equal(s.roundsPlayed, rounds, `${s.id} rounds`);
    assert.equal(round(s.mw, 4), mw, `${s.id} MW%`);
    assert.equal(`${s.gamePoints}/${s.gamesPlayed}`, gp, `${s.id} GP/games`);
    assert.equal(round(s.gw, 4), gw, `${s.id} GW%`);
    assert.equal(round(s.omw, 4), omw, `${s.id} OMW%`);
    assert.equal(round(s.ogw, 4), ogw, `${s.id} OGW%`);
    assert.equal(s.rank, rank, `${s.id} rank`);
  }
  const d = rows.find((s) => s.id === 'D')!;
  assert.equal(d.dropped, true, 'D dropped but is still listed');
  assert.deepEqual(d.opponents, ['C'], "D's bye is skipped");
});

test('MTR 3.1 / spec §2.10: tiebreakers are compared exactly, not after rounding', () => {
  // Two players whose OMW% differ only beyond 4 decimal places: 1/3 vs 0.3333.
  const mw = (mp: number, rounds: number) => matchWinPercentage(mp, rounds);
  assert.equal(mw(1, 1).toNumber(), 1 / 3);
  assert.equal(meanPercentage([Rational.of(3333, 10000)]).compare(mw(1, 1)), -1);
  assert.equal(gameWinPercentage(0, 0).toNumber(), 0.33, 'no games: the floor');
  assert.equal(matchWinPercentage(3, 12).toNumber(), 0.33);
});

test('MTR 2.10: a player who drops before round 1 is not in the standings', () => {
  const ev: EventResults = {
    players: [
      { id: 'A', droppedAfterRound: null },
      { id: 'B', droppedAfterRound: null },
      { id: 'Z', droppedAfterRound: 0 },
    ],
    rounds: [[match('A', 'B', 2, 0)]],
  };
  assert.deepEqual(
    computeStandings(ev).map((s) => s.id),
    ['A', 'B'],
  );
});

test('IPG 1.2: disqualified players are removed from the standings and those below move up; their results still count for opponents', () => {
  const ev = tbEvent1();
  const dq: EventResults = { ...ev, players: ev.players.map((p) => (p.id === 'C' ? { ...p, disqualified: true } : p)) };
  const rows = computeStandings(dq);
  assert.deepEqual(
    rows.map((s) => [s.id, s.rank]),
    [
      ['A', 1],
      ['E', 2],
      ['D', 3],
      ['B', 4],
    ],
  );
  // A's OMW% still includes C (spec §9.5 choice).
  assert.equal(round(rows[0]!.omw, 4), 0.5915);
});

test('spec §2.8: equal on all four tiebreakers, the seeded lot decides and is reproducible', () => {
  // Four players, two identical 2-0 wins: A and C tie exactly, as do B and D.
  const ev: EventResults = {
    players: players('A', 'B', 'C', 'D'),
    rounds: [[match('A', 'B', 2, 0), match('C', 'D', 2, 0)]],
  };
  const one = computeStandings(ev, { tiebreakSeed: 'seed-1' }).map((s) => s.id);
  assert.deepEqual(
    computeStandings(ev, { tiebreakSeed: 'seed-1' }).map((s) => s.id),
    one,
  );
  assert.deepEqual(new Set(one.slice(0, 2)), new Set(['A', 'C']));
  // Without a seed, input order decides.
  assert.deepEqual(
    computeStandings(ev).map((s) => s.id),
    ['A', 'C', 'B', 'D'],
  );
  // Some seed puts C first: the lot is really used.
  const firsts = new Set(Array.from({ length: 20 }, (_, i) => computeStandings(ev, { tiebreakSeed: i })[0]!.id));
  assert.deepEqual(firsts, new Set(['A', 'C']));
});

test('spec §9.4: single-game matches rank by match points and OMW% only', () => {
  // A beat B, C beat D: GW% would separate nothing else; OMW% ties; lot with no seed = input order.
  const ev: EventResults = {
    players: players('C', 'A', 'B', 'D'),
    rounds: [[match('A', 'B', 1, 0), match('C', 'D', 1, 0)]],
  };
  assert.deepEqual(
    computeStandings(ev, { singleGameMatches: true }).map((s) => s.id),
    ['C', 'A', 'B', 'D'],
  );
});

test('standings JSON input: parses the documented format and rejects bad input with the problem named', () => {
  const ok = parseEventJson(
    '{"players":[{"id":"p1","dropped_after_round":null},{"id":"p2","dropped_after_round":null},{"id":"p3","dropped_after_round":null}],"rounds":[[{"p1":"p1","p2":"p2","p1_wins":2,"p2_wins":1,"draws":0},{"bye":"p3"}]]}',
  );
  assert.equal(ok.players.length, 3);
  assert.deepEqual(ok.rounds[0]![1], { kind: 'bye', player: 'p3' });
  const bad: Array<[string, RegExp]> = [
    ['{', /malformed JSON/],
    ['[]', /top level/],
    ['{"players":{},"rounds":[]}', /"players" must be an array/],
    [
      '{"players":[{"id":"a"}],"rounds":[[{"p1":"a","p2":"b","p1_wins":2,"p2_wins":0,"draws":0}]]}',
      /unknown player id 'b'/,
    ],
    [
      '{"players":[{"id":"a"},{"id":"b"},{"id":"c"}],"rounds":[[{"p1":"a","p2":"b","p1_wins":2,"p2_wins":0,"draws":0},{"bye":"a"}]]}',
      /'a' is paired twice/,
    ],
    [
      '{"players":[{"id":"a"},{"id":"b"}],"rounds":[[{"p1":"a","p2":"b","p1_wins":"2","p2_wins":0,"draws":0}]]}',
      /p1_wins must be a non-negative integer/,
    ],
    [
      '{"players":[{"id":"a"},{"id":"b"}],"rounds":[[{"p1":"a","p2":"b","p1_wins":1.5,"p2_wins":0,"draws":0}]]}',
      /p1_wins/,
    ],
    ['{"players":[{"id":"a"},{"id":"a"}],"rounds":[]}', /duplicate player id 'a'/],
    [
      '{"players":[{"id":"a","dropped_after_round":1},{"id":"b"}],"rounds":[[],[{"p1":"a","p2":"b","p1_wins":2,"p2_wins":0,"draws":0}]]}',
      /dropped after round 1/,
    ],
    ['{"players":[{"id":7}],"rounds":[]}', /players\[0\]\.id/],
    ['{"players":[{"id":"a"}],"rounds":[[{"p1":"a","p2":"a","p1_wins":2,"p2_wins":0}]]}', /against themself/],
  ];
  for (const [text, re] of bad) {
    assert.throws(
      () => parseEventJson(text),
      (err: unknown) => err instanceof EventInputError && re.test(err.message),
      text,
    );
  }
  assert.deepEqual(validateEventResults(tbEvent1()), []);
});
