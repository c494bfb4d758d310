/**
 * 608.2c: "Mill N cards. You may put a [kind of] card from among them / from among the cards milled this way into your
 * hand." — one of the cards that mill just put into the graveyard, not a card that was there before. Played with real
 * cards of the modern pool: Eerie Gravestone and Wasteful Harvest.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('608.2c: Eerie Gravestone — only a creature card milled this way may be put into the hand', () => {
  modernDef('Eerie Gravestone');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Eerie Gravestone', 'Swamp', 'Swamp'],
          graveyard: ['Craw Wurm'],
          library: ['Grizzly Bears', 'Forest', 'Hill Giant', 'Opt', 'Shock'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Eerie Gravestone', { ability: '{1}{B}' });
  t.resolve();
  const d = t.pending;
  assert.equal(d?.kind, 'chooseObjects');
  const offered = d?.kind === 'chooseObjects' ? d.options.map((id) => t.nameOf(id)).sort() : [];
  assert.deepEqual(offered, ['Grizzly Bears', 'Hill Giant'], 'not Craw Wurm, nor the milled Forest and Opt');
  t.choose(['Hill Giant']);
  assert.deepEqual(t.cards('P1', 'hand'), ['Hill Giant']);
  assert.deepEqual(t.cards('P1', 'library'), ['Shock']);
});

test('608.2c: Wasteful Harvest — "from among the cards milled this way": the player may also take nothing', () => {
  modernDef('Wasteful Harvest');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Wasteful Harvest'],
          battlefield: ['Forest', 'Forest', 'Forest'],
          graveyard: ['Hill Giant'],
          library: ['Grizzly Bears', 'Opt', 'Forest', 'Shock', 'Lightning Bolt'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Wasteful Harvest');
  t.resolve();
  const d = t.pending;
  const offered = d?.kind === 'chooseObjects' ? d.options.map((id) => t.nameOf(id).replace(/#\d+$/, '')).sort() : [];
  assert.deepEqual(offered, ['Forest', 'Grizzly Bears'], 'the permanent cards milled, not Hill Giant');
  t.choose([]);
  assert.deepEqual(t.cards('P1', 'hand'), []);
});
