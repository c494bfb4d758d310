/** 603: triggered abilities — APNAP order, intervening if, state triggers, reflexive triggers; 114 emblems. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardDefinition } from '../src/index.js';
import { act, id, life, ok, pass, pt, resolveAll, scenario, zoneOf, cites } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const cond = (n: number) => ({ kind: 'lifeAtMost' as const, n });

const GUARDIAN: CardDefinition = {
  name: 'Test Guardian',
  manaCost: '{W}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Spirit'],
  power: '1',
  toughness: '1',
  oracleText: 'At the beginning of your upkeep, if you have 10 or less life, you gain 5 life.',
  abilities: [
    {
      kind: 'triggered',
      trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      interveningIf: cond(10),
      targets: [],
      effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 5 } }],
      text: 'At the beginning of your upkeep, if you have 10 or less life, you gain 5 life.',
    },
  ],
};

const LONELY: CardDefinition = {
  name: 'Test Lonely Wall',
  manaCost: '{1}',
  supertypes: [],
  types: ['Artifact'],
  subtypes: [],
  oracleText: 'When you control no creatures, sacrifice this artifact.',
  abilities: [
    {
      kind: 'triggered',
      trigger: {
        kind: 'state',
        condition: {
          kind: 'not',
          condition: { kind: 'controls', filter: { kind: 'object', match: { types: ['Creature'] } }, atLeast: 1 },
        },
      },
      targets: [],
      effects: [
        {
          kind: 'sacrifice',
          who: { kind: 'you' },
          filter: { kind: 'object', match: { types: ['Artifact'] } },
          count: { kind: 'fixed', n: 1 },
        },
      ],
      text: 'When you control no creatures, sacrifice this artifact.',
    },
  ],
};

const REFLEX: CardDefinition = {
  name: 'Test Reflex',
  manaCost: '{R}',
  supertypes: [],
  types: ['Sorcery'],
  subtypes: [],
  oracleText: 'You may pay 2 life. When you do, this spell deals 3 damage to any target.',
  abilities: [
    {
      kind: 'spell',
      targets: [],
      effects: [
        {
          kind: 'optional',
          who: { kind: 'you' },
          text: 'pay 2 life',
          effects: [
            { kind: 'loseLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 2 } },
            {
              kind: 'reflexiveTrigger',
              text: 'this spell deals 3 damage to any target',
              targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'anyTarget' }, text: 'any target' }],
              effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 3 }, to: { kind: 'target', target: 0 } }],
            },
          ],
        },
      ],
    },
  ],
};

const EMBLEM_MAKER: CardDefinition = {
  name: 'Test Emblem Maker',
  manaCost: '{W}',
  supertypes: [],
  types: ['Sorcery'],
  subtypes: [],
  oracleText: 'You get an emblem with "Creatures you control get +1/+1."',
  abilities: [
    {
      kind: 'spell',
      targets: [],
      effects: [
        {
          kind: 'createEmblem',
          name: 'Test Emblem',
          text: 'Creatures you control get +1/+1.',
          abilities: [
            {
              kind: 'static',
              text: 'Creatures you control get +1/+1.',
              effect: {
                kind: 'modifyPT',
                affected: {
                  kind: 'all',
                  filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } },
                },
                power: 1,
                toughness: 1,
              },
            },
          ],
        },
      ],
    },
  ],
};

test('603.4: an intervening-if trigger does nothing if the condition is false when it would trigger', () => {
  const t = cardGame(
    {
      players: [{ life: 15, library: ['Island'], battlefield: ['Test Guardian'] }, {}],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    { cards: { 'Test Guardian': GUARDIAN } },
  );
  const g = t.state;
  assert.equal(g.turns[0]!.stack.length, 0, "it didn't trigger");
});

test('603.4: the intervening-if condition is checked again on resolution', () => {
  const t = cardGame(
    {
      players: [
        { life: 9, battlefield: ['Test Guardian'] },
        { hand: ['Healing Salve'], battlefield: ['Plains'] },
      ],
      position: { active: 'P1', step: 'upkeep', begin_step: true },
    },
    { cards: { 'Test Guardian': GUARDIAN } },
  );
  const g = t.state;
  assert.equal(g.turns[0]!.stack.length, 1, 'it triggered at 9 life');
  t.pass();
  t.cast('Healing Salve', { targets: ['P1'], modes: [0] });
  resolveAll(g);
  assert.equal(life(g, 0), 12, 'Healing Salve resolved (12 life), then the trigger did nothing');
  assert.ok(cites(g, '603.4'));
});

test('603.8: a state trigger triggers when its condition becomes true, once', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Test Lonely Wall', 'Grizzly Bears'] }, { hand: ['Shock'], battlefield: ['Mountain'] }],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Lonely Wall': LONELY } },
  );
  const g = t.state;
  assert.deepEqual(zoneOf(g, 'Test Lonely Wall'), ['battlefield']);
  t.pass();
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Test Lonely Wall'), ['graveyard']);
});

test('603.8: a state trigger of a permanent that enters while its condition is true triggers at once', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Test Lonely Wall'], battlefield: ['Plains'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Lonely Wall': LONELY } },
  );
  const g = t.state;
  t.cast('Test Lonely Wall');
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Test Lonely Wall'), ['graveyard'], 'P1 controls no creatures: it is sacrificed');
});

test('603.12: a reflexive trigger ("When you do, …") triggers during resolution and targets when put on the stack', () => {
  const t = cardGame(
    { players: [{ hand: ['Test Reflex'], battlefield: ['Mountain'] }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: { 'Test Reflex': REFLEX } },
  );
  const g = t.state;
  t.cast('Test Reflex');
  t.pass();
  t.pass();
  t.choose(true);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseTargets', `expected targets for the reflexive trigger, got ${d.kind}`);
  t.choose(['P2']);
  resolveAll(g);
  assert.equal(life(g, 0), 18);
  assert.equal(life(g, 1), 17);
  assert.ok(cites(g, '603.12'));
});

test('114.1 / 114.4: an emblem is created in the command zone and its static ability functions from there', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Test Emblem Maker'], battlefield: ['Plains', 'Grizzly Bears'] },
        { battlefield: ['Savannah Lions'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Test Emblem Maker': EMBLEM_MAKER } },
  );
  const g = t.state;
  t.cast('Test Emblem Maker');
  resolveAll(g);
  assert.equal(g.command.length, 1);
  assert.equal(g.objects[g.command[0]!]!.kind, 'emblem');
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [3, 3]);
  assert.deepEqual(pt(g, id(g, 'Savannah Lions')), [2, 1]);
});

test("603.3b / 101.4: triggers of several players go on the stack in APNAP order (the nonactive player's resolve first)", () => {
  const t = cardGame({
    players: [
      {
        hand: ['Wrath of God'],
        battlefield: [
          'Mountain',
          'Mountain',
          'Mountain',
          'Mountain',
          'Plains',
          'Plains',
          'Plains',
          'Plains',
          'Doomed Traveler',
        ],
      },
      { battlefield: ['Doomed Traveler'] },
      { battlefield: ['Doomed Traveler'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Wrath of God'),
    payment: {
      kind: 'sources',
      sources: g.battlefield.filter((x) => g.cards[g.objects[x]!.defKey]!.name === 'Plains'),
    },
  });
  t.pass();
  t.pass();
  t.pass();
  const stack = g.turns[0]!.stack.map((x) => g.objects[x]!.controller);
  assert.deepEqual(stack, [0, 1, 2], "active player's trigger at the bottom, then in turn order");
});
