/**
 * Positions the Scenario builder sets up: stack contents, priority holder,
 * mulligan start and player counters; the 400.6 Example
 * (a lose-the-game replacement, 614.1a); layer-2 static control; delayed triggers (603.7,
 * 800.4d); searching another player's library; "that creature's controller" for ETB triggers.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  chars,
  Scenario,
  STARTER_BY_NAME,
  type CardDefinition,
  type GameState,
  type PendingDecision,
} from '../src/index.js';
import { act, cites, id, life, ok, pass, resolveAll, scenario, zoneOf } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const SELF = { kind: 'self' } as const;

const ARCHANGEL: CardDefinition = {
  name: 'Exquisite Archangel',
  manaCost: '{5}{W}{W}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Angel'],
  power: '5',
  toughness: '5',
  oracleText:
    'Flying\nIf you would lose the game, instead exile Exquisite Archangel and your life total becomes equal to your starting life total.',
  abilities: [
    { kind: 'keyword', keyword: 'flying' },
    {
      kind: 'static',
      text: 'If you would lose the game, instead exile Exquisite Archangel and your life total becomes equal to your starting life total.',
      effect: {
        kind: 'replaceLoseGame',
        effects: [
          { kind: 'exile', what: SELF },
          { kind: 'setLife', who: { kind: 'you' }, amount: { kind: 'startingLife' } },
        ],
      },
    },
  ],
};

/** "Deals 5 damage to each creature and each player" — one spell, both events at once. */
const FIVE_EACH: CardDefinition = {
  name: 'Five Each',
  manaCost: '{R}',
  supertypes: [],
  types: ['Sorcery'],
  subtypes: [],
  oracleText: 'Five Each deals 5 damage to each creature and each player.',
  abilities: [
    {
      kind: 'spell',
      targets: [],
      effects: [
        {
          kind: 'damage',
          amount: { kind: 'fixed', n: 5 },
          to: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'] } } },
        },
        { kind: 'damage', amount: { kind: 'fixed', n: 5 }, to: { kind: 'each', relation: 'any' } },
      ],
    },
  ],
};

const MIND_CONTROL: CardDefinition = {
  name: 'Mind Control',
  manaCost: '{3}{U}{U}',
  supertypes: [],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  oracleText: 'Enchant creature\nYou control enchanted creature.',
  abilities: [
    {
      kind: 'keyword',
      keyword: 'enchant',
      what: { kind: 'object', match: { types: ['Creature'] } },
      text: 'Enchant creature',
    },
    {
      kind: 'static',
      effect: { kind: 'control', affected: { kind: 'enchanted' } },
      text: 'You control enchanted creature.',
    },
  ],
};

const BANISH_UNTIL_END: CardDefinition = {
  name: 'Banish Until End',
  manaCost: '{W}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  oracleText:
    "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
  abilities: [
    {
      kind: 'spell',
      targets: [
        {
          count: { min: 1, max: 1 },
          filter: { kind: 'object', match: { types: ['Creature'] } },
          text: 'target creature',
        },
      ],
      effects: [
        { kind: 'exile', what: { kind: 'target', target: 0 } },
        {
          kind: 'delayedTrigger',
          step: 'end',
          text: "Return that card to the battlefield under its owner's control.",
          effects: [{ kind: 'putOntoBattlefield', what: { kind: 'triggeringObject' }, under: 'owner' }],
        },
      ],
    },
  ],
};

const BRIBERY: CardDefinition = {
  name: 'Bribery',
  manaCost: '{3}{U}{U}',
  supertypes: [],
  types: ['Sorcery'],
  subtypes: [],
  oracleText:
    "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.",
  abilities: [
    {
      kind: 'spell',
      targets: [
        { count: { min: 1, max: 1 }, filter: { kind: 'player', relation: 'opponent' }, text: 'target opponent' },
      ],
      effects: [
        {
          kind: 'search',
          who: { kind: 'you' },
          library: { kind: 'target', target: 0 },
          filter: { kind: 'object', match: { types: ['Creature'] } },
          count: 1,
          to: 'battlefield',
          reveal: false,
        },
      ],
    },
  ],
};

const CHAMBER: CardDefinition = {
  name: 'Genesis Chamber',
  manaCost: '{2}',
  supertypes: [],
  types: ['Artifact'],
  subtypes: [],
  oracleText:
    "Whenever a nontoken creature enters, if Genesis Chamber is untapped, that creature's controller creates a 1/1 colorless Myr artifact creature token.",
  abilities: [
    {
      kind: 'triggered',
      text: "Whenever a nontoken creature enters, that creature's controller creates a 1/1 colorless Myr artifact creature token.",
      trigger: {
        kind: 'entersBattlefield',
        what: { kind: 'filter', filter: { kind: 'object', match: { types: ['Creature'], nonToken: true } } },
      },
      targets: [],
      effects: [
        {
          kind: 'createToken',
          controller: { kind: 'triggeringPlayer' },
          count: { kind: 'fixed', n: 1 },
          token: {
            name: 'Myr',
            manaCost: null,
            supertypes: [],
            types: ['Artifact', 'Creature'],
            subtypes: ['Myr'],
            power: '1',
            toughness: '1',
            oracleText: '',
            abilities: [],
            token: true,
          },
        },
      ],
    },
  ],
};

