/**
 * "X is the total power / toughness / mana value of …" and "X is the greatest power among …": read from the
 * battlefield as the total cost is determined (601.2f) or as the permanent would enter (614.12). Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function game(hand: string, creatures: string[], cost: string) {
  return cardGame(
    {
      players: [
        { hand: [hand], library: [...LIB], battlefield: [...creatures, ...landsFor(cost)] },
        { library: [...LIB], battlefield: ['Serra Angel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('601.2f: Ghalta, Primal Hunger costs {8} less with Craw Wurm and Grizzly Bears (total power 8)', () => {
  modernDef('Ghalta, Primal Hunger');
  const t = game('Ghalta, Primal Hunger', ['Craw Wurm', 'Grizzly Bears'], '{2}{G}{G}');
  t.cast('Ghalta, Primal Hunger');
  t.resolve();
  t.expect({ objects: { 'Ghalta, Primal Hunger': { zone: 'battlefield' } } });
});

test("601.2f: Ghalta, Primal Hunger — an opponent's Serra Angel doesn't count: {2}{G}{G} can't pay with Grizzly Bears alone", () => {
  modernDef('Ghalta, Primal Hunger');
  const t = game('Ghalta, Primal Hunger', ['Grizzly Bears'], '{2}{G}{G}');
  t.cast('Ghalta, Primal Hunger', { refused: true });
});

test('614.12: Towering Titan enters with 6 +1/+1 counters (the toughness of Craw Wurm and Grizzly Bears)', () => {
  modernDef('Towering Titan');
  const t = game('Towering Titan', ['Craw Wurm', 'Grizzly Bears'], '{4}{G}{G}');
  t.cast('Towering Titan');
  t.resolve();
  t.expect({ objects: { 'Towering Titan': { counters: { '+1/+1': 6 } } } });
});

test('614.12: Prime Speaker Zegana enters with 6 counters (Craw Wurm is the greatest power) and draws 7', () => {
  modernDef('Prime Speaker Zegana');
  const t = game('Prime Speaker Zegana', ['Craw Wurm', 'Grizzly Bears'], '{2}{G}{G}{U}{U}');
  t.cast('Prime Speaker Zegana');
  t.resolve();
  t.resolve(); // the enters trigger
  t.expect({
    objects: { 'Prime Speaker Zegana': { counters: { '+1/+1': 6 }, pt: '7/7' } },
    players: { P1: { hand_count: 7 } },
  });
});
