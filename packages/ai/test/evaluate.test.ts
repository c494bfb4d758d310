/**
 * Issue 21: the search AI's static evaluation. It must tell apart positions the old material count
 * called equal: evasive power (702.9 flying) is worth more than the same power on the ground, a wall
 * (702.3b defender) threatens nobody, and being in lethal range of the opposing board (the clock) is
 * worse than merely trailing on material. In multiplayer, every opposing seat's board is a threat.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Scenario, STARTER_BY_NAME, type GameState } from '@arbiter/engine';
import { evaluate, material } from '../src/index.js';

function position(players: number, set: (s: Scenario) => void): GameState {
  const s = new Scenario({ players, cards: (n) => STARTER_BY_NAME[n] });
  set(s);
  return s.start({ active: 0, step: 'main1' });
}

test('702.9: a flier counts for more than a ground creature of the same size', () => {
  const angel = position(2, (s) => {
    s.battlefield(0, ['Serra Angel']);
    s.battlefield(1, ['Hill Giant', 'Savannah Lions']);
  });
  const giant = position(2, (s) => {
    s.battlefield(0, ['Hill Giant', 'Savannah Lions']);
    s.battlefield(1, ['Serra Angel']);
  });
  assert.ok(material(angel, 0) > material(giant, 0), `${material(angel, 0)} vs ${material(giant, 0)}`);
  assert.ok(evaluate(angel, 0) > 0.5);
});

test('702.3b: a defender adds no threat; an attacker with the power to kill puts its opponent in lethal range', () => {
  const wall = position(2, (s) => {
    s.battlefield(1, ['Wall of Stone']);
    s.life(0, 5);
  });
  const dread = position(2, (s) => {
    s.battlefield(1, ['Colossal Dreadmaw']);
    s.life(0, 5);
  });
  const none = position(2, (s) => s.life(0, 5));
  // The clock costs seat 0 on top of the board the Dreadmaw adds for seat 1.
  assert.ok(material(dread, 0) < material(none, 0), 'lethal range costs material');
  assert.equal(material(wall, 0), material(none, 0), 'a wall threatens nobody');
  assert.ok(evaluate(dread, 0) < evaluate(wall, 0));
});

test('806 free-for-all: a board that threatens lethal counts from any opposing seat', () => {
  const far = position(4, (s) => {
    s.battlefield(3, ['Colossal Dreadmaw']);
    s.life(0, 6);
  });
  const none = position(4, (s) => s.life(0, 6));
  assert.ok(material(far, 0) < material(none, 0));
});
