/**
 * 301.5: "equipped creatures you control" — creatures with an Equipment attached — played with real cards of the modern
 * pool (Dalakos, Crafter of Wonders; Zamriel, Seraph of Steel during its controller's turn, 611.3b).
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('301.5: Dalakos — an equipped creature has flying and haste, an unequipped one does not', () => {
  modernDef('Dalakos, Crafter of Wonders');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest'],
          battlefield: [
            'Dalakos, Crafter of Wonders',
            'Grizzly Bears',
            'Llanowar Elves',
            { card: 'Bonesplitter', attached_to: 'Grizzly Bears' },
          ],
        },
        { library: ['Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.expect({
    objects: {
      'Grizzly Bears': { keywords: ['flying', 'haste'] },
      'Llanowar Elves': { keywords: [] },
      'Dalakos, Crafter of Wonders': { keywords: [] },
    },
  });
});

test("611.3b / 301.5: Zamriel — equipped creatures its controller controls are indestructible during that player's turn only", () => {
  modernDef('Zamriel, Seraph of Steel');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          battlefield: [
            'Zamriel, Seraph of Steel',
            'Grizzly Bears',
            { card: 'Bonesplitter', attached_to: 'Grizzly Bears' },
          ],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.expect({
    objects: {
      'Grizzly Bears': { keywords: ['indestructible'] },
      'Zamriel, Seraph of Steel': { keywords: ['flying'] },
    },
  });
  t.advance('main1', 3); // P2's turn
  t.expect({ objects: { 'Grizzly Bears': { keywords: [] } } });
});
