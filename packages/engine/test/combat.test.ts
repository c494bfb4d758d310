/** 506–511: combat, and the combat keywords of 702. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '../src/index.js';
import { act, id, life, ok, pass, passUntil, refused, scenario, zoneOf } from './helpers.js';

function toAttack(g: GameState): GameState {
  passUntil(g, 'beginCombat');
  while (g.pending?.kind === 'priority') pass(g);
  assert.equal(g.pending?.kind, 'declareAttackers');
  return g;
}

function attackWith(g: GameState, attackers: number[], defender = 1): void {
  ok(g, g.pending!.player, {
    kind: 'declareAttackers',
    attacks: attackers.map((a) => ({ attacker: a, defender: { kind: 'player', player: defender } })),
  });
}

/** Passes priority in declare attackers and returns at the blockers decision. */
function toBlocks(g: GameState): void {
  while (g.pending?.kind === 'priority') pass(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
}

function block(g: GameState, blocks: [number, number][]): void {
  ok(g, g.pending!.player, { kind: 'declareBlockers', blocks: blocks.map(([b, a]) => ({ blocker: b, attacker: a })) });
}

function finishCombat(g: GameState): void {
  passUntil(g, 'main2');
}

test('510.1a: an unblocked attacker deals combat damage equal to its power to the player it attacks', () => {
  const s = scenario();
  const [bears] = s.battlefield(0, ['Grizzly Bears']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [bears!]);
  finishCombat(g);
  assert.equal(life(g, 1), 18);
});

test('508.1f / 702.20b: attacking taps the creature unless it has vigilance', () => {
  const s = scenario();
  const [bears, angel] = s.battlefield(0, ['Grizzly Bears', 'Serra Angel']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [bears!, angel!]);
  assert.equal(g.objects[bears!]!.tapped, true);
  assert.equal(g.objects[angel!]!.tapped, false);
});

test("302.6 / 702.10: a creature with summoning sickness can't attack unless it has haste", () => {
  const s = scenario();
  s.battlefield(0, [
    { card: 'Grizzly Bears', summoningSick: true },
    { card: 'Raging Goblin', summoningSick: true },
  ]);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  const d = g.pending!;
  assert.ok(d.kind === 'declareAttackers');
  if (d.kind !== 'declareAttackers') return;
  assert.deepEqual(
    d.options.map((o) => g.cards[g.objects[o.attacker]!.defKey]!.name),
    ['Raging Goblin'],
  );
  refused(
    g,
    0,
    {
      kind: 'declareAttackers',
      attacks: [{ attacker: id(g, 'Grizzly Bears'), defender: { kind: 'player', player: 1 } }],
    },
    'ILLEGAL_CHOICE',
  );
});

test("702.3b: a creature with defender can't attack", () => {
  const s = scenario();
  s.battlefield(0, ['Wall of Stone', 'Grizzly Bears']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  refused(
    g,
    0,
    {
      kind: 'declareAttackers',
      attacks: [{ attacker: id(g, 'Wall of Stone'), defender: { kind: 'player', player: 1 } }],
    },
    'ILLEGAL_CHOICE',
  );
});

test('508.8: with no attackers declared, the declare blockers and combat damage steps are skipped', () => {
  const s = scenario();
  s.battlefield(0, ['Grizzly Bears']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, []);
  pass(g);
  pass(g);
  assert.equal(g.turns[0]!.step, 'endCombat');
});

test('702.9b / 702.17b: a creature with flying can be blocked only by creatures with flying or reach', () => {
  const s = scenario();
  const [angel] = s.battlefield(0, ['Serra Angel']);
  s.battlefield(1, ['Grizzly Bears', 'Giant Spider']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [angel!]);
  toBlocks(g);
  const d = g.pending!;
  assert.ok(d.kind === 'declareBlockers' && d.options.length === 1, 'only the Spider may block');
  refused(
    g,
    1,
    { kind: 'declareBlockers', blocks: [{ blocker: id(g, 'Grizzly Bears'), attacker: angel! }] },
    'ILLEGAL_CHOICE',
  );
  block(g, [[id(g, 'Giant Spider'), angel!]]);
  finishCombat(g);
  assert.equal(life(g, 1), 20);
  assert.deepEqual(zoneOf(g, 'Giant Spider'), ['graveyard'], '4 damage to the 2/4 Spider');
});

test("702.111b: a creature with menace can't be blocked except by two or more creatures", () => {
  const s = scenario();
  const [brute] = s.battlefield(0, ['Boggart Brute']);
  const [a, b] = s.battlefield(1, ['Grizzly Bears', 'Savannah Lions']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [brute!]);
  toBlocks(g);
  const msg = refused(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: a!, attacker: brute! }] }, 'ILLEGAL_CHOICE');
  assert.match(msg, /menace/);
  block(g, [
    [a!, brute!],
    [b!, brute!],
  ]);
  finishCombat(g);
  assert.deepEqual(zoneOf(g, 'Boggart Brute'), ['graveyard'], '2 + 2 damage kills the 3/2');
});

