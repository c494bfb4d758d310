/**
 * 510.2 / 603.2: "Whenever [~ / a creature you control] deals combat damage to an opponent" — only a player who is an
 * opponent of the ability's controller; "that much damage to each other opponent" is every opponent but that player.
 * Real modern cards.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island'];

test('510.2: Hydra Omnivore deals 8 combat damage to one opponent and that much to each other opponent', () => {
  modernDef('Hydra Omnivore');
  const t = cardGame(
    {
      players: [{ library: [...LIB], battlefield: ['Hydra Omnivore'] }, { library: [...LIB] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
  t.attack({ 'Hydra Omnivore': 'P2' });
  t.advance('end', 2);
  t.expect({ players: { P1: { life: 20 }, P2: { life: 12 }, P3: { life: 12 } } });
});

test('510.2: Coastal Piracy — a creature its controller controls dealing combat damage to an opponent draws a card', () => {
  modernDef('Coastal Piracy');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Coastal Piracy', 'Grizzly Bears', 'Hill Giant'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
  t.attack({ 'Grizzly Bears': 'P2', 'Hill Giant': 'P2' });
  t.pass(4); // to the combat damage step: one trigger for each creature that dealt combat damage
  t.choose([0, 1]);
  resolveAll(t.state, { yes: true });
  t.expect({ players: { P1: { hand_count: 2 }, P2: { life: 15 } } });
});
