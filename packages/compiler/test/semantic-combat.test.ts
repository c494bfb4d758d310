/**
 * Combat rules and static restrictions on real compiled cards, played in engine games: "doesn't untap
 * during its controller's next untap step" (502.3), blocking restrictions and requirements (509.1),
 * activation restrictions (602.5) and the like.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type GameState } from '@arbiter/engine';
import {
  compiled,
  act,
  def,
  has,
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
import { submitInPlace } from '@arbiter/engine';
import { cardGame } from '@arbiter/scenarios';

const P1 = { kind: 'player' as const, player: 1 };

const LIB = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

test("502.3 Crippling Chill: the tapped creature doesn't untap during its controller's next untap step, then does", () => {
  def('Crippling Chill');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Crippling Chill'], battlefield: [...landsFor('{2}{U}')] },
        { library: [...LIB], battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Crippling Chill', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.equal(g.objects[bears]!.tapped, true);
  passUntilNextTurn(g, 'upkeep'); // player 1's turn: their untap step has passed
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  assert.equal(g.objects[bears]!.tapped, true, "it didn't untap during its controller's next untap step");
  passUntilNextTurn(g, 'upkeep'); // player 0's turn
  passUntilNextTurn(g, 'upkeep'); // player 1's next turn: the effect was used up
  assert.equal(g.objects[bears]!.tapped, false, 'it untaps in the untap step after that');
});

test("502.3 Lead Golem: after it attacks it doesn't untap during its controller's next untap step", () => {
  def('Lead Golem');
  const t = cardGame(
    {
      players: [{ library: [...LIB], battlefield: ['Lead Golem', 'Grizzly Bears'] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const golem = id(g, 'Lead Golem');
  const bears = id(g, 'Grizzly Bears');
  t.attack({ 'Lead Golem': 'P2', 'Grizzly Bears': 'P2' });
  resolveAll(g);
  passUntilNextTurn(g, 'upkeep'); // player 1's turn
  passUntilNextTurn(g, 'upkeep'); // player 0's turn
  assert.equal(g.objects[bears]!.tapped, false, 'the other attacker untapped');
  assert.equal(g.objects[golem]!.tapped, true, "Lead Golem didn't untap");
  assert.equal(g.players[1]!.life, 20 - 3 - 2);
});

/** Can `player` (holding priority) activate an ability of `source`? Both the legal-action list and a direct attempt. */
function canActivate(g: GameState, player: number, source: number, targets?: unknown): boolean {
  const d = g.pending;
  assert.ok(d && d.kind === 'priority' && d.player === player);
  const listed = d.actions.some((a) => a.kind === 'activate' && a.source === source);
  const probe = structuredClone(g);
  const r = submitInPlace(probe, player, {
    kind: 'action',
    action: { kind: 'activate', source, ability: 0, ...(targets ? { targets: targets as never } : {}) },
  });
  assert.equal(listed, r.ok, 'the legal-action list agrees with validation');
  return r.ok;
}

