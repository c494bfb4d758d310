// Importers for user-downloaded card files, on hand-written fixtures in each format.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CardDatabase,
  countCards,
  importCardData,
  importMtgjsonAtomic,
  importScryfall,
  manaValueOf,
  parseTypeLine,
  type CardRecord,
  type SetInfo,
} from '../src/index.js';
import { loadCardFile } from '../src/node.js';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const readJson = (name: string): unknown => JSON.parse(readFileSync(fixture(name), 'utf8'));

function byName(records: CardRecord[]): Map<string, CardRecord> {
  return new Map(records.map((r) => [r.name, r]));
}

test('parseTypeLine splits supertypes, types and subtypes', () => {
  assert.deepEqual(parseTypeLine('Legendary Creature — Angel Horror'), {
    supertypes: ['Legendary'],
    types: ['Creature'],
    subtypes: ['Angel', 'Horror'],
    token: false,
  });
  assert.deepEqual(parseTypeLine('Basic Snow Land — Island'), {
    supertypes: ['Basic', 'Snow'],
    types: ['Land'],
    subtypes: ['Island'],
    token: false,
  });
  assert.deepEqual(parseTypeLine('Token Creature — Goblin'), {
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Goblin'],
    token: true,
  });
  assert.deepEqual(parseTypeLine("Plane — Bolas's Meditation Realm").subtypes, ["Bolas's Meditation Realm"]);
  assert.deepEqual(parseTypeLine('Instant'), { supertypes: [], types: ['Instant'], subtypes: [], token: false });
});

test('manaValueOf follows CR 202.3', () => {
  assert.equal(manaValueOf('{3}{R}{R}'), 5);
  assert.equal(manaValueOf('{X}{X}{G}'), 1);
  assert.equal(manaValueOf('{2/W}{2/W}'), 4);
  assert.equal(manaValueOf('{W/U}{B/P}'), 2);
  assert.equal(manaValueOf('{½}'), 0.5);
  assert.equal(manaValueOf('{C}{S}'), 2);
  assert.equal(manaValueOf(undefined), 0);
  assert.equal(manaValueOf(''), 0);
});

test('MTGJSON v5 AtomicCards: normal, split, DFC, meld, Un-card, token, vanguard', () => {
  const result = importMtgjsonAtomic(readJson('AtomicCards.sample.json'));
  assert.equal(result.format, 'mtgjson-atomic');
  assert.deepEqual(result.warnings, []);
  const m = byName(result.records);
  assert.deepEqual([...m.keys()].sort(), [
    'Ach! Hans, Run!',
    'Akroma, Angel of Wrath Avatar',
    'Bruna, the Fading Light // Brisela, Voice of Nightmares',
    'Delver of Secrets // Insectile Aberration',
    'Fire // Ice',
    'Goblin',
    'Lightning Bolt',
  ]);

  const bolt = m.get('Lightning Bolt')!;
  assert.equal(bolt.manaCost, '{R}');
  assert.equal(bolt.manaValue, 1);
  assert.deepEqual(bolt.colors, ['R']);
  assert.equal(bolt.text, 'Lightning Bolt deals 3 damage to any target.');
  assert.deepEqual(
    bolt.printings.map((p) => p.set),
    ['2ED', 'LEA', 'M10', 'M11', 'ZZZ'],
    'without a set table: as given',
  );
  assert.equal(bolt.un, undefined);
  assert.equal(bolt.faces, undefined);

  const fi = m.get('Fire // Ice')!;
  assert.equal(fi.layout, 'split');
  assert.equal(fi.manaCost, '{1}{R} // {1}{U}');
  assert.equal(fi.manaValue, 4);
  assert.deepEqual(fi.colors, ['U', 'R']);
  assert.deepEqual(fi.colorIdentity, ['U', 'R']);
  assert.deepEqual(
    fi.faces!.map((f) => [f.name, f.manaCost, f.manaValue, f.colors.join('')]),
    [
      ['Fire', '{1}{R}', 2, 'R'],
      ['Ice', '{1}{U}', 2, 'U'],
    ],
  );

  // Entries listed back face first: ordered by `side`.
  const delver = m.get('Delver of Secrets // Insectile Aberration')!;
  assert.equal(delver.layout, 'transform');
  assert.deepEqual(
    delver.faces!.map((f) => f.name),
    ['Delver of Secrets', 'Insectile Aberration'],
  );
  assert.equal(delver.manaCost, '{U}');
  assert.equal(delver.power, '1');
  const back = delver.faces![1]!;
  assert.equal(back.manaCost, undefined);
  assert.equal(back.manaValue, 0);
  assert.deepEqual(back.colors, ['U']);
  assert.equal(back.power, '3');

  // The meld result filed under its own key joins Bruna's record as a face.
  const bruna = m.get('Bruna, the Fading Light // Brisela, Voice of Nightmares')!;
  assert.equal(bruna.layout, 'meld');
  assert.deepEqual(
    bruna.faces!.map((f) => f.name),
    ['Bruna, the Fading Light', 'Brisela, Voice of Nightmares'],
  );
  assert.equal(bruna.faces![1]!.power, '9');
  assert.equal(bruna.manaValue, 7);

  assert.equal(m.get('Ach! Hans, Run!')!.un, true);
  const goblin = m.get('Goblin')!;
  assert.equal(goblin.token, true);
  assert.deepEqual(goblin.types, ['Creature']);
  const akroma = m.get('Akroma, Angel of Wrath Avatar')!;
  assert.equal(akroma.variant, 'vanguard');
  assert.equal(akroma.hand, 1);
  assert.equal(akroma.life, 7);

  const db = new CardDatabase(result.records);
  assert.equal(db.get('Insectile Aberration'), delver);
  assert.equal(db.get('Brisela, Voice of Nightmares'), bruna);
  assert.deepEqual(countCards(db), { total: 5, byType: { Instant: 2, Creature: 2, Vanguard: 1 }, unset: 1, tokens: 1 });
});

