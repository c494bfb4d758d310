/**
 * Issue 19: "Whenever [you / a player / an opponent] sacrifice[s] a …" (701.21a) and "This ability triggers only once
 * each turn" (603.2), played with real cards of the modern pool in engine games. A permanent sacrificed triggers them;
 * one destroyed does not.
 */
import { test } from 'node:test';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame({ players: [p1, p2], position: { active: 'P1', step: 'main1' } }, modernCompiled);

test('701.21a: Body Dropper — a +1/+1 counter when you sacrifice another creature, none when one is destroyed', () => {
  modernDef('Body Dropper');
  const t = game({
    battlefield: ['Body Dropper', 'Viscera Seer', 'Grizzly Bears', 'Llanowar Elves', 'Mountain'],
    hand: ['Lightning Bolt'],
    library: ['Island', 'Island'],
  });
  t.cast('Lightning Bolt', { targets: ['Llanowar Elves'] }).resolve('all');
  t.expect({ zones: { 'Llanowar Elves': 'graveyard' }, objects: { 'Body Dropper': { pt: '2/2' } } }, 'destroyed');
  t.activate('Viscera Seer', { costs: ['Grizzly Bears'] }).resolve('all');
  t.expect({ zones: { 'Grizzly Bears': 'graveyard' }, objects: { 'Body Dropper': { pt: '3/3' } } }, 'sacrificed');
});

test('701.21a: Daemogoth Woe-Eater — "When you sacrifice ~": each opponent discards, you draw and gain 2 life', () => {
  modernDef('Daemogoth Woe-Eater');
  const t = game(
    { battlefield: ['Daemogoth Woe-Eater', 'Viscera Seer'], library: ['Island', 'Island'] },
    { hand: ['Island'], library: ['Island'] },
  );
  t.activate('Viscera Seer', { costs: ['Daemogoth Woe-Eater'] }).resolve('all');
  t.expect({
    zones: { 'Daemogoth Woe-Eater': 'graveyard' },
    players: { P1: { life: 22, hand_count: 1 }, P2: { hand_count: 0 } },
    log_cites: ['701.21a'],
  });
});

test('701.21a: It That Betrays — the nontoken permanents an opponent sacrifices to annihilator come to you', () => {
  modernDef('It That Betrays');
  const t = game({ battlefield: ['It That Betrays'] }, { battlefield: ['Grizzly Bears', 'Island'] });
  t.attack(['It That Betrays']);
  t.resolve('all'); // annihilator 2: P2 sacrifices both
  t.choose([0, 1]); // two sacrifices, two triggers: their order
  t.resolve('all');
  t.expect({ objects: { 'Grizzly Bears': { controller: 'P1' }, Island: { controller: 'P1' } } });
});

test('603.2: Forge Boss — "triggers only once each turn": two creatures sacrificed, 2 damage once; again next turn', () => {
  modernDef('Forge Boss');
  const t = game(
    {
      battlefield: ['Forge Boss', 'Nantuko Husk', 'Grizzly Bears', 'Llanowar Elves', 'Savannah Lions'],
      library: ['Island', 'Island', 'Island'],
    },
    { library: ['Island', 'Island', 'Island'] },
  );
  t.activate('Nantuko Husk', { costs: ['Grizzly Bears'] }).resolve('all');
  t.expect({ life: { P2: 18 } }, 'the first sacrifice this turn');
  t.activate('Nantuko Husk', { costs: ['Llanowar Elves'] });
  t.expect({ stack: ['Nantuko Husk ability'], life: { P2: 18 } }, 'the second sacrifice this turn: no trigger');
  t.resolve('all');
  t.advance('main1', 4);
  t.activate('Nantuko Husk', { costs: ['Savannah Lions'] }).resolve('all');
  t.expect({ life: { P2: 16 } }, 'a later turn: it triggers again');
});

test('701.21a: Tireless Tracker — a land investigates; sacrificing the Clue for its ability puts a counter on the Tracker', () => {
  modernDef('Tireless Tracker');
  const t = game({
    battlefield: ['Tireless Tracker', 'Forest', 'Forest'],
    hand: ['Forest'],
    library: ['Island', 'Island'],
  });
  t.play('Forest').resolve('all');
  t.activate('Clue').resolve('all');
  t.expect({ objects: { 'Tireless Tracker': { pt: '4/3' } }, players: { P1: { hand_count: 1 } } });
});
