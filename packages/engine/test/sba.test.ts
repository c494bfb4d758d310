/** 704: state-based actions. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, pass, resolveAll, scenario, zoneOf, cites } from './helpers.js';

test('704.5a: a player with 0 or less life loses the game', () => {
  const t = cardGame({
    players: [{ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, { life: 3 }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.outcome, 'lost');
  assert.deepEqual(g.result?.winners, [0]);
  assert.ok(cites(g, '704.5a'));
});

test('704.5b: a player who attempted to draw from an empty library loses', () => {
  const t = cardGame({
    players: [{ library: ['Island'] }, { library: ['Forest', 'Forest', 'Forest'] }],
    position: { active: 'P2', step: 'end' },
  });
  const g = t.state;
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
  const t = cardGame({ players: [{}, { poison: 10 }], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
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
  const t = cardGame({
    players: [{ battlefield: [{ card: 'Darksteel Myr', counters: { '-1/-1': 1 } }] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  assert.deepEqual(zoneOf(g, 'Darksteel Myr'), ['graveyard']);
  assert.ok(cites(g, '704.5f'));
});

test('704.5g / 702.12b: lethal damage destroys a creature, but an indestructible one survives', () => {
  const t = cardGame({
    players: [
      {
        battlefield: [
          { card: 'Grizzly Bears', damage: 2 },
          { card: 'Darksteel Myr', damage: 5 },
        ],
      },
      {},
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Darksteel Myr'), ['battlefield']);
});

test("704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard", () => {
  const t = cardGame({
    players: [{ library: ['Island'], battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 1 } }] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.activate('Jace Beleren', { ability: 1, targets: ['P1'] });
  assert.deepEqual(zoneOf(g, 'Jace Beleren'), ['graveyard'], 'SBA before the ability resolves');
  assert.ok(cites(g, '704.5i'));
});

test('704.5j: the legend rule — the controller keeps one of two legendary permanents with the same name', () => {
  const t = cardGame({
    players: [
      {
        battlefield: [
          { card: 'Jace Beleren', counters: { loyalty: 3 } },
          { card: 'Jace Beleren', counters: { loyalty: 2 } },
        ],
      },
      {},
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.purpose === 'legendRule');
  if (d.kind !== 'chooseObjects') return;
  const keep = d.options[1]!;
  assert.ok(awaitChoose(g, keep));
  assert.deepEqual(zoneOf(g, 'Jace Beleren').sort(), ['battlefield', 'graveyard']);
  assert.equal(g.objects[keep]!.zone, 'battlefield');
});

import { submitInPlace } from '../src/index.js';
import { cardGame } from '@arbiter/scenarios';
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
  const t = cardGame({
    players: [{ battlefield: [{ card: 'Grizzly Bears', damage: 3 }] }, { life: 0 }],
    position: { active: 'P1', step: 'upkeep' },
  });
  const g = t.state;
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
  assert.equal(g.players[1]!.outcome, 'lost');
});
