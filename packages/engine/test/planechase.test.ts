/** 901 Planechase, 311 planes, 312 phenomena, 701.24 planeswalk, 800.4p and 801.18: rule tests. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  STARTER_PLANES_BY_NAME,
  STARTER_PLANAR_DECK,
  SetupError,
  build,
  chars,
  cloneState,
  createGame,
  planeswalk,
  randomInt,
  rangeExempt,
  submitInPlace,
  type CardDefinition,
  type GameOptions,
  type GameState,
  type PlayerId,
  touch,
} from '../src/index.js';
import { drive, ok } from './mp-helpers.js';
import { perform } from '../src/effects/perform.js';
import { ownObject } from '../src/index.js';

const DECK = STARTER_DECKS['gruul-stompy']!;

function game(
  n: number,
  options: Partial<GameOptions> = {},
  extra: Record<string, CardDefinition> = {},
  planar: readonly string[] = STARTER_PLANAR_DECK,
  shared?: readonly string[],
): GameState {
  return createGame({
    seed: 'planechase',
    startingPlayer: 0,
    cards: { ...STARTER_BY_NAME, ...STARTER_PLANES_BY_NAME, ...extra },
    options: { planechase: true, ...options },
    ...(shared ? { planarDeck: shared } : {}),
    players: Array.from({ length: n }, () => ({ deck: DECK, planarDeck: planar })),
  });
}

const faceUpName = (g: GameState): string => g.cards[g.objects[g.planechase!.faceUp[0]!]!.defKey]!.name;
const inMain =
  (p: PlayerId) =>
  (s: GameState): boolean =>
    s.pending?.kind === 'priority' &&
    s.pending.player === p &&
    s.turns[0]!.activePlayers.includes(p) &&
    s.turns[0]!.step === 'main1' &&
    s.turns[0]!.stack.length === 0;
const rollOffered = (g: GameState): string | undefined => {
  const d = g.pending;
  const a = d?.kind === 'priority' ? d.actions.find((x) => x.kind === 'rollPlanarDie') : undefined;
  return a?.kind === 'rollPlanarDie' ? a.cost : undefined;
};

/** Puts the named card on top of `owner`'s planar deck (test set-up). */
function stackPlanarTop(g: GameState, owner: PlayerId, name: string): void {
  const deck = g.planechase!.decks[owner]!;
  const i = deck.findIndex((id) => g.cards[g.objects[id]!.defKey]!.name === name);
  assert.ok(i >= 0, `${name} is in the planar deck`);
  deck.unshift(...deck.splice(i, 1));
}

/** Rolls the die on copies of the state until `face` comes up; returns that copy (the rng is the game's). */
function rollUntil(g: GameState, p: PlayerId, face: 'chaos' | 'planeswalker' | 'blank'): GameState {
  const want = face === 'planeswalker' ? [0] : face === 'chaos' ? [1] : [2, 3, 4, 5]; // 901.3a faces, as rollDie maps them
  for (let k = 0; k < 200; k++) {
    const t = cloneState(g);
    for (let j = 0; j < k; j++) randomInt(t.rng, 6); // advance the game's rng (test set-up)
    const probe: [number, number, number, number] = [...t.rng];
    if (!want.includes(randomInt(probe, 6))) continue;
    const r = submitInPlace(t, p, { kind: 'action', action: { kind: 'rollPlanarDie' } });
    assert.ok(r.ok);
    assert.ok(t.log.some((e) => e.type === 'planar-die' && (e.data as { face?: string } | undefined)?.face === face));
    return t;
  }
  assert.fail(`no ${face} roll`);
}

test('901.3: a planar deck needs ten cards, at most two phenomena and different names; 901.15a the communal deck', () => {
  const throwsRule = (f: () => unknown, rule: string): void => {
    assert.throws(f, (e: unknown) => e instanceof SetupError && e.rule === rule);
  };
  throwsRule(() => game(2, {}, {}, STARTER_PLANAR_DECK.slice(0, 9)), '901.3');
  throwsRule(() => game(2, {}, {}, [...STARTER_PLANAR_DECK.slice(0, 10), STARTER_PLANAR_DECK[0]!]), '901.3');
  throwsRule(() => game(2, {}, {}, [...STARTER_PLANAR_DECK, 'Grizzly Bears']), '901.3');
  const extraPhen = build.card(['Phenomenon'], { name: 'Test Phenomenon', cost: null, text: '' });
  throwsRule(() => game(2, {}, { 'Test Phenomenon': extraPhen }, [...STARTER_PLANAR_DECK, 'Test Phenomenon']), '901.3');
  throwsRule(() => game(2, { singlePlanarDeck: true }, {}, [], STARTER_PLANAR_DECK), '901.15a'); // 20 needed for two players
  assert.doesNotThrow(() => game(2));
});

