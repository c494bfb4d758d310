/** Poison counters given by effects (122.1), compiled from Oracle text; ten or more lose the game (704.5c). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compiled, act, def, id, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('122.1: Ichor Rats — each player gets a poison counter as it enters', () => {
  def('Ichor Rats');
  const t = cardGame(
    {
      players: [{ hand: ['Ichor Rats'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, {}, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Ichor Rats');
  resolveAll(g);
  assert.deepEqual(
    g.players.map((p) => p.poison),
    [1, 1, 1],
  );
});

test('122.1 / 704.5c: Caress of Phyrexia gives three poison counters; a player at seven loses the game', () => {
  def('Caress of Phyrexia');
  const t = cardGame(
    {
      players: [
        { hand: ['Caress of Phyrexia'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        { poison: 7, library: ['Island', 'Island', 'Island', 'Island'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Caress of Phyrexia', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.poison, 10);
  assert.equal(g.players[1]!.life, 17);
  assert.ok(g.players[1]!.left, 'ten poison counters: the player has lost (704.5c)');
  assert.equal(g.players[2]!.left, false);
});
