/**
 * Spells and abilities on the stack as targets, compiled from Oracle text: "counter target activated
 * ability" (113.3b), "… or triggered ability" (113.3c), "spell or ability", and "spell that targets …" (115.1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import type { GameState, ObjectId, PlayerId, TargetRef } from '@arbiter/engine';
import { compiled, act, def, id, ok, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function activated(g: GameState, source: ObjectId, text: string): number {
  const i = chars(g, source).abilities.findIndex((a) => a.kind === 'activated' && a.text.includes(text));
  assert.ok(i >= 0, `no activated ability "${text}"`);
  return i;
}
function stackTop(g: GameState): ObjectId {
  const s = g.turns[0]!.stack;
  return s[s.length - 1]!;
}
function castRefused(g: GameState, player: PlayerId, card: ObjectId, targets: TargetRef[][]): boolean {
  return !submitInPlace(g, player, { kind: 'action', action: { kind: 'cast', card, targets } }).ok;
}

test('113.3b / 701.5a: Azorius Guildmage counters an activated ability; the ability does nothing', () => {
  def('Azorius Guildmage');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Prodigal Pyromancer'] },
        { battlefield: ['Azorius Guildmage', 'Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const pyro = id(g, 'Prodigal Pyromancer');
  act(g, 0, {
    kind: 'activate',
    source: pyro,
    ability: activated(g, pyro, 'damage'),
    targets: [[{ kind: 'player', player: 1 }]],
  });
  const ability = stackTop(g);
  t.pass();
  const gm = id(g, 'Azorius Guildmage');
  act(g, 1, {
    kind: 'activate',
    source: gm,
    ability: activated(g, gm, 'Counter target activated ability'),
    targets: [[{ kind: 'object', id: ability }]],
  });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 20, "the Pyromancer's ping was countered");
  assert.equal(g.turns[0]!.stack.length, 0);
});

test('113.3b: "activated ability" is not a legal target description for a triggered ability, nor for a spell', () => {
  def('Azorius Guildmage');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        { battlefield: ['Azorius Guildmage', 'Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  const bolt = stackTop(g);
  t.pass();
  const gm = id(g, 'Azorius Guildmage');
  const r = submitInPlace(g, 1, {
    kind: 'action',
    action: {
      kind: 'activate',
      source: gm,
      ability: activated(g, gm, 'Counter target'),
      targets: [[{ kind: 'object', id: bolt }]],
    },
  });
  assert.equal(r.ok, false, 'a spell is not an activated ability');
});

test("113.3c: Stifle counters a triggered ability (Flametongue Kavu's enters trigger), not a spell", () => {
  def('Stifle');
  const t = cardGame(
    {
      players: [
        { hand: ['Flametongue Kavu'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { hand: ['Stifle'], battlefield: ['Island', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Flametongue Kavu');
  const kavuSpell = stackTop(g);
  t.pass();
  assert.ok(
    castRefused(g, 1, id(g, 'Stifle'), [[{ kind: 'object', id: kavuSpell }]]),
    'a creature spell is not a triggered ability',
  );
  t.pass();
  // The Kavu resolves; its trigger targets the Bears.
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseTargets');
  t.choose(['Grizzly Bears']);
  const trigger = stackTop(g);
  t.pass();
  act(g, 1, { kind: 'cast', card: id(g, 'Stifle'), targets: [[{ kind: 'object', id: trigger }]] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'battlefield', 'the trigger was countered');
});

test('115.1: Confound counters only a spell that targets a creature (Giant Growth), not one that targets a player', () => {
  def('Confound');
  const t = cardGame(
    {
      players: [
        { hand: ['Giant Growth', 'Lightning Bolt'], battlefield: ['Forest', 'Mountain', 'Grizzly Bears'] },
        { library: ['Island'], hand: ['Confound'], battlefield: ['Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  const bolt = stackTop(g);
  t.pass();
  assert.ok(castRefused(g, 1, id(g, 'Confound'), [[{ kind: 'object', id: bolt }]]), 'Bolt targets a player');
  t.pass();
  assert.equal(g.players[1]!.life, 17);
  t.cast('Giant Growth', { targets: ['Grizzly Bears'] });
  const growth = stackTop(g);
  t.pass();
  act(g, 1, { kind: 'cast', card: id(g, 'Confound'), targets: [[{ kind: 'object', id: growth }]] });
  resolveAll(g);
  assert.equal(chars(g, id(g, 'Grizzly Bears')).power, 2, 'Giant Growth was countered');
  assert.equal(g.players[1]!.hand.length, 1, 'Confound draws a card');
});

test("115.1: Dawn Charm's third mode counters a spell that targets you", () => {
  def('Dawn Charm');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        { hand: ['Dawn Charm'], battlefield: ['Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  const bolt = stackTop(g);
  t.pass();
  act(g, 1, { kind: 'cast', card: id(g, 'Dawn Charm'), modes: [2], targets: [[{ kind: 'object', id: bolt }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 20);
});

test("115.7a: Deflection changes Lightning Bolt's single target to another legal target; the old one is not offered", () => {
  def('Deflection');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        { hand: ['Deflection'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  const bolt = stackTop(g);
  t.pass();
  act(g, 1, { kind: 'cast', card: id(g, 'Deflection'), targets: [[{ kind: 'object', id: bolt }]] });
  t.pass();
  t.pass();
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseTargets' && d.player === 1, "Deflection's controller chooses the new target");
  assert.ok(
    !d.targets[0]!.legal.some((t) => t.kind === 'player' && t.player === 1),
    'the current target is not a choice',
  );
  const bears = id(g, 'Grizzly Bears');
  t.choose(['Grizzly Bears']);
  resolveAll(g);
  assert.equal(g.players[1]!.life, 20);
  assert.ok(
    g.players[1]!.graveyard.some((o) => g.objects[o] && chars(g, o).name === 'Grizzly Bears'),
    'the Bolt hit the Bears instead',
  );
});

test("115.7d: Redirect may leave targets unchanged or choose new ones (Giant Growth moved to the opponent's creature)", () => {
  def('Redirect');
  const t = cardGame(
    {
      players: [
        { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'] },
        { hand: ['Redirect'], battlefield: ['Island', 'Island', 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  t.cast('Giant Growth', { targets: ['Grizzly Bears'] });
  const growth = stackTop(g);
  t.pass();
  act(g, 1, { kind: 'cast', card: id(g, 'Redirect'), targets: [[{ kind: 'object', id: growth }]] });
  t.pass();
  t.pass();
  if (g.pending?.kind === 'yesNo') ok(g, 1, { kind: 'yesNo', yes: true });
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseTargets');
  assert.ok(
    d.targets[0]!.legal.some((t) => t.kind === 'object' && t.id === bears),
    'the current target may stay',
  );
  t.choose(['Hill Giant']);
  resolveAll(g);
  assert.deepEqual([chars(g, giant).power, chars(g, bears).power], [6, 2]);
});

test("401.3 / 701.19a: Beacon of Destruction deals 5 damage, then is shuffled into its owner's library, not put into the graveyard", () => {
  def('Beacon of Destruction');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island'],
          hand: ['Beacon of Destruction'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Beacon of Destruction', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 15);
  assert.equal(g.players[0]!.graveyard.length, 0);
  assert.equal(g.players[0]!.library.length, 4);
  assert.ok(g.players[0]!.library.some((o) => chars(g, o).name === 'Beacon of Destruction'));
});

test('613.1f: Crash Landing — target creature with flying loses flying until end of turn (a layer-6 effect), then takes damage', () => {
  def('Crash Landing');
  const t = cardGame(
    {
      players: [
        { hand: ['Crash Landing'], battlefield: ['Forest', 'Forest', 'Forest'] },
        { battlefield: ['Serra Angel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const angel = id(g, 'Serra Angel');
  assert.ok(chars(g, angel).keywords.has('flying'));
  t.cast('Crash Landing', { targets: ['Serra Angel'] });
  resolveAll(g);
  assert.equal(chars(g, angel).keywords.has('flying'), false, 'it lost flying');
  assert.ok(chars(g, angel).keywords.has('vigilance'), 'its other keywords stay');
  assert.equal(g.objects[angel]!.damage, 3, 'one damage per Forest its caster controls');
});

test("604.3 / 613.4a: Gaea's Avenger's power and toughness are each 1 plus the number of artifacts its controller's opponents control", () => {
  def("Gaea's Avenger");
  const t = cardGame(
    {
      players: [{ battlefield: ["Gaea's Avenger", 'Millstone'] }, { battlefield: ['Millstone', 'Millstone'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const avenger = id(g, "Gaea's Avenger");
  assert.deepEqual([chars(g, avenger).power, chars(g, avenger).toughness], [3, 3]);
});

test('701.9a: Wheel of Fortune — each player discards their whole hand, then draws seven cards', () => {
  def('Wheel of Fortune');
  const s = scenario(3);
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Wheel of Fortune', 'Island', 'Island']);
  s.hand(1, ['Forest', 'Forest', 'Forest', 'Forest']);
  for (const p of [0, 1, 2])
    s.library(
      p,
      Array.from({ length: 10 }, () => 'Plains'),
    );
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Wheel of Fortune') });
  resolveAll(g);
  assert.deepEqual(
    g.players.map((p) => p.hand.length),
    [7, 7, 7],
  );
  assert.deepEqual(
    g.players.map((p) => p.graveyard.length),
    [3, 4, 0],
    'the Wheel itself and two Islands; four Forests; nothing',
  );
});

test('115.3: "another target creature" can\'t be the creature chosen for the first target (Blood Feud)', () => {
  def('Blood Feud');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Blood Feud'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Hill Giant'],
        },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  const bears = id(g, 'Grizzly Bears');
  const card = id(g, 'Blood Feud');
  const same = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card, targets: [[{ kind: 'object', id: giant }], [{ kind: 'object', id: giant }]] },
  });
  assert.equal(same.ok, false, 'the same creature for both targets is refused');
  if (!same.ok) assert.match(same.error.message, /another/);
  t.cast('Blood Feud', { targets: [['Hill Giant'], ['Grizzly Bears']] });
  resolveAll(g);
  assert.ok(
    g.players[1]!.graveyard.some((o) => chars(g, o).name === 'Grizzly Bears'),
    'they fought',
  );
});
