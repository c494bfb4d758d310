/** 611–613: continuous effects, layers, timestamps and dependency; control changes; look-back. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type CardDefinition, type Condition } from '../src/index.js';
import { act, id, life, pass, passUntil, pt, resolveAll, scenario, zoneOf } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('613.7 / 613.6: Humility then Opalescence — Humility is a 4/4 creature with no abilities', () => {
  const s = scenario();
  const [hum] = s.battlefield(0, ['Humility']);
  const [opal] = s.battlefield(0, ['Opalescence']);
  s.battlefield(0, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  // Layer 7b: Humility (earlier timestamp) sets 1/1, then Opalescence sets P/T to mana value.
  assert.deepEqual(pt(g, hum!), [4, 4]);
  assert.ok(chars(g, hum!).types.includes('Creature'));
  assert.equal(chars(g, opal!).types.includes('Creature'), false, '"each other": Opalescence is not a creature');
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [1, 1]);
});

test('613.7: Opalescence then Humility — Humility is a 1/1', () => {
  const s = scenario();
  s.battlefield(0, ['Opalescence']);
  const [hum] = s.battlefield(0, ['Humility']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, hum!), [1, 1]);
  assert.equal(
    chars(g, hum!).abilities.length,
    0,
    '613.6: Humility loses its own ability in layer 6 but its 7b effect still applies',
  );
});

test("613.8: Blood Moon and Urborg — Urborg's effect depends on Blood Moon, so Urborg is just a Mountain whatever the timestamps", () => {
  for (const urborgFirst of [true, false]) {
    const s = scenario();
    const cards = urborgFirst ? ['Urborg, Tomb of Yawgmoth', 'Blood Moon'] : ['Blood Moon', 'Urborg, Tomb of Yawgmoth'];
    s.battlefield(0, cards);
    s.battlefield(0, ['Forest']);
    const g = s.start({ active: 0, step: 'main1' });
    const urborg = chars(g, id(g, 'Urborg, Tomb of Yawgmoth'));
    assert.deepEqual(urborg.subtypes, ['Mountain'], `Urborg ${urborgFirst ? 'first' : 'second'}`);
    assert.equal(urborg.abilities.length, 1, '305.7: only the Mountain mana ability');
    assert.deepEqual(chars(g, id(g, 'Forest')).subtypes, ['Forest'], 'no land is a Swamp');
  }
});

test('305.6 / 613.1d: without Blood Moon, Urborg makes every land a Swamp that can tap for {B}', () => {
  const t = cardGame({
    players: [{ hand: ['Typhoid Rats'], battlefield: ['Urborg, Tomb of Yawgmoth', 'Forest'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  assert.deepEqual(chars(g, id(g, 'Forest')).subtypes, ['Forest', 'Swamp']);
  act(g, 0, { kind: 'cast', card: id(g, 'Typhoid Rats'), payment: { kind: 'sources', sources: [id(g, 'Forest')] } });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Typhoid Rats'), ['battlefield']);
});

test('613.4: a lord, a -1/-1 counter, Giant Growth and a P/T switch apply in 7c then 7d, whatever the order they began', () => {
  const s = scenario();
  s.battlefield(0, ['Glorious Anthem', 'Island', 'Forest']);
  const [turtle] = s.battlefield(0, [{ card: 'Horned Turtle', counters: { '-1/-1': 1 } }]);
  s.hand(0, ['Twisted Image', 'Giant Growth']);
  s.library(0, ['Island']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, turtle!), [1, 4], '1/4 +1/+1 (anthem) -1/-1 (counter)');
  // Switch first, then pump: the switch still applies last (7d).
  act(g, 0, { kind: 'cast', card: id(g, 'Twisted Image'), targets: [[{ kind: 'object', id: turtle! }]] });
  resolveAll(g);
  assert.deepEqual(pt(g, turtle!), [4, 1]);
  act(g, 0, { kind: 'cast', card: id(g, 'Giant Growth'), targets: [[{ kind: 'object', id: turtle! }]] });
  resolveAll(g);
  assert.deepEqual(pt(g, turtle!), [7, 4], '(1+1-1+3)/(4+1-1+3) = 4/7, switched to 7/4');
});

test("613.1b / 613.7: Control Magic, then Act of Treason takes it back until end of turn; then Control Magic's controller has it again", () => {
  const s = scenario();
  const [giant] = s.battlefield(0, ['Hill Giant']);
  s.permanent(1, { card: 'Control Magic', attachedTo: giant! });
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Act of Treason']);
  s.library(0, ['Island', 'Island']);
  s.library(1, ['Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(chars(g, giant!).controller, 1);
  act(g, 0, { kind: 'cast', card: id(g, 'Act of Treason'), targets: [[{ kind: 'object', id: giant! }]] });
  resolveAll(g);
  assert.equal(chars(g, giant!).controller, 0, 'the later timestamp wins in layer 2');
  assert.ok(chars(g, giant!).keywords.has('haste'));
  passUntil(g, 'upkeep');
  assert.equal(chars(g, giant!).controller, 1, 'after cleanup (514.2) Control Magic applies again');
});

test('611.2 / 613.1b: when Mind Control leaves the battlefield, control returns to the owner', () => {
  const s = scenario();
  const [bears] = s.battlefield(0, ['Grizzly Bears']);
  s.permanent(1, { card: 'Mind Control', attachedTo: bears! });
  s.battlefield(0, ['Plains']);
  s.hand(0, ['Erase']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(chars(g, bears!).controller, 1);
  act(g, 0, { kind: 'cast', card: id(g, 'Erase'), targets: [[{ kind: 'object', id: id(g, 'Mind Control') }]] });
  resolveAll(g);
  assert.equal(chars(g, bears!).controller, 0);
});

test('603.10a: creatures destroyed together look back — Zulaport Cutthroat sees itself and the others die', () => {
  const t = cardGame({
    players: [
      { hand: ['Wrath of God'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Hill Giant'] },
      { battlefield: ['Zulaport Cutthroat', 'Grizzly Bears', 'Savannah Lions'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Wrath of God');
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Zulaport Cutthroat'), ['graveyard']);
  assert.equal(life(g, 0), 17, 'three triggers: itself and the two other creatures P2 controlled');
  assert.equal(life(g, 1), 23);
});

test('603.10a: creatures dying to state-based actions at the same time also look back', () => {
  const t = cardGame({
    players: [
      {},
      {
        battlefield: [
          { card: 'Zulaport Cutthroat', damage: 1 },
          { card: 'Grizzly Bears', damage: 2 },
        ],
      },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  resolveAll(g);
  assert.equal(life(g, 0), 18);
  void pass;
});

/** A layered static whose affected set reads 120.3's record of damage dealt this turn. */
const GAZE: CardDefinition = {
  name: 'Test Gaze',
  manaCost: '{2}{B}',
  supertypes: [],
  types: ['Enchantment'],
  subtypes: [],
  oracleText: 'Creatures that were dealt damage this turn get -1/-1.',
  abilities: [
    {
      kind: 'static',
      effect: {
        kind: 'modifyPT',
        affected: {
          kind: 'all',
          filter: { kind: 'object', match: { types: ['Creature'], dealtDamageThisTurn: true } },
        },
        power: -1,
        toughness: -1,
      },
      text: 'Creatures that were dealt damage this turn get -1/-1.',
    },
  ],
};

