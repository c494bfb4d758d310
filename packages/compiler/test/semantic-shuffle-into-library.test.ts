/**
 * 401.3 / 701.19a: cards of your own graveyard shuffled into your library — "Shuffle any number of target creature
 * cards from your graveyard into your library", "You may shuffle up to four target cards from your graveyard …",
 * "Shuffle your graveyard into your library" (404.1: all its cards). Real modern cards in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

test("401.3 / 701.19a: Piper's Melody shuffles the targeted creature cards of your graveyard into your library", () => {
  modernDef("Piper's Melody");
  const t = cardGame(
    {
      players: [
        {
          hand: ["Piper's Melody"],
          graveyard: ['Grizzly Bears', 'Hill Giant', 'Lightning Bolt'],
          library: ['Island'],
          battlefield: [...landsFor('{G}')],
        },
        { graveyard: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Piper's Melody", { targets: [['Lightning Bolt']], refused: true }); // not a creature card
  t.cast("Piper's Melody", { targets: [['Craw Wurm']], refused: true }); // not in your graveyard
  t.cast("Piper's Melody", { targets: [['Grizzly Bears', 'Hill Giant']] });
  t.resolve();
  t.expect({
    zones: {
      'Grizzly Bears': 'library',
      'Hill Giant': 'library',
      'Lightning Bolt': 'graveyard',
      'Craw Wurm': 'graveyard',
    },
    players: { P1: { library_count: 3 } },
    log_cites: ['401.3'],
  });
});

test("401.3 / 404.1: Feldon's Cane shuffles every card of your graveyard into your library, and no other player's", () => {
  modernDef("Feldon's Cane");
  const t = cardGame(
    {
      players: [
        { battlefield: ["Feldon's Cane"], graveyard: ['Grizzly Bears', 'Lightning Bolt'], library: ['Island'] },
        { graveyard: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate("Feldon's Cane");
  t.resolve();
  t.expect({
    zones: {
      'Grizzly Bears': 'library',
      'Lightning Bolt': 'library',
      'Craw Wurm': 'graveyard',
      "Feldon's Cane": 'exile',
    },
    players: { P1: { library_count: 3, graveyard_count: 0 } },
  });
});

test('608.2d: Put Away — "you may shuffle up to one target card": declining leaves the card in the graveyard', () => {
  modernDef('Put Away');
  const t = cardGame(
    {
      players: [
        { hand: ['Put Away'], graveyard: ['Grizzly Bears'], battlefield: [...landsFor('{2}{U}{U}')] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Lightning Bolt', { targets: ['P1'] });
  t.cast('Put Away', { by: 'P1', targets: [['Lightning Bolt'], ['Grizzly Bears']] });
  t.pass(2); // Put Away resolves: it counters the Bolt, then asks whether to shuffle
  t.choose(false);
  t.expect({ zones: { 'Lightning Bolt': 'graveyard', 'Grizzly Bears': 'graveyard' }, players: { P1: { life: 20 } } });
});

function theirGraveyardGame(spell: string) {
  return cardGame(
    {
      players: [
        {
          hand: [spell],
          graveyard: ['Hill Giant'],
          battlefield: [...landsFor(spell === 'Quandrix Command' ? '{1}{G}{U}' : '{G}'), 'Grizzly Bears'],
        },
        { graveyard: ['Craw Wurm', 'Shock'], library: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('601.2c: Dwell on the Past — "target cards from their graveyard" must be the targeted player\'s cards', () => {
  modernDef('Dwell on the Past');
  const t = theirGraveyardGame('Dwell on the Past');
  t.cast('Dwell on the Past', { targets: [['P2'], ['Hill Giant']], refused: true }); // P1's card, P2 targeted
  t.cast('Dwell on the Past', { targets: [['P2'], ['Craw Wurm', 'Shock']] });
  t.resolve();
  t.expect({
    zones: { 'Craw Wurm': 'library', Shock: 'library', 'Hill Giant': 'graveyard' },
    players: { P2: { library_count: 3 } },
  });
});

test("601.2c / 700.2: Quandrix Command — the shuffle mode's cards belong to its own target player, after another mode's target", () => {
  modernDef('Quandrix Command');
  const t = theirGraveyardGame('Quandrix Command');
  const cast = { modes: [2, 3] } as const; // +1/+1 counters; target player shuffles
  t.cast('Quandrix Command', { ...cast, targets: [['Grizzly Bears'], ['P1'], ['Craw Wurm']], refused: true });
  t.cast('Quandrix Command', { ...cast, targets: [['Grizzly Bears'], ['P2'], ['Craw Wurm']] });
  t.resolve();
  t.expect({
    zones: { 'Craw Wurm': 'library', Shock: 'graveyard' },
    objects: { 'Grizzly Bears': { counters: { '+1/+1': 2 } } },
  });
});

test('701.19a: Barishi — "exile it, then shuffle all creature cards from your graveyard into your library": one shuffle', () => {
  modernDef('Barishi');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Barishi'], graveyard: ['Grizzly Bears', 'Hill Giant', 'Shock'], library: ['Island'] },
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'], graveyard: ['Craw Wurm'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  const logStart = t.state.log.length;
  t.cast('Murder', { targets: ['Barishi'] });
  t.resolve(); // Murder, then Barishi's dies trigger
  t.resolve();
  t.expect({
    zones: {
      Barishi: 'exile',
      'Grizzly Bears': 'library',
      'Hill Giant': 'library',
      Shock: 'graveyard',
      'Craw Wurm': 'graveyard',
    },
    players: { P1: { library_count: 3 } },
  });
  const shuffles = t.state.log.slice(logStart).filter((e) => e.type === 'shuffle');
  assert.equal(shuffles.length, 1, 'the library is shuffled once, after both cards are in it');
});
