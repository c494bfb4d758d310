/**
 * Chapter 8 rules: cards that begin the game on the battlefield
 * (103.6, 805.3b), banding in multiplayer (702.22, 802.3b), restarting the game (723, 801.17) and choices
 * that fall to a player who has left the game (800.4g–h).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  build,
  createGame,
  submitInPlace,
  type CardDefinition,
  type GameState,
  type PendingDecision,
  type PlayerId,
} from '../src/index.js';
import { logCites, ok, pass, table } from './mp-helpers.js';
import { createObject } from '../src/zones/move.js';
import { putCardDefinition } from '../src/objects/copy-on-write.js';
import { departedRedirect, runDepartedProxy } from '../src/players/leave.js';
import type { Task } from '../src/state/tasks.js';

const { card, creature, spell } = build;

// --- 103.6 / 805.3b: beginning the game with a card on the battlefield ------------------------------

const LEYLINE_TEXT =
  'If Leyline of Testing is in your opening hand, you may begin the game with it on the battlefield.';
const LEYLINE: CardDefinition = card(['Enchantment'], {
  name: 'Leyline of Testing',
  cost: '{2}{W}{W}',
  text: LEYLINE_TEXT,
  abilities: [{ kind: 'static', effect: { kind: 'beginOnBattlefield' }, text: LEYLINE_TEXT }],
});
const CARDS: Record<string, CardDefinition> = { ...STARTER_BY_NAME, 'Leyline of Testing': LEYLINE };
const leylineDeck = (n: number): string[] => [
  ...Array<string>(n).fill('Leyline of Testing'),
  ...Array<string>(40 - n).fill('Forest'),
];

function keepAll(g: GameState): void {
  while (g.pending?.kind === 'mulligan') ok(g, g.pending.player, { kind: 'keep' });
}

/** The pending "begin the game with it on the battlefield" decision, if that is what is asked now. */
function opening(g: GameState): Extract<PendingDecision, { kind: 'chooseObjects' }> | null {
  const d = g.pending;
  return d && d.kind === 'chooseObjects' && d.purpose === 'beginOnBattlefield' ? d : null;
}

function leylinesOnBattlefield(g: GameState, p: PlayerId): number {
  return g.battlefield.filter(
    (id) => g.objects[id]!.controller === p && g.cards[g.objects[id]!.defKey]!.name === 'Leyline of Testing',
  ).length;
}

test('103.6 / 103.6a: after all players keep, the starting player, then each other player in turn order, may begin the game with such cards on the battlefield', () => {
  const g = createGame({
    seed: 5,
    cards: CARDS,
    startingPlayer: 2,
    players: [0, 1, 2, 3].map(() => ({ deck: leylineDeck(40) })),
  });
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
  assert.deepEqual(
    [0, 1, 2, 3].map((p) => leylinesOnBattlefield(g, p)),
    [2, 2, 2, 0],
  );
  assert.deepEqual(
    [0, 1, 2, 3].map((p) => g.players[p]!.hand.length),
    [5, 5, 5, 7],
  );
  assert.equal(g.phase, 'playing');
  assert.ok(logCites(g, '103.6a'));
});

test('103.6: the choice is offered only to players with such a card in their opening hand, and only after mulligans', () => {
  const g = createGame({
    seed: 9,
    cards: CARDS,
    startingPlayer: 0,
    players: [{ deck: leylineDeck(40) }, { deck: leylineDeck(0) }, { deck: leylineDeck(40) }],
  });
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
  const g = createGame({
    seed: 3,
    cards: CARDS,
    startingPlayer: 0,
    players: [{ deck: leylineDeck(40) }, { deck: leylineDeck(40) }],
  });
  keepAll(g);
  assert.equal(opening(g)?.player, 0);
  const r = submitInPlace(g, 0, { kind: 'chooseObjects', objects: [g.players[1]!.hand[0]!] });
  assert.ok(!r.ok && r.error.code === 'ILLEGAL_CHOICE', "another player's card can't be chosen");
  assert.equal(opening(g)?.player, 0, 'the decision is unchanged');
});

