/**
 * Keyword abilities that change how or when spells are cast (702), on real compiled cards played in
 * engine games: storm (702.40), madness, cascade, rebound, suspend, entwine, splice (702.47), awaken (702.113), overload (702.96), replicate (702.56), miracle (702.94), ripple (702.60).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace, type Choice } from '@arbiter/engine';
import { compiled, act, def, has, id, ok, pass, pt, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('702.40a storm: Grapeshot cast after Lightning Bolt is copied once, and the copy takes a new target (707.10c)', () => {
  def('Grapeshot');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt', 'Grapeshot'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Llanowar Elves'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.pass();
  t.pass();
  assert.equal(g.players[1]!.life, 17);
  t.cast('Grapeshot', { targets: ['P2'] });
  // The storm trigger is on the stack above Grapeshot; it resolves and makes one copy.
  t.pass();
  t.pass();
  const d = g.pending!;
  assert.equal(d.kind, 'chooseTargets', 'the copy may get a new target');
  t.choose(['Llanowar Elves']);
  for (let i = 0; i < 6 && g.turns[0]!.stack.length > 0; i++) pass(g);
  assert.equal(g.players[1]!.life, 16, 'Grapeshot itself dealt 1 to the opponent');
  assert.ok(has(g, 'Llanowar Elves', 'graveyard'), 'the copy dealt 1 to the Elves');
  assert.ok(has(g, 'Grapeshot', 'graveyard'));
});

test('702.40a storm: the first spell of the turn makes no copies', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Grapeshot'], battlefield: ['Mountain', 'Mountain'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Grapeshot', { targets: ['P2'] });
  for (let i = 0; i < 6 && (g.turns[0]!.stack.length > 0 || g.pendingTriggers.length > 0); i++) pass(g);
  assert.equal(g.players[1]!.life, 19);
});

/** Answers the decisions of a resolution in order; passes priority otherwise, until the stack is empty. */
function drive(g: ReturnType<ReturnType<typeof scenario>['start']>, answers: Choice[], max = 40): void {
  for (let i = 0; i < max; i++) {
    const d = g.pending;
    if (!d || g.result) return;
    if (d.kind === 'priority') {
      if (g.turns[0]!.stack.length === 0 && g.pendingTriggers.length === 0) return;
      pass(g);
      continue;
    }
    const a = answers.shift();
    assert.ok(a, `unexpected decision ${d.kind}: ${'prompt' in d ? d.prompt : ''}`);
    assert.equal(d.kind, a.kind, `expected ${a.kind}, got ${d.kind}: ${'prompt' in d ? d.prompt : ''}`);
    ok(g, d.player, a);
  }
}

test('702.35a madness: Fiery Temper discarded to Mind Rot is exiled, then cast for {R} and deals 3 damage', () => {
  def('Fiery Temper');
  const t = cardGame(
    {
      players: [
        { hand: ['Fiery Temper', 'Grizzly Bears'], battlefield: ['Mountain'] },
        { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Mind Rot', { targets: ['P1'] });
  drive(g, [
    { kind: 'yesNo', yes: true },
    { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] },
  ]);
  assert.equal(g.players[1]!.life, 17, 'Fiery Temper was cast from exile and resolved');
  assert.ok(has(g, 'Fiery Temper', 'graveyard'));
  assert.ok(g.objects[id(g, 'Mountain')]!.tapped, 'its madness cost {R} was paid');
  assert.ok(has(g, 'Grizzly Bears', 'graveyard'), 'a card without madness is discarded normally');
});

test('702.35a madness: a declined madness card goes from exile to the graveyard', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Fiery Temper', 'Grizzly Bears'] },
        { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Mind Rot', { targets: ['P1'] });
  drive(g, [{ kind: 'yesNo', yes: false }]);
  assert.ok(has(g, 'Fiery Temper', 'graveyard'));
  assert.equal(g.players[1]!.life, 20);
});

test('702.85a cascade: Bloodbraid Elf exiles Forest then Lightning Bolt, casts the Bolt free; the Forest goes to the bottom', () => {
  def('Bloodbraid Elf');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Lightning Bolt', 'Hill Giant', 'Island'],
          hand: ['Bloodbraid Elf'],
          battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Bloodbraid Elf');
  drive(g, [
    { kind: 'yesNo', yes: true },
    { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] },
  ]);
  assert.equal(g.players[1]!.life, 17, 'the Bolt was cast without paying its mana cost');
  assert.ok(has(g, 'Bloodbraid Elf', 'battlefield'));
  const lib = g.players[0]!.library.map((x) => g.cards[g.objects[x]!.defKey]!.name);
  assert.deepEqual(
    lib,
    ['Hill Giant', 'Island', 'Forest'],
    'the exiled Forest went to the bottom; the library is otherwise untouched',
  );
});

/** Passes priority (and declares no attackers) until a decision other than those comes up. */
function advance(g: ReturnType<ReturnType<typeof scenario>['start']>, max = 200): void {
  for (let i = 0; i < max; i++) {
    const d = g.pending;
    if (!d || g.result) return;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareAttackers') ok(g, d.player, { kind: 'declareAttackers', attacks: [] });
    else if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks: [] });
    else return;
  }
}

