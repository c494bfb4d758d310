/**
 * 702.16c–d / 303.4d / 704.5m–n: protection makes an Aura with the stated quality fall off (to the graveyard) and
 * an Equipment with it become unattached, as state-based actions — also when the protection comes after the
 * attachment. Real cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import { act, def, has, id, ok, pass, pt, resolveAll, scenario } from './helpers.js';

test('702.16c / 704.5m: an Aura with a quality the enchanted creature has protection from goes to the graveyard (Unholy Strength on White Knight)', () => {
  def('Unholy Strength');
  def('White Knight');
  const s = scenario();
  const knight = s.permanent(0, 'White Knight');
  s.permanent(0, { card: 'Unholy Strength', attachedTo: knight });
  s.battlefield(0, ['Island']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.pending?.kind, 'priority');
  assert.ok(has(g, 'Unholy Strength', 'graveyard'), 'the Aura fell off');
  assert.deepEqual(pt(g, knight), [2, 2]);
  assert.ok(g.log.some((e) => e.rules.includes('704.5m') && e.rules.includes('702.16c')));
});

test('702.16c / 303.4d: protection gained after the Aura was attached makes it fall off (Gods Willing naming black)', () => {
  def('Gods Willing');
  def('Unholy Strength');
  const s = scenario();
  const bears = s.permanent(0, 'Grizzly Bears');
  s.permanent(0, { card: 'Unholy Strength', attachedTo: bears });
  s.permanent(0, { card: 'Pacifism', attachedTo: bears });
  s.battlefield(0, ['Plains']);
  s.hand(0, ['Gods Willing']);
  s.library(0, ['Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, bears), [4, 3]);
  act(g, 0, { kind: 'cast', card: id(g, 'Gods Willing', 'hand'), targets: [[{ kind: 'object', id: bears }]] });
  pass(g);
  pass(g);
  for (let i = 0; i < 10 && g.pending?.kind !== 'chooseColor'; i++) resolveAll(g);
  assert.equal(g.pending?.kind, 'chooseColor');
  ok(g, 0, { kind: 'chooseColor', color: 'B' });
  resolveAll(g);
  assert.ok(has(g, 'Unholy Strength', 'graveyard'), 'the black Aura fell off');
  assert.ok(has(g, 'Pacifism', 'battlefield'), 'the white Aura stays');
  assert.deepEqual(pt(g, bears), [2, 2]);
});

test('702.16d / 704.5n: an Equipment with a quality the creature has protection from becomes unattached and stays (Bonesplitter on Tel-Jilad Chosen)', () => {
  def('Bonesplitter');
  def('Tel-Jilad Chosen');
  const s = scenario();
  const chosen = s.permanent(0, 'Tel-Jilad Chosen');
  const bone = s.permanent(0, { card: 'Bonesplitter', attachedTo: chosen });
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.objects[bone]!.zone, 'battlefield');
  assert.equal(g.objects[bone]!.attachedTo, null, 'unattached');
  assert.deepEqual(pt(g, chosen), [2, 1]);
  assert.ok(g.log.some((e) => e.rules.includes('702.16d')));
});

test('702.16d: protection from everything (Progenitus) drops Auras and Equipment alike', () => {
  def('Progenitus');
  const s = scenario();
  const p = s.permanent(0, 'Progenitus');
  s.permanent(0, { card: 'Spectral Flight', attachedTo: p });
  const bone = s.permanent(0, { card: 'Bonesplitter', attachedTo: p });
  const g = s.start({ active: 0, step: 'main1' });
  assert.ok(has(g, 'Spectral Flight', 'graveyard'));
  assert.equal(g.objects[bone]!.attachedTo, null);
  assert.ok(!chars(g, p).keywords.has('flying'));
});

test('704.5n: an Equipment attached to a creature without protection from it stays attached', () => {
  const s = scenario();
  const bears = s.permanent(0, 'Grizzly Bears');
  const bone = s.permanent(0, { card: 'Bonesplitter', attachedTo: bears });
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.objects[bone]!.attachedTo, bears);
  assert.deepEqual(pt(g, bears), [4, 2]);
});