test('AtomicCards with a set table: printings get names and dates, newest first', () => {
  const sets: Record<string, SetInfo> = {
    LEA: { code: 'LEA', name: 'Limited Edition Alpha', releaseDate: '1993-08-05', type: 'core' },
    '2ED': { code: '2ED', name: 'Unlimited Edition', releaseDate: '1993-12-01', type: 'core' },
    M10: { code: 'M10', name: 'Magic 2010', releaseDate: '2009-07-17', type: 'core' },
    M11: { code: 'M11', name: 'Magic 2011', releaseDate: '2010-07-16', type: 'core' },
  };
  const result = importMtgjsonAtomic(readJson('AtomicCards.sample.json'), { knownSets: sets });
  const bolt = result.records.find((r) => r.name === 'Lightning Bolt')!;
  assert.deepEqual(
    bolt.printings.map((p) => p.set),
    ['M11', 'M10', '2ED', 'LEA', 'ZZZ'],
  );
  assert.deepEqual(bolt.printings[0], {
    set: 'M11',
    setName: 'Magic 2011',
    releaseDate: '2010-07-16',
    setType: 'core',
  });
  assert.deepEqual(bolt.printings[4], { set: 'ZZZ' });
  assert.deepEqual(Object.keys(result.sets).sort(), ['2ED', 'LEA', 'M10', 'M11']);
});