const CARDS = {
  'Exquisite Archangel': ARCHANGEL,
  'Five Each': FIVE_EACH,
  'Mind Control': MIND_CONTROL,
  'Banish Until End': BANISH_UNTIL_END,
  Bribery: BRIBERY,
  'Genesis Chamber': CHAMBER,
};

test('400.6 Example: the lose-the-game replacement and the destroy both want Exquisite Archangel; its controller chooses exile', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Five Each'], battlefield: ['Mountain', 'Exquisite Archangel'] },
        { life: 5, battlefield: ['Exquisite Archangel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Five Each');
  t.pass();
  t.pass();
  // Player 1 would lose (704.5a); their Archangel has lethal damage (704.5g). Player 0 is at 15 and keeps theirs? No: it also has 5 damage.
  const d = g.pending!;
  assert.equal(d.kind, 'yesNo');
  assert.equal(d.player, 1);
  t.choose(true);
  assert.equal(life(g, 1), 20, '119.5: life total becomes the starting life total');
  assert.equal(g.players[1]!.left, false);
  assert.equal(g.result, null);
  assert.ok(
    g.exile.some((x) => g.objects[x]!.owner === 1),
    'the chosen move (exile) happened',
  );
  assert.ok(cites(g, '614.1a') && cites(g, '400.6'));
});

test('400.6 Example: choosing the graveyard instead', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Five Each'], battlefield: ['Mountain'] },
        { life: 5, battlefield: ['Exquisite Archangel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Five Each');
  t.pass();
  t.pass();
  t.choose(false);
  assert.equal(life(g, 1), 20);
  assert.deepEqual(zoneOf(g, 'Exquisite Archangel'), ['graveyard']);
  assert.ok(cites(g, '614.1a') && cites(g, '704.5a') && cites(g, '119.5'));
});

test('614.1a: with no conflicting move, the replacement just exiles the Archangel', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        { life: 3, battlefield: ['Exquisite Archangel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.pass();
  t.pass();
  assert.equal(life(g, 1), 20);
  assert.deepEqual(zoneOf(g, 'Exquisite Archangel'), ['exile']);
  assert.equal(g.pending?.kind, 'priority');
});

test('613.1b: a static "You control enchanted creature" changes control in layer 2; 800.4a when the Aura\'s owner leaves', () => {
  const s = scenario(3, CARDS);
  const griffin = s.permanent(1, 'Grizzly Bears');
  s.permanent(0, { card: 'Mind Control', attachedTo: griffin });
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.pending?.kind, 'priority');
  assert.equal(chars(g, griffin).controller, 0);
  ok(g, 0, { kind: 'concede' });
  assert.equal(chars(g, griffin).controller, 1, 'reverts to its owner');
  assert.equal(g.objects[griffin]!.zone, 'battlefield');
});

test("800.4a: when the enchanted creature's owner leaves, the Aura goes to its owner's graveyard (704.5m)", () => {
  const s = scenario(3, CARDS);
  const griffin = s.permanent(1, 'Grizzly Bears');
  s.permanent(0, { card: 'Mind Control', attachedTo: griffin });
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  assert.equal(g.objects[griffin], undefined);
  assert.deepEqual(zoneOf(g, 'Mind Control'), ['graveyard']);
  assert.ok(g.players[0]!.graveyard.length === 1);
  assert.ok(cites(g, '704.5m'));
});

test('603.7: a delayed trigger returns the exiled card at the beginning of the next end step', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Banish Until End'], battlefield: ['Plains'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Banish Until End', { targets: ['Grizzly Bears'] });
  t.pass();
  t.pass();
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['exile']);
  while (g.turns[0]!.step !== 'end') pass(g);
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['battlefield']);
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  assert.equal(g.objects[bears]!.controller, 1, "under its owner's control");
  assert.ok(cites(g, '603.7a'));
});

test("800.4d: a delayed trigger whose controller has left isn't put on the stack", () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears'] }, { hand: ['Banish Until End'], battlefield: ['Plains'] }, {}],
      position: { active: 'P1', step: 'main1', priority: 'P2' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  assert.equal(g.pending?.player, 1, 'priority was given to player 1');
  t.cast('Banish Until End', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['exile']);
  ok(g, 1, { kind: 'concede' });
  while (g.turns[0]!.step !== 'end') pass(g);
  assert.equal(g.turns[0]!.stack.length, 0);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['exile']);
  assert.ok(cites(g, '800.4d'));
});

