import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeckList } from '@arbiter/cards';
import { checkDeck, checkUnifiedConstruction, fromDeckList, type CardFacts, type DeckEntry } from '../src/deckcheck.js';
import { LEGACY, MODERN, VINTAGE, listAsOf, BLOCKS, MODERN_SETS, STANDARD } from '../src/formats.js';

// A small hand-written card database.
const CARDS: CardFacts[] = [
  card('Island', {
    types: ['Land'],
    supertypes: ['Basic'],
    subtypes: ['Island'],
    sets: [
      ['KTK', '2014-09-26'],
      ['LEA', '1993-08-05'],
    ],
  }),
  card('Mountain', {
    types: ['Land'],
    supertypes: ['Basic'],
    subtypes: ['Mountain'],
    sets: [
      ['KTK', '2014-09-26'],
      ['LEA', '1993-08-05'],
    ],
  }),
  card('Forest', { types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'], sets: [['KTK', '2014-09-26']] }),
  card('Plains', { types: ['Land'], supertypes: ['Basic'], subtypes: ['Plains'], sets: [['KTK', '2014-09-26']] }),
  card('Lightning Strike', {
    types: ['Instant'],
    identity: ['R'],
    sets: [
      ['THS', '2013-09-27'],
      ['M15', '2014-07-18'],
    ],
  }),
  card('Shock', { types: ['Instant'], identity: ['R'], sets: [['M14', '2013-07-19']] }),
  card('Treasure Cruise', { types: ['Sorcery'], identity: ['U'], sets: [['KTK', '2014-09-26']] }),
  card('Golgari Grave-Troll', { types: ['Creature'], identity: ['G'], sets: [['RAV', '2005-10-07']] }),
  card('Black Lotus', { types: ['Artifact'], sets: [['LEA', '1993-08-05']] }),
  card('Gifts Ungiven', { types: ['Instant'], identity: ['U'], sets: [['CHK', '2004-10-01']] }),
  card('Dragonlord Ojutai', {
    types: ['Creature'],
    supertypes: ['Legendary'],
    identity: ['W', 'U'],
    sets: [['DTK', '2015-03-27']],
  }),
  card('Wort, the Raidmother', {
    types: ['Creature'],
    supertypes: ['Legendary'],
    identity: ['R', 'G'],
    sets: [['SHM', '2008-05-02']],
  }),
  card('Karn Liberated', { types: ['Planeswalker'], supertypes: ['Legendary'], sets: [['NPH', '2011-05-13']] }),
  card('Ugin, the Spirit Dragon', {
    types: ['Planeswalker'],
    supertypes: ['Legendary'],
    sets: [['FRF', '2015-01-23']],
  }),
  card('Llanowar Elves', { types: ['Creature'], identity: ['G'], sets: [['M15', '2014-07-18']] }),
  card('Counterspell', { types: ['Instant'], identity: ['U'], sets: [['LEA', '1993-08-05']] }),
  card('Sol Ring', { types: ['Artifact'], sets: [['LEA', '1993-08-05']] }),
  card('Stomping Ground', {
    types: ['Land'],
    subtypes: ['Mountain', 'Forest'],
    identity: ['R', 'G'],
    sets: [['GTC', '2013-02-01']],
  }),
  card('Tundra', { types: ['Land'], subtypes: ['Plains', 'Island'], sets: [['LEA', '1993-08-05']] }),
  card('Relentless Rats', { types: ['Creature'], identity: ['B'], sets: [['M11', '2010-07-16']], deckLimit: 'any' }),
  card('Erayo, Soratami Ascendant', {
    types: ['Creature'],
    supertypes: ['Legendary'],
    identity: ['U'],
    sets: [['SOK', '2005-06-03']],
  }),
  card('Naturalize', { types: ['Instant'], identity: ['G'], sets: [['M15', '2014-07-18']] }),
  card('Grizzly Bears', {
    types: ['Creature'],
    identity: ['G'],
    sets: [
      ['M10', '2009-07-17'],
      ['LEA', '1993-08-05'],
    ],
  }),
];

function card(
  name: string,
  o: {
    types: string[];
    supertypes?: string[];
    subtypes?: string[];
    identity?: string[];
    sets: Array<[string, string]>;
    deckLimit?: 'any' | number;
  },
): CardFacts {
  return {
    name,
    types: o.types,
    supertypes: o.supertypes ?? [],
    subtypes: o.subtypes ?? [],
    colorIdentity: o.identity ?? [],
    printings: o.sets.map(([set, releaseDate]) => ({ set, releaseDate })),
    ...(o.deckLimit === undefined ? {} : { deckLimit: o.deckLimit }),
  };
}

const lookup = (name: string): CardFacts | undefined => CARDS.find((c) => c.name.toLowerCase() === name.toLowerCase());

function deck(
  main: Array<[number, string]>,
  side: Array<[number, string]> = [],
): { main: DeckEntry[]; sideboard: DeckEntry[] } {
  return {
    main: main.map(([count, name]) => ({ name, count })),
    sideboard: side.map(([count, name]) => ({ name, count })),
  };
}

const codes = (r: { problems: Array<{ code: string }> }): string[] => r.problems.map((p) => p.code);

test('MTR 6.1 DECK-C-1: 60 main + 15 sideboard is valid', () => {
  const r = checkDeck(
    deck(
      [
        [56, 'Island'],
        [4, 'Counterspell'],
      ],
      [[15, 'Mountain']],
    ),
    { format: 'constructed' },
  );
  assert.equal(r.legal, true, JSON.stringify(r.problems));
  assert.equal(r.mainCount, 60);
  assert.equal(r.sideboardCount, 15);
});

test('MTR 6.1 DECK-C-2: 59 main cards is invalid', () => {
  const r = checkDeck(deck([[59, 'Island']], [[15, 'Mountain']]), { format: 'constructed' });
  assert.deepEqual(codes(r), ['main-too-small']);
});

test('MTR 6.1 DECK-C-3: a 16-card sideboard is invalid', () => {
  assert.deepEqual(codes(checkDeck(deck([[60, 'Island']], [[16, 'Mountain']]), { format: 'constructed' })), [
    'sideboard-too-large',
  ]);
});

test('MTR 6.1 DECK-C-4: 3 main + 2 sideboard copies of a non-basic card is 5 > 4', () => {
  const r = checkDeck(
    deck(
      [
        [57, 'Island'],
        [3, 'Counterspell'],
      ],
      [[2, 'Counterspell']],
    ),
    { format: 'constructed', lookup },
  );
  assert.deepEqual(codes(r), ['too-many-copies']);
  assert.equal(r.problems[0]!.card, 'Counterspell');
});

test('MTR 6.1 DECK-C-5: 30 Islands is fine (basic land exception), with or without card data', () => {
  assert.equal(
    checkDeck(
      deck([
        [30, 'Island'],
        [30, 'Mountain'],
      ]),
      { format: 'constructed' },
    ).legal,
    true,
  );
  assert.equal(
    checkDeck(
      deck([
        [30, 'Island'],
        [30, 'Mountain'],
      ]),
      { format: 'vintage', lookup, date: '2015-02-01' },
    ).legal,
    true,
  );
});

test('MTR 6.1 DECK-C-6: a restricted card, 0 main + 1 sideboard is valid; 1 + 1 is not', () => {
  const ok = checkDeck(deck([[60, 'Island']], [[1, 'Sol Ring']]), { format: 'vintage', lookup, date: '2015-02-01' });
  assert.equal(ok.legal, true, JSON.stringify(ok.problems));
  const bad = checkDeck(
    deck(
      [
        [59, 'Island'],
        [1, 'Sol Ring'],
      ],
      [[1, 'Sol Ring']],
    ),
    { format: 'vintage', lookup, date: '2015-02-01' },
  );
  assert.deepEqual(codes(bad), ['restricted']);
});

test('MTR 6.1 DECK-C-7: a 65-card main deck is valid (no maximum)', () => {
  assert.equal(checkDeck(deck([[65, 'Island']]), { format: 'constructed' }).legal, true);
});

test('MTR 6.1: cards whose text allows any number are exempt from the 4-copy limit', () => {
  assert.equal(
    checkDeck(
      deck([
        [40, 'Island'],
        [20, 'Relentless Rats'],
      ]),
      { format: 'constructed', lookup },
    ).legal,
    true,
  );
});

test('MTR 7.1 DECK-L-1: Limited decks need 40 cards (39 is invalid)', () => {
  assert.equal(checkDeck(deck([[40, 'Forest']]), { format: 'limited' }).legal, true);
  assert.deepEqual(codes(checkDeck(deck([[39, 'Forest']]), { format: 'limited' })), ['main-too-small']);
});

test('MTR 7.1 DECK-L-2: six copies of a drafted common are fine in Limited', () => {
  const r = checkDeck(
    deck([
      [34, 'Forest'],
      [6, 'Grizzly Bears'],
    ]),
    { format: 'limited', lookup },
  );
  assert.equal(r.legal, true, JSON.stringify(r.problems));
});

test('MTR 7.1/7.2: Limited decks use only the pool plus added basic lands; extra snow-covered basics may not be added', () => {
  const pool = [
    { name: 'Grizzly Bears', count: 6 },
    { name: 'Naturalize', count: 1 },
  ];
  assert.equal(
    checkDeck(
      deck([
        [33, 'Forest'],
        [6, 'Grizzly Bears'],
        [1, 'Naturalize'],
      ]),
      { format: 'limited', pool },
    ).legal,
    true,
  );
  assert.deepEqual(
    codes(
      checkDeck(
        deck([
          [32, 'Forest'],
          [6, 'Grizzly Bears'],
          [2, 'Naturalize'],
        ]),
        { format: 'limited', pool },
      ),
    ),
    ['not-in-pool'],
  );
  assert.deepEqual(
    codes(
      checkDeck(
        deck([
          [34, 'Snow-Covered Forest'],
          [6, 'Grizzly Bears'],
        ]),
        { format: 'limited', pool },
      ),
    ),
    ['not-in-pool'],
  );
});

test('MTR 6.3 FMT-1: a Standard deck with a Magic 2014-only card is invalid', () => {
  const r = checkDeck(
    deck([
      [56, 'Mountain'],
      [4, 'Shock'],
    ]),
    { format: 'standard', lookup, date: '2015-04-01' },
  );
  assert.deepEqual(codes(r), ['not-in-card-pool']);
  assert.equal(
    checkDeck(
      deck([
        [56, 'Mountain'],
        [4, 'Lightning Strike'],
      ]),
      { format: 'standard', lookup, date: '2015-04-01' },
    ).legal,
    true,
  );
});

test('MTR 6.3: Dragons of Tarkir is legal in Standard from 2015-03-27', () => {
  const d = deck([
    [59, 'Island'],
    [1, 'Dragonlord Ojutai'],
  ]);
  assert.deepEqual(codes(checkDeck(d, { format: 'standard', lookup, date: '2015-03-26' })), ['not-in-card-pool']);
  assert.equal(checkDeck(d, { format: 'standard', lookup, date: '2015-03-27' }).legal, true);
});

test('MTR 6.4 FMT-2: one Treasure Cruise in Modern is banned on 2015-02-01 but fine on 2015-01-01', () => {
  const d = deck([
    [59, 'Island'],
    [1, 'Treasure Cruise'],
  ]);
  assert.deepEqual(codes(checkDeck(d, { format: 'modern', lookup, date: '2015-02-01' })), ['banned']);
  assert.equal(checkDeck(d, { format: 'modern', lookup, date: '2015-01-01' }).legal, true);
});

test('MTR 6.4 FMT-3: Golgari Grave-Troll is legal in Modern on 2015-02-01 (unbanned 2015-01-23)', () => {
  const d = deck([
    [56, 'Forest'],
    [4, 'Golgari Grave-Troll'],
  ]);
  assert.equal(checkDeck(d, { format: 'modern', lookup, date: '2015-02-01' }).legal, true);
  assert.deepEqual(codes(checkDeck(d, { format: 'modern', lookup, date: '2015-01-01' })), ['banned']);
});

test('MTR 6.5 FMT-4: Vintage allows 1 Black Lotus, not 2', () => {
  assert.equal(
    checkDeck(
      deck([
        [59, 'Island'],
        [1, 'Black Lotus'],
      ]),
      { format: 'vintage', lookup, date: '2015-02-01' },
    ).legal,
    true,
  );
  assert.deepEqual(
    codes(
      checkDeck(
        deck([
          [58, 'Island'],
          [2, 'Black Lotus'],
        ]),
        { format: 'vintage', lookup, date: '2015-02-01' },
      ),
    ),
    ['restricted'],
  );
});

test('MTR 6.6 FMT-5: Black Lotus is banned in Legacy', () => {
  assert.deepEqual(
    codes(
      checkDeck(
        deck([
          [59, 'Island'],
          [1, 'Black Lotus'],
        ]),
        { format: 'legacy', lookup, date: '2015-02-01' },
      ),
    ),
    ['banned'],
  );
});

test('MTR 6.5 FMT-6: four Gifts Ungiven are fine in Vintage on 2015-02-01 (unrestricted 2015-01-23)', () => {
  const d = deck([
    [56, 'Island'],
    [4, 'Gifts Ungiven'],
  ]);
  assert.equal(checkDeck(d, { format: 'vintage', lookup, date: '2015-02-01' }).legal, true);
  assert.deepEqual(codes(checkDeck(d, { format: 'vintage', lookup, date: '2015-01-01' })), ['restricted']);
});

test('MTR 6.4–6.6 FMT-7: 41 restricted in Vintage, 73 banned in Legacy, 32 banned in Modern as of 2015-02-01', () => {
  assert.equal(listAsOf(VINTAGE.restricted, '2015-02-01').length, 41);
  assert.equal(listAsOf(VINTAGE.restricted, '2015-01-01').length, 41);
  assert.equal(listAsOf(VINTAGE.banned, '2015-02-01').length, 25);
  assert.equal(listAsOf(LEGACY.banned, '2015-02-01').length, 73);
  assert.equal(listAsOf(LEGACY.banned, '2015-01-01').length, 73);
  assert.equal(listAsOf(MODERN.banned, '2015-02-01').length, 32);
  assert.equal(listAsOf(MODERN.banned, '2015-01-01').length, 30);
  assert.equal(MODERN_SETS.length, 47);
  assert.equal(STANDARD.sets!.length, 7);
  assert.equal(BLOCKS.length, 20);
  assert.equal(
    BLOCKS.reduce((a, b) => a + b.banned.length, 0),
    26,
  );
});

test("MTR 6.7: Block Constructed uses only the block's sets, with the block's bans", () => {
  const r = checkDeck(
    deck([
      [56, 'Forest'],
      [4, 'Grizzly Bears'],
    ]),
    { format: 'block:khans', lookup, date: '2015-04-01' },
  );
  assert.deepEqual(codes(r), ['not-in-card-pool'], 'Grizzly Bears is not in Khans block (basic Forest is, via KTK)');
  assert.throws(() => checkDeck(deck([[60, 'Forest']]), { format: 'zzz' }), /unknown format/);
});

test('MTR 9.5: Erayo is banned in every 2HG Constructed format, and 2HG decks have no sideboard', () => {
  const d = deck([
    [59, 'Island'],
    [1, 'Erayo, Soratami Ascendant'],
  ]);
  assert.equal(checkDeck(d, { format: 'legacy', lookup, date: '2015-02-01' }).legal, true);
  assert.deepEqual(codes(checkDeck(d, { format: 'legacy', lookup, date: '2015-02-01', twoHeadedGiant: true })), [
    'banned',
  ]);
  assert.deepEqual(
    codes(checkDeck(deck([[60, 'Island']], [[1, 'Mountain']]), { format: 'legacy', twoHeadedGiant: true })),
    ['sideboard-not-allowed'],
  );
});

test('MTR 8.4: unified deck construction — a team may use 4 Naturalize in total', () => {
  const a = deck([
    [56, 'Forest'],
    [4, 'Naturalize'],
  ]);
  const b = deck([
    [59, 'Forest'],
    [1, 'Naturalize'],
  ]);
  assert.deepEqual(codes(checkUnifiedConstruction([a, b], { format: 'modern', lookup })), ['unified-construction']);
  assert.equal(checkUnifiedConstruction([a, deck([[60, 'Forest']])], { format: 'modern', lookup }).legal, true);
  // Restricted cards: one per team.
  const v1 = deck([
    [59, 'Island'],
    [1, 'Sol Ring'],
  ]);
  assert.deepEqual(codes(checkUnifiedConstruction([v1, v1], { format: 'vintage', lookup, date: '2015-02-01' })), [
    'unified-construction',
  ]);
});

test('CR 903.5a/903.5b: Commander decks are exactly 100 cards including the commander, singleton except basic lands', () => {
  const commander = (main: Array<[number, string]>) => ({ ...deck(main), commanders: ['Wort, the Raidmother'] });
  const ok = checkDeck(
    commander([
      [50, 'Mountain'],
      [45, 'Forest'],
      [1, 'Lightning Strike'],
      [1, 'Stomping Ground'],
      [1, 'Llanowar Elves'],
      [1, 'Grizzly Bears'],
    ]),
    { format: 'commander', lookup },
  );
  assert.equal(ok.legal, true, JSON.stringify(ok.problems));
  assert.equal(ok.mainCount, 100);
  assert.deepEqual(codes(checkDeck(commander([[98, 'Mountain']]), { format: 'commander', lookup })), ['deck-size']);
  assert.deepEqual(
    codes(
      checkDeck(
        commander([
          [97, 'Mountain'],
          [2, 'Lightning Strike'],
        ]),
        { format: 'commander', lookup },
      ),
    ),
    ['not-singleton'],
  );
});

test("CR 903.5c: every card's colour identity must be within the commander's (Wort: red and green)", () => {
  const r = checkDeck(
    {
      ...deck([
        [98, 'Mountain'],
        [1, 'Counterspell'],
      ]),
      commanders: ['Wort, the Raidmother'],
    },
    { format: 'commander', lookup },
  );
  assert.deepEqual(codes(r), ['color-identity']);
  assert.equal(r.problems[0]!.card, 'Counterspell');
});

test('CR 903.5d: a card with a basic land type may be included only if its mana is in the identity (Tundra not in Wort)', () => {
  const r = checkDeck(
    {
      ...deck([
        [98, 'Mountain'],
        [1, 'Tundra'],
      ]),
      commanders: ['Wort, the Raidmother'],
    },
    { format: 'commander', lookup },
  );
  assert.deepEqual(codes(r), ['basic-land-type']);
  const islands = checkDeck(
    { ...deck([[99, 'Island']]), commanders: ['Wort, the Raidmother'] },
    { format: 'commander', lookup },
  );
  assert.deepEqual(codes(islands), ['basic-land-type']);
});

test('CR 903.3: the commander must be a legendary creature (a planeswalker is not, outside Brawl)', () => {
  const r = checkDeck({ ...deck([[99, 'Island']]), commanders: ['Karn Liberated'] }, { format: 'commander', lookup });
  assert.ok(codes(r).includes('illegal-commander'));
  assert.ok(codes(checkDeck({ ...deck([[99, 'Island']]) }, { format: 'commander', lookup })).includes('no-commander'));
});

test('CR 903.12: Brawl — exactly 60 cards, a legendary planeswalker may lead, Standard card pool', () => {
  const d = {
    ...deck([
      [58, 'Island'],
      [1, 'Treasure Cruise'],
    ]),
    commanders: ['Dragonlord Ojutai'],
  };
  assert.equal(
    checkDeck(d, { format: 'brawl', lookup, date: '2015-04-01' }).legal,
    true,
    JSON.stringify(checkDeck(d, { format: 'brawl', lookup, date: '2015-04-01' }).problems),
  );
  assert.deepEqual(
    codes(checkDeck({ ...d, main: [{ name: 'Island', count: 58 }] }, { format: 'brawl', lookup, date: '2015-04-01' })),
    ['deck-size'],
  );
  const pw = { ...deck([[59, 'Island']]), commanders: ['Ugin, the Spirit Dragon'] };
  assert.equal(
    checkDeck(pw, { format: 'brawl', lookup, date: '2015-04-01' }).legal,
    true,
    'CR 903.12c + 903.12e: colourless commander, one basic land type',
  );
  const twoTypes = {
    ...deck([
      [30, 'Island'],
      [29, 'Mountain'],
    ]),
    commanders: ['Ugin, the Spirit Dragon'],
  };
  assert.deepEqual(codes(checkDeck(twoTypes, { format: 'brawl', lookup, date: '2015-04-01' })), ['basic-land-type']);
  const old = {
    ...deck([
      [58, 'Island'],
      [1, 'Counterspell'],
    ]),
    commanders: ['Dragonlord Ojutai'],
  };
  assert.deepEqual(codes(checkDeck(old, { format: 'brawl', lookup, date: '2015-04-01' })), ['not-in-card-pool']);
});

test('CR 903.3 / 702.124 / 903.3a: two commanders only if both have partner; a card whose text says so may be the commander', () => {
  const legendary = (name: string, types: string[], identity: string[]): CardFacts =>
    card(name, { types, supertypes: ['Legendary'], identity, sets: [['C16', '2016-11-11']] });
  const extra: CardFacts[] = [
    { ...legendary('Tymna the Weaver', ['Creature'], ['W', 'B']), partner: true },
    { ...legendary('Thrasios, Triton Hero', ['Creature'], ['G', 'U']), partner: true },
    { ...legendary('Teferi, Temporal Archmage', ['Planeswalker'], ['U']), canBeCommander: true },
  ];
  const look = (n: string): CardFacts | undefined => extra.find((c) => c.name === n) ?? lookup(n);
  const check = (commanders: string[], land: string) =>
    checkDeck({ ...deck([[100 - commanders.length, land]]), commanders }, { format: 'commander', lookup: look });
  const partners = check(['Tymna the Weaver', 'Thrasios, Triton Hero'], 'Island');
  assert.equal(partners.legal, true, JSON.stringify(partners.problems));
  const notBoth = check(['Tymna the Weaver', 'Wort, the Raidmother'], 'Plains');
  assert.deepEqual(codes(notBoth), ['too-many-commanders']);
  assert.equal(notBoth.problems[0]!.rule, 'CR 702.124a');
  assert.equal(notBoth.problems[0]!.card, 'Wort, the Raidmother', 'the commander without partner is named');
  const three = check(['Tymna the Weaver', 'Thrasios, Triton Hero', 'Wort, the Raidmother'], 'Plains');
  assert.ok(codes(three).includes('too-many-commanders'));
  const teferi = check(['Teferi, Temporal Archmage'], 'Island');
  assert.equal(teferi.legal, true, `903.3a: ${JSON.stringify(teferi.problems)}`);
});

test("CR 903.5d / 903.12e: the colourless commander's basic land type exception is Brawl only", () => {
  const karn = card('Karn, Silver Golem', {
    types: ['Creature'],
    supertypes: ['Legendary'],
    sets: [['USG', '1998-10-12']],
  });
  const look = (n: string): CardFacts | undefined => (n === karn.name ? karn : lookup(n));
  const r = checkDeck({ ...deck([[99, 'Island']]), commanders: [karn.name] }, { format: 'commander', lookup: look });
  assert.deepEqual(codes(r), ['basic-land-type']);
  const p = r.problems.find((x) => x.code === 'basic-land-type')!;
  assert.equal(p.rule, 'CR 903.5d');
  assert.equal(p.card, 'Island');
  const d = { ...deck([[59, 'Island']]), commanders: ['Ugin, the Spirit Dragon'] };
  const brawl = checkDeck(d, { format: 'brawl', lookup, date: '2015-04-01' });
  assert.equal(brawl.legal, true, JSON.stringify(brawl.problems));
});

test('deck checks report names the card data cannot find', () => {
  const r = checkDeck(
    deck([
      [56, 'Island'],
      [4, 'Lightnign Bolt'],
    ]),
    { format: 'modern', lookup, date: '2015-02-01' },
  );
  assert.equal(r.legal, false);
  assert.deepEqual(r.unknownCards, ['Lightnign Bolt']);
  assert.deepEqual(codes(r), ['unknown-card']);
});

test('deck list text (the one parser, @arbiter/cards): counts, a sideboard section, SB: lines and a commander section', () => {
  const d = fromDeckList(parseDeckList('4 Lightning Strike\n56 Mountain\n\nSideboard\n2 Shock\nSB: 1 Naturalize\n'));
  assert.deepEqual(d.main, [
    { name: 'Lightning Strike', count: 4 },
    { name: 'Mountain', count: 56 },
  ]);
  assert.deepEqual(d.sideboard, [
    { name: 'Shock', count: 2 },
    { name: 'Naturalize', count: 1 },
  ]);
  const c = fromDeckList(parseDeckList('Commander\n1 Wort, the Raidmother\nDeck\n99 Mountain'));
  assert.deepEqual(c.commanders, ['Wort, the Raidmother']);
  assert.deepEqual(c.main, [{ name: 'Mountain', count: 99 }]);
});
