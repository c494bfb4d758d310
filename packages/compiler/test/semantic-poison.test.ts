/** Poison counters given by effects (122.1), compiled from Oracle text; ten or more lose the game (704.5c). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, def, id, resolveAll, scenario } from './helpers.js';

test('122.1: Ichor Rats — each player gets a poison counter as it enters', () => {
  def('Ichor Rats');
  const s = scenario(3);
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Ichor Rats']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Ichor Rats') });
  resolveAll(g);
  assert.deepEqual(
    g.players.map((p) => p.poison),
    [1, 1, 1],
  );
});

test('122.1 / 704.5c: Caress of Phyrexia gives three poison counters; a player at seven loses the game', () => {
  def('Caress of Phyrexia');
  const s = scenario(3);
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Caress of Phyrexia']);
  s.library(1, ['Island', 'Island', 'Island', 'Island']);
  s.poison(1, 7);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Caress of Phyrexia'), targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.poison, 10);
  assert.equal(g.players[1]!.life, 17);
  assert.ok(g.players[1]!.left, 'ten poison counters: the player has lost (704.5c)');
  assert.equal(g.players[2]!.left, false);
});
