/**
 * Counts as numbers, on real compiled cards played in engine games: counters an object enters with,
 * costs with a chosen amount (107.3, 601.2b/f/h), "any number of" and "mana value X" (107.3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace, touch } from '@arbiter/engine';
import type { GameState, ObjectId, PlayerId, TargetRef } from '@arbiter/engine';
import {
  compiled,
  act,
  def,
  has,
  id,
  modernDef,
  modernPool,
  modernScenario,
  ok,
  pass,
  pt,
  resolveAll,
  scenario,
} from './helpers.js';
import { cardGame } from '@arbiter/scenarios';
import { ownObject } from '@arbiter/engine';

/** The index of the source's activated ability whose text contains `text`. */
function abilityIndex(g: GameState, source: ObjectId, text: string): number {
  const i = chars(g, source).abilities.findIndex((a) => a.kind === 'activated' && a.text.includes(text));
  assert.ok(i >= 0, `no activated ability "${text}"`);
  return i;
}
function activate(
  g: GameState,
  player: PlayerId,
  source: ObjectId,
  text: string,
  extra: { targets?: TargetRef[][]; x?: number; costObjects?: ObjectId[] } = {},
): GameState {
  return act(g, player, { kind: 'activate', source, ability: abilityIndex(g, source, text), ...extra });
}

