/** 712 transforming double-faced cards, 701.28 transform, 710 flip cards; werewolf conditions. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardDefinition, Condition } from '../src/index.js';
import { chars } from '../src/index.js';
import { manaValueOf } from '../src/objects/faces.js';
import { perform } from '../src/effects/perform.js';
import { act, id, pass, passUntil, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';
import { ownObject } from '../src/index.js';

const NO_SPELLS: Condition = { kind: 'spellsLastTurn', count: 'total', atMost: 0 };
const TWO_SPELLS: Condition = { kind: 'spellsLastTurn', count: 'anyPlayer', atLeast: 2 };
const upkeepTransform = (cond: Condition) => ({
  kind: 'triggered' as const,
  trigger: { kind: 'beginningOfStep' as const, step: 'upkeep' as const, whose: 'each' as const },
  interveningIf: cond,
  targets: [],
  effects: [{ kind: 'transform' as const, what: { kind: 'self' as const } }],
  text: 'transform',
});
const BACK: CardDefinition = {
  name: 'Test Howler',
  manaCost: null,
  colorIndicator: ['R'],
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Werewolf'],
  power: '5',
  toughness: '5',
  oracleText: '',
  abilities: [{ kind: 'keyword', keyword: 'trample' }, upkeepTransform(TWO_SPELLS)],
};
const WOLF: CardDefinition = {
  name: 'Test Villager',
  manaCost: '{2}{R}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Human', 'Werewolf'],
  power: '2',
  toughness: '2',
  oracleText: '',
  abilities: [upkeepTransform(NO_SPELLS)],
  backFace: BACK,
};
const GARGOYLE: CardDefinition = {
  name: 'Test Gargoyle',
  manaCost: '{1}',
  supertypes: [],
  types: ['Artifact'],
  subtypes: [],
  oracleText: '{1}: Transform this.',
  abilities: [
    {
      kind: 'activated',
      cost: { mana: '{1}', parts: [] },
      targets: [],
      effects: [{ kind: 'transform', what: { kind: 'self' } }],
      text: '{1}: Transform Test Gargoyle.',
    },
  ],
  backFace: {
    name: 'Test Antagonizer',
    manaCost: null,
    supertypes: [],
    types: ['Artifact', 'Creature'],
    subtypes: ['Gargoyle'],
    power: '4',
    toughness: '4',
    oracleText: '',
    abilities: [{ kind: 'keyword', keyword: 'flying' }],
  },
};
const EXTRA = { 'Test Villager': WOLF, 'Test Gargoyle': GARGOYLE };

test('712.8a / 712.8d / 701.28: a werewolf transforms at upkeep if no spells were cast last turn, and is the same object (712.9)', () => {
  const t = cardGame(
    { players: [{ battlefield: ['Test Villager'] }, {}], position: { active: 'P1', step: 'end' } },
    { cards: EXTRA },
  );
  const g = t.state;
  const w = id(g, 'Test Villager', 'battlefield');
  assert.equal(chars(g, w).name, 'Test Villager');
  passUntil(g, 'upkeep');
  resolveAll(g);
  assert.equal(chars(g, w).name, 'Test Howler');
  assert.deepEqual(pt(g, w), [5, 5]);
  assert.ok(chars(g, w).keywords.has('trample'));
  assert.deepEqual(chars(g, w).colors, ['R']); // 712.8d: the back face's colour indicator
  assert.equal(manaValueOf(chars(g, w)), 3); // 712.8e: the front face's mana cost
});

test('701.28: a back-face werewolf transforms back if a player cast two or more spells last turn', () => {
  const t = cardGame(
    { players: [{ battlefield: ['Test Villager'] }, {}], position: { active: 'P1', step: 'end' } },
    { cards: EXTRA },
  );
  const g = t.state;
  const w = id(g, 'Test Villager', 'battlefield');
  ownObject(g, w).transformed = true;
  g.players[0]!.spellsCastThisTurn = 2;
  passUntil(g, 'upkeep');
  resolveAll(g);
  assert.equal(chars(g, w).name, 'Test Villager');
});

test('603.4: the werewolf does not transform when a spell was cast last turn', () => {
  const t = cardGame(
    { players: [{ battlefield: ['Test Villager'] }, {}], position: { active: 'P1', step: 'end' } },
    { cards: EXTRA },
  );
  const g = t.state;
  g.players[1]!.spellsCastThisTurn = 1;
  passUntil(g, 'upkeep');
  resolveAll(g);
  assert.equal(chars(g, id(g, 'Test Villager', 'battlefield')).name, 'Test Villager');
});

test('712.8a: in the hand and on the stack a double-faced card has only its front face', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Test Villager'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: EXTRA },
  );
  const g = t.state;
  const h = id(g, 'Test Villager', 'hand');
  assert.equal(chars(g, h).name, 'Test Villager');
  act(g, 0, { kind: 'cast', card: h });
  const onStack = g.turns[0]!.stack[0]!;
  assert.equal(chars(g, onStack).name, 'Test Villager');
  resolveAll(g);
  assert.equal(chars(g, id(g, 'Test Villager', 'battlefield')).name, 'Test Villager'); // 712.? enters front face up
});

test('701.28f: two activations of "Transform this" in response to each other transform it only once', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Test Gargoyle', 'Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: EXTRA },
  );
  const g = t.state;
  const gg = id(g, 'Test Gargoyle', 'battlefield');
  act(g, 0, { kind: 'activate', source: gg, ability: 0 });
  act(g, 0, { kind: 'activate', source: gg, ability: 0 });
  resolveAll(g);
  assert.equal(chars(g, gg).name, 'Test Antagonizer');
  assert.ok(chars(g, gg).types.includes('Creature'));
  void pass;
});

test('701.28c: transforming a permanent that is not double-faced does nothing', () => {
  const t = cardGame(
    { players: [{ battlefield: ['Grizzly Bears'] }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: EXTRA },
  );
  const g = t.state;
  const b = id(g, 'Grizzly Bears', 'battlefield');
  const r = perform(g, { kind: 'transform', object: b });
  assert.equal(r.id, null);
  assert.equal(g.objects[b]!.transformed, undefined);
  assert.equal(chars(g, b).name, 'Grizzly Bears');
});
