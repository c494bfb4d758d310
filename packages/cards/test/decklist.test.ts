// Deck-list parsing: every text form, MTGO .dek, and every error case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  MAX_COUNT,
  parseDeckList,
  parseDek,
  parseTextDeck,
  readDeckList,
  resolveDeckList,
  sectionCounts,
  type DeckList,
} from '../src/index.js';
import { ensureCardIndex, loadCardDatabase } from '../src/node.js';

ensureCardIndex({ quiet: true, pool: '2017' });
const db = loadCardDatabase({ pool: '2017' }); // assertions are about the January-2017 pool
const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');

/** [count, name, line] per entry. */
const rows = (entries: DeckList['main']) => entries.map((e) => [e.count, e.name, e.line]);

test('plain lines: "4 Name", "4x Name", "4 x Name", "4X Name", and a bare name counts 1', () => {
  const deck = parseTextDeck('4 Lightning Bolt\n3x Counterspell\n2 x Brainstorm\n1X Ponder\nSol Ring\n');
  assert.equal(deck.format, 'text');
  assert.deepEqual(rows(deck.main), [
    [4, 'Lightning Bolt', 1],
    [3, 'Counterspell', 2],
    [2, 'Brainstorm', 3],
    [1, 'Ponder', 4],
    [1, 'Sol Ring', 5],
  ]);
  assert.deepEqual(deck.sideboard, []);
  assert.deepEqual(deck.errors, []);
});

