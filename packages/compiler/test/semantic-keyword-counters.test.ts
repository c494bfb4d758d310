/**
 * 122.1b: a permanent with a keyword counter on it (flying, first strike, deathtouch, lifelink, menace, trample …) has
 * that keyword ability; compiled modern cards that put such counters, in real engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

type Game = ReturnType<typeof cardGame>;
const keywords = (t: Game, name: string): string[] => [...chars(t.state, t.id(name)).keywords].sort();

test('122.1b: Spontaneous Flight puts a flying counter on the creature, which then has flying after the turn ends', () => {
  modernDef('Spontaneous Flight');
  const t = cardGame(
    {
      players: [{ hand: ['Spontaneous Flight'], battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Plains'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Spontaneous Flight', { targets: ['Grizzly Bears'] });
  t.resolve();
  assert.deepEqual(keywords(t, 'Grizzly Bears'), ['flying']);
  t.advance('upkeep', 3);
  assert.deepEqual(keywords(t, 'Grizzly Bears'), ['flying'], 'the counter stays; the +2/+2 ended');
});

test('122.1b: a creature with a flying counter can be blocked only by creatures with flying or reach (702.9b)', () => {
  const t = cardGame(
    {
      players: [
        { battlefield: [{ card: 'Grizzly Bears', counters: { flying: 1 } }] },
        { battlefield: ['Hill Giant', 'Giant Spider'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack(['Grizzly Bears']);
  t.advance('declareBlockers');
  t.block({ 'Hill Giant': 'Grizzly Bears' }, { refused: true });
  t.block({ 'Giant Spider': 'Grizzly Bears' });
});

test('122.1b: Biting-Palm Ninja enters with a menace counter and has menace', () => {
  modernDef('Biting-Palm Ninja');
  const t = cardGame(
    {
      players: [{ hand: ['Biting-Palm Ninja'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Biting-Palm Ninja');
  t.resolve();
  assert.equal(t.state.objects[t.id('Biting-Palm Ninja')]!.counters.menace, 1);
  assert.deepEqual(keywords(t, 'Biting-Palm Ninja'), ['menace']);
});

test('122.1b: a lifelink counter makes the damage the creature deals gain its controller that much life', () => {
  const t = cardGame(
    {
      players: [{ battlefield: [{ card: 'Hill Giant', counters: { lifelink: 1 } }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('declareAttackers', 2);
  t.attack(['Hill Giant']);
  t.pass(6);
  t.expect({ life: { P1: 23, P2: 17 } });
});