test('611.3a / 613.4c: "creatures that were dealt damage this turn get -1/-1" applies as the damage is dealt (120.3e) and stops as it wears off (514.2)', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Shock'], battlefield: ['Mountain', 'Test Gaze'] }, { battlefield: ['Serra Angel'] }],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Gaze': GAZE } },
  );
  const g = t.state;
  const angel = id(g, 'Serra Angel');
  assert.deepEqual(pt(g, angel), [4, 4]);
  t.cast('Shock', { targets: ['Serra Angel'] });
  resolveAll(g);
  assert.equal(g.objects[angel]!.damage, 2);
  assert.deepEqual(pt(g, angel), [3, 3], 'the Angel was dealt damage this turn');
  passUntil(g, 'upkeep');
  assert.deepEqual(pt(g, angel), [4, 4], 'a new turn: no damage dealt to it this turn');
});

/** A layer-7c static whose affected set reads power: it depends on any other 7c effect that changes power (613.8a). */
const RUNT_BANNER: CardDefinition = {
  name: 'Test Runt Banner',
  manaCost: '{2}',
  supertypes: [],
  types: ['Artifact'],
  subtypes: [],
  oracleText: 'Creatures with power 2 or less get +1/+0.',
  abilities: [
    {
      kind: 'static',
      effect: {
        kind: 'modifyPT',
        affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'], powerAtMost: 2 } } },
        power: 1,
        toughness: 0,
      },
      text: 'Creatures with power 2 or less get +1/+0.',
    },
  ],
};