test('Arena export: sections, (SET) number, About/Name, commander and companion', () => {
  const deck = readDeckList(fixture('arena-export.txt'), db);
  assert.equal(deck.format, 'arena');
  assert.equal(deck.name, 'Izzet Tempo');
  assert.deepEqual(rows(deck.commander), [[1, "Jace, Vryn's Prodigy", 5]]);
  assert.deepEqual(rows(deck.companion), [[1, 'Lurrus of the Dream-Den', 8]]);
  assert.deepEqual(rows(deck.main), [
    [4, 'Lightning Bolt', 11],
    [4, 'Delver of Secrets', 12],
    [2, 'Fire // Ice', 13],
    [20, 'Island', 14],
  ]);
  assert.deepEqual(deck.main[0], {
    count: 4,
    name: 'Lightning Bolt',
    set: 'M10',
    collectorNumber: '146',
    line: 11,
    card: 'Lightning Bolt',
  });
  assert.equal(deck.main[1]!.card, 'Delver of Secrets // Insectile Aberration');
  assert.deepEqual(rows(deck.sideboard), [
    [2, 'Pyroblast', 17],
    [1, "Lim-Dûl's Vault", 18],
  ]);
  assert.deepEqual(sectionCounts(deck), { main: 30, sideboard: 3, commander: 1, companion: 1 });
  // Lurrus (2020) is newer than the 2017 data: an unknown card, named with its line.
  assert.equal(deck.errors.length, 1);
  const err = deck.errors[0]!;
  assert.equal(err.kind, 'unknown-card');
  assert.equal(err.line, 8);
  assert.equal(err.text, 'Lurrus of the Dream-Den');
  assert.equal(err.suggestions?.length, 3);
  assert.match(err.message, /^line 8: unknown card "Lurrus of the Dream-Den"; did you mean "/);
});

test('Arena suffix without a collector number, and names that merely contain parentheses', () => {
  const deck = parseTextDeck(
    "4 Lightning Bolt (M10)\n1 B.F.M. (Big Furry Monster)\n1 Erase (Not the Urza's Legacy One)\n",
  );
  assert.deepEqual(deck.main[0], { count: 4, name: 'Lightning Bolt', set: 'M10', line: 1 });
  assert.equal(deck.main[1]!.name, 'B.F.M. (Big Furry Monster)');
  assert.equal(deck.main[1]!.set, undefined);
  assert.equal(deck.main[2]!.name, "Erase (Not the Urza's Legacy One)");
  assert.deepEqual(resolveDeckList(deck, db).errors, []);
});

test('MTGO text export: the blank line before the sideboard (CRLF line ends)', () => {
  const deck = readDeckList(fixture('mtgo-export.txt'), db);
  assert.equal(deck.format, 'text');
  assert.deepEqual(rows(deck.main), [
    [4, 'Lightning Bolt', 1],
    [4, 'Counterspell', 2],
    [4, 'Brainstorm', 3],
  ]);
  assert.deepEqual(rows(deck.sideboard), [
    [3, 'Pyroblast', 5],
    [2, 'Hydroblast', 6],
  ]);
  assert.deepEqual(deck.errors, []);
});

test('blank lines do not start a sideboard when the list has section headers, or more than two groups', () => {
  const headed = parseTextDeck('Deck\n4 Lightning Bolt\n\n4 Counterspell\n\nSideboard\n2 Duress\n');
  assert.deepEqual(rows(headed.main), [
    [4, 'Lightning Bolt', 2],
    [4, 'Counterspell', 4],
  ]);
  assert.deepEqual(rows(headed.sideboard), [[2, 'Duress', 7]]);
  const grouped = parseTextDeck('4 Lightning Bolt\n\n4 Counterspell\n\n20 Island\n');
  assert.equal(grouped.main.length, 3);
  assert.equal(grouped.sideboard.length, 0);
  // Leading and repeated blank lines do not make extra groups.
  const padded = parseTextDeck('\n\n4 Lightning Bolt\n\n\n\n2 Duress\n\n');
  assert.deepEqual(rows(padded.main), [[4, 'Lightning Bolt', 3]]);
  assert.deepEqual(rows(padded.sideboard), [[2, 'Duress', 7]]);
});

test('"SB:" lines, header variants, comments, group headings, trailing markers', () => {
  const text = [
    '// Burn, by someone', //  1 comment
    '# another comment', //   2
    'Creatures (4)', //        3 type-group heading: skipped
    '4 Goblin Guide', //       4
    'SB: 2 Duress', //         5
    'SB:1 Pyroblast', //       6
    '4 Lightning Bolt # the best', // 7 trailing comment
    'Sideboard (2):', //       8
    '2 Smash to Smithereens', // 9
    'Maybeboard', //           10: ignored section
    '1 Fireblast', //          11
    '// Commander', //         12: comment-style header
    '1 Krenko, Mob Boss *CMDR*', // 13
    'Main', //                 14
    '1 Sol Ring (C16) 272 *F*', // 15
  ].join('\n');
  const deck = parseTextDeck(text);
  assert.deepEqual(rows(deck.main), [
    [4, 'Goblin Guide', 4],
    [4, 'Lightning Bolt', 7],
    [1, 'Sol Ring', 15],
  ]);
  assert.deepEqual(rows(deck.sideboard), [
    [2, 'Duress', 5],
    [1, 'Pyroblast', 6],
    [2, 'Smash to Smithereens', 9],
  ]);
  assert.deepEqual(rows(deck.commander), [[1, 'Krenko, Mob Boss', 13]]);
  assert.equal(deck.main[2]!.set, 'C16');
  assert.equal(deck.main[2]!.collectorNumber, '272');
  assert.deepEqual(deck.errors, []);
  // A "*CMDR*" marker alone puts the card in the command zone.
  assert.deepEqual(rows(parseTextDeck('1 Krenko, Mob Boss *CMDR*\n60 Mountain').commander), [
    [1, 'Krenko, Mob Boss', 1],
  ]);
});

test('unknown card names are errors with the line, the text and the 3 closest real names', () => {
  const deck = readDeckList('4 Lightning Bolt\n4 Lightnig Bolt\n2 Counterspel\n', db);
  assert.equal(deck.main.length, 3);
  assert.equal(deck.main[0]!.card, 'Lightning Bolt');
  assert.equal(deck.main[1]!.card, undefined);
  assert.deepEqual(
    deck.errors.map((e) => [e.kind, e.line, e.text, e.suggestions]),
    [
      ['unknown-card', 2, 'Lightnig Bolt', ['Lightning Bolt', 'Lightning Blow', 'Lightning Blast']],
      ['unknown-card', 3, 'Counterspel', db.suggest('Counterspel', 3)],
    ],
  );
  assert.equal(deck.errors[1]!.suggestions![0], 'Counterspell');
  assert.equal(
    deck.errors[0]!.message,
    'line 2: unknown card "Lightnig Bolt"; did you mean "Lightning Bolt", "Lightning Blow", "Lightning Blast"?',
  );
});

test('names resolve tolerantly: case, accents, split-card slashes, faces', () => {
  const deck = readDeckList("1 lim-dul's vault\n1 FIRE/ICE\n1 Æther Vial\n1 insectile aberration\n", db);
  assert.deepEqual(deck.errors, []);
  assert.deepEqual(
    deck.main.map((e) => e.card),
    ["Lim-Dûl's Vault", 'Fire // Ice', 'Aether Vial', 'Delver of Secrets // Insectile Aberration'],
  );
});

test('malformed counts: zero, negative, fractional, absurd, missing name', () => {
  const text = [
    '0 Lightning Bolt',
    '-1 Lightning Bolt',
    '4.5 Lightning Bolt',
    `${MAX_COUNT + 1} Relentless Rats`,
    '99999999999999999999 Island',
    '4',
    '4x',
    '1,000 Island',
    `${MAX_COUNT} Relentless Rats`,
  ].join('\n');
  const deck = parseTextDeck(text);
  assert.deepEqual(
    deck.errors.map((e) => [e.kind, e.line]),
    [
      ['bad-count', 1],
      ['bad-count', 2],
      ['bad-count', 3],
      ['bad-count', 4],
      ['bad-count', 5],
      ['missing-name', 6],
      ['missing-name', 7],
      ['bad-count', 8],
    ],
  );
  assert.equal(deck.errors[0]!.message, 'line 1: count 0 must be at least 1: "0 Lightning Bolt"');
  assert.equal(
    deck.errors[3]!.message,
    `line 4: count ${MAX_COUNT + 1} is more than ${MAX_COUNT}: "${MAX_COUNT + 1} Relentless Rats"`,
  );
  assert.equal(deck.errors[2]!.text, '4.5 Lightning Bolt');
  assert.match(deck.errors[4]!.message, /^line 5: count 99999999999999999999 is more than /);
  assert.equal(deck.errors[5]!.message, 'line 6: count 4 has no card name after it: "4"');
  // The one good line survives.
  assert.deepEqual(rows(deck.main), [[MAX_COUNT, 'Relentless Rats', 9]]);
});

test('errors from parsing and from lookup come back together, in line order', () => {
  const deck = readDeckList('4 Nonexistent Card\n0 Lightning Bolt\n4 Lightning Bolt\n', db);
  assert.deepEqual(
    deck.errors.map((e) => [e.line, e.kind]),
    [
      [1, 'unknown-card'],
      [2, 'bad-count'],
    ],
  );
});

test('MTGO .dek XML: attributes in any order, either quotes, entities, comments, sideboard', () => {
  const text = fixture('sample.dek');
  const deck = readDeckList(text, db);
  assert.equal(deck.format, 'mtgo-dek');
  assert.deepEqual(rows(deck.main), [
    [4, 'Lightning Bolt', 6],
    [2, "Lim-Dûl's Vault", 7],
    [2, 'Fire/Ice', 8],
  ]);
  assert.deepEqual(
    deck.main.map((e) => e.card),
    ['Lightning Bolt', "Lim-Dûl's Vault", 'Fire // Ice'],
  );
  assert.deepEqual(rows(deck.sideboard), [
    [3, 'Pyroblast', 10],
    [1, 'Stone Rain & Friends', 11],
  ]);
  assert.deepEqual(
    deck.errors.map((e) => [e.kind, e.line, e.text]),
    [['unknown-card', 11, 'Stone Rain & Friends']],
  );
  assert.equal(deck.errors[0]!.suggestions?.[0], 'Stone Rain');
  assert.deepEqual(parseDeckList(text), parseDek(text), 'auto-detected');
});

test('.dek errors: bad quantity, missing name, malformed element, not a deck', () => {
  const text = [
    '<Deck>',
    '  <Cards CatID="1" Quantity="0" Sideboard="false" Name="Lightning Bolt" />',
    '  <Cards CatID="1" Quantity="four" Sideboard="false" Name="Lightning Bolt" />',
    '  <Cards CatID="1" Quantity="4" Sideboard="false" />',
    '  <Cards CatID=1 Quantity="4" Name="Lightning Bolt" />',
    `  <Cards Quantity="${MAX_COUNT + 1}" Name="Island" />`,
    '  <Cards Quantity="4" Name="Counterspell" />',
    '</Deck>',
  ].join('\n');
  const deck = parseDek(text);
  assert.deepEqual(
    deck.errors.map((e) => [e.kind, e.line]),
    [
      ['bad-count', 2],
      ['bad-count', 3],
      ['missing-name', 4],
      ['bad-xml', 5],
      ['bad-count', 6],
    ],
  );
  assert.match(deck.errors[1]!.message, /^line 3: Quantity "four" is not a whole number: <Cards /);
  assert.deepEqual(rows(deck.main), [[4, 'Counterspell', 7]]);

  const empty = parseDek('<?xml version="1.0"?>\n<Deck></Deck>');
  assert.deepEqual(
    empty.errors.map((e) => [e.kind, e.line, e.message]),
    [['bad-xml', 1, 'line 1: no <Cards> elements in the .dek file: <?xml version="1.0"?>']],
  );
  const notXml = parseDeckList('hello', { format: 'dek' });
  assert.equal(notXml.errors[0]!.kind, 'bad-xml');
  assert.match(notXml.errors[0]!.message, /not an MTGO \.dek file/);
});

test('parsing never throws, whatever the input', () => {
  for (const text of [
    '',
    '\n\n',
    '<Cards',
    '<<<>>>',
    '\uFEFF4 Lightning Bolt',
    'SB:',
    '//',
    '(M10) 146',
    '4 (M10) 146',
    '\u0000\u0001',
  ]) {
    const deck = readDeckList(text, db);
    assert.ok(Array.isArray(deck.errors), JSON.stringify(text));
  }
  assert.deepEqual(rows(parseTextDeck('\uFEFF4 Lightning Bolt').main), [[4, 'Lightning Bolt', 1]]);
  assert.deepEqual(
    parseTextDeck('SB:').errors.map((e) => e.message),
    ['line 1: no card name: "SB:"'],
  );
  assert.equal(parseTextDeck('4 (M10) 146').main[0]!.name, '(M10) 146');
});
