/**
 * Lands and their types, each played with a real compiled card: land type changing (305.7, layer 4), "every basic
 * land type" (305.6), the basic land type chosen while resolving (608.2d).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars } from '@arbiter/engine';
import type { GameState, ObjectId, PlayerId, TargetRef } from '@arbiter/engine';
import { compiled, act, def, id, ok, pass, scenario, modernDef, modernScenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function activate(g: GameState, player: PlayerId, source: ObjectId, text: string, targets?: TargetRef[][]): void {
  const ability = chars(g, source).abilities.findIndex((a) => a.kind === 'activated' && a.text.includes(text));
  assert.ok(ability >= 0, `no activated ability "${text}"`);
  act(g, player, { kind: 'activate', source, ability, ...(targets ? { targets } : {}) });
}

/** The mana the land's only mana ability adds, by tapping it. */
function tapForMana(g: GameState, land: ObjectId): string[] {
  const abilities = chars(g, land).abilities;
  assert.equal(
    abilities.length,
    1,
    `one ability: ${abilities.map((a) => (a.kind === 'activated' ? a.text : a.kind)).join(', ')}`,
  );
  const before = { ...g.players[g.objects[land]!.controller]!.manaPool };
  act(g, g.objects[land]!.controller, { kind: 'activate', source: land, ability: 0 });
  const after = g.players[g.objects[land]!.controller]!.manaPool;
  return (Object.keys(after) as (keyof typeof after)[]).filter((k) => (after[k] ?? 0) > (before[k] ?? 0));
}

function resolveTop(g: GameState): void {
  for (let i = 0; i < 6 && g.turns[0]!.stack.length > 0 && g.pending?.kind === 'priority'; i++) pass(g);
}

test('305.7: Evil Presence — enchanted Forest is a Swamp, loses its Forest type and taps for {B}', () => {
  def('Evil Presence');
  const s = scenario();
  const [forest] = s.battlefield(1, ['Forest']);
  s.battlefield(0, [{ card: 'Evil Presence', attachedTo: forest! }]);
  const g = s.start({ active: 1, step: 'main1' });
  const f = id(g, 'Forest');
  assert.deepEqual(chars(g, f).subtypes, ['Swamp']);
  assert.deepEqual(tapForMana(g, f), ['B']);
});

test('305.7: Lush Growth — enchanted land is a Mountain, Forest, and Plains with all three mana abilities', () => {
  def('Lush Growth');
  const s = scenario();
  const [island] = s.battlefield(0, ['Island']);
  s.battlefield(0, [{ card: 'Lush Growth', attachedTo: island! }]);
  const g = s.start({ active: 0, step: 'main1' });
  const c = chars(g, id(g, 'Island'));
  assert.deepEqual([...c.subtypes].sort(), ['Forest', 'Mountain', 'Plains']);
  assert.equal(c.abilities.filter((a) => a.kind === 'activated').length, 3);
});

