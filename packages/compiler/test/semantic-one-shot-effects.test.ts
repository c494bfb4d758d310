/**
 * Semantic tests for one-shot effect grammar (helper `eff`): compiled cards played in real engine
 * games, each expectation taken from the card's Oracle text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace, type GameState, type ObjectId } from '@arbiter/engine';
import {
  compiled,
  act,
  def,
  id,
  landsFor,
  modernDef,
  modernScenario,
  ok,
  pass,
  pt,
  resolveAll,
  scenario,
  passUntilNextTurn,
} from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

/** Player 0 casts `name` in their first main phase with `targets` (object ids per target group). */
function cast(
  name: string,
  setup: (s: ReturnType<typeof scenario>) => void,
  targets?: (g: GameState) => ObjectId[][],
): GameState {
  const d = def(name);
  const s = scenario();
  s.battlefield(0, landsFor(d.manaCost));
  s.hand(0, [name]);
  s.library(0, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  s.library(1, ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
  setup(s);
  const g = s.start({ active: 0, step: 'main1' });
  const t = targets?.(g).map((grp) => grp.map((o) => ({ kind: 'object', id: o })));
  act(g, 0, { kind: 'cast', card: id(g, name, 'hand'), ...(t ? { targets: t as never } : {}) });
  return g;
}

const kw = (g: GameState, o: ObjectId, k: string): boolean => chars(g, o).keywords.has(k as never);

test('611.2a: "Until end of turn, target creature gets +1/+0 and gains first strike and lifelink" (Swift Justice) lasts until the cleanup step', () => {
  const g = cast(
    'Swift Justice',
    (s) => s.battlefield(0, ['Grizzly Bears']),
    (g) => [[id(g, 'Grizzly Bears')]],
  );
  resolveAll(g);
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  assert.deepEqual(pt(g, bears), [3, 2]);
  assert.ok(kw(g, bears, 'first strike') && kw(g, bears, 'lifelink'));
  passUntilNextTurn(g, 'upkeep');
  assert.deepEqual(pt(g, bears), [2, 2]);
  assert.ok(!kw(g, bears, 'first strike') && !kw(g, bears, 'lifelink'));
});

test('611.2a / 611.2c: "Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1" (Zealous Persecution)', () => {
  const g = cast('Zealous Persecution', (s) => {
    s.battlefield(0, ['Grizzly Bears']);
    s.battlefield(1, ['Llanowar Elves', 'Hill Giant']);
  });
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears', 'battlefield')), [3, 3]);
  assert.deepEqual(pt(g, id(g, 'Hill Giant', 'battlefield')), [2, 2]);
  assert.ok(
    !g.battlefield.some((o) => g.cards[g.objects[o]!.defKey]!.name === 'Llanowar Elves'),
    'the 1/1 died (704.5f)',
  );
  passUntilNextTurn(g, 'upkeep');
  assert.deepEqual(pt(g, id(g, 'Hill Giant', 'battlefield')), [3, 3]);
});

test('613.1f: "target creature gains \\"{T}: …\\"" grants an activated ability until end of turn (Retraction Helix)', () => {
  const g = cast(
    'Retraction Helix',
    (s) => {
      s.battlefield(0, ['Grizzly Bears']);
      s.battlefield(1, ['Hill Giant']);
    },
    (g) => [[id(g, 'Grizzly Bears')]],
  );
  resolveAll(g);
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  const granted = chars(g, bears).abilities.filter((a) => a.kind === 'activated');
  assert.equal(granted.length, 1);
  // The granted ability bounces a nonland permanent.
  act(g, 0, {
    kind: 'activate',
    source: bears,
    ability: chars(g, bears).abilities.findIndex((a) => a.kind === 'activated'),
    targets: [[{ kind: 'object', id: id(g, 'Hill Giant', 'battlefield') }]],
  });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'hand');
  passUntilNextTurn(g, 'upkeep');
  assert.equal(
    chars(g, bears).abilities.filter((a) => a.kind === 'activated').length,
    0,
    'the granted ability ends with the turn',
  );
});

test('613.1e / 613.1f: "target creature becomes black, gets +1/-1, and gains \\"{B}: Regenerate ~.\\"" (Defiling Tears)', () => {
  const g = cast(
    'Defiling Tears',
    (s) => s.battlefield(0, ['Grizzly Bears']),
    (g) => [[id(g, 'Grizzly Bears')]],
  );
  resolveAll(g);
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  assert.deepEqual(chars(g, bears).colors, ['B']);
  assert.deepEqual(pt(g, bears), [3, 1]);
  assert.equal(chars(g, bears).abilities.filter((a) => a.kind === 'activated').length, 1);
  passUntilNextTurn(g, 'upkeep');
  assert.deepEqual(chars(g, bears).colors, ['G']);
});

test('613.1f / 613.4b: "target creature loses all abilities and has base power and toughness 0/1" (Humble)', () => {
  const g = cast(
    'Humble',
    (s) => s.battlefield(1, ['Serra Angel']),
    (g) => [[id(g, 'Serra Angel')]],
  );
  resolveAll(g);
  const angel = id(g, 'Serra Angel', 'battlefield');
  assert.deepEqual(pt(g, angel), [0, 1]);
  assert.ok(!kw(g, angel, 'flying') && !kw(g, angel, 'vigilance'));
  passUntilNextTurn(g, 'upkeep');
  assert.deepEqual(pt(g, angel), [4, 4]);
  assert.ok(kw(g, angel, 'flying'));
});

test('611.2a: "up to two target creatures you control each gain \\"…\\"" (Warriors\' Lesson) grants a trigger to both', () => {
  const g = cast(
    "Warriors' Lesson",
    (s) => s.battlefield(0, ['Grizzly Bears', 'Hill Giant']),
    (g) => [[id(g, 'Grizzly Bears'), id(g, 'Hill Giant')]],
  );
  resolveAll(g);
  for (const n of ['Grizzly Bears', 'Hill Giant'])
    assert.equal(chars(g, id(g, n, 'battlefield')).abilities.filter((a) => a.kind === 'triggered').length, 1, n);
});

const cardNames = (g: GameState, ids: readonly ObjectId[]): string[] =>
  ids.map((o) => g.cards[g.objects[o]!.defKey]!.name);

test('401.2: Impulse — one of the top four into your hand, the rest on the bottom in any order', () => {
  const g = cast('Impulse', (s) => {
    s.library(0, ['Island']);
  });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.options.length === 4 && d.min === 1 && d.max === 1);
  ok(g, 0, { kind: 'chooseObjects', objects: [d.options[0]!] });
  const o = g.pending!;
  assert.ok(o.kind === 'orderObjects' && o.objects.length === 3);
  ok(g, 0, { kind: 'orderObjects', objects: [...o.objects] });
  assert.equal(g.players[0]!.hand.length, 1);
  assert.equal(g.players[0]!.library.length, 8);
  assert.deepEqual(cardNames(g, g.players[0]!.library).slice(0, 5), ['Forest', 'Forest', 'Forest', 'Forest', 'Island']);
});

