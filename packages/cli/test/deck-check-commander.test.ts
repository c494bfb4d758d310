/**
 * Issue 18 "Done when" 4: `arbiter deck check --format commander|brawl` catches every kind of 903.5 and 903.12
 * violation (and the commander rules 903.3 / 702.124a they rest on), naming the card and the rule; a legal deck
 * passes. One test per kind of violation, each on a deck that breaks only that rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { cli, tempFiles } from './helpers.js';

/** The verdict lines of `deck check` for a list (Commander section, then Deck). */
async function check(
  commanders: string[],
  deck: string,
  format: 'commander' | 'brawl',
  date = format === 'brawl' ? '2015-04-01' : '2025-01-10',
): Promise<{ code: number; verdict: string }> {
  const list = `${commanders.length ? `Commander\n${commanders.map((c) => `1 ${c}`).join('\n')}\n\n` : ''}Deck\n${deck}`;
  const file = path.join(tempFiles({ 'deck.txt': list }), 'deck.txt');
  const r = await cli('deck', 'check', file, '--format', format, '--date', date);
  const i = r.out.indexOf('Format ');
  assert.ok(i >= 0, `no verdict in:\n${r.out}\n${r.err}`);
  return { code: r.code, verdict: r.out.slice(i) };
}
const n = (count: number, name: string): string => `${count} ${name}\n`;
/** The violation lines of a verdict. */
const lines = (v: string): string[] => v.split('\n').filter((l) => l.startsWith('  ['));

test('903.5: a legal Commander deck passes (Wort, the Raidmother, 99 red and green cards)', async () => {
  const r = await check(
    ['Wort, the Raidmother'],
    n(50, 'Mountain') + n(45, 'Forest') + n(1, 'Lightning Bolt') + n(1, 'Llanowar Elves') + n(2, 'Stomping Ground'),
    'commander',
  );
  // Two Stomping Grounds are not singleton: replace one line to make the legal deck.
  assert.match(r.verdict, /\[CR 903\.5b\] 2 copies of Stomping Ground/);
  const legal = await check(
    ['Wort, the Raidmother'],
    n(50, 'Mountain') + n(46, 'Forest') + n(1, 'Lightning Bolt') + n(1, 'Llanowar Elves') + n(1, 'Stomping Ground'),
    'commander',
  );
  assert.equal(legal.code, 0, legal.verdict);
  assert.deepEqual(lines(legal.verdict), []);
  assert.doesNotMatch(legal.verdict, /NOT legal/);
});

test('903.5a: a Commander deck of 101 cards including the commander is refused, citing 903.5a', async () => {
  const r = await check(['Wort, the Raidmother'], n(100, 'Mountain'), 'commander');
  assert.equal(r.code, 1);
  assert.deepEqual(lines(r.verdict), [
    '  [CR 903.5a] deck has 101 cards including the commander; it must have exactly 100',
  ]);
});

test('903.5b: a second copy of a non-basic card — or of the commander — names the card and 903.5b', async () => {
  const r = await check(['Wort, the Raidmother'], n(97, 'Mountain') + n(2, 'Lightning Bolt'), 'commander');
  assert.deepEqual(lines(r.verdict), [
    '  [CR 903.5b] 2 copies of Lightning Bolt; other than basic lands each card must have a different English name',
  ]);
  const again = await check(['Wort, the Raidmother'], n(98, 'Mountain') + n(1, 'Wort, the Raidmother'), 'commander');
  assert.match(lines(again.verdict).join('\n'), /\[CR 903\.5b\] 2 copies of Wort, the Raidmother/);
});

test("903.5c: a card with a colour outside the commander's identity names the card, its colours and 903.5c", async () => {
  const r = await check(['Wort, the Raidmother'], n(98, 'Mountain') + n(1, 'Counterspell'), 'commander');
  assert.deepEqual(lines(r.verdict), ["  [CR 903.5c] Counterspell has colour identity U outside the commander's (RG)"]);
  const green = await check(['Wort, the Raidmother'], n(98, 'Mountain') + n(1, 'Llanowar Elves'), 'commander');
  assert.equal(green.code, 0, green.verdict);
});

test('903.5d: a land with a basic land type outside the identity names the card and 903.5d', async () => {
  const r = await check(['Wort, the Raidmother'], n(98, 'Mountain') + n(1, 'Tundra'), 'commander');
  assert.ok(
    lines(r.verdict).some((l) => /^ {2}\[CR 903\.5d\] Tundra has a basic land type/.test(l)),
    r.verdict,
  );
  const islands = await check(['Wort, the Raidmother'], n(99, 'Island'), 'commander');
  assert.match(islands.verdict, /\[CR 903\.5d\] Island has a basic land type producing U/);
});

