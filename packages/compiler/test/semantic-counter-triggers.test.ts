/**
 * Issue 19: "Whenever one or more +1/+1 counters are put on …" (122.6), played with real cards of the modern pool in
 * engine games: "that many", "for the first time each turn", and counters a permanent enters with.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

const count = (t: CardGame, name: string): number =>
  t.state.battlefield.filter((o) => chars(t.state, o).name === name).length;

test('122.6: Shalai and Hallar — two +1/+1 counters put on a creature you control: that much damage (2) to the opponent', () => {
  modernDef('Shalai and Hallar');
  const t = game({
    battlefield: ['Shalai and Hallar', 'Grizzly Bears', 'Forest', 'Forest', 'Forest', 'Forest'],
    hand: ['Dragonscale Boon'],
  });
  t.cast('Dragonscale Boon', { targets: ['Grizzly Bears'] }).resolve();
  t.choose(['P2']); // the trigger's target opponent
  t.resolve('all');
  t.expect({ life: { P2: 18 }, objects: { 'Grizzly Bears': { counters: { '+1/+1': 2 } } } });
});

test('122.6: Axgard Artisan — a Treasure the first time +1/+1 counters are put on it each turn, not the second', () => {
  modernDef('Axgard Artisan');
  const t = game({
    battlefield: ['Axgard Artisan', 'Forest', 'Forest'],
    hand: ['Battlegrowth', 'Battlegrowth'],
  });
  t.cast('Battlegrowth', { targets: ['Axgard Artisan'] }).resolve('all');
  assert.equal(count(t, 'Treasure'), 1, 'the first time this turn');
  t.cast('Battlegrowth', { targets: ['Axgard Artisan'] }).resolve('all');
  assert.equal(count(t, 'Treasure'), 1, 'the second time this turn: no trigger');
  t.expect({ objects: { 'Axgard Artisan': { pt: '4/3' } } });
});

test('122.6: Simic Ascendancy — a creature entering with a +1/+1 counter had one put on it: a growth counter', () => {
  modernDef('Simic Ascendancy');
  const t = game({
    battlefield: ['Simic Ascendancy', 'Forest'],
    hand: ['Servant of the Scale'],
  });
  t.cast('Servant of the Scale').resolve('all');
  t.expect({
    objects: { 'Servant of the Scale': { counters: { '+1/+1': 1 } }, 'Simic Ascendancy': { counters: { growth: 1 } } },
  });
});