test('Ancestral Memories: two of the top seven into your hand, the rest into your graveyard', () => {
  const g = cast('Ancestral Memories', () => {});
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.options.length === 7 && d.min === 2);
  ok(g, 0, { kind: 'chooseObjects', objects: d.options.slice(0, 2) });
  assert.equal(g.players[0]!.hand.length, 2);
  assert.equal(g.players[0]!.graveyard.length, 6, 'five looked-at cards and the spell');
  assert.equal(g.players[0]!.library.length, 1);
});

test('Collected Company: up to two creature cards with mana value 3 or less onto the battlefield, the rest on the bottom', () => {
  const g = cast('Collected Company', (s) => {
    s.library(0, ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves', 'Serra Angel', 'Island', 'Forest']);
  });
  // The library was 8 Forests then the six above; move the six to the top by building a fresh order.
  const lib = g.players[0]!.library;
  const six = lib.slice(8);
  lib.splice(8, 6);
  lib.unshift(...six);
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.min === 0 && d.max === 2);
  assert.deepEqual(
    cardNames(g, d.options),
    ['Grizzly Bears', 'Llanowar Elves'],
    'only creatures with mana value 3 or less',
  );
  ok(g, 0, { kind: 'chooseObjects', objects: [...d.options] });
  const o = g.pending!;
  assert.ok(o.kind === 'orderObjects');
  ok(g, 0, { kind: 'orderObjects', objects: [...o.objects] });
  assert.ok(g.battlefield.some((x) => g.cards[g.objects[x]!.defKey]!.name === 'Grizzly Bears'));
  assert.ok(g.battlefield.some((x) => g.cards[g.objects[x]!.defKey]!.name === 'Llanowar Elves'));
  assert.deepEqual(cardNames(g, g.players[0]!.library.slice(-4)).sort(), [
    'Forest',
    'Hill Giant',
    'Island',
    'Serra Angel',
  ]);
});

test('701.20a: Mulch — reveal the top four, all land cards revealed this way into your hand, the rest into your graveyard', () => {
  const g = cast('Mulch', (s) => {
    s.library(0, ['Grizzly Bears', 'Island', 'Hill Giant', 'Swamp']);
  });
  const lib = g.players[0]!.library;
  const four = lib.slice(8);
  lib.splice(8, 4);
  lib.unshift(...four);
  pass(g);
  pass(g);
  assert.deepEqual(cardNames(g, g.players[0]!.hand).sort(), ['Island', 'Swamp']);
  assert.deepEqual(cardNames(g, g.players[0]!.graveyard).sort(), ['Grizzly Bears', 'Hill Giant', 'Mulch']);
  assert.ok(
    g.log.some((l) => l.rules.includes('701.20a')),
    'the cards are revealed',
  );
});

