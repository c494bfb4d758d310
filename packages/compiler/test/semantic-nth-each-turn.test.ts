/**
 * 603.2 with a count: "Whenever you draw your second card each turn" and "Whenever you cast your second spell each turn"
 * trigger on the player's Nth card drawn / spell cast this turn only (121.1 draws, 601.2i casts), on modern cards played in
 * engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, modernDef, modernScenario, pt, resolveAll } from './helpers.js';

test('603.2 / 121.1: Atlantean Cavalry gets a counter for the second card drawn this turn, not the first or the third', () => {
  modernDef('Atlantean Cavalry');
  const s = modernScenario();
  s.battlefield(0, ['Atlantean Cavalry', 'Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Opt', 'Divination']);
  s.library(0, ['Island', 'Island', 'Island', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Opt') });
  resolveAll(g, { yes: false });
  const cavalry = id(g, 'Atlantean Cavalry');
  assert.deepEqual(pt(g, cavalry), [3, 2], 'one card drawn: no trigger');
  act(g, 0, { kind: 'cast', card: id(g, 'Divination') });
  resolveAll(g);
  assert.equal(g.players[0]!.drawsThisTurn, 3);
  assert.deepEqual(pt(g, cavalry), [4, 3], 'the second card triggered once; the third did not');
});

test("603.2 / 601.2i: Bloodsky Berserker triggers on its controller's second spell this turn, not the first", () => {
  modernDef('Bloodsky Berserker');
  const s = modernScenario();
  s.battlefield(0, ['Bloodsky Berserker', 'Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Opt', 'Opt', 'Opt']);
  s.library(0, ['Island', 'Island', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  const berserker = id(g, 'Bloodsky Berserker');
  act(g, 0, { kind: 'cast', card: id(g, 'Opt', 'hand') });
  resolveAll(g, { yes: false });
  assert.deepEqual(pt(g, berserker), [1, 1], 'first spell: no trigger');
  act(g, 0, { kind: 'cast', card: id(g, 'Opt', 'hand') });
  resolveAll(g, { yes: false });
  assert.deepEqual(pt(g, berserker), [3, 3], 'second spell: two +1/+1 counters');
  act(g, 0, { kind: 'cast', card: id(g, 'Opt', 'hand') });
  resolveAll(g, { yes: false });
  assert.deepEqual(pt(g, berserker), [3, 3], 'third spell: no trigger');
});
