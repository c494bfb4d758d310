/**
 * Counts as numbers, on real compiled cards played in engine games: counters an object enters with,
 * costs with a chosen amount (107.3, 601.2b/f/h), "any number of" and "mana value X" (107.3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { act, def, id, pass, resolveAll } from './helpers.js';
import { scenario } from './helpers.js';

test('614.1c Vivid Crag enters tapped with two charge counters on it (two replacement effects of one ability)', () => {
  def('Vivid Crag');
  def('Sphere of the Suns');
  const s = scenario();
  s.hand(0, ['Vivid Crag']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'playLand', card: id(g, 'Vivid Crag', 'hand') });
  const crag = g.objects[id(g, 'Vivid Crag', 'battlefield')]!;
  assert.equal(crag.kind !== 'ability' && crag.tapped, true);
  assert.equal(crag.kind !== 'ability' && crag.counters.charge, 2);
});

test('603.4 / 710.2: Budoka Pupil flips at the end step only with two or more ki counters on it (intervening if)', () => {
  def('Budoka Pupil // Ichiga, Who Topples Oaks');
  for (const ki of [1, 2]) {
    const s = scenario();
    s.battlefield(0, [{ card: 'Budoka Pupil // Ichiga, Who Topples Oaks', counters: { ki } }]);
    const g = s.start({ active: 0, step: 'main2' });
    while (g.turns[0]!.step === 'main2') pass(g); // main 2 → end step: the trigger
    resolveAll(g, { yes: true });
    const pupil = g.battlefield[0]!;
    assert.equal(chars(g, pupil).name, ki >= 2 ? 'Ichiga, Who Topples Oaks' : 'Budoka Pupil', `${ki} ki counters`);
  }
});

test('603.4 Mana Bloom returns to its owner\'s hand at upkeep only if it has no charge counters on it', () => {
  def('Mana Bloom');
  for (const charge of [0, 1]) {
    const s = scenario();
    s.battlefield(0, [{ card: 'Mana Bloom', counters: { charge } }]);
    const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
    resolveAll(g);
    assert.equal(g.objects[id(g, 'Mana Bloom')]!.zone, charge === 0 ? 'hand' : 'battlefield');
  }
});