test('805.3b: with shared team turns, each player on the starting team puts such cards onto the battlefield first, then each player on each other team in turn order', () => {
  const g = createGame({
    seed: 4,
    cards: CARDS,
    startingPlayer: 2,
    options: { variant: 'two-headed-giant' },
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
  assert.deepEqual(
    [0, 1, 2, 3].map((p) => leylinesOnBattlefield(g, p)),
    [1, 1, 1, 1],
  );
  assert.ok(logCites(g, '805.3b'));
});

test('805.3b: with three teams sharing turns, the teams after the starting team go in turn order', () => {
  const g = createGame({
    seed: 4,
    cards: CARDS,
    startingPlayer: 2,
    options: { variant: 'team-vs-team', sharedTeamTurns: true },
    players: [0, 0, 1, 1, 2, 2].map((team) => ({ deck: leylineDeck(40), team })),
  });
  keepAll(g);
  const order: PlayerId[] = [];
  for (let d = opening(g); d; d = opening(g)) {
    order.push(d.player);
    ok(g, d.player, { kind: 'chooseObjects', objects: [] });
  }
  assert.deepEqual(
    order.map((p) => g.players[p]!.team),
    [1, 1, 2, 2, 0, 0],
  );
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
  if (d.kind === 'declareAttackers')
    assert.deepEqual(
      d.options.map((o) => o.banding === true),
      [true, true, false],
      'the decision says which may band',
    );
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [a, b, c].map((attacker) => ({ attacker, defender: P(1) })),
    bands: [[a, b, c]],
  });
  const bands = g.turns[0]!.combat!.attackers.map((x) => x.band);
  assert.deepEqual(bands, [0, 0, 0]);
  assert.ok(logCites(g, '702.22c'));
});

test('702.22c: a band can include at most one creature without banding; every member must attack; one band per creature', () => {
  const s = table(2, {}, BAND_CARDS);
  const [a, b, c, x] = [
    s.permanent(0, 'Benalish Tester'),
    s.permanent(0, 'Grizzly Bears'),
    s.permanent(0, 'Hill Giant'),
    s.permanent(0, 'Icatian Tester'),
  ];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const attacks = [a, b, c, x].map((attacker) => ({ attacker, defender: P(1) }));
  const tries = [
    { bands: [[a, b, c]], why: 'two creatures without banding' },
    { bands: [[b, c]], why: 'no creature with banding' },
    { bands: [[a]], why: 'a band of one' },
    {
      bands: [
        [a, b],
        [a, c],
      ],
      why: 'the same creature in two bands',
    },
  ];
  for (const t of tries) {
    const r = submitInPlace(g, 0, { kind: 'declareAttackers', attacks, bands: t.bands });
    assert.ok(!r.ok && r.error.rule === '702.22c', t.why);
  }
  const r = submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: attacks.filter((y) => y.attacker !== x),
    bands: [[a, x]],
  });
  assert.ok(!r.ok && r.error.rule === '702.22c', "a creature that doesn't attack can't be in a band");
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks,
    bands: [
      [a, b],
      [x, c],
    ],
  });
  assert.deepEqual(
    g.turns[0]!.combat!.attackers.map((y) => y.band),
    [0, 0, 1, 1],
  );
});

test("802.3b: creatures in a band can't attack different players (attack multiple players option)", () => {
  const s = table(4, { attackMultiplePlayers: true }, BAND_CARDS);
  const [a, b] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Icatian Tester')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const r = submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(1) },
      { attacker: b, defender: P(3) },
    ],
    bands: [[a, b]],
  });
  assert.ok(!r.ok && r.error.code === 'ILLEGAL_CHOICE' && r.error.rule === '802.3b');
  // Unbanded, the same two creatures may attack different players (802.1), or banded, the same player.
  const g2 = table(4, { attackMultiplePlayers: true }, BAND_CARDS);
  const [c, e] = [g2.permanent(0, 'Benalish Tester'), g2.permanent(0, 'Icatian Tester')];
  const h = g2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(h, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: c, defender: P(1) },
      { attacker: e, defender: P(3) },
    ],
  });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(3) },
      { attacker: b, defender: P(3) },
    ],
    bands: [[a, b]],
  });
});

