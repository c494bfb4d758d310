/**
 * The Theros gods (700.5 devotion, 613.1d type-changing effects) and "you may cast ~ as though it had flash".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import { act, def, has, id, pass, pt, resolveAll, scenario } from './helpers.js';

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

const tappedLands = (g: ReturnType<ReturnType<typeof scenario>['start']>, player: number): number =>
  g.battlefield.filter(
    (x) => g.objects[x]!.controller === player && g.objects[x]!.tapped && chars(g, x).types.includes('Land'),
  ).length;

test('702.8a / 601.2f: Rout may be cast as though it had flash for {2} more; at sorcery speed it costs its mana cost', () => {
  def('Rout');
  // On the opponent's turn: {3}{W}{W} + {2}, and every creature is destroyed.
  let s = scenario();
  s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears']);
  s.hand(0, ['Rout']);
  s.battlefield(1, ['Hill Giant']);
  let g = s.start({ active: 1, step: 'main1' });
  pass(g);
  act(g, 0, { kind: 'cast', card: id(g, 'Rout') });
  assert.equal(tappedLands(g, 0), 7, 'paid {2} more at instant speed');
  resolveAll(g);
  assert.ok(!has(g, 'Grizzly Bears', 'battlefield') && !has(g, 'Hill Giant', 'battlefield'));
  // In your own main phase with an empty stack: just {3}{W}{W}.
  s = scenario();
  s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
  s.hand(0, ['Rout']);
  s.battlefield(1, ['Hill Giant']);
  g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Rout') });
  assert.equal(tappedLands(g, 0), 5, 'no extra cost at sorcery speed');
  resolveAll(g);
  assert.ok(!has(g, 'Hill Giant', 'battlefield'));
});

test('702.8a / 611.3b: Hungering Yeti may be cast as though it had flash only while you control a green or blue permanent', () => {
  def('Hungering Yeti');
  let s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Hungering Yeti']);
  let g = s.start({ active: 1, step: 'main1' });
  pass(g);
  const r = submitInPlace(g, 0, { kind: 'action', action: { kind: 'cast', card: id(g, 'Hungering Yeti') } });
  assert.ok(!r.ok, 'no green or blue permanent: sorcery timing only');
  s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Llanowar Elves']);
  s.hand(0, ['Hungering Yeti']);
  g = s.start({ active: 1, step: 'main1' });
  pass(g);
  act(g, 0, { kind: 'cast', card: id(g, 'Hungering Yeti') });
  assert.equal(tappedLands(g, 0), 5, 'no extra cost');
  resolveAll(g);
  assert.ok(has(g, 'Hungering Yeti', 'battlefield'));
});