test('901.4 / 901.5 / 901.6: planar decks stay in the command zone; the starting player turns up the starting plane and controls it', () => {
  const g = game(3);
  const pc = g.planechase!;
  assert.equal(pc.faceUp.length, 0, 'not before the opening hands are kept');
  drive(g, inMain(0));
  assert.equal(pc.faceUp.length, 1);
  assert.ok(
    g.cards[g.objects[pc.faceUp[0]!]!.defKey]!.types.includes('Plane'),
    '901.5: a plane, not a phenomenon, is the starting plane',
  );
  for (const id of [...pc.faceUp, ...pc.decks.flat()]) assert.equal(g.objects[id]!.zone, 'command');
  assert.equal(pc.decks.flat().length + 1, 3 * STARTER_PLANAR_DECK.length);
  assert.ok(g.log.some((e) => e.rules.includes('901.5')));
  drive(g, inMain(0));
  assert.equal(g.objects[pc.faceUp[0]!]!.controller, 0, '901.6: the planar controller is the active player');
  drive(g, inMain(1));
  assert.deepEqual(g.planechase!.controllers, [1]);
  assert.equal(g.objects[g.planechase!.faceUp[0]!]!.controller, 1);
});

test('901.9: the active player may roll the planar die in a main phase with an empty stack, for {0}, then {1} more each time', () => {
  const g = game(2);
  drive(g, (s) => s.pending?.kind === 'priority' && s.turns[0]!.step === 'upkeep');
  assert.equal(rollOffered(g), undefined, 'not in the upkeep');
  const r = submitInPlace(cloneState(g), g.pending!.player, { kind: 'action', action: { kind: 'rollPlanarDie' } });
  assert.ok(!r.ok && r.error.code === 'WRONG_TIME' && r.error.rule === '901.9');
  drive(g, inMain(0));
  assert.equal(rollOffered(g), '{0}');
  ok(g, 0, { kind: 'action', action: { kind: 'rollPlanarDie' } });
  assert.ok(g.log.some((e) => e.type === 'planar-die' && e.rules.includes('901.9')));
  drive(g, inMain(0));
  // A second roll costs {1}: offered only with mana available.
  const lands = g.battlefield.filter((id) => chars(g, id).types.includes('Land') && chars(g, id).controller === 0);
  assert.equal(rollOffered(g), lands.length > 0 ? '{1}' : undefined);
  // The non-active player is never offered the roll.
  drive(g, (s) => s.pending?.kind === 'priority' && s.pending.player === 1 && s.turns[0]!.activePlayers[0] === 0);
  assert.equal(rollOffered(g), undefined);
});

test('901.9b / 311.7: rolling {CHAOS} triggers "Whenever you roll {CHAOS}" of the face-up plane (Goldmeadow)', () => {
  const g = game(2);
  drive(g, inMain(0));
  // Make Goldmeadow the plane (planeswalk to it).
  stackPlanarTop(g, 0, 'Goldmeadow');
  planeswalk(g, 0);
  drive(g, inMain(0));
  assert.equal(faceUpName(g), 'Goldmeadow');
  const s = rollUntil(g, 0, 'chaos');
  drive(s, (x) => x.turns[0]!.stack.length === 0 && x.battlefield.some((id) => chars(x, id).name === 'Goat'));
  assert.equal(s.battlefield.filter((id) => chars(s, id).name === 'Goat' && chars(s, id).controller === 0).length, 1);
});

