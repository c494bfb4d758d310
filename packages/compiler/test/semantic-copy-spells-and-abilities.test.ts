/**
 * Issue 19: "Copy target instant or sorcery spell" and "Copy target activated or triggered ability you control"
 * (707.10), with "You may choose new targets for the copy" (707.10c), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('707.10c: Twincast copies Lightning Bolt and the copy gets a new target', () => {
  modernDef('Twincast');
  const t = game(
    { battlefield: ['Mountain', 'Island', 'Island'], hand: ['Lightning Bolt', 'Twincast'] },
    { battlefield: ['Grizzly Bears'] },
  );
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.cast('Twincast', { targets: ['Lightning Bolt'] }).resolve();
  t.choose(['Grizzly Bears']); // the copy's new target
  t.resolve('all');
  t.expect({ life: { P2: 17 }, zones: { 'Grizzly Bears': 'graveyard' } });
});

test('707.10: Strionic Resonator copies a triggered ability; the copy keeps its target when none is chosen', () => {
  modernDef('Strionic Resonator');
  const t = game(
    {
      battlefield: ['Strionic Resonator', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
      hand: ['Flametongue Kavu'],
    },
    { battlefield: ['Hill Giant', 'Grizzly Bears'] },
  );
  t.cast('Flametongue Kavu').resolve();
  t.choose(['Hill Giant']); // the enters trigger's target
  t.activate('Strionic Resonator', { targets: ['Flametongue Kavu ability'] }).resolve();
  t.choose(['Grizzly Bears']); // a new target for the copy
  t.resolve('all');
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Grizzly Bears': 'graveyard' } });
});

test('707.10: Mister Fantastic copies a triggered ability twice', () => {
  modernDef('Mister Fantastic');
  const t = game({
    battlefield: ['Mister Fantastic', 'Mountain', 'Plains', 'Island', 'Forest', 'Forest', 'Forest', 'Forest'],
    hand: ['Elvish Visionary'],
    library: ['Island', 'Island', 'Island', 'Island'],
  });
  t.cast('Elvish Visionary', { pay: ['Forest', 'Forest#2'] }).resolve();
  t.activate('Mister Fantastic', { ability: 'Copy target', targets: ['Elvish Visionary ability'] }).resolve('all');
  t.expect({ players: { P1: { hand_count: 3 } } });
});

test('113.7: Echo, Perceptive Prodigy copies an ability from a creature source, not one from an artifact source', () => {
  modernDef('Echo, Perceptive Prodigy');
  const t = game({
    battlefield: ['Echo, Perceptive Prodigy', 'Forest', 'Forest', 'Forest', 'Island', 'Island', 'Island'],
    hand: ['Elvish Visionary', 'Ichor Wellspring'],
    library: ['Island', 'Island', 'Island', 'Island', 'Island'],
  });
  t.cast('Ichor Wellspring', { pay: ['Island', 'Island'] }).resolve();
  t.activate('Echo, Perceptive Prodigy', {
    ability: 'Copy target',
    targets: ['Ichor Wellspring ability'],
    refused: true,
  });
  t.resolve();
  t.cast('Elvish Visionary', { pay: ['Forest', 'Forest'] }).resolve();
  t.activate('Echo, Perceptive Prodigy', { ability: 'Copy target', targets: ['Elvish Visionary ability'] });
  t.resolve('all');
  t.expect({ players: { P1: { hand_count: 3 } } }); // Wellspring's card, Visionary's card and its copy's
});
