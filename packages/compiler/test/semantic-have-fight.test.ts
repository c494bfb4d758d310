/**
 * Issue 19: "you may have it / enchanted creature fight target creature …" (701.12a: each deals damage equal to its
 * power to the other; the object named, not a target, fights), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);
const FORESTS = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

for (const yes of [true, false]) {
  test(`701.12a: Affectionate Indrik enters and ${yes ? 'fights' : 'does not fight'} the opponent's Hill Giant`, () => {
    modernDef('Affectionate Indrik');
    const t = game({ battlefield: FORESTS, hand: ['Affectionate Indrik'] }, { battlefield: ['Hill Giant'] });
    t.cast('Affectionate Indrik').resolve();
    t.choose(['Hill Giant']);
    t.resolve(); // the trigger resolves: "you may" is chosen now
    t.choose(yes);
    t.expect(
      yes
        ? { zones: { 'Hill Giant': 'graveyard' }, objects: { 'Affectionate Indrik': { damage: 3 } } }
        : { zones: { 'Hill Giant': 'battlefield' }, objects: { 'Affectionate Indrik': { damage: 0 } } },
    );
  });
}

test('701.12a: Cartouche of Strength — the enchanted Grizzly Bears (3/3 with it) fight the Hill Giant', () => {
  modernDef('Cartouche of Strength');
  const t = game(
    { battlefield: ['Forest', 'Forest', 'Forest', 'Grizzly Bears'], hand: ['Cartouche of Strength'] },
    { battlefield: ['Hill Giant'] },
  );
  t.cast('Cartouche of Strength', { targets: ['Grizzly Bears'] }).resolve();
  t.choose(['Hill Giant']);
  t.resolve();
  t.choose(true);
  t.expect({ zones: { 'Hill Giant': 'graveyard', 'Grizzly Bears': 'graveyard' } });
});
