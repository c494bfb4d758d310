import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  bracketSlots,
  cutToPlayoff,
  draftSeatBracketOrder,
  finalStandings,
  firstPlayoffRound,
  nextPlayoffRound,
  playDrawChooser,
  playoffResultProblem,
  standingsBracketOrder,
  walkoverWinner,
  type PlayoffEntrant,
} from '../src/playoffs.js';
import type { Standing } from '../src/standings.js';

function swiss(n: number, mark: (rank: number) => Partial<Standing> = () => ({})): Standing[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `s${i + 1}`,
    name: undefined,
    rank: i + 1,
    matchPoints: 30 - i,
    wins: 0,
    losses: 0,
    draws: 0,
    byes: 0,
    roundsPlayed: 5,
    gamePoints: 0,
    gamesPlayed: 0,
    mw: 0.5,
    gw: 0.5,
    omw: 0.5,
    ogw: 0.5,
    opponents: [],
    dropped: false,
    droppedAfterRound: null,
    disqualified: false,
    ...mark(i + 1),
  }));
}

const seedPairs = (slots: Array<string | null>): Array<[number, number]> =>
  firstPlayoffRound(slots).map((p) => [Number(p.p1!.slice(1)), Number(p.p2!.slice(1))]);

test('MTR 10.4 PO-8-1: Top 8 quarterfinals 1v8, 4v5, 2v7, 3v6; if 1, 5, 2, 3 win the semifinals are 1v5 and 2v3', () => {
  assert.deepEqual(standingsBracketOrder(8), [1, 8, 4, 5, 2, 7, 3, 6]);
  const entrants = cutToPlayoff(swiss(20), 8);
  const { slots } = bracketSlots(entrants, 8, 'standings');
  assert.deepEqual(seedPairs(slots), [
    [1, 8],
    [4, 5],
    [2, 7],
    [3, 6],
  ]);
  const sf = nextPlayoffRound(['s1', 's5', 's2', 's3']);
  assert.deepEqual(sf, [
    { p1: 's1', p2: 's5' },
    { p1: 's2', p2: 's3' },
  ]);
  assert.deepEqual(nextPlayoffRound(['s1', 's2']), [{ p1: 's1', p2: 's2' }]);
});

