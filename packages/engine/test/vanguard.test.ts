/** 902: the Vanguard variant — modifiers, the command zone, abilities functioning from there. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, STARTER_BY_NAME, type CardDefinition } from '../src/index.js';
import { act, id, life, ok, pass, passUntil, pt, resolveAll, scenario } from './helpers.js';

const vanguard = (
  name: string,
  hand: number,
  lifeMod: number,
  abilities: CardDefinition['abilities'] = [],
  text = '',
): CardDefinition => ({
  name,
  manaCost: null,
  supertypes: [],
  types: ['Vanguard'],
  subtypes: [],
  oracleText: text,
  abilities,
  handModifier: hand,
  lifeModifier: lifeMod,
});

const ANTHEM = vanguard('Test Anthem Avatar', 1, 2, [
  {
    kind: 'static',
    text: 'Creatures you control get +1/+0.',
    effect: {
      kind: 'modifyPT',
      affected: { kind: 'all', filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } } },
      power: 1,
      toughness: 0,
    },
  },
]);
const PINGER = vanguard('Test Pinger Avatar', -1, -3, [
  {
    kind: 'activated',
    cost: { mana: '{1}', parts: [] },
    targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'anyTarget' }, text: 'any target' }],
    effects: [{ kind: 'damage', amount: { kind: 'fixed', n: 1 }, to: { kind: 'target', target: 0 } }],
    text: '{1}: Test Pinger Avatar deals 1 damage to any target.',
  },
]);
const DRAWER = vanguard('Test Drawer Avatar', 0, 0, [
  {
    kind: 'triggered',
    trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
    targets: [],
    effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: { kind: 'fixed', n: 3 } }],
    text: 'At the beginning of your upkeep, you gain 3 life.',
  },
]);
const EXTRA: Record<string, CardDefinition> = {
  'Test Anthem Avatar': ANTHEM,
  'Test Pinger Avatar': PINGER,
  'Test Drawer Avatar': DRAWER,
};
const lookup = (n: string): CardDefinition | undefined => EXTRA[n] ?? STARTER_BY_NAME[n];
const deck = Array.from({ length: 30 }, () => 'Forest');

test('902.3 / 902.4 / 902.5: vanguards start in the command zone and modify starting life and hand size', () => {
  const g = createGame({
    seed: 3,
    cards: lookup,
    players: [
      { deck, vanguard: 'Test Anthem Avatar' },
      { deck, vanguard: 'Test Pinger Avatar' },
    ],
  });
  assert.equal(g.command.length, 2);
  const owners = g.command.map((x) => g.objects[x]!.owner).sort();
  assert.deepEqual(owners, [0, 1]);
  assert.equal(g.players[0]!.life, 22);
  assert.equal(g.players[1]!.life, 17);
  assert.equal(g.players[0]!.hand.length, 8);
  assert.equal(g.players[1]!.hand.length, 6);
});

test('902.5a: a mulligan draws a new hand of the modified starting hand size', () => {
  const g = createGame({
    seed: 5,
    cards: lookup,
    startingPlayer: 0,
    players: [{ deck, vanguard: 'Test Anthem Avatar' }, { deck }],
  });
  assert.equal(g.pending?.kind, 'mulligan');
  ok(g, 0, { kind: 'mulligan' });
  assert.equal(g.players[0]!.hand.length, 8);
});

test("902.3: only a vanguard card can be a player's vanguard", () => {
  assert.throws(
    () => createGame({ seed: 1, cards: lookup, players: [{ deck, vanguard: 'Forest' }, { deck }] }),
    /not a vanguard/,
  );
});

test("902.7: a vanguard's static ability functions from the command zone", () => {
  const s = scenario(2, EXTRA);
  s.put(0, 'command', ['Test Anthem Avatar']);
  s.battlefield(0, ['Grizzly Bears']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears', 'battlefield', 0)), [3, 2]);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears', 'battlefield', 1)), [2, 2]);
});

test("902.7: a vanguard's activated ability may be activated from the command zone", () => {
  const s = scenario(2, EXTRA);
  const [v] = s.put(0, 'command', ['Test Pinger Avatar']);
  s.battlefield(0, ['Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const d = g.pending;
  assert.ok(d?.kind === 'priority' && d.actions.some((a) => a.kind === 'activate' && a.source === v));
  act(g, 0, { kind: 'activate', source: v!, ability: 0, targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(life(g, 1), 19);
});

test("902.7: a vanguard's triggered ability triggers from the command zone; 902.6 its controller is its owner", () => {
  const s = scenario(2, EXTRA);
  s.put(1, 'command', ['Test Drawer Avatar']);
  const g = s.start({ active: 0, step: 'end' });
  passUntil(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  resolveAll(g);
  assert.equal(life(g, 1), 23);
  assert.equal(life(g, 0), 20);
  void pass;
});

test('902.5b: the maximum hand size is seven plus the hand modifier', () => {
  const s = scenario(2, EXTRA);
  s.put(0, 'command', ['Test Pinger Avatar']);
  s.hand(
    0,
    Array.from({ length: 8 }, () => 'Forest'),
  );
  const g = s.start({ active: 0, step: 'end', landsPlayed: 1 });
  pass(g);
  pass(g);
  const d = g.pending;
  assert.ok(d?.kind === 'chooseObjects' && d.purpose === 'cleanupDiscard');
  assert.equal(d.min, 2);
});
