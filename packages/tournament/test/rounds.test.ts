import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  additionalTurns,
  deckCheckExtension,
  defaultSwissRounds,
  evenPrizeSplit,
  LIMITED_TIME_MINUTES,
  playConditionalRound,
  recommendedSwissRounds,
  ROUND_TIME_MINUTES,
  sanctioningProblems,
  SANCTIONING_MINIMUMS,
} from '../src/rounds.js';

test('MTR Appendix E RND-1: recommended Swiss rounds by player count', () => {
  const table: Array<[number, number | undefined]> = [
    [7, undefined],
    [8, 3],
    [9, 4],
    [16, 4],
    [17, 5],
    [32, 5],
    [33, 6],
    [64, 6],
    [65, 7],
    [128, 7],
    [129, 8],
    [226, 8],
    [227, 9],
    [409, 9],
    [410, 10],
    [2000, 10],
  ];
  for (const [n, rounds] of table) assert.equal(recommendedSwissRounds(n), rounds, `${n} players`);
});

test('MTR Appendix E RND-1: a Top 4 cut plays one more round, a Top 2 two more', () => {
  assert.equal(recommendedSwissRounds(8, 8), 3);
  assert.equal(recommendedSwissRounds(8, 4), 4);
  assert.equal(recommendedSwissRounds(8, 2), 5);
  assert.equal(recommendedSwissRounds(100, 4), 8);
});

test('MTR Appendix E RND-1: team events count each team as one player (20 teams: 5 rounds)', () => {
  const teams = 20;
  assert.equal(recommendedSwissRounds(teams), 5);
});

test('MTR Appendix E: below 8 players there is no row; the software default is ceil(log2 n)', () => {
  assert.equal(recommendedSwissRounds(7), undefined);
  assert.equal(defaultSwissRounds(7), 3);
  assert.equal(defaultSwissRounds(4), 2);
  assert.equal(defaultSwissRounds(2), 1);
  assert.equal(defaultSwissRounds(12, 4), 5, 'the table plus the Top 4 modifier when there is a row');
});

test('MTR 10.1/10.2 §3.1: sanctioning minimums are 8 players and 3 rounds (4 teams and 2 rounds)', () => {
  assert.deepEqual(SANCTIONING_MINIMUMS.individual, { entrants: 8, rounds: 3 });
  assert.deepEqual(SANCTIONING_MINIMUMS.team, { entrants: 4, rounds: 2 });
  assert.deepEqual(sanctioningProblems('individual', 8, 3), []);
  assert.equal(sanctioningProblems('individual', 7, 3).length, 1);
  assert.equal(sanctioningProblems('individual', 8, 2).length, 1);
  assert.deepEqual(sanctioningProblems('team', 4, 2), []);
  assert.equal(sanctioningProblems('team', 3, 1).length, 2);
});

test('MTR 10.2 RND-VAR-1: "five rounds unless only one player has four match wins after four rounds"', () => {
  // 20 players after round 4: exactly one 4-0 player → stop after 4.
  const oneUndefeated = [4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0];
  assert.equal(oneUndefeated.length, 20);
  assert.equal(playConditionalRound(oneUndefeated, 4), false);
  const twoUndefeated = [4, 4, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0];
  assert.equal(playConditionalRound(twoUndefeated, 4), true);
  const noneUndefeated = [3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0];
  assert.equal(playConditionalRound(noneUndefeated, 4), true);
});

test('MTR Appendix B §3.4: round lengths and Limited registration/building times', () => {
  assert.equal(ROUND_TIME_MINUTES.minimum, 40);
  assert.equal(ROUND_TIME_MINUTES.swissRecommended, 50);
  assert.equal(ROUND_TIME_MINUTES.quarterfinal, 90);
  assert.equal(ROUND_TIME_MINUTES.semifinal, 90);
  assert.equal(ROUND_TIME_MINUTES.final, null);
  assert.deepEqual(LIMITED_TIME_MINUTES['sealed'], { registration: 20, building: 30 });
  assert.deepEqual(LIMITED_TIME_MINUTES['booster-draft'], { combined: 30 });
  assert.deepEqual(LIMITED_TIME_MINUTES['team-sealed'], { registration: 20, building: 60 });
  assert.deepEqual(LIMITED_TIME_MINUTES['team-draft'], { combined: 40 });
  assert.deepEqual(LIMITED_TIME_MINUTES['2hg-sealed'], { registration: 20, building: 60 });
  assert.deepEqual(LIMITED_TIME_MINUTES['2hg-draft'], { combined: 40 });
});

test('MTR 2.5/2.6 §1.3: five additional turns (three when players share a game); deck checks extend time by their length plus 3 minutes', () => {
  assert.equal(additionalTurns(false), 5);
  assert.equal(additionalTurns(true), 3);
  assert.equal(deckCheckExtension(7), 10);
});

test('MTR 5.2 SPLIT-1: 12+8+4+4 packs split evenly among 4 semifinalists is 7 each', () => {
  assert.deepEqual(evenPrizeSplit([12, 8, 4, 4], 4), { each: 7, remainder: 0 });
  assert.deepEqual(evenPrizeSplit([12, 8, 4, 4], 3), { each: 9, remainder: 1 });
});
