/**
 * Issue 19: the predefined tokens of 111.10 that newer sets name by their subtype alone — Lander (111.10o), Mutagen
 * and Junk — created by real cards of the modern pool and used in engine games. Each is a colorless artifact with the
 * ability its reminder text gives; the token's own text says "this token".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, type GameState } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

/** The controllers of the tokens named `name` on the battlefield, in order. */
function controllersOf(g: GameState, name: string): number[] {
  return Object.values(g.objects)
    .filter((o) => o.kind !== 'ability' && o.zone === 'battlefield' && chars(g, o.id).name === name)
    .map((o) => o.controller)
    .sort();
}

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

test('111.10: Crustacean Commando makes a Mutagen; "{1}, {T}, Sacrifice this token" puts a +1/+1 counter on target creature, as a sorcery', () => {
  modernDef('Crustacean Commando');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Crustacean Commando'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Crustacean Commando');
  resolveAll(t.state);
  t.expect({ battlefield: { contains: ['Mutagen'] } });
  t.activate('Mutagen', { targets: ['Crustacean Commando'] });
  resolveAll(t.state);
  t.expect({
    objects: { 'Crustacean Commando': { counters: { '+1/+1': 1 }, power: 1, toughness: 4 } },
    battlefield: { excludes: ['Mutagen'] },
  });
});

test('111.10: Edge Rover dies and each player creates a Lander, which fetches a basic land tapped', () => {
  modernDef('Edge Rover');
  const t = cardGame(
    {
      players: [
        { library: ['Forest', ...LIB], battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Lightning Bolt'] },
        { library: [...LIB], battlefield: ['Edge Rover'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['Edge Rover'] });
  resolveAll(t.state);
  assert.deepEqual(controllersOf(t.state, 'Lander'), [0, 1], 'one Lander for each player');
  t.activate('Lander', { by: 'P1' });
  t.resolve(); // stops at the search (701.19b: the player may fail to find)
  t.choose(['Forest']);
  resolveAll(t.state);
  assert.deepEqual(controllersOf(t.state, 'Lander'), [1], "P1's Lander was sacrificed");
  t.expect({ objects: { Forest: { zone: 'battlefield', controller: 'P1', tapped: true } } });
});

test('111.10: Crimson Caravaneer (double strike) makes two Junks; its card exiled from the library may be played this turn', () => {
  modernDef('Crimson Caravaneer');
  const t = cardGame(
    {
      players: [{ library: ['Mountain', ...LIB], battlefield: ['Crimson Caravaneer'] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers');
  t.attack({ 'Crimson Caravaneer': 'P2' });
  t.advance('main2');
  assert.deepEqual(controllersOf(t.state, 'Junk'), [0, 0], 'double strike: combat damage twice, two Junks');
  t.activate('Junk');
  resolveAll(t.state);
  assert.deepEqual(controllersOf(t.state, 'Junk'), [0], 'the Junk was sacrificed');
  t.expect({ objects: { Mountain: { zone: 'exile' } } });
  t.play('Mountain');
  t.expect({ objects: { Mountain: { zone: 'battlefield', controller: 'P1' } } });
});