test('Scryfall oracle-cards: normal, split, DFC, flip, meld, token, Un-card, plane, vanguard', () => {
  const result = importScryfall(readJson('scryfall-oracle-cards.sample.json'));
  assert.equal(result.format, 'scryfall-oracle');
  assert.deepEqual(result.warnings, ['1 objects repeat an earlier name (tokens, variants); one record kept per name']);
  const m = byName(result.records);
  assert.deepEqual([...m.keys()].sort(), [
    'Academy at Tolaria West',
    'Ach! Hans, Run!',
    'Akki Lavarunner // Tok-Tok, Volcano Born',
    'Akroma, Angel of Wrath Avatar',
    'Bruna, the Fading Light // Brisela, Voice of Nightmares',
    'Delver of Secrets // Insectile Aberration',
    'Fire // Ice',
    'Goblin',
    'Lightning Bolt',
  ]);

  const bolt = m.get('Lightning Bolt')!;
  assert.equal(bolt.manaValue, 1);
  assert.deepEqual(bolt.types, ['Instant']);
  assert.deepEqual(bolt.printings, [
    {
      set: 'CLB',
      setName: "Commander Legends: Battle for Baldur's Gate",
      releaseDate: '2022-06-10',
      setType: 'draft_innovation',
    },
  ]);
  assert.equal(result.sets['CLB']?.name, "Commander Legends: Battle for Baldur's Gate");

  // Split halves carry no colours in Scryfall: taken from their mana costs.
  const fi = m.get('Fire // Ice')!;
  assert.deepEqual(
    fi.faces!.map((f) => [f.name, f.manaValue, f.colors.join('')]),
    [
      ['Fire', 2, 'R'],
      ['Ice', 2, 'U'],
    ],
  );
  assert.equal(fi.manaValue, 4);
  assert.deepEqual(fi.colors, ['U', 'R']);
  assert.equal(
    fi.text,
    'Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.',
  );

  const delver = m.get('Delver of Secrets // Insectile Aberration')!;
  assert.equal(delver.layout, 'transform');
  assert.equal(delver.manaCost, '{U}');
  assert.deepEqual(delver.colors, ['U']);
  assert.deepEqual(delver.subtypes, ['Human', 'Wizard']);
  const back = delver.faces![1]!;
  assert.equal(back.manaCost, undefined, 'mana_cost "" is no mana cost');
  assert.deepEqual(back.colors, ['U']);
  assert.deepEqual(back.subtypes, ['Human', 'Insect']);
  assert.equal(back.power, '3');

  // A flip card's flipped half keeps the card's cost and colour.
  const akki = m.get('Akki Lavarunner // Tok-Tok, Volcano Born')!;
  const tok = akki.faces![1]!;
  assert.equal(tok.manaCost, '{3}{R}');
  assert.deepEqual(tok.colors, ['R']);
  assert.deepEqual(tok.supertypes, ['Legendary']);

  // Meld: the part gets the result (a separate object) as its second face; the result is no card.
  const bruna = m.get('Bruna, the Fading Light // Brisela, Voice of Nightmares')!;
  assert.equal(bruna.layout, 'meld');
  assert.deepEqual(
    bruna.faces!.map((f) => f.name),
    ['Bruna, the Fading Light', 'Brisela, Voice of Nightmares'],
  );
  assert.equal(bruna.faces![1]!.toughness, '10');
  assert.equal(bruna.faces![1]!.manaValue, 0);

  // Two "Goblin" tokens: the first is kept.
  const goblin = m.get('Goblin')!;
  assert.equal(goblin.token, true);
  assert.equal(goblin.text, '');
  assert.deepEqual(goblin.types, ['Creature']);

  const hans = m.get('Ach! Hans, Run!')!;
  assert.equal(hans.un, true);
  assert.equal(hans.printings[0]!.setType, 'funny');

  const plane = m.get('Academy at Tolaria West')!;
  assert.equal(plane.variant, 'plane');
  assert.deepEqual(plane.subtypes, ['Dominaria']);
  const akroma = m.get('Akroma, Angel of Wrath Avatar')!;
  assert.equal(akroma.hand, 1);
  assert.equal(akroma.life, 7);

  const db = new CardDatabase(result.records);
  assert.equal(db.get('tok-tok, volcano born'), akki);
  assert.equal(db.get('Gisela, the Broken Blade'), undefined, 'not in the fixture');
  const c = countCards(db);
  assert.equal(c.total, 7);
  assert.equal(c.tokens, 1);
  assert.equal(c.unset, 1);
});

test('both importers map the same card to the same characteristics', () => {
  const a = byName(importMtgjsonAtomic(readJson('AtomicCards.sample.json')).records);
  const s = byName(importScryfall(readJson('scryfall-oracle-cards.sample.json')).records);
  for (const name of ['Lightning Bolt', 'Fire // Ice', 'Bruna, the Fading Light // Brisela, Voice of Nightmares']) {
    const { printings: _a, ...x } = a.get(name)!;
    const { printings: _s, ...y } = s.get(name)!;
    assert.deepEqual(x, y, name);
  }
});

test('importCardData and loadCardFile detect the format', () => {
  assert.equal(importCardData(readJson('AtomicCards.sample.json')).format, 'mtgjson-atomic');
  assert.equal(importCardData(readJson('scryfall-oracle-cards.sample.json')).format, 'scryfall-oracle');
  assert.equal(importCardData({ object: 'list', data: [] }).format, 'scryfall-oracle');
  assert.throws(() => importCardData({ hello: 'world' }), /unrecognised card data/);
  assert.throws(() => importCardData({ data: { LEA: { cards: [] } } }), /AllPrintings is not supported/);
  const loaded = loadCardFile(fixture('scryfall-oracle-cards.sample.json'));
  assert.equal(loaded.format, 'scryfall-oracle');
  assert.equal(loaded.db.get('Fire')?.name, 'Fire // Ice');
});