test('903.3: a commander that is not a legendary creature, or none at all, is refused with the card and the rule', async () => {
  const pw = await check(['Karn Liberated'], n(99, 'Island'), 'commander');
  assert.match(pw.verdict, /\[CR 903\.3\] Karn Liberated cannot be a commander: it must be a legendary creature/);
  const none = await check([], n(100, 'Island'), 'commander');
  assert.match(none.verdict, /\[CR 903\.3\] no commander designated/);
});

test('702.124a: two commanders without partner are refused, naming the one without partner', async () => {
  const r = await check(['Tymna the Weaver', 'Wort, the Raidmother'], n(98, 'Mountain'), 'commander');
  assert.match(
    r.verdict,
    /\[CR 702\.124a\] Tymna the Weaver and Wort, the Raidmother can't both be commanders: Wort, the Raidmother has no partner/,
  );
  const ok = await check(['Tymna the Weaver', 'Thrasios, Triton Hero'], n(98, 'Plains'), 'commander');
  assert.equal(ok.code, 0, ok.verdict);
});

test('702.124k: a "Choose a Background" commander may have a Background as its second commander, and only a Background', async () => {
  const ok = await check(['Jaheira, Friend of the Forest', 'Raised by Giants'], n(98, 'Forest'), 'commander');
  assert.equal(ok.code, 0, ok.verdict);
  assert.deepEqual(lines(ok.verdict), []);
  const two = await check(['Jaheira, Friend of the Forest', 'Wilson, Refined Grizzly'], n(98, 'Forest'), 'commander');
  assert.match(
    two.verdict,
    /\[CR 702\.124a\] Jaheira, Friend of the Forest and Wilson, Refined Grizzly can't both be commanders/,
  );
  const alone = await check(['Raised by Giants'], n(99, 'Forest'), 'commander');
  assert.match(alone.verdict, /\[CR 903\.3\] Raised by Giants cannot be a commander/);
});

test('903.12: a legal Brawl deck passes (Zurgo Bellstriker and 59 Standard cards)', async () => {
  const r = await check(['Zurgo Bellstriker'], n(58, 'Mountain') + n(1, 'Wild Slash'), 'brawl');
  assert.equal(r.code, 0, r.verdict);
  assert.deepEqual(lines(r.verdict), []);
});

test('903.12b: a card with no Standard printing names the card and 903.12b', async () => {
  const r = await check(['Zurgo Bellstriker'], n(58, 'Mountain') + n(1, 'Lightning Bolt'), 'brawl');
  assert.deepEqual(lines(r.verdict), ['  [CR 903.12b] Lightning Bolt has no printing legal in Standard on 2015-04-01']);
});

test('903.12c: a Brawl commander that is no legendary creature or planeswalker is refused; a planeswalker may lead', async () => {
  const r = await check(['Goblin Heelcutter'], n(59, 'Mountain'), 'brawl');
  assert.match(
    r.verdict,
    /\[CR 903\.12c\] Goblin Heelcutter cannot be a commander: it must be a legendary creature or legendary planeswalker/,
  );
  const pw = await check(['Sarkhan Unbroken'], n(59, 'Mountain'), 'brawl');
  assert.doesNotMatch(pw.verdict, /903\.12c/);
});

test('903.12d: a Brawl deck of 61 cards is refused, citing 903.12d', async () => {
  const r = await check(['Zurgo Bellstriker'], n(60, 'Mountain'), 'brawl');
  assert.deepEqual(lines(r.verdict), [
    '  [CR 903.12d] deck has 61 cards including the commander; it must have exactly 60',
  ]);
});

test('903.12e: a colourless Brawl commander allows basics of one basic land type; a second type names a card and 903.12e', async () => {
  const one = await check(['Ugin, the Spirit Dragon'], n(59, 'Island'), 'brawl');
  assert.equal(one.code, 0, one.verdict);
  const two = await check(['Ugin, the Spirit Dragon'], n(30, 'Island') + n(29, 'Mountain'), 'brawl');
  assert.deepEqual(lines(two.verdict), [
    '  [CR 903.12e] a colourless commander allows basic lands of one basic land type only; found Island, Mountain (Mountain besides Island)',
  ]);
  // 903.12e is an exception to 903.5d in Brawl only (see the Commander test in tournament/test/deckcheck.test.ts).
});

test('903.5b / 903.5c in Brawl: singleton and colour identity apply to Brawl decks as well (903.12a)', async () => {
  const r = await check(
    ['Zurgo Bellstriker'],
    n(56, 'Mountain') + n(2, 'Wild Slash') + n(1, 'Treasure Cruise'),
    'brawl',
  );
  const l = lines(r.verdict).join('\n');
  assert.match(l, /\[CR 903\.5b\] 2 copies of Wild Slash/);
  assert.match(l, /\[CR 903\.5c\] Treasure Cruise has colour identity U outside the commander's \(R\)/);
});
