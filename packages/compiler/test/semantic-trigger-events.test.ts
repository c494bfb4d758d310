/**
 * Issue 19: trigger events of modern Oracle text, each played with real cards of the modern pool in engine games:
 * one ability with two trigger events ("When ~ enters or dies", "When ~ enters and whenever …", 603.2) and "~ or
 * another [creature] dies" (603.10a: each looks back at the object as it last existed).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

const goblins = (t: CardGame): number => t.state.battlefield.filter((o) => chars(t.state, o).name === 'Goblin').length;

test('603.2 / 603.10a: Mogg War Marshal — a Goblin token when it enters and another when it dies', () => {
  modernDef('Mogg War Marshal');
  const t = game({
    battlefield: ['Mountain', 'Mountain', 'Mountain'],
    hand: ['Mogg War Marshal', 'Lightning Bolt'],
  });
  t.cast('Mogg War Marshal').resolve('all');
  assert.equal(goblins(t), 1, 'entered: one token');
  t.cast('Lightning Bolt', { targets: ['Mogg War Marshal'] }).resolve('all');
  t.expect({ zones: { 'Mogg War Marshal': 'graveyard' } });
  assert.equal(goblins(t), 2, 'died: a second token');
});

test('603.2: Up the Beanstalk — draws when it enters and for a spell of mana value 5 or greater, not for one of 4', () => {
  modernDef('Up the Beanstalk');
  const t = game({
    battlefield: Array(11).fill('Forest'),
    hand: ['Up the Beanstalk', 'Prized Unicorn', 'Thragtusk'],
    library: ['Forest', 'Forest', 'Forest', 'Forest'],
  });
  t.cast('Up the Beanstalk').resolve('all');
  t.expect({ players: { P1: { hand_count: 3 } } }, 'entered: one card drawn');
  t.cast('Thragtusk').resolve('all'); // mana value 5
  t.expect({ players: { P1: { hand_count: 3 } } }, 'Thragtusk cast: one more card drawn');
  t.cast('Prized Unicorn').resolve('all'); // mana value 4
  t.expect({ players: { P1: { hand_count: 2 } } }, 'Prized Unicorn cast: no card drawn');
});

test('603.10a: Zulaport Cutthroat — drains when it or another creature you control dies, not for an opponent’s creature', () => {
  modernDef('Zulaport Cutthroat');
  const t = game(
    {
      battlefield: ['Zulaport Cutthroat', 'Grizzly Bears', 'Mountain', 'Mountain', 'Mountain'],
      hand: ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'],
    },
    { battlefield: ['Llanowar Elves'] },
  );
  t.cast('Lightning Bolt', { targets: ['Llanowar Elves'] }).resolve('all');
  t.expect({ zones: { 'Llanowar Elves': 'graveyard' }, life: { P1: 20, P2: 20 } }, "an opponent's creature: nothing");
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] }).resolve('all');
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' }, life: { P1: 21, P2: 19 } }, 'another creature you control');
  t.cast('Lightning Bolt', { targets: ['Zulaport Cutthroat'] }).resolve('all');
  t.expect({ zones: { 'Zulaport Cutthroat': 'graveyard' }, life: { P1: 22, P2: 18 } }, 'the Cutthroat itself');
});

test('508.1 / 603.2c: Military Intelligence — draws when you attack with two or more creatures, not with one', () => {
  modernDef('Military Intelligence');
  for (const attackers of [['Grizzly Bears', 'Llanowar Elves'], ['Grizzly Bears']]) {
    const t = game(
      { battlefield: ['Military Intelligence', 'Grizzly Bears', 'Llanowar Elves'], library: ['Island', 'Island'] },
      { library: ['Island', 'Island'] },
    );
    t.attack(attackers);
    if (t.state.turns[0]!.stack.length > 0) t.resolve('all');
    t.expect({ players: { P1: { hand_count: attackers.length === 2 ? 1 : 0 } } }, `${attackers.length} attacker(s)`);
  }
});

test('708.8: Gadget Technician cast face down makes no Thopter; turned face up, it makes one and Aven Farseer gets a counter', () => {
  modernDef('Gadget Technician');
  modernDef('Aven Farseer');
  const t = game({
    battlefield: ['Aven Farseer', 'Mountain', 'Mountain', 'Mountain', 'Island', 'Island'],
    hand: ['Gadget Technician'],
  });
  t.cast('Gadget Technician', { with: 'morph' }).resolve('all');
  const thopters = (): number => t.state.battlefield.filter((o) => chars(t.state, o).name === 'Thopter').length;
  assert.equal(thopters(), 0, 'face down: no abilities as it enters');
  t.step('turn face up', { turn_face_up: 'Gadget Technician' });
  t.choose([0, 1]); // both triggered: their order
  t.resolve('all');
  assert.equal(thopters(), 1, 'turned face up: one Thopter');
  t.expect({ objects: { 'Aven Farseer': { counters: { '+1/+1': 1 } } } });
});

test('603.6a / 603.10a: Cryogen Relic — "When this artifact enters or leaves the battlefield, draw a card"', () => {
  modernDef('Cryogen Relic');
  const t = game({
    battlefield: ['Island', 'Island', 'Island', 'Island'],
    hand: ['Cryogen Relic'],
    library: ['Forest', 'Forest', 'Forest', 'Forest'],
  });
  t.cast('Cryogen Relic').resolve('all');
  t.expect({ players: { P1: { hand_count: 1 } } }, 'entered: one card drawn');
  t.activate('Cryogen Relic', { targets: [[]] }).resolve('all');
  t.expect({ zones: { 'Cryogen Relic': 'graveyard' }, players: { P1: { hand_count: 2 } } }, 'left: one more card');
});

test('603.10a: Aven Riftwatcher — 2 life as it enters and 2 more as it dies (leaves the battlefield)', () => {
  modernDef('Aven Riftwatcher');
  const t = game({
    battlefield: ['Plains', 'Plains', 'Plains', 'Mountain'],
    hand: ['Aven Riftwatcher', 'Lightning Bolt'],
  });
  t.cast('Aven Riftwatcher').resolve('all');
  t.expect({ life: { P1: 22 } });
  t.cast('Lightning Bolt', { targets: ['Aven Riftwatcher'] }).resolve('all');
  t.expect({ zones: { 'Aven Riftwatcher': 'graveyard' }, life: { P1: 24 } });
});

test('603.10a: Flaming Fist Officer — another creature you control leaving the battlefield (bounced or dying) adds a counter', () => {
  modernDef('Flaming Fist Officer');
  const t = game(
    {
      battlefield: ['Flaming Fist Officer', 'Grizzly Bears', 'Raging Goblin', 'Island', 'Mountain'],
      hand: ['Unsummon', 'Lightning Bolt'],
    },
    { battlefield: ['Hill Giant'] },
  );
  t.cast('Unsummon', { targets: ['Grizzly Bears'] }).resolve('all');
  t.expect({ objects: { 'Flaming Fist Officer': { counters: { '+1/+1': 1 } } } });
  t.cast('Lightning Bolt', { targets: ['Raging Goblin'] }).resolve('all');
  t.expect({ objects: { 'Flaming Fist Officer': { counters: { '+1/+1': 2 } } } });
});

test("700.4: Imperial Cosmographer — 'leaves the battlefield without dying': bounced, yes; destroyed, no", () => {
  modernDef('Imperial Cosmographer');
  const t = game({
    battlefield: ['Imperial Cosmographer', 'Grizzly Bears', 'Raging Goblin', 'Island', 'Mountain'],
    hand: ['Unsummon', 'Lightning Bolt'],
  });
  t.cast('Lightning Bolt', { targets: ['Raging Goblin'] }).resolve('all');
  t.expect({ objects: { 'Imperial Cosmographer': { counters: {} } } });
  t.cast('Unsummon', { targets: ['Grizzly Bears'] }).resolve('all');
  t.expect({ objects: { 'Imperial Cosmographer': { counters: { '+1/+1': 2 } } } });
});