test('901.8 / 901.9c / 701.24b / 901.7a: the Planeswalker symbol puts the planeswalking ability on the stack; the old plane goes to the bottom', () => {
  const g = game(2);
  drive(g, inMain(0));
  const old = g.planechase!.faceUp[0]!;
  const oldName = faceUpName(g);
  const s = rollUntil(g, 0, 'planeswalker');
  const top = s.turns[0]!.stack.at(-1)!;
  assert.equal(s.objects[top]!.stack!.sourceName, 'planeswalking ability');
  assert.equal(s.objects[top]!.controller, 0);
  const nextTop = s.planechase!.decks[0]![0]!;
  const nextName = s.cards[s.objects[nextTop]!.defKey]!.name;
  drive(s, (x) => x.turns[0]!.stack.length === 0);
  assert.equal(s.objects[old], undefined, '901.7a: the card turned face down is a new object');
  assert.equal(
    s.cards[s.objects[s.planechase!.decks[0]!.at(-1)!]!.defKey]!.name,
    oldName,
    "on the bottom of its owner's planar deck",
  );
  assert.ok(s.log.some((e) => e.type === 'planeswalk' && e.rules.includes('701.24b')));
  if (STARTER_PLANES_BY_NAME[nextName]!.types.includes('Plane')) assert.equal(faceUpName(s), nextName);
});

test('312.5 / 704.6f: encountering a phenomenon triggers it; once the ability has left the stack, the planar controller planeswalks', () => {
  const g = game(3);
  drive(g, inMain(0));
  stackPlanarTop(g, 0, 'Mutual Epiphany');
  const hands = g.players.map((p) => p.hand.length);
  planeswalk(g, 0);
  assert.equal(faceUpName(g), 'Mutual Epiphany');
  drive(
    g,
    (s) => s.turns[0]!.stack.length === 0 && s.pendingTriggers.length === 0 && faceUpName(s) !== 'Mutual Epiphany',
  );
  assert.deepEqual(
    g.players.map((p) => p.hand.length),
    hands.map((h) => h + 4),
    'each player drew four cards',
  );
  assert.ok(g.log.some((e) => e.rules.includes('704.6f')));
  assert.ok(
    g.cards[g.objects[g.planechase!.faceUp[0]!]!.defKey]!.types.includes('Plane') || g.planechase!.faceUp.length === 1,
  );
});

test('901.11: "When you planeswalk away from" triggers (Sanctum of Serra destroys all nonland permanents)', () => {
  const g = game(2);
  drive(g, inMain(0));
  stackPlanarTop(g, 0, 'Sanctum of Serra');
  planeswalk(g, 0);
  assert.equal(faceUpName(g), 'Sanctum of Serra');
  drive(g, inMain(1));
  // A creature on the battlefield for player 1 (test set-up), then player 1 planeswalks away.
  const id = g.players[1]!.library.find((x) => chars(g, x).types.includes('Creature'))!;
  g.players[1]!.library.splice(g.players[1]!.library.indexOf(id), 1);
  ownObject(g, id).zone = 'battlefield';
  g.battlefield.push(id);
  touch(g); // a state edited by hand: cached characteristics are recomputed
  assert.equal(g.battlefield.filter((x) => !chars(g, x).types.includes('Land')).length, 1);
  stackPlanarTop(g, 1, 'Krosa');
  planeswalk(g, 1);
  drive(g, (s) => s.turns[0]!.stack.length === 0 && s.pendingTriggers.length === 0 && s.pending?.kind === 'priority');
  assert.ok(g.log.some((e) => e.type === 'planeswalk' && e.text.includes('away from Sanctum of Serra')));
  assert.equal(g.battlefield.filter((x) => !chars(g, x).types.includes('Land')).length, 0);
});

test('800.4p / 901.6: if the planar controller would leave, the next player in turn order becomes planar controller first; 901.10 their planes leave', () => {
  const g = game(4);
  drive(g, inMain(0));
  const up = g.planechase!.faceUp[0]!;
  assert.equal(g.objects[up]!.owner, 0);
  ok(g, 0, { kind: 'concede' });
  assert.deepEqual(g.planechase!.controllers, [1], 'the next player in turn order');
  assert.ok(g.log.some((e) => e.rules.includes('800.4p')));
  // 901.10: player 0's face-up plane left the game with them; player 1 turned up their top card.
  assert.equal(g.objects[up], undefined);
  assert.equal(g.planechase!.faceUp.length, 1);
  assert.equal(g.objects[g.planechase!.faceUp[0]!]!.owner, 1);
  assert.ok(g.log.some((e) => e.rules.includes('901.10')));
  assert.equal(g.planechase!.decks[0]!.length, 0, 'their planar deck left the game');
});

