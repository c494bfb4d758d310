/**
 * Static abilities: conditions on the source's status, graveyard card types, the attached
 * object and opponents (611.3b); "can't attack unless defending player controls …" (508.1c); conditional
 * "enters tapped" and "enters with X counters" (614.1c, 614.12, 107.3m); damage prevention to / by the source
 * or the permanent it is attached to (615.1a); a power-only characteristic-defining ability (604.3, 208.2a).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type CardDefinition, type Condition, type StaticEffect } from '../src/index.js';
import { act, id, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function creature(
  name: string,
  power: string,
  toughness: string,
  statics: { effect: StaticEffect; condition?: Condition }[],
  extra: Partial<CardDefinition> = {},
): CardDefinition {
  return {
    name,
    manaCost: '{G}',
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Beast'],
    power,
    toughness,
    oracleText: '',
    abilities: statics.map((s) => ({
      kind: 'static',
      effect: s.effect,
      ...(s.condition ? { condition: s.condition } : {}),
      text: name,
    })),
    ...extra,
  };
}
const self = { kind: 'self' } as const;

test('611.3b: a static ability conditioned on its source being untapped applies only while it is untapped', () => {
  const wall = creature('Watchful Wall', '0', '2', [
    {
      effect: { kind: 'modifyPT', affected: self, power: 0, toughness: 2 },
      condition: { kind: 'sourceState', tapped: false },
    },
  ]);
  const t = cardGame(
    {
      players: [{ battlefield: ['Watchful Wall', { card: 'Watchful Wall', tapped: true }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Watchful Wall': wall } },
  );
  const g = t.state;
  assert.deepEqual(pt(g, id(g, 'Watchful Wall', 'battlefield', 0)), [0, 4]);
  assert.deepEqual(pt(g, id(g, 'Watchful Wall', 'battlefield', 1)), [0, 2]);
});

test('611.3b / 205.2a: "four or more card types among cards in your graveyard" counts each card type once', () => {
  const d = creature('Grave Reader', '1', '1', [
    {
      effect: { kind: 'modifyPT', affected: self, power: 2, toughness: 2 },
      condition: { kind: 'graveyardCardTypesAtLeast', n: 3 },
    },
  ]);
  const s = scenario(2, { 'Grave Reader': d });
  s.battlefield(0, ['Grave Reader']);
  s.graveyard(0, ['Forest', 'Forest', 'Grizzly Bears', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, id(g, 'Grave Reader')), [1, 1], 'two types (land, creature), however many cards');
  const s2 = scenario(2, { 'Grave Reader': d });
  s2.battlefield(0, ['Grave Reader']);
  s2.graveyard(0, ['Forest', 'Grizzly Bears', 'Shock']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g2, id(g2, 'Grave Reader')), [3, 3]);
});

test('611.3b / 801.11: "as long as an opponent controls an Island" sees only opponents', () => {
  const d = creature('Tide Watcher', '1', '1', [
    {
      effect: { kind: 'modifyPT', affected: self, power: 1, toughness: 1 },
      condition: { kind: 'opponentControls', filter: { kind: 'object', match: { subtypes: ['Island'] } }, atLeast: 1 },
    },
  ]);
  const s = scenario(2, { 'Tide Watcher': d });
  s.battlefield(0, ['Tide Watcher', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, id(g, 'Tide Watcher')), [1, 1], 'your own Island does not count');
  const s2 = scenario(2, { 'Tide Watcher': d });
  s2.battlefield(0, ['Tide Watcher']);
  s2.battlefield(1, ['Island']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g2, id(g2, 'Tide Watcher')), [2, 2]);
});

test('611.3b: "as long as you control a Mountain" reads no volatile state: a new step keeps the layered characteristics', () => {
  const d = creature('Ridge Cat', '1', '1', [
    {
      effect: { kind: 'modifyPT', affected: self, power: 1, toughness: 1 },
      condition: { kind: 'controls', filter: { kind: 'object', match: { subtypes: ['Mountain'] } }, atLeast: 1 },
    },
  ]);
  const s = scenario(2, { 'Ridge Cat': d });
  s.battlefield(0, ['Ridge Cat', 'Mountain']);
  const g = s.start({ active: 0, step: 'main1' });
  const before = chars(g, id(g, 'Ridge Cat'));
  assert.deepEqual([before.power, before.toughness], [2, 2]);
  pass(g);
  pass(g);
  assert.equal(g.turns[0]!.step, 'beginCombat');
  // (the value is the same object: the condition reads only the battlefield, which no step changes, 613 / 611.3b)
  assert.equal(chars(g, id(g, 'Ridge Cat')), before, 'the characteristics were not computed again');
});

test('611.3b: "as long as you have 10 or more life" stops applying as a mana ability\'s life payment is made', () => {
  const d = creature('Life Gauge', '1', '1', [
    {
      effect: { kind: 'modifyPT', affected: self, power: 1, toughness: 1 },
      condition: { kind: 'lifeAtLeast', n: 10 },
    },
  ]);
  const well: CardDefinition = {
    name: 'Blood Well',
    manaCost: null,
    supertypes: [],
    types: ['Land'],
    subtypes: [],
    oracleText: '{T}, Pay 1 life: Add {B}.',
    abilities: [
      {
        kind: 'activated',
        cost: { parts: [{ kind: 'tap' }, { kind: 'payLife', amount: 1 }] },
        targets: [],
        effects: [{ kind: 'addMana', mana: '{B}' }],
        manaAbility: true,
        text: '{T}, Pay 1 life: Add {B}.',
      },
    ],
  };
  const s = scenario(2, { 'Life Gauge': d, 'Blood Well': well });
  s.battlefield(0, ['Life Gauge', 'Blood Well']);
  s.life(0, 10);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, id(g, 'Life Gauge')), [2, 2]);
  act(g, 0, { kind: 'activate', source: id(g, 'Blood Well'), ability: 0 });
  assert.equal(g.players[0]!.life, 9);
  // (a mana ability moves nothing between zones: only the life total changed, 605.3a / 119.4)
  assert.deepEqual(pt(g, id(g, 'Life Gauge')), [1, 1]);
});

test('508.1c: "can\'t attack unless defending player controls an Island" restricts the defenders one by one', () => {
  const d = creature('Deep Serpent', '5', '5', [
    {
      effect: {
        kind: 'attackOnlyIfDefenderControls',
        affected: self,
        filter: { kind: 'object', match: { subtypes: ['Island'] } },
      },
    },
  ]);
  const t = cardGame(
    {
      players: [
        { battlefield: ['Deep Serpent', 'Grizzly Bears'] },
        { battlefield: ['Island'] },
        { battlefield: ['Forest'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    { cards: { 'Deep Serpent': d } },
  );
  const g = t.state;
  const dec = g.pending;
  assert.ok(dec && dec.kind === 'declareAttackers');
  const serpent = dec.options.find((o) => o.attacker === id(g, 'Deep Serpent'))!;
  const bears = dec.options.find((o) => o.attacker === id(g, 'Grizzly Bears'))!;
  assert.deepEqual(serpent.defenders, [{ kind: 'player', player: 1 }]);
  assert.equal(bears.defenders.length, 2);
});

test('614.12: "enters tapped" with a condition is checked as the land would enter', () => {
  const land: CardDefinition = {
    name: 'Check Vale',
    manaCost: null,
    supertypes: [],
    types: ['Land'],
    subtypes: [],
    oracleText: '',
    abilities: [
      {
        kind: 'static',
        effect: { kind: 'entersTapped' },
        condition: {
          kind: 'not',
          condition: { kind: 'controls', filter: { kind: 'object', match: { subtypes: ['Forest'] } }, atLeast: 1 },
        },
        text: 'Check Vale enters tapped unless you control a Forest.',
      },
    ],
  };
  for (const [others, tapped] of [
    [[], true],
    [['Forest'], false],
  ] as const) {
    const t = cardGame(
      { players: [{ hand: ['Check Vale'], battlefield: [...others] }, {}], position: { active: 'P1', step: 'main1' } },
      { cards: { 'Check Vale': land } },
    );
    const g = t.state;
    t.play('Check Vale');
    assert.equal(g.objects[id(g, 'Check Vale', 'battlefield')]!.tapped, tapped);
  }
});

test('107.3m / 614.1c: "enters with X counters" uses the X chosen for the spell, and 0 when it enters otherwise', () => {
  const d = creature(
    'X Ooze',
    '0',
    '0',
    [{ effect: { kind: 'entersWithCounters', counter: '+1/+1', amount: 0, amountOf: { kind: 'x' } } }],
    { manaCost: '{X}{G}' },
  );
  const t = cardGame(
    {
      players: [{ hand: ['X Ooze'], battlefield: ['Forest', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'X Ooze': d } },
  );
  const g = t.state;
  t.cast('X Ooze', { x: 2 });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'X Ooze', 'battlefield')), [2, 2]);
});

test('615.1a: prevention "to ~" and "by enchanted creature" apply only to that object', () => {
  const wall = creature('Mist Wall', '0', '3', [
    { effect: { kind: 'replaceDamage', to: 'self', mode: { kind: 'prevent', amount: 'all' } } },
  ]);
  const t = cardGame(
    {
      players: [
        { hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
        { battlefield: ['Mist Wall', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Mist Wall': wall } },
  );
  const g = t.state;
  t.cast('Shock', { targets: ['Mist Wall'] });
  resolveAll(g);
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Mist Wall')]!.damage, 0);
  assert.equal(
    chars(g, id(g, 'Grizzly Bears', 'graveyard')).name,
    'Grizzly Bears',
    'the other creature is dealt damage',
  );
});

test('604.3 / 208.2a: a characteristic-defining ability may define power only; toughness stays as printed', () => {
  const d = creature('Swamp Counter', '*', '4', [
    {
      effect: {
        kind: 'layered',
        affected: self,
        mods: [
          {
            kind: 'cdaPT',
            power: { kind: 'count', filter: { kind: 'object', match: { subtypes: ['Swamp'], controller: 'you' } } },
            toughness: null,
          },
        ],
      },
    },
  ]);
  const t = cardGame(
    { players: [{ battlefield: ['Swamp Counter', 'Swamp', 'Swamp'] }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: { 'Swamp Counter': d } },
  );
  const g = t.state;
  assert.deepEqual(pt(g, id(g, 'Swamp Counter')), [2, 4]);
});

test('509.1b: "can\'t block creatures with power 2 or greater" forbids only those attackers', () => {
  const d = creature('Timid Orc', '2', '2', [
    {
      effect: {
        kind: 'cantBlockCreatures',
        affected: self,
        filter: { kind: 'object', match: { types: ['Creature'], powerAtLeast: 2 } },
      },
    },
  ]);
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears', 'Llanowar Elves'] }, { battlefield: ['Timid Orc'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    { cards: { 'Timid Orc': d } },
  );
  const g = t.state;
  t.attack({ 'Grizzly Bears': 'P2', 'Llanowar Elves': 'P2' });
  while (g.pending?.kind === 'priority') pass(g);
  const dec = g.pending;
  assert.ok(dec && dec.kind === 'declareBlockers');
  assert.deepEqual(dec.options.find((o) => o.blocker === id(g, 'Timid Orc'))?.attackers, [id(g, 'Llanowar Elves')]);
});

test('611.3b: "an opponent has 10 or less life" and "more cards in hand than each opponent" look at every opponent', () => {
  const d = creature('Vulture', '1', '1', [
    {
      effect: { kind: 'modifyPT', affected: self, power: 1, toughness: 0 },
      condition: { kind: 'anOpponent', lifeAtMost: 10 },
    },
    {
      effect: { kind: 'modifyPT', affected: self, power: 0, toughness: 1 },
      condition: { kind: 'moreCardsInHandThanEachOpponent' },
    },
  ]);
  const t = cardGame(
    {
      players: [
        { hand: ['Forest', 'Forest'], battlefield: ['Vulture'] },
        { hand: ['Forest'] },
        { life: 9, hand: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { Vulture: d } },
  );
  const g = t.state;
  assert.deepEqual(pt(g, id(g, 'Vulture')), [2, 1], 'one opponent is at 9 life; one opponent has as many cards');
});

test('614.1a / 616.1: "damage to ~ becomes counters instead" is a replacement the affected player may order', () => {
  const d = creature('Counter Hydra', '0', '1', [
    { effect: { kind: 'damageToCounters', counter: '+1/+1', sign: 1, per: 'damage' } },
  ]);
  const t = cardGame(
    {
      players: [{ hand: ['Shock'], battlefield: ['Mountain'] }, { battlefield: ['Counter Hydra'] }],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: { 'Counter Hydra': d } },
  );
  const g = t.state;
  const h = id(g, 'Counter Hydra');
  t.cast('Shock', { targets: ['Counter Hydra'] });
  resolveAll(g);
  assert.equal(g.objects[h]!.damage, 0);
  assert.deepEqual(pt(g, h), [2, 3]);
});