test('510.1c: the attacking player divides damage among several blockers as they choose', () => {
  const s = scenario();
  const [dreadmaw] = s.battlefield(0, [{ card: 'Hill Giant' }]);
  const [a, b] = s.battlefield(1, ['Grizzly Bears', 'Savannah Lions']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [dreadmaw!]);
  toBlocks(g);
  block(g, [
    [a!, dreadmaw!],
    [b!, dreadmaw!],
  ]);
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.equal(d.kind, 'assignCombatDamage');
  refused(
    g,
    0,
    { kind: 'assignCombatDamage', assignment: [{ to: { kind: 'object', id: a! }, amount: 2 }] },
    'ILLEGAL_CHOICE',
  );
  ok(g, 0, {
    kind: 'assignCombatDamage',
    assignment: [
      { to: { kind: 'object', id: a! }, amount: 0 },
      { to: { kind: 'object', id: b! }, amount: 3 },
    ],
  });
  finishCombat(g);
  assert.deepEqual(
    zoneOf(g, 'Grizzly Bears'),
    ['battlefield'],
    'no damage order: all damage may go to the second blocker',
  );
  assert.deepEqual(zoneOf(g, 'Savannah Lions'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Hill Giant'), ['graveyard'], '2 + 2 damage from the blockers');
});

test('702.19c: trample assigns lethal damage to blockers and the rest to the player', () => {
  const s = scenario();
  const [maw] = s.battlefield(0, ['Colossal Dreadmaw']);
  const [bears] = s.battlefield(1, ['Grizzly Bears']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [maw!]);
  toBlocks(g);
  block(g, [[bears!, maw!]]);
  pass(g);
  pass(g);
  const over = [
    { to: { kind: 'object' as const, id: bears! }, amount: 1 },
    { to: { kind: 'player' as const, player: 1 }, amount: 5 },
  ];
  const msg = refused(g, 0, { kind: 'assignCombatDamage', assignment: over }, 'ILLEGAL_CHOICE');
  assert.match(msg, /lethal/);
  ok(g, 0, {
    kind: 'assignCombatDamage',
    assignment: [
      { to: { kind: 'object', id: bears! }, amount: 2 },
      { to: { kind: 'player', player: 1 }, amount: 4 },
    ],
  });
  finishCombat(g);
  assert.equal(life(g, 1), 16);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
});

test('702.19c with 702.2c: deathtouch makes 1 damage lethal for trample', () => {
  const def = {
    name: 'Deathtouch Trampler',
    manaCost: '{3}',
    supertypes: [],
    types: ['Creature' as const],
    subtypes: [],
    power: '4',
    toughness: '4',
    oracleText: 'Deathtouch, trample',
    abilities: [
      { kind: 'keyword' as const, keyword: 'deathtouch' as const },
      { kind: 'keyword' as const, keyword: 'trample' as const },
    ],
  };
  const s = scenario(2, { 'Deathtouch Trampler': def });
  const [t] = s.battlefield(0, ['Deathtouch Trampler']);
  const [wall] = s.battlefield(1, ['Wall of Stone']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [t!]);
  toBlocks(g);
  block(g, [[wall!, t!]]);
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'assignCombatDamage' && d.lethal[0] === 1);
  ok(g, 0, {
    kind: 'assignCombatDamage',
    assignment: [
      { to: { kind: 'object', id: wall! }, amount: 1 },
      { to: { kind: 'player', player: 1 }, amount: 3 },
    ],
  });
  finishCombat(g);
  assert.equal(life(g, 1), 17);
  assert.deepEqual(zoneOf(g, 'Wall of Stone'), ['graveyard'], '704.5h');
});

test('702.19: trample over a planeswalker — excess damage goes to the attacked planeswalker', () => {
  const s = scenario();
  const [maw] = s.battlefield(0, ['Colossal Dreadmaw']);
  const [jace] = s.battlefield(1, [{ card: 'Jace Beleren', counters: { loyalty: 3 } }]);
  const [bears] = s.battlefield(1, ['Grizzly Bears']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: maw!, defender: { kind: 'object', id: jace! } }] });
  toBlocks(g);
  block(g, [[bears!, maw!]]);
  pass(g);
  pass(g);
  ok(g, 0, {
    kind: 'assignCombatDamage',
    assignment: [
      { to: { kind: 'object', id: bears! }, amount: 2 },
      { to: { kind: 'object', id: jace! }, amount: 4 },
    ],
  });
  finishCombat(g);
  assert.deepEqual(zoneOf(g, 'Jace Beleren'), ['graveyard'], '704.5i: 0 loyalty');
  assert.equal(life(g, 1), 20, 'the player takes no damage');
});