test('614.1c Vivid Crag enters tapped with two charge counters on it (two replacement effects of one ability)', () => {
  def('Vivid Crag');
  def('Sphere of the Suns');
  const t = cardGame({ players: [{ hand: ['Vivid Crag'] }, {}], position: { active: 'P1', step: 'main1' } }, compiled);
  const g = t.state;
  t.play('Vivid Crag');
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

test("603.4 Mana Bloom returns to its owner's hand at upkeep only if it has no charge counters on it", () => {
  def('Mana Bloom');
  for (const charge of [0, 1]) {
    const s = scenario();
    s.battlefield(0, [{ card: 'Mana Bloom', counters: { charge } }]);
    const g = s.start({ active: 0, step: 'upkeep', beginStep: true });
    resolveAll(g);
    assert.equal(g.objects[id(g, 'Mana Bloom')]!.zone, charge === 0 ? 'hand' : 'battlefield');
  }
});

test('122.1 / 608.2h: Golden Urn, sacrificed, gains life for each charge counter it had (last known information)', () => {
  def('Golden Urn');
  const t = cardGame(
    {
      players: [{ battlefield: [{ card: 'Golden Urn', counters: { charge: 3 } }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Golden Urn'), 'Sacrifice');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Golden Urn')]!.zone, 'graveyard');
  assert.equal(g.players[0]!.life, 23);
});

test("613.4c: Banshee's Blade gives +1/+1 for each charge counter on it, counted as the layer applies", () => {
  def("Banshee's Blade");
  const s = scenario();
  const [bears] = s.battlefield(0, ['Grizzly Bears']);
  s.battlefield(0, [{ card: "Banshee's Blade", counters: { charge: 2 }, attachedTo: bears }]);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [4, 4]);
  ownObject(g, id(g, "Banshee's Blade")).counters.charge = 3;
  touch(g); // a state edited by hand: cached characteristics are recomputed
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [5, 5]);
});

test('613.4c: Opaline Bracers gives +X/+X where X is the number of charge counters on it; Spontaneous Mutation -X/-0', () => {
  def('Opaline Bracers');
  def('Spontaneous Mutation');
  const s = scenario();
  const [bears, ape] = s.battlefield(0, ['Grizzly Bears', 'Hill Giant']);
  s.battlefield(0, [{ card: 'Opaline Bracers', counters: { charge: 2 }, attachedTo: bears }]);
  s.battlefield(1, [{ card: 'Spontaneous Mutation', attachedTo: ape }]);
  s.graveyard(1, ['Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(pt(g, bears!), [4, 4]);
  assert.deepEqual(pt(g, ape!), [1, 3], "two cards in the Aura controller's graveyard: -2/-0");
});

test("106.1: Gaea's Cradle adds {G} for each creature you control (counted as it resolves)", () => {
  def("Gaea's Cradle");
  const t = cardGame(
    {
      players: [
        { battlefield: ["Gaea's Cradle", 'Grizzly Bears', 'Grizzly Bears', 'Hill Giant'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, "Gaea's Cradle"), 'Add');
  assert.equal(g.players[0]!.manaPool.G, 3);
  assert.equal(g.turns[0]!.stack.length, 0, 'a mana ability');
});

test('106.1 / 608.2h: Lotus Blossom, sacrificed, adds X mana of one colour where X is the petal counters it had', () => {
  def('Lotus Blossom');
  const t = cardGame(
    {
      players: [{ battlefield: [{ card: 'Lotus Blossom', counters: { petal: 4 } }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Lotus Blossom'), 'Add');
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseColor');
  t.choose('U');
  assert.equal(g.players[0]!.manaPool.U, 4);
});

test('106.1: Axebane Guardian adds X mana in any combination of colors (each chosen), X = creatures with defender', () => {
  def('Axebane Guardian');
  const t = cardGame(
    {
      players: [{ battlefield: ['Axebane Guardian', 'Wall of Stone', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Axebane Guardian'), 'Add');
  for (const color of ['R', 'G'] as const) {
    const d = g.pending;
    assert.ok(d && d.kind === 'chooseColor', 'a colour for each mana');
    t.choose(color);
  }
  assert.deepEqual([g.players[0]!.manaPool.R, g.players[0]!.manaPool.G], [1, 1]);
});

test("106.1: Karametra's Acolyte adds an amount of {G} equal to your devotion to green", () => {
  def("Karametra's Acolyte");
  const t = cardGame(
    {
      players: [{ battlefield: ["Karametra's Acolyte", 'Grizzly Bears', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, "Karametra's Acolyte"), 'Add');
  assert.equal(g.players[0]!.manaPool.G, 3, '{3}{G} and {1}{G} twice: devotion 3');
});

test('107.3 / 601.2b: Chord of Calling searches for a creature card with mana value X or less (X announced as it is cast)', () => {
  def('Chord of Calling');
  const t = cardGame(
    {
      players: [
        {
          library: ['Hill Giant', 'Grizzly Bears', 'Llanowar Elves'],
          hand: ['Chord of Calling'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Chord of Calling', { x: 2 });
  while (g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0) pass(g);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects', `expected a search choice, got ${d?.kind}`);
  const names = d.options.map((o) => chars(g, o).name).sort();
  assert.deepEqual(names, ['Grizzly Bears', 'Llanowar Elves'], 'Hill Giant (mana value 4) is not offered');
  t.choose(['Grizzly Bears']);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'battlefield');
});

test('107.3 / 601.2c: Disembowel may target only a creature with mana value X; 608.2b checks it again', () => {
  def('Disembowel');
  const t = cardGame(
    {
      players: [
        { hand: ['Disembowel'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Disembowel'), x: 2, targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }]] },
  });
  assert.equal(r.ok, false, 'Hill Giant has mana value 4, not X = 2');
  if (!r.ok) assert.equal(r.error.code, 'ILLEGAL_TARGET');
  t.cast('Disembowel', { targets: ['Grizzly Bears'], x: 2 });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'battlefield');
});

test('107.3: Gaze of Granite destroys each nonland permanent with mana value X or less', () => {
  def('Gaze of Granite');
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Forest', 'Forest', 'Forest']);
  s.hand(0, ['Gaze of Granite']);
  const [, , , land] = s.battlefield(1, ['Grizzly Bears', 'Llanowar Elves', 'Hill Giant', 'Mountain']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Gaze of Granite'), x: 2 });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Llanowar Elves')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'battlefield', 'mana value 4');
  assert.equal(g.objects[land!]!.zone, 'battlefield', 'lands are spared');
});

test("107.3 / 202.3e: Spell Blast counters target spell with mana value X (an X spell's mana value on the stack includes its X)", () => {
  def('Spell Blast');
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Spell Blast']);
  const fireball = s.stackSpell(1, { card: 'Blaze', x: 2, targets: [[{ kind: 'player', player: 0 }]] }); // {X}{R}: mana value 3
  const g = s.start({ active: 1, step: 'main1', priority: 0 });
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Spell Blast'), x: 1, targets: [[{ kind: 'object', id: fireball }]] },
  });
  assert.equal(r.ok, false, 'Blaze with X = 2 has mana value 3');
  act(g, 0, { kind: 'cast', card: id(g, 'Spell Blast'), x: 3, targets: [[{ kind: 'object', id: fireball }]] });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 20, 'Blaze was countered');
  assert.ok(has(g, 'Blaze', 'graveyard'));
});

test('601.2b–c / 115.1: the legal actions list a "mana value X" target only with an X for which validation accepts it', () => {
  def('Spell Blast');
  def('Lightning Bolt');
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Spell Blast']);
  const blaze = s.stackSpell(1, { card: 'Blaze', x: 2, targets: [[{ kind: 'player', player: 0 }]] }); // mana value 3
  const bolt = s.stackSpell(1, { card: 'Lightning Bolt', targets: [[{ kind: 'player', player: 0 }]] }); // mana value 1
  const g = s.start({ active: 1, step: 'main1', priority: 0 });
  const d = g.pending!;
  assert.equal(d.kind, 'priority');
  const blasts = d.kind === 'priority' ? d.actions.filter((a) => a.kind === 'cast' && a.name === 'Spell Blast') : [];
  const offered = new Map<number, ObjectId[]>();
  for (const a of blasts) {
    if (a.kind !== 'cast') continue;
    for (let x = a.minX ?? 0; x <= a.maxX; x++)
      for (const t of a.targets[0]!.legal) {
        assert.ok(t.kind === 'object');
        offered.set(x, [...(offered.get(x) ?? []), t.id]);
        const copy = structuredClone(g);
        const r = submitInPlace(copy, 0, { kind: 'action', action: { kind: 'cast', card: a.card, x, targets: [[t]] } });
        assert.ok(r.ok, `X = ${x} with target ${t.id} was offered but refused`);
      }
  }
  assert.deepEqual(offered.get(1), [bolt], 'X = 1: only the mana value 1 spell');
  assert.deepEqual(offered.get(3), [blaze], 'X = 3: only the mana value 3 spell');
  assert.equal(offered.get(0), undefined, 'no spell on the stack has mana value 0');
});

/** Submits every combination an X action entry offers (each X, each number of targets from min to max). */
function assertOfferedAccepted(g: GameState, player: PlayerId, name: string): Map<number, number[]> {
  const d = g.pending!;
  assert.equal(d.kind, 'priority');
  const sizes = new Map<number, number[]>();
  for (const a of d.kind === 'priority' ? d.actions : []) {
    if ((a.kind !== 'cast' && a.kind !== 'activate') || a.name !== name) continue;
    const t = a.targets[0]!;
    for (let x = a.minX ?? 0; x <= a.maxX; x++)
      for (let n = t.min; n <= Math.min(t.max, t.legal.length); n++) {
        sizes.set(x, [...(sizes.get(x) ?? []), n]);
        // One target: each legal one; more: the first n.
        for (const targets of n === 1 ? t.legal.map((r) => [[r]]) : [[t.legal.slice(0, n)]]) {
          const action =
            a.kind === 'cast'
              ? { kind: 'cast' as const, card: a.card, x, targets }
              : { kind: 'activate' as const, source: a.source, ability: a.ability, x, targets };
          const r = submitInPlace(structuredClone(g), player, { kind: 'action', action });
          assert.ok(
            r.ok,
            `X = ${x} with targets ${JSON.stringify(targets)} was offered but refused: ${!r.ok && r.error.message}`,
          );
        }
      }
  }
  return sizes;
}

test('601.2d / 601.2b: X damage divided among targets is offered only with X at least the number of targets', () => {
  def('Rolling Thunder');
  const s = scenario(4);
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Rolling Thunder']); // {X}{R}{R}: with four lands X is at most 2
  const g = s.start({ active: 0, step: 'main1' });
  const sizes = assertOfferedAccepted(g, 0, 'Rolling Thunder');
  assert.equal(sizes.get(0), undefined, 'X = 0 divides nothing among one or more targets');
  assert.deepEqual(sizes.get(2), [1, 2], 'X = 2: one or two targets');
});

test('601.2b–c / 602.2b: an activated ability targeting "mana value X" is offered only with an X that fits its targets', () => {
  const { pool: p } = modernPool();
  modernDef('Sequence Engine');
  const s = modernScenario();
  s.battlefield(0, ['Sequence Engine', 'Island', 'Island']);
  s.graveyard(1, ['Grizzly Bears', 'Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  const sizes = assertOfferedAccepted(g, 0, 'Sequence Engine');
  assert.ok(p.definition('Sequence Engine'));
  assert.deepEqual(
    [...sizes.keys()].sort(),
    [1, 2],
    'X = 1 (Llanowar Elves) and X = 2 (Grizzly Bears); X = 0 fits no card',
  );
});

test('107.3 / 601.2h: Bosh sacrifices an artifact with mana value X as it pays its cost ({X} announced first)', () => {
  def('Bosh, Iron Golem Avatar');
  const t = cardGame(
    {
      players: [{ battlefield: ['Bosh, Iron Golem Avatar', 'Ornithopter', 'Millstone', 'Wastes', 'Wastes'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bosh = id(g, 'Bosh, Iron Golem Avatar');
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'activate',
      source: bosh,
      ability: abilityIndex(g, bosh, 'Sacrifice'),
      x: 2,
      targets: [[{ kind: 'player', player: 1 }]],
      costObjects: [id(g, 'Ornithopter')],
    },
  });
  assert.equal(r.ok, false, 'Ornithopter has mana value 0, not 2');
  activate(g, 0, bosh, 'Sacrifice', {
    x: 2,
    targets: [[{ kind: 'player', player: 1 }]],
    costObjects: [id(g, 'Millstone')],
  });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Millstone')]!.zone, 'graveyard');
  assert.equal(g.players[1]!.life, 18);
});

test('107.3 / 601.2b: Black Mana Battery removes any number (X) of charge counters to add {B} plus {B} for each removed', () => {
  def('Black Mana Battery');
  const t = cardGame(
    {
      players: [{ battlefield: [{ card: 'Black Mana Battery', counters: { charge: 3 } }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bat = id(g, 'Black Mana Battery');
  const d = g.pending;
  const la = d?.kind === 'priority' ? d.actions.find((a) => a.kind === 'activate' && a.source === bat) : undefined;
  assert.ok(la && la.kind === 'activate' && la.hasX && la.maxX === 3, 'X up to the three counters it has');
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'activate', source: bat, ability: abilityIndex(g, bat, 'Remove'), x: 4 },
  });
  assert.equal(r.ok, false, 'only three counters to remove');
  activate(g, 0, bat, 'Remove', { x: 2 });
  assert.equal(g.players[0]!.manaPool.B, 3);
  assert.equal(g.objects[bat]!.counters.charge, 1);
});

test('107.3: Calciform Pools removes X storage counters for X mana in any combination of {W} and/or {U}', () => {
  def('Calciform Pools');
  const t = cardGame(
    {
      players: [{ battlefield: [{ card: 'Calciform Pools', counters: { storage: 2 } }, 'Plains'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const pools = id(g, 'Calciform Pools');
  activate(g, 0, pools, 'Remove', { x: 2 });
  for (const color of ['W', 'U'] as const) {
    const d = g.pending;
    assert.ok(d && d.kind === 'chooseColor');
    assert.deepEqual([...d.colors].sort(), ['U', 'W']);
    t.choose(color);
  }
  assert.deepEqual([g.players[0]!.manaPool.W, g.players[0]!.manaPool.U], [1, 1]);
  assert.equal(g.objects[pools]!.counters.storage ?? 0, 0);
});

test('107.3: Skullmane Baku removes X ki counters: target creature gets -X/-X', () => {
  def('Skullmane Baku');
  const t = cardGame(
    {
      players: [
        { battlefield: [{ card: 'Skullmane Baku', counters: { ki: 3 } }, 'Swamp'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  activate(g, 0, id(g, 'Skullmane Baku'), 'Remove', { x: 2, targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }]] });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Hill Giant')), [1, 1]);
  assert.equal(g.objects[id(g, 'Skullmane Baku')]!.counters.ki, 1);
});

test('608.2d: Renounce sacrifices any number of permanents (chosen as it resolves) and gains 2 life for each sacrificed this way', () => {
  def('Renounce');
  const t = cardGame(
    {
      players: [{ hand: ['Renounce'], battlefield: ['Plains', 'Plains', 'Grizzly Bears', 'Hill Giant'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Renounce');
  while (g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0) pass(g);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects' && d.min === 0 && d.max === 4, 'any number, none included');
  t.choose(['Grizzly Bears', 'Hill Giant']);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'graveyard');
  assert.equal(g.players[0]!.life, 24);
});

test('608.2d: Scent of Jasmine reveals any number of white cards in your hand: 2 life for each revealed this way', () => {
  def('Scent of Jasmine');
  const t = cardGame(
    {
      players: [
        { hand: ['Scent of Jasmine', 'Savannah Lions', 'Savannah Lions', 'Grizzly Bears'], battlefield: ['Plains'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Scent of Jasmine');
  while (g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0) pass(g);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects');
  assert.equal(d.options.length, 2, 'only the white cards (Grizzly Bears is green)');
  ok(g, 0, { kind: 'chooseObjects', objects: [...d.options] });
  resolveAll(g);
  assert.equal(g.players[0]!.life, 24);
  assert.equal(g.players[0]!.hand.length, 3, 'revealed cards stay in hand');
});

test('608.2d: Harmony of Nature taps any number of untapped creatures you control: 4 life for each tapped this way', () => {
  def('Harmony of Nature');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Harmony of Nature'],
          battlefield: [
            'Forest',
            'Forest',
            'Forest',
            'Forest',
            'Grizzly Bears',
            { card: 'Hill Giant', tapped: true },
            'Llanowar Elves',
          ],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Harmony of Nature');
  while (g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0) pass(g);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects');
  assert.equal(d.options.includes(id(g, 'Hill Giant')), false, 'an already tapped creature is not offered');
  t.choose(['Grizzly Bears', 'Llanowar Elves']);
  resolveAll(g);
  assert.equal(g.players[0]!.life, 28);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.tapped, true);
});
