/**
 * 603.2c: "Whenever one or more [artifact creatures / Dinosaurs / creatures] you control attack" triggers once for the
 * declaration of attackers (508.1) if any declared attacker matches; "they", "those creatures", "that many" and "the
 * greatest power among them" are the declared attackers that matched. Real modern cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { chars } from '@arbiter/engine';
import { modernCompiled, modernDef, resolveAll } from './helpers.js';

const LIB = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function attackGame(battlefield: string[], library: string[] = LIB, defender: string[] = []) {
  return cardGame(
    {
      players: [
        { library, battlefield },
        { library: [...LIB], battlefield: defender },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
}

test('603.2c: Aloy — one or more artifact creatures attack: discover X, X the greatest power among the attacking artifact creatures only', () => {
  modernDef('Aloy, Savior of Meridian');
  // Frogmite (2/2 artifact) and Ornithopter (0/2 artifact) attack beside Hill Giant (3/3, not an artifact): X is 2.
  // Discover 2 passes over Craw Wurm (6) and Centaur Courser (3) and finds Grizzly Bears (2).
  const t = attackGame(
    ['Aloy, Savior of Meridian', 'Frogmite', 'Ornithopter', 'Hill Giant'],
    ['Craw Wurm', 'Centaur Courser', 'Grizzly Bears', 'Island'],
  );
  t.attack({ Frogmite: 'P2', Ornithopter: 'P2', 'Hill Giant': 'P2' });
  resolveAll(t.state, { yes: true });
  t.expect({ zones: { 'Grizzly Bears': 'battlefield', 'Centaur Courser': 'library', 'Craw Wurm': 'library' } });
});

test('603.2c: Aloy does not trigger when only non-artifact creatures attack', () => {
  modernDef('Aloy, Savior of Meridian');
  const t = attackGame(
    ['Aloy, Savior of Meridian', 'Frogmite', 'Hill Giant'],
    ['Craw Wurm', 'Centaur Courser', 'Grizzly Bears', 'Island'],
  );
  t.attack({ 'Hill Giant': 'P2' });
  assert.equal(t.state.turns[0]!.stack.length, 0);
  t.expect({ zones: { 'Grizzly Bears': 'library', 'Centaur Courser': 'library', 'Craw Wurm': 'library' } });
});

test('603.2c: Angelic Guardian — the creatures that attacked gain indestructible until end of turn, the others do not', () => {
  modernDef('Angelic Guardian');
  const t = attackGame(['Angelic Guardian', 'Grizzly Bears', 'Hill Giant']);
  t.attack({ 'Grizzly Bears': 'P2' });
  t.resolve();
  const bears = chars(t.state, t.id('Grizzly Bears'));
  const giant = chars(t.state, t.id('Hill Giant'));
  assert.ok(bears.keywords.has('indestructible'));
  assert.ok(!giant.keywords.has('indestructible'));
});

test('603.2c: Poetic Ingenuity — two Dinosaurs and a Bear attack: that many (two) Treasure tokens', () => {
  modernDef('Poetic Ingenuity');
  const t = attackGame(['Poetic Ingenuity', 'Ranging Raptors', 'Colossal Dreadmaw', 'Grizzly Bears']);
  t.attack({ 'Ranging Raptors': 'P2', 'Colossal Dreadmaw': 'P2', 'Grizzly Bears': 'P2' });
  t.resolve();
  const treasures = t.state.battlefield.filter((id) => chars(t.state, id).name === 'Treasure');
  assert.equal(treasures.length, 2);
});

test('603.2c: Sabotage Strategist — creatures attacking you get -1/-0 until end of turn', () => {
  modernDef('Sabotage Strategist');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], battlefield: ['Hill Giant', 'Grizzly Bears'] },
        { library: [...LIB], battlefield: ['Sabotage Strategist'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
  t.attack({ 'Hill Giant': 'P2' });
  t.resolve();
  t.expect({ objects: { 'Hill Giant': { power: 2, toughness: 3 }, 'Grizzly Bears': { power: 2, toughness: 2 } } });
});
