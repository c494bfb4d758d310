/**
 * Chapter 8 rules whose mechanics the engine gained late: cards that begin the game on the battlefield
 * (103.6, 805.3b), banding in multiplayer (702.22, 802.3b), restarting the game (723, 801.17) and choices
 * that fall to a player who has left the game (800.4g–h).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, build, createGame, submitInPlace, type CardDefinition, type GameState, type PendingDecision, type PlayerId } from '../src/index.js';
import { logCites, ok, pass, table } from './mp-helpers.js';

const { card, creature } = build;

// --- 103.6 / 805.3b: beginning the game with a card on the battlefield ------------------------------

const LEYLINE_TEXT = 'If Leyline of Testing is in your opening hand, you may begin the game with it on the battlefield.';
const LEYLINE: CardDefinition = card(['Enchantment'], {
  name: 'Leyline of Testing', cost: '{2}{W}{W}', text: LEYLINE_TEXT,
  abilities: [{ kind: 'static', effect: { kind: 'beginOnBattlefield' }, text: LEYLINE_TEXT }],
});
const CARDS: Record<string, CardDefinition> = { ...STARTER_BY_NAME, 'Leyline of Testing': LEYLINE };
const leylineDeck = (n: number): string[] => [...Array<string>(n).fill('Leyline of Testing'), ...Array<string>(40 - n).fill('Forest')];

function keepAll(g: GameState): void {
  while (g.pending?.kind === 'mulligan') ok(g, g.pending.player, { kind: 'keep' });
}

/** The pending "begin the game with it on the battlefield" decision, if that is what is asked now. */
function opening(g: GameState): Extract<PendingDecision, { kind: 'chooseObjects' }> | null {
  const d = g.pending;
  return d && d.kind === 'chooseObjects' && d.purpose === 'beginOnBattlefield' ? d : null;
}

function leylinesOnBattlefield(g: GameState, p: PlayerId): number {
  return g.battlefield.filter((id) => g.objects[id]!.controller === p && g.cards[g.objects[id]!.defKey]!.name === 'Leyline of Testing').length;
}

test('103.6 / 103.6a: after all players keep, the starting player, then each other player in turn order, may begin the game with such cards on the battlefield', () => {
  const g = createGame({ seed: 5, cards: CARDS, startingPlayer: 2, players: [0, 1, 2, 3].map(() => ({ deck: leylineDeck(40) })) });
  keepAll(g);
  const order: PlayerId[] = [];
  for (let d = opening(g); d; d = opening(g)) {
    order.push(d.player);
    assert.equal(d.options.length, 7, 'every Leyline in the opening hand is offered');
    assert.equal(d.min, 0, 'it is optional ("you may")');
    // Player 3 declines; the others put two onto the battlefield.
    ok(g, d.player, { kind: 'chooseObjects', objects: d.player === 3 ? [] : d.options.slice(0, 2) });
  }
  assert.deepEqual(order, [2, 3, 0, 1], 'starting player first, then turn order');
  assert.deepEqual([0, 1, 2, 3].map((p) => leylinesOnBattlefield(g, p)), [2, 2, 2, 0]);
  assert.deepEqual([0, 1, 2, 3].map((p) => g.players[p]!.hand.length), [5, 5, 5, 7]);
  assert.equal(g.phase, 'playing');
  assert.ok(logCites(g, '103.6a'));
});

test('103.6: the choice is offered only to players with such a card in their opening hand, and only after mulligans', () => {
  const g = createGame({ seed: 9, cards: CARDS, startingPlayer: 0, players: [{ deck: leylineDeck(40) }, { deck: leylineDeck(0) }, { deck: leylineDeck(40) }] });
  assert.equal(g.pending?.kind, 'mulligan');
  ok(g, 0, { kind: 'mulligan' });
  keepAll(g);
  // The free first multiplayer mulligan (800.6) leaves seven cards; no card goes on the bottom.
  const asked: PlayerId[] = [];
  for (let d = opening(g); d; d = opening(g)) {
    asked.push(d.player);
    ok(g, d.player, { kind: 'chooseObjects', objects: [d.options[0]!] });
  }
  assert.deepEqual(asked, [0, 2], 'player 1 has no such card and is not asked');
  assert.equal(leylinesOnBattlefield(g, 0), 1);
});

