/**
 * 614.1b / 614.10: "Skip your draw step." / "Skip your upkeep step [if you have no cards in hand]." — static
 * replacement effects that make a step of their controller's turns not happen (611.3b: a condition is checked as the
 * step would begin). Real modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

test("614.10: Yawgmoth's Bargain — its controller's draw step is skipped; the opponent's is not", () => {
  modernDef("Yawgmoth's Bargain");
  const t = cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island'], battlefield: ["Yawgmoth's Bargain"] },
        { library: ['Forest', 'Forest', 'Forest'] },
      ],
      position: { active: 'P2', step: 'end' },
    },
    modernCompiled,
  );
  t.advance('main1', 3);
  t.expect({ players: { P1: { hand_count: 0, library_count: 3 } }, log_cites: ['614.1b', '614.10'] });
  t.advance('main1', 4);
  t.expect({ players: { P2: { hand_count: 1, library_count: 2 } } });
});

test('614.10 / 611.3b: Gibbering Descent — hellbent: its controller skips their upkeep only with no cards in hand', () => {
  modernDef('Gibbering Descent');
  const t = cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island'], battlefield: ['Gibbering Descent'] },
        { library: ['Forest', 'Forest', 'Forest'], hand: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'end' },
    },
    modernCompiled,
  );
  t.advance('main1', 3); // P1's upkeep is skipped: its "each player's upkeep" trigger doesn't trigger for P1
  t.expect({ life: { P1: 20 }, players: { P1: { hand_count: 1 } }, log_cites: ['614.10'] });
  t.advance('main1', 4); // P2's upkeep happens: P2 loses 1 life and discards
  t.expect({ life: { P2: 19 } });
  t.advance('main1', 5); // P1 now has a card in hand: the upkeep happens and P1 loses 1 life
  t.expect({ life: { P1: 19 } });
});
