/** CR 800: multiplayer general rules — leaving the game (800.4a–n), seating, mulligans and the first draw. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, STARTER_DECKS, chars, createGame, defaultOptions, viewFor } from '../src/index.js';
import { isActivePlayer } from '../src/state/access.js';
import { perform } from '../src/effects/perform.js';
import { putCardDefinition } from '../src/objects/copy-on-write.js';
import { MP_CARDS, drive, logCites, objectNamed, ok, pass, table } from './mp-helpers.js';
import { cardGame } from '@arbiter/scenarios';

const deck = STARTER_DECKS['gruul-stompy']!;

test('800.1: a game that begins with more than two players is a multiplayer game (Free-for-All by default)', () => {
  assert.equal(defaultOptions(3).variant, 'free-for-all');
  assert.equal(defaultOptions(2).variant, 'two-player');
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { variant: 'free-for-all' },
        players: [{ deck }, { deck }],
      }),
    (e: Error & { rule?: string }) => e.rule === '800.1',
  );
});

test('800.2: a game uses one variant and may add several options; an unknown variant is refused', () => {
  const g = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: { variant: 'team-vs-team', deployCreatures: true, rangeOfInfluence: 2 },
    players: [
      { deck, team: 0 },
      { deck, team: 0 },
      { deck, team: 1 },
      { deck, team: 1 },
    ],
  });
  assert.equal(g.options.variant, 'team-vs-team');
  assert.equal(g.options.deployCreatures, true);
  assert.equal(g.options.rangeOfInfluence, 2);
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { variant: 'star' },
        players: [{ deck }, { deck }, { deck }],
      }),
    (e: Error & { rule?: string }) => e.rule === '800.2',
  );
});

test('800.3: tournament deck construction is not part of the game rules: the engine plays whatever decks it is given', () => {
  const small = deck.slice(0, 20);
  const g = createGame({
    seed: 3,
    cards: STARTER_BY_NAME,
    players: [{ deck }, { deck: small }, { deck: deck.slice(0, 41) }],
  });
  assert.deepEqual(
    g.players.map((p) => p.library.length + p.hand.length),
    [60, 20, 41],
  );
});

test('800.4: the game continues after a player leaves it', () => {
  const t = cardGame({ players: [{}, {}, {}], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  ok(g, 1, { kind: 'concede' });
  assert.equal(g.result, null);
  assert.equal(g.players[1]!.left, true);
  assert.equal(g.pending?.kind, 'priority');
});

test('800.4a: when a player leaves, every object they own leaves the game (library, hand, graveyard, battlefield, exile)', () => {
  const s = table(3);
  s.library(1, ['Forest', 'Forest']);
  s.hand(1, ['Grizzly Bears']);
  s.graveyard(1, ['Lightning Bolt']);
  s.put(1, 'exile', ['Hill Giant']);
  s.permanent(1, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  assert.equal(Object.values(g.objects).filter((o) => o.owner === 1).length, 0);
  assert.deepEqual([g.players[1]!.library, g.players[1]!.hand, g.players[1]!.graveyard], [[], [], []]);
  assert.ok(logCites(g, '800.4a'));
});

test('800.4a: an effect that gave the departed player control of an object ends (Act of Treason Example)', () => {
  const s = table(3, {}, MP_CARDS);
  const bears = s.permanent(1, 'Grizzly Bears');
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Act of Treason']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Act of Treason'), targets: [[{ kind: 'object', id: bears }]] },
  });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.equal(chars(g, bears).controller, 0);
  ok(g, 0, { kind: 'concede' });
  assert.equal(g.objects[bears]!.zone, 'battlefield');
  assert.equal(chars(g, bears).controller, 1, "Runeclaw Bears reverts to Bianca's control");
});

test('800.4a: objects still controlled by the departed player are exiled (Bribery Example: Serra Angel)', () => {
  const s = table(3);
  s.permanent(2, { card: 'Serra Angel', controller: 0 }); // owned by Bianca, put onto the battlefield under Alex's control
  const g = s.start({ active: 1, step: 'main1' });
  const angel = objectNamed(g, 'Serra Angel');
  ok(g, 0, { kind: 'concede' });
  assert.equal(g.objects[angel], undefined);
  assert.deepEqual(
    g.exile.map((id) => g.cards[g.objects[id]!.defKey]!.name),
    ['Serra Angel'],
  );
});

test("800.4a: the departed player's objects on the stack that aren't cards cease to exist; spells they own leave the game", () => {
  const s = table(3, {}, MP_CARDS);
  const angel = s.permanent(1, 'Serra Angel');
  s.stackSpell(1, { card: 'Lightning Bolt', targets: [[{ kind: 'player', player: 0 }]] });
  s.stackAbility({
    source: s.permanent(1, { card: 'Cuombajj Witches' }),
    ability: 0,
    targets: [[{ kind: 'player', player: 0 }], []],
  });
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(g.turns[0]!.stack.length, 2);
  ok(g, 1, { kind: 'concede' });
  assert.equal(g.turns[0]!.stack.length, 0);
  assert.equal(g.objects[angel], undefined);
});

test('800.4a: if the player who left had priority, priority passes to the next player in turn order', () => {
  const t = cardGame({ players: [{}, {}, {}, {}], position: { active: 'P1', step: 'main1', priority: 'P2' } });
  const g = t.state;
  assert.equal(g.pending?.player, 1);
  ok(g, 1, { kind: 'concede' });
  assert.equal(g.pending?.kind, 'priority');
  assert.equal(g.pending?.player, 2);
});

test('800.4a Example: Mind Control — if Alex leaves the creature reverts; if Bianca leaves, Mind Control goes to the graveyard', () => {
  for (const leaver of [0, 1]) {
    const s = table(3);
    const griffin = s.permanent(1, 'Serra Angel');
    s.permanent(0, { card: 'Mind Control', attachedTo: griffin });
    const g = s.start({ active: 2, step: 'main1' });
    assert.equal(chars(g, griffin).controller, 0);
    ok(g, leaver, { kind: 'concede' });
    drive(g, (x) => x.pending?.kind === 'priority');
    if (leaver === 0) assert.equal(chars(g, griffin).controller, 1);
    else {
      assert.equal(g.objects[griffin], undefined);
      assert.deepEqual(
        g.players[0]!.graveyard.map((id) => g.cards[g.objects[id]!.defKey]!.name),
        ['Mind Control'],
      );
    }
  }
});

test("800.4b: a token isn't created for, and nothing enters the battlefield under the control of, a player who has left", () => {
  const s = table(3);
  const bolt = s.hand(2, ['Grizzly Bears'])[0]!;
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  putCardDefinition(g, 'Soldier', {
    name: 'Soldier',
    manaCost: null,
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Soldier'],
    power: '1',
    toughness: '1',
    oracleText: '',
    abilities: [],
    token: true,
  });
  const made = perform(g, { kind: 'createToken', defKey: 'Soldier', controller: 1, tapped: false });
  assert.equal(made.id, null);
  const moved = perform(g, { kind: 'move', object: bolt, to: 'battlefield', cause: 'effect', controller: 1 });
  assert.equal(moved.id, null);
  assert.equal(g.objects[bolt]!.zone, 'hand', 'it remains in its current zone');
  assert.ok(logCites(g, '800.4b'));
});

test('800.4c: when a control effect ends and the default controller has left the game, the object is exiled', () => {
  const s = table(3, {}, MP_CARDS);
  // Bianca's Serra Angel came under Alex's control by default (as with Bribery); Carissa then takes it until end of turn.
  const angel = s.permanent(1, { card: 'Serra Angel', controller: 0 });
  s.battlefield(2, ['Mountain', 'Mountain', 'Mountain']);
  s.hand(2, ['Act of Treason']);
  const g = s.start({ active: 2, step: 'main1' });
  ok(g, 2, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Act of Treason'), targets: [[{ kind: 'object', id: angel }]] },
  });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  ok(g, 0, { kind: 'concede' });
  assert.equal(g.objects[angel]?.zone, 'battlefield', 'Carissa still controls it');
  drive(g, (x) => x.turns[0]!.activePlayers[0] !== 2);
  assert.deepEqual(
    g.exile.map((id) => g.cards[g.objects[id]!.defKey]!.name),
    ['Serra Angel'],
  );
  assert.ok(logCites(g, '800.4c'));
});

test("800.4d: a triggered ability a departed player would control isn't put on the stack; an object they would own isn't created", () => {
  const s = table(3, {}, MP_CARDS);
  s.permanent(1, 'Extractor Demon');
  const bears = s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  perform(g, { kind: 'move', object: bears, to: 'graveyard', cause: 'destroy' });
  assert.equal(g.pendingTriggers.length, 0);
  putCardDefinition(g, 'Soldier', {
    name: 'Soldier',
    manaCost: null,
    supertypes: [],
    types: ['Creature'],
    subtypes: [],
    power: '1',
    toughness: '1',
    oracleText: '',
    abilities: [],
    token: true,
  });
  assert.equal(perform(g, { kind: 'createToken', defKey: 'Soldier', controller: 1, tapped: false }).id, null);
});

test("800.4e: combat damage that would be assigned to a player who has left the game isn't assigned", () => {
  const s = table(3);
  const giant = s.permanent(0, 'Hill Giant');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: { kind: 'player', player: 1 } }] });
  ok(g, 1, { kind: 'concede' });
  drive(g, (x) => x.turns[0]!.step === 'main2');
  assert.ok(!g.log.some((e) => e.type === 'damage'), 'no damage is dealt');
  assert.equal(g.players[2]!.life, 20);
});

test('800.4f: a cost a departed player would choose whether to pay is not paid', () => {
  const t = cardGame(
    {
      players: [{ library: ['Forest', 'Forest', 'Forest'], hand: ['Tithe Test'], battlefield: ['Island'] }, {}, {}],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: MP_CARDS },
  );
  const g = t.state;
  ok(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Tithe Test'), targets: [[{ kind: 'player', player: 1 }]] },
  });
  drive(g, (x) => x.pending?.kind === 'yesNo');
  assert.equal(g.pending?.player, 1);
  ok(g, 1, { kind: 'concede' });
  assert.equal(g.players[0]!.hand.length, 2, 'the cost was not paid, so Alex draws two cards');
});

test("800.4g: if a player who left must make a choice other than paying, another opponent makes it (Fact or Fiction's piles)", () => {
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Grizzly Bears', 'Hill Giant', 'Lightning Bolt', 'Mountain'],
          hand: ['Fact or Fiction'],
          battlefield: ['Island', 'Island', 'Island', 'Island'],
        },
        {},
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    { cards: MP_CARDS },
  );
  const g = t.state;
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Fact or Fiction') } });
  drive(g, (x) => x.pending?.kind === 'chooseOption' || x.pending?.kind === 'chooseObjects');
  if (g.pending?.kind === 'chooseOption') ok(g, 0, { kind: 'chooseOption', chosen: [0] }); // Alex chooses Bianca
  assert.equal(g.pending?.kind, 'chooseObjects');
  const first = g.pending!.player;
  ok(g, first, { kind: 'concede' });
  assert.equal(g.pending?.kind, 'chooseObjects');
  assert.notEqual(g.pending!.player, first, 'another opponent separates the piles');
  assert.notEqual(g.pending!.player, 0);
  const d = g.pending!;
  ok(g, d.player, { kind: 'chooseObjects', objects: d.kind === 'chooseObjects' ? d.options.slice(0, 2) : [] });
  assert.equal(g.pending?.kind, 'chooseOption');
  t.choose([1]);
  assert.equal(g.players[0]!.hand.length, 3, 'Alex takes the pile of three');
  assert.ok(logCites(g, '800.4g'));
});

test('800.4h: if a rule requires a departed player to choose, the next player in turn order chooses (the next member of a team declares its attack)', () => {
  const s = table([{ team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }], {
    variant: 'team-vs-team',
    sharedTeamTurns: true,
  });
  const bears = s.permanent(1, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(g.turns[0]!.activePlayers, [0, 1]);
  ok(g, 0, { kind: 'concede' });
  drive(g, (x) => x.pending?.kind === 'declareAttackers');
  assert.equal(g.pending!.player, 1, "the primary player left: the next member declares the team's attack");
  assert.ok(g.pending!.kind === 'declareAttackers' && g.pending!.options.some((o) => o.attacker === bears));
});

test('800.4i: information about a departed player is their last known information (life total, name, counters stay readable)', () => {
  const s = table(3);
  s.life(1, 13).poison(1, 2);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  const v = viewFor(g, 0);
  assert.equal(v.players[1]!.life, 13);
  assert.equal(v.players[1]!.poison, 2);
  assert.equal(v.players[1]!.left, true);
});

test('800.4j: if the active player leaves during their turn, the turn continues without an active player; the next player gets priority', () => {
  const t = cardGame({ players: [{}, {}, {}], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  ok(g, 0, { kind: 'concede' });
  assert.equal(g.pending?.kind, 'priority');
  assert.equal(g.pending?.player, 1);
  assert.equal(g.turns[0]!.step, 'main1', 'the turn goes on');
  drive(g, (x) => x.turns[0]!.activePlayers[0] === 1);
  assert.ok(g.log.some((e) => e.type === 'step' && e.text.includes('no active player')));
});

test('800.4j: the departed active player is no longer listed as active, in the state and in every view; their seat still anchors turn order', () => {
  const t = cardGame({ players: [{}, {}, {}, {}], position: { active: 'P2', step: 'main1' } });
  const g = t.state;
  ok(g, 1, { kind: 'concede' });
  assert.deepEqual(g.turns[0]!.activePlayers, [], 'no active player');
  assert.equal(g.turns[0]!.vacated, 1);
  assert.equal(isActivePlayer(g, 1), false);
  for (const p of [0, 2, 3]) assert.deepEqual(viewFor(g, p).activePlayers, []);
  assert.ok(logCites(g, '800.4j'));
  assert.equal(g.pending?.player, 2, 'the next player in turn order after the departed seat receives priority');
  drive(g, (x) => x.turns[0]!.step === 'end' && x.pending?.kind === 'priority');
  assert.deepEqual(g.turns[0]!.activePlayers, [], 'the turn continues to its completion without an active player');
  drive(g, (x) => x.turns[0]!.activePlayers.length > 0);
  assert.deepEqual(g.turns[0]!.activePlayers, [2], "the next turn is the next seat's after the departed player");
  assert.equal(g.turns[0]!.vacated, undefined);
});

test('800.4j / 805: with shared team turns, a departed teammate leaves the list of active players; the turn keeps its other active player', () => {
  const s = table([{ team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }], {
    variant: 'team-vs-team',
    sharedTeamTurns: true,
  });
  const g = s.start({ active: 0, step: 'main1' });
  assert.deepEqual(g.turns[0]!.activePlayers, [0, 1]);
  ok(g, 0, { kind: 'concede' });
  assert.deepEqual(g.turns[0]!.activePlayers, [1]);
  assert.equal(g.turns[0]!.vacated, undefined);
});

test('104.4a: if all players still in the game lose simultaneously, the game is a draw and each of them drew (not lost)', () => {
  const s = table(3, {}, MP_CARDS);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Flame Rift']);
  s.life(0, 4).life(1, 3).life(2, 4);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Flame Rift') } });
  drive(g, (x) => x.result !== null);
  assert.equal(g.result?.draw, true);
  assert.deepEqual(g.result?.winners, []);
  assert.deepEqual(
    g.players.map((p) => p.outcome),
    ['drew', 'drew', 'drew'],
  );
  assert.ok(g.log.some((e) => e.type === 'game-over' && e.rules.includes('104.4a')));
  assert.ok(!g.log.some((e) => e.type === 'lose'), 'nobody is logged as losing');
  for (const p of [0, 1, 2]) assert.equal(viewFor(g, p).players[1]!.outcome, 'drew');
});

test('104.4a: a player who lost earlier keeps "lost"; the last players, losing together, draw', () => {
  const s = table(3, {}, MP_CARDS);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Flame Rift']);
  s.life(0, 4).life(1, 4);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 2, { kind: 'concede' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Flame Rift') } });
  drive(g, (x) => x.result !== null);
  assert.equal(g.result?.draw, true);
  assert.deepEqual(
    g.players.map((p) => p.outcome),
    ['drew', 'drew', 'lost'],
  );
});

test("104.4a: a player who can't lose stays; the others lose and the game is not a draw", () => {
  const s = table(2, {}, MP_CARDS);
  s.battlefield(0, ['Mountain', 'Mountain', 'Platinum Angel']);
  s.hand(0, ['Flame Rift']);
  s.life(0, 4).life(1, 4);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Flame Rift') } });
  drive(g, (x) => x.result !== null);
  assert.equal(g.result?.draw, false);
  assert.deepEqual(
    g.players.map((p) => p.outcome),
    ['won', 'lost'],
  );
});

test('104.4d / 810.8a: when every team still in the game loses at once, the game is a draw for every member', () => {
  const s = table([{ team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }], { variant: 'two-headed-giant' }, MP_CARDS);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Flame Rift']);
  for (const p of [0, 1, 2, 3]) s.life(p, 8);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Flame Rift') } });
  drive(g, (x) => x.result !== null);
  assert.equal(g.result?.draw, true);
  assert.deepEqual(
    g.players.map((p) => p.outcome),
    ['drew', 'drew', 'drew', 'drew'],
  );
  assert.ok(g.log.some((e) => e.type === 'game-over' && e.rules.includes('104.4d')));
});

test("800.4k: if a player who has left would begin a turn, that turn doesn't begin (nor their extra turn)", () => {
  const t = cardGame({ players: [{}, {}, {}], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  g.extraTurns.push(1);
  ok(g, 1, { kind: 'concede' });
  drive(g, (x) => x.turns[0]!.activePlayers[0] !== 0);
  assert.deepEqual(g.turns[0]!.activePlayers, [2]);
});

test("800.4m: effects lasting until a departed player's next turn last until that turn would have begun", () => {
  const s = table(3, {}, MP_CARDS);
  const bears = s.permanent(0, 'Grizzly Bears');
  s.battlefield(1, ['Plains']);
  s.hand(1, ['Lingering Boon']);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  ok(g, 1, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Lingering Boon'), targets: [[{ kind: 'object', id: bears }]] },
  });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual([chars(g, bears).power, chars(g, bears).toughness], [4, 4]);
  ok(g, 1, { kind: 'concede' });
  assert.equal(chars(g, bears).power, 4, "it doesn't expire immediately");
  drive(g, (x) => x.turns[0]!.activePlayers[0] === 2);
  assert.equal(chars(g, bears).power, 2, "it ended as Bianca's turn would have begun");
  assert.ok(logCites(g, '800.4m'));
});

test("800.4n: objects a departed player owns in the ante zone don't leave the game", () => {
  const s = table(3);
  s.put(1, 'ante', ['Serra Angel']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  assert.equal(g.ante.length, 1);
  assert.ok(logCites(g, '800.4n'));
});

test('800.5: seating is as given unless the variant prescribes it (806.3 random, 808.2 teams together)', () => {
  const players = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, deck }));
  const given = createGame({ seed: 9, cards: STARTER_BY_NAME, players });
  assert.deepEqual(
    given.players.map((p) => p.name),
    ['A', 'B', 'C', 'D', 'E'],
  );
  const random = createGame({ seed: 9, cards: STARTER_BY_NAME, players, seating: 'rules' });
  assert.deepEqual([...random.players.map((p) => p.name)].sort(), ['A', 'B', 'C', 'D', 'E']);
  assert.ok(
    random.log.some((e) => e.rules.includes('806.3')) || random.players.map((p) => p.name).join() === 'A,B,C,D,E',
  );
});

test("800.6: in a multiplayer game the first mulligan doesn't count toward the cards put on the bottom", () => {
  const g = createGame({ seed: 5, cards: STARTER_BY_NAME, startingPlayer: 0, players: [{ deck }, { deck }, { deck }] });
  ok(g, 0, { kind: 'mulligan' });
  ok(g, 1, { kind: 'keep' });
  ok(g, 2, { kind: 'keep' });
  assert.equal(g.pending?.kind, 'mulligan');
  ok(g, 0, { kind: 'keep' });
  assert.equal(g.players[0]!.hand.length, 7, 'no card goes to the bottom for the first mulligan');
});

test('800.7: in a multiplayer game other than Two-Headed Giant the starting player draws on their first turn; in 2HG the starting team skips it', () => {
  const ffa = createGame({
    seed: 5,
    cards: STARTER_BY_NAME,
    startingPlayer: 0,
    options: { autoPassWhenNoActions: false },
    players: [{ deck }, { deck }, { deck }],
  });
  drive(ffa, (x) => x.turns[0]!.step === 'main1' && x.phase === 'playing');
  assert.equal(ffa.players[0]!.hand.length, 8);
  const thg = createGame({
    seed: 5,
    cards: STARTER_BY_NAME,
    startingPlayer: 0,
    options: { variant: 'two-headed-giant' },
    players: [
      { deck, team: 0 },
      { deck, team: 0 },
      { deck, team: 1 },
      { deck, team: 1 },
    ],
  });
  drive(thg, (x) => x.turns[0]!.step === 'main1' && x.phase === 'playing');
  assert.deepEqual([thg.players[0]!.hand.length, thg.players[1]!.hand.length], [7, 7]);
  assert.ok(logCites(thg, '810.6'));
});

test('800.4 with pass: the game ends when one player remains (104.2a)', () => {
  const t = cardGame({ players: [{}, {}, {}], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  ok(g, 1, { kind: 'concede' });
  ok(g, 2, { kind: 'concede' });
  assert.deepEqual(g.result?.winners, [0]);
  void pass;
});
