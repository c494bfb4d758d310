/**
 * 701.67a: "Waterbend [cost]" means "Pay [cost]. For each generic mana in that cost, you may tap an untapped artifact or
 * creature you control rather than pay that mana." Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = Array(10).fill('Island');

test('701.67a: Ruthless Waterbender — Waterbend {2} paid by tapping a creature and an artifact, no mana', () => {
  modernDef('Ruthless Waterbender');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Ruthless Waterbender', 'Grizzly Bears', 'Ornithopter'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  const [p, tough] = t.pt('Ruthless Waterbender');
  t.activate('Ruthless Waterbender', { pay: ['Grizzly Bears', 'Ornithopter'] });
  t.resolve();
  assert.deepEqual(t.pt('Ruthless Waterbender'), [p! + 1, tough! + 1]);
  assert.ok(t.tapped('Grizzly Bears') && t.tapped('Ornithopter'));
  t.expect({ log_cites: ['701.67a'] });
});

test('701.67a: Geyser Leaper — Waterbend {4}: two Swamps and itself are three units, not four; with Ornithopter, four', () => {
  modernDef('Geyser Leaper');
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          hand: ['Ornithopter'],
          battlefield: ['Geyser Leaper', 'Swamp', 'Swamp'],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Geyser Leaper', { refused: true }); // a land taps for mana, not as a waterbend unit
  t.cast('Ornithopter'); // {0}
  t.resolve();
  t.activate('Geyser Leaper', { pay: ['Geyser Leaper', 'Ornithopter', 'Swamp', 'Swamp'] });
  t.resolve();
  assert.equal(t.cards('P1', 'graveyard').length, 1);
});

test('701.67a: North Pole Patrol — its own {T} is part of the cost, so the waterbend {3} takes the other three', () => {
  modernDef('North Pole Patrol');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['North Pole Patrol', 'Grizzly Bears', 'Ornithopter', 'Swamp'] },
        { library: [...LIB], battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('North Pole Patrol', { ability: 'Waterbend', targets: ['Craw Wurm'] });
  t.resolve();
  assert.ok(t.tapped('Craw Wurm'));
  assert.ok(t.tapped('Grizzly Bears') && t.tapped('Ornithopter') && t.tapped('Swamp'));
});