test('103.6: a choice of cards not offered is refused', () => {
  const g = createGame({ seed: 3, cards: CARDS, startingPlayer: 0, players: [{ deck: leylineDeck(40) }, { deck: leylineDeck(40) }] });
  keepAll(g);
  assert.equal(opening(g)?.player, 0);
  const r = submitInPlace(g, 0, { kind: 'chooseObjects', objects: [g.players[1]!.hand[0]!] });
  assert.ok(!r.ok && r.error.code === 'ILLEGAL_CHOICE', 'another player\'s card can\'t be chosen');
  assert.equal(opening(g)?.player, 0, 'the decision is unchanged');
});

test('805.3b: with shared team turns, each player on the starting team puts such cards onto the battlefield first, then each player on each other team in turn order', () => {
  const g = createGame({
    seed: 4, cards: CARDS, startingPlayer: 2, options: { variant: 'two-headed-giant' },
    players: [0, 0, 1, 1].map((team) => ({ deck: leylineDeck(40), team })),
  });
  keepAll(g);
  const order: PlayerId[] = [];
  for (let d = opening(g); d; d = opening(g)) {
    order.push(d.player);
    ok(g, d.player, { kind: 'chooseObjects', objects: [d.options[0]!] });
  }
  assert.deepEqual(order.slice(0, 2).sort(), [2, 3], 'the starting team first');
  assert.deepEqual(order.slice(2).sort(), [0, 1], 'then the other team');
  assert.deepEqual([0, 1, 2, 3].map((p) => leylinesOnBattlefield(g, p)), [1, 1, 1, 1]);
  assert.ok(logCites(g, '805.3b'));
});

test('805.3b: with three teams sharing turns, the teams after the starting team go in turn order', () => {
  const g = createGame({
    seed: 4, cards: CARDS, startingPlayer: 2, options: { variant: 'team-vs-team', sharedTeamTurns: true },
    players: [0, 0, 1, 1, 2, 2].map((team) => ({ deck: leylineDeck(40), team })),
  });
  keepAll(g);
  const order: PlayerId[] = [];
  for (let d = opening(g); d; d = opening(g)) {
    order.push(d.player);
    ok(g, d.player, { kind: 'chooseObjects', objects: [] });
  }
  assert.deepEqual(order.map((p) => g.players[p]!.team), [1, 1, 2, 2, 0, 0]);
});

// --- 702.22 banding; 802.3b: a band can't attack different players ----------------------------------

const BANDING = [{ kind: 'keyword' as const, keyword: 'banding' as const }];
const BAND_CARDS: Record<string, CardDefinition> = {
  'Benalish Tester': creature('Benalish Tester', '{2}{W}', ['Human', 'Soldier'], [1, 3], 'Banding', BANDING),
  'Icatian Tester': creature('Icatian Tester', '{W}', ['Human', 'Soldier'], [1, 1], 'Banding', BANDING),
  'Wall of Testing': creature('Wall of Testing', '{3}{W}', ['Wall'], [0, 4], 'Banding', BANDING),
};
const P = (player: number) => ({ kind: 'player' as const, player });

/** Passes priority until a decision other than priority comes (or `max` passes). */
function passUntilDecision(g: GameState, max = 40): void {
  for (let i = 0; i < max && g.pending?.kind === 'priority'; i++) pass(g);
}

test('702.22c / 508.1g: creatures with banding and up to one without attack as a band', () => {
  const s = table(3, {}, BAND_CARDS);
  const [a, b, c] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Icatian Tester'), s.permanent(0, 'Hill Giant')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const d = g.pending!;
  assert.ok(d.kind === 'declareAttackers');
  if (d.kind === 'declareAttackers') assert.deepEqual(d.options.map((o) => o.banding === true), [true, true, false], 'the decision says which may band');
  ok(g, 0, { kind: 'declareAttackers', attacks: [a, b, c].map((attacker) => ({ attacker, defender: P(1) })), bands: [[a, b, c]] });
  const bands = g.turns[0]!.combat!.attackers.map((x) => x.band);
  assert.deepEqual(bands, [0, 0, 0]);
  assert.ok(logCites(g, '702.22c'));
});