test('702.22d: all creatures in a band attack the same player or planeswalker', () => {
  const s = table(3, {}, BAND_CARDS);
  const [a, b] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Icatian Tester')];
  const jace = s.permanent(1, { card: 'Jace Beleren', counters: { loyalty: 3 } });
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const r = submitInPlace(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(1) },
      { attacker: b, defender: { kind: 'object', id: jace } },
    ],
    bands: [[a, b]],
  });
  assert.ok(!r.ok && r.error.rule === '702.22d');
});

test('702.22h: a creature blocking one creature in a band blocks every creature in the band', () => {
  const s = table(3, {}, BAND_CARDS);
  const [a, b] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Hill Giant')];
  const wall = s.permanent(2, 'Giant Spider');
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(2) },
      { attacker: b, defender: P(2) },
    ],
    bands: [[a, b]],
  });
  passUntilDecision(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
  ok(g, 2, { kind: 'declareBlockers', blocks: [{ blocker: wall, attacker: a }] });
  const combat = g.turns[0]!.combat!;
  assert.deepEqual(
    combat.attackers.map((x) => [x.blocked, x.blockedBy]),
    [
      [true, [wall]],
      [true, [wall]],
    ],
  );
  assert.deepEqual(combat.blockers[0]!.blocking, [a, b]);
  assert.ok(logCites(g, '702.22h'));
});

test('702.22k / 510.1d: the active player divides the damage of a creature blocking a band', () => {
  const s = table(2, {}, BAND_CARDS);
  const [a, b] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Grizzly Bears')];
  const spider = s.permanent(1, 'Giant Spider'); // 2/4
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(1) },
      { attacker: b, defender: P(1) },
    ],
    bands: [[a, b]],
  });
  passUntilDecision(g);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: spider, attacker: b }] });
  passUntilDecision(g);
  const d = g.pending!;
  assert.ok(
    d.kind === 'assignCombatDamage' && d.byBlocker === true,
    `expected the blocker's damage division, got ${d.kind}`,
  );
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

test("702.22h / 702.111b: one creature can't block a band that includes a creature with menace; two can", () => {
  const s = table(2, {}, BAND_CARDS);
  const [a, brute] = [s.permanent(0, 'Benalish Tester'), s.permanent(0, 'Boggart Brute')];
  const [x, y] = [s.permanent(1, 'Giant Spider'), s.permanent(1, 'Grizzly Bears')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a, defender: P(1) },
      { attacker: brute, defender: P(1) },
    ],
    bands: [[a, brute]],
  });
  passUntilDecision(g);
  const r = submitInPlace(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: x, attacker: a }] });
  assert.ok(
    !r.ok && r.error.rule === '702.111b',
    'blocking the banding creature would block the menace creature with one creature',
  );
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: x, attacker: a },
      { blocker: y, attacker: a },
    ],
  });
  assert.deepEqual(
    g.turns[0]!.combat!.attackers.map((z) => z.blockedBy),
    [
      [x, y],
      [x, y],
    ],
  );
});

test("702.22j: if a blocker has banding, the defending player divides the attacking creature's damage", () => {
  const s = table(3, {}, BAND_CARDS);
  const giant = s.permanent(0, 'Hill Giant'); // 3/3
  const [wall, tester] = [s.permanent(2, 'Wall of Testing'), s.permanent(2, 'Icatian Tester')]; // 0/4 banding, 1/1 banding
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: P(2) }] });
  passUntilDecision(g);
  ok(g, 2, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: wall, attacker: giant },
      { blocker: tester, attacker: giant },
    ],
  });
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
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: x, attacker: giant },
      { blocker: y, attacker: giant },
    ],
  });
  passUntilDecision(g);
  assert.ok(g.pending?.kind === 'assignCombatDamage' && g.pending.player === 0);
});

