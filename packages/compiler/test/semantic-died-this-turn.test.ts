/**
 * 700.4: "for each creature that died this turn", "the number of nontoken creatures that died this turn" (issue 19),
 * with real cards of the modern pool: the turn's record of the creatures that died, as they last existed (608.2h).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'], ...p1 },
        { library: ['Island', 'Island', 'Island', 'Island'], ...p2 },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );

test("700.4: Flesh Allergy — the target's controller loses life for each creature that died this turn, the sacrificed one and the target included", () => {
  modernDef('Flesh Allergy');
  const t = game(
    {
      battlefield: ['Mountain', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'],
      hand: ['Lightning Bolt', 'Flesh Allergy'],
    },
    { battlefield: ['Llanowar Elves', 'Craw Wurm'] },
  );
  t.cast('Lightning Bolt', { targets: ['Llanowar Elves'] });
  resolveAll(t.state);
  t.cast('Flesh Allergy', { targets: ['Craw Wurm'], costs: ['Grizzly Bears'] });
  resolveAll(t.state);
  assert.deepEqual(t.cards('P2', 'graveyard').sort(), ['Craw Wurm', 'Llanowar Elves']);
  assert.equal(t.life('P2'), 17, 'Llanowar Elves, Grizzly Bears and Craw Wurm died this turn');
});

test('700.4: Rise of the Dread Marn counts only the nontoken creatures that died this turn', () => {
  modernDef('Rise of the Dread Marn');
  const t = game({
    battlefield: ['Mountain', 'Mountain', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'],
    hand: ['Raise the Alarm', 'Lightning Bolt', 'Lightning Bolt', 'Rise of the Dread Marn'],
  });
  t.cast('Raise the Alarm', { pay: ['Plains', 'Plains'] });
  resolveAll(t.state);
  t.cast('Lightning Bolt', { targets: ['Soldier'] });
  resolveAll(t.state);
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(t.state);
  t.cast('Rise of the Dread Marn');
  resolveAll(t.state);
  const zombies = t.state.battlefield.filter((id) => t.nameOf(id).startsWith('Zombie'));
  assert.equal(zombies.length, 1, 'the Soldier token that died is not counted');
});

test('700.4: Floating-Dream Zubera — each Zubera that dies draws a card for each Zubera that died this turn, not other creatures', () => {
  modernDef('Floating-Dream Zubera');
  const t = game(
    {
      battlefield: ['Mountain', 'Mountain', 'Floating-Dream Zubera', 'Floating-Dream Zubera', 'Grizzly Bears'],
      hand: ['Pyroclasm'],
    },
    {},
  );
  t.cast('Pyroclasm');
  resolveAll(t.state);
  assert.equal(t.cards('P1', 'graveyard').filter((n) => n === 'Floating-Dream Zubera').length, 2);
  t.expect({ players: { P1: { hand_count: 4 } } });
});

test('700.4 / 614.1c: Bloodcrazed Paladin enters with a +1/+1 counter for each creature that died this turn', () => {
  modernDef('Bloodcrazed Paladin');
  const t = game(
    { battlefield: ['Mountain', 'Swamp', 'Swamp'], hand: ['Lightning Bolt', 'Bloodcrazed Paladin'] },
    { battlefield: ['Grizzly Bears'] },
  );
  t.cast('Bloodcrazed Paladin');
  resolveAll(t.state);
  t.expect({ objects: { 'Bloodcrazed Paladin': { counters: {} } } });
  const u = game(
    { battlefield: ['Mountain', 'Swamp', 'Swamp'], hand: ['Lightning Bolt', 'Bloodcrazed Paladin'] },
    { battlefield: ['Grizzly Bears'] },
  );
  u.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(u.state);
  u.cast('Bloodcrazed Paladin');
  resolveAll(u.state);
  u.expect({ objects: { 'Bloodcrazed Paladin': { counters: { '+1/+1': 1 } } } });
});