test('305.6: Prismatic Omen — lands you control are every basic land type in addition to their other types', () => {
  def('Prismatic Omen');
  const t = cardGame(
    {
      players: [{ battlefield: ['Prismatic Omen', 'Wastes'] }, { battlefield: ['Plains'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.deepEqual([...chars(g, id(g, 'Wastes')).subtypes].sort(), ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp']);
  // Wastes keeps its own {C} ability and gains the five basic ones.
  assert.equal(chars(g, id(g, 'Wastes')).abilities.filter((a) => a.kind === 'activated').length, 6);
  assert.deepEqual(chars(g, id(g, 'Plains')).subtypes, ['Plains'], "an opponent's land is unaffected");
});

test('305.7 / 611.2a: Tidal Warrior — target land becomes an Island until end of turn, then is a Mountain again', () => {
  def('Tidal Warrior');
  const t = cardGame(
    {
      players: [{ battlefield: ['Tidal Warrior'] }, { battlefield: ['Mountain'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const m = id(g, 'Mountain');
  activate(g, 0, id(g, 'Tidal Warrior'), 'Island', [[{ kind: 'object', id: m }]]);
  resolveTop(g);
  assert.deepEqual(chars(g, m).subtypes, ['Island']);
  for (let i = 0; i < 40 && g.turns[0]!.activePlayers[0] === 0; i++) {
    if (g.pending?.kind === 'priority') pass(g);
    else if (g.pending?.kind === 'declareAttackers') ok(g, 0, { kind: 'declareAttackers', attacks: [] });
    else break;
  }
  assert.deepEqual(chars(g, m).subtypes, ['Mountain'], 'the effect ended with the turn');
});

test('608.2d / 305.7: Jinx — the caster chooses the basic land type as it resolves', () => {
  def('Jinx');
  const t = cardGame(
    {
      players: [{ hand: ['Jinx'], battlefield: ['Island', 'Island'] }, { battlefield: ['Plains'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const plains = id(g, 'Plains');
  t.cast('Jinx', { targets: ['Plains'] });
  for (let i = 0; i < 6 && g.pending?.kind === 'priority'; i++) pass(g);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseOption', `expected a choice, got ${d?.kind}`);
  assert.deepEqual(d.options, ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
  t.choose([2]);
  assert.deepEqual(chars(g, plains).subtypes, ['Swamp']);
  const abilities = chars(g, plains).abilities;
  assert.equal(abilities.length, 1);
  assert.ok(
    abilities[0]!.kind === 'activated' && abilities[0]!.text.includes('{B}'),
    "the Swamp's mana ability replaced the Plains'",
  );
});

test('608.2d: Tundra Kavu — "a Plains or an Island" offers only those two types', () => {
  def('Tundra Kavu');
  const t = cardGame(
    {
      players: [{ battlefield: ['Tundra Kavu'] }, { battlefield: ['Forest'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const f = id(g, 'Forest');
  activate(g, 0, id(g, 'Tundra Kavu'), 'Plains', [[{ kind: 'object', id: f }]]);
  for (let i = 0; i < 6 && g.pending?.kind === 'priority'; i++) pass(g);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseOption');
  assert.deepEqual(d.options, ['Plains', 'Island']);
  t.choose([1]);
  assert.deepEqual(chars(g, f).subtypes, ['Island']);
});

test('305.6 domain: Tribal Flames deals X damage, X = basic land types among lands you control (each type once)', () => {
  def('Tribal Flames');
  const t = cardGame(
    {
      players: [{ hand: ['Tribal Flames'], battlefield: ['Mountain', 'Forest', 'Volcanic Island', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Tribal Flames', { targets: ['P2'] });
  resolveTop(g);
  // Mountain, Forest, Island (Volcanic Island is an Island Mountain; the second Forest adds nothing).
  assert.equal(g.players[1]!.life, 20 - 3);
});

test("604.3 / 305.6: Matca Rioters' power and toughness are the number of basic land types among lands you control", () => {
  def('Matca Rioters');
  const t = cardGame(
    {
      players: [{ battlefield: ['Matca Rioters', 'Plains', 'Swamp', 'Swamp'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const c = chars(g, id(g, 'Matca Rioters'));
  assert.deepEqual([c.power, c.toughness], [2, 2]);
});

test("603.2 / 603.10: Ankh of Mishra — a land entering under an opponent's control deals 2 damage to that land's controller", () => {
  def('Ankh of Mishra');
  const t = cardGame(
    {
      players: [{ battlefield: ['Ankh of Mishra'] }, {}, { hand: ['Forest'] }],
      position: { active: 'P3', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.play('Forest');
  for (
    let i = 0;
    i < 8 && (g.turns[0]!.stack.length > 0 || g.pendingTriggers.length > 0) && g.pending?.kind === 'priority';
    i++
  )
    t.pass();
  assert.deepEqual(
    g.players.map((p) => p.life),
    [20, 20, 18],
  );
});

test("608.2c: Melt Terrain — 2 damage to the destroyed land's controller (the target's controller)", () => {
  def('Melt Terrain');
  const t = cardGame(
    {
      players: [
        { hand: ['Melt Terrain'], battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'] },
        {},
        { battlefield: ['Island'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const island = id(g, 'Island');
  t.cast('Melt Terrain', { targets: ['Island'] });
  resolveTop(g);
  assert.equal(g.objects[island]?.zone === 'battlefield', false);
  assert.deepEqual(
    g.players.map((p) => p.life),
    [20, 20, 18],
  );
});

test('605.1b / 106.12a: Wild Growth — tapping the enchanted Forest for mana adds an extra {G} at once, without the stack', () => {
  def('Wild Growth');
  const s = scenario();
  const [forest] = s.battlefield(0, ['Forest']);
  s.battlefield(0, [{ card: 'Wild Growth', attachedTo: forest! }]);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Forest'), ability: 0 });
  assert.equal(g.players[0]!.manaPool.G, 2);
  assert.equal(g.turns[0]!.stack.length, 0);
  assert.equal(g.pendingTriggers.length, 0);
});

test('605.1b / 601.2g: Overgrowth — a Forest tapped while paying a cost adds {G}{G} more, which stays in the pool', () => {
  def('Overgrowth');
  const s = scenario();
  const [forest] = s.battlefield(0, ['Forest']);
  s.battlefield(0, [{ card: 'Overgrowth', attachedTo: forest! }]);
  s.hand(0, ['Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Llanowar Elves', 'hand') });
  assert.equal(g.objects[id(g, 'Forest')]!.tapped, true);
  assert.equal(g.players[0]!.manaPool.G, 2, 'the Forest paid {G}; Overgrowth added {G}{G}');
});

test('106.12a: Mana Flare — every player who taps a land for mana adds one more of the type it produced', () => {
  def('Mana Flare');
  const t = cardGame(
    {
      players: [{ battlefield: ['Mana Flare'] }, { battlefield: ['Volcanic Island'] }],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const vi = id(g, 'Volcanic Island');
  t.activate('Volcanic Island', { ability: 0 }); // "{T}: Add {U} or {R}."
  t.choose('U');
  assert.equal(g.players[1]!.manaPool.U, 2);
  assert.equal(g.players[1]!.manaPool.R, 0);
  assert.equal(g.players[0]!.manaPool.U, 0, "Mana Flare's controller gets nothing");
});

test('106.12a / 603.3: Manabarbs — tapping a land for mana triggers 1 damage to that player, on the stack', () => {
  def('Manabarbs');
  const t = cardGame(
    {
      players: [{ battlefield: ['Manabarbs'] }, { battlefield: ['Mountain'] }],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.activate('Mountain', { ability: 0 });
  assert.equal(g.players[1]!.manaPool.R, 1);
  assert.equal(g.players[1]!.life, 20, 'not yet: the trigger waits for the stack');
  resolveTop(g);
  assert.equal(g.players[1]!.life, 19);
});

test('608.2h: Molten Rain — 2 damage to the controller only if the destroyed land was nonbasic (as it last existed)', () => {
  def('Molten Rain');
  for (const [land, life] of [
    ['Volcanic Island', 18],
    ['Island', 20],
  ] as const) {
    const s = scenario();
    s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
    s.hand(0, ['Molten Rain']);
    s.battlefield(1, [land]);
    const g = s.start({ active: 0, step: 'main1' });
    const target = id(g, land);
    act(g, 0, { kind: 'cast', card: id(g, 'Molten Rain', 'hand'), targets: [[{ kind: 'object', id: target }]] });
    resolveTop(g);
    assert.equal(g.players[1]!.graveyard.length, 1, `${land} destroyed`);
    assert.equal(g.players[1]!.life, life, land);
  }
});

test("608.2h / 202.3: Morbid Curiosity — the sacrificed creature's mana value comes from its mana cost (Hill Giant: 4 cards)", () => {
  def('Morbid Curiosity');
  const t = cardGame(
    {
      players: [
        {
          library: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
          hand: ['Morbid Curiosity'],
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Hill Giant'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Morbid Curiosity', { costs: ['Hill Giant'] });
  resolveTop(g);
  assert.equal(g.players[0]!.hand.length, 4);
});

/** Plays `land` from player 0's hand in a game of `players` seats (with these life totals) and says whether it entered tapped. */
function entersTapped(land: string, players: number, life: readonly number[] = []): boolean {
  modernDef(land);
  const s = modernScenario(players);
  s.hand(0, [land]);
  life.forEach((n, p) => s.life(p, n));
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'playLand', card: id(g, land) });
  return g.objects[id(g, land, 'battlefield')]!.tapped;
}

test('614.1c / 102.3: Luxury Suite enters tapped unless you have two or more opponents', () => {
  assert.equal(entersTapped('Luxury Suite', 2), true, 'one opponent: tapped');
  assert.equal(entersTapped('Luxury Suite', 3), false, 'two opponents: untapped');
});

test('614.1c: Abandoned Campground enters tapped unless a player (you included) has 13 or less life', () => {
  assert.equal(entersTapped('Abandoned Campground', 2), true);
  assert.equal(entersTapped('Abandoned Campground', 2, [13, 20]), false, 'your own life counts');
  assert.equal(entersTapped('Abandoned Campground', 2, [20, 12]), false);
  assert.equal(entersTapped('Abandoned Campground', 2, [14, 14]), true);
});

test('614.1c: Turbulent Fen enters tapped unless your opponents control eight or more lands, counted together', () => {
  modernDef('Turbulent Fen');
  for (const [split, tapped] of [
    [[4, 3], true],
    [[4, 4], false],
  ] as const) {
    const s = modernScenario(3);
    s.hand(0, ['Turbulent Fen']);
    s.battlefield(
      1,
      Array.from({ length: split[0] }, () => 'Forest'),
    );
    s.battlefield(
      2,
      Array.from({ length: split[1] }, () => 'Island'),
    );
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'playLand', card: id(g, 'Turbulent Fen') });
    assert.equal(
      g.objects[id(g, 'Turbulent Fen', 'battlefield')]!.tapped,
      tapped,
      `opponents' lands ${split.join(' + ')}`,
    );
  }
});
