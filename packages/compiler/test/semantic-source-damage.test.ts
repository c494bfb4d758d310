/**
 * 120.1 / 609.7: "Whenever a source you control deals [noncombat] damage [to an opponent / to you / 5 or more]": any
 * object its controller controls — here a spell on the stack as it resolves — is a source. Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function game(battlefield: string[], hand: string[], cost: string) {
  return cardGame(
    {
      players: [
        { hand, library: [...LIB], battlefield: [...battlefield, ...landsFor(cost)] },
        { library: [...LIB], battlefield: [] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
}

test('120.1 / 609.7: Niv-Mizzet, Visionary — a Lightning Bolt P1 controls deals 3 noncombat damage to P2: P1 draws 3', () => {
  modernDef('Niv-Mizzet, Visionary');
  const t = game(['Niv-Mizzet, Visionary'], ['Lightning Bolt'], '{R}');
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve(); // the Bolt: the trigger goes on the stack
  t.resolve(); // the trigger
  t.expect({ players: { P2: { life: 17 }, P1: { hand_count: 3 } } });
});

test('120.2: Niv-Mizzet, Visionary — its combat damage to an opponent is not noncombat damage: no draw', () => {
  modernDef('Niv-Mizzet, Visionary');
  const t = game(['Niv-Mizzet, Visionary'], [], '');
  t.advance('declareAttackers');
  t.attack({ 'Niv-Mizzet, Visionary': 'P2' });
  t.advance('end');
  t.expect({ players: { P2: { life: 15 }, P1: { hand_count: 0 } } });
});

test('609.7: Talon of Pain — a Shock P1 controls damages P2: a charge counter; a Shock at P1 itself: none', () => {
  modernDef('Talon of Pain');
  const t = game(['Talon of Pain'], ['Shock', 'Shock'], '{R}{R}');
  t.cast('Shock', { targets: ['P2'] });
  t.resolve();
  t.resolve();
  t.cast('Shock', { targets: ['P1'] });
  t.resolve();
  t.expect({ objects: { 'Talon of Pain': { counters: { charge: 1 } } }, players: { P1: { life: 18 } } });
});

test('609.7: Auntie Blyte — a source P1 controls deals 3 damage to P1: three +1/+1 counters', () => {
  modernDef('Auntie Blyte, Bad Influence');
  const t = game(['Auntie Blyte, Bad Influence'], ['Lightning Bolt'], '{R}');
  t.cast('Lightning Bolt', { targets: ['P1'] });
  t.resolve();
  t.resolve();
  t.expect({ objects: { 'Auntie Blyte, Bad Influence': { counters: { '+1/+1': 3 } } } });
});

test('609.7: Dragonborn Champion — 3 damage to a player draws nothing, 5 damage draws a card', () => {
  modernDef('Dragonborn Champion');
  const t = game(['Dragonborn Champion'], ['Lightning Bolt', 'Lava Axe'], '{R}{4}{R}');
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve();
  t.expect({ players: { P1: { hand_count: 1 } }, stack: [] });
  t.cast('Lava Axe', { targets: ['P2'] });
  t.resolve();
  t.resolve();
  t.expect({ players: { P1: { hand_count: 1, hand: ['Island'] }, P2: { life: 12 } } });
});

test('609.7: Thor, Guardian of Midgard — P1 may exile that many cards (3) and play them this turn', () => {
  modernDef('Thor, Guardian of Midgard');
  const t = game(['Thor, Guardian of Midgard'], ['Lightning Bolt'], '{R}');
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve();
  t.resolve();
  t.choose(true);
  t.expect({ exile: ['Island', 'Island', 'Island'], players: { P1: { library_count: 3 } } });
});