const LEGENDS_BAND = {
  kind: 'keyword' as const,
  keyword: 'bandsWithOther' as const,
  what: { kind: 'object' as const, match: { supertypes: ['Legendary' as const], types: ['Creature' as const] } },
  text: 'Bands with other legendary creatures',
};
const legend = (name: string, pt: [number, number], bwo: boolean): CardDefinition => ({
  ...creature(name, '{2}', ['Human'], pt, bwo ? 'Bands with other legendary creatures' : '', bwo ? [LEGENDS_BAND] : []),
  supertypes: ['Legendary'],
});
const BWO_CARDS: Record<string, CardDefinition> = {
  'Legend A': legend('Legend A', [2, 2], true),
  'Legend B': legend('Legend B', [1, 4], true),
  'Legend C': legend('Legend C', [3, 3], false),
};

test('702.22c: creatures with "bands with other [quality]" band with any number of other [quality] creatures', () => {
  const s = table(2, {}, BWO_CARDS);
  const [a, b, c, bears, giant] = [
    s.permanent(0, 'Legend A'),
    s.permanent(0, 'Legend C'),
    s.permanent(0, 'Legend B'),
    s.permanent(0, 'Grizzly Bears'),
    s.permanent(0, 'Hill Giant'),
  ];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const attacks = [a, b, c, bears, giant].map((attacker) => ({ attacker, defender: P(1) }));
  const r = submitInPlace(g, 0, { kind: 'declareAttackers', attacks, bands: [[a, bears, giant]] });
  assert.ok(
    !r.ok && r.error.rule === '702.22c',
    'non-legendary creatures can\'t join a "bands with other legendary creatures" band',
  );
  const r2 = submitInPlace(g, 0, { kind: 'declareAttackers', attacks, bands: [[b, bears]] });
  assert.ok(!r2.ok, 'without anyone having the ability, there is no band');
  ok(g, 0, { kind: 'declareAttackers', attacks, bands: [[a, b, c]] });
  assert.deepEqual(
    g.turns[0]!.combat!.attackers.map((x) => x.band),
    [0, 0, 0, undefined, undefined],
  );
});

test('702.22j: blocked by a creature with "bands with other [quality]" and another [quality] creature, the defending player divides the damage', () => {
  const s = table(2, {}, BWO_CARDS);
  const giant = s.permanent(0, 'Hill Giant');
  const [x, y] = [s.permanent(1, 'Legend A'), s.permanent(1, 'Legend C')];
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: P(1) }] });
  passUntilDecision(g);
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: x, attacker: giant },
      { blocker: y, attacker: giant },
    ],
  });
  passUntilDecision(g);
  assert.ok(g.pending?.kind === 'assignCombatDamage' && g.pending.player === 1);
  // With the "bands with other" creature blocking alongside a non-legendary creature, the attacker divides as usual.
  const s2 = table(2, {}, BWO_CARDS);
  const giant2 = s2.permanent(0, 'Hill Giant');
  const [x2, y2] = [s2.permanent(1, 'Legend A'), s2.permanent(1, 'Grizzly Bears')];
  const g2 = s2.start({ active: 0, step: 'declareAttackers', beginStep: true });
  ok(g2, 0, { kind: 'declareAttackers', attacks: [{ attacker: giant2, defender: P(1) }] });
  passUntilDecision(g2);
  ok(g2, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: x2, attacker: giant2 },
      { blocker: y2, attacker: giant2 },
    ],
  });
  passUntilDecision(g2);
  assert.ok(g2.pending?.kind === 'assignCombatDamage' && g2.pending.player === 0);
});

// --- 723 restarting the game; 801.17 --------------------------------------------------------------