test('702.22c: a band can include at most one creature without banding; every member must attack; one band per creature', () => {
  const s = table(2, {}, BAND_CARDS);
  const [a, b, c, x] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Grizzly Bears'), s.permanent(0, 'Hill Giant'), s.permanent(0, 'Icatian Tester')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const attacks = [a, b, c, x].map((attacker) => ({ attacker, defender: P(1) }));
  const tries = [
    { bands: [[a, b, c]], why: 'two creatures without banding' },
    { bands: [[b, c]], why: 'no creature with banding' },
    { bands: [[a]], why: 'a band of one' },
    { bands: [[a, b], [a, c]], why: 'the same creature in two bands' },
  ];
  for (const t of tries) {
    const r = submitInPlace(g, 0, { kind: 'declareAttackers', attacks, bands: t.bands });
    assert.ok(!r.ok && r.error.rule === '702.22c', t.why);
  }
  const r = submitInPlace(g, 0, { kind: 'declareAttackers', attacks: attacks.filter((y) => y.attacker !== x), bands: [[a, x]] });
  assert.ok(!r.ok && r.error.rule === '702.22c', 'a creature that doesn\'t attack can\'t be in a band');
  ok(g, 0, { kind: 'declareAttackers', attacks, bands: [[a, b], [x, c]] });
  assert.deepEqual(g.turns[0]!.combat!.attackers.map((y) => y.band), [0, 0, 1, 1]);
});

test('802.3b: creatures in a band can\'t attack different players (attack multiple players option)', () => {
  const s = table(4, { attackMultiplePlayers: true }, BAND_CARDS);
  const [a, b] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Icatian Tester')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const r = submitInPlace(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(1) }, { attacker: b, defender: P(3) }], bands: [[a, b]] });
  assert.ok(!r.ok && r.error.code === 'ILLEGAL_CHOICE' && r.error.rule === '802.3b');
  // Unbanded, the same two creatures may attack different players (802.1), or banded, the same player.
  const g2 = table(4, { attackMultiplePlayers: true }, BAND_CARDS);
  const [c, e] = [g2.permanent(0, 'Benalish Tester'), g2.permanent(0, 'Icatian Tester')];
  const h = g2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(h, 0, { kind: 'declareAttackers', attacks: [{ attacker: c, defender: P(1) }, { attacker: e, defender: P(3) }] });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(3) }, { attacker: b, defender: P(3) }], bands: [[a, b]] });
});

test('702.22d: all creatures in a band attack the same player or planeswalker', () => {
  const s = table(3, {}, BAND_CARDS);
  const [a, b] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Icatian Tester')];
  const jace = s.permanent(1, { card: 'Jace Beleren', counters: { loyalty: 3 } });
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const r = submitInPlace(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(1) }, { attacker: b, defender: { kind: 'object', id: jace } }], bands: [[a, b]] });
  assert.ok(!r.ok && r.error.rule === '702.22d');
});

test('702.22h: a creature blocking one creature in a band blocks every creature in the band', () => {
  const s = table(3, {}, BAND_CARDS);
  const [a, b] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Hill Giant')];
  const wall = s.permanent(2, 'Giant Spider');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(2) }, { attacker: b, defender: P(2) }], bands: [[a, b]] });
  passUntilDecision(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
  ok(g, 2, { kind: 'declareBlockers', blocks: [{ blocker: wall, attacker: a }] });
  const combat = g.turns[0]!.combat!;
  assert.deepEqual(combat.attackers.map((x) => [x.blocked, x.blockedBy]), [[true, [wall]], [true, [wall]]]);
  assert.deepEqual(combat.blockers[0]!.blocking, [a, b]);
  assert.ok(logCites(g, '702.22h'));
});

