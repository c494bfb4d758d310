/**
 * "Outlaw" (Assassins, Mercenaries, Pirates, Rogues and Warlocks, 205.3m creature types) in a description, played with
 * real cards of the modern pool: "During your turn, outlaws you control have first strike" (611.3b), "Destroy target
 * non-outlaw creature".
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("611.3b: At Knifepoint — during its controller's turn, a Pirate has first strike; a Bear does not", () => {
  modernDef('At Knifepoint');
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], battlefield: ['At Knifepoint', 'Dire Fleet Hoarder', 'Grizzly Bears'] },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.expect({
    objects: { 'Dire Fleet Hoarder': { keywords: ['first strike'] }, 'Grizzly Bears': { keywords: [] } },
  });
  t.advance('main1', 3); // P2's turn
  t.expect({ objects: { 'Dire Fleet Hoarder': { keywords: [] } } }, "not during an opponent's turn");
});

test('601.2c: Shoot the Sheriff — "target non-outlaw creature": a Pirate is not a legal target, a Bear is', () => {
  modernDef('Shoot the Sheriff');
  const t = cardGame(
    {
      players: [
        { library: ['Swamp'], hand: ['Shoot the Sheriff'], battlefield: ['Swamp', 'Swamp'] },
        { library: ['Forest'], battlefield: ['Dire Fleet Hoarder', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Shoot the Sheriff', { targets: ['Dire Fleet Hoarder'], refused: { code: 'ILLEGAL_TARGET' } });
  t.cast('Shoot the Sheriff', { targets: ['Grizzly Bears'] }).resolve();
  t.expect({ zones: { 'Grizzly Bears': 'graveyard', 'Dire Fleet Hoarder': 'battlefield' } });
});
