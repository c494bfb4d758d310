/**
 * 700.11: a player descends each time a permanent card is put into their graveyard from anywhere. "At the beginning of
 * your end step, if you descended this turn, …" (an intervening if, 603.4). Child of the Volcano, a real modern card:
 * its controller's own Grizzly Bears dying is a descent; an instant (Shock) going to the graveyard is not, nor is an
 * opponent's creature card going to that opponent's graveyard.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];

function volcanoGame() {
  modernDef('Child of the Volcano');
  return cardGame(
    {
      players: [
        {
          hand: ['Shock'],
          library: [...LIB],
          battlefield: ['Child of the Volcano', 'Grizzly Bears', ...landsFor('{R}')],
        },
        { library: [...LIB], battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('700.11: Child of the Volcano — your Grizzly Bears dying is a descent: a +1/+1 counter at your end step', () => {
  const t = volcanoGame();
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.advance('end', 2);
  t.resolve();
  t.expect({ objects: { 'Child of the Volcano': { counters: { '+1/+1': 1 } } } });
});

test('700.11: Shock (an instant card) going to your graveyard is no descent', () => {
  const t = volcanoGame();
  t.cast('Shock', { targets: ['P2'] });
  t.resolve();
  t.advance('end', 2);
  t.expect({ objects: { 'Child of the Volcano': { counters: {} } } });
});

test("700.11: an opponent's Llanowar Elves put into their graveyard is their descent, not yours", () => {
  const t = volcanoGame();
  t.cast('Shock', { targets: ['Llanowar Elves'] });
  t.resolve();
  t.advance('end', 2);
  t.expect({ objects: { 'Child of the Volcano': { counters: {} } } });
});
