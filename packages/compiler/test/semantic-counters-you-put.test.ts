/**
 * 122.6: "Whenever you put one or more -1/-1 / +1/+1 counters on a creature": counters the ability's controller put —
 * by a spell they control, by damage from their source with wither (120.3d), or as their permanent enters with them
 * (122.6a) — and not counters another player put. Real modern cards: Obelisk Spider, Stocking the Pantry.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];

test('122.6: Obelisk Spider — you put a -1/-1 counter on a creature with Scar: each opponent loses 1 life, you gain 1', () => {
  modernDef('Obelisk Spider');
  const t = cardGame(
    {
      players: [
        { hand: ['Scar'], library: [...LIB], battlefield: ['Obelisk Spider', 'Swamp'] },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Scar', { targets: ['Grizzly Bears'] });
  t.resolve();
  t.resolve();
  t.expect({ players: { P1: { life: 21 }, P2: { life: 19 } }, objects: { 'Grizzly Bears': { power: 1 } } });
});

test('122.6: Obelisk Spider — a -1/-1 counter an opponent puts is not one you put', () => {
  modernDef('Obelisk Spider');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Obelisk Spider'] },
        { hand: ['Scar'], library: [...LIB], battlefield: ['Swamp'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Scar', { targets: ['Obelisk Spider'] });
  t.resolve();
  t.expect({ players: { P1: { life: 20 }, P2: { life: 20 } }, objects: { 'Obelisk Spider': { power: 0 } } });
});

test('120.3d / 122.6: Obelisk Spider — wither damage from your Boggart Ram-Gang puts -1/-1 counters: you put them', () => {
  modernDef('Obelisk Spider');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Obelisk Spider', 'Boggart Ram-Gang'] },
        { library: [...LIB], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
  t.attack({ 'Boggart Ram-Gang': 'P2' });
  t.block({ 'Hill Giant': 'Boggart Ram-Gang' });
  t.advance('end', 2);
  t.expect({ players: { P1: { life: 21 }, P2: { life: 19 } } });
});

test('122.6a: Stocking the Pantry — Walking Ballista entering with a +1/+1 counter under your control is a counter you put', () => {
  modernDef('Stocking the Pantry');
  const t = cardGame(
    {
      players: [
        { hand: ['Walking Ballista'], library: [...LIB], battlefield: ['Stocking the Pantry', 'Swamp', 'Swamp'] },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Walking Ballista', { x: 1 });
  t.resolve();
  t.resolve();
  t.expect({ objects: { 'Stocking the Pantry': { counters: { supply: 1 } }, 'Walking Ballista': { power: 1 } } });
});
