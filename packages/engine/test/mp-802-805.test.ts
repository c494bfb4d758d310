/** CR 802–805: attack multiple players, attack left and right, deploy creatures, shared team turns. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, STARTER_DECKS, chars, createGame, submitInPlace } from '../src/index.js';
import { defendingPlayerOf } from '../src/objects/defenders.js';
import { primaryPlayer } from '../src/state/team.js';
import { DEPLOY_ABILITY } from '../src/stack/abilities.js';
import { MP_CARDS, drive, logCites, objectNamed, ok, pass, table } from './mp-helpers.js';

const deck = STARTER_DECKS['gruul-stompy']!;
const P = (player: number) => ({ kind: 'player' as const, player });
const TWO_HG = { variant: 'two-headed-giant' };
const teams22 = [{ team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }];

// --- 802 Attack multiple players ---------------------------------------------------------------

test('802.1: with the attack multiple players option a player may attack several players, or only one', () => {
  const s = table(4);
  const [a, b] = [s.permanent(0, 'Grizzly Bears'), s.permanent(0, 'Hill Giant')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(1) },
      { attacker: b, defender: P(3) },
    ],
  });
  assert.deepEqual(
    g.turns[0]!.combat!.attackers.map((x) => x.defender),
    [P(1), P(3)],
  );
  const s2 = table(4);
  const c = s2.permanent(0, 'Grizzly Bears');
  const g2 = s2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g2, 0, { kind: 'declareAttackers', attacks: [{ attacker: c, defender: P(2) }] });
});

test("802.2: all the attacking player's opponents are defending players during combat", () => {
  const s = table(5);
  const a = s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = g.pending!;
  assert.ok(d.kind === 'declareAttackers');
  if (d.kind === 'declareAttackers')
    assert.deepEqual(d.options.find((o) => o.attacker === a)!.defenders, [P(1), P(2), P(3), P(4)]);
});

test('802.2a: "the defending player" for an attacking creature is the player it attacks (or whose planeswalker it attacks)', () => {
  const s = table(4);
  const a = s.permanent(0, 'Grizzly Bears');
  const b = s.permanent(0, 'Hill Giant');
  const jace = s.permanent(2, { card: 'Jace Beleren', counters: { loyalty: 3 } });
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(1) },
      { attacker: b, defender: { kind: 'object', id: jace } },
    ],
  });
  const combat = g.turns[0]!.combat!;
  assert.deepEqual(
    combat.attackers.map((x) => defendingPlayerOf(g, x, chars)),
    [1, 2],
  );
});

test('802.3: as each attacking creature is declared, its controller chooses a defending player (or planeswalker) for it', () => {
  const s = table(3);
  const a = s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const r = submitInPlace(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(0) }] });
  assert.ok(!r.ok && r.error.code === 'ILLEGAL_TARGET', 'not yourself');
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(2) }] });
  assert.ok(g.log.some((e) => e.type === 'attack' && e.text.includes('attacks P3')));
});

test('802.3a: a requirement that doesn\'t name a player ("attacks each combat if able") is met by attacking any defending player', () => {
  const must = MP_CARDS['Grizzly Bears'] ?? STARTER_BY_NAME['Grizzly Bears']!;
  const brute = {
    ...must,
    name: 'Berserker',
    abilities: [
      {
        kind: 'static' as const,
        effect: { kind: 'mustAttack' as const, affected: { kind: 'self' as const } },
        text: 'Berserker attacks each combat if able.',
      },
    ],
  };
  const s = table(4, {}, { Berserker: brute });
  const b = s.permanent(0, 'Berserker');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const none = submitInPlace(g, 0, { kind: 'declareAttackers', attacks: [] });
  assert.ok(!none.ok && none.error.rule === '508.1d');
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: b, defender: P(3) }] });
});

test('802.4: each defending player declares blockers in APNAP order, all their blocks at once', () => {
  const s = table(4);
  const a = s.permanent(0, 'Grizzly Bears');
  const b = s.permanent(0, 'Hill Giant');
  s.permanent(1, 'Giant Spider');
  s.permanent(3, 'Giant Spider');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(3) },
      { attacker: b, defender: P(1) },
    ],
  });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  assert.equal(g.pending!.player, 1, 'P2 comes first in APNAP order');
  ok(g, 1, { kind: 'declareBlockers', blocks: [] });
  assert.equal(g.pending?.kind, 'declareBlockers');
  assert.equal(g.pending!.player, 3);
});

test('802.4a: a defending player blocks only with their own creatures, and only creatures attacking them', () => {
  const s = table(3);
  const a = s.permanent(0, 'Grizzly Bears');
  const b = s.permanent(0, 'Hill Giant');
  const spider = s.permanent(1, 'Giant Spider');
  s.permanent(2, 'Giant Spider');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(1) },
      { attacker: b, defender: P(2) },
    ],
  });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  const d = g.pending!;
  assert.ok(d.kind === 'declareBlockers' && d.player === 1);
  if (d.kind === 'declareBlockers') assert.deepEqual(d.options, [{ blocker: spider, attackers: [a] }]);
  const r = submitInPlace(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: spider, attacker: b }] });
  assert.ok(!r.ok);
});

test("802.4b: a defending player's blocks are judged ignoring other players' blockers (menace needs two of their own)", () => {
  const s = table(3);
  const brute = s.permanent(0, 'Boggart Brute');
  const bears = s.permanent(0, 'Grizzly Bears');
  const mine = s.permanent(1, 'Grizzly Bears');
  s.permanent(2, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: brute, defender: P(1) },
      { attacker: bears, defender: P(2) },
    ],
  });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  const r = submitInPlace(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: mine, attacker: brute }] });
  assert.ok(!r.ok && r.error.rule === '702.111b');
});

test('802.5 (510.1c): a creature blocked by several creatures has its damage divided by its controller (no damage assignment order under current rules)', () => {
  const s = table(3);
  const giant = s.permanent(0, 'Colossal Dreadmaw');
  const b1 = s.permanent(1, 'Grizzly Bears');
  const b2 = s.permanent(1, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: P(1) }] });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: b1, attacker: giant },
      { blocker: b2, attacker: giant },
    ],
  });
  drive(g, (x) => x.pending?.kind === 'assignCombatDamage');
  assert.equal(g.pending!.player, 0);
});

test('802.6: combat damage is assigned in APNAP order (the attacking player first)', () => {
  const s = table(3);
  const giant = s.permanent(0, 'Colossal Dreadmaw');
  const b1 = s.permanent(1, 'Grizzly Bears');
  const b2 = s.permanent(1, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: P(1) }] });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: b1, attacker: giant },
      { blocker: b2, attacker: giant },
    ],
  });
  drive(g, (x) => x.pending?.kind === 'assignCombatDamage');
  ok(g, 0, {
    kind: 'assignCombatDamage',
    assignment: [
      { to: { kind: 'object', id: b1 }, amount: 3 },
      { to: { kind: 'object', id: b2 }, amount: 3 },
    ],
  });
  drive(g, (x) => x.turns[0]!.step === 'main2');
  assert.equal(g.objects[giant]!.damage, 4, "the Dreadmaw survives the blockers' 4 damage");
  assert.deepEqual([g.objects[b1], g.objects[b2]], [undefined, undefined]);
});

// --- 803 Attack left and attack right ------------------------------------------------------------

test('803.1: the attack left and attack right options are chosen before play (Free-for-All accepts either, 806.2b)', () => {
  for (const dir of ['left', 'right'] as const) {
    const g = createGame({
      seed: 1,
      cards: STARTER_BY_NAME,
      options: { attackMultiplePlayers: false, attackDirection: dir },
      players: [{ deck }, { deck }, { deck }, { deck }],
    });
    assert.equal(g.options.attackDirection, dir);
  }
});

test("803.1a: with attack left a player can attack only the opponent immediately to their left (and that player's planeswalkers)", () => {
  const s = table(4, { attackMultiplePlayers: false, attackDirection: 'left' });
  const a = s.permanent(0, 'Grizzly Bears');
  const jace = s.permanent(1, { card: 'Jace Beleren', counters: { loyalty: 3 } });
  s.permanent(3, { card: 'Jace Beleren', counters: { loyalty: 3 } });
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = g.pending!;
  if (d.kind !== 'declareAttackers') assert.fail('expected declareAttackers');
  assert.deepEqual(d.options.find((o) => o.attacker === a)!.defenders, [P(1), { kind: 'object', id: jace }]);
});

test("803.1a: if the nearest opponent to the left is more than one seat away (a teammate sits there), the player can't attack", () => {
  const s = table([{ team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }], {
    variant: 'team-vs-team',
    attackMultiplePlayers: false,
    attackDirection: 'left',
  });
  s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  assert.notEqual(g.pending?.kind, 'declareAttackers');
  assert.ok(g.log.some((e) => e.type === 'attack' && e.text.includes('declares no attackers')));
});

test('803.1b: with attack right a player can attack only the opponent immediately to their right', () => {
  const s = table(4, { attackMultiplePlayers: false, attackDirection: 'right' });
  const a = s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = g.pending!;
  if (d.kind !== 'declareAttackers') assert.fail('expected declareAttackers');
  assert.deepEqual(d.options.find((o) => o.attacker === a)!.defenders, [P(3)]);
});

// --- 804 Deploy creatures ------------------------------------------------------------------------

test('804.1: deploy creatures is always used in Emperor and may be used in team variants, not in Free-for-All (806.2c)', () => {
  const emp = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: { variant: 'emperor' },
    players: [0, 0, 0, 1, 1, 1].map((team) => ({ deck, team })),
  });
  assert.equal(emp.options.deployCreatures, true);
  const tvt = createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: { variant: 'team-vs-team', deployCreatures: true },
    players: [0, 0, 1, 1].map((team) => ({ deck, team })),
  });
  assert.equal(tvt.options.deployCreatures, true);
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: { deployCreatures: true },
        players: [{ deck }, { deck }, { deck }],
      }),
    (e: Error & { rule?: string }) => e.rule === '806.2c',
  );
});

test('804.2: each creature has "{T}: Target teammate gains control of this creature. Activate only as a sorcery."', () => {
  const s = table([{ team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }], {
    variant: 'team-vs-team',
    deployCreatures: true,
  });
  const bears = s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'main1' });
  const d = g.pending!;
  assert.ok(
    d.kind === 'priority' &&
      d.actions.some((a) => a.kind === 'activate' && a.source === bears && a.ability === DEPLOY_ABILITY),
  );
  const wrong = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'activate', source: bears, ability: DEPLOY_ABILITY, targets: [[P(2)]] },
  });
  assert.ok(!wrong.ok && wrong.error.code === 'ILLEGAL_TARGET', 'only a teammate');
  ok(g, 0, { kind: 'action', action: { kind: 'activate', source: bears, ability: DEPLOY_ABILITY, targets: [[P(1)]] } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.equal(chars(g, bears).controller, 1);
  assert.equal(g.objects[bears]!.tapped, true);
  assert.ok(logCites(g, '804.2'));
});

test("804.2: deploying is sorcery-speed and needs {T} (not on the opponent's turn, not while summoning sick)", () => {
  const s = table([{ team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }], {
    variant: 'team-vs-team',
    deployCreatures: true,
  });
  const bears = s.permanent(0, 'Grizzly Bears');
  const sick = s.permanent(0, { card: 'Hill Giant', summoningSick: true });
  const g = s.start({ active: 2, step: 'main1', priority: 0 });
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'activate', source: bears, ability: DEPLOY_ABILITY, targets: [[P(1)]] },
  });
  assert.ok(!r.ok && r.error.code === 'WRONG_TIME');
  const s2 = table([{ team: 0 }, { team: 0 }, { team: 1 }, { team: 1 }], {
    variant: 'team-vs-team',
    deployCreatures: true,
  });
  const sick2 = s2.permanent(0, { card: 'Hill Giant', summoningSick: true });
  const g2 = s2.start({ active: 0, step: 'main1' });
  const r2 = submitInPlace(g2, 0, {
    kind: 'action',
    action: { kind: 'activate', source: sick2, ability: DEPLOY_ABILITY, targets: [[P(1)]] },
  });
  assert.ok(!r2.ok && r2.error.code === 'UNPAYABLE_COST');
  void sick;
});

// --- 805 Shared team turns -----------------------------------------------------------------------

test("805.1: shared team turns can be used only if each team's members sit in adjacent seats", () => {
  assert.throws(
    () =>
      createGame({
        seed: 1,
        cards: STARTER_BY_NAME,
        options: TWO_HG,
        players: [0, 1, 0, 1].map((team) => ({ deck, team })),
      }),
    (e: Error & { rule?: string }) => e.rule === '805.1',
  );
  createGame({
    seed: 1,
    cards: STARTER_BY_NAME,
    options: TWO_HG,
    players: [0, 1, 0, 1].map((team) => ({ deck, team })),
    seating: 'rules',
  });
});

test("805.2: the primary player sits in the team's rightmost seat and makes the team's choices (declares its attack)", () => {
  const s = table(teams22, TWO_HG);
  const a = s.permanent(3, 'Grizzly Bears');
  const b = s.permanent(2, 'Hill Giant');
  const g = s.start({ active: 3, step: 'declareAttackers', beginStep: true });
  assert.equal(primaryPlayer(g, 3), 2);
  const d = g.pending!;
  assert.ok(d.kind === 'declareAttackers' && d.player === 2);
  if (d.kind === 'declareAttackers') assert.deepEqual(d.options.map((o) => o.attacker).sort(), [a, b].sort());
});

test('805.3: the starting team is chosen at random; its primary player holds the first seat of the turn', () => {
  const starters = new Set<number>();
  for (let seed = 1; seed <= 12; seed++) {
    const g = createGame({
      seed,
      cards: STARTER_BY_NAME,
      options: TWO_HG,
      players: [0, 0, 1, 1].map((team) => ({ deck, team })),
    });
    starters.add(g.startingPlayer);
    assert.ok(logCites(g, '805.3'));
  }
  assert.deepEqual([...starters].sort(), [0, 2]);
});

test('805.3a: mulligans: each player on the starting team declares, then the other team; all mulligans happen together', () => {
  const g = createGame({
    seed: 2,
    cards: STARTER_BY_NAME,
    startingPlayer: 2,
    options: TWO_HG,
    players: [0, 0, 1, 1].map((team) => ({ deck, team })),
  });
  assert.equal(g.pending?.kind, 'mulligan');
  assert.equal(g.pending?.player, 2);
  ok(g, 2, { kind: 'mulligan' });
  assert.equal(g.pending?.player, 3, 'the teammate declares before anyone draws a new hand');
  ok(g, 3, { kind: 'keep' });
  assert.equal(g.pending?.player, 0);
  ok(g, 0, { kind: 'mulligan' });
  ok(g, 1, { kind: 'keep' });
  assert.equal(g.log.filter((e) => e.type === 'mulligan').length, 2);
});

test('805.4 / 805.4a: each team takes turns; the team whose turn it is is the active team', () => {
  const g = table(teams22, TWO_HG).start({ active: 0, step: 'main1' });
  assert.deepEqual(g.turns[0]!.activePlayers, [0, 1]);
  drive(g, (x) => x.turns[0]!.activePlayers[0] !== 0);
  assert.deepEqual(g.turns[0]!.activePlayers, [2, 3]);
});

test("805.4b: each player on a team draws a card during that team's draw step", () => {
  const s = table(teams22, TWO_HG);
  s.library(0, ['Forest']);
  s.library(1, ['Forest']);
  const g = s.start({ active: 0, step: 'upkeep' });
  drive(g, (x) => x.turns[0]!.step === 'main1');
  assert.deepEqual([g.players[0]!.hand.length, g.players[1]!.hand.length], [1, 1]);
  assert.ok(logCites(g, '805.4b'));
});

test("805.4c: each player on a team may play a land during each of that team's turns", () => {
  const s = table(teams22, TWO_HG);
  s.hand(0, ['Forest']);
  s.hand(1, ['Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 0, { kind: 'action', action: { kind: 'playLand', card: objectNamed(g, 'Forest', 'hand') } });
  pass(g);
  assert.equal(g.pending?.player, 1);
  ok(g, 1, { kind: 'action', action: { kind: 'playLand', card: objectNamed(g, 'Forest', 'hand') } });
  assert.equal(g.battlefield.length, 2);
});

test('805.4d: "at the beginning of each player\'s upkeep … that player" triggers once for each player on the active team', () => {
  const s = table(teams22, TWO_HG, MP_CARDS);
  s.permanent(2, 'Upkeep Counter');
  const g = s.start({ active: 0, step: 'untap', beginStep: true });
  drive(g, (x) => x.turns[0]!.step === 'draw');
  assert.equal(g.players[0]!.life, 32, 'the team gained 1 life for each of its two players');
});

test('805.5 / 805.5a: teams have priority; any player on the team may act while the team has priority', () => {
  const s = table(teams22, TWO_HG);
  s.battlefield(3, ['Mountain']);
  s.hand(3, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  pass(g); // player 0
  pass(g); // player 1: the active team passes
  assert.equal(g.pending?.player, 2);
  pass(g);
  assert.equal(g.pending?.player, 3, 'the whole nonactive team has priority');
  ok(g, 3, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Lightning Bolt'), targets: [[P(0)]] } });
  assert.equal(g.pending?.player, 3);
});

test('805.5b: when all teams pass in succession the top object resolves and the active team receives priority', () => {
  const s = table(teams22, TWO_HG);
  s.battlefield(3, ['Mountain']);
  s.hand(3, ['Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1', priority: 3 });
  ok(g, 3, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Lightning Bolt'), targets: [[P(0)]] } });
  pass(g); // 3
  assert.equal(g.pending?.player, 2, 'the team still has priority until all its members pass');
  pass(g); // 2
  pass(g);
  pass(g); // team 0
  assert.equal(g.turns[0]!.stack.length, 0);
  assert.equal(g.pending?.player, 0, 'the active team receives priority');
  assert.equal(g.players[0]!.life, 27);
});

test('805.6: with shared team turns APNAP order is the active team, then each nonactive team in turn order', () => {
  const g = table(
    [0, 0, 1, 1, 2, 2].map((team) => ({ team })),
    { variant: 'team-vs-team', sharedTeamTurns: true },
  ).start({ active: 2, step: 'main1' });
  const { apnapOrder } = { apnapOrder: (x: typeof g) => x.turns[0]!.activePlayers };
  assert.deepEqual(apnapOrder(g), [2, 3]);
  drive(g, (x) => x.turns[0]!.activePlayers[0] !== 2);
  assert.deepEqual(g.turns[0]!.activePlayers, [4, 5]);
});

test('805.6a: players draw in team order: each player on the active team, then each nonactive team in turn order', () => {
  const s = table(teams22, TWO_HG, {
    'Everyone Draws': MP_CARDS['Mind Rot Each']!.name
      ? {
          ...MP_CARDS['Mind Rot Each']!,
          name: 'Everyone Draws',
          abilities: [
            {
              kind: 'spell',
              targets: [],
              effects: [{ kind: 'draw', who: { kind: 'each', relation: 'any' }, amount: { kind: 'fixed', n: 1 } }],
            },
          ],
        }
      : MP_CARDS['Mind Rot Each']!,
  });
  s.battlefield(2, ['Swamp']);
  s.hand(2, ['Everyone Draws']);
  for (const p of [0, 1, 2, 3]) s.library(p, ['Forest']);
  const g = s.start({ active: 2, step: 'main1' });
  ok(g, 2, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Everyone Draws') } });
  drive(g, (x) => x.turns[0]!.stack.length === 0 && x.pending?.kind === 'priority');
  assert.deepEqual(
    g.log.filter((e) => e.type === 'draw').map((e) => (e.data as { player: number }).player),
    [2, 3, 0, 1],
  );
});

test('805.7: triggered abilities are put on the stack by the active team first, then each nonactive team in turn order', () => {
  const s = table(teams22, TWO_HG, MP_CARDS);
  s.permanent(0, 'Upkeep Counter');
  s.permanent(3, 'Upkeep Counter');
  const g = s.start({ active: 2, step: 'untap', beginStep: true });
  drive(g, (x) => x.turns[0]!.stack.length > 0);
  const stacked = g.log.filter((e) => e.type === 'trigger').map((e) => (e.data as { controller: number }).controller);
  assert.deepEqual(stacked.slice(0, 2), [3, 3], "the active team's triggers go on the stack first");
});

test('805.8: an extra turn for one player is taken by their team', () => {
  const s = table(teams22, TWO_HG, MP_CARDS);
  s.battlefield(1, ['Island', 'Island']);
  s.hand(1, ['Time Walk']);
  const g = s.start({ active: 0, step: 'main1', priority: 1 });
  ok(g, 1, { kind: 'action', action: { kind: 'cast', card: objectNamed(g, 'Time Walk') } });
  drive(g, (x) => x.turns[0]!.number === 3);
  assert.deepEqual(g.turns[0]!.activePlayers, [0, 1]);
  assert.ok(logCites(g, '805.8'));
});

test('805.9: "the active player" refers to one specific active player (the trigger knows one player)', () => {
  const s = table(teams22, TWO_HG, MP_CARDS);
  s.permanent(2, 'Upkeep Counter');
  const g = s.start({ active: 0, step: 'untap', beginStep: true });
  drive(g, (x) => x.turns[0]!.stack.length > 0);
  const top = g.objects[g.turns[0]!.stack.at(-1)!]!;
  assert.ok(top.stack!.triggerPlayer === 0 || top.stack!.triggerPlayer === 1);
});

test('805.10a / 805.10b: the active team attacks the other team as one group, choosing a defending player for each attacker', () => {
  const s = table(teams22, TWO_HG);
  const a = s.permanent(0, 'Grizzly Bears');
  const b = s.permanent(1, 'Hill Giant');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(2) },
      { attacker: b, defender: P(3) },
    ],
  });
  assert.equal(g.turns[0]!.combat!.attackers.length, 2);
  assert.ok(logCites(g, '508.1'));
});

test('805.10c: "the attacking player" for a blocking creature is the controller of the creature it blocks', () => {
  const s = table(teams22, TWO_HG);
  const a = s.permanent(1, 'Grizzly Bears');
  const spider = s.permanent(3, 'Giant Spider');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(2) }] });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  ok(g, g.pending!.player, { kind: 'declareBlockers', blocks: [{ blocker: spider, attacker: a }] });
  assert.equal(chars(g, g.turns[0]!.combat!.blockers[0]!.blocking[0]!).controller, 1);
});

test('805.10d: the defending team declares one combined block: any of its creatures may block attackers of either player', () => {
  const s = table(teams22, TWO_HG);
  const a = s.permanent(0, 'Grizzly Bears');
  const spider = s.permanent(3, 'Giant Spider');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(2) }] });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  const d = g.pending!;
  assert.ok(d.kind === 'declareBlockers' && d.player === 2, "the defending team's primary player declares");
  ok(g, 2, { kind: 'declareBlockers', blocks: [{ blocker: spider, attacker: a }] });
  drive(g, (x) => x.turns[0]!.step === 'main2');
  assert.equal(g.objects[a], undefined);
});

test('805.10e: "the defending player" for an attacker is the player it attacks', () => {
  const s = table(teams22, TWO_HG);
  const a = s.permanent(0, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(3) }] });
  assert.equal(defendingPlayerOf(g, g.turns[0]!.combat!.attackers[0]!, chars), 3);
});

test("805.10f (510.1c): a multiply-blocked attacker's damage is divided by the active team; blockers deal theirs", () => {
  const s = table(teams22, TWO_HG);
  const big = s.permanent(1, 'Colossal Dreadmaw');
  const b1 = s.permanent(2, 'Grizzly Bears');
  const b2 = s.permanent(3, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: big, defender: P(2) }] });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  ok(g, 2, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: b1, attacker: big },
      { blocker: b2, attacker: big },
    ],
  });
  drive(g, (x) => x.pending?.kind === 'assignCombatDamage');
  assert.equal(g.pending!.player, 1, "the attacker's controller on the active team divides its damage");
});

test("805.10g: the active team assigns its attackers' damage, then the defending team its blockers'", () => {
  const s = table(teams22, TWO_HG);
  const big = s.permanent(1, 'Colossal Dreadmaw');
  const b1 = s.permanent(2, 'Grizzly Bears');
  const b2 = s.permanent(3, 'Grizzly Bears');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: big, defender: P(2) }] });
  drive(g, (x) => x.pending?.kind === 'declareBlockers');
  ok(g, 2, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: b1, attacker: big },
      { blocker: b2, attacker: big },
    ],
  });
  drive(g, (x) => x.pending?.kind === 'assignCombatDamage');
  ok(g, 1, {
    kind: 'assignCombatDamage',
    assignment: [
      { to: { kind: 'object', id: b1 }, amount: 2 },
      { to: { kind: 'object', id: b2 }, amount: 4 },
    ],
  });
  drive(g, (x) => x.turns[0]!.step === 'main2');
  assert.equal(g.objects[big]!.damage, 4);
});
