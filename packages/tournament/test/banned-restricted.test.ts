/**
 * MTR 6.3–6.6, CR 903.5: the banned and restricted lists as dated changes, checked against the
 * announcements named in each snapshot's `source` (packages/tournament/src/data/banned-restricted.json).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDeck } from '../src/deckcheck.js';
import {
  COMMANDER_LISTS,
  LEGACY,
  MODERN,
  PIONEER,
  STANDARD,
  VINTAGE,
  listAsOf,
  listCitation,
  listSnapshots,
  type ConstructedFormat,
} from '../src/formats.js';

const on = (f: ConstructedFormat, which: 'banned' | 'restricted', date: string): readonly string[] =>
  listAsOf(f[which], date);

/** A 60-card deck of Islands plus `count` copies of `name`, checked by name only. */
function problemsFor(format: string, name: string, count: number, date: string): string[] {
  const main = [
    { name: 'Island', count: 60 - count },
    { name, count },
  ];
  return checkDeck({ main }, { format, date }).problems.map((p) => p.message);
}

test('MTR 6.4: Modern: Yorion, Sky Nomad banned from 2022-10-10 (announcement of 2022-10-10, clutchpoints/techraptor)', () => {
  assert.ok(!on(MODERN, 'banned', '2022-10-09').includes('Yorion, Sky Nomad'));
  assert.ok(on(MODERN, 'banned', '2022-10-10').includes('Yorion, Sky Nomad'));
});

test('MTR 6.4: Modern: Fury and Up the Beanstalk banned from 2023-12-04; Violent Outburst from 2024-03-11 (official announcements)', () => {
  assert.ok(!on(MODERN, 'banned', '2023-12-03').includes('Up the Beanstalk'));
  for (const n of ['Fury', 'Up the Beanstalk']) assert.ok(on(MODERN, 'banned', '2023-12-04').includes(n), n);
  assert.ok(!on(MODERN, 'banned', '2024-03-10').includes('Violent Outburst'));
  assert.ok(on(MODERN, 'banned', '2024-03-11').includes('Violent Outburst'));
});

test('MTR 6.4: Modern: Preordain unbanned 2023-08-07; the 2023-08-07 list has 47 cards (ginx.tv, coolstuffinc)', () => {
  assert.ok(on(MODERN, 'banned', '2023-08-06').includes('Preordain'));
  assert.ok(!on(MODERN, 'banned', '2023-08-07').includes('Preordain'));
  assert.equal(on(MODERN, 'banned', '2023-08-07').length, 47);
});

test('MTR 6.4: Modern 2024-12-16: The One Ring banned, Splinter Twin unbanned (mtgsalvation, commandersherald)', () => {
  const d = '2024-12-16';
  assert.ok(on(MODERN, 'banned', '2024-12-15').includes('Splinter Twin'));
  assert.ok(!on(MODERN, 'banned', d).includes('Splinter Twin'));
  assert.ok(on(MODERN, 'banned', d).includes('The One Ring'));
  assert.deepEqual(problemsFor('modern', 'Splinter Twin', 4, d), []);
  assert.deepEqual(problemsFor('modern', 'The One Ring', 1, d), [
    'The One Ring is banned in Modern (banned and restricted list of 2024-12-16)',
  ]);
});

test('MTR 6.6: Legacy, 2024-08-26: only Grief was banned; Nadu, Winged Wisdom stays legal (official announcement)', () => {
  assert.ok(on(LEGACY, 'banned', '2024-08-26').includes('Grief'));
  assert.ok(!on(LEGACY, 'banned', '2024-08-26').includes('Nadu, Winged Wisdom'));
  assert.ok(on(MODERN, 'banned', '2024-08-26').includes('Nadu, Winged Wisdom'));
});

test("MTR 6.5: Vintage: Ponder unrestricted 2024-03-11; Urza's Saga and Vexing Bauble restricted 2024-08-26", () => {
  assert.ok(!on(VINTAGE, 'restricted', '2024-03-11').includes('Ponder'));
  for (const n of ["Urza's Saga", 'Vexing Bauble']) {
    assert.ok(!on(VINTAGE, 'restricted', '2024-08-25').includes(n), n);
    assert.ok(on(VINTAGE, 'restricted', '2024-08-26').includes(n), n);
  }
});

test('MTR 6.3: Standard: seven cards banned 2025-06-30, Vivi Ornitier 2025-11-10; nothing banned on 2024-09-23', () => {
  assert.deepEqual(on(STANDARD, 'banned', '2024-09-23'), []);
  assert.equal(on(STANDARD, 'banned', '2025-06-30').length, 7);
  assert.ok(on(STANDARD, 'banned', '2025-06-30').includes('Cori-Steel Cutter'));
  assert.ok(!on(STANDARD, 'banned', '2025-11-09').includes('Vivi Ornitier'));
  assert.ok(on(STANDARD, 'banned', '2025-11-10').includes('Vivi Ornitier'));
});

test("MTR 6.3: Pioneer: Smuggler's Copter unbanned and Karn, the Great Creator banned 2023-12-04", () => {
  const banned = on(PIONEER, 'banned', '2023-12-04');
  assert.ok(!banned.includes("Smuggler's Copter"));
  assert.ok(banned.includes('Karn, the Great Creator'));
});

test('CR 903.5: Commander: Dockside Extortionist, Jeweled Lotus, Mana Crypt and Nadu banned 2024-09-23', () => {
  for (const n of ['Dockside Extortionist', 'Jeweled Lotus', 'Mana Crypt', 'Nadu, Winged Wisdom'])
    assert.ok(listAsOf(COMMANDER_LISTS.banned, '2024-09-23').includes(n), n);
});

test('a list not confirmed from a source is cited as an "unverified list"', () => {
  assert.equal(listCitation('legacy', '2024-09-01'), '2024-08-26, unverified list');
  assert.equal(listCitation('modern', '2024-09-01'), '2024-08-26');
  // Modern changes between the 2015 rules and 2022 are not recorded: a 2016 check says so.
  assert.equal(listCitation('modern', '2015-02-01'), '2015-01-23');
  assert.equal(listCitation('modern', '2016-06-01'), '2015-01-23, unverified list');
  assert.deepEqual(problemsFor('legacy', 'Grief', 1, '2024-09-01'), [
    'Grief is banned in Legacy (banned and restricted list of 2024-08-26, unverified list)',
  ]);
});

test('every snapshot after the 2015 rules names at least one URL source', () => {
  for (const f of ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander'])
    for (const s of listSnapshots(f)) if (s.date > '2016-01-01') assert.match(s.source, /https:\/\//, `${f} ${s.date}`);
});

test('MTR 6.6: Legacy: Entomb and Nadu, Winged Wisdom banned from 2025-11-10 (announcement of 2025-11-10)', () => {
  for (const n of ['Entomb', 'Nadu, Winged Wisdom']) {
    assert.ok(!on(LEGACY, 'banned', '2025-11-09').includes(n), n);
    assert.ok(on(LEGACY, 'banned', '2025-11-10').includes(n), n);
  }
});
