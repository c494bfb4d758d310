/**
 * 614.1c / 614.12: static abilities that modify how other permanents enter — "Each other non-Human creature you
 * control enters with an additional +1/+1 counter on it", "Creatures and nonbasic lands your opponents control enter
 * tapped" — played with real cards of the modern pool in engine games. Each is checked against the permanent as it
 * would exist on the battlefield (a face-down creature is a nameless 2/2 with no types, 708.2).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, Scenario, chars } from '@arbiter/engine';
import { cardGame, type CardGame, type PlayerSetup } from '@arbiter/scenarios';
import { act, id, modernCompiled, modernDef, modernPool, resolveAll } from './helpers.js';

const game = (p1: PlayerSetup, p2: PlayerSetup = {}, active = 'P1') =>
  cardGame({ players: [p1, p2], position: { active, step: 'main1' } }, modernCompiled);

const named = (t: CardGame, name: string): number[] =>
  t.state.battlefield.filter((o) => chars(t.state, o).name === name);

test('614.1c: Grumgully, the Generous — a non-Human creature enters with an additional +1/+1 counter, a Human without', () => {
  modernDef('Grumgully, the Generous');
  const t = game({
    battlefield: ['Grumgully, the Generous', 'Plains', 'Forest', 'Forest'],
    hand: ['Grizzly Bears', 'Elite Vanguard'],
  });
  t.cast('Elite Vanguard').resolve('all');
  t.cast('Grizzly Bears').resolve('all');
  t.expect({
    objects: {
      'Grizzly Bears': { counters: { '+1/+1': 1 }, pt: '3/3' },
      'Elite Vanguard': { pt: '2/1' },
      'Grumgully, the Generous': { pt: '3/3' },
    },
    log_cites: ['614.1c', '614.12'],
  });
});

test('614.1c / 111.1: Grumgully — tokens enter with the additional counter too (Raise the Alarm)', () => {
  modernDef('Grumgully, the Generous');
  const t = game({
    battlefield: ['Grumgully, the Generous', 'Plains', 'Plains'],
    hand: ['Raise the Alarm'],
  });
  t.cast('Raise the Alarm').resolve('all');
  const soldiers = named(t, 'Soldier');
  assert.equal(soldiers.length, 2);
  for (const id of soldiers) assert.equal(t.state.objects[id]!.counters['+1/+1'], 1);
});

test('614.12 / 708.2: Grumgully — a Human cast face down is a creature with no creature types: it gets the counter', () => {
  modernDef('Grumgully, the Generous');
  const t = game({
    battlefield: ['Grumgully, the Generous', 'Plains', 'Plains', 'Plains'],
    hand: ['Daru Lancer'],
  });
  t.cast('Daru Lancer', { with: 'morph' }).resolve('all');
  const [id] = t.state.battlefield.filter((o) => t.state.objects[o]!.faceDown);
  assert.ok(id !== undefined, 'a face-down creature is on the battlefield');
  assert.equal(t.state.objects[id]!.counters['+1/+1'], 1);
  assert.deepEqual([chars(t.state, id).power, chars(t.state, id).toughness], [3, 3]);
});

test('614.1c: Bloodspore Thrinax — another creature enters with X additional counters, X the counters on the Thrinax', () => {
  modernDef('Bloodspore Thrinax');
  const t = game({
    battlefield: [{ card: 'Bloodspore Thrinax', counters: { '+1/+1': 3 } }, 'Forest', 'Forest'],
    hand: ['Grizzly Bears'],
  });
  t.cast('Grizzly Bears').resolve('all');
  t.expect({ objects: { 'Grizzly Bears': { counters: { '+1/+1': 3 } } } });
});

test('614.1c / 614.12: Thalia, Heretic Cathar — an opponent’s creature and nonbasic land enter tapped, a basic land untapped', () => {
  modernDef('Thalia, Heretic Cathar');
  const t = game(
    { battlefield: ['Thalia, Heretic Cathar'] },
    { battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears', 'Forest'] },
    'P2',
  );
  t.cast('Grizzly Bears', { by: 'P2' }).resolve('all');
  t.play('Forest', { by: 'P2' });
  t.expect({ objects: { 'Grizzly Bears': { tapped: true } } });
  const untapped = named(t, 'Forest').filter((id) => !t.state.objects[id]!.tapped);
  assert.equal(untapped.length, 1, 'the basic Forest played this turn enters untapped');
});

test('614.1c: Thalia, Heretic Cathar — her controller’s own creatures enter untapped', () => {
  modernDef('Thalia, Heretic Cathar');
  const t = game({ battlefield: ['Thalia, Heretic Cathar', 'Forest', 'Forest'], hand: ['Grizzly Bears'] });
  t.cast('Grizzly Bears').resolve('all');
  t.expect({ objects: { 'Grizzly Bears': { tapped: false } } });
});

test("702.106 / 614.1c: Muzzio's Preparations works from the command zone once face up: the chosen name enters with a counter", () => {
  modernDef("Muzzio's Preparations");
  const { pool } = modernPool();
  const s = new Scenario({
    players: 3,
    cards: (n) => pool.definition(n) ?? STARTER_BY_NAME[n],
    options: { conspiracy: true },
  });
  const agenda = s.conspiracy(0, "Muzzio's Preparations", 'Grizzly Bears');
  s.battlefield(0, ['Forest', 'Forest', 'Forest']);
  s.hand(0, ['Grizzly Bears', 'Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'turnFaceUp', object: agenda });
  for (const name of ['Grizzly Bears', 'Llanowar Elves']) {
    act(g, 0, { kind: 'cast', card: id(g, name, 'hand'), targets: [] });
    resolveAll(g);
  }
  assert.equal(g.objects[id(g, 'Grizzly Bears', 'battlefield')]!.counters['+1/+1'], 1, 'the chosen name');
  assert.equal(g.objects[id(g, 'Llanowar Elves', 'battlefield')]!.counters['+1/+1'] ?? 0, 0, 'another name');
});
