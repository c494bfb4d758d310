/**
 * 119.3: "the amount of life you've gained this turn", "the total life lost by your opponents / by all players this
 * turn": read from the turn's history — as the permanent would enter (614.12) or as the ability resolves. Real modern
 * cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { landsFor, modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island'];

function game(hand: string[], battlefield: string[], cost: string) {
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

test("614.12 / 119.3: Voracious Wurm enters with 3 counters after P1's Revitalize gained 3 life this turn", () => {
  modernDef('Voracious Wurm');
  const t = game(['Revitalize', 'Voracious Wurm'], [], '{W}{W}{G}{G}');
  t.cast('Revitalize', { pay: ['Plains', 'Plains'] });
  t.resolve();
  t.cast('Voracious Wurm');
  t.resolve();
  t.expect({ objects: { 'Voracious Wurm': { counters: { '+1/+1': 3 } } }, players: { P1: { life: 23 } } });
});

test('614.12 / 119.3: Cryptborn Horror enters with 3 counters after a Lightning Bolt to P2 (not the 2 P1 lost)', () => {
  modernDef('Cryptborn Horror');
  const t = game(['Lightning Bolt', 'Shock', 'Cryptborn Horror'], [], '{R}{R}{1}{B}{B}');
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve();
  t.cast('Shock', { targets: ['P1'] });
  t.resolve();
  t.cast('Cryptborn Horror');
  t.resolve();
  t.expect({ objects: { 'Cryptborn Horror': { counters: { '+1/+1': 3 } } } });
});

test('119.3: Tainted Sigil gains the life lost by all players this turn (3 + 2)', () => {
  modernDef('Tainted Sigil');
  const t = game(['Lightning Bolt', 'Shock'], ['Tainted Sigil'], '{R}{R}');
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.resolve();
  t.cast('Shock', { targets: ['P1'] });
  t.resolve();
  t.activate('Tainted Sigil');
  t.resolve();
  t.expect({ players: { P1: { life: 23 }, P2: { life: 17 } } });
});
