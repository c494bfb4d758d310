/**
 * The Theros gods (700.5 devotion, 613.1d type-changing effects) and "you may cast ~ as though it had flash".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { act, def, id, pt, resolveAll, scenario } from './helpers.js';

test('700.5 / 613.1d: Heliod, God of the Sun is a creature only while your devotion to white is five or more', () => {
  def('Heliod, God of the Sun');
  const s = scenario();
  // Heliod {3}{W} + Serra Angel {3}{W}{W}: devotion to white 3.
  s.battlefield(0, ['Heliod, God of the Sun', 'Serra Angel', 'Plains', 'Plains']);
  s.hand(0, ['White Knight']);
  const g = s.start({ active: 0, step: 'main1' });
  const heliod = id(g, 'Heliod, God of the Sun');
  let c = chars(g, heliod);
  assert.ok(!c.types.includes('Creature'), 'devotion 3: not a creature');
  assert.ok(c.types.includes('Enchantment'), 'still an enchantment');
  // White Knight {W}{W} raises devotion to 5.
  act(g, 0, { kind: 'cast', card: id(g, 'White Knight') });
  resolveAll(g);
  c = chars(g, heliod);
  assert.ok(c.types.includes('Creature'), 'devotion 5: a creature');
  assert.deepEqual(pt(g, heliod), [5, 6]);
});