test("702.88a rebound: Staggershock cast from the hand is exiled, then cast again free at its controller's next upkeep", () => {
  def('Staggershock');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island'],
          hand: ['Staggershock'],
          battlefield: ['Mountain', 'Mountain', 'Mountain'],
        },
        { library: ['Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Staggershock', { targets: ['P2'] });
  t.pass();
  t.pass();
  assert.equal(g.players[1]!.life, 18);
  assert.ok(has(g, 'Staggershock', 'exile'), 'exiled instead of put into the graveyard');
  advance(g);
  const d = g.pending!;
  assert.equal(d.kind, 'yesNo', 'the rebound trigger asks at the next upkeep');
  assert.deepEqual(
    [g.turns[0]!.activePlayers[0], g.turns[0]!.step],
    [0, 'upkeep'],
    "at its controller's upkeep, not the opponent's",
  );
  drive(g, [
    { kind: 'yesNo', yes: true },
    { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] },
  ]);
  assert.equal(g.players[1]!.life, 16, 'cast again without paying its mana cost');
  assert.ok(has(g, 'Staggershock', 'graveyard'), 'cast from exile, it is not exiled again');
  assert.ok(g.battlefield.every((x) => g.cards[g.objects[x]!.defKey]!.name !== 'Mountain' || !g.objects[x]!.tapped));
});

