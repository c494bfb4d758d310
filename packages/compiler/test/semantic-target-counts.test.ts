/**
 * 601.2c: how many targets a spell or ability takes — "one or two target creatures" (Hearts on Fire, Fancy Footwork)
 * and, with X announced first (107.3, 601.2b), "X target …" / "up to X target …" (Dregs of Sorrow, Candelabra of
 * Tawnos, Divergent Equation), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('601.2c: Hearts on Fire — one or two target creatures each get +2/+1; three targets are refused', () => {
  modernDef('Hearts on Fire');
  const t = cardGame(
    {
      players: [
        { hand: ['Hearts on Fire'], battlefield: ['Grizzly Bears', 'Hill Giant', 'Mountain', 'Mountain'] },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Hearts on Fire', { targets: [['Grizzly Bears', 'Hill Giant', 'Craw Wurm']], refused: true });
  t.cast('Hearts on Fire', { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.resolve();
  assert.deepEqual(t.pt('Grizzly Bears'), [4, 3]);
  assert.deepEqual(t.pt('Hill Giant'), [5, 4]);
  assert.deepEqual(t.pt('Craw Wurm'), [6, 4], 'not a target');
});

test('601.2c: Hearts on Fire — one target is enough', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Hearts on Fire'], battlefield: ['Grizzly Bears', 'Hill Giant', 'Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Hearts on Fire', { targets: [['Hill Giant']] });
  t.resolve();
  assert.deepEqual(t.pt('Hill Giant'), [5, 4]);
  assert.deepEqual(t.pt('Grizzly Bears'), [2, 2]);
});

test('601.2c: Fancy Footwork — untap one or two target creatures; "they" each get +2/+2', () => {
  modernDef('Fancy Footwork');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Fancy Footwork'],
          battlefield: [
            { card: 'Grizzly Bears', tapped: true },
            { card: 'Hill Giant', tapped: true },
            'Plains',
            'Plains',
            'Plains',
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Fancy Footwork', { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.resolve();
  assert.equal(t.tapped('Grizzly Bears'), false);
  assert.equal(t.tapped('Hill Giant'), false);
  assert.deepEqual(t.pt('Grizzly Bears'), [4, 4]);
  assert.deepEqual(t.pt('Hill Giant'), [5, 5]);
});

test('107.3 / 601.2c: Dregs of Sorrow with X = 2 — exactly two target nonblack creatures are destroyed, two cards drawn', () => {
  modernDef('Dregs of Sorrow');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Dregs of Sorrow'],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
          library: ['Island', 'Island', 'Island'],
        },
        { battlefield: ['Grizzly Bears', 'Hill Giant', 'Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Dregs of Sorrow', { x: 2, targets: [['Grizzly Bears']], refused: true }); // one target for X = 2
  t.cast('Dregs of Sorrow', { x: 2, targets: [['Grizzly Bears', 'Hill Giant', 'Craw Wurm']], refused: true });
  t.cast('Dregs of Sorrow', { x: 2, targets: [['Grizzly Bears', 'Hill Giant']] });
  t.resolve();
  assert.equal(t.zone('Grizzly Bears'), 'graveyard');
  assert.equal(t.zone('Hill Giant'), 'graveyard');
  assert.equal(t.zone('Craw Wurm'), 'battlefield');
  assert.equal(t.cards('P1', 'hand').length, 2, 'draws X = 2 cards');
});

test('107.3 / 602.2b: Candelabra of Tawnos — {X}, {T}: untap X target lands', () => {
  modernDef('Candelabra of Tawnos');
  const t = cardGame(
    {
      players: [
        {
          battlefield: [
            'Candelabra of Tawnos',
            'Island',
            'Island',
            { card: 'Forest', tapped: true },
            { card: 'Plains', tapped: true },
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Candelabra of Tawnos', { x: 2, targets: [['Forest']], refused: true });
  t.activate('Candelabra of Tawnos', { x: 2, targets: [['Forest', 'Plains']], pay: ['Island#1', 'Island#2'] });
  t.resolve();
  assert.equal(t.tapped('Forest'), false);
  assert.equal(t.tapped('Plains'), false);
  assert.equal(t.tapped('Island#1'), true);
});

test('107.3 / 601.2c: Divergent Equation with X = 2 — up to two target instant cards return; three are refused', () => {
  modernDef('Divergent Equation');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Divergent Equation'],
          graveyard: ['Lightning Bolt', 'Shock', 'Opt'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Divergent Equation', { x: 2, targets: [['Lightning Bolt', 'Shock', 'Opt']], refused: true });
  t.cast('Divergent Equation', { x: 2, targets: [['Lightning Bolt']] });
  t.resolve();
  assert.equal(t.zone('Lightning Bolt'), 'hand');
  assert.equal(t.zone('Shock'), 'graveyard');
  assert.equal(t.zone('Divergent Equation'), 'exile');
});
