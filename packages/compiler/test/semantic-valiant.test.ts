/**
 * 115.1 / 603.2: valiant — "Whenever this creature becomes the target of a spell or ability you control for the first
 * time each turn": it triggers only the first time each turn that a spell or ability of its controller targets it (a
 * spell of an opponent neither triggers it nor uses it up), and again in a later turn. Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

function game(active: 'P1' | 'P2', p1Hand: string[], p2Hand: string[] = []) {
  return cardGame(
    {
      players: [
        {
          hand: p1Hand,
          battlefield: ['Heartfire Hero', 'Forest', 'Forest'],
          library: ['Island', 'Island', 'Island', 'Island'],
        },
        { hand: p2Hand, battlefield: ['Forest'], library: ['Island', 'Island', 'Island', 'Island'] },
      ],
      position: { active, step: 'main1' },
    },
    modernCompiled,
  );
}

test('115.1: Heartfire Hero (valiant) gets a +1/+1 counter the first time its controller targets it this turn, not the second', () => {
  modernDef('Heartfire Hero');
  const t = game('P1', ['Giant Growth', 'Giant Growth']);
  t.cast('Giant Growth#1', { targets: ['Heartfire Hero'] });
  t.resolve(); // valiant
  t.resolve(); // Giant Growth
  t.expect({ objects: { 'Heartfire Hero': { counters: { '+1/+1': 1 }, pt: '5/5' } } });
  t.cast('Giant Growth#2', { targets: ['Heartfire Hero'] });
  t.resolve(); // Giant Growth: no second valiant trigger
  t.expect({ objects: { 'Heartfire Hero': { counters: { '+1/+1': 1 }, pt: '8/8' } } });
});

test("115.1: Heartfire Hero's valiant triggers again in its controller's next turn", () => {
  const t = game('P1', ['Giant Growth', 'Giant Growth']);
  t.cast('Giant Growth#1', { targets: ['Heartfire Hero'] });
  t.resolve();
  t.resolve();
  t.advance('main1', 4);
  t.cast('Giant Growth#2', { targets: ['Heartfire Hero'] });
  t.resolve(); // valiant
  t.expect({ objects: { 'Heartfire Hero': { counters: { '+1/+1': 2 } } } });
});

test("115.1: an opponent's spell targeting Heartfire Hero neither triggers valiant nor uses up its first time", () => {
  const t = game('P2', ['Giant Growth'], ['Giant Growth']);
  t.cast('Giant Growth', { by: 'P2', targets: ['Heartfire Hero'] });
  t.resolve(); // P2's Giant Growth: no trigger
  t.expect({ objects: { 'Heartfire Hero': { counters: {}, pt: '4/4' } } });
  t.pass(); // P2 passes priority: P1 may cast an instant
  t.cast('Giant Growth', { by: 'P1', targets: ['Heartfire Hero'] });
  t.resolve(); // valiant
  t.expect({ objects: { 'Heartfire Hero': { counters: { '+1/+1': 1 } } } });
});