test("701.23: searching target opponent's library puts the card under the searcher's control", () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Bribery'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
        { library: ['Forest', 'Serra Angel', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Bribery', { targets: ['P2'] });
  t.pass();
  t.pass();
  const d = g.pending!;
  assert.equal(d.kind, 'chooseObjects');
  if (d.kind !== 'chooseObjects') return;
  assert.equal(d.player, 0);
  t.choose(['Serra Angel']);
  const angel = id(g, 'Serra Angel', 'battlefield');
  assert.equal(g.objects[angel]!.owner, 1);
  assert.equal(g.objects[angel]!.controller, 0);
  assert.equal(g.players[1]!.library.length, 2);
});

test('603.2: "that creature\'s controller" creates the token (Genesis Chamber)', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Genesis Chamber'] }, { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] }],
      position: { active: 'P2', step: 'main1' },
    },
    { cards: CARDS },
  );
  const g = t.state;
  t.cast('Grizzly Bears');
  resolveAll(g);
  const myr = id(g, 'Myr', 'battlefield');
  assert.equal(g.objects[myr]!.controller, 1);
  assert.equal(g.objects[myr]!.owner, 1);
});

test('Scenario builder: spells and abilities on the stack, and who holds priority', () => {
  const s = scenario(2, CARDS);
  const bears = s.permanent(1, 'Grizzly Bears');
  const fanatic = s.permanent(0, 'Mogg Fanatic');
  s.stackSpell(0, { card: 'Lightning Bolt', targets: [[{ kind: 'object', id: bears }]] });
  s.stackAbility({ source: fanatic, ability: 0, targets: [[{ kind: 'player', player: 1 }]] });
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  assert.equal(g.pending?.player, 1);
  assert.equal(g.turns[0]!.stack.length, 2);
  pass(g);
  pass(g);
  assert.equal(life(g, 1), 19, 'the ability on top resolved first');
  pass(g);
  pass(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Lightning Bolt'), ['graveyard']);
});

test('Scenario builder: refuses lands on the stack, missing targets and mana abilities on the stack', () => {
  const s = scenario(2, CARDS);
  const forest = s.permanent(0, 'Forest');
  assert.throws(() => s.stackSpell(0, { card: 'Forest' }), /405\.1|305\.9/);
  assert.throws(() => s.stackSpell(0, { card: 'Shock', targets: [[{ kind: 'object', id: 999 }]] }), /doesn't exist/);
  assert.throws(() => s.stackAbility({ source: forest, ability: 0 }), /605\.3a/);
});

test('Scenario builder: player counters and starting at the mulligans (103.5)', () => {
  const s = scenario(2, CARDS);
  s.playerCounters(0, { energy: 3, poison: 2 });
  s.library(
    0,
    Array.from({ length: 10 }, () => 'Forest'),
  );
  s.library(
    1,
    Array.from({ length: 10 }, () => 'Mountain'),
  );
  const g = s.start({ active: 0, step: 'main1', mulligan: true });
  assert.equal(g.players[0]!.counters['energy'], 3);
  assert.equal(g.players[0]!.poison, 2);
  assert.equal(g.pending?.kind, 'mulligan');
  assert.equal(g.players[0]!.hand.length, 7);
  ok(g, 0, { kind: 'mulligan' });
  ok(g, 1, { kind: 'keep' });
  ok(g, 0, { kind: 'keep' });
  const d = pendingOf(g)!;
  assert.equal(d.kind, 'bottomCards');
  if (d.kind !== 'bottomCards') return;
  ok(g, 0, { kind: 'bottomCards', cards: [d.hand[0]!] });
  assert.equal(g.players[0]!.hand.length, 6);
  assert.equal(g.turns[0]!.number, 1);
});

/** The pending decision, read through a function so earlier assertions don't narrow its type. */
function pendingOf(g: GameState): PendingDecision | null {
  return g.pending;
}

test("Scenario builder: seating by the variant's rules (800.5, 811.3) and per-player ranges of influence (801.2a)", () => {
  const names = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
  const s = new Scenario({
    players: names.map((name) => ({ name, team: name.charCodeAt(0) })),
    cards: STARTER_BY_NAME,
    options: { variant: 'alternating-teams' },
    seating: 'rules',
  });
  const seated = s.state.players.map((p) => p.name);
  for (let i = 0; i < seated.length; i++)
    assert.notEqual(
      seated[i]![0],
      seated[(i + 1) % seated.length]![0],
      `no teammates side by side: ${seated.join(' ')}`,
    );
  const t = new Scenario({
    players: [
      { name: 'A', team: 0, rangeOfInfluence: 2 },
      { name: 'B', team: 0, rangeOfInfluence: 1 },
      { name: 'C', team: 1, rangeOfInfluence: 1 },
      { name: 'D', team: 1, rangeOfInfluence: 1 },
    ],
    cards: STARTER_BY_NAME,
    options: { variant: 'team-vs-team' },
  });
  assert.equal(t.state.players[0]!.rangeOfInfluence, 2);
});
