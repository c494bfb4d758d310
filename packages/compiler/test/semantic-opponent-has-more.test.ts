/**
 * "if an opponent has more life / more cards in hand than you" — a condition compared as it is checked (608.2c for a
 * resolving spell's instruction, 603.4 for an intervening "if"). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = Array(8).fill('Plains');

function game(p1: PlayerSetup, p2: PlayerSetup): CardGame {
  return cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test("608.2c: Pulse of the Fields returns to its owner's hand while an opponent still has more life after the gain", () => {
  modernDef('Pulse of the Fields');
  const t = game(
    { life: 10, hand: ['Pulse of the Fields'], battlefield: ['Plains', 'Plains', 'Plains'] },
    { life: 20 },
  );
  t.cast('Pulse of the Fields');
  t.resolve();
  assert.equal(t.life('P1'), 14);
  assert.equal(t.zone('Pulse of the Fields'), 'hand');
});

test('608.2c: Pulse of the Fields stays in the graveyard once you have as much life as each opponent', () => {
  modernDef('Pulse of the Fields');
  const t = game(
    { life: 16, hand: ['Pulse of the Fields'], battlefield: ['Plains', 'Plains', 'Plains'] },
    { life: 20 },
  );
  t.cast('Pulse of the Fields');
  t.resolve();
  assert.equal(t.life('P1'), 20);
  assert.equal(t.zone('Pulse of the Fields'), 'graveyard');
});

test('608.2c: Sunset Revelry gains 4 life only if an opponent has more life, draws only if an opponent has more cards in hand', () => {
  modernDef('Sunset Revelry');
  const t = game(
    { life: 15, hand: ['Sunset Revelry'], battlefield: ['Plains', 'Plains'] },
    { life: 20, hand: ['Island', 'Island'] },
  );
  t.cast('Sunset Revelry');
  t.resolve();
  assert.equal(t.life('P1'), 19);
  assert.equal(t.cards('P1', 'hand').length, 1, 'an opponent had more cards in hand (2 > 0): P1 drew one');
});

test('603.4: Linvala, the Preserver gains 5 life only if an opponent has more life as it enters', () => {
  modernDef('Linvala, the Preserver');
  const t = game({ life: 20, hand: ['Linvala, the Preserver'], battlefield: Array(6).fill('Plains') }, { life: 20 });
  t.cast('Linvala, the Preserver');
  t.resolve('all');
  assert.equal(t.life('P1'), 20);
});
