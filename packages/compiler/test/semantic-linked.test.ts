/**
 * Linked abilities (607), split cards (709) and durations (611.2b): compiled cards played in real engine games,
 * each expectation taken from the Oracle text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState, ObjectId, TargetRef } from '@arbiter/engine';
import { act, def, id, landsFor, ok, resolveAll, scenario } from './helpers.js';

const obj = (g: GameState, o: ObjectId): TargetRef => { void g; return { kind: 'object', id: o }; };
const zoneOf = (g: GameState, name: string): string[] =>
  Object.values(g.objects).filter((o) => o.kind !== 'ability' && g.cards[o.defKey]?.name === name).map((o) => o.zone);

test('607.2a linked abilities: Oblivion Ring exiles a permanent and returns it under its owner\'s control when it leaves', () => {
  const ring = def('Oblivion Ring');
  def('Naturalize');
  const s = scenario();
  s.battlefield(0, [...landsFor(ring.manaCost), 'Forest', 'Forest']);
  s.battlefield(1, ['Grizzly Bears']);
  s.hand(0, ['Oblivion Ring', 'Naturalize']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Oblivion Ring', 'hand') });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['exile']);
  act(g, 0, { kind: 'cast', card: id(g, 'Naturalize', 'hand'), targets: [[obj(g, id(g, 'Oblivion Ring', 'battlefield'))]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['battlefield']);
  assert.equal(g.objects[id(g, 'Grizzly Bears', 'battlefield')]!.controller, 1, 'under its owner\'s control');
});

test('607.2a: if Oblivion Ring leaves before its enters ability resolves, the card it then exiles stays exiled', () => {
  const ring = def('Oblivion Ring');
  const s = scenario();
  s.battlefield(0, [...landsFor(ring.manaCost), 'Forest', 'Forest']);
  s.battlefield(1, ['Grizzly Bears']);
  s.hand(0, ['Oblivion Ring', 'Naturalize']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Oblivion Ring', 'hand') });
  // Resolve the spell; its enters trigger goes on the stack targeting the Bears.
  act(g, 0, { kind: 'pass' }); act(g, 1, { kind: 'pass' });
  if (g.pending?.kind === 'chooseTargets') ok(g, 0, { kind: 'chooseTargets', targets: [[obj(g, id(g, 'Grizzly Bears'))]] });
  assert.equal(g.turns[0]!.stack.length, 1, 'the enters ability is on the stack');
  act(g, 0, { kind: 'cast', card: id(g, 'Naturalize', 'hand'), targets: [[obj(g, id(g, 'Oblivion Ring', 'battlefield'))]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['exile'], 'the leaves ability resolved first and returned nothing');
});

test('607.2a: Tidehollow Sculler exiles a chosen card from the opponent\'s hand and returns it to its owner\'s hand when it leaves', () => {
  const sculler = def('Tidehollow Sculler');
  const s = scenario();
  s.battlefield(0, [...landsFor(sculler.manaCost), 'Mountain']);
  s.hand(0, ['Tidehollow Sculler', 'Shock']);
  s.hand(1, ['Lightning Bolt', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Tidehollow Sculler', 'hand') });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Lightning Bolt'), ['exile'], 'the only nonland card was exiled');
  act(g, 0, { kind: 'cast', card: id(g, 'Shock', 'hand'), targets: [[obj(g, id(g, 'Tidehollow Sculler', 'battlefield'))]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Lightning Bolt'), ['hand']);
  assert.equal(g.players[1]!.hand.length, 2);
});
