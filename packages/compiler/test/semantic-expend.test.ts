/**
 * 700.14: "You expend N as you spend your Nth total mana to cast spells during a turn." — "Whenever you expend N"
 * triggers once, on the spell whose payment reaches N; mana spent on abilities doesn't count. Real modern cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('700.14: Teapot Slinger deals 2 damage to each opponent as the fourth mana spent on spells this turn is spent, once', () => {
  modernDef('Teapot Slinger');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Grizzly Bears', 'Centaur Courser', 'Llanowar Elves'],
          battlefield: ['Teapot Slinger', ...Array(6).fill('Forest')],
        },
        { battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears');
  t.resolve('all');
  assert.equal(t.state.players[1]!.life, 20, 'two mana spent: not yet');
  t.cast('Centaur Courser');
  t.expect({ stack: ['Centaur Courser', 'Teapot Slinger ability'] });
  t.resolve('all');
  assert.equal(t.state.players[1]!.life, 18, 'the fifth mana takes the total past four: expend 4');
  t.cast('Llanowar Elves');
  t.resolve('all');
  assert.equal(t.state.players[1]!.life, 18, 'six mana spent: expend 4 happened already this turn');
});

test('700.14: the count starts over each turn, and one spell can expend 4 by itself', () => {
  modernDef('Teapot Slinger');
  const t = cardGame(
    {
      players: [
        { hand: ['Craw Wurm'], battlefield: ['Teapot Slinger', ...Array(6).fill('Forest')] },
        { battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Craw Wurm');
  t.resolve('all');
  assert.equal(t.state.players[1]!.life, 18);
  assert.equal(t.state.players[0]!.manaSpentOnSpellsThisTurn, 6);
  t.advance('main1', 3);
  assert.equal(t.state.players[0]!.manaSpentOnSpellsThisTurn, undefined, 'a new turn: nothing spent this turn');
});
