/**
 * 608.2: "If this is the second time this ability has resolved this turn, …" — the ability counts its own resolutions
 * during the turn (kept on the turn's history by source object and ability), and the count starts over each turn.
 * Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2: Venom Connoisseur — the second resolution this turn gives every creature you control deathtouch', () => {
  modernDef('Venom Connoisseur');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves'],
          battlefield: ['Venom Connoisseur', 'Forest', 'Forest', 'Forest', ...Array(6).fill('Mountain')],
          library: ['Island', 'Island'],
        },
        { library: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Grizzly Bears');
  t.resolve('all');
  assert.equal(t.chars('Venom Connoisseur').keywords.has('deathtouch'), true);
  assert.equal(t.chars('Grizzly Bears').keywords.has('deathtouch'), false, 'the first resolution: only itself');
  t.cast('Hill Giant');
  t.resolve('all');
  assert.equal(t.chars('Grizzly Bears').keywords.has('deathtouch'), true, 'the second resolution this turn');
  assert.equal(t.chars('Hill Giant').keywords.has('deathtouch'), true);
  t.advance('main1', 4); // P1's next turn: the count starts over
  t.cast('Llanowar Elves');
  t.resolve('all');
  assert.equal(t.chars('Venom Connoisseur').keywords.has('deathtouch'), true);
  assert.equal(t.chars('Llanowar Elves').keywords.has('deathtouch'), false, 'the first resolution of turn 4');
});
