/**
 * Issue 19: "Whenever ~ or another creature you control with [quality] dies" (603.10a): the leaves-the-battlefield
 * trigger checks the dead creature's filter — a keyword, power, toughness, mana value or colour — on the object as it
 * last existed on the battlefield, not on the card in the graveyard. Played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

const citizens = (t: CardGame): number =>
  t.state.battlefield.filter((o) => chars(t.state, o).name === 'Citizen').length;

test('603.10a: Caldaia Guardian — two Citizens when another creature you control of mana value 4 or greater dies, none for mana value 2', () => {
  modernDef('Caldaia Guardian');
  const t = game({
    battlefield: [
      'Caldaia Guardian',
      'Prized Unicorn',
      'Grizzly Bears',
      'Swamp',
      'Swamp',
      'Swamp',
      'Swamp',
      'Swamp',
      'Swamp',
    ],
    hand: ['Murder', 'Murder'],
  });
  t.cast('Murder', { targets: ['Grizzly Bears'] }).resolve('all');
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' } });
  assert.equal(citizens(t), 0, 'Grizzly Bears (mana value 2): nothing');
  t.cast('Murder', { targets: ['Prized Unicorn'] }).resolve('all');
  t.expect({ zones: { 'Prized Unicorn': 'graveyard' } });
  assert.equal(citizens(t), 2, 'Prized Unicorn (mana value 4): two Citizens');
});

test('603.10a: Mycoid Shepherd — a 2/2 pumped to 5/5 dies with power 5 (last known information): 5 life; a 1/1, nothing', () => {
  modernDef('Mycoid Shepherd');
  const t = game({
    battlefield: [
      'Mycoid Shepherd',
      'Grizzly Bears',
      'Llanowar Elves',
      'Forest',
      'Swamp',
      'Swamp',
      'Swamp',
      'Swamp',
      'Swamp',
      'Swamp',
    ],
    hand: ['Murder', 'Murder', 'Giant Growth'],
  });
  t.cast('Giant Growth', { targets: ['Grizzly Bears'] }).resolve('all');
  t.cast('Murder', { targets: ['Llanowar Elves'] }).resolve('all');
  t.expect({ zones: { 'Llanowar Elves': 'graveyard' }, life: { P1: 20 } }, 'a 1/1 died: nothing');
  t.cast('Murder', { targets: ['Grizzly Bears'] }).resolve('all');
  t.choose(true); // "you may gain 5 life", as the trigger resolves
  t.expect(
    { zones: { 'Grizzly Bears': 'graveyard' }, life: { P1: 25 } },
    'the Bears died as a 5/5: the trigger, though the card in the graveyard is a 2/2',
  );
});

test('603.2c / 700.4: Morbid Opportunist — "one or more other creatures die … only once each turn": one card for a board wipe, none for a later death', () => {
  modernDef('Morbid Opportunist');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Pyroclasm', 'Lightning Bolt'],
          library: ['Island', 'Island', 'Island'],
          battlefield: ['Morbid Opportunist', 'Grizzly Bears', 'Mountain', 'Mountain', 'Mountain'],
        },
        { battlefield: ['Llanowar Elves', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Pyroclasm');
  t.resolve(); // Grizzly Bears and Llanowar Elves die together; Morbid Opportunist (1/3) survives
  t.resolve(); // its trigger
  t.expect({
    zones: { 'Grizzly Bears': 'graveyard', 'Llanowar Elves': 'graveyard' },
    players: { P1: { hand_count: 2 } },
  });
  t.cast('Lightning Bolt', { targets: ['Hill Giant'] });
  t.resolve(); // Hill Giant (3/3, 2 damage already) dies: the ability has triggered this turn
  t.expect({ zones: { 'Hill Giant': 'graveyard' }, players: { P1: { hand_count: 1 } } });
});
