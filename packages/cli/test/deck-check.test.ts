/**
 * One deck parser (@arbiter/cards), one legality checker (@arbiter/tournament), one card index:
 * `arbiter deck check --format X` and `arbiter tournament deck-check` give the same verdict,
 * citing the rule behind every problem (issue 20 §1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { checkDeckList, LISTS_AS_OF, listSnapshots } from '@arbiter/tournament';
import { readDeckList } from '@arbiter/cards';
import { loadCardDatabase } from '@arbiter/cards/node';
import { cli, tempFiles } from './helpers.js';

const db = loadCardDatabase();
const mountains = (n: number) => `${n} Mountain\n`;

/** The verdict block ("Format … :" and the problem lines) of either command's output. */
function verdict(out: string): string {
  const i = out.indexOf('Format ');
  assert.ok(i >= 0, `no verdict in:\n${out}`);
  return out
    .slice(i)
    .split('\n')
    .filter((l) => l.startsWith('Format ') || l.startsWith('  ['))
    .join('\n');
}

async function both(file: string, ...flags: string[]) {
  const a = await cli('deck', 'check', file, ...flags);
  const b = await cli('tournament', 'deck-check', file, ...flags);
  assert.equal(verdict(a.out), verdict(b.out), 'both commands give the same verdict');
  assert.equal(a.code, b.code);
  return { code: a.code, verdict: verdict(a.out) };
}

test('903.5a–d + banned list: a 99-card Commander deck with off-colour and banned cards is refused by both commands', async () => {
  const dir = tempFiles({
    'cmd.txt':
      'Commander\n1 Wort, the Raidmother\n\nDeck\n1 Mana Crypt\n1 Counterspell\n1 Tundra\n1 Lightning Bolt\n1 Lightning Bolt\n93 Mountain\n',
  });
  const r = await both(path.join(dir, 'cmd.txt'), '--format', 'commander', '--date', '2025-01-10');
  assert.equal(r.code, 1);
  assert.match(r.verdict, /NOT legal/);
  assert.match(r.verdict, /\[CR 903\.5a\] deck has 99 cards/);
  assert.match(r.verdict, /\[CR 903\.5b\] 2 copies of Lightning Bolt/, 'copies split over two lines are added up');
  assert.match(r.verdict, /\[CR 903\.5c\] Counterspell has colour identity U/);
  assert.match(r.verdict, /\[CR 903\.5d\] Tundra has a basic land type/);
  assert.match(
    r.verdict,
    /\[Commander banned list 2024-09-23\] Mana Crypt is banned in Commander \(banned list of 2024-09-23, unverified list\)/,
  );
});

test('903.12: Brawl decks are exactly 60 cards from the Standard card pool', async () => {
  const dir = tempFiles({ 'brawl.txt': `Commander\n1 Zurgo Bellstriker\n\nDeck\n${mountains(57)}1 Lightning Bolt\n` });
  const r = await both(path.join(dir, 'brawl.txt'), '--format', 'brawl', '--date', '2015-04-01');
  assert.match(r.verdict, /\[CR 903\.12d\] deck has 59 cards including the commander; it must have exactly 60/);
  assert.match(r.verdict, /\[CR 903\.12b\] Lightning Bolt has no printing legal in Standard/);
  assert.doesNotMatch(r.verdict, /cannot be a commander/);
});

test('100.2a / 100.4a: main deck size, four copies, sideboard size — cited in both commands', async () => {
  const dir = tempFiles({ 'm.txt': `${mountains(50)}3 Lightning Bolt\n2 Lightning Bolt\n\n${mountains(16)}` });
  const r = await both(path.join(dir, 'm.txt'), '--format', 'legacy', '--date', '2016-01-01');
  assert.match(r.verdict, /\[CR 100\.2a\] main deck has 55 cards/);
  assert.match(r.verdict, /\[CR 100\.2a\] 5 copies of Lightning Bolt/);
  assert.match(r.verdict, /\[CR 100\.4a\] sideboard has 16 cards/);
});

test('banned and restricted lists come with their date: the check uses the list in force on --date', async () => {
  const dir = tempFiles({
    'v.txt': `${mountains(58)}2 Treasure Cruise\n`,
    'mo.txt': `${mountains(56)}4 Treasure Cruise\n`,
  });
  const before = await both(path.join(dir, 'v.txt'), '--format', 'vintage', '--date', '2015-01-01');
  assert.equal(before.code, 0, before.verdict);
  const after = await both(path.join(dir, 'v.txt'), '--format', 'vintage', '--date', '2015-02-01');
  assert.match(
    after.verdict,
    /\[MTR 6\.5\] Treasure Cruise is restricted in Vintage: at most 1 copy, found 2 \(banned and restricted list of 2015-01-23\)/,
  );
  const modern = await both(path.join(dir, 'mo.txt'), '--format', 'modern', '--date', '2015-02-01');
  assert.match(
    modern.verdict,
    /\[MTR 6\.4\] Treasure Cruise is banned in Modern \(banned and restricted list of 2015-01-23\)/,
  );
});

test('the banned/restricted data file covers every format the issue names, each list dated', () => {
  for (const f of ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'brawl']) {
    const lists = listSnapshots(f);
    assert.ok(lists.length > 0, `${f} has lists`);
    for (const l of lists) assert.match(l.date, /^\d{4}-\d{2}-\d{2}$/);
  }
  assert.match(LISTS_AS_OF, /^\d{4}-\d{2}-\d{2}$/);
});

test('deck lists: Arena About/Name lines are not cards; "(ZEN) 243" is a set and number, not a count', () => {
  const list = readDeckList('About\nName Mono Red\n\nDeck\n4 Mountain (ZEN) 243\n56 Lightning Bolt (M10) 146\n', db);
  const r = checkDeckList(list, { format: 'constructed', cards: db });
  assert.equal(list.name, 'Mono Red');
  assert.equal(r.mainCount, 60);
  assert.deepEqual(
    list.main.map((e) => [e.count, e.card]),
    [
      [4, 'Mountain'],
      [56, 'Lightning Bolt'],
    ],
  );
  assert.ok(r.problems.some((p) => p.code === 'too-many-copies' && p.card === 'Lightning Bolt'));
  assert.ok(!r.problems.some((p) => p.card === 'Mountain'));
});

test('deck lists: MTGO .dek XML and typos (line-numbered, with suggestions) go through the same checker', async () => {
  const dek =
    '<?xml version="1.0"?>\n<Deck>\n<Cards CatID="1" Quantity="56" Sideboard="false" Name="Mountain" />\n<Cards CatID="2" Quantity="4" Sideboard="false" Name="Lightnig Bolt" />\n</Deck>\n';
  const dir = tempFiles({ 'd.dek': dek });
  const r = await both(path.join(dir, 'd.dek'), '--format', 'modern', '--date', '2015-02-01');
  assert.match(r.verdict, /line 4: unknown card "Lightnig Bolt"; did you mean "Lightning Bolt"/);
});

test('the card index is used without any --cards file: colour identity and banned cards are checked', async () => {
  const dir = tempFiles({ 'cmd.txt': 'Commander\n1 Wort, the Raidmother\n\nDeck\n1 Counterspell\n98 Mountain\n' });
  const r = await cli('tournament', 'deck-check', path.join(dir, 'cmd.txt'), '--format', 'commander');
  assert.match(r.out, /903\.5c\] Counterspell/);
  assert.doesNotMatch(r.out, /no --cards data/);
});
