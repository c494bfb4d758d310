/**
 * 608.2d: "Put a +1/+1 counter on a creature you control" with no target — the controller chooses one of their creatures
 * as the instruction is followed (none if they control none); "it" afterwards is that creature. Compiled modern cards
 * in real engine games.
 */
import { test } from 'node:test';
import { cardGame } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];
const SWAMPS = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];

test('608.2d: Blood Curdle destroys its target, then its controller chooses which creature gets the menace counter', () => {
  modernDef('Blood Curdle');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Blood Curdle'], battlefield: ['Grizzly Bears', 'Hill Giant', ...SWAMPS] },
        { library: [...LIB], battlefield: ['Craw Wurm'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Blood Curdle', { targets: ['Craw Wurm'] });
  t.resolve();
  t.choose(['Hill Giant']);
  t.expect({
    zones: { 'Craw Wurm': 'graveyard' },
    objects: { 'Hill Giant': { counters: { menace: 1 } }, 'Grizzly Bears': { counters: {} } },
    log_cites: ['608.2d'],
  });
});

test('608.2d: with no creature of its controller, Blood Curdle only destroys', () => {
  modernDef('Blood Curdle');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Blood Curdle'], battlefield: [...SWAMPS] },
        { library: [...LIB], battlefield: ['Craw Wurm', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Blood Curdle', { targets: ['Craw Wurm'] });
  t.resolve();
  t.expect({ zones: { 'Craw Wurm': 'graveyard' }, objects: { 'Grizzly Bears': { counters: {} } } });
});

test("608.2d: Kayla's Command — the chosen creature gets the +1/+1 counter and it gains double strike", () => {
  modernDef("Kayla's Command");
  const t = cardGame(
    {
      players: [
        {
          library: [...LIB],
          hand: ["Kayla's Command"],
          battlefield: ['Grizzly Bears', 'Hill Giant', 'Plains', 'Plains', 'Plains', 'Plains'],
        },
        { library: [...LIB] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast("Kayla's Command", { modes: [0, 1] });
  t.resolve();
  t.choose(['Grizzly Bears']);
  t.expect({ objects: { 'Grizzly Bears': { counters: { '+1/+1': 1 }, power: 3, keywords: ['double strike'] } } });
});
