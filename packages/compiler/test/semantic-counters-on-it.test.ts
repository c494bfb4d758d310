/**
 * Issue 19: "for each [kind] counter on it", where "it" is the source itself (122.1), played with real cards of the
 * modern pool: counted as the effect or layer needs it, and as the source last existed once it has died (608.2h).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, modernPool } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('122.1 / 608.2h: Dusk Urchins dies with a -1/-1 counter on it: its controller draws a card for that counter', () => {
  modernDef('Dusk Urchins');
  const t = game(
    { battlefield: ['Dusk Urchins'], library: ['Island', 'Island', 'Island'] },
    { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
  );
  t.advance('declareAttackers').attack(['Dusk Urchins']).resolve();
  t.expect({ objects: { 'Dusk Urchins': { counters: { '-1/-1': 1 }, pt: '3/2' } } });
  t.cast('Lightning Bolt', { by: 'P2', targets: ['Dusk Urchins'] }).resolve('all');
  t.expect({ zones: { 'Dusk Urchins': 'graveyard' }, players: { P1: { hand_count: 1 } } });
});

test('613.4c / 122.1: Necrosquito gets +1/+1 for each oil counter on it', () => {
  modernDef('Necrosquito');
  const t = game({ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Necrosquito'] });
  t.cast('Necrosquito').resolve('all');
  t.expect({ objects: { Necrosquito: { counters: { oil: 2 }, pt: '2/2' } } });
});

test('118.12: "put a counter on ~, then sacrifice ~ unless you pay {1} for each counter on it" stays partial (only the sacrifice hangs on the payment)', () => {
  // Phantasmal Sphere: the chain's effects are not told apart, so the grammar refuses the sentence rather than making
  // the counter depend on the payment too.
  const c = modernPool().pool.compiled('Phantasmal Sphere');
  assert.equal(c?.status, 'partial');
});