test('702.62a suspend: Rift Bolt is suspended for {R} (a special action), loses its time counter at the next upkeep and is cast free', () => {
  def('Rift Bolt');
  const t = cardGame(
    {
      players: [
        { library: ['Island', 'Island', 'Island'], hand: ['Rift Bolt'], battlefield: ['Mountain'] },
        { library: ['Island', 'Island', 'Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const d0 = g.pending!;
  assert.ok(d0.kind === 'priority' && d0.actions.some((a) => a.kind === 'suspend'), 'suspend is offered');
  assert.ok(
    d0.kind === 'priority' && !d0.actions.some((a) => a.kind === 'cast'),
    "Rift Bolt itself costs {2}{R}: it can't be cast with one land",
  );
  act(g, 0, { kind: 'suspend', card: id(g, 'Rift Bolt') });
  const bolt = id(g, 'Rift Bolt', 'exile');
  assert.equal(g.objects[bolt]!.counters['time'], 1);
  assert.equal(g.turns[0]!.stack.length, 0, "a special action doesn't use the stack");
  advance(g);
  assert.equal(g.pending!.kind, 'yesNo', 'the last time counter was removed at the next upkeep');
  assert.deepEqual([g.turns[0]!.activePlayers[0], g.turns[0]!.step], [0, 'upkeep']);
  drive(g, [
    { kind: 'yesNo', yes: true },
    { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] },
  ]);
  assert.equal(g.players[1]!.life, 17);
  assert.ok(has(g, 'Rift Bolt', 'graveyard'));
});

test('702.62a suspend / 118.6: Ancestral Vision has no mana cost — it can only be suspended; four upkeeps later it draws three', () => {
  def('Ancestral Vision');
  const t = cardGame(
    {
      players: [
        { library: [...Array(12).fill('Island')], hand: ['Ancestral Vision'], battlefield: ['Island'] },
        { library: [...Array(12).fill('Island')] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const d0 = g.pending!;
  assert.ok(
    d0.kind === 'priority' && !d0.actions.some((a) => a.kind === 'cast' && a.name === 'Ancestral Vision'),
    "no mana cost: it can't be cast from the hand",
  );
  act(g, 0, { kind: 'suspend', card: id(g, 'Ancestral Vision') });
  for (let i = 0; i < 10 && has(g, 'Ancestral Vision', 'exile'); i++) {
    advance(g);
    const d = g.pending!;
    if (d.kind === 'yesNo') break;
    if (d.kind === 'chooseObjects') {
      ok(g, d.player, { kind: 'chooseObjects', objects: d.options.slice(0, d.min) });
      continue;
    } // cleanup discards
  }
  assert.equal(g.pending!.kind, 'yesNo');
  const hand = g.players[0]!.hand.length;
  drive(g, [
    { kind: 'yesNo', yes: true },
    { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 0 }]] },
  ]);
  assert.equal(g.players[0]!.hand.length, hand + 3);
  assert.ok(has(g, 'Ancestral Vision', 'graveyard'));
});

test('702.42a entwine: Barbed Lightning cast with both modes for {2} more deals 3 to a creature and 3 to a player', () => {
  def('Barbed Lightning');
  const t = cardGame(
    {
      players: [
        { hand: ['Barbed Lightning'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const d = g.pending!;
  assert.ok(
    d.kind === 'priority' && d.actions.some((a) => a.kind === 'cast' && a.entwine),
    'an entwined cast is offered',
  );
  t.cast('Barbed Lightning', { targets: [['Hill Giant'], ['P2']], modes: [0, 1], with: 'entwine' });
  assert.equal(
    g.battlefield.filter((x) => g.objects[x]!.tapped).length,
    5,
    'the entwine cost {2} was paid on top of {2}{R}',
  );
  t.pass();
  t.pass();
  assert.ok(has(g, 'Hill Giant', 'graveyard'));
  assert.equal(g.players[1]!.life, 17);
});

test('702.42a entwine: without paying the entwine cost only one mode may be chosen', () => {
  const t = cardGame(
    {
      players: [
        { hand: ['Barbed Lightning'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: id(g, 'Barbed Lightning'),
      modes: [0, 1],
      targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }], [{ kind: 'player', player: 1 }]],
    },
  });
  assert.ok(!r.ok);
});

test('702.47a splice onto Arcane: Glacial Ray spliced onto Lava Spike deals 2 to a creature too and stays in hand', () => {
  def('Glacial Ray');
  def('Lava Spike');
  const t = cardGame(
    {
      players: [
        { hand: ['Lava Spike', 'Glacial Ray'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const spike = id(g, 'Lava Spike');
  const ray = id(g, 'Glacial Ray');
  // The legal actions offer the spliced cast (the Arcane spell's target, then the spliced card's).
  assert.equal(g.pending?.kind, 'priority');
  const entry = (g.pending?.kind === 'priority' ? g.pending.actions : []).find(
    (a) => a.kind === 'cast' && a.card === spike && a.splice?.includes(ray),
  );
  assert.ok(entry && entry.kind === 'cast' && entry.targets.length === 2);
  t.cast('Lava Spike', { targets: [['P2'], ['Grizzly Bears']], splice: ['Glacial Ray'] });
  assert.equal(g.objects[ray]!.zone, 'hand', '702.47c: the spliced card stays in the hand');
  resolveAll(g);
  assert.equal(g.players[1]!.life, 17, 'Lava Spike: 3 damage');
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard', 'the spliced Glacial Ray: 2 damage');
  assert.equal(g.objects[ray]!.zone, 'hand');
  assert.ok(has(g, 'Lava Spike', 'graveyard'));
});

test('702.47a splice: only onto an Arcane spell, and a card is not spliced onto itself', () => {
  def('Glacial Ray');
  const t = cardGame(
    {
      players: [
        {
          hand: ['Lightning Bolt', 'Glacial Ray'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const ray = id(g, 'Glacial Ray');
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: id(g, 'Lightning Bolt'),
      splice: [ray],
      targets: [[{ kind: 'player', player: 1 }], [{ kind: 'player', player: 1 }]],
    },
  });
  assert.ok(!r.ok && r.error.rule === '702.47a');
  const r2 = submitInPlace(g, 0, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: ray,
      splice: [ray],
      targets: [[{ kind: 'player', player: 1 }], [{ kind: 'player', player: 1 }]],
    },
  });
  assert.ok(!r2.ok && r2.error.rule === '702.47a');
  assert.equal(g.players[1]!.life, 20);
});

test('702.113a awaken: Coastal Discovery cast for its awaken cost draws two and makes a land a 4/4 Elemental creature with haste', () => {
  def('Coastal Discovery');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island'],
          hand: ['Coastal Discovery', 'Coastal Discovery'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Forest'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const forest = id(g, 'Forest');
  t.cast('Coastal Discovery', { targets: ['Forest'], with: 'awaken' });
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, 3, 'drew two');
  const c = chars(g, forest);
  assert.ok(
    c.types.includes('Creature') &&
      c.types.includes('Land') &&
      c.subtypes.includes('Elemental') &&
      c.subtypes.includes('Forest'),
  );
  assert.deepEqual(pt(g, forest), [4, 4]);
  assert.ok(c.keywords.has('haste'));
  // Cast for its mana cost, it has no awaken target and animates nothing.
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Coastal Discovery', 'hand'), targets: [[{ kind: 'object', id: forest }]] },
  });
  assert.ok(!r.ok);
});

test("702.96a overload: Electrickery cast for its overload cost deals 1 damage to each creature you don't control, without targets", () => {
  def('Electrickery');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Llanowar Elves']);
  s.hand(0, ['Electrickery']);
  s.battlefield(1, ['Llanowar Elves', 'Birds of Paradise', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Electrickery'), alternative: 'overload', targets: [] });
  resolveAll(g);
  assert.equal(g.players[1]!.graveyard.length, 2, 'both 1-toughness creatures of the opponent died');
  assert.ok(has(g, 'Grizzly Bears', 'battlefield'));
  assert.ok(
    g.battlefield.some(
      (x) => g.objects[x]!.owner === 0 && g.objects[x]!.cardId !== null && chars(g, x).name === 'Llanowar Elves',
    ),
    "its controller's creature is unharmed",
  );
  // Cast for its mana cost it targets one creature.
  const s2 = scenario();
  s2.battlefield(0, ['Mountain']);
  s2.hand(0, ['Electrickery']);
  s2.battlefield(1, ['Llanowar Elves', 'Birds of Paradise']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  act(g2, 0, {
    kind: 'cast',
    card: id(g2, 'Electrickery'),
    targets: [[{ kind: 'object', id: id(g2, 'Birds of Paradise') }]],
  });
  resolveAll(g2);
  assert.ok(has(g2, 'Llanowar Elves', 'battlefield') && has(g2, 'Birds of Paradise', 'graveyard'));
});

test('702.56a replicate: Pyromatics with its replicate cost paid twice is copied twice; each copy may take a new target', () => {
  def('Pyromatics');
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Pyromatics']);
  s.battlefield(1, ['Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Pyromatics'), replicate: 2, targets: [[{ kind: 'player', player: 1 }]] });
  assert.ok(
    g.battlefield.every((x) => g.objects[x]!.owner !== 0 || g.objects[x]!.tapped),
    '{1}{R} plus {1}{R} twice: all six Mountains',
  );
  pass(g);
  pass(g); // the replicate trigger resolves
  assert.equal(g.pending?.kind, 'chooseTargets');
  ok(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g, 'Llanowar Elves') }]] });
  assert.equal(g.pending?.kind, 'chooseTargets');
  ok(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] });
  for (let i = 0; i < 8 && g.turns[0]!.stack.length > 0; i++) pass(g);
  assert.equal(g.players[1]!.life, 18, 'the spell and one copy hit the opponent');
  assert.ok(has(g, 'Llanowar Elves', 'graveyard'), 'the other copy hit the Elves');
  // Without replicate (no action field) it is cast once; paying more times than affordable is refused.
  const s2 = scenario();
  s2.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  s2.hand(0, ['Pyromatics']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  const r = submitInPlace(g2, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g2, 'Pyromatics'), replicate: 2, targets: [[{ kind: 'player', player: 1 }]] },
  });
  assert.ok(!r.ok);
});

test('702.94a miracle: Thunderous Wrath drawn as the first card of the turn is cast for {R} and deals 5; a second draw is no miracle', () => {
  def('Thunderous Wrath');
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.library(0, ['Thunderous Wrath', 'Thunderous Wrath']);
  const g = s.start({ active: 0, step: 'upkeep' });
  pass(g);
  pass(g); // to the draw step: the turn's first draw
  assert.ok(g.pendingTriggers.length > 0 || g.turns[0]!.stack.length > 0, 'the miracle trigger');
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.equal(g.players[1]!.life, 15, 'cast for its miracle cost {R}: 5 damage');
  assert.ok(has(g, 'Thunderous Wrath', 'graveyard'));
  // A second card drawn this turn (the first was drawn already) does not trigger.
  const s2 = scenario();
  s2.battlefield(0, ['Island', 'Island', 'Island', 'Mountain']);
  s2.hand(0, ['Divination']);
  s2.library(0, ['Thunderous Wrath', 'Thunderous Wrath', 'Island']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  act(g2, 0, { kind: 'cast', card: id(g2, 'Divination') });
  resolveAll(g2, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.equal(g2.players[1]!.life, 15, 'the first drawn Wrath was a miracle (the scenario had no draw this turn)');
  assert.ok(has(g2, 'Thunderous Wrath', 'hand'), 'the second drawn Wrath stays in the hand');
});

test('702.60a ripple: Surging Flame reveals the top four, casts the two other Surging Flames free, and puts the rest on the bottom', () => {
  def('Surging Flame');
  const t = cardGame(
    {
      players: [
        {
          library: ['Surging Flame', 'Island', 'Surging Flame', 'Forest', 'Plains'],
          hand: ['Surging Flame'],
          battlefield: ['Mountain', 'Mountain'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Surging Flame', { targets: ['P2'] });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.equal(g.players[1]!.life, 14, 'three Surging Flames: 6 damage');
  const lib = g.players[0]!.library.map((x) => chars(g, x).name);
  assert.deepEqual(lib, ['Plains', 'Island', 'Forest'], 'the revealed cards not cast went to the bottom');
  assert.equal(g.players[0]!.graveyard.length, 3);
});