test('506.4: "target attacking or blocking creature" (Arrows of Justice) — an attacking creature is a legal target, a creature not in combat is not', () => {
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Arrows of Justice'],
          battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears', 'Hill Giant'],
        },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  for (let i = 0; i < 20 && g.pending?.kind !== 'declareAttackers'; i++) pass(g);
  const bears = id(g, 'Grizzly Bears', 'battlefield');
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: bears, defender: { kind: 'player', player: 1 } }] });
  assert.equal(g.pending?.kind, 'priority');
  const arrows = id(g, 'Arrows of Justice', 'hand');
  const giant = id(g, 'Hill Giant', 'battlefield');
  const bad = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: arrows, targets: [[{ kind: 'object', id: giant }]] },
  });
  assert.equal(bad.ok, false);
  act(g, 0, { kind: 'cast', card: arrows, targets: [[{ kind: 'object', id: bears }]] });
  t.pass();
  t.pass();
  assert.equal(g.objects[bears], undefined, 'the attacking Bears took 4 damage and died');
});

test('120.3: "you may have ~ deal 1 damage to target player" (Cosi\'s Ravager, landfall)', () => {
  const t = cardGame(
    {
      players: [
        { library: ['Forest', 'Forest'], hand: ['Mountain'], battlefield: ["Cosi's Ravager"] },
        { library: ['Forest', 'Forest'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Mountain');
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] }, yes: true });
  assert.equal(g.players[1]!.life, 19);
});

test('608.2h: "Destroy target creature. Its controller loses 2 life and you gain 2 life." (Certain Death) reads the destroyed creature\'s last known controller', () => {
  const g = cast(
    'Certain Death',
    (s) => s.battlefield(1, ['Hill Giant']),
    (g) => [[id(g, 'Hill Giant')]],
  );
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'graveyard');
  assert.equal(g.players[1]!.life, 18);
  assert.equal(g.players[0]!.life, 22);
});

test('701.23a: Vampiric Tutor — search for a card, then shuffle and put that card on top; you lose 2 life', () => {
  const g = cast('Vampiric Tutor', (s) => {
    s.library(0, ['Hill Giant']);
  });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.purpose === 'search');
  const giant = d.options.find((o) => g.cards[g.objects[o]!.defKey]!.name === 'Hill Giant')!;
  ok(g, 0, { kind: 'chooseObjects', objects: [giant] });
  assert.equal(g.players[0]!.library[0], giant, 'the found card is on top');
  assert.equal(g.players[0]!.library.length, 9);
  assert.equal(g.players[0]!.life, 18);
  assert.ok(
    g.log.some((l) => l.rules.includes('701.23a') && /shuffle/i.test(l.text)),
    'the library was shuffled',
  );
});

test("705.1: Puppet's Verdict — flip a coin; a win destroys creatures with power 2 or less, a loss those with power 3 or greater", () => {
  const outcomes = new Set<string>();
  for (let seed = 1; seed <= 12 && outcomes.size < 2; seed++) {
    const d = def("Puppet's Verdict");
    const t = cardGame(
      {
        players: [
          {
            library: ['Forest', 'Forest'],
            hand: ["Puppet's Verdict"],
            battlefield: [...landsFor(d.manaCost, 0), 'Grizzly Bears'],
          },
          { library: ['Forest', 'Forest'], battlefield: ['Hill Giant'] },
        ],
        position: { active: 'P1', step: 'main1' },
      },
      compiled,
    );
    const g = t.state;
    // Vary the generator so both results of the flip are seen.
    for (let k = 0; k < seed; k++) g.rng = [g.rng[1], g.rng[2], g.rng[3], (g.rng[0] * 1664525 + 1013904223 + k) >>> 0];
    t.cast("Puppet's Verdict");
    resolveAll(g);
    const flip = g.log.find((l) => l.rules.includes('705.1'));
    assert.ok(flip, 'a coin was flipped');
    const won = /wins/.test(flip.text);
    outcomes.add(won ? 'won' : 'lost');
    const alive = (n: string): boolean => g.battlefield.some((o) => g.cards[g.objects[o]!.defKey]!.name === n);
    assert.equal(alive('Grizzly Bears'), !won);
    assert.equal(alive('Hill Giant'), won);
  }
  assert.equal(outcomes.size, 2, 'both outcomes occur');
});

test('"Draw cards equal to the power of target creature you control" (Soul\'s Majesty)', () => {
  const g = cast(
    "Soul's Majesty",
    (s) => s.battlefield(0, ['Hill Giant']),
    (g) => [[id(g, 'Hill Giant')]],
  );
  const before = g.players[0]!.hand.length;
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, before + 3);
});