test('MTR 10.4 PO-4-1: Top 4 semifinals 1v4 and 2v3', () => {
  const { slots } = bracketSlots(cutToPlayoff(swiss(10), 4), 4, 'standings');
  assert.deepEqual(seedPairs(slots), [
    [1, 4],
    [2, 3],
  ]);
  assert.deepEqual(standingsBracketOrder(2), [1, 2]);
  assert.deepEqual(standingsBracketOrder(16), [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  assert.throws(() => standingsBracketOrder(6), RangeError);
});

test('MTR 10.4 PO-DRAFT-1: draft-seat bracket — random seats 1–8, then 1v5, 2v6, 3v7, 4v8; semifinals W(1/5) v W(3/7), W(2/6) v W(4/8)', () => {
  const entrants = cutToPlayoff(swiss(12), 8);
  const a = bracketSlots(entrants, 8, 'draft-seats', 'seat-seed');
  const b = bracketSlots(entrants, 8, 'draft-seats', 'seat-seed');
  assert.deepEqual(a, b, 'seeded: reproducible');
  assert.notDeepEqual(bracketSlots(entrants, 8, 'draft-seats', 'other').slots, a.slots);
  const seatOf = new Map(a.entrants.map((e) => [e.id, e.seat!]));
  assert.deepEqual([...seatOf.values()].sort(), [1, 2, 3, 4, 5, 6, 7, 8]);
  const qf = firstPlayoffRound(a.slots).map((p) => [seatOf.get(p.p1!), seatOf.get(p.p2!)]);
  assert.deepEqual(qf, [
    [1, 5],
    [3, 7],
    [2, 6],
    [4, 8],
  ]);
  assert.deepEqual(draftSeatBracketOrder(), [1, 5, 3, 7, 2, 6, 4, 8]);
  // Semifinals pair the winners of adjacent quarterfinals: W(1/5) v W(3/7), W(2/6) v W(4/8).
  const winners = firstPlayoffRound(a.slots).map((p) => p.p2!);
  const sf = nextPlayoffRound(winners).map((p) => [seatOf.get(p.p1!), seatOf.get(p.p2!)]);
  assert.deepEqual(sf, [
    [5, 7],
    [6, 8],
  ]);
  assert.throws(() => bracketSlots(entrants.slice(0, 4), 4, 'draft-seats', 's'), /exactly 8/);
});

test('MTR 2.2 PO-DRAFT-2: in a seat-bracket match, the higher Swiss seed (rank 2) chooses play/draw over seat 1 (rank 6)', () => {
  const seat1: PlayoffEntrant = { id: 'x', swissRank: 6, seed: 6, seat: 1 };
  const seat5: PlayoffEntrant = { id: 'y', swissRank: 2, seed: 2, seat: 5 };
  assert.equal(playDrawChooser(seat1, seat5).id, 'y');
  assert.equal(playDrawChooser(seat5, seat1).id, 'y');
});

test('MTR 2.5: single-elimination matches cannot end in a draw', () => {
  assert.match(playoffResultProblem(1, 1)!, /cannot end in a draw/);
  assert.equal(playoffResultProblem(2, 1), undefined);
});

test('MTR 2.10 CUT-2: seed 8 drops before the bracket is posted — seed 9 becomes seed 8', () => {
  const entrants = cutToPlayoff(
    swiss(12, (r) => (r === 8 ? { dropped: true, droppedAfterRound: 5 } : {})),
    8,
  );
  assert.deepEqual(
    entrants.map((e) => e.id),
    ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's9'],
  );
  assert.equal(entrants[7]!.seed, 8);
  assert.equal(entrants[7]!.swissRank, 9);
  // Disqualified players do not make the cut either.
  assert.ok(
    !cutToPlayoff(
      swiss(12, (r) => (r === 1 ? { disqualified: true } : {})),
      8,
    ).some((e) => e.id === 's1'),
  );
});

test('MTR 2.10 CUT-1: seed 3 drops after the Top 8 is posted — seed 6 advances on a bye, seed 9 is not added', () => {
  const entrants = cutToPlayoff(swiss(12), 8);
  const { slots } = bracketSlots(entrants, 8, 'standings');
  const gone = (id: string): boolean => id === 's3';
  const qf = firstPlayoffRound(slots);
  const results = qf.map((p) => walkoverWinner(p, gone));
  assert.deepEqual(results, [undefined, undefined, undefined, 's6']);
  assert.ok(!slots.includes('s9'));
  // Both players gone: nobody advances, and the next opponent gets a bye.
  assert.equal(
    walkoverWinner({ p1: 's3', p2: 's6' }, (id) => id === 's3' || id === 's6'),
    null,
  );
  assert.equal(
    walkoverWinner({ p1: 's1', p2: null }, () => false),
    's1',
  );
});

test('IPG 1.2 IPG-8: a player disqualified in the quarterfinals leaves the final standings; rank 9 moves to 8th but did not play the playoff', () => {
  const sw = swiss(12);
  const qf = [
    { p1: 's1', p2: 's8', winner: 's1' },
    { p1: 's4', p2: 's5', winner: 's5' },
    { p1: 's2', p2: 's7', winner: 's2' },
    { p1: 's3', p2: 's6', winner: 's6' }, // s3 disqualified during the match: s6 advances
  ];
  const sf = [
    { p1: 's1', p2: 's5', winner: 's1' },
    { p1: 's2', p2: 's6', winner: 's6' },
  ];
  const fin = [{ p1: 's1', p2: 's6', winner: 's6' }];
  const out = finalStandings(sw, [qf, sf, fin], (id) => id === 's3');
  assert.deepEqual(out.map((f) => f.id).slice(0, 9), ['s6', 's1', 's2', 's5', 's4', 's7', 's8', 's9', 's10']);
  assert.equal(out[0]!.champion, true);
  assert.equal(out[7]!.id, 's9');
  assert.equal(out[7]!.place, 8);
  assert.equal(out[7]!.playoffWins, undefined, 's9 did not enter the playoff');
  assert.ok(!out.some((f) => f.id === 's3'));
  assert.equal(out.length, 11);
});
