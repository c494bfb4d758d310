import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  describePenalty,
  EVENT_REL,
  findInfraction,
  INFRACTIONS,
  penaltyFor,
  previousOffences,
  simultaneousPenalties,
} from '../src/ipg.js';

test('IPG Appendix A: base penalties of all 22 infractions', () => {
  const expected: Record<string, string> = {
    '2.1': 'Warning',
    '2.2': 'Warning',
    '2.3': 'Game Loss',
    '2.4': 'Warning',
    '2.5': 'Warning',
    '2.6': 'Warning',
    '3.1': 'Game Loss',
    '3.2': 'Match Loss',
    '3.3': 'Warning',
    '3.4': 'Warning',
    '3.5': 'Game Loss',
    '3.6': 'Warning',
    '3.7': 'Warning',
    '3.8': 'Warning',
    '4.1': 'Warning',
    '4.2': 'Match Loss',
    '4.3': 'Disqualification',
    '4.4': 'Disqualification',
    '4.5': 'Disqualification',
    '4.6': 'Disqualification',
    '4.7': 'Disqualification',
    '4.8': 'Disqualification',
  };
  assert.equal(INFRACTIONS.length, 22);
  for (const inf of INFRACTIONS) assert.equal(inf.penalty, expected[inf.section], inf.name);
  for (const rel of ['competitive', 'professional'] as const) {
    for (const inf of INFRACTIONS) {
      const p = penaltyFor(inf.id, { rel }).penalty;
      assert.equal(p, expected[inf.section], `${inf.name} at ${rel}`);
    }
  }
});

test('IPG 2.3 IPG-1: Drawing Extra Cards is a Game Loss', () => {
  assert.equal(penaltyFor('Drawing Extra Cards', { rel: 'competitive' }).penalty, 'Game Loss');
  assert.equal(findInfraction('dec')?.id, 'drawing-extra-cards');
  assert.equal(findInfraction('2.3')?.id, 'drawing-extra-cards');
});

test('IPG 3.2 IPG-2: Outside Assistance is a Match Loss', () => {
  assert.equal(penaltyFor('outside-assistance', { rel: 'professional' }).penalty, 'Match Loss');
});

test('IPG 2 IPG-3: the third GRV on the same day is a Game Loss; the count resets each day', () => {
  const sameDay = [
    { infraction: 'grv', day: 1 },
    { infraction: 'game-rule-violation', day: 1 },
  ];
  const n1 = previousOffences(sameDay, 'Game Rule Violation', 1);
  assert.equal(n1, 2);
  assert.equal(penaltyFor('grv', { rel: 'competitive', previousOffences: n1 }).penalty, 'Game Loss');
  const n2 = previousOffences(sameDay, 'Game Rule Violation', 2);
  assert.equal(n2, 0);
  assert.equal(penaltyFor('grv', { rel: 'competitive', previousOffences: n2 }).penalty, 'Warning');
  assert.equal(
    penaltyFor('grv', { rel: 'competitive', previousOffences: 1 }).penalty,
    'Warning',
    'the second is still a Warning',
  );
});

test('IPG 3 IPG-4: the second Slow Play Warning is a Game Loss (Tournament Errors do not reset by day)', () => {
  assert.equal(previousOffences([{ infraction: 'slow-play', day: 1 }], 'slow-play', 2), 1);
  assert.equal(penaltyFor('slow-play', { rel: 'competitive', previousOffences: 1 }).penalty, 'Game Loss');
  assert.equal(penaltyFor('slow-play', { rel: 'competitive' }).penalty, 'Warning');
});

test('IPG 3.1 IPG-5: 11 minutes late is a Match Loss and the player is dropped unless they report before the round ends', () => {
  const d = penaltyFor('tardiness', { rel: 'competitive', minutesLate: 11 });
  assert.equal(d.penalty, 'Match Loss');
  assert.equal(d.dropUnlessReported, true);
  assert.equal(penaltyFor('tardiness', { rel: 'competitive', minutesLate: 5 }).penalty, 'Game Loss');
  assert.equal(
    penaltyFor('tardiness', { rel: 'regular', minutesLate: 11 }).penalty,
    'Match Loss',
    'JAR: forfeits the match',
  );
});

test('IPG 1.2 IPG-6: simultaneous Game Losses to both players cancel (recorded, score unchanged)', () => {
  const r = simultaneousPenalties('Game Loss', 'Game Loss');
  assert.equal(r.scoreUnchanged, true);
  assert.deepEqual(r.applyNow, { a: null, b: null });
});

test("IPG 1.2 IPG-7: a Game Loss to A with a Match Loss to B — B's Match Loss now, A's Game Loss deferred to A's next match", () => {
  const r = simultaneousPenalties('Game Loss', 'Match Loss');
  assert.deepEqual(r.applyNow, { a: null, b: 'Match Loss' });
  assert.deepEqual(r.deferredToNextMatch, { a: 'Game Loss', b: null });
  assert.deepEqual(simultaneousPenalties('Match Loss', 'Game Loss').deferredToNextMatch, { a: null, b: 'Game Loss' });
});

test('IPG 2.1: a Missed Trigger that is not detrimental to its controller carries no penalty', () => {
  assert.equal(penaltyFor('missed-trigger', { rel: 'competitive', detrimental: false }).penalty, 'No Penalty');
  assert.equal(penaltyFor('missed-trigger', { rel: 'competitive', detrimental: true }).penalty, 'Warning');
});

test('IPG 4.1: a second Unsporting Conduct — Minor is a Game Loss', () => {
  assert.equal(penaltyFor('usc-minor', { rel: 'competitive', previousOffences: 1 }).penalty, 'Game Loss');
});

test('JAR: at Regular REL the IPG does not apply — education first, Disqualification for serious problems', () => {
  const d = penaltyFor('drawing-extra-cards', { rel: 'regular' });
  assert.equal(d.guide, 'JAR');
  assert.equal(d.penalty, 'No Penalty');
  assert.match(describePenalty(d), /Regular REL/);
  assert.equal(penaltyFor('cheating', { rel: 'regular' }).penalty, 'Disqualification');
  assert.equal(penaltyFor('game-rule-violation', { rel: 'regular', previousOffences: 2 }).penalty, 'Game Loss');
});

test('IPG Appendix B §7.4: REL of Premier event types', () => {
  assert.equal(EVENT_REL['Friday Night Magic'], 'regular');
  assert.equal(EVENT_REL['Grand Prix, day 1'], 'competitive');
  assert.equal(EVENT_REL['Grand Prix, day 2'], 'professional');
  assert.equal(EVENT_REL['Preliminary PTQ'], 'competitive');
  assert.equal(EVENT_REL['Pro Tour'], 'professional');
  assert.equal(Object.keys(EVENT_REL).length, 15);
});

test('unknown infractions are rejected', () => {
  assert.equal(findInfraction('jaywalking'), undefined);
  assert.throws(() => penaltyFor('jaywalking', { rel: 'competitive' }), /unknown infraction/);
});
