/** Chapter 4: zones (400–408). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, pass, resolveAll, scenario, zoneOf } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('400.7: an object that moves to another zone becomes a new object with a new id', () => {
  const t = cardGame({
    players: [{ hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Grizzly Bears'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.equal(g.objects[bears], undefined, 'the old object no longer exists');
  const inYard = id(g, 'Grizzly Bears', 'graveyard');
  assert.notEqual(inYard, bears);
  assert.equal(g.objects[inYard]!.damage, 0, 'no memory of damage');
});

test("400.3: a card goes to its owner's graveyard even when another player controlled it", () => {
  const t = cardGame({
    players: [
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      { battlefield: [{ card: 'Grizzly Bears', controller: 'P1' }] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  const bears = id(g, 'Grizzly Bears', 'graveyard');
  assert.ok(g.players[1]!.graveyard.includes(bears));
  assert.ok(!g.players[0]!.graveyard.includes(bears));
});

test("400.4a: an instant or sorcery can't be put onto the battlefield", () => {
  const s = scenario();
  assert.throws(() => s.permanent(0, 'Lightning Bolt'), /400\.4a/);
});

test('401.4 / 404.2: libraries and graveyards keep their order; the top of a graveyard is the last card put there', () => {
  const t = cardGame({
    players: [
      { library: ['Forest', 'Mountain', 'Island'], hand: ['Thought Scour'], battlefield: ['Island', 'Island'] },
      {},
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Thought Scour', { targets: ['P1'] });
  resolveAll(g);
  const yard = g.players[0]!.graveyard.map((i) => g.cards[g.objects[i]!.defKey]!.name);
  assert.deepEqual(yard, ['Forest', 'Mountain', 'Thought Scour'], 'milled in order, then the spell on top');
  assert.deepEqual(
    g.players[0]!.hand.map((i) => g.cards[g.objects[i]!.defKey]!.name),
    ['Island'],
  );
});

test('402.2 / 514.1: the active player discards down to maximum hand size in cleanup', () => {
  const s = scenario();
  s.hand(
    0,
    Array.from({ length: 9 }, () => 'Grizzly Bears'),
  );
  const g = s.start({ active: 0, step: 'end' });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.equal(d.kind, 'chooseObjects');
  if (d.kind !== 'chooseObjects') return;
  assert.equal(d.min, 2);
  assert.equal(d.player, 0);
});

test('405.1 / 608.1: spells resolve last in, first out', () => {
  const t = cardGame({
    players: [{ hand: ['Shock', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Shock', { targets: ['P2'] });
  t.cast('Lightning Bolt', { targets: ['P2'] });
  assert.equal(g.turns[0]!.stack.length, 2);
  t.pass();
  t.pass();
  assert.equal(g.players[1]!.life, 17, 'Lightning Bolt resolved first');
  assert.equal(g.turns[0]!.stack.length, 1);
  t.pass();
  t.pass();
  assert.equal(g.players[1]!.life, 15);
  assert.deepEqual(zoneOf(g, 'Shock'), ['graveyard']);
});
