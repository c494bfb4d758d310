/** CR 801: the limited range of influence option (801.1–801.16). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, STARTER_DECKS, chars, createGame, legalTargets, submitInPlace, build } from '../src/index.js';
import { playerInRange, playersInRange, seatDistance } from '../src/objects/range.js';
import { perform } from '../src/effects/perform.js';
import { MP_CARDS, drive, logCites, objectNamed, ok, pass, table } from './mp-helpers.js';
import { cardGame } from '@arbiter/scenarios';

const deck = STARTER_DECKS['gruul-stompy']!;
const R1 = { rangeOfInfluence: 1 };

test('801.1: limited range is an option for most multiplayer games and always used in Emperor', () => {
  const ffa = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    players: [{ deck }, { deck }, { deck }, { deck }, { deck }],
  });
  assert.equal(ffa.options.rangeOfInfluence, null);
  const ffa1 = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: R1,
    players: [{ deck }, { deck }, { deck }, { deck }, { deck }],
  });
  assert.equal(ffa1.options.rangeOfInfluence, 1);
  const emp = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: { variant: 'emperor' },
    players: [0, 0, 0, 1, 1, 1].map((team) => ({ deck, team })),
  });
  assert.deepEqual(
    emp.players.map((p) => p.rangeOfInfluence),
    [1, 2, 1, 1, 2, 1],
  );
});

test('801.2 Example: a range of influence of 1 means you and the players seated directly next to you', () => {
  const g = table(6, R1).start({ active: 0, step: 'main1' });
  assert.deepEqual(playersInRange(g, 0), [0, 1, 5]);
  assert.deepEqual(playersInRange(g, 3), [2, 3, 4]);
});

test('801.2 Example: a range of influence of 2 means you and the two players to each side', () => {
  const g = table(7, { rangeOfInfluence: 2 }).start({ active: 0, step: 'main1' });
  assert.deepEqual(playersInRange(g, 0), [0, 1, 2, 5, 6]);
});

test('801.2a: different players may have different ranges of influence', () => {
  // 806.2a: not in Free-for-All, where every player has the same range; here a game between teams of one.
  const g = table(
    [0, 1, 2, 3, 4, 5].map((team) => ({ team, rangeOfInfluence: team === 1 ? 2 : 1 })),
    { variant: 'team-vs-team', ...R1 },
  ).start({ active: 0, step: 'main1' });
  assert.deepEqual(playersInRange(g, 1), [0, 1, 2, 3, 5]);
  assert.deepEqual(playersInRange(g, 3), [2, 3, 4]);
  assert.equal(playerInRange(g, 1, 3), true);
  assert.equal(playerInRange(g, 3, 1), false, 'range is measured from the viewer');
});

test('801.2b: a player is always within their own range of influence', () => {
  const g = table(5, R1).start({ active: 0, step: 'main1' });
  for (const p of g.players) assert.equal(playerInRange(g, p.id, p.id), true);
});

test("801.2c Example: Rob leaves; Carissa enters Alex's range only as the next turn begins", () => {
  // Seats: Carissa, Rob, Alex, Dana, Evan (Alex to the left of Rob, Carissa to Rob's right).
  const s = table([{ name: 'Carissa' }, { name: 'Rob' }, { name: 'Alex' }, { name: 'Dana' }, { name: 'Evan' }], R1);
  const g = s.start({ active: 2, step: 'main1' });
  assert.equal(playerInRange(g, 2, 0), false);
  ok(g, 1, { kind: 'concede' });
  assert.equal(playerInRange(g, 2, 0), false, 'not until the next turn begins');
  assert.equal(seatDistance(g, 2, 0), 2);
  drive(g, (x) => x.turns[0]!.activePlayers[0] === 3);
  assert.equal(playerInRange(g, 2, 0), true);
});

test("801.2d: an object is within a player's range if a player within that range controls it", () => {
  const s = table(5, R1);
  const near = s.permanent(1, 'Grizzly Bears');
  const far = s.permanent(2, 'Hill Giant');
  const g = s.start({ active: 0, step: 'main1' });
  const legal = legalTargets(g, build.TARGET_CREATURE, 0, null, 'spell').map((t) => (t.kind === 'object' ? t.id : -1));
  assert.ok(legal.includes(near));
  assert.ok(!legal.includes(far));
});

test("801.3: creatures attack only opponents within range; with none in range a player can't attack", () => {
  const s = table(5, R1);
  const bears = s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = g.pending!;
  assert.equal(d.kind, 'declareAttackers');
  if (d.kind === 'declareAttackers')
    assert.deepEqual(d.options.find((o) => o.attacker === bears)!.defenders, [
      { kind: 'player', player: 1 },
      { kind: 'player', player: 4 },
    ]);
  // A team in the middle of its teammates has no opponent in range.
  const t = table([{ team: 0 }, { team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }, { team: 1 }], {
    variant: 'team-vs-team',
    ...R1,
  });
  t.permanent(1, 'Grizzly Bears');
  const g2 = t.start({ active: 1, step: 'declareAttackers', beginStep: true });
  assert.notEqual(g2.pending?.kind, 'declareAttackers');
  assert.ok(g2.log.some((e) => e.type === 'attack' && e.text.includes('declares no attackers')));
});

test("801.4: players and objects outside a player's range can't be the targets of their spells", () => {
  const t = cardGame({
    players: [{ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, {}, {}, {}, {}],
    position: { active: 'P1', step: 'main1' },
    options: R1,
  });
  const g = t.state;
  const bolt = objectNamed(g, 'Lightning Bolt');
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: bolt, targets: [[{ kind: 'player', player: 2 }]] },
  });
  assert.ok(!r.ok && r.error.code === 'ILLEGAL_TARGET');
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: bolt, targets: [[{ kind: 'player', player: 4 }]] } });
});

test("801.5 / 801.5a Example: Rob chooses the other target of Cuombajj Witches within both his and Alex's range", () => {
  // Seats: Rob, Alex (to Rob's left), Carissa, Dana.
  const s = table([{ name: 'Rob' }, { name: 'Alex' }, { name: 'Carissa' }, { name: 'Dana' }], R1, MP_CARDS);
  s.permanent(0, 'Grizzly Bears');
  const witches = s.permanent(1, 'Cuombajj Witches');
  const giant = s.permanent(2, 'Hill Giant');
  const spider = s.permanent(3, 'Giant Spider');
  const g = s.start({ active: 1, step: 'main1' });
  ok(g, 1, {
    kind: 'action',
    action: { kind: 'activate', source: witches, ability: 0, targets: [[{ kind: 'player', player: 0 }], []] },
  });
  assert.equal(g.pending?.kind, 'chooseTargets');
  assert.equal(g.pending?.player, 1, 'Alex chooses the opponent who picks');
  ok(g, 1, { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 0 }]] });
  const d = g.pending!;
  assert.ok(d.kind === 'chooseTargets' && d.player === 0);
  if (d.kind === 'chooseTargets') {
    const legal = d.targets[0]!.legal;
    assert.ok(
      !legal.some((t) => t.kind === 'object' && (t.id === giant || t.id === spider)),
      "Carissa's and Dana's creatures are out of range",
    );
    assert.ok(!legal.some((t) => t.kind === 'player' && (t.player === 2 || t.player === 3)));
    assert.ok(legal.some((t) => t.kind === 'object' && t.id === witches));
  }
  const refused = submitInPlace(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: giant }]] });
  assert.ok(!refused.ok && refused.error.code === 'ILLEGAL_TARGET');
  ok(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: witches }]] });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.equal(g.players[0]!.life, 19);
  assert.equal(g.objects[witches]!.damage, 1);
  assert.ok(logCites(g, '801.5a'));
});

test("801.5b Example: Carissa chooses the mode of Alex's spell though Alex is outside her range", () => {
  // Seats: Carissa (range 1), Rob, Alex (range 2), Dana, Evan.
  const s = table(
    [
      { name: 'Carissa', team: 0, rangeOfInfluence: 1 },
      { name: 'Rob', team: 1, rangeOfInfluence: 1 },
      { name: 'Alex', team: 2, rangeOfInfluence: 2 },
      { name: 'Dana', team: 3, rangeOfInfluence: 1 },
      { name: 'Evan', team: 4, rangeOfInfluence: 1 },
    ],
    { variant: 'team-vs-team', ...R1 },
    MP_CARDS,
  );
  s.battlefield(2, ['Island']);
  s.hand(2, ["Opponent's Choice"]);
  s.library(2, ['Forest', 'Forest']);
  const g = s.start({ active: 2, step: 'main1' });
  ok(g, 2, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, "Opponent's Choice") } });
  assert.equal(g.pending?.kind, 'chooseTargets');
  ok(g, 2, { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 0 }]] });
  const d = g.pending as { kind: string; player: number } | null;
  assert.deepEqual([d?.kind, d?.player], ['chooseOption', 0]);
  ok(g, 0, { kind: 'chooseOption', chosen: [0] });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.equal(g.players[2]!.hand.length, 2);
  assert.ok(logCites(g, '801.5b'));
});

test("801.5c Example: an emperor's Fact or Fiction with no opponent in range: the nearest opponent to the left separates the piles", () => {
  const s = table(
    [0, 0, 0, 1, 1, 1].map((team) => ({ team, rangeOfInfluence: 1 })),
    { variant: 'emperor' },
    MP_CARDS,
  );
  s.battlefield(1, ['Island', 'Island', 'Island', 'Island']);
  s.hand(1, ['Fact or Fiction']);
  s.library(1, ['Forest', 'Forest', 'Mountain', 'Hill Giant', 'Grizzly Bears']);
  const g = s.start({ active: 1, step: 'main1' });
  ok(g, 1, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Fact or Fiction') } });
  drive(g, (x) => x.pending?.kind === 'chooseObjects');
  assert.equal(g.pending?.player, 3, "the closest opponent to the emperor's left");
  assert.ok(logCites(g, '801.5c'));
});

test('801.6: a player can activate only abilities of objects within their range (their own permanents)', () => {
  const s = table(5, R1, MP_CARDS);
  const far = s.permanent(2, 'Cuombajj Witches');
  const g = s.start({ active: 0, step: 'main1' });
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'activate', source: far, ability: 0, targets: [[{ kind: 'player', player: 1 }], []] },
  });
  assert.ok(!r.ok);
});

test('801.7 Example: "becomes blocked" triggers for Rob; "becomes blocked by a creature" doesn\'t (the blocker is out of his range)', () => {
  // Seats: Rob, Alex (Rob's left), Carissa (Alex's left). Range 1.
  const s = table([{ name: 'Rob' }, { name: 'Alex' }, { name: 'Carissa' }, { name: 'Dana' }], R1, MP_CARDS);
  const bear = s.permanent(1, 'Grizzly Bears');
  s.permanent(0, { card: 'Blocked Alarm', attachedTo: bear });
  s.permanent(0, { card: 'Blocked-By Alarm', attachedTo: bear });
  const blocker = s.permanent(2, 'Hill Giant');
  const g = s.start({ active: 1, step: 'declareAttackers', beginStep: true });
  ok(g, 1, { kind: 'declareAttackers', attacks: [{ attacker: bear, defender: { kind: 'player', player: 2 } }] });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  ok(g, 2, { kind: 'declareBlockers', blocks: [{ blocker, attacker: bear }] });
  drive(
    g,
    (x) => x.turns[0]!.stack.length === 0 && x.turns[0]!.step === 'declareBlockers' && x.pending?.kind === 'priority',
  );
  assert.equal(g.players[0]!.life, 21, 'only the first Aura triggered');
});

test('801.7a Example: Extractor Demon triggers for Carissa (who controlled the creature) but not for Alex (its owner, out of range)', () => {
  // Seats: Alex, Bo, Carissa, Dee, Ed (Alex and Carissa two seats apart).
  const s = table(
    [{ name: 'Alex' }, { name: 'Bo' }, { name: 'Carissa' }, { name: 'Dee' }, { name: 'Ed' }],
    R1,
    MP_CARDS,
  );
  s.permanent(0, 'Extractor Demon');
  s.permanent(2, 'Extractor Demon');
  const bear = s.permanent(0, { card: 'Grizzly Bears', controller: 2 });
  const g = s.start({ active: 2, step: 'main1' });
  perform(g, { kind: 'destroy', object: bear });
  assert.deepEqual(
    g.players[0]!.graveyard.map((id) => g.cards[g.objects[id]!.defKey]!.name),
    ['Grizzly Bears'],
  );
  assert.deepEqual(
    g.pendingTriggers.map((t) => t.controller),
    [2],
  );
});

test("801.8: an Aura can't enchant an object outside its controller's range; if it does, it goes to the graveyard", () => {
  const s = table(5, R1);
  const far = s.permanent(2, 'Hill Giant');
  s.permanent(0, { card: 'Holy Strength', attachedTo: far });
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(
    g.players[0]!.graveyard.map((id) => g.cards[g.objects[id]!.defKey]!.name),
    ['Holy Strength'],
  );
  assert.ok(logCites(g, '704.5m'));
});

test("801.9: an Equipment attached to a permanent outside its controller's range becomes unattached and stays", () => {
  const s = table(5, R1);
  const far = s.permanent(2, 'Hill Giant');
  const sword = s.permanent(0, { card: 'Bonesplitter', attachedTo: far });
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.objects[sword]!.zone, 'battlefield');
  assert.equal(g.objects[sword]!.attachedTo, null);
  assert.ok(logCites(g, '704.5n'));
});

test('801.10 Example: Pyroclasm deals 2 damage only to creatures of Alex and the players next to him', () => {
  const s = table(6, R1, MP_CARDS);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Pyroclasm']);
  const ids = [0, 1, 2, 3, 4, 5].map((p) => s.permanent(p, 'Grizzly Bears'));
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Pyroclasm') } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual(
    ids.map((id) => g.objects[id]?.zone ?? 'gone'),
    ['gone', 'gone', 'battlefield', 'battlefield', 'battlefield', 'gone'],
  );
});

test("801.11: a spell or ability gets information only from within its controller's range (counting creatures)", () => {
  const s = table(6, R1, MP_CARDS);
  s.battlefield(0, ['Forest']);
  s.hand(0, ['Counting Spell']);
  for (const p of [0, 1, 2, 3, 4, 5]) s.permanent(p, 'Grizzly Bears');
  const golem = s.permanent(3, 'Counting Golem');
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Counting Spell') } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.equal(g.players[0]!.life, 23, 'only the three Bears in range are counted');
  assert.equal(chars(g, golem).power, 4, 'the Golem sees its own creatures and those of players 2 and 4');
});

test("801.12: the world rule applies to a permanent only if another world permanent is within its controller's range", () => {
  const s = table(5, R1, MP_CARDS);
  const a = s.permanent(0, 'World Sphere');
  const far = s.permanent(2, 'Other World');
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.objects[a]?.zone, 'battlefield');
  assert.equal(g.objects[far]?.zone, 'battlefield');
  perform(g, { kind: 'move', object: objectNamed(g, 'World Sphere'), to: 'exile', cause: 'exile' });
  const b = table(5, R1, MP_CARDS);
  b.permanent(0, 'World Sphere');
  const newer = b.permanent(1, 'Other World');
  const g2 = b.start({ active: 0, step: 'main1' });
  assert.deepEqual(
    g2.players[0]!.graveyard.map((id) => g2.cards[g2.objects[id]!.defKey]!.name),
    ['World Sphere'],
  );
  assert.equal(g2.objects[newer]?.zone, 'battlefield');
  assert.ok(logCites(g2, '704.5k'));
});

test("801.13 / 801.13a Example: Lava Axe and Captain's Maneuver — 2 damage to Rob and none to Carissa, outside Alex's range", () => {
  // Seats: Alex, Rob (Alex's left), Carissa (two seats from Alex), Dana, Evan.
  const s = table(
    [{ name: 'Alex' }, { name: 'Rob' }, { name: 'Carissa' }, { name: 'Dana' }, { name: 'Evan' }],
    R1,
    MP_CARDS,
  );
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
  s.battlefield(1, ['Mountain', 'Mountain', 'Mountain', 'Plains', 'Plains']);
  s.hand(0, ['Lava Axe']);
  s.hand(1, ["Captain's Maneuver"]);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Lava Axe'), targets: [[{ kind: 'player', player: 1 }]] },
  });
  pass(g);
  assert.equal(g.pending?.player, 1);
  ok(g, 1, {
    kind: 'action',
    action: {
      kind: 'cast',
      card: objectNamed(g, "Captain's Maneuver"),
      x: 3,
      targets: [[{ kind: 'player', player: 1 }], [{ kind: 'player', player: 2 }]],
    },
  });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.equal(g.players[1]!.life, 18);
  assert.equal(g.players[2]!.life, 20);
  assert.ok(logCites(g, '801.13a'));
});

test("801.13b Example: Alex's \"prevent all damage dealt by creatures\" doesn't stop Carissa's creature (a source outside his range)", () => {
  // Seats: Alex, Rob, Carissa: Rob within Alex's range, Carissa not (five players, range 1).
  const s = table(
    [{ name: 'Alex' }, { name: 'Rob' }, { name: 'Carissa' }, { name: 'Dana' }, { name: 'Evan' }],
    R1,
    MP_CARDS,
  );
  s.permanent(0, 'Creature Ward');
  const bear = s.permanent(2, 'Grizzly Bears');
  const rob = s.permanent(1, 'Hill Giant');
  const g = s.start({ active: 2, step: 'main1' });
  perform(g, { kind: 'damage', source: bear, target: { kind: 'player', player: 1 }, amount: 2, combat: true });
  assert.equal(g.players[1]!.life, 18, "the damage from Carissa's creature is dealt");
  perform(g, { kind: 'damage', source: rob, target: { kind: 'player', player: 2 }, amount: 3, combat: true });
  assert.equal(g.players[2]!.life, 20, "Rob's creature is a source within Alex's range");
});

test("801.13b Example: Mending Hands on Rob prevents Carissa's Lightning Blast damage to him (the recipient is in range)", () => {
  const s = table(
    [{ name: 'Alex' }, { name: 'Rob' }, { name: 'Carissa' }, { name: 'Dana' }, { name: 'Evan' }],
    R1,
    MP_CARDS,
  );
  s.battlefield(0, ['Plains']);
  s.hand(0, ['Mending Hands']);
  const bolt = s.permanent(2, 'Hill Giant');
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Mending Hands'), targets: [[{ kind: 'player', player: 1 }]] },
  });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  perform(g, { kind: 'damage', source: bolt, target: { kind: 'player', player: 1 }, amount: 4, combat: false });
  assert.equal(g.players[1]!.life, 20);
});

test("801.13b Example: Alex's Fog doesn't prevent combat damage between Carissa's and Rob's creatures (the sources aren't both in range)", () => {
  const s = table(
    [{ name: 'Alex' }, { name: 'Rob' }, { name: 'Carissa' }, { name: 'Dana' }, { name: 'Evan' }],
    R1,
    MP_CARDS,
  );
  s.battlefield(0, ['Forest']);
  s.hand(0, ['Fog']);
  const cbear = s.permanent(2, 'Grizzly Bears');
  const rgiant = s.permanent(1, 'Hill Giant');
  const g = s.start({ active: 2, step: 'main1', priority: 0 });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Fog') } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  perform(g, { kind: 'damage', source: cbear, target: { kind: 'object', id: rgiant }, amount: 2, combat: true });
  perform(g, { kind: 'damage', source: rgiant, target: { kind: 'object', id: cbear }, amount: 3, combat: true });
  assert.equal(g.objects[rgiant]!.damage, 2);
  assert.equal(g.objects[cbear]?.damage ?? 3, 3, 'Grizzly Bears was dealt its damage too');
});

test('801.14: an effect that says a player wins makes only the opponents within their range lose', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Alternate Win'], battlefield: ['Forest'] }, {}, {}, {}, {}, {}],
      position: { active: 'P1', step: 'main1' },
      options: R1,
    },
    { cards: MP_CARDS },
  );
  const g = t.state;
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Alternate Win') } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual(
    g.players.map((p) => p.outcome),
    ['playing', 'lost', 'playing', 'playing', 'playing', 'lost'],
  );
  assert.equal(g.result, null, 'the other players play on');
  assert.ok(logCites(g, '801.14'));
});

test('801.15: an effect that says the game is a draw is a draw for its controller and the players in range; they leave, the rest play on', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Declare Draw'], battlefield: ['Forest'] }, {}, {}, {}, {}, {}],
      position: { active: 'P1', step: 'main1' },
      options: R1,
    },
    { cards: MP_CARDS },
  );
  const g = t.state;
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Declare Draw') } });
  drive(g, (x) => x.pending?.kind === 'priority' && x.turns[0]!.stack.length === 0);
  assert.deepEqual(
    g.players.map((p) => p.outcome),
    ['drew', 'drew', 'playing', 'playing', 'playing', 'drew'],
  );
  assert.equal(g.result, null);
});

test('801.16: a loop of mandatory actions is a draw for the players controlling its objects and those in their range', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Healing Word'], battlefield: ['Feedback Loop', 'Plains'] }, {}, {}, {}, {}, {}],
      position: { active: 'P1', step: 'main1' },
      options: { ...R1, autoPassWhenNoActions: true },
    },
    { cards: MP_CARDS },
  );
  const g = t.state;
  ok(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Healing Word'), targets: [[{ kind: 'player', player: 0 }]] },
  });
  assert.deepEqual(
    [0, 1, 5].map((p) => g.players[p]!.outcome),
    ['drew', 'drew', 'drew'],
  );
  assert.ok(
    [2, 3, 4].every((p) => g.players[p]!.outcome !== 'drew'),
    'the other players play on',
  );
  assert.ok(logCites(g, '801.16'));
});

test('104.4b / 801.16: without limited range a loop of mandatory actions makes the game a draw', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Healing Word'], battlefield: ['Feedback Loop', 'Plains'] }, {}, {}],
      position: { active: 'P1', step: 'main1' },
      options: { autoPassWhenNoActions: true },
    },
    { cards: MP_CARDS },
  );
  const g = t.state;
  ok(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Healing Word'), targets: [[{ kind: 'player', player: 0 }]] },
  });
  assert.equal(g.result?.draw, true);
  assert.ok(logCites(g, '104.4b'));
});
