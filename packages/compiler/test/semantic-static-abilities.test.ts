/**
 * Static abilities, their conditions, and static replacement / prevention effects, each played with a real
 * compiled card: checklands / fastlands / battle lands (614.12), "enters with X counters" (614.1c, 107.3m),
 * clones (707.9), "prevent all damage that would be dealt to / by …" (615), "can't attack unless defending
 * player controls …" (508.1c), conditional statics (611.3b) with compound predicates, and characteristic-defining
 * power (604.3).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import type { GameState } from '@arbiter/engine';
import { compiled, act, def, has, id, landsFor, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function playLand(g: GameState, name: string): void {
  act(g, 0, { kind: 'playLand', card: id(g, name, 'hand') });
}

/** Passes priority until the step changes to `step` (or a non-priority decision comes). */
function passTo(g: GameState, step: string): void {
  for (let i = 0; i < 40 && g.turns[0]!.step !== step && g.pending?.kind === 'priority'; i++) pass(g);
}

function canAttack(g: GameState, name: string): { attacker: boolean; defenders: number[] } {
  const d = g.pending;
  if (!d || d.kind !== 'declareAttackers') return { attacker: false, defenders: [] };
  const o = d.options.find((x) => x.attacker === id(g, name));
  return { attacker: !!o, defenders: (o?.defenders ?? []).flatMap((t) => (t.kind === 'player' ? [t.player] : [])) };
}

