/**
 * 508.1b: "Whenever a creature attacks you [or a planeswalker you control]" — triggers for each creature attacking
 * the ability's controller (or a planeswalker they control), not another player; "that creature's controller" is the
 * attacking creature's controller, not the defending player. Real modern cards in engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island'];

function game(p2: string[]) {
  return cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Grizzly Bears', 'Hill Giant'] },
        { library: [...LIB], battlefield: p2 },
        { library: [...LIB], battlefield: [] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
}

test('508.1b: Revenge of Ravens — each creature attacking you or your planeswalker costs its controller 1 life; you gain 1', () => {
  modernDef('Revenge of Ravens');
  const t = game(['Revenge of Ravens', 'Jace Beleren']);
  t.attack({ 'Grizzly Bears': 'P2', 'Hill Giant': 'Jace Beleren' });
  t.choose([0, 1]); // P2 orders its two triggers (603.3b)
  t.resolve();
  t.resolve();
  t.expect({ players: { P1: { life: 18 }, P2: { life: 22 } } });
});

test('508.1b: Revenge of Ravens — a creature attacking another player does not trigger it', () => {
  modernDef('Revenge of Ravens');
  const t = game(['Revenge of Ravens']);
  t.attack({ 'Grizzly Bears': 'P3', 'Hill Giant': 'P2' });
  t.resolve();
  t.expect({ players: { P1: { life: 19 }, P2: { life: 21 }, P3: { life: 20 } } });
});

test('508.1b: Hissing Miasma — "attacks you" only: attacking your planeswalker does not trigger it', () => {
  modernDef('Hissing Miasma');
  const t = game(['Hissing Miasma', 'Jace Beleren']);
  t.attack({ 'Grizzly Bears': 'Jace Beleren', 'Hill Giant': 'P2' });
  t.resolve();
  t.expect({ players: { P1: { life: 19 }, P2: { life: 20 } } });
});
