/** 704: state-based actions. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, pass, resolveAll, scenario, zoneOf, cites } from './helpers.js';

test('704.5a: a player with 0 or less life loses the game', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Lightning Bolt']);
  s.life(1, 3);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.outcome, 'lost');
  assert.deepEqual(g.result?.winners, [0]);
  assert.ok(cites(g, '704.5a'));
});

test('704.5b: a player who attempted to draw from an empty library loses', () => {
  const s = scenario();
  s.library(0, ['Island']);
  s.library(1, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 1, step: 'end' });
  // Player 0's next turn: draws the last card; the turn after that they'd draw from an empty library.
  for (let i = 0; i < 200 && !g.result; i++) {
    const d = g.pending!;
    if (d.kind === 'priority') pass(g);
    else break;
  }
  assert.equal(g.players[0]!.outcome, 'lost');
  assert.ok(cites(g, '704.5b'));
});

test('704.5c: a player with ten or more poison counters loses', () => {
  const s = scenario();
  s.poison(1, 10);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.players[1]!.outcome, 'lost');
  assert.ok(cites(g, '704.5c'));
});

test('704.5d: a token that has left the battlefield ceases to exist', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Shock']);
  const [tok] = s.battlefield(1, [{ card: 'Grizzly Bears', token: true }]);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: tok! }]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), [], 'the token went to the graveyard, then ceased to exist');
  assert.ok(cites(g, '704.5d'));
});

test("704.5f: a creature with toughness 0 or less is put into its owner's graveyard (indestructible doesn't help)", () => {
  const s = scenario();
  s.battlefield(0, [{ card: 'Darksteel Myr', counters: { '-1/-1': 1 } }]);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(zoneOf(g, 'Darksteel Myr'), ['graveyard']);
  assert.ok(cites(g, '704.5f'));
});

test('704.5g / 702.12b: lethal damage destroys a creature, but an indestructible one survives', () => {
  const s = scenario();
  s.battlefield(0, [
    { card: 'Grizzly Bears', damage: 2 },
    { card: 'Darksteel Myr', damage: 5 },
  ]);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Darksteel Myr'), ['battlefield']);
});

test("704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard", () => {
  const s = scenario();
  s.battlefield(0, [{ card: 'Jace Beleren', counters: { loyalty: 1 } }]);
  s.library(0, ['Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'activate',
    source: id(g, 'Jace Beleren'),
    ability: 1,
    targets: [[{ kind: 'player', player: 0 }]],
  });
  assert.deepEqual(zoneOf(g, 'Jace Beleren'), ['graveyard'], 'SBA before the ability resolves');
  assert.ok(cites(g, '704.5i'));
});

test('704.5j: the legend rule — the controller keeps one of two legendary permanents with the same name', () => {
  const s = scenario();
  s.battlefield(0, [
    { card: 'Jace Beleren', counters: { loyalty: 3 } },
    { card: 'Jace Beleren', counters: { loyalty: 2 } },
  ]);
  const g = s.start({ active: 0, step: 'main1' });
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.purpose === 'legendRule');
  if (d.kind !== 'chooseObjects') return;
  const keep = d.options[1]!;
  assert.ok(awaitChoose(g, keep));
  assert.deepEqual(zoneOf(g, 'Jace Beleren').sort(), ['battlefield', 'graveyard']);
  assert.equal(g.objects[keep]!.zone, 'battlefield');
});

import { submitInPlace } from '../src/index.js';
function awaitChoose(g: ReturnType<typeof scenario>['state'], keep: number): boolean {
  return submitInPlace(g, 0, { kind: 'chooseObjects', objects: [keep] }).ok;
}

test("613 / 704.5g: Holy Strength's +1/+2 keeps the enchanted creature alive through 2 damage", () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Shock']);
  const [bears] = s.battlefield(1, ['Grizzly Bears']);
  s.permanent(1, { card: 'Holy Strength', attachedTo: bears! });
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: bears! }]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['battlefield']);
  assert.deepEqual(zoneOf(g, 'Holy Strength'), ['battlefield']);
});

test('704.5m: when the enchanted creature dies, the Aura is put into the graveyard', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Lightning Bolt']);
  const [bears] = s.battlefield(1, ['Grizzly Bears']);
  s.permanent(0, { card: 'Pacifism', attachedTo: bears! });
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: bears! }]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Pacifism'), ['graveyard']);
  assert.ok(cites(g, '704.5m'));
});

test('704.5n: Equipment whose creature left becomes unattached and stays on the battlefield', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Lightning Bolt']);
  const [bears] = s.battlefield(1, ['Grizzly Bears']);
  s.permanent(1, { card: 'Bonesplitter', attachedTo: bears! });
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: bears! }]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Bonesplitter'), ['battlefield']);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.attachedTo, null);
});

test('704.5q: +1/+1 and -1/-1 counters on the same permanent are removed in pairs', () => {
  const s = scenario();
  const [bears] = s.battlefield(0, [{ card: 'Grizzly Bears', counters: { '+1/+1': 3, '-1/-1': 1 } }]);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(g.objects[bears!]!.counters, { '+1/+1': 2 });
  assert.ok(cites(g, '704.5q'));
});

test('704.3: state-based actions are checked before a player receives priority, and repeat until none apply', () => {
  const s = scenario();
  s.battlefield(0, [{ card: 'Grizzly Bears', damage: 3 }]);
  s.life(1, 0);
  const g = s.start({ active: 0, step: 'upkeep' });
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
  assert.equal(g.players[1]!.outcome, 'lost');
});