test('613.8a: in layer 7c "creatures with power 2 or less get +1/+0" depends on Glorious Anthem, whatever the timestamps', () => {
  for (const bannerFirst of [true, false]) {
    const battlefield = bannerFirst
      ? ['Test Runt Banner', 'Glorious Anthem', 'Grizzly Bears']
      : ['Glorious Anthem', 'Test Runt Banner', 'Grizzly Bears'];
    const t = cardGame(
      { players: [{ battlefield }, {}], position: { active: 'P1', step: 'main1' } },
      { cards: { 'Test Runt Banner': RUNT_BANNER } },
    );
    const g = t.state;
    // The anthem applies first (the banner depends on it): the Bears are 3/3, no longer power 2 or less.
    assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [3, 3], `banner ${bannerFirst ? 'first' : 'second'}`);
  }
});

test("613.1b / 613.1d: Glorious Anthem made a creature by Opalescence and stolen by Mind Control pumps its new controller's creatures", () => {
  const s = scenario();
  s.battlefield(0, ['Opalescence']);
  const [anthem] = s.battlefield(0, ['Glorious Anthem']);
  const [bears] = s.battlefield(0, ['Grizzly Bears']);
  const [lions] = s.battlefield(1, ['Savannah Lions']);
  s.permanent(1, { card: 'Mind Control', attachedTo: anthem! });
  const g = s.start({ active: 0, step: 'main1' });
  // Layer 2: P2 controls the Anthem; layer 4: it is a creature, so the statics are read again, with that controller.
  assert.equal(chars(g, anthem!).controller, 1);
  assert.deepEqual(pt(g, lions!), [3, 2], "the Anthem pumps P2's creatures");
  assert.deepEqual(pt(g, anthem!), [4, 4], 'a 3/3 (Opalescence, 7b) creature P2 controls (7c)');
  assert.deepEqual(pt(g, bears!), [2, 2]);
});