const EXILED_CREATURES = { kind: 'object' as const, zone: 'exile' as const, match: { types: ['Creature' as const] } };
const RESTART_CARDS: Record<string, CardDefinition> = {
  'Restart Test': spell('Sorcery', 'Restart Test', '{0}', 'Restart the game.', [], [{ kind: 'restartGame' }]),
  // Karn Liberated's −14, with "cards exiled with Karn" read as "creature cards in exile".
  'Karn Test': spell(
    'Sorcery',
    'Karn Test',
    '{0}',
    'Restart the game, leaving in exile all creature cards in exile. Then put those cards onto the battlefield under your control.',
    [],
    [
      {
        kind: 'restartGame',
        leaveInExile: EXILED_CREATURES,
        then: [{ kind: 'putOntoBattlefield', what: { kind: 'created' }, under: 'you' }],
      },
    ],
  ),
};

function cardsOwned(g: GameState, p: PlayerId): number {
  return Object.values(g.objects).filter(
    (o) => o.kind === 'card' && o.cardId !== null && o.owner === p && o.zone !== 'command',
  ).length;
}

/** Passes priority until the stack of the focused turn is empty or another decision comes. */
function resolveStack(g: GameState): void {
  for (let i = 0; i < 40 && g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0; i++) pass(g);
}

test('723.1 / 723.1a / 723.2: restarting ends the game without a result; everyone still in it starts a new game with all their cards, the controller first', () => {
  const s = table(3, {}, RESTART_CARDS);
  s.battlefield(0, ['Forest', 'Grizzly Bears']);
  s.battlefield(1, ['Mountain', 'Hill Giant']);
  s.permanent(1, { card: 'Grizzly Bears', token: true });
  s.hand(2, ['Lightning Bolt', 'Forest']);
  s.graveyard(2, ['Hill Giant']);
  s.library(0, Array<string>(10).fill('Forest'));
  s.library(1, Array<string>(10).fill('Mountain'));
  s.library(2, Array<string>(10).fill('Forest'));
  s.stackSpell(1, { card: 'Restart Test' });
  const g = s.start({ active: 0, step: 'main1' });
  g.players[0]!.life = 7;
  g.players[2]!.poison = 3;
  const owned = [0, 1, 2].map((p) => cardsOwned(g, p));
  assert.deepEqual(owned, [12, 13, 13], "the restart spell itself is one of player 1's cards");
  resolveStack(g);
  assert.equal(g.result, null, 'no one wins, loses or draws the restarted game');
  assert.equal(g.phase, 'mulligan');
  assert.equal(g.startingPlayer, 1, '723.1a: the controller of the restart plays first');
  assert.equal(g.pending?.kind, 'mulligan');
  assert.equal(g.pending?.player, 1);
  assert.deepEqual(g.battlefield, [], 'the token is gone; every card went back');
  assert.deepEqual(
    [0, 1, 2].map((p) => g.players[p]!.hand.length),
    [7, 7, 7],
  );
  assert.deepEqual(
    [0, 1, 2].map((p) => g.players[p]!.hand.length + g.players[p]!.library.length),
    owned,
    '723.2: every card, owned by the same player',
  );
  assert.deepEqual(
    [0, 1, 2].map((p) => [g.players[p]!.life, g.players[p]!.poison, g.players[p]!.graveyard.length]),
    [
      [20, 0, 0],
      [20, 0, 0],
      [20, 0, 0],
    ],
  );
  assert.ok(logCites(g, '723.1') && logCites(g, '723.1a'));
  while (g.pending?.kind === 'mulligan') ok(g, g.pending.player, { kind: 'keep' });
  assert.equal(g.phase, 'playing');
  assert.deepEqual(g.turns[0]!.activePlayers, [1]);
  assert.equal(g.turns[0]!.number, 1, "the new game's first turn");
});

