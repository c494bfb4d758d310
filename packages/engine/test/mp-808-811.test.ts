/** CR 808 Team vs. Team, 809 Emperor, 810 Two-Headed Giant, 811 Alternating Teams. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, STARTER_DECKS, createGame, submitInPlace, viewFor } from '../src/index.js';
import { playersInRange } from '../src/objects/range.js';
import { emperorOf } from '../src/state/team.js';
import { drawGameFor, losePlayers } from '../src/players/leave.js';
import { VARIANT_HOOKS } from '../src/game/variant-hooks.js';
import { perform } from '../src/effects/perform.js';
import { MP_CARDS, drive, logCites, objectNamed, ok, table } from './mp-helpers.js';

const deck = STARTER_DECKS['gruul-stompy']!;
const rule = (r: string) => (e: Error & { rule?: string }) => e.rule === r;
const teamsOf = (...sizes: number[]) => sizes.flatMap((n, t) => Array.from({ length: n }, () => ({ deck, team: t })));
const seats = (...sizes: number[]) => sizes.flatMap((n, t) => Array.from({ length: n }, () => ({ team: t })));
const P = (player: number) => ({ kind: 'player' as const, player });
const TVT = { variant: 'team-vs-team' };
const EMP = { variant: 'emperor' };
const THG = { variant: 'two-headed-giant' };
const AT = { variant: 'alternating-teams' };

// --- 808 Team vs. Team ----------------------------------------------------------------------------

test('808.1: Team vs. Team is played by two or more teams of any number of players', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: TVT, players: teamsOf(1, 3, 2) });
  assert.equal(new Set(g.players.map((p) => p.team)).size, 3);
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: TVT, players: teamsOf(3) }),
    rule('808.1'),
  );
});

test('808.2: each team sits together on one side of the table', () => {
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: TVT,
        players: [0, 1, 0, 1].map((team) => ({ deck, team })),
      }),
    rule('808.2'),
  );
  const g = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: TVT,
    seating: 'rules',
    players: [0, 1, 0, 1].map((team) => ({ deck, team })),
  });
  assert.deepEqual(
    g.players.map((p) => p.team),
    [0, 0, 1, 1],
  );
});

test('808.3 / 808.3a / 808.3b: Team vs. Team uses attack multiple players; deploy and limited range are off by default but allowed', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: TVT, players: teamsOf(2, 2) });
  assert.deepEqual(
    [g.options.attackMultiplePlayers, g.options.deployCreatures, g.options.rangeOfInfluence],
    [true, false, null],
  );
  const h = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: { ...TVT, deployCreatures: true, rangeOfInfluence: 2 },
    players: teamsOf(2, 2),
  });
  assert.deepEqual([h.options.deployCreatures, h.options.rangeOfInfluence], [true, 2]);
});

test('808.4: a random team goes first: its centre player, or with an even number the player to the left of its midpoint', () => {
  const odd = new Set<number>();
  const even = new Set<number>();
  for (let seed = 1; seed <= 12; seed++) {
    odd.add(createGame({ seed, cards: STARTER_BY_NAME, options: TVT, players: teamsOf(3, 3) }).startingPlayer);
    even.add(createGame({ seed, cards: STARTER_BY_NAME, options: TVT, players: teamsOf(4, 4) }).startingPlayer);
  }
  assert.deepEqual([...odd].sort(), [1, 4]);
  assert.deepEqual([...even].sort(), [2, 6]);
});

test("808.5: in Team vs. Team teammates may review each other's hands; resources aren't shared", () => {
  const s = table(seats(2, 2), TVT);
  s.hand(1, ['Forest']);
  s.hand(2, ['Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const v = viewFor(g, 0);
  assert.equal(v.players[1]!.hand?.length, 1, "a teammate's hand");
  assert.equal(v.players[2]!.hand, null, "not an opponent's");
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'playLand', card: objectNamed(g, 'Forest', 'hand') },
  });
  assert.ok(!r.ok, "a teammate's card can't be played");
});

// --- 809 Emperor ---------------------------------------------------------------------------------

test('809.1: the Emperor variant involves two or more teams of three players each', () => {
  createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(3, 3, 3) });
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(2, 2) }),
    rule('809.1'),
  );
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(3) }),
    rule('809.1'),
  );
});

test('809.2: each team sits together with its emperor in the middle and its generals around', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(3, 3) });
  assert.deepEqual(
    g.players.map((p) => emperorOf(g, p.id)),
    [1, 1, 1, 4, 4, 4],
  );
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: EMP,
        players: [0, 1, 0, 1, 0, 1].map((team) => ({ deck, team })),
      }),
    rule('809.2'),
  );
});

test('809.3 / 809.3a: emperors have range of influence 2, generals 1', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(3, 3) });
  assert.deepEqual(
    g.players.map((p) => p.rangeOfInfluence),
    [1, 2, 1, 1, 2, 1],
  );
});

test('809.3b: Emperor games use the deploy creatures option', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(3, 3) });
  assert.equal(g.options.deployCreatures, true);
});

test('809.3c Example: at the start neither emperor can attack, though opposing generals are within their range', () => {
  const s = table(seats(3, 3), EMP);
  s.permanent(1, 'Grizzly Bears');
  const g = s.start({ active: 1, step: 'declareAttackers', beginStep: true });
  assert.ok(playersInRange(g, 1).includes(3) && playersInRange(g, 1).includes(5));
  assert.notEqual(g.pending?.kind, 'declareAttackers');
  const s2 = table(seats(3, 3), EMP);
  const b = s2.permanent(2, 'Grizzly Bears');
  const g2 = s2.start({ active: 2, step: 'declareAttackers', beginStep: true });
  const d = g2.pending!;
  assert.ok(d.kind === 'declareAttackers');
  if (d.kind === 'declareAttackers')
    assert.deepEqual(
      d.options.find((o) => o.attacker === b)!.defenders,
      [P(3)],
      'a general attacks only the opponent seated next to them',
    );
});

test('809.4: a random emperor goes first; turn order goes to the left', () => {
  const first = new Set<number>();
  for (let seed = 1; seed <= 10; seed++)
    first.add(createGame({ seed, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(3, 3) }).startingPlayer);
  assert.deepEqual([...first].sort(), [1, 4]);
  const s = table(seats(3, 3), EMP);
  for (let p = 0; p < 6; p++) s.library(p, ['Forest', 'Forest', 'Forest']);
  const g = s.start({ active: 1, step: 'end' });
  drive(g, (x) => x.turns[0]!.activePlayers[0] !== 1);
  assert.deepEqual(g.turns[0]!.activePlayers, [2]);
});

test('809.5 / 809.5a: a team wins if its emperor wins (every member, even a general who already lost: 104.2c)', () => {
  const g = table(seats(3, 3), EMP).start({ active: 1, step: 'main1' });
  ok(g, 0, { kind: 'concede' });
  ok(g, 4, { kind: 'concede' });
  assert.deepEqual(g.result?.winners, [0, 1, 2]);
  assert.ok(logCites(g, '104.2c'));
});

test('809.5b: a team loses the game if its emperor loses', () => {
  const s = table(seats(3, 3, 3), EMP);
  const g = s.start({ active: 1, step: 'main1' });
  losePlayers(g, [{ player: 4, reason: 'test', rule: '704.5a' }], VARIANT_HOOKS);
  assert.deepEqual(
    [3, 4, 5].map((p) => g.players[p]!.outcome),
    ['lost', 'lost', 'lost'],
  );
  assert.ok(logCites(g, '809.5b'));
  losePlayers(g, [{ player: 6, reason: 'test', rule: '704.5a' }], VARIANT_HOOKS);
  assert.equal(g.players[7]!.outcome, 'playing', "a general's loss is theirs alone");
});

test('809.5c: the game is a draw for a team if it is a draw for its emperor', () => {
  const g = table(seats(3, 3, 3), EMP).start({ active: 1, step: 'main1' });
  drawGameFor(g, 2, 'test', VARIANT_HOOKS); // general 2 (range 1): a draw for seats 1, 2, 3 — seat 1 is an emperor
  assert.deepEqual(
    [0, 1, 2].map((p) => g.players[p]!.outcome),
    ['drew', 'drew', 'drew'],
  );
  assert.equal(g.players[3]!.outcome, 'drew');
  assert.equal(g.players[4]!.outcome, 'playing');
  assert.ok(logCites(g, '809.5c'));
});

test('809.6: Emperor may be played with any number of equally sized teams; unequal teams are refused', () => {
  createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(5, 5) });
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(3, 4) }),
    rule('809.6'),
  );
});

test('809.6a Example: two teams of four: emperors range 3, each general 2 range 2, generals 1 and 3 range 1', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: EMP, players: teamsOf(4, 4) });
  assert.deepEqual(
    g.players.map((p) => p.rangeOfInfluence),
    [1, 3, 2, 1, 1, 3, 2, 1],
  );
  assert.ok(!playersInRange(g, 1).includes(5), "no emperor begins within another emperor's range");
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: EMP,
        players: teamsOf(3, 3).map((p, i) => (i === 1 ? { ...p, rangeOfInfluence: 3 } : p)),
      }),
    rule('809.6a'),
  );
});

test("809.7: in Emperor teammates may review each other's hands", () => {
  const s = table(seats(3, 3), EMP);
  s.hand(2, ['Forest']);
  const g = s.start({ active: 1, step: 'main1' });
  assert.equal(viewFor(g, 0).players[2]!.hand?.length, 1);
  assert.equal(viewFor(g, 3).players[2]!.hand, null);
});

// --- 810 Two-Headed Giant ---------------------------------------------------------------------------

test('810.1: Two-Headed Giant is played by two teams of two; three teams are refused', () => {
  createGame({ seed: 1, cards: STARTER_BY_NAME, options: THG, players: teamsOf(2, 2) });
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: THG, players: teamsOf(2, 2, 2) }),
    rule('810.1'),
  );
});

test('810.2: Two-Headed Giant uses the shared team turns option', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: THG, players: teamsOf(2, 2) });
  assert.equal(g.options.sharedTeamTurns, true);
});

test('810.3: each team sits together', () => {
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: THG,
        players: [0, 1, 0, 1].map((team) => ({ deck, team })),
      }),
    (e: Error & { rule?: string }) => e.rule === '805.1' || e.rule === '810.3',
  );
});

test('810.4: each team has a shared life total, which starts at 30', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: THG, players: teamsOf(2, 2) });
  assert.deepEqual(
    g.players.map((p) => p.life),
    [30, 30, 30, 30],
  );
  perform(g, { kind: 'lifeLoss', player: 0, amount: 4 });
  assert.deepEqual(
    g.players.map((p) => p.life),
    [26, 26, 30, 30],
  );
});

test("810.5: a team's resources other than life and poison aren't shared; teammates may review each other's hands", () => {
  const s = table(seats(2, 2), THG);
  s.hand(1, ['Forest']);
  s.battlefield(1, ['Mountain']);
  s.hand(0, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(viewFor(g, 0).players[1]!.hand?.length, 1);
  const d = g.pending!;
  assert.ok(
    d.kind === 'priority' && !d.actions.some((a) => a.kind === 'cast'),
    "a teammate's Mountain can't pay for Lightning Bolt",
  );
});

test('810.6: the team who plays first skips the draw step of its first turn', () => {
  const g = createGame({ seed: 3, cards: STARTER_BY_NAME, startingPlayer: 2, options: THG, players: teamsOf(2, 2) });
  drive(g, (x) => x.phase === 'playing' && x.turns[0]!.step === 'main1');
  assert.deepEqual([g.players[2]!.hand.length, g.players[3]!.hand.length], [7, 7]);
  drive(g, (x) => x.turns[0]!.activePlayers[0] === 0 && x.turns[0]!.step === 'main1');
  assert.deepEqual([g.players[0]!.hand.length, g.players[1]!.hand.length], [8, 8]);
});

test('810.7: Two-Headed Giant uses the shared team turns combat rules (805.10): one combined block by the defending team', () => {
  const s = table(seats(2, 2), THG);
  const a = s.permanent(0, 'Grizzly Bears');
  const spider = s.permanent(3, 'Giant Spider');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(2) }] });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  assert.equal(g.pending!.player, 2);
  ok(g, 2, { kind: 'declareBlockers', blocks: [{ blocker: spider, attacker: a }] });
});

test('810.8 / 810.8a: players win and lose only as a team', () => {
  const g = table(seats(2, 2), THG).start({ active: 0, step: 'main1' });
  losePlayers(g, [{ player: 3, reason: 'test', rule: '104.3e' }], VARIANT_HOOKS);
  assert.deepEqual(
    g.players.map((p) => p.outcome),
    ['won', 'won', 'lost', 'lost'],
  );
  assert.deepEqual(g.result?.winners, [0, 1]);
});

test("810.8a Example: a player with no cards in library attempts to draw: that player's whole team loses", () => {
  const s = table(seats(2, 2), THG);
  s.library(1, ['Forest']);
  s.library(2, ['Forest']);
  s.library(3, ['Forest']);
  const g = s.start({ active: 0, step: 'upkeep' });
  drive(g, (x) => x.result !== null);
  assert.deepEqual(g.result?.winners, [2, 3]);
  assert.ok(logCites(g, '810.8a'));
});

test("810.8a Example: Transcendence — if the team's life total is 0 or less, that team doesn't lose", () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.permanent(0, 'Transcendence');
  const g = s.start({ active: 2, step: 'main1' });
  perform(g, { kind: 'lifeLoss', player: 1, amount: 35 });
  drive(g, (x) => x.pending?.kind === 'priority');
  assert.equal(g.players[1]!.life, -5);
  assert.equal(g.players[1]!.outcome, 'playing');
  assert.equal(g.result, null);
});

test('810.8a Example: Platinum Angel — neither player of its team can lose, and neither opponent can win', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.permanent(1, 'Platinum Angel');
  s.permanent(2, 'Test of Endurance');
  s.life(2, 60).life(3, 60);
  for (const p of [0, 1, 2, 3]) s.library(p, ['Forest', 'Forest']);
  const g = s.start({ active: 2, step: 'untap', beginStep: true });
  perform(g, { kind: 'lifeLoss', player: 0, amount: 40 });
  drive(g, (x) => x.turns[0]!.step === 'draw');
  assert.equal(g.result, null, "the opposing team can't win with Test of Endurance");
  assert.equal(g.players[0]!.outcome, 'playing', "Alex's team can't lose at -10 life");
});

test('810.8b: if a player concedes, their team leaves the game immediately and loses', () => {
  const g = table(seats(2, 2), THG).start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  assert.deepEqual(
    g.players.map((p) => p.outcome),
    ['lost', 'lost', 'won', 'won'],
  );
  assert.ok(logCites(g, '810.8b'));
});

test('810.8c: a team whose life total is 0 or less loses the game (a state-based action)', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Flame Rift']);
  s.life(2, 8).life(3, 8);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Flame Rift') } });
  drive(g, (x) => x.result !== null);
  assert.deepEqual(g.result?.winners, [0, 1]);
});

test('810.8d: a team with fifteen or more poison counters loses the game', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.poison(2, 13).poison(3, 13);
  s.battlefield(0, ['Swamp']);
  s.hand(0, ['Poison Dart']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Poison Dart'), targets: [[P(3)]] } });
  drive(g, (x) => x.result !== null);
  assert.deepEqual(g.result?.winners, [0, 1]);
  assert.equal(g.players[2]!.poison, 16);
});

test('810.9 Example: Flame Rift deals 4 damage to each player: each team is dealt a total of 8', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Flame Rift']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Flame Rift') } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual(
    g.players.map((p) => p.life),
    [22, 22, 22, 22],
  );
});

test("810.9a Example: Test of Endurance — the team wins if the team's life total is 50 or more", () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.permanent(1, 'Test of Endurance');
  s.life(0, 50).life(1, 50);
  for (const p of [0, 1, 2, 3]) s.library(p, ['Forest']);
  const g = s.start({ active: 0, step: 'untap', beginStep: true });
  drive(g, (x) => x.result !== null);
  assert.deepEqual(g.result?.winners, [0, 1]);
});

test('810.9a Example: Lurking Evil — with 11 team life the player pays 6; the team winds up at 5', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  const evil = s.permanent(1, 'Lurking Evil');
  s.life(0, 11).life(1, 11);
  s.library(1, ['Forest']);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  ok(g, 1, { kind: 'action', action: { kind: 'activate', source: evil, ability: 0 } });
  assert.deepEqual([g.players[0]!.life, g.players[1]!.life], [5, 5]);
});

test("810.9b: life the members of a team pay may not exceed the team's life total", () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  const evil = s.permanent(1, 'Lurking Evil');
  s.life(0, 1).life(1, 1);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  ok(g, 1, { kind: 'action', action: { kind: 'activate', source: evil, ability: 0 } });
  assert.deepEqual([g.players[0]!.life, g.players[1]!.life], [0, 0]);
  const s2 = table(
    seats(2, 2),
    { ...THG },
    {
      ...MP_CARDS,
      'Pay Four': {
        ...MP_CARDS['Lurking Evil']!,
        name: 'Pay Four',
        abilities: [
          {
            kind: 'activated',
            cost: { parts: [{ kind: 'payLife', amount: 4 }] },
            targets: [],
            effects: [],
            text: 'Pay 4 life: nothing.',
          },
        ],
      },
    },
  );
  const four = s2.permanent(1, 'Pay Four');
  s2.life(0, 3).life(1, 3);
  const g2 = s2.start({ active: 0, step: 'main1', priority: 1 });
  const r = submitInPlace(g2, 1, { kind: 'action', action: { kind: 'activate', source: four, ability: 0 } });
  assert.ok(!r.ok && r.error.code === 'UNPAYABLE_COST');
});

test('810.9c Example: Beacon of Immortality on a player of a team at 17: the player gains 17, the team goes to 34', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.life(2, 17).life(3, 17);
  s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
  s.hand(0, ['Beacon of Immortality']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: objectNamed(g, 'Beacon of Immortality'), targets: [[P(3)]] },
  });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual([g.players[2]!.life, g.players[3]!.life], [34, 34]);
});

test('810.9c Example: "target player\'s life total becomes 10" on a team at 25: the player loses 15, the team goes to 10', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.life(2, 25).life(3, 25);
  s.battlefield(0, ['Plains']);
  s.hand(0, ['Ten Life']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Ten Life'), targets: [[P(2)]] } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual([g.players[2]!.life, g.players[3]!.life], [10, 10]);
  assert.ok(g.log.some((e) => e.type === 'life' && e.text.includes('loses 15 life')));
});

test('810.9d Example: Repay in Kind with teams at 7 and 13: each team chooses a member; the team at 13 winds up at 7', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.life(0, 7).life(1, 7).life(2, 13).life(3, 13);
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Repay in Kind']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Repay in Kind') } });
  drive(g, (x) => x.pending?.kind === 'chooseTargets');
  assert.equal(g.pending!.player, 0, 'the active team chooses first (805.6)');
  ok(g, 0, { kind: 'chooseTargets', targets: [[P(1)]] });
  assert.equal(g.pending!.player, 2);
  ok(g, 2, { kind: 'chooseTargets', targets: [[P(3)]] });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual(
    g.players.map((p) => p.life),
    [7, 7, 7, 7],
  );
  assert.ok(logCites(g, '810.9d'));
});

test("810.9e: a player can't exchange life totals with their teammate", () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.life(0, 10).life(1, 10);
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Soul Conduit', 'Soul Conduit']);
  const g = s.start({ active: 0, step: 'main1' });
  const [first] = g.players[0]!.hand;
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: first!, targets: [[P(0), P(1)]] } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual(
    g.players.map((p) => p.life),
    [10, 10, 30, 30],
  );
  assert.ok(logCites(g, '810.9e'));
});

test('810.9f: redistributing life totals may affect no more than one member of each team', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.life(0, 10).life(1, 10);
  s.battlefield(
    0,
    Array.from({ length: 8 }, () => 'Plains'),
  );
  s.hand(0, ['Reverse the Sands']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Reverse the Sands') } });
  drive(g, (x) => x.pending?.kind === 'chooseTargets');
  ok(g, 0, { kind: 'chooseTargets', targets: [[P(0), P(1)]] });
  assert.equal(g.pending?.kind, 'chooseTargets', 'two members of one team: asked again');
  ok(g, 0, { kind: 'chooseTargets', targets: [[P(1), P(3)]] });
  assert.equal(g.pending?.kind, 'chooseOption');
  ok(g, 0, { kind: 'chooseOption', chosen: [1] }); // Bianca gets 30
  ok(g, 0, { kind: 'chooseOption', chosen: [0] }); // Dana gets 10
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual(
    g.players.map((p) => p.life),
    [30, 30, 10, 10],
  );
  assert.ok(logCites(g, '810.9f'));
});

test("810.9g: if an effect says a player can't gain life, no player on that player's team can gain life", () => {
  const s = table(seats(2, 2), THG, {
    ...MP_CARDS,
    'No Gain': {
      ...MP_CARDS['Sulfuric Vortex']!,
      name: 'No Gain',
      abilities: [
        {
          kind: 'static',
          effect: { kind: 'cantGainLife', players: 'opponent' },
          text: "Your opponents can't gain life.",
        },
      ],
    },
  });
  s.permanent(2, 'No Gain');
  const g = s.start({ active: 0, step: 'main1' });
  perform(g, { kind: 'lifeGain', player: 1, amount: 5 });
  perform(g, { kind: 'lifeGain', player: 3, amount: 5 });
  assert.deepEqual(
    g.players.map((p) => p.life),
    [30, 30, 35, 35],
  );
});

test("810.9h: if an effect says a player can't lose life, no player on that team can lose life or pay life", () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.permanent(0, 'Platinum Emperion');
  const evil = s.permanent(1, 'Lurking Evil');
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  perform(g, { kind: 'lifeLoss', player: 1, amount: 5 });
  assert.deepEqual([g.players[0]!.life, g.players[1]!.life], [30, 30]);
  const r = submitInPlace(g, 1, { kind: 'action', action: { kind: 'activate', source: evil, ability: 0 } });
  assert.ok(!r.ok && r.error.rule === '810.9h');
});

test('810.10: poison counters a player gets are shared by the team', () => {
  const g = table(seats(2, 2), THG).start({ active: 0, step: 'main1' });
  perform(g, { kind: 'playerCounters', player: 2, counter: 'poison', delta: 4 });
  assert.deepEqual(
    g.players.map((p) => p.poison),
    [0, 0, 4, 4],
  );
});

test("810.10a / 810.10d: how many poison counters a player has (and whether they are poisoned) is their team's count", () => {
  const g = table(seats(2, 2), THG).start({ active: 0, step: 'main1' });
  perform(g, { kind: 'playerCounters', player: 3, counter: 'poison', delta: 1 });
  assert.equal(g.players[2]!.poison, 1, 'player 2 is poisoned: their team has a poison counter');
});

test('810.10b: if a player loses poison counters, the team loses that many', () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.poison(2, 5).poison(3, 5);
  s.battlefield(2, ['Forest']);
  s.hand(2, ['Antidote']);
  const g = s.start({ active: 2, step: 'main1' });
  ok(g, 2, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Antidote'), targets: [[P(3)]] } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual([g.players[2]!.poison, g.players[3]!.poison], [3, 3]);
});

test("810.10c: if an effect says a player can't get poison counters, no player on that team can get them", () => {
  const s = table(seats(2, 2), THG, MP_CARDS);
  s.permanent(2, 'Melira Ward');
  const g = s.start({ active: 0, step: 'main1' });
  perform(g, { kind: 'playerCounters', player: 3, counter: 'poison', delta: 4 });
  assert.deepEqual([g.players[2]!.poison, g.players[3]!.poison], [0, 0]);
});

test('810.11: Three-Headed Giant: +15 starting life and +5 poison to lose for each player beyond the second', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: THG, players: teamsOf(3, 3) });
  assert.deepEqual([g.options.startingLife, g.options.poisonLimit], [45, 20]);
  assert.equal(g.players[0]!.life, 45);
  const four = createGame({ seed: 1, cards: STARTER_BY_NAME, options: THG, players: teamsOf(4, 4) });
  assert.deepEqual([four.options.startingLife, four.options.poisonLimit], [60, 25]);
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: THG, players: teamsOf(2, 3) }),
    rule('810.11'),
  );
});

// --- 811 Alternating Teams -----------------------------------------------------------------------

test('811.1: Alternating Teams is played by two or more teams of equal size', () => {
  createGame({ seed: 1, cards: STARTER_BY_NAME, options: AT, seating: 'rules', players: teamsOf(2, 2, 2) });
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: AT, seating: 'rules', players: teamsOf(2, 3) }),
    rule('811.1'),
  );
});

test('811.2 / 811.2a / 811.2c: Alternating Teams defaults: range of influence 2, no deploy creatures', () => {
  const g = createGame({ seed: 1, cards: STARTER_BY_NAME, options: AT, seating: 'rules', players: teamsOf(2, 2, 2) });
  assert.deepEqual([g.options.rangeOfInfluence, g.options.deployCreatures], [2, false]);
});

test('811.2b: exactly one of attack left, attack right and attack multiple players is used', () => {
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { ...AT, attackMultiplePlayers: false, attackDirection: null },
        seating: 'rules',
        players: teamsOf(2, 2),
      }),
    rule('811.2b'),
  );
  createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: { ...AT, attackMultiplePlayers: false, attackDirection: 'left' },
    seating: 'rules',
    players: teamsOf(2, 2),
  });
});

test('811.3 Example: with three teams the seating is A1, B1, C1, A2, B2, C2, …', () => {
  const g = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: AT,
    seating: 'rules',
    players: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'].map((name, i) => ({ name, deck, team: Math.floor(i / 2) })),
  });
  assert.deepEqual(
    g.players.map((p) => p.name),
    ['A1', 'B1', 'C1', 'A2', 'B2', 'C2'],
  );
  assert.throws(
    () => createGame({ seed: 1, cards: STARTER_BY_NAME, options: AT, players: teamsOf(2, 2, 2) }),
    rule('811.3'),
  );
});

test('811.4: a player can attack only opponents seated next to them', () => {
  const s = table(
    [0, 1, 2, 0, 1, 2].map((team) => ({ team })),
    { ...AT, rangeOfInfluence: null },
  );
  const b = s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = g.pending!;
  assert.ok(d.kind === 'declareAttackers');
  if (d.kind === 'declareAttackers') assert.deepEqual(d.options.find((o) => o.attacker === b)!.defenders, [P(1), P(5)]);
});

test("811.5: teammates can't review each other's hands unless they sit next to each other", () => {
  const s = table(
    [0, 1, 0, 1].map((team) => ({ team })),
    AT,
  );
  s.hand(2, ['Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  assert.equal(viewFor(g, 0).players[2]!.hand, null);
  ok(g, 1, { kind: 'concede' });
  assert.equal(viewFor(g, 0).players[2]!.hand?.length, 1, 'with player 1 gone, they sit next to each other');
});
