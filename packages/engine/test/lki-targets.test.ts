/** 608.2h: an effect that needs information about a target that has left the battlefield uses its last known information. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardDefinition } from '../src/index.js';
import { act, id, pass, scenario } from './helpers.js';

const T0 = { kind: 'target', target: 0 } as const;
const spell = (name: string, effects: CardDefinition['abilities'][number] & { kind: 'spell' }): CardDefinition => ({
  name,
  manaCost: '{B}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  oracleText: '',
  abilities: [effects],
});
const creatureTarget = [
  { count: { min: 1, max: 1 }, filter: { kind: 'object', match: { types: ['Creature'] } }, text: 'target creature' },
] as const;

test('608.2h: "Destroy target creature. Its controller loses 2 life." — the controller comes from last known information, including a changed controller', () => {
  const doom = spell('Doom', {
    kind: 'spell',
    targets: creatureTarget,
    effects: [
      { kind: 'destroy', what: T0 },
      { kind: 'loseLife', who: { kind: 'controllerOfTarget', target: 0 }, amount: { kind: 'fixed', n: 2 } },
    ],
  });
  const s = scenario(3, { Doom: doom });
  s.battlefield(0, ['Swamp']);
  // Owned by player 1, controlled by player 2: the controller is the one who loses life.
  s.battlefield(1, [{ card: 'Hill Giant', controller: 2 }]);
  s.hand(0, ['Doom']);
  for (const p of [0, 1, 2]) s.library(p, ['Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const giant = id(g, 'Hill Giant', 'battlefield');
  act(g, 0, { kind: 'cast', card: id(g, 'Doom', 'hand'), targets: [[{ kind: 'object', id: giant }]] });
  for (let i = 0; i < 3; i++) pass(g);
  assert.equal(g.objects[giant], undefined, 'the Giant is a new object in the graveyard (400.7)');
  assert.equal(g.players[2]!.life, 18);
  assert.equal(g.players[1]!.life, 20);
});

test('608.2h: "damage equal to target creature\'s power" after it was destroyed uses its last known power', () => {
  const doom = spell('Doom', {
    kind: 'spell',
    targets: creatureTarget,
    effects: [
      { kind: 'destroy', what: T0 },
      { kind: 'loseLife', who: { kind: 'controllerOfTarget', target: 0 }, amount: { kind: 'targetPower', target: 0 } },
    ],
  });
  const s = scenario(2, { Doom: doom });
  s.battlefield(0, ['Swamp']);
  s.battlefield(1, ['Hill Giant']);
  s.hand(0, ['Doom']);
  for (const p of [0, 1]) s.library(p, ['Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Doom', 'hand'),
    targets: [[{ kind: 'object', id: id(g, 'Hill Giant', 'battlefield') }]],
  });
  pass(g);
  pass(g);
  assert.equal(g.players[1]!.life, 17);
});