test('723.3: a player with fewer than seven cards at the restart loses when state-based actions are first checked', () => {
  const s = table(3, {}, RESTART_CARDS);
  s.library(0, Array<string>(10).fill('Forest'));
  s.library(1, Array<string>(10).fill('Mountain'));
  s.library(2, Array<string>(3).fill('Forest'));
  s.stackSpell(0, { card: 'Restart Test' });
  const g = s.start({ active: 0, step: 'main1' });
  resolveStack(g);
  assert.equal(g.players[2]!.hand.length, 3);
  while (g.pending?.kind === 'mulligan') ok(g, g.pending.player, { kind: 'keep' });
  assert.equal(g.players[2]!.outcome, 'lost');
  assert.ok(logCites(g, '704.5b'));
  assert.equal(g.players[0]!.outcome, 'playing');
});

test('723.4 / 723.5: cards left in exile stay out of the new game; the rest of the effect happens after setup, before the first untap step', () => {
  const s = table(2, {}, RESTART_CARDS);
  s.library(0, Array<string>(10).fill('Forest'));
  s.library(1, Array<string>(10).fill('Mountain'));
  s.stackSpell(0, { card: 'Karn Test' });
  const g = s.start({ active: 1, step: 'main1' });
  for (const n of ['Hill Giant', 'Mountain']) if (!g.cards[n]) putCardDefinition(g, n, STARTER_BY_NAME[n]!);
  const exiled = createObject(g, 'Hill Giant', 1, 'exile', 'card', g.nextCardId++);
  const exiledLand = createObject(g, 'Mountain', 1, 'exile', 'card', g.nextCardId++);
  resolveStack(g);
  assert.equal(g.pending?.kind, 'mulligan');
  assert.equal(g.startingPlayer, 0);
  assert.deepEqual(
    g.exile,
    [exiled],
    "723.5: the exiled creature card stays in exile; the exiled land joins its owner's library",
  );
  assert.equal(g.objects[exiledLand], undefined);
  assert.equal(g.players[1]!.hand.length + g.players[1]!.library.length, 11);
  while (g.pending?.kind === 'mulligan') ok(g, g.pending.player, { kind: 'keep' });
  const giant = g.battlefield.find((id) => g.cards[g.objects[id]!.defKey]!.name === 'Hill Giant');
  assert.ok(giant !== undefined, '723.4: then it is put onto the battlefield');
  assert.equal(g.objects[giant]!.controller, 0, "under the restarting player's control");
  assert.equal(g.objects[giant]!.owner, 1, 'owned by the same player');
  const putAt = g.log.findIndex(
    (e) => e.text.includes('Hill Giant') && e.seq > g.log.findIndex((x) => x.type === 'keep'),
  );
  const turnAt = g.log.findIndex((e) => e.type === 'turn' || e.rules.includes('500.1'));
  assert.ok(putAt >= 0 && (turnAt < 0 || putAt < turnAt), 'before the first turn begins');
});

test('801.17: a restart ignores limited range of influence; every player still in the game takes part, players who left do not', () => {
  const s = table(5, { rangeOfInfluence: 1 }, RESTART_CARDS);
  for (let p = 0; p < 5; p++) s.library(p, Array<string>(8).fill('Forest'));
  s.stackSpell(0, { card: 'Restart Test' });
  const g = s.start({ active: 0, step: 'main1' });
  ok(g, 3, { kind: 'concede' });
  assert.equal(g.players[3]!.left, true);
  resolveStack(g);
  assert.equal(g.pending?.kind, 'mulligan');
  // Players 2 and 3 are outside player 0's range of influence (1); player 2 still takes part.
  assert.deepEqual(
    [0, 1, 2, 3, 4].map((p) => g.players[p]!.hand.length),
    [7, 7, 7, 0, 7],
  );
  assert.equal(g.players[3]!.left, true, 'a player who left stays out');
  assert.ok(logCites(g, '801.17'));
  const asked: PlayerId[] = [];
  while (g.pending?.kind === 'mulligan') {
    asked.push(g.pending.player);
    ok(g, g.pending.player, { kind: 'keep' });
  }
  assert.deepEqual(asked, [0, 1, 2, 4]);
});

