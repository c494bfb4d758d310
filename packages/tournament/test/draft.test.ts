import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assignPods,
  draftTime,
  packTime,
  packTime2hg,
  passDirection,
  passDirection2hg,
  passTo,
  pickTime,
  pickTime2hg,
  PICK_TIME_SECONDS,
  REVIEW_TIME_2HG,
  reviewTime,
  rochesterOpeners,
  rochesterPackTime,
  rochesterPickOrder,
  seatHoldingPack,
  seatPod,
  untimedPickFirst,
} from '../src/draft.js';

test('MTR Appendix B §5.3: the booster-draft pick timer table', () => {
  const expected: Record<number, number> = {
    15: 40,
    14: 40,
    13: 35,
    12: 30,
    11: 25,
    10: 25,
    9: 20,
    8: 20,
    7: 15,
    6: 10,
    5: 10,
    4: 5,
    3: 5,
    2: 5,
    1: 0,
  };
  for (let left = 15; left >= 1; left--) assert.equal(pickTime(left), expected[left], `${left} cards left`);
  assert.equal(Object.keys(PICK_TIME_SECONDS).length, 15);
  assert.throws(() => pickTime(16), RangeError);
  assert.throws(() => pickTime(0), RangeError);
});

test('MTR Appendix B DRAFT-T-1: pick_time(15)=40, (13)=35, (7)=15, (4)=5, (1)=none', () => {
  assert.equal(pickTime(15), 40);
  assert.equal(pickTime(13), 35);
  assert.equal(pickTime(7), 15);
  assert.equal(pickTime(4), 5);
  assert.equal(pickTime(1), 0);
});

test('MTR Appendix B DRAFT-T-2: review 30 s after pack 1, 45 s after pack 2 (+15 s each)', () => {
  assert.equal(reviewTime(1), 30);
  assert.equal(reviewTime(2), 45);
  assert.equal(reviewTime(3), 60);
});

test('spec §5.3 derived totals: 285 s per 15-card pack, 245 s per 14-card pack, 930 s for a 3-pack draft', () => {
  assert.equal(packTime(15), 285);
  assert.equal(packTime(14), 245);
  assert.equal(draftTime(3, 15), 930);
  assert.equal(draftTime(3, 15, true), 990);
});

test('MTR 7.6 DRAFT-DIR-1: packs pass left, right, left', () => {
  assert.deepEqual([1, 2, 3].map(passDirection), ['left', 'right', 'left']);
});

test('MTR 7.6: passing left goes to the next seat clockwise, right to the previous, wrapping round the pod', () => {
  assert.equal(passTo(1, 8, 'left'), 2);
  assert.equal(passTo(8, 8, 'left'), 1);
  assert.equal(passTo(1, 8, 'right'), 8);
  // The pack seat 3 opens in pack 2 (right) is at seat 1 for its third pick.
  assert.equal(seatHoldingPack(3, 2, 3, 8), 1);
  assert.equal(seatHoldingPack(3, 1, 3, 8), 5);
  assert.equal(seatHoldingPack(3, 1, 9, 8), 3, 'after a full lap the pack is back');
});

test('MTR 7.6: pods are random and of roughly equal size', () => {
  const players = Array.from({ length: 21 }, (_, i) => `p${i + 1}`);
  const pods = assignPods(players, 8, 'pods-seed');
  assert.deepEqual(
    pods.map((p) => p.length),
    [7, 7, 7],
  );
  assert.deepEqual(pods.flat().sort(), [...players].sort());
  assert.deepEqual(assignPods(players, 8, 'pods-seed'), pods, 'same seed, same pods');
  assert.notDeepEqual(assignPods(players, 8, 'other-seed'), pods);
  assert.deepEqual(
    assignPods(
      Array.from({ length: 17 }, (_, i) => i),
      8,
      1,
    ).map((p) => p.length),
    [6, 6, 5],
  );
  assert.deepEqual(seatPod(['a', 'b', 'c'], 5).sort(), ['a', 'b', 'c']);
});

test('MTR 7.7: untimed stand-off — the player closer in the passing direction picks first, else the lower seat', () => {
  // Passing left (seat+1): seat 2 is 1 step from seat 3, seat 3 is 7 steps from seat 2.
  assert.equal(untimedPickFirst(2, 3, 8, 'left'), 2);
  assert.equal(untimedPickFirst(3, 2, 8, 'left'), 2);
  assert.equal(untimedPickFirst(2, 3, 8, 'right'), 3);
  assert.equal(untimedPickFirst(1, 5, 8, 'left'), 1, 'equidistant: lower seat');
});

test('MTR 9.7 2HG-T-1: 2HG pick timer for 15- and 14-card packs', () => {
  assert.equal(pickTime2hg(15), 50);
  assert.equal(pickTime2hg(13), 45);
  assert.equal(pickTime2hg(11), 40);
  assert.equal(pickTime2hg(9), 30);
  assert.equal(pickTime2hg(7), 20);
  assert.equal(pickTime2hg(5), 10);
  assert.equal(pickTime2hg(3), 5);
  assert.equal(pickTime2hg(1), 0);
  assert.equal(pickTime2hg(14, 14), 50);
  assert.equal(pickTime2hg(12, 14), 45);
  assert.equal(pickTime2hg(10, 14), 40);
  assert.equal(pickTime2hg(8, 14), 30);
  assert.equal(pickTime2hg(6, 14), 20);
  assert.equal(pickTime2hg(4, 14), 10);
  assert.equal(pickTime2hg(2, 14), 0);
  assert.throws(() => pickTime2hg(14, 15), RangeError);
  assert.equal(REVIEW_TIME_2HG, 60);
  assert.equal(packTime2hg(15), 200);
  assert.equal(packTime2hg(14), 195);
});

test('MTR 9.7 2HG-DIR-1: six packs per team pass L, R, L, R, L, R', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6].map(passDirection2hg), ['left', 'right', 'left', 'right', 'left', 'right']);
  assert.throws(() => passDirection2hg(7), RangeError);
});

test('MTR 8.5 ROCH-1: snake pick order from the active player 1B, clockwise, 15 cards', () => {
  assert.deepEqual(rochesterPickOrder('1B', 'clockwise', 15), [
    '1B',
    '1C',
    '2A',
    '2B',
    '2C',
    '1A',
    '1A',
    '2C',
    '2B',
    '2A',
    '1C',
    '1B',
    '1B',
    '1C',
    '2A',
  ]);
});

test('MTR 8.5 ROCH-2: openers per pack round — clockwise, counter-clockwise, clockwise; the last opener opens next', () => {
  assert.deepEqual(rochesterOpeners('1B'), [
    ['1B', '1C', '2A', '2B', '2C', '1A'],
    ['1A', '2C', '2B', '2A', '1C', '1B'],
    ['1B', '1C', '2A', '2B', '2C', '1A'],
  ]);
});

test('MTR Appendix B ROCH-T-1: a 15-card Rochester pack takes at most 20 + 15·5 = 95 s', () => {
  assert.equal(rochesterPackTime(15), 95);
});