test('801.18: in multiplayer Planechase (not Grand Melee) plane abilities ignore limited range of influence (Krosa gives every creature +2/+2)', () => {
  const g = game(5, { rangeOfInfluence: 1 });
  drive(g, inMain(0));
  // A Grizzly Bears for player 2 (outside player 0's range 1 in a five-player game).
  const bear = g.players[2]!.library.find((x) => chars(g, x).name === 'Grizzly Bears')!;
  g.players[2]!.library.splice(g.players[2]!.library.indexOf(bear), 1);
  ownObject(g, bear).zone = 'battlefield';
  g.battlefield.push(bear);
  touch(g); // a state edited by hand: cached characteristics are recomputed
  stackPlanarTop(g, 0, 'Krosa');
  planeswalk(g, 0);
  assert.equal(faceUpName(g), 'Krosa');
  assert.equal(chars(g, bear).power, 4, "the effect reaches outside the planar controller's range");
  assert.ok(rangeExempt(g, g.planechase!.faceUp[0]!));
  const gm = createGame({
    seed: 'gm',
    startingPlayer: 0,
    cards: { ...STARTER_BY_NAME, ...STARTER_PLANES_BY_NAME },
    options: { variant: 'grand-melee', planechase: true },
    players: Array.from({ length: 10 }, () => ({ deck: DECK, planarDeck: STARTER_PLANAR_DECK })),
  });
  drive(gm, (s) => s.phase === 'playing' && s.pending?.kind === 'priority');
  assert.ok(!rangeExempt(gm, gm.planechase!.faceUp[0]!), '801.18: not in Grand Melee');
  assert.equal(
    gm.planechase!.faceUp.length,
    gm.options.turnMarkers,
    '901.14a: each player starting with a turn marker sets a starting plane',
  );
});

test('901.15: with the single planar deck option the planar controller is considered the owner of every card in it', () => {
  const extra: Record<string, CardDefinition> = {};
  const names: string[] = [];
  for (let i = 1; i <= 20; i++) {
    const name = `Test Plane ${i}`;
    extra[name] = build.card(['Plane'], { name, cost: null, text: '', subtypes: ['Test'] });
    names.push(name);
  }
  const g = game(2, { singlePlanarDeck: true }, extra, STARTER_PLANAR_DECK, names);
  assert.equal(g.planechase!.shared, true);
  drive(g, inMain(1));
  for (const id of [...g.planechase!.decks[0]!, ...g.planechase!.faceUp])
    assert.equal(g.objects[id]!.owner, 1, '901.15b');
});

test("901.7: a face-up plane's replacement effect applies from the command zone (damage doubling, 614.1a)", () => {
  const furnace = build.card(['Plane'], {
    name: 'Test Furnace',
    cost: null,
    subtypes: ['Test'],
    text: 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
    abilities: [
      { kind: 'static', text: 'double', effect: { kind: 'replaceDamage', to: 'any', mode: { kind: 'double' } } },
    ],
  });
  const g = game(2, {}, { 'Test Furnace': furnace }, [...STARTER_PLANAR_DECK.slice(0, 10), 'Test Furnace']);
  drive(g, inMain(0));
  stackPlanarTop(g, 0, 'Krosa');
  planeswalk(g, 0);
  const source = g.players[0]!.library[0]!;
  const life = g.players[1]!.life;
  perform(g, { kind: 'damage', source, target: { kind: 'player', player: 1 }, amount: 2, combat: false });
  const plain = life - g.players[1]!.life;
  stackPlanarTop(g, 0, 'Test Furnace');
  planeswalk(g, 0);
  const before = g.players[1]!.life;
  perform(g, { kind: 'damage', source, target: { kind: 'player', player: 1 }, amount: 2, combat: false });
  assert.equal(plain, 2, 'under Krosa the damage is dealt as it is');
  assert.equal(faceUpName(g), 'Test Furnace');
  assert.equal(before - g.players[1]!.life, 4);
});
