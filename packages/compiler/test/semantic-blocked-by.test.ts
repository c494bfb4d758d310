/**
 * Issue 19: "Whenever ~ blocks or becomes blocked by a [non-Wall / green or white / white] creature" and "Whenever ~
 * becomes blocked by an artifact creature" (509.3b, 509.3d: once for each such creature it blocks or that blocks it;
 * "that creature" is the other one), played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame, type PlayerSetup } from '@arbiter/scenarios';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const LIB = ['Plains', 'Plains', 'Plains', 'Plains'];
const combat = (p1: PlayerSetup, p2: PlayerSetup = {}) =>
  cardGame(
    {
      players: [
        { library: [...LIB], ...p1 },
        { library: [...LIB], ...p2 },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );

test('509.3d Thicket Basilisk becomes blocked by Hill Giant: the Giant is destroyed at end of combat; a Wall is not', () => {
  modernDef('Thicket Basilisk');
  for (const [blocker, dies] of [
    ['Hill Giant', true],
    ['Wall of Stone', false],
  ] as const) {
    const t = combat({ battlefield: ['Thicket Basilisk'] }, { battlefield: [blocker] });
    t.attack({ 'Thicket Basilisk': 'P2' });
    t.block({ [blocker]: 'Thicket Basilisk' });
    t.advance('main2');
    t.expect({ zones: { [blocker]: dies ? 'graveyard' : 'battlefield' } });
  }
});

test('509.3b Abomination blocks: a green attacker is destroyed at end of combat, a red one is not (Hill Giant survives the 2 damage)', () => {
  modernDef('Abomination');
  for (const [attacker, dies] of [
    ['Grizzly Bears', true],
    ['Hill Giant', false],
  ] as const) {
    const t = combat({ battlefield: [attacker] }, { battlefield: ['Abomination'] });
    t.attack({ [attacker]: 'P2' });
    t.block({ Abomination: attacker });
    t.advance('main2');
    t.expect({ zones: { [attacker]: dies ? 'graveyard' : 'battlefield', Abomination: 'battlefield' } });
  }
});

test('509.3d Ogre Leadfoot: blocked by an artifact creature, it destroys that creature; blocked by Grizzly Bears, nothing', () => {
  modernDef('Ogre Leadfoot');
  for (const [blocker, dies] of [
    ['Ornithopter', true],
    ['Grizzly Bears', false],
  ] as const) {
    const t = combat({ battlefield: ['Ogre Leadfoot'] }, { battlefield: [blocker, 'Wall of Stone'] });
    t.attack({ 'Ogre Leadfoot': 'P2' });
    t.block({ [blocker]: 'Ogre Leadfoot', 'Wall of Stone': 'Ogre Leadfoot' });
    resolveAll(t.state);
    t.expect({ zones: { [blocker]: dies ? 'graveyard' : 'battlefield', 'Wall of Stone': 'battlefield' } });
  }
});

test('509.3b Ghost Hounds blocks a white creature and gains first strike; blocking a green one, it does not', () => {
  modernDef('Ghost Hounds');
  for (const [attacker, first] of [
    ['Savannah Lions', true],
    ['Grizzly Bears', false],
  ] as const) {
    const t = combat({ battlefield: [attacker] }, { battlefield: ['Ghost Hounds'] });
    t.attack({ [attacker]: 'P2' });
    t.block({ 'Ghost Hounds': attacker });
    resolveAll(t.state);
    assert.equal(t.chars('Ghost Hounds').keywords.has('first strike'), first, attacker);
  }
});