test('702.6 / 613.4c: an unattached Bonesplitter changes nothing; once equipped, the creature gets +2/+0', () => {
  const t = cardGame({
    players: [{ battlefield: ['Plains', 'Grizzly Bears', 'Glorious Anthem', { card: 'Bonesplitter' }] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  assert.deepEqual(pt(g, bears), [3, 3], 'the Anthem only');
  t.activate('Bonesplitter', { ability: 1, targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.deepEqual(pt(g, bears), [5, 3], 'equipped: +2/+0 as well');
});

test('702.6: an unattached Bonesplitter alone changes nothing; once equipped, the creature gets +2/+0', () => {
  const t = cardGame({
    players: [{ battlefield: ['Plains', 'Grizzly Bears', { card: 'Bonesplitter' }] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  assert.deepEqual(pt(g, bears), [2, 2]);
  t.activate('Bonesplitter', { ability: 1, targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.deepEqual(pt(g, bears), [4, 2], 'equipped (the attachment computes the characteristics again)');
});

// An object entering or leaving the battlefield: the characteristics map is computed again for that object alone only
// when no other object's result can change by it (objects/layers-moved.ts). Each position below is one where doing so
// would be wrong; each fails if the shortcut is taken there.

/** A static ability on a creature: a lord (its entering or leaving changes the others). */
const BEAR_LORD: CardDefinition = {
  name: 'Test Bear Lord',
  manaCost: '{1}{G}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Bear'],
  power: '2',
  toughness: '2',
  oracleText: 'Other creatures you control get +1/+1.',
  abilities: [
    {
      kind: 'static',
      effect: {
        kind: 'modifyPT',
        affected: {
          kind: 'all',
          filter: { kind: 'object', match: { types: ['Creature'], controller: 'you', other: true } },
        },
        power: 1,
        toughness: 1,
      },
      text: 'Other creatures you control get +1/+1.',
    },
  ],
};

/** Domain (305.6): a value read from every land its controller controls. */
const DOMAIN_BEAST: CardDefinition = {
  name: 'Test Domain Beast',
  manaCost: '{2}{G}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '*',
  toughness: '*',
  oracleText:
    "Test Domain Beast's power and toughness are each equal to the number of basic land types among lands you control.",
  abilities: [
    {
      kind: 'static',
      effect: {
        kind: 'layered',
        affected: { kind: 'self' },
        mods: [{ kind: 'cdaPT', power: { kind: 'basicLandTypes' }, toughness: { kind: 'basicLandTypes' } }],
      },
      text: "Test Domain Beast's power and toughness are each equal to the number of basic land types among lands you control.",
    },
  ],
};

/** Two layer-6 statics, the first reading what the second grants. */
const keywordBanner = (
  name: string,
  text: string,
  match: Record<string, unknown>,
  keyword: 'flying' | 'vigilance',
): CardDefinition => ({
  name,
  manaCost: '{2}',
  supertypes: [],
  types: ['Artifact'],
  subtypes: [],
  oracleText: text,
  abilities: [
    {
      kind: 'static',
      effect: {
        kind: 'grantKeywords',
        affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'], ...match } } },
        keywords: [keyword],
      },
      text,
    },
  ],
});
const VIGIL_BANNER = keywordBanner(
  'Test Vigil Banner',
  'Creatures with flying have vigilance.',
  { withKeyword: 'flying' },
  'vigilance',
);
const WING_BANNER = keywordBanner('Test Wing Banner', 'Creatures have flying.', {}, 'flying');

test('613.4c: Glorious Anthem entering pumps the creatures already on the battlefield', () => {
  const t = cardGame({
    players: [{ hand: ['Glorious Anthem'], battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Plains'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  assert.deepEqual(t.pt('Grizzly Bears'), [2, 2]);
  t.cast('Glorious Anthem');
  t.resolve();
  assert.deepEqual(t.pt('Grizzly Bears'), [3, 3], 'the newcomer is the source of an effect on the others');
});

test('613.4c: a lord creature entering pumps the others; when it dies, they are as printed again', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Test Bear Lord'], battlefield: ['Grizzly Bears', 'Forest', 'Forest'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Bear Lord': BEAR_LORD } },
  );
  assert.deepEqual(t.pt('Grizzly Bears'), [2, 2]);
  t.cast('Test Bear Lord');
  t.resolve();
  assert.deepEqual(t.pt('Grizzly Bears'), [3, 3]);
  assert.deepEqual(t.pt('Test Bear Lord'), [2, 2], '"other": not itself');
  t.cast('Lightning Bolt', { targets: ['Test Bear Lord'], by: 'P2' });
  t.resolve();
  assert.deepEqual(t.zones('Test Bear Lord'), ['graveyard']);
  assert.deepEqual(t.pt('Grizzly Bears'), [2, 2], 'the source of the effect left the battlefield');
});

test('305.6 / 613.4a: a land entering changes a domain creature (basic land types among lands you control)', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Island'], battlefield: ['Test Domain Beast', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Domain Beast': DOMAIN_BEAST } },
  );
  assert.deepEqual(t.pt('Test Domain Beast'), [1, 1]);
  t.play('Island');
  assert.deepEqual(t.pt('Test Domain Beast'), [2, 2], 'the count reads every land, the newcomer included');
});

test('613.8a: a creature without flying entering makes "creatures with flying have vigilance" depend on "creatures have flying", whatever the timestamps', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Grizzly Bears'], battlefield: ['Test Vigil Banner', 'Test Wing Banner', 'Forest', 'Forest'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Vigil Banner': VIGIL_BANNER, 'Test Wing Banner': WING_BANNER } },
  );
  // No creature yet: neither banner changes what the other applies to, so they apply in timestamp order.
  assert.equal(t.chars('Test Vigil Banner').keywords.size, 0);
  t.cast('Grizzly Bears');
  t.resolve();
  const bears = t.chars('Grizzly Bears').keywords;
  assert.ok(bears.has('flying'), 'Creatures have flying');
  assert.ok(bears.has('vigilance'), 'the Vigil Banner applies after the Wing Banner it now depends on');
});

// 611.3b: a static ability that reads only whose turn it is keeps the characteristics map across volatile changes;
// one that reads more must not (objects/characteristics.ts `stillValid`).

/** A creature with a conditional static ability (611.3b) that pumps itself. */
const conditionalGuard = (name: string, text: string, condition: Condition, n: number): CardDefinition => ({
  name,
  manaCost: '{1}{W}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Soldier'],
  power: '2',
  toughness: '2',
  oracleText: text,
  abilities: [
    {
      kind: 'static',
      condition,
      effect: { kind: 'modifyPT', affected: { kind: 'self' }, power: n, toughness: n },
      text,
    },
  ],
});
const SUNLIT_GUARD = conditionalGuard(
  'Test Sunlit Guard',
  'As long as it is your turn, Test Sunlit Guard gets +1/+1.',
  { kind: 'yourTurn' },
  1,
);
const DESPERATE_GUARD = conditionalGuard(
  'Test Desperate Guard',
  'As long as it is your turn or you have 5 or less life, Test Desperate Guard gets +2/+2.',
  { kind: 'anyOf', conditions: [{ kind: 'yourTurn' }, { kind: 'lifeAtMost', n: 5 }] },
  2,
);

test('611.3b: "as long as it\'s your turn" stops applying as the next player\'s turn begins', () => {
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], battlefield: ['Test Sunlit Guard'] },
        { library: ['Forest', 'Forest'] },
      ],
      position: { turn: 1, active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Sunlit Guard': SUNLIT_GUARD } },
  );
  assert.deepEqual(t.pt('Test Sunlit Guard'), [3, 3]);
  t.advance('main1', 2);
  assert.deepEqual(t.state.turns[0]!.activePlayers, [1]);
  assert.deepEqual(t.pt('Test Sunlit Guard'), [2, 2], "P2's turn: the condition is false");
});

test('611.3b: "as long as it\'s your turn or you have 5 or less life" applies as combat damage takes the life total to 4', () => {
  const t = cardGame(
    {
      players: [
        { life: 7, library: ['Forest', 'Forest'], battlefield: ['Test Desperate Guard'] },
        { library: ['Forest', 'Forest'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P2', step: 'declareAttackers', begin_step: true },
    },
    { cards: { 'Test Desperate Guard': DESPERATE_GUARD } },
  );
  assert.deepEqual(t.pt('Test Desperate Guard'), [2, 2], "P2's turn and 7 life");
  t.attack({ 'Hill Giant': 'P1' });
  t.block({});
  t.advance('combatDamage');
  assert.equal(t.life('P1'), 4);
  assert.deepEqual(
    t.pt('Test Desperate Guard'),
    [4, 4],
    'the life total is read as it changes (not only whose turn it is)',
  );
});