test("602.5 Arrest: enchanted creature can't attack or block, and its activated abilities can't be activated", () => {
  def('Arrest');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Arrest'], battlefield: [...landsFor('{2}{W}')] },
        { library: [...LIB], battlefield: ['Prodigal Sorcerer'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const sorcerer = id(g, 'Prodigal Sorcerer');
  const face = [[{ kind: 'player', player: 0 }]];
  assert.equal(canActivate(g, 1, sorcerer, face), true, 'before Arrest the Sorcerer can ping');
  passUntilNextTurn(g, 'main1'); // player 0's turn
  t.cast('Arrest', { targets: ['Prodigal Sorcerer'] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Arrest')]!.attachedTo, sorcerer);
  passUntilNextTurn(g, 'main1'); // player 1's turn
  assert.equal(canActivate(g, 1, sorcerer, face), false);
  // Its controller's combat: the Sorcerer is never offered as an attacker.
  let offered = false;
  while (g.turns[0]!.step !== 'main2') {
    const d = g.pending!;
    if (d.kind === 'declareAttackers') {
      offered ||= d.options.some((o) => o.attacker === sorcerer);
      t.attack([]);
    } else pass(g);
  }
  assert.equal(offered, false, "it can't attack");
});

test("602.5 Damping Matrix: creatures' non-mana activated abilities can't be activated, mana abilities can", () => {
  def('Damping Matrix');
  const t = cardGame(
    {
      players: [
        { hand: ['Grizzly Bears'], battlefield: ['Damping Matrix', 'Prodigal Sorcerer', 'Llanowar Elves', 'Forest'] },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.equal(canActivate(g, 0, id(g, 'Prodigal Sorcerer'), [[{ kind: 'player', player: 1 }]]), false);
  assert.equal(canActivate(g, 0, id(g, 'Llanowar Elves')), true);
  t.cast('Grizzly Bears');
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'battlefield', 'the Elves paid for the Bears');
});

test("602.5 Cursed Totem: a creature's mana ability can't be activated, nor used to pay", () => {
  def('Cursed Totem');
  const t = cardGame(
    {
      players: [{ hand: ['Grizzly Bears'], battlefield: ['Cursed Totem', 'Llanowar Elves', 'Forest'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  assert.equal(canActivate(g, 0, id(g, 'Llanowar Elves')), false);
  const r = submitInPlace(g, 0, { kind: 'action', action: { kind: 'cast', card: id(g, 'Grizzly Bears') } });
  assert.equal(r.ok, false, "the Elves can't help pay for the Bears");
});

test("701.35a detain: Azorius Arrester — until your next turn the creature can't attack or block and its activated abilities can't be activated", () => {
  def('Azorius Arrester');
  const t = cardGame(
    {
      players: [
        { library: [...LIB], hand: ['Azorius Arrester'], battlefield: [...landsFor('{1}{W}')] },
        { library: [...LIB], battlefield: ['Prodigal Sorcerer'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const sorcerer = id(g, 'Prodigal Sorcerer');
  const face = [[{ kind: 'player', player: 0 }]];
  t.cast('Azorius Arrester');
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'object', id: sorcerer }]] } });
  passUntilNextTurn(g, 'upkeep'); // player 1's turn
  assert.equal(canActivate(g, 1, sorcerer, face), false, 'detained');
  passUntilNextTurn(g, 'upkeep'); // player 0's next turn: the detention is over
  t.pass();
  assert.equal(g.pending?.kind === 'priority' && g.pending.player, 1);
  assert.equal(canActivate(g, 1, sorcerer, face), true, 'no longer detained');
});

/** Player 0 (active, at declare attackers) attacks player 1 with `attackers`; returns at player 1's block. */
function attackWith(g: GameState, attackers: number[]): void {
  ok(g, 0, { kind: 'declareAttackers', attacks: attackers.map((a) => ({ attacker: a, defender: P1 })) });
  while (g.pending?.kind === 'priority') pass(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
}

test('509.1a Foriysian Brigade can block an additional creature each combat: it blocks two Grizzly Bears, not three', () => {
  def('Foriysian Brigade');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'] },
        { battlefield: ['Foriysian Brigade'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const [b1, b2, b3] = [0, 1, 2].map((k) => id(g, 'Grizzly Bears', 'battlefield', k));
  const brigade = id(g, 'Foriysian Brigade');
  attackWith(g, [b1!, b2!, b3!]);
  const three = submitInPlace(structuredClone(g), 1, {
    kind: 'declareBlockers',
    blocks: [b1!, b2!, b3!].map((a) => ({ blocker: brigade, attacker: a })),
  });
  assert.ok(!three.ok && three.error.rule === '509.1a', 'a third block is refused');
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: brigade, attacker: b1! },
      { blocker: brigade, attacker: b2! },
    ],
  });
  for (let k = 0; k < 20 && g.turns[0]!.step !== 'main2'; k++) {
    const d = g.pending!;
    if (d.kind === 'assignCombatDamage')
      ok(g, d.player, { kind: 'assignCombatDamage', assignment: [{ to: { kind: 'object', id: b1! }, amount: 2 }] });
    else pass(g);
  }
  assert.equal(g.players[1]!.life, 18, 'only the unblocked Bears dealt damage');
  assert.equal(g.objects[b1!], undefined, "the Brigade's 2 damage killed one blocked Bears (it left the battlefield)");
  assert.equal(g.objects[b2!]!.zone, 'battlefield');
  assert.equal(g.objects[brigade], undefined, 'both blocked Bears dealt their 2 damage to the 2/4');
  assert.ok(id(g, 'Foriysian Brigade', 'graveyard'));
});

test("509.1b Battlefront Krushok can't be blocked by more than one creature", () => {
  def('Battlefront Krushok');
  const t = cardGame(
    {
      players: [{ battlefield: ['Battlefront Krushok'] }, { battlefield: ['Grizzly Bears', 'Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const krushok = id(g, 'Battlefront Krushok');
  const [x, y] = [0, 1].map((k) => id(g, 'Grizzly Bears', 'battlefield', k));
  attackWith(g, [krushok]);
  const two = submitInPlace(structuredClone(g), 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: x!, attacker: krushok },
      { blocker: y!, attacker: krushok },
    ],
  });
  assert.ok(!two.ok && two.error.rule === '509.1b', 'a double block is refused');
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker: x!, attacker: krushok }] });
  assert.deepEqual(g.turns[0]!.combat!.attackers[0]!.blockedBy, [x]);
});

test('509.1a Coastline Chimera: {1}{W}: it can block an additional creature this turn', () => {
  def('Coastline Chimera');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
        { battlefield: ['Coastline Chimera', 'Plains', 'Plains'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const chimera = id(g, 'Coastline Chimera');
  const [x, y] = [0, 1].map((k) => id(g, 'Grizzly Bears', 'battlefield', k));
  ok(g, 0, { kind: 'declareAttackers', attacks: [x!, y!].map((a) => ({ attacker: a, defender: P1 })) });
  const both = [
    { blocker: chimera, attacker: x! },
    { blocker: chimera, attacker: y! },
  ];
  t.pass(); // player 0 passes in declare attackers; player 1 activates the Chimera
  t.activate('Coastline Chimera', { ability: 1 });
  resolveAll(g);
  while (g.pending?.kind === 'priority') pass(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
  ok(g, 1, { kind: 'declareBlockers', blocks: both });
  assert.equal(g.turns[0]!.combat!.attackers.filter((a) => a.blocked).length, 2);
});

test('509.1a without the activation Coastline Chimera blocks only one creature', () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Grizzly Bears', 'Grizzly Bears'] }, { battlefield: ['Coastline Chimera'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const chimera = id(g, 'Coastline Chimera');
  const [x, y] = [0, 1].map((k) => id(g, 'Grizzly Bears', 'battlefield', k));
  attackWith(g, [x!, y!]);
  const r = submitInPlace(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: chimera, attacker: x! },
      { blocker: chimera, attacker: y! },
    ],
  });
  assert.ok(!r.ok && r.error.rule === '509.1a');
});

test("509.1b Wandering Wolf: creatures with power less than its power can't block it", () => {
  def('Wandering Wolf');
  const t = cardGame(
    {
      players: [{ battlefield: ['Wandering Wolf'] }, { battlefield: ['Llanowar Elves', 'Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const wolf = id(g, 'Wandering Wolf');
  attackWith(g, [wolf]);
  const d = g.pending;
  assert.ok(d?.kind === 'declareBlockers');
  assert.ok(
    !d.options.some((o) => o.blocker === id(g, 'Llanowar Elves')),
    'the 1-power Elves cannot block the 2-power Wolf',
  );
  const r = submitInPlace(structuredClone(g), 1, {
    kind: 'declareBlockers',
    blocks: [{ blocker: id(g, 'Llanowar Elves'), attacker: wolf }],
  });
  assert.equal(r.ok, false);
  t.block({ 'Grizzly Bears': 'Wandering Wolf' });
  assert.equal(g.turns[0]!.combat!.attackers[0]!.blocked, true, 'the 2-power Bears can');
});

/** From player 1's blocks to the end of combat, answering one damage assignment with `assignment` (by `check` first). */
function toMain2(
  g: GameState,
  onAssign: (d: Extract<GameState['pending'], { kind: 'assignCombatDamage' }>) => void,
): void {
  for (let k = 0; k < 30 && g.turns[0]!.step !== 'main2'; k++) {
    const d = g.pending!;
    if (d.kind === 'assignCombatDamage') onAssign(d);
    else pass(g);
  }
}

test("510.1c Deathcoil Wurm: blocked, it may assign all its combat damage as though it weren't blocked", () => {
  def('Deathcoil Wurm');
  const t = cardGame(
    {
      players: [{ battlefield: ['Deathcoil Wurm'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const wurm = id(g, 'Deathcoil Wurm');
  const bears = id(g, 'Grizzly Bears');
  attackWith(g, [wurm]);
  t.block({ 'Grizzly Bears': 'Deathcoil Wurm' });
  let asked = false;
  toMain2(g, (d) => {
    asked = true;
    assert.deepEqual(d.unblockedTo, P1);
    const split = submitInPlace(structuredClone(g), 0, {
      kind: 'assignCombatDamage',
      assignment: [
        { to: { kind: 'object', id: bears }, amount: 2 },
        { to: P1, amount: 5 },
      ],
    });
    assert.equal(split.ok, false, "it can't trample over: all or nothing");
    ok(g, 0, { kind: 'assignCombatDamage', assignment: [{ to: P1, amount: 7 }] });
  });
  assert.ok(asked, 'its controller chose');
  assert.equal(g.players[1]!.life, 13);
  assert.equal(g.objects[bears]!.zone, 'battlefield', 'the blocker was dealt no damage');
  assert.equal(g.objects[wurm]!.damage, 2, 'the Bears still dealt their damage');
});

test("510.1c without the ability a blocked creature can't assign its damage to the player (Craw Wurm)", () => {
  const t = cardGame(
    {
      players: [{ battlefield: ['Craw Wurm'] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const wurm = id(g, 'Craw Wurm');
  attackWith(g, [wurm]);
  t.block({ 'Grizzly Bears': 'Craw Wurm' });
  toMain2(g, () => assert.fail('no choice to make'));
  assert.equal(g.players[1]!.life, 20);
});

test("509.1b Orchard Spirit can't be blocked except by creatures with flying or reach", () => {
  def('Orchard Spirit');
  const t = cardGame(
    {
      players: [{ battlefield: ['Orchard Spirit'] }, { battlefield: ['Grizzly Bears', 'Giant Spider'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const spirit = id(g, 'Orchard Spirit');
  attackWith(g, [spirit]);
  const d = g.pending;
  assert.ok(d?.kind === 'declareBlockers');
  assert.deepEqual(
    d.options.map((o) => o.blocker),
    [id(g, 'Giant Spider')],
    'only the reach creature may block it',
  );
});

test('702.28b Heartwood Dryad can block a creature with shadow as though it had shadow; Grizzly Bears cannot', () => {
  def('Heartwood Dryad');
  const t = cardGame(
    {
      players: [{ battlefield: ['Dauthi Slayer'] }, { battlefield: ['Heartwood Dryad', 'Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const slayer = id(g, 'Dauthi Slayer');
  attackWith(g, [slayer]);
  const d = g.pending;
  assert.ok(d?.kind === 'declareBlockers');
  assert.deepEqual(
    d.options.map((o) => o.blocker),
    [id(g, 'Heartwood Dryad')],
  );
  t.block({ 'Heartwood Dryad': 'Dauthi Slayer' });
  assert.equal(g.turns[0]!.combat!.attackers[0]!.blocked, true);
});

test('509.3c Elvish Berserker becomes blocked: it gets +1/+1 until end of turn for each creature blocking it', () => {
  def('Elvish Berserker');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Elvish Berserker'] },
        { battlefield: ['Llanowar Elves', 'Llanowar Elves', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const berserker = id(g, 'Elvish Berserker');
  attackWith(g, [berserker]);
  const [e1, e2] = [0, 1].map((k) => id(g, 'Llanowar Elves', 'battlefield', k));
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: e1!, attacker: berserker },
      { blocker: e2!, attacker: berserker },
    ],
  });
  resolveAll(g);
  assert.deepEqual(pt(g, berserker), [3, 3], '1/1 with two blockers: +2/+2 (the unblocking Bears do not count)');
});

/** Player 0's `attacker` attacks, player 1's `blocker` blocks it; passes until the second main phase. */
function blockedBy(g: GameState, attacker: number, blocker: number): void {
  attackWith(g, [attacker]);
  ok(g, 1, { kind: 'declareBlockers', blocks: [{ blocker, attacker }] });
  for (let k = 0; k < 30 && g.turns[0]!.step !== 'main2'; k++) {
    const d = g.pending!;
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'orderTriggers') ok(g, d.player, { kind: 'orderTriggers', order: d.triggers.map((_, i) => i) });
    else assert.fail(`unexpected decision ${d.kind}`);
  }
}

test("120.3 / 603.2: Dripping Dead — 'deals combat damage to a creature, destroy that creature. It can't be regenerated.'", () => {
  modernDef('Dripping Dead');
  const s = modernScenario();
  s.battlefield(0, ['Dripping Dead']);
  s.battlefield(1, ['Colossal Dreadmaw']);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  blockedBy(g, id(g, 'Dripping Dead'), id(g, 'Colossal Dreadmaw'));
  assert.ok(has(g, 'Colossal Dreadmaw', 'graveyard'), '4 damage to a 6/6, then the trigger destroys it');
  assert.ok(has(g, 'Dripping Dead', 'graveyard'), 'the 6/6 killed the 4/1');
});

test("502.3: Kashi-Tribe Elite — the creature it dealt combat damage to is tapped and doesn't untap during its controller's next untap step", () => {
  modernDef('Kashi-Tribe Elite');
  const s = modernScenario();
  s.battlefield(0, ['Kashi-Tribe Elite']);
  s.battlefield(1, ['Horned Turtle']);
  s.library(0, LIB);
  s.library(1, LIB);
  const g = s.start({ active: 0, step: 'declareAttackers', beginStep: true });
  const turtle = id(g, 'Horned Turtle');
  blockedBy(g, id(g, 'Kashi-Tribe Elite'), turtle);
  assert.equal(g.objects[turtle]!.damage, 2);
  assert.equal(g.objects[turtle]!.tapped, true, 'the 1/4 that survived is tapped');
  passUntilNextTurn(g, 'upkeep');
  assert.equal(g.turns[0]!.activePlayers[0], 1);
  assert.equal(g.objects[turtle]!.tapped, true, "it didn't untap in its controller's untap step");
  passUntilNextTurn(g, 'upkeep');
  passUntilNextTurn(g, 'upkeep');
  assert.equal(g.objects[turtle]!.tapped, false, 'it untaps in the untap step after that');
});
