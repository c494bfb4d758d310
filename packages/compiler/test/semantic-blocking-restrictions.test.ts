/**
 * Issue 19: blocking restrictions (509.1b) played with real cards of the modern pool: "~ can't be blocked except by
 * three or more creatures" (a menace-like minimum, 702.111b with two), and the one-turn "[creature] can't be blocked
 * this turn except by creatures with haste / artifact creatures and/or red creatures / black creatures" granted by
 * activated abilities and spells (611.2c: a spell's "black creatures you control" are those it affected as it resolved).
 */
import { test } from 'node:test';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Plains', 'Plains', 'Plains', 'Plains'];
const game = (p1: PlayerSetup, p2: PlayerSetup = {}, step: 'main1' | 'declareAttackers' = 'declareAttackers') =>
  cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active: 'P1', step, ...(step === 'declareAttackers' ? { begin_step: true } : {}) },
    },
    modernCompiled,
  );
const BEARS3 = ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'];

test("509.1b Troll of Khazad-dûm can't be blocked except by three or more creatures: one or two are refused, three block", () => {
  modernDef('Troll of Khazad-dûm');
  const t = game({ battlefield: ['Troll of Khazad-dûm'] }, { battlefield: BEARS3 });
  t.attack({ 'Troll of Khazad-dûm': 'P2' });
  t.advance('declareBlockers');
  t.block({ 'Grizzly Bears': 'Troll of Khazad-dûm' }, { refused: { rule: '509.1b' } });
  t.block({ 'Grizzly Bears': 'Troll of Khazad-dûm', 'Grizzly Bears#2': 'Troll of Khazad-dûm' }, { refused: true });
  t.block({
    'Grizzly Bears': 'Troll of Khazad-dûm',
    'Grizzly Bears#2': 'Troll of Khazad-dûm',
    'Grizzly Bears#3': 'Troll of Khazad-dûm',
  });
  t.advance('main2');
  t.expect({ life: { P2: 20 } });
});

test('509.1b / 702.111b Sonorous Howlbonder: a creature with menace needs three blockers, one without menace needs one', () => {
  modernDef('Sonorous Howlbonder');
  const t = game({ battlefield: ['Sonorous Howlbonder', 'Boggart Brute', 'Hill Giant'] }, { battlefield: BEARS3 });
  t.attack({ 'Boggart Brute': 'P2', 'Hill Giant': 'P2' });
  t.advance('declareBlockers');
  t.block({ 'Grizzly Bears': 'Boggart Brute', 'Grizzly Bears#2': 'Boggart Brute' }, { refused: { rule: '509.1b' } });
  t.block({ 'Grizzly Bears': 'Hill Giant' });
  t.advance('main2');
  t.expect({ life: { P2: 17 } }); // the Brute (3/2) unblocked
});

test('509.1b Gingerbrute: after {1}, Grizzly Bears may not block it this turn, a creature with haste may', () => {
  modernDef('Gingerbrute');
  for (const blocker of ['Grizzly Bears', 'Raging Goblin']) {
    // (Hill Giant attacks too, so that the Bears have a legal block and the defender is asked.)
    const t = game({ battlefield: ['Gingerbrute', 'Hill Giant', 'Plains'] }, { battlefield: [blocker] }, 'main1');
    t.activate('Gingerbrute', { ability: "can't be blocked" }).resolve();
    t.advance('declareAttackers');
    t.attack({ Gingerbrute: 'P2', 'Hill Giant': 'P2' });
    t.advance('declareBlockers');
    t.block({ [blocker]: 'Gingerbrute' }, blocker === 'Grizzly Bears' ? { refused: true } : {});
    if (blocker === 'Grizzly Bears') t.block({ [blocker]: 'Hill Giant' });
  }
});

test('509.1b Firefright Mage: the target can be blocked this turn only by artifact creatures and/or red creatures', () => {
  modernDef('Firefright Mage');
  for (const [blocker, legal] of [
    ['Llanowar Elves', false],
    ['Ornithopter', true],
    ['Raging Goblin', true],
  ] as const) {
    const t = game(
      { battlefield: ['Firefright Mage', 'Hill Giant', 'Grizzly Bears', 'Mountain', 'Mountain'], hand: ['Plains'] },
      { battlefield: [blocker] },
      'main1',
    );
    t.activate('Firefright Mage', { targets: ['Hill Giant'] }).resolve();
    t.advance('declareAttackers');
    t.attack({ 'Hill Giant': 'P2', 'Grizzly Bears': 'P2' });
    t.advance('declareBlockers');
    t.block({ [blocker]: 'Hill Giant' }, legal ? {} : { refused: true });
    if (!legal) t.block({ [blocker]: 'Grizzly Bears' }); // the untargeted Bears may be blocked by anything
  }
});

test('509.1b / 611.2c Dread Charge: black creatures you control can be blocked only by black creatures this turn', () => {
  modernDef('Dread Charge');
  for (const [blocker, legal] of [
    ['Grizzly Bears', false],
    ['Walking Corpse', true],
  ] as const) {
    const t = game(
      { battlefield: ['Walking Corpse', 'Hill Giant', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Dread Charge'] },
      { battlefield: [blocker] },
      'main1',
    );
    t.cast('Dread Charge').resolve();
    t.advance('declareAttackers');
    t.attack({ 'Walking Corpse': 'P2', 'Hill Giant': 'P2' });
    t.advance('declareBlockers');
    t.block({ [blocker]: 'Walking Corpse' }, legal ? {} : { refused: true });
    if (!legal) t.block({ [blocker]: 'Hill Giant' }); // the red Giant is not affected
  }
});