// --- 800.4g / 800.4h: choices that fall to a player who has left the game --------------------------

function effectsTask(controller: PlayerId): Extract<Task, { kind: 'effects' }> {
  return {
    kind: 'effects',
    effects: [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
    index: 0,
    step: 0,
    memo: [],
    answer: null,
    ctx: {
      controller,
      source: null,
      sourceName: 'Test',
      targets: [],
      x: 0,
      triggerObject: null,
      triggerPlayer: null,
      turnIndex: 0,
      created: [],
    },
  };
}

test("800.4g: an object's choice for a departed opponent: its controller chooses another opponent to make it", () => {
  const g = table(4).start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  const task = effectsTask(0);
  g.tasks.push(task);
  const d: PendingDecision = {
    kind: 'chooseOption',
    player: 1,
    prompt: 'choose a mode',
    options: ['a', 'b'],
    min: 1,
    max: 1,
  };
  const r = departedRedirect(g, task, d);
  assert.ok('again' in r);
  const proxy = g.tasks[g.tasks.length - 1]!;
  assert.ok(proxy.kind === 'departedProxy');
  if (proxy.kind !== 'departedProxy') return;
  assert.deepEqual(proxy.candidates, [2, 3], 'only the other opponents');
  const ask = runDepartedProxy(g, proxy);
  assert.ok(ask && ask.kind === 'chooseOption' && ask.player === 0, 'the controller chooses');
  proxy.answer = { kind: 'chooseOption', chosen: [1] };
  assert.equal(runDepartedProxy(g, proxy), null);
  assert.deepEqual(task.proxy, { departed: 1, player: 3 });
  g.tasks.pop();
  const r2 = departedRedirect(g, task, d);
  assert.ok(
    'decision' in r2 && r2.decision.player === 3 && r2.decision.kind === 'chooseOption',
    'the chosen opponent makes the choice',
  );
  assert.ok(logCites(g, '800.4g'));
});

test('800.4g: with one other opponent left, that opponent makes the choice; a cost is still not paid (800.4f)', () => {
  const g = table(3).start({ active: 0, step: 'main1' });
  ok(g, 1, { kind: 'concede' });
  const task = effectsTask(0);
  const r = departedRedirect(g, task, { kind: 'yesNo', player: 1, prompt: 'draw?' });
  assert.ok('again' in r);
  assert.deepEqual(task.proxy, { departed: 1, player: 2 });
  const pay = effectsTask(0);
  pay.effects = [
    {
      kind: 'payOrNot',
      who: { kind: 'target', target: 0 },
      cost: { parts: [{ kind: 'payLife', amount: 2 }] },
      paid: [],
      unpaid: [],
      text: 'pay 2 life',
    },
  ];
  const r2 = departedRedirect(g, pay, { kind: 'yesNo', player: 1, prompt: 'pay 2 life?' });
  assert.ok('answer' in r2 && r2.answer.kind === 'yesNo' && r2.answer.yes === false);
});

test("800.4h: a rule's choice for a departed player goes to the next player in turn order", () => {
  const g = table(4).start({ active: 0, step: 'main1' });
  ok(g, 2, { kind: 'concede' });
  const task: Task = { kind: 'legendRule', player: 2, name: 'X', answer: null };
  const r = departedRedirect(g, task, {
    kind: 'chooseObjects',
    player: 2,
    prompt: 'keep one',
    options: [1, 2],
    min: 1,
    max: 1,
    purpose: 'legendRule',
  });
  assert.ok('decision' in r && r.decision.player === 3);
  ok(g, 3, { kind: 'concede' });
  const r2 = departedRedirect(g, task, { kind: 'orderTriggers', player: 3, prompt: 'order', triggers: ['a', 'b'] });
  assert.ok('decision' in r2 && r2.decision.player === 0, 'skipping players who left, around the table');
  assert.ok(logCites(g, '800.4h'));
});
