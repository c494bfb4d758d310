/**
 * Issue 19: "You may remove a [kind] counter from it. If you do / When you do, …" (118.12, 608.2c, 603.12), played with
 * real cards of the modern pool: removing the counter is a cost the player may pay; with no such counter on the
 * source, nothing more happens.
 */
import { test } from 'node:test';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('118.12: Lattice-Blade Mantis attacks and its controller removes an oil counter: it untaps and gets +1/+1', () => {
  modernDef('Lattice-Blade Mantis');
  const t = game({ battlefield: [{ card: 'Lattice-Blade Mantis', counters: { oil: 2 } }] });
  t.advance('declareAttackers').attack(['Lattice-Blade Mantis']).resolve();
  t.choose(true); // remove an oil counter
  t.expect({ objects: { 'Lattice-Blade Mantis': { counters: { oil: 1 }, tapped: false, pt: '5/4' } } });
});

test('608.2c: Lattice-Blade Mantis with no oil counter left: nothing is removed, it stays tapped and 4/3', () => {
  const t = game({ battlefield: ['Lattice-Blade Mantis'] });
  t.advance('declareAttackers').attack(['Lattice-Blade Mantis']).resolve();
  t.expect({ objects: { 'Lattice-Blade Mantis': { tapped: true, pt: '4/3' } }, stack: [] });
});

test('603.12: Kappa Tech-Wrecker removes its deathtouch counter; when it does, an artifact of that player is exiled', () => {
  modernDef('Kappa Tech-Wrecker');
  const t = game(
    { battlefield: [{ card: 'Kappa Tech-Wrecker', counters: { deathtouch: 1 } }] },
    { battlefield: ['Sol Ring'] },
  );
  t.advance('declareAttackers').attack(['Kappa Tech-Wrecker']).advance('combatDamage');
  t.resolve();
  t.choose(true); // remove the deathtouch counter
  t.choose(['Sol Ring']); // the reflexive trigger's target
  t.resolve('all');
  t.expect({ zones: { 'Sol Ring': 'exile' }, objects: { 'Kappa Tech-Wrecker': { counters: { deathtouch: 0 } } } });
});
