/**
 * 506.5: a creature attacks alone if it's the only creature declared as an attacker during the declare attackers
 * step. "Whenever ~ attacks alone" and "Whenever equipped creature attacks alone" trigger then, and not when another
 * creature attacks beside it. Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function attackGame(battlefield: (string | { card: string; attached_to: string })[]) {
  return cardGame(
    {
      players: [{ library: [...LIB], battlefield }, { library: [...LIB] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
}

test('506.5: Rogue Kavu attacking alone gets +2/+0 until end of turn', () => {
  modernDef('Rogue Kavu');
  const t = attackGame(['Rogue Kavu', 'Grizzly Bears']);
  t.attack({ 'Rogue Kavu': 'P2' });
  t.resolve();
  t.expect({ objects: { 'Rogue Kavu': { power: 3, toughness: 1 } } });
  t.advance('end', 2);
  t.expect({ players: { P2: { life: 17 } } });
});

test('506.5: Rogue Kavu attacking beside another creature does not attack alone', () => {
  modernDef('Rogue Kavu');
  const t = attackGame(['Rogue Kavu', 'Grizzly Bears']);
  t.attack({ 'Rogue Kavu': 'P2', 'Grizzly Bears': 'P2' });
  t.expect({ objects: { 'Rogue Kavu': { power: 1, toughness: 1 } } });
  t.advance('end', 2);
  t.expect({ players: { P2: { life: 17 } } });
});

test("506.5: Reaper's Talisman — when the equipped creature attacks alone, the defending player loses 2 life and you gain 2", () => {
  modernDef("Reaper's Talisman");
  const t = attackGame(['Grizzly Bears', { card: "Reaper's Talisman", attached_to: 'Grizzly Bears' }]);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.choose([0, 1]); // both of its triggers: "attacks" and "attacks alone"
  t.advance('end', 2);
  t.expect({
    players: { P1: { life: 22 }, P2: { life: 16 } },
    objects: { 'Grizzly Bears': { keywords: ['deathtouch'] } },
  });
});

test("506.5: Reaper's Talisman — an equipped creature attacking beside another doesn't attack alone", () => {
  modernDef("Reaper's Talisman");
  const t = attackGame([
    'Grizzly Bears',
    'Llanowar Elves',
    { card: "Reaper's Talisman", attached_to: 'Grizzly Bears' },
  ]);
  t.attack({ 'Grizzly Bears': 'P2', 'Llanowar Elves': 'P2' });
  t.advance('end', 2);
  t.expect({ players: { P1: { life: 20 }, P2: { life: 17 } } });
});
