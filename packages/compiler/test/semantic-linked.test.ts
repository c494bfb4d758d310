/**
 * Linked abilities (607), split cards (709) and durations (611.2b): compiled cards played in real engine games,
 * each expectation taken from the Oracle text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState, ObjectId, TargetRef } from '@arbiter/engine';
import { chars, manaValueOf, submitInPlace } from '@arbiter/engine';
import { compiled, act, def, id, landsFor, ok, pass, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const obj = (g: GameState, o: ObjectId): TargetRef => {
  void g;
  return { kind: 'object', id: o };
};
const zoneOf = (g: GameState, name: string): string[] =>
  Object.values(g.objects)
    .filter((o) => o.kind !== 'ability' && g.cards[o.defKey]?.name === name)
    .map((o) => o.zone);

test("607.2a linked abilities: Oblivion Ring exiles a permanent and returns it under its owner's control when it leaves", () => {
  const ring = def('Oblivion Ring');
  def('Naturalize');
  const t = cardGame(
    {
      players: [
        { hand: ['Oblivion Ring', 'Naturalize'], battlefield: [...landsFor(ring.manaCost), 'Forest', 'Forest'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Oblivion Ring');
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['exile']);
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Naturalize', 'hand'),
    targets: [[obj(g, id(g, 'Oblivion Ring', 'battlefield'))]],
  });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['battlefield']);
  assert.equal(g.objects[id(g, 'Grizzly Bears', 'battlefield')]!.controller, 1, "under its owner's control");
});

test('607.2a: if Oblivion Ring leaves before its enters ability resolves, the card it then exiles stays exiled', () => {
  const ring = def('Oblivion Ring');
  const t = cardGame(
    {
      players: [
        { hand: ['Oblivion Ring', 'Naturalize'], battlefield: [...landsFor(ring.manaCost), 'Forest', 'Forest'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Oblivion Ring');
  // Resolve the spell; its enters trigger goes on the stack targeting the Bears.
  t.pass();
  t.pass();
  if (g.pending?.kind === 'chooseTargets')
    ok(g, 0, { kind: 'chooseTargets', targets: [[obj(g, id(g, 'Grizzly Bears'))]] });
  assert.equal(g.turns[0]!.stack.length, 1, 'the enters ability is on the stack');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Naturalize', 'hand'),
    targets: [[obj(g, id(g, 'Oblivion Ring', 'battlefield'))]],
  });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['exile'], 'the leaves ability resolved first and returned nothing');
});

test("607.2a: Tidehollow Sculler exiles a chosen card from the opponent's hand and returns it to its owner's hand when it leaves", () => {
  const sculler = def('Tidehollow Sculler');
  const t = cardGame(
    {
      players: [
        { hand: ['Tidehollow Sculler', 'Shock'], battlefield: [...landsFor(sculler.manaCost), 'Mountain'] },
        { hand: ['Lightning Bolt', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Tidehollow Sculler');
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Lightning Bolt'), ['exile'], 'the only nonland card was exiled');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Shock', 'hand'),
    targets: [[obj(g, id(g, 'Tidehollow Sculler', 'battlefield'))]],
  });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Lightning Bolt'), ['hand']);
  assert.equal(g.players[1]!.hand.length, 2);
});

test('611.2b: Sower of Temptation — control lasts for as long as Sower remains on the battlefield', () => {
  const sower = def('Sower of Temptation');
  const t = cardGame(
    {
      players: [
        { hand: ['Sower of Temptation', 'Shock'], battlefield: [...landsFor(sower.manaCost), 'Mountain'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.cast('Sower of Temptation');
  resolveAll(g);
  assert.equal(chars(g, giant).controller, 0);
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Shock', 'hand'),
    targets: [[obj(g, id(g, 'Sower of Temptation', 'battlefield'))]],
  });
  resolveAll(g);
  assert.equal(chars(g, giant).controller, 1, 'the effect ended when Sower left');
});

test('611.2b: if Sower of Temptation has left before its enters ability resolves, the control effect does nothing', () => {
  const sower = def('Sower of Temptation');
  const t = cardGame(
    {
      players: [
        { hand: ['Sower of Temptation', 'Shock'], battlefield: [...landsFor(sower.manaCost), 'Mountain'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.cast('Sower of Temptation');
  t.pass();
  t.pass();
  if (g.pending?.kind === 'chooseTargets') ok(g, 0, { kind: 'chooseTargets', targets: [[obj(g, giant)]] });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Shock', 'hand'),
    targets: [[obj(g, id(g, 'Sower of Temptation', 'battlefield'))]],
  });
  resolveAll(g);
  assert.equal(chars(g, giant).controller, 1);
  assert.equal(g.effects.filter((e) => e.modification.kind === 'control').length, 0, 'no control effect was created');
});

test('611.2b: Aladdin — "for as long as you control Aladdin" ends when another player gains control of Aladdin', () => {
  def('Aladdin');
  def('Act of Treason');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Aladdin', 'Mountain', 'Mountain', 'Mountain'] },
        { hand: ['Act of Treason'], battlefield: ['Ornithopter', 'Mountain', 'Mountain', 'Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const thopter = id(g, 'Ornithopter');
  // Aladdin's ability has no timing restriction: activated during the opponent's main phase.
  t.pass();
  act(g, 0, { kind: 'activate', source: id(g, 'Aladdin'), ability: 0, targets: [[obj(g, thopter)]] });
  resolveAll(g);
  assert.equal(chars(g, thopter).controller, 0);
  act(g, 1, { kind: 'cast', card: id(g, 'Act of Treason', 'hand'), targets: [[obj(g, id(g, 'Aladdin'))]] });
  resolveAll(g);
  assert.equal(chars(g, id(g, 'Aladdin')).controller, 1);
  assert.equal(chars(g, thopter).controller, 1, "Aladdin's controller no longer controls Aladdin");
});

test("611.2b / 502.3: Dungeon Geists — the creature doesn't untap for as long as you control Dungeon Geists", () => {
  const geists = def('Dungeon Geists');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest'],
          hand: ['Dungeon Geists'],
          battlefield: [...landsFor(geists.manaCost)],
        },
        { library: ['Forest', 'Forest', 'Forest'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.cast('Dungeon Geists');
  resolveAll(g);
  assert.equal(g.objects[giant]!.tapped, true);
  t.advance('main1', g.turns[0]!.number + 1);
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  assert.equal(g.objects[giant]!.tapped, true, "it stayed tapped during its controller's untap step");
});

test('709.3 split cards: casting Ice, one half of Fire // Ice, taps target permanent and draws a card; on the stack it is Ice only', () => {
  def('Fire // Ice');
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], hand: ['Fire // Ice'], battlefield: ['Island', 'Island'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const card = id(g, 'Fire // Ice', 'hand');
  assert.equal(manaValueOf(chars(g, card)), 4, '709.4: in the hand its mana value is the total of both halves');
  assert.deepEqual([...chars(g, card).colors].sort(), ['R', 'U']);
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card, targets: [[obj(g, id(g, 'Hill Giant'))]] },
  });
  assert.equal(r.ok, false, '709.3: a half must be chosen');
  act(g, 0, { kind: 'cast', card, half: 1, targets: [[obj(g, id(g, 'Hill Giant'))]] });
  const spell = g.turns[0]!.stack[0]!;
  assert.equal(chars(g, spell).name, 'Ice');
  assert.equal(manaValueOf(chars(g, spell)), 2);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.tapped, true);
  assert.equal(g.players[0]!.hand.length, 1, 'drew a card');
  assert.equal(
    chars(g, id(g, 'Fire // Ice', 'graveyard')).name,
    'Fire // Ice',
    '709.4: in the graveyard it is both halves again',
  );
});

test("709.3a: only the chosen half is evaluated — Assault // Battery with one Mountain: Assault can be cast, Battery can't", () => {
  def('Assault // Battery');
  const t = cardGame(
    {
      players: [{ hand: ['Assault // Battery'], battlefield: ['Mountain'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const d = g.pending!;
  assert.ok(d.kind === 'priority');
  const entries = d.actions.filter((a) => a.kind === 'cast');
  assert.deepEqual(
    entries.map((a) => (a.kind === 'cast' ? [a.name, a.half] : null)),
    [['Assault', 0]],
  );
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Assault // Battery', 'hand'),
    half: 0,
    targets: [[obj(g, id(g, 'Grizzly Bears'))]],
  });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
});

test('702.102 fuse: Far // Away cast fused from the hand for both costs — left half, then right half (702.102d)', () => {
  def('Far // Away');
  const t = cardGame(
    {
      players: [
        { hand: ['Far // Away'], battlefield: ['Island', 'Island', 'Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const d = g.pending!;
  assert.ok(d.kind === 'priority');
  assert.ok(
    d.actions.some((a) => a.kind === 'cast' && a.fuse),
    'a fused cast is offered',
  );
  const card = id(g, 'Far // Away', 'hand');
  act(g, 0, {
    kind: 'cast',
    card,
    fuse: true,
    targets: [[obj(g, id(g, 'Grizzly Bears'))], [{ kind: 'player', player: 1 }]],
  });
  const spell = g.turns[0]!.stack[0]!;
  assert.equal(manaValueOf(chars(g, spell)), 5, '702.102c: a fused split spell has the combined characteristics');
  assert.equal(
    g.battlefield.filter((x) => g.objects[x]!.controller === 0 && g.objects[x]!.tapped).length,
    5,
    'both mana costs were paid',
  );
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['hand'], 'Far returned the Bears');
  assert.deepEqual(
    zoneOf(g, 'Hill Giant'),
    ['graveyard'],
    'then Away made its controller sacrifice the only creature left',
  );
});

test('603.7 / 610.3c: Voyager Staff — "the exiled card" of the same ability returns at the beginning of the next end step', () => {
  def('Voyager Staff');
  const t = cardGame(
    {
      players: [{ battlefield: ['Voyager Staff', 'Mountain', 'Mountain'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'main2' },
    },
    compiled,
  );
  const g = t.state;
  act(g, 0, {
    kind: 'activate',
    source: id(g, 'Voyager Staff'),
    ability: 0,
    targets: [[obj(g, id(g, 'Grizzly Bears'))]],
  });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['exile']);
  for (let i = 0; i < 20 && g.turns[0]!.step !== 'end'; i++) pass(g);
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['battlefield']);
  assert.equal(g.objects[id(g, 'Grizzly Bears', 'battlefield')]!.controller, 1);
});
