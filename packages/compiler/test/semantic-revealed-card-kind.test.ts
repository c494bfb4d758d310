/**
 * 701.20a / 608.2c: "Reveal the top card of your library. If it's a creature [or land] card, …" and "Exile the top card
 * of target player's library. If it's a land card, …": the condition is on the one card revealed or exiled, as the
 * instruction is followed. Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Lightning Bolt', 'Shock', 'Opt', 'Grizzly Bears', 'Island'];

function game(spell: string, cost: string) {
  return cardGame(
    {
      players: [
        { hand: [spell], library: [...LIB], battlefield: [...landsFor(cost)] },
        { library: ['Forest', 'Shock'], battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('701.20a: Track Down — the revealed top card is a creature card (Grizzly Bears): P1 draws it', () => {
  modernDef('Track Down');
  const t = game('Track Down', '{1}{G}');
  t.cast('Track Down');
  t.resolve();
  t.choose(['Lightning Bolt', 'Shock', 'Opt']); // scry 3: all three to the bottom
  t.expect({ players: { P1: { hand: ['Grizzly Bears'] } } });
});

test('701.20a: Track Down — the revealed top card is an instant (Lightning Bolt): no card is drawn', () => {
  modernDef('Track Down');
  const t = game('Track Down', '{1}{G}');
  t.cast('Track Down');
  t.resolve();
  t.choose([]); // scry 3: all three stay on top
  t.choose(['Lightning Bolt', 'Shock', 'Opt']); // in this order
  t.expect({ players: { P1: { hand: [], library_count: 5 } } });
});

test('608.2c: Elven Farsight — declining to reveal the top card (a creature card) draws nothing', () => {
  modernDef('Elven Farsight');
  const t = game('Elven Farsight', '{G}');
  t.cast('Elven Farsight');
  t.resolve();
  t.choose(['Lightning Bolt', 'Shock', 'Opt']);
  t.choose(false); // "you may reveal"
  t.expect({ players: { P1: { hand: [] } } });
});

test('701.20a: Elven Farsight — revealing a creature card draws it', () => {
  modernDef('Elven Farsight');
  const t = game('Elven Farsight', '{G}');
  t.cast('Elven Farsight');
  t.resolve();
  t.choose(['Lightning Bolt', 'Shock', 'Opt']);
  t.choose(true);
  t.expect({ players: { P1: { hand: ['Grizzly Bears'] } } });
});

test("608.2c: Scrib Nibblers — exiles a land card from P2's library: P1 gains 1 life; then a Shock: no life", () => {
  modernDef('Scrib Nibblers');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Scrib Nibblers'] },
        { library: ['Forest', 'Island', 'Shock'], battlefield: [] }, // P2 draws the Island on turn 3
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.activate('Scrib Nibblers', { targets: ['P2'] });
  t.resolve();
  t.expect({ exile: ['Forest'], players: { P1: { life: 21 } } });
  t.advance('main1', 4);
  t.activate('Scrib Nibblers', { targets: ['P2'] });
  t.resolve();
  t.expect({ exile: ['Forest', 'Shock'], players: { P1: { life: 21 } } });
});
