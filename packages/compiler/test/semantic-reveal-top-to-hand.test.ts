/**
 * Issue 19: "Reveal the top card of your library and put that card into your hand. You lose life equal to its mana
 * value." (701.20a, 202.3): the revealed card is the one put into the hand, and its mana value is read from it. Real
 * modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test('701.20a / 202.3: Dark Confidant puts Hill Giant into its hand at upkeep and its controller loses 4 life', () => {
  modernDef('Dark Confidant');
  const t = cardGame(
    {
      players: [{ battlefield: ['Dark Confidant'], library: ['Hill Giant', 'Grizzly Bears', 'Island'] }, {}],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('draw', 3);
  t.expect({
    life: { P1: 16 },
    zones: { 'Hill Giant': 'hand', 'Grizzly Bears': 'hand', Island: 'library' },
    log_cites: ['701.20a'],
  });
});

test('202.3: Dark Confidant revealing a land (mana value 0) loses no life', () => {
  modernDef('Dark Confidant');
  const t = cardGame(
    {
      players: [{ battlefield: ['Dark Confidant'], library: ['Island', 'Hill Giant', 'Forest'] }, {}],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('draw', 3);
  t.expect({ life: { P1: 20 }, zones: { Island: 'hand', 'Hill Giant': 'hand', Forest: 'library' } });
});

test("702.131a / 202.3: Twilight Prophet with the city's blessing drains each opponent for the revealed card's mana value", () => {
  modernDef('Twilight Prophet');
  const t = cardGame(
    {
      players: [
        {
          battlefield: ['Twilight Prophet', ...Array<string>(9).fill('Swamp')],
          library: ['Serra Angel', 'Grizzly Bears', 'Island'],
        },
        {},
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.advance('draw', 3);
  t.expect({ life: { P1: 25, P2: 15 }, zones: { 'Serra Angel': 'hand' } });
});

test("608.2c: Ad Nauseam — each repetition reveals the next card and loses life equal to that card's mana value", () => {
  modernDef('Ad Nauseam');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Ad Nauseam'],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
          library: ['Hill Giant', 'Island', 'Grizzly Bears', 'Serra Angel'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Ad Nauseam');
  t.resolve(); // Hill Giant: 4 life
  t.choose(true); // Island: 0
  t.choose(true); // Grizzly Bears: 2
  t.choose(false);
  t.expect({
    life: { P1: 14 },
    zones: { 'Hill Giant': 'hand', Island: 'hand', 'Grizzly Bears': 'hand', 'Serra Angel': 'library' },
    stack: [],
    log_cites: ['608.2c', '701.20a'],
  });
});

test('608.2c: Ad Nauseam stops offering the repetition once the library is empty', () => {
  modernDef('Ad Nauseam');
  const t = cardGame(
    {
      players: [
        { hand: ['Ad Nauseam'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], library: ['Hill Giant'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Ad Nauseam');
  t.resolve();
  t.expect({ life: { P1: 16 }, zones: { 'Hill Giant': 'hand' }, stack: [], decision: 'priority' });
});