test('614.12 checklands: Glacial Fortress enters tapped unless you control a Plains or an Island', () => {
  def('Glacial Fortress');
  for (const [others, tapped] of [
    [['Forest'], true],
    [['Island'], false],
  ] as const) {
    const t = cardGame(
      {
        players: [{ hand: ['Glacial Fortress'], battlefield: [...others] }, {}],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    playLand(g, 'Glacial Fortress');
    assert.equal(g.objects[id(g, 'Glacial Fortress', 'battlefield')]!.tapped, tapped, `with ${others.join(', ')}`);
  }
});

test('614.12 fastlands: Blackcleave Cliffs enters untapped with two other lands, tapped with three', () => {
  def('Blackcleave Cliffs');
  for (const [n, tapped] of [
    [2, false],
    [3, true],
  ] as const) {
    const s = scenario();
    s.battlefield(
      0,
      Array.from({ length: n }, () => 'Swamp'),
    );
    s.hand(0, ['Blackcleave Cliffs']);
    const g = s.start({ active: 0, step: 'main1' });
    playLand(g, 'Blackcleave Cliffs');
    assert.equal(g.objects[id(g, 'Blackcleave Cliffs', 'battlefield')]!.tapped, tapped, `${n} other lands`);
  }
});

test('614.12 battle lands: Canopy Vista enters untapped only with two or more basic lands', () => {
  def('Canopy Vista');
  for (const [lands, tapped] of [
    [['Forest'], true],
    [['Forest', 'Plains'], false],
  ] as const) {
    const t = cardGame(
      { players: [{ hand: ['Canopy Vista'], battlefield: [...lands] }, {}], position: { active: 'P1', step: 'main1' } },
      compiled,
    );
    const g = t.state;
    playLand(g, 'Canopy Vista');
    assert.equal(g.objects[id(g, 'Canopy Vista', 'battlefield')]!.tapped, tapped);
  }
});

test('107.3m / 614.1c: Endless One enters with X +1/+1 counters (X chosen as it was cast)', () => {
  def('Endless One');
  const t = cardGame(
    {
      players: [{ hand: ['Endless One'], battlefield: ['Forest', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Endless One', { x: 3 });
  resolveAll(g);
  const e = id(g, 'Endless One', 'battlefield');
  assert.equal(g.objects[e]!.counters['+1/+1'], 3);
  assert.deepEqual(pt(g, e), [3, 3]);
});

test('614.1c: Stag Beetle enters with X +1/+1 counters, where X is the number of other creatures on the battlefield', () => {
  def('Stag Beetle');
  const t = cardGame(
    {
      players: [
        { hand: ['Stag Beetle'], battlefield: [...landsFor(def('Stag Beetle').manaCost), 'Grizzly Bears'] },
        { battlefield: ['Hill Giant', 'Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Stag Beetle');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Stag Beetle', 'battlefield')]!.counters['+1/+1'], 3);
});

test('707.9: Sculpting Steel may enter as a copy of an artifact on the battlefield', () => {
  def('Sculpting Steel');
  const t = cardGame(
    {
      players: [
        { hand: ['Sculpting Steel'], battlefield: [...landsFor(def('Sculpting Steel').manaCost)] },
        { battlefield: ['Ornithopter', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Sculpting Steel');
  t.pass();
  t.pass();
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects', `expected the copy choice, got ${d?.kind}`);
  assert.deepEqual(d.options, [id(g, 'Ornithopter')], 'only artifacts are offered');
  t.choose(['Ornithopter']);
  const copy = id(g, 'Sculpting Steel', 'battlefield');
  assert.equal(chars(g, copy).name, 'Ornithopter');
  assert.ok(chars(g, copy).keywords.has('flying'));
});

test('615.1a: Dawn Elemental — prevent all damage that would be dealt to it', () => {
  def('Dawn Elemental');
  const t = cardGame(
    {
      players: [{ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, { battlefield: ['Dawn Elemental'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['Dawn Elemental'] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Dawn Elemental')]!.damage, 0);
  assert.ok(has(g, 'Dawn Elemental', 'battlefield'));
});

test('615.1a: Champion Lancer — damage dealt to it by creatures is prevented, damage from a spell is not', () => {
  def('Champion Lancer');
  const t = cardGame(
    {
      players: [{ hand: ['Shock'], battlefield: ['Champion Lancer', 'Mountain'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const cl = id(g, 'Champion Lancer');
  t.attack({ 'Champion Lancer': 'P2' });
  while (g.pending?.kind === 'priority') pass(g);
  t.block({ 'Hill Giant': 'Champion Lancer' });
  passTo(g, 'endCombat');
  assert.equal(g.objects[cl]!.damage, 0, "the Giant's combat damage is prevented");
  assert.ok(has(g, 'Hill Giant', 'graveyard'), 'the Lancer still deals its damage');
  passTo(g, 'main2');
  t.cast('Shock', { targets: ['Champion Lancer'] });
  resolveAll(g);
  assert.equal(g.objects[cl]!.damage, 2, 'a spell is not a creature');
});

test('615.1a: Fog Bank — combat damage dealt to and dealt by it is prevented', () => {
  def('Fog Bank');
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Fog Bank'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const gb = id(g, 'Grizzly Bears');
  t.attack({ 'Grizzly Bears': 'P2' });
  while (g.pending?.kind === 'priority') pass(g);
  t.block({ 'Fog Bank': 'Grizzly Bears' });
  passTo(g, 'endCombat');
  assert.equal(g.objects[id(g, 'Fog Bank')]!.damage, 0);
  assert.equal(g.objects[gb]!.damage, 0);
});

test('615.1a: Muzzle — all damage that would be dealt by enchanted creature is prevented', () => {
  def('Muzzle');
  const s = scenario();
  const [hg] = s.battlefield(0, ['Hill Giant']);
  s.battlefield(1, [{ card: 'Muzzle', attachedTo: hg! }]);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: id(g, 'Hill Giant'), defender: { kind: 'player', player: 1 } }],
  });
  passTo(g, 'endCombat');
  assert.equal(g.players[1]!.life, 20);
});

test("508.1c: Sea Serpent can't attack unless defending player controls an Island (each defending player apart)", () => {
  def('Sea Serpent');
  {
    const s = scenario();
    s.battlefield(0, ['Sea Serpent', 'Island']); // its other ability: "When you control no Islands, sacrifice ~."
    s.battlefield(1, ['Forest']);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    assert.equal(canAttack(g, 'Sea Serpent').attacker, false);
  }
  {
    const s = scenario(3);
    s.battlefield(0, ['Sea Serpent', 'Island']); // its other ability: "When you control no Islands, sacrifice ~."
    s.battlefield(1, ['Forest']);
    s.battlefield(2, ['Island']);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    const c = canAttack(g, 'Sea Serpent');
    assert.equal(c.attacker, true);
    assert.deepEqual(c.defenders, [2], 'only the player who controls an Island');
    ok(g, 0, {
      kind: 'declareAttackers',
      attacks: [{ attacker: id(g, 'Sea Serpent'), defender: { kind: 'player', player: 2 } }],
    });
    while (g.pending?.kind === 'priority') pass(g);
    if (g.pending?.kind === 'declareBlockers') ok(g, g.pending.player, { kind: 'declareBlockers', blocks: [] });
    passTo(g, 'endCombat');
    assert.equal(g.players[2]!.life, 20 - Number(def('Sea Serpent').power));
  }
});

test("508.1c / 611.3b: Steelclad Serpent can't attack unless you control another artifact", () => {
  def('Steelclad Serpent');
  for (const [extra, can] of [
    [[], false],
    [['Ornithopter'], true],
  ] as const) {
    const t = cardGame(
      {
        players: [{ battlefield: ['Steelclad Serpent', ...extra] }, {}],
        position: { active: 'P1', step: 'declareAttackers', begin_step: true },
      },
      compiled,
    );
    const g = t.state;
    assert.equal(canAttack(g, 'Steelclad Serpent').attacker, can);
  }
});

test('611.3b: Castle Raptors gets +0/+2 as long as it is untapped', () => {
  def('Castle Raptors');
  const t = cardGame(
    {
      players: [{ battlefield: ['Castle Raptors', { card: 'Castle Raptors', tapped: true }] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const base = [Number(def('Castle Raptors').power), Number(def('Castle Raptors').toughness)];
  assert.deepEqual(pt(g, id(g, 'Castle Raptors', 'battlefield', 0)), [base[0], base[1]! + 2]);
  assert.deepEqual(pt(g, id(g, 'Castle Raptors', 'battlefield', 1)), [base[0], base[1]]);
});

test('611.3b: Kor Duelist has double strike as long as it is equipped', () => {
  def('Kor Duelist');
  const s = scenario();
  const [kd] = s.battlefield(0, ['Kor Duelist', 'Kor Duelist']);
  s.battlefield(0, [{ card: 'Bonesplitter', attachedTo: kd! }]);
  const g = s.start({ active: 0, step: 'main1' });
  assert.ok(chars(g, id(g, 'Kor Duelist', 'battlefield', 0)).keywords.has('double strike'));
  assert.ok(!chars(g, id(g, 'Kor Duelist', 'battlefield', 1)).keywords.has('double strike'));
});

test('611.3b delirium: Gnarlwood Dryad gets +2/+2 with four card types among cards in your graveyard', () => {
  def('Gnarlwood Dryad');
  for (const [gy, bonus] of [
    [['Forest', 'Grizzly Bears', 'Shock'], 0],
    [['Forest', 'Grizzly Bears', 'Shock', 'Ornithopter'], 2],
  ] as const) {
    const t = cardGame(
      {
        players: [{ graveyard: [...gy], battlefield: ['Gnarlwood Dryad'] }, {}],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    // Ornithopter is an artifact creature: artifact is the fourth type (land, creature, instant, artifact).
    assert.deepEqual(pt(g, id(g, 'Gnarlwood Dryad')), [1 + bonus, 1 + bonus]);
  }
});

test("611.3b threshold, compound static: Frightcrawler gets +2/+2 and can't block with seven cards in the graveyard", () => {
  def('Frightcrawler');
  const s = scenario();
  s.battlefield(0, ['Grizzly Bears']);
  s.battlefield(1, ['Frightcrawler']);
  s.graveyard(
    1,
    Array.from({ length: 7 }, () => 'Forest'),
  );
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  assert.deepEqual(pt(g, id(g, 'Frightcrawler')), [3, 3]);
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: id(g, 'Grizzly Bears'), defender: { kind: 'player', player: 1 } }],
  });
  while (g.pending?.kind === 'priority') pass(g);
  assert.notEqual(g.pending?.kind, 'declareBlockers', "Frightcrawler can't block");
});

test('611.3b / 613.1e: Possessed Aven with threshold is black and has the granted ability', () => {
  def('Possessed Aven');
  const s = scenario();
  s.battlefield(0, ['Possessed Aven', 'Possessed Aven']);
  s.graveyard(
    0,
    Array.from({ length: 7 }, () => 'Island'),
  );
  const g = s.start({ active: 0, step: 'main1' });
  const a = id(g, 'Possessed Aven', 'battlefield', 0);
  assert.deepEqual(chars(g, a).colors, ['B']);
  assert.ok(
    chars(g, a).abilities.some((x) => x.kind === 'activated' && x.text.includes('Destroy target blue creature')),
  );
  assert.deepEqual(pt(g, a), [Number(def('Possessed Aven').power) + 1, Number(def('Possessed Aven').toughness) + 1]);
});

test('611.3b: Wu Admiral gets +1/+1 as long as an opponent controls an Island', () => {
  def('Wu Admiral');
  for (const [land, bonus] of [
    ['Forest', 0],
    ['Island', 1],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Wu Admiral']);
    s.battlefield(1, [land]);
    const g = s.start({ active: 0, step: 'main1' });
    assert.deepEqual(pt(g, id(g, 'Wu Admiral')), [
      Number(def('Wu Admiral').power) + bonus,
      Number(def('Wu Admiral').toughness) + bonus,
    ]);
  }
});

test("611.3b: Butcher's Cleaver grants lifelink only while the equipped creature is a Human", () => {
  def("Butcher's Cleaver");
  const s = scenario();
  const [human, bear] = s.battlefield(0, ['Elite Vanguard', 'Grizzly Bears']);
  s.battlefield(0, [
    { card: "Butcher's Cleaver", attachedTo: human! },
    { card: "Butcher's Cleaver", attachedTo: bear! },
  ]);
  const g = s.start({ active: 0, step: 'main1' });
  assert.ok(chars(g, id(g, 'Elite Vanguard')).keywords.has('lifelink'));
  assert.ok(!chars(g, id(g, 'Grizzly Bears')).keywords.has('lifelink'));
});

test('611.3b: Spectral Cloak — "it" is the enchanted creature (shroud only while that creature is untapped)', () => {
  def('Spectral Cloak');
  const s = scenario();
  const [a, b] = s.battlefield(0, ['Grizzly Bears', { card: 'Hill Giant', tapped: true }]);
  s.battlefield(0, [
    { card: 'Spectral Cloak', attachedTo: a! },
    { card: 'Spectral Cloak', attachedTo: b! },
  ]);
  const g = s.start({ active: 0, step: 'main1' });
  assert.ok(chars(g, id(g, 'Grizzly Bears')).keywords.has('shroud'));
  assert.ok(!chars(g, id(g, 'Hill Giant')).keywords.has('shroud'));
});

test("604.3: Dakmor Sorceress's power is equal to the number of Swamps you control", () => {
  def('Dakmor Sorceress');
  const t = cardGame(
    {
      players: [{ battlefield: ['Dakmor Sorceress', 'Swamp', 'Swamp', 'Swamp', 'Forest'] }, { battlefield: ['Swamp'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.deepEqual(pt(g, id(g, 'Dakmor Sorceress')), [3, Number(def('Dakmor Sorceress').toughness)]);
});

test("509.1b: Brassclaw Orcs can't block creatures with power 2 or greater", () => {
  def('Brassclaw Orcs');
  for (const [attacker, can] of [
    ['Hill Giant', false],
    ['Llanowar Elves', true],
  ] as const) {
    const s = scenario();
    s.battlefield(0, [attacker]);
    s.battlefield(1, ['Brassclaw Orcs']);
    const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
    ok(g, 0, {
      kind: 'declareAttackers',
      attacks: [{ attacker: id(g, attacker), defender: { kind: 'player', player: 1 } }],
    });
    while (g.pending?.kind === 'priority') pass(g);
    const d = g.pending;
    const blocks = d?.kind === 'declareBlockers' && d.options.some((o) => o.blocker === id(g, 'Brassclaw Orcs'));
    assert.equal(blocks, can, attacker);
  }
});

test('611.3b: Guul Draz Vampire has intimidate as long as an opponent has 10 or less life', () => {
  // (Bloodghast's haste clause is the same, but its landfall ability works from the graveyard, which the engine does not run.)
  def('Guul Draz Vampire');
  for (const [life, on] of [
    [11, false],
    [10, true],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Guul Draz Vampire']);
    s.life(1, life);
    const g = s.start({ active: 0, step: 'main1' });
    assert.equal(chars(g, id(g, 'Guul Draz Vampire')).keywords.has('intimidate'), on, `opponent at ${life}`);
  }
});

test('611.3b: Secretkeeper gets +2/+2 and has flying as long as you have more cards in hand than each opponent', () => {
  def('Secretkeeper');
  for (const [mine, theirs, on] of [
    [2, 2, false],
    [3, 2, true],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Secretkeeper']);
    s.hand(
      0,
      Array.from({ length: mine }, () => 'Forest'),
    );
    s.hand(
      1,
      Array.from({ length: theirs }, () => 'Forest'),
    );
    const g = s.start({ active: 0, step: 'main1' });
    const sk = id(g, 'Secretkeeper');
    const base = [Number(def('Secretkeeper').power), Number(def('Secretkeeper').toughness)];
    assert.deepEqual(pt(g, sk), on ? [base[0]! + 2, base[1]! + 2] : base);
    assert.equal(chars(g, sk).keywords.has('flying'), on);
  }
});

test('611.3b: Heavy Mattock — equipped creature gets an additional +1/+1 as long as it is a Human', () => {
  def('Heavy Mattock');
  const s = scenario();
  const [human, bear] = s.battlefield(0, ['Elite Vanguard', 'Grizzly Bears']);
  s.battlefield(0, [
    { card: 'Heavy Mattock', attachedTo: human! },
    { card: 'Heavy Mattock', attachedTo: bear! },
  ]);
  const g = s.start({ active: 0, step: 'main1' });
  // Its unconditional "Equipped creature gets +N/+M." and, for a Human only, an additional +1/+1.
  const base = def('Heavy Mattock').abilities.find(
    (a) => a.kind === 'static' && !a.condition && a.effect.kind === 'modifyPT',
  );
  assert.ok(base && base.kind === 'static' && base.effect.kind === 'modifyPT');
  const { power: a, toughness: b } = base.effect;
  assert.deepEqual(pt(g, id(g, 'Elite Vanguard')), [2 + a + 1, 1 + b + 1]);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2 + a, 2 + b]);
});

test("604.3: People of the Woods's toughness is equal to the number of Forests you control; power as printed", () => {
  def('People of the Woods');
  const t = cardGame(
    {
      players: [{ battlefield: ['People of the Woods', 'Forest', 'Forest', 'Forest', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.deepEqual(pt(g, id(g, 'People of the Woods')), [Number(def('People of the Woods').power), 4]);
});

test('615.1a: Phantom Centaur — damage that would be dealt to it is prevented and it loses one +1/+1 counter', () => {
  def('Phantom Centaur');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        { battlefield: [{ card: 'Phantom Centaur', counters: { '+1/+1': 3 } }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const pc = id(g, 'Phantom Centaur');
  t.cast('Lightning Bolt', { targets: ['Phantom Centaur'] });
  resolveAll(g);
  assert.equal(g.objects[pc]!.damage, 0);
  assert.equal(g.objects[pc]!.counters['+1/+1'], 2, 'one counter, whatever the amount');
});

test('614.1a: Phytohydra — damage that would be dealt to it becomes that many +1/+1 counters', () => {
  def('Phytohydra');
  const t = cardGame(
    {
      players: [{ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, { battlefield: ['Phytohydra'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const ph = id(g, 'Phytohydra');
  t.cast('Lightning Bolt', { targets: ['Phytohydra'] });
  resolveAll(g);
  assert.equal(g.objects[ph]!.damage, 0);
  assert.equal(g.objects[ph]!.counters['+1/+1'], 3);
});

test('615.1a: Undergrowth Champion prevents damage only while it has a +1/+1 counter', () => {
  def('Undergrowth Champion');
  const t = cardGame(
    {
      players: [
        { hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
        { battlefield: [{ card: 'Undergrowth Champion', counters: { '+1/+1': 1 } }] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const uc = id(g, 'Undergrowth Champion');
  t.cast('Shock', { targets: ['Undergrowth Champion'] });
  resolveAll(g);
  assert.equal(g.objects[uc]!.damage, 0);
  assert.equal(g.objects[uc]!.counters['+1/+1'] ?? 0, 0);
  t.cast('Shock', { targets: ['Undergrowth Champion'] });
  resolveAll(g);
  // No counter left: the 2 damage is dealt, and the 2/2 dies (704.5g).
  assert.equal(Number(def('Undergrowth Champion').toughness), 2);
  assert.ok(has(g, 'Undergrowth Champion', 'graveyard'));
});
