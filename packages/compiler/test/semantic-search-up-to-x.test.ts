/**
 * 701.23a / 107.3: "Search your library for up to X basic land cards, where X is …" — X is read as the search begins
 * and is the most cards the player may find. Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('701.23a: Boundless Realms with seven lands may find up to seven basic lands, which enter tapped', () => {
  modernDef('Boundless Realms');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Boundless Realms'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
          library: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Plains', 'Island', 'Swamp', 'Craw Wurm'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Boundless Realms'); // {6}{G}: seven lands
  t.resolve();
  const d = t.state.pending;
  assert.ok(d && d.kind === 'chooseObjects');
  assert.equal(d.max, 7, 'X = the seven lands P1 controls as it resolves (all tapped to pay)');
  assert.equal(d.options.length, 8, 'the eight basic lands in the library (not Craw Wurm)');
  const before = t.state.battlefield.length;
  t.choose(['Mountain', 'Forest']);
  assert.equal(t.state.battlefield.length, before + 2);
  assert.equal(t.state.objects[t.id('Mountain')]!.tapped, true);
});

test('701.23a: Traverse the Outlands — X is the greatest power among your creatures', () => {
  modernDef('Traverse the Outlands');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Traverse the Outlands'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'],
          library: ['Plains', 'Island', 'Swamp', 'Mountain'],
        },
        { battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Traverse the Outlands');
  t.resolve();
  const d = t.state.pending;
  assert.ok(d && d.kind === 'chooseObjects');
  assert.equal(d.max, 2, "Grizzly Bears' power (Craw Wurm is not P1's)");
});

test('107.3: Diabolic Revelation with X = 2 finds up to two cards, not three', () => {
  modernDef('Diabolic Revelation');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Diabolic Revelation'],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
          library: ['Opt', 'Shock', 'Grizzly Bears', 'Hill Giant'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Diabolic Revelation', { x: 2 });
  t.resolve();
  const d = t.pending;
  assert.equal(d?.kind === 'chooseObjects' ? d.max : -1, 2, 'up to X = 2');
  t.choose(['Opt', 'Shock', 'Hill Giant'], { refused: { code: 'ILLEGAL_CHOICE' } });
  t.choose(['Shock', 'Hill Giant']);
  assert.deepEqual(t.cards('P1', 'hand').sort(), ['Hill Giant', 'Shock']);
});