test("608.2h: Swords to Plowshares — the exiled creature's controller gains life equal to its last known power", () => {
  const g = cast(
    'Swords to Plowshares',
    (s) => s.battlefield(1, ['Hill Giant']),
    (g) => [[id(g, 'Hill Giant')]],
  );
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'exile');
  assert.equal(g.players[1]!.life, 23);
  assert.equal(g.players[0]!.life, 20);
});

/** Player 1 casts `spell` (Grizzly Bears by default) and player 0 answers with `counter`. */
function counterWar(counter: string, targetSpell = 'Grizzly Bears'): { g: GameState; bears: ObjectId } {
  const d = def(counter);
  const s = scenario();
  s.battlefield(0, landsFor(d.manaCost));
  s.battlefield(1, ['Forest', 'Forest']);
  s.hand(0, [counter]);
  s.hand(1, [targetSpell]);
  s.library(0, ['Island', 'Island', 'Island']);
  s.library(1, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 1, step: 'main1' });
  act(g, 1, { kind: 'cast', card: id(g, targetSpell, 'hand') });
  act(g, 1, { kind: 'pass' });
  const bears = id(g, targetSpell, 'stack');
  act(g, 0, { kind: 'cast', card: id(g, counter, 'hand'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  return { g, bears };
}

test('701.5a / 614.1a: Dissipate — the countered spell is exiled instead of going to the graveyard', () => {
  const { g } = counterWar('Dissipate');
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'exile');
  assert.equal(g.players[1]!.graveyard.length, 0);
});

test("701.5a / 614.1a: Memory Lapse — the countered spell goes on top of its owner's library", () => {
  const { g } = counterWar('Memory Lapse');
  const b = id(g, 'Grizzly Bears');
  assert.equal(g.objects[b]!.zone, 'library');
  assert.equal(g.players[1]!.library[0], b);
});

test("701.5a / 614.1a: Remand — the countered spell returns to its owner's hand, and you draw a card", () => {
  const { g } = counterWar('Remand');
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'hand');
  assert.equal(g.players[0]!.hand.length, 1);
});

test('"you may have target creature get -2/-2 until end of turn" (Undead Executioner dies)', () => {
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Certain Death'],
          battlefield: ['Undead Executioner', ...landsFor('{5}{B}')],
        },
        { library: ['Forest', 'Forest'], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Certain Death', { targets: ['Undead Executioner'] });
  resolveAll(g, {
    triggerTargets: {
      kind: 'chooseTargets',
      targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears', 'battlefield') }]],
    },
    yes: true,
  });
  assert.ok(
    !g.battlefield.some((o) => g.cards[g.objects[o]!.defKey]!.name === 'Grizzly Bears'),
    'the Bears got -2/-2 and died',
  );
});

test("610.3: Banisher Priest exiles a creature until it leaves the battlefield; then the card returns under its owner's control", () => {
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest'],
          hand: ['Banisher Priest', 'Certain Death'],
          battlefield: [...landsFor('{1}{W}{W}'), ...landsFor('{5}{B}')],
        },
        { library: ['Forest', 'Forest'], battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Banisher Priest');
  resolveAll(g, {
    triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g, 'Hill Giant', 'battlefield') }]] },
  });
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'exile');
  t.cast('Certain Death', { targets: ['Banisher Priest'] });
  resolveAll(g);
  const giant = id(g, 'Hill Giant');
  assert.equal(g.objects[giant]!.zone, 'battlefield');
  assert.equal(chars(g, giant).controller, 1);
});

test('107.3 / 401.2: Machinate — the top X cards, where X is the number of artifacts you control: one into your hand, the rest on the bottom', () => {
  modernDef('Machinate');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Ornithopter', 'Ornithopter', 'Grizzly Bears']);
  s.hand(0, ['Machinate']);
  s.library(0, ['Lightning Bolt', 'Shock', 'Forest', 'Swamp']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Machinate', 'hand'), targets: [] });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects', `a choice among the looked-at cards, got ${d.kind}`);
  assert.deepEqual(
    cardNames(g, d.options),
    ['Lightning Bolt', 'Shock'],
    'two artifacts: the top two cards (not the Bears)',
  );
  ok(g, 0, { kind: 'chooseObjects', objects: [d.options[1]!] });
  const o = g.pending;
  if (o?.kind === 'orderObjects') ok(g, 0, { kind: 'orderObjects', objects: [...o.objects] });
  assert.deepEqual(cardNames(g, g.players[0]!.hand), ['Shock']);
  assert.deepEqual(
    cardNames(g, g.players[0]!.library),
    ['Forest', 'Swamp', 'Lightning Bolt'],
    'the rest on the bottom',
  );
});
