/**
 * 614.1a / 614.11 / 504.1: "If you would draw a card except the first one you draw in each of your draw steps, draw two
 * cards instead." — the first card drawn in each of its controller's draw steps (121.2: cards are drawn one at a time)
 * is drawn as usual; any later draw that step, and any draw outside that player's draw step, becomes two. Real modern
 * cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const library = (): string[] => Array.from({ length: 10 }, () => 'Island');

test("504.1 / 614.11: Alhammarret's Archive — the draw step's first draw is one card, a later draw that step and a main-phase draw are two; life gain doubles", () => {
  modernDef("Alhammarret's Archive");
  const t = cardGame(
    {
      players: [
        {
          library: library(),
          hand: ['Revitalize', 'Revitalize'],
          battlefield: ["Alhammarret's Archive", 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { library: library() },
      ],
      position: { active: 'P1', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.advance('draw');
  t.expect({ players: { P1: { hand_count: 3, library_count: 9 } } }); // 504.1: the first card this draw step is one card
  t.cast('Revitalize');
  t.resolve(); // gain 3 life (twice that: 6), then draw a card — the second draw this draw step: two cards
  t.expect({ life: { P1: 26 }, players: { P1: { hand_count: 4, library_count: 7 } }, log_cites: ['614.11', '504.1'] });
  t.advance('main1');
  t.cast('Revitalize');
  t.resolve(); // a draw outside the draw step: two cards
  t.expect({ life: { P1: 32 }, players: { P1: { hand_count: 5, library_count: 5 } } });
});

test("504.1: Teferi's Ageless Insight — a draw in an opponent's draw step isn't the first one you draw in your draw step: two cards", () => {
  modernDef("Teferi's Ageless Insight");
  const t = cardGame(
    {
      players: [
        { library: library(), hand: ['Revitalize'], battlefield: ["Teferi's Ageless Insight", 'Plains', 'Plains'] },
        { library: library() },
      ],
      position: { active: 'P2', step: 'upkeep' },
    },
    modernCompiled,
  );
  t.advance('draw');
  t.expect({ players: { P1: { hand_count: 1 }, P2: { hand_count: 1, library_count: 9 } } });
  t.pass(1); // P2 passes: P1 receives priority in P2's draw step
  t.cast('Revitalize');
  t.resolve();
  t.expect({ life: { P1: 23 }, players: { P1: { hand_count: 2, library_count: 8 } } });
});
