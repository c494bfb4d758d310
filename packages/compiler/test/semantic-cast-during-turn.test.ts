/**
 * 500.1 / 603.2: "Whenever you cast a spell during an opponent's turn" / "… during your turn" — a cast trigger that
 * triggers only while the right player is the active player; "your first spell during each opponent's turn" is the
 * first spell that player cast this turn. Real modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(
  active: 'P1' | 'P2',
  p1Hand: string[],
  p1Field: string[],
  p2: { hand?: string[]; battlefield?: string[] } = {},
) {
  return cardGame(
    {
      players: [
        { hand: p1Hand, battlefield: p1Field, library: ['Island', 'Island', 'Island'] },
        { library: ['Island', 'Island', 'Island'], ...p2 },
      ],
      position: { active, step: 'main1' },
    },
    modernCompiled,
  );
}

test("603.2: Brineborn Cutthroat gets a +1/+1 counter when its controller casts a spell during an opponent's turn", () => {
  modernDef('Brineborn Cutthroat');
  const t = game('P2', ['Giant Growth'], ['Brineborn Cutthroat', 'Forest']);
  t.pass(); // P2 passes priority in their main phase: P1 may cast an instant
  t.cast('Giant Growth', { by: 'P1', targets: ['Brineborn Cutthroat'] });
  t.resolve(); // the trigger
  t.expect({ objects: { 'Brineborn Cutthroat': { counters: { '+1/+1': 1 } } } });
});

test("603.2: Brineborn Cutthroat gets no counter for a spell cast during its controller's own turn", () => {
  const t = game('P1', ['Giant Growth'], ['Brineborn Cutthroat', 'Forest']);
  t.cast('Giant Growth', { targets: ['Brineborn Cutthroat'] });
  t.resolve();
  t.expect({ objects: { 'Brineborn Cutthroat': { counters: {}, pt: '5/4' } } });
});

test("603.2: Wavebreak Hippocamp draws only for its controller's first spell during each opponent's turn", () => {
  modernDef('Wavebreak Hippocamp');
  const t = game('P2', ['Giant Growth', 'Giant Growth'], ['Wavebreak Hippocamp', 'Forest', 'Forest']);
  t.pass();
  t.cast('Giant Growth#1', { by: 'P1', targets: ['Wavebreak Hippocamp'] });
  t.resolve(); // the draw trigger
  t.resolve(); // Giant Growth
  t.expect({ players: { P1: { hand_count: 2 } } }); // one Giant Growth left, one card drawn
  t.pass();
  t.cast('Giant Growth#2', { by: 'P1', targets: ['Wavebreak Hippocamp'] });
  t.resolve();
  t.expect({ players: { P1: { hand_count: 1 } } }); // the second spell drew nothing
});