test('510.4 / 702.7b: first strike deals damage in its own step; the blocker dies before dealing damage', () => {
  const s = scenario();
  const [knight] = s.battlefield(0, ['Youthful Knight']);
  const [lions] = s.battlefield(1, ['Savannah Lions']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [knight!]);
  toBlocks(g);
  block(g, [[lions!, knight!]]);
  pass(g);
  pass(g);
  assert.equal(g.turns[0]!.step, 'firstStrikeDamage');
  finishCombat(g);
  assert.deepEqual(zoneOf(g, 'Savannah Lions'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Youthful Knight'), ['battlefield']);
});

test('702.4b: double strike deals damage in both combat damage steps', () => {
  const s = scenario();
  const [ace] = s.battlefield(0, ['Fencing Ace']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [ace!]);
  finishCombat(g);
  assert.equal(life(g, 1), 18);
});

test('702.15b: damage from a source with lifelink makes its controller gain that much life', () => {
  const s = scenario();
  const [hawk] = s.battlefield(0, ['Vampire Nighthawk']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [hawk!]);
  finishCombat(g);
  assert.equal(life(g, 1), 18);
  assert.equal(life(g, 0), 22);
});

test('702.2b / 704.5h: any damage from a deathtouch source is lethal', () => {
  const s = scenario();
  const [rats] = s.battlefield(0, ['Typhoid Rats']);
  const [maw] = s.battlefield(1, ['Colossal Dreadmaw']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [rats!]);
  toBlocks(g);
  block(g, [[maw!, rats!]]);
  finishCombat(g);
  assert.deepEqual(zoneOf(g, 'Colossal Dreadmaw'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Typhoid Rats'), ['graveyard']);
});

test("702.16f: a creature with protection from black can't be blocked by black creatures; 702.16e damage is prevented", () => {
  const s = scenario();
  const [wk] = s.battlefield(0, ['White Knight']);
  const [rats] = s.battlefield(1, ['Typhoid Rats']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [wk!]);
  pass(g);
  pass(g);
  assert.notEqual(
    g.pending?.kind,
    'declareBlockers',
    'the only potential blocker is black, so no block can be declared',
  );
  finishCombat(g);
  assert.equal(life(g, 1), 18);
  assert.ok(rats !== undefined && g.objects[rats]!.zone === 'battlefield');
});

test('702.16e: damage a black source would deal to a creature with protection from black is prevented', () => {
  const ward = {
    name: 'Warded Bear',
    manaCost: '{1}{W}',
    supertypes: [],
    types: ['Creature' as const],
    subtypes: ['Bear'],
    power: '2',
    toughness: '2',
    oracleText: 'Protection from black',
    abilities: [
      {
        kind: 'keyword' as const,
        keyword: 'protection' as const,
        from: { kind: 'object' as const, match: { colors: ['B' as const] } },
        text: 'Protection from black',
      },
    ],
  };
  const s = scenario(2, { 'Warded Bear': ward });
  const [wk] = s.battlefield(1, ['Warded Bear']);
  const [rats] = s.battlefield(0, ['Typhoid Rats']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  attackWith(g, [rats!]);
  toBlocks(g);
  block(g, [[wk!, rats!]]);
  finishCombat(g);
  assert.deepEqual(zoneOf(g, 'Warded Bear'), ['battlefield'], 'deathtouch damage was prevented');
  assert.deepEqual(zoneOf(g, 'Typhoid Rats'), ['graveyard']);
  assert.ok(g.log.some((e) => e.rules.includes('702.16e')));
});

test('506.3 / 508.1b: a creature can attack a planeswalker; its damage removes loyalty (120.3c)', () => {
  const s = scenario();
  const [bears] = s.battlefield(0, ['Grizzly Bears']);
  const [jace] = s.battlefield(1, [{ card: 'Jace Beleren', counters: { loyalty: 3 } }]);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: bears!, defender: { kind: 'object', id: jace! } }] });
  finishCombat(g);
  assert.equal(g.objects[jace!]!.counters['loyalty'], 1);
  assert.equal(life(g, 1), 20);
});

test('Pacifism: an enchanted creature with "can\'t attack or block" is not offered as an attacker (508.1c)', () => {
  const s = scenario();
  const [bears, lions] = s.battlefield(0, ['Grizzly Bears', 'Savannah Lions']);
  s.permanent(1, { card: 'Pacifism', attachedTo: bears! });
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  const d = g.pending!;
  assert.ok(d.kind === 'declareAttackers' && d.options.length === 1 && d.options[0]!.attacker === lions);
});

test('802 / 506.2: in a multiplayer game a player may attack several opponents at once', () => {
  const s = scenario(3);
  const [a, b] = s.battlefield(0, ['Grizzly Bears', 'Savannah Lions']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a!, defender: { kind: 'player', player: 1 } },
      { attacker: b!, defender: { kind: 'player', player: 2 } },
    ],
  });
  finishCombat(g);
  assert.equal(life(g, 1), 18);
  assert.equal(life(g, 2), 18);
});

test('509.1: each defending player declares blockers only for creatures attacking them', () => {
  const s = scenario(3);
  const [a, b] = s.battlefield(0, ['Grizzly Bears', 'Savannah Lions']);
  const [p1bears] = s.battlefield(1, ['Grizzly Bears']);
  s.battlefield(2, ['Giant Spider']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: [
      { attacker: a!, defender: { kind: 'player', player: 1 } },
      { attacker: b!, defender: { kind: 'player', player: 2 } },
    ],
  });
  toBlocks(g);
  assert.equal(g.pending!.player, 1);
  refused(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: p1bears!, attacker: b! }] }, 'ILLEGAL_TARGET');
  block(g, []);
  assert.equal(g.pending!.kind, 'declareBlockers');
  assert.equal(g.pending!.player, 2);
});

test('act helper sanity: attacking with an illegal defender is refused (508.1b)', () => {
  const s = scenario();
  const [bears] = s.battlefield(0, ['Grizzly Bears']);
  const g = toAttack(s.start({ active: 0, step: 'main1' }));
  refused(
    g,
    0,
    { kind: 'declareAttackers', attacks: [{ attacker: bears!, defender: { kind: 'player', player: 0 } }] },
    'ILLEGAL_TARGET',
  );
  void act;
});
