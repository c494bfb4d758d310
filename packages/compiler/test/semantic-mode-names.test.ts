/**
 * Issue 19: a mode's name is a flavor word (207.2d) — "• Song of Rest — You gain 3 life." is the mode "You gain 3
 * life." (700.2) — played with real cards of the modern pool, a modal spell and a modal enters trigger (603.3c).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('207.2d / 700.2: Battle Menu — the mode named "Item" gains 4 life, the one named "Attack" creates a 2/2 Knight', () => {
  assert.equal(modernDef('Battle Menu').abilities.length, 1);
  const item = game({ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Battle Menu'] });
  item.cast('Battle Menu', { modes: [3] }).resolve();
  item.expect({ life: { P1: 24, P2: 20 } });
  const attack = game({ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Battle Menu'] });
  attack.cast('Battle Menu', { modes: [0] }).resolve();
  attack.expect({ life: { P1: 20, P2: 20 }, objects: { Knight: { pt: '2/2' } } });
});

test('207.2d / 603.3c: Inspiring Bard — as the enters trigger goes on the stack, "Song of Rest" gains 3 life, "Bardic Inspiration" gives +2/+2', () => {
  modernDef('Inspiring Bard');
  const rest = game({
    battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'],
    hand: ['Inspiring Bard'],
  });
  rest.cast('Inspiring Bard').resolve();
  rest.choose(['gain']);
  rest.resolve('all');
  rest.expect({ life: { P1: 23, P2: 20 }, objects: { 'Grizzly Bears': { pt: '2/2' } } });
  const pump = game({
    battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'],
    hand: ['Inspiring Bard'],
  });
  pump.cast('Inspiring Bard').resolve();
  pump.choose(['gets']);
  pump.choose(['Grizzly Bears']);
  pump.resolve('all');
  pump.expect({ life: { P1: 20, P2: 20 }, objects: { 'Grizzly Bears': { pt: '4/4' } } });
});