test('702.22k / 510.1d: the active player divides the damage of a creature blocking a band', () => {
  const s = table(2, {}, BAND_CARDS);
  const [a, b] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Grizzly Bears')];
  const spider = s.permanent(1, 'Giant Spider'); // 2/4
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(1) }, { attacker: b, defender: P(1) }], bands: [[a, b]] });
  passUntilDecision(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: spider, attacker: b }] });
  passUntilDecision(g);
  const d = g.pending!;
  assert.ok(d.kind === 'assignCombatDamage' && d.byBlocker === true, `expected the blocker's damage division, got ${d.kind}`);
  if (d.kind !== 'assignCombatDamage') return;
  assert.equal(d.player, 0, 'the active player divides it (702.22k), not the defending player');
  assert.equal(d.attacker, spider);
  assert.deepEqual([...d.blockers].sort(), [a, b].sort());
  // Put all 2 damage on the 1/3 with banding rather than on the Bears.
  ok(g, 0, { kind: 'assignCombatDamage', assignment: [{ to: { kind: 'object', id: a }, amount: 2 }] });
  assert.equal(g.objects[b]?.zone, 'battlefield', 'the Bears take no damage');
  assert.equal(g.objects[b]!.damage, 0);
  assert.equal(g.objects[a]!.damage, 2);
  // Both band members deal their damage to the Spider (3 in all).
  assert.equal(g.objects[spider]!.damage, 3);
});

test('702.22h / 702.111b: one creature can\'t block a band that includes a creature with menace; two can', () => {
  const s = table(2, {}, BAND_CARDS);
  const [a, brute] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Boggart Brute')];
  const [x, y] = [s.permanent(1, 'Giant Spider'), s.permanent(1, 'Grizzly Bears')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: a, defender: P(1) }, { attacker: brute, defender: P(1) }], bands: [[a, brute]] });
  passUntilDecision(g);
  const r = submitInPlace(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: x, attacker: a }] });
  assert.ok(!r.ok && r.error.rule === '702.111b', 'blocking the banding creature would block the menace creature with one creature');
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: x, attacker: a }, { blocker: y, attacker: a }] });
  assert.deepEqual(g.turns[0]!.combat!.attackers.map((z) => z.blockedBy), [[x, y], [x, y]]);
});

test('702.22j: if a blocker has banding, the defending player divides the attacking creature\'s damage', () => {
  const s = table(3, {}, BAND_CARDS);
  const giant = s.permanent(0, 'Hill Giant'); // 3/3
  const [wall, tester] = [s.permanent(2, 'Wall of Testing'), s.permanent(2, 'Icatian Tester')]; // 0/4 banding, 1/1 banding
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: P(2) }] });
  passUntilDecision(g);
  ok(g, 2, { kind: 'declareBlockers', blocks: [{ blocker: wall, attacker: giant }, { blocker: tester, attacker: giant }] });
  passUntilDecision(g);
  const d = g.pending!;
  assert.ok(d.kind === 'assignCombatDamage' && !d.byBlocker);
  if (d.kind !== 'assignCombatDamage') return;
  assert.equal(d.player, 2, 'the defending player chooses, not the active player');
  // The defending player puts all 3 damage on the 0/4 Wall, saving the 1/1.
  ok(g, 2, { kind: 'assignCombatDamage', assignment: [{ to: { kind: 'object', id: wall }, amount: 3 }] });
  assert.equal(g.objects[tester]?.zone, 'battlefield');
  assert.equal(g.objects[wall]!.damage, 3);
});

test('510.1c: without banding among the blockers, the attacking player divides the damage', () => {
  const s = table(2, {}, BAND_CARDS);
  const giant = s.permanent(0, 'Hill Giant');
  const [x, y] = [s.permanent(1, 'Grizzly Bears'), s.permanent(1, 'Llanowar Elves')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: P(1) }] });
  passUntilDecision(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: x, attacker: giant }, { blocker: y, attacker: giant }] });
  passUntilDecision(g);
  assert.ok(g.pending?.kind === 'assignCombatDamage' && g.pending.player === 0);
});
