/**
 * Combat requirements (508.1d, 509.1c), "as though it didn't have defender" (702.3b) and replacement / prevention
 * statics (614, 615) on real compiled cards, played in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type GameState, submitInPlace, legalizeBlocks } from '@arbiter/engine';
import { compiled, act, def, id, landsFor, ok, pass, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';
import { ownObject } from '@arbiter/engine';

const P1 = { kind: 'player' as const, player: 1 };

/** Player 0 (active, at declare attackers) attacks player 1 with `attackers`; returns at player 1's block. */
function attackWith(g: GameState, attackers: number[]): void {
  ok(g, 0, { kind: 'declareAttackers', attacks: attackers.map((a) => ({ attacker: a, defender: P1 })) });
  while (g.pending?.kind === 'priority') pass(g);
  assert.equal(g.pending?.kind, 'declareBlockers');
}

function refused(g: GameState, player: number, blocks: { blocker: number; attacker: number }[]): string | undefined {
  const r = submitInPlace(structuredClone(g), player, { kind: 'declareBlockers', blocks });
  return r.ok ? undefined : r.error.rule;
}

test('509.1c Taunting Elf: all creatures able to block it do so (a tapped creature is not able)', () => {
  def('Taunting Elf');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Taunting Elf', 'Hill Giant'] },
        { battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Savannah Lions'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const elf = id(g, 'Taunting Elf');
  const giant = id(g, 'Hill Giant');
  const [x, y] = [0, 1].map((k) => id(g, 'Grizzly Bears', 'battlefield', k));
  const lions = id(g, 'Savannah Lions');
  ownObject(g, lions).tapped = true;
  attackWith(g, [elf, giant]);
  assert.equal(refused(g, 1, []), '509.1c', 'no block is refused');
  assert.equal(refused(g, 1, [{ blocker: x!, attacker: elf }]), '509.1c', 'one Bears blocking is not enough');
  assert.equal(
    refused(g, 1, [
      { blocker: x!, attacker: elf },
      { blocker: y!, attacker: giant },
    ]),
    '509.1c',
    'blocking the other attacker instead is refused',
  );
  const d = g.pending;
  assert.ok(d && d.kind === 'declareBlockers');
  assert.deepEqual(
    new Set(legalizeBlocks(g, d, []).map((b) => `${b.blocker}>${b.attacker}`)),
    new Set([`${x}>${elf}`, `${y}>${elf}`]),
    'the AI helper finds the required blocks',
  );
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: x!, attacker: elf },
      { blocker: y!, attacker: elf },
    ],
  });
  assert.deepEqual([...g.turns[0]!.combat!.attackers.find((a) => a.attacker === elf)!.blockedBy].sort(), [x, y].sort());
});

test('509.1c Alluring Scent: all creatures able to block target creature this turn do so', () => {
  def('Alluring Scent');
  const t = cardGame(
    {
      players: [
        { hand: ['Alluring Scent'], battlefield: [...landsFor('{1}{G}{G}'), 'Grizzly Bears', 'Hill Giant'] },
        { battlefield: ['Savannah Lions'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  const lions = id(g, 'Savannah Lions');
  t.cast('Alluring Scent', { targets: ['Hill Giant'] });
  resolveAll(g);
  while (!(g.pending?.kind === 'declareAttackers')) pass(g);
  attackWith(g, [bears, giant]);
  assert.equal(refused(g, 1, [{ blocker: lions, attacker: bears }]), '509.1c');
  assert.equal(refused(g, 1, []), '509.1c');
  t.block({ 'Savannah Lions': 'Hill Giant' });
});

test('509.1c Goblin Fire Fiend must be blocked if able: one blocker is enough', () => {
  def('Goblin Fire Fiend');
  const t = cardGame(
    {
      players: [{ battlefield: ['Goblin Fire Fiend'] }, { battlefield: ['Grizzly Bears', 'Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const fiend = id(g, 'Goblin Fire Fiend');
  const x = id(g, 'Grizzly Bears');
  ownObject(g, fiend).summoningSick = false;
  attackWith(g, [fiend]);
  assert.equal(refused(g, 1, []), '509.1c');
  t.block({ 'Grizzly Bears': 'Goblin Fire Fiend' });
});

test('509.1c Rampant Elephant: target creature blocks it this turn if able (not another attacker)', () => {
  def('Rampant Elephant');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Forest', 'Rampant Elephant', 'Hill Giant'] },
        { battlefield: ['Grizzly Bears', 'Savannah Lions'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const elephant = id(g, 'Rampant Elephant');
  const giant = id(g, 'Hill Giant');
  const bears = id(g, 'Grizzly Bears');
  const lions = id(g, 'Savannah Lions');
  t.activate('Rampant Elephant', { ability: 0, targets: ['Grizzly Bears'] });
  resolveAll(g);
  while (!(g.pending?.kind === 'declareAttackers')) pass(g);
  attackWith(g, [elephant, giant]);
  assert.equal(refused(g, 1, [{ blocker: bears, attacker: giant }]), '509.1c', 'the Bears must block the Elephant');
  assert.equal(
    refused(g, 1, [{ blocker: lions, attacker: elephant }]),
    '509.1c',
    "the Lions blocking it does not obey the Bears' requirement",
  );
  t.block({ 'Grizzly Bears': 'Rampant Elephant', 'Savannah Lions': 'Hill Giant' });
});

test("509.1b Auriok Siege Sled: target artifact creature can't block it this turn", () => {
  def('Auriok Siege Sled');
  const t = cardGame(
    {
      players: [{ battlefield: ['Plains', 'Auriok Siege Sled'] }, { battlefield: ['Ornithopter'] }],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const sled = id(g, 'Auriok Siege Sled');
  const thopter = id(g, 'Ornithopter');
  t.activate('Auriok Siege Sled', { ability: 1, targets: ['Ornithopter'] });
  resolveAll(g);
  while (!(g.pending?.kind === 'declareAttackers')) pass(g);
  t.attack({ 'Auriok Siege Sled': 'P2' });
  for (let k = 0; k < 20 && g.turns[0]!.step !== 'main2'; k++) {
    assert.notEqual(g.pending?.kind, 'declareBlockers', 'the Ornithopter has nothing it may block');
    t.pass();
  }
  assert.equal(g.players[1]!.life, 17);
});

test('508.1d Boiling Blood: target creature attacks this turn if able', () => {
  def('Boiling Blood');
  const s = scenario();
  s.battlefield(0, [...landsFor('{2}{R}'), 'Grizzly Bears', 'Hill Giant']);
  s.hand(0, ['Boiling Blood']);
  s.library(0, ['Forest']); // "Draw a card."
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  const giant = id(g, 'Hill Giant');
  act(g, 0, { kind: 'cast', card: id(g, 'Boiling Blood'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  while (!(g.pending?.kind === 'declareAttackers')) pass(g);
  const none = submitInPlace(structuredClone(g), 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: giant, defender: P1 }],
  });
  assert.ok(!none.ok && none.error.rule === '508.1d', 'attacking without the Bears is refused');
  ok(g, 0, { kind: 'declareAttackers', attacks: [{ attacker: bears, defender: P1 }] });
  assert.equal(g.players[0]!.hand.length, 1, 'and its controller drew a card');
});

test("702.3b Returned Phalanx: {1}{U}: it can attack this turn as though it didn't have defender", () => {
  def('Returned Phalanx');
  const t = cardGame(
    {
      players: [{ battlefield: [...landsFor('{1}{U}'), 'Returned Phalanx', 'Grizzly Bears'] }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const phalanx = id(g, 'Returned Phalanx');
  const bears = id(g, 'Grizzly Bears');
  const probe = structuredClone(g);
  while (!(probe.pending?.kind === 'declareAttackers')) pass(probe);
  assert.ok(!probe.pending.options.some((o) => o.attacker === phalanx), 'with defender it may not attack');
  t.activate('Returned Phalanx', { ability: 1 });
  resolveAll(g);
  while (!(g.pending?.kind === 'declareAttackers')) pass(g);
  t.attack({ 'Returned Phalanx': 'P2', 'Grizzly Bears': 'P2' });
  while (g.turns[0]!.step !== 'main2') pass(g);
  assert.equal(g.players[1]!.life, 20 - 3 - 2);
});

test('615.1a Sphere of Law: if a red source would deal damage to you, prevent 2 of that damage (a spell on the stack is a source)', () => {
  def('Sphere of Law');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: [...landsFor('{R}'), ...landsFor('{B}{B}')] },
        { battlefield: ['Sphere of Law'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 19, 'Lightning Bolt dealt 3 - 2');
});

test('614.1a Fire Servant: a red instant you control deals double damage; Lashknife Barrier: damage to your creature minus 1', () => {
  def('Fire Servant');
  def('Lashknife Barrier');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Fire Servant'] },
        { library: ['Plains'], battlefield: ['Lashknife Barrier', 'Colossal Dreadmaw'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 14, 'doubled: 6');
  const wurm = id(g, 'Colossal Dreadmaw');
  t.cast('Lightning Bolt', { targets: ['Colossal Dreadmaw'] });
  let asked = false;
  for (let k = 0; k < 20 && g.turns[0]!.stack.length > 0; k++) {
    const d = g.pending!;
    if (d.kind === 'orderReplacements') {
      // 616.1: the affected player (the Wurm's controller) applies Lashknife Barrier's "minus 1" first.
      assert.equal(d.player, 1);
      const first = d.effects.findIndex((t) => t.includes('Lashknife'));
      assert.ok(first >= 0);
      ok(g, 1, { kind: 'orderReplacements', order: [first, ...d.effects.map((_, i) => i).filter((i) => i !== first)] });
      asked = true;
    } else pass(g);
  }
  assert.ok(asked, 'the affected player orders the two replacement effects');
  assert.ok(g.objects[wurm], 'the 6/6 survives');
  assert.equal(g.objects[wurm]!.damage, 4, '(3 - 1) * 2');
});

test("510.1a Farrel's Zealot: if you have it deal 3 damage to target creature, it assigns no combat damage this turn", () => {
  def("Farrel's Zealot");
  for (const yes of [true, false]) {
    const t = cardGame(
      {
        players: [{ battlefield: ["Farrel's Zealot"] }, { battlefield: ['Hill Giant'] }],
        position: { active: 'P1', step: 'declareAttackers', begin_step: true },
      },
      compiled,
    );
    const g = t.state;
    const zealot = id(g, "Farrel's Zealot");
    const giant = id(g, 'Hill Giant');
    ownObject(g, giant).tapped = true; // nothing can block
    t.attack({ "Farrel's Zealot": 'P2' });
    for (let k = 0; k < 30 && g.turns[0]!.step !== 'main2'; k++) {
      const d = g.pending!;
      if (d.kind === 'chooseTargets')
        ok(g, d.player, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: giant }]] });
      else if (d.kind === 'yesNo') ok(g, d.player, { kind: 'yesNo', yes });
      else pass(g);
    }
    if (yes) {
      assert.equal(g.objects[giant], undefined, 'the 3/3 Hill Giant was dealt 3 damage');
      assert.equal(g.players[1]!.life, 20, 'the Zealot assigned no combat damage');
    } else {
      assert.ok(g.objects[giant]);
      assert.equal(g.players[1]!.life, 18, 'without the trigger it deals its combat damage');
    }
  }
});

test('615.1a Safe Passage: prevent all damage that would be dealt to you and creatures you control this turn (not to others)', () => {
  def('Safe Passage');
  const t = cardGame(
    {
      players: [
        { hand: ['Safe Passage'], battlefield: [...landsFor('{2}{W}'), 'Grizzly Bears'] },
        {
          hand: ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Savannah Lions'],
        },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  const lions = id(g, 'Savannah Lions');
  t.cast('Safe Passage');
  resolveAll(g);
  const bolt = (target: { kind: 'player'; player: number } | { kind: 'object'; id: number }): void => {
    t.pass(); // player 0 passes priority in the main phase; player 1 casts at instant speed
    act(g, 1, { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[target]] });
    resolveAll(g);
  };
  bolt({ kind: 'player', player: 0 });
  bolt({ kind: 'object', id: bears });
  bolt({ kind: 'object', id: lions });
  assert.equal(g.players[0]!.life, 20, 'damage to you is prevented');
  assert.equal(g.objects[bears]!.damage, 0, 'damage to your creature is prevented');
  assert.equal(g.objects[lions], undefined, "the opponent's creature is not protected");
});

test("615.12 Pinpoint Avalanche: the damage can't be prevented (Safe Passage doesn't stop it)", () => {
  def('Pinpoint Avalanche');
  def('Excruciator');
  const t = cardGame(
    {
      players: [
        { hand: ['Pinpoint Avalanche', 'Lightning Bolt'], battlefield: [...landsFor('{3}{R}{R}'), ...landsFor('{R}')] },
        { hand: ['Safe Passage'], battlefield: [...landsFor('{2}{W}'), 'Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.pass();
  t.cast('Safe Passage');
  resolveAll(g);
  t.cast('Lightning Bolt', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.life, 20, 'preventable damage is prevented');
  t.cast('Pinpoint Avalanche', { targets: ['Hill Giant'] });
  resolveAll(g);
  assert.equal(g.objects[giant], undefined, "4 damage that can't be prevented destroyed the 3/3");
});

test('614.1a / 614.11 Boon Reflection and Thought Reflection: Reviving Dose gains twice 3 life and draws four cards with two Thought Reflections', () => {
  def('Boon Reflection');
  def('Thought Reflection');
  const t = cardGame(
    {
      players: [
        {
          library: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
          hand: ['Reviving Dose'],
          battlefield: [...landsFor('{2}{W}'), 'Boon Reflection', 'Thought Reflection', 'Thought Reflection'],
        },
        {},
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Reviving Dose');
  resolveAll(g);
  assert.equal(g.players[0]!.life, 26);
  assert.equal(g.players[0]!.hand.length, 4, 'each Thought Reflection applies to each draw: 2 × 2');
});

test("614.1a Leyline of the Void: a card that would be put into an opponent's graveyard is exiled instead (yours isn't)", () => {
  def('Leyline of the Void');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Leyline of the Void'] },
        { battlefield: ['Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Lightning Bolt', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.ok(id(g, 'Grizzly Bears', 'exile'), "the opponent's Bears are exiled instead");
  assert.equal(g.players[1]!.graveyard.length, 0);
  assert.ok(id(g, 'Lightning Bolt', 'graveyard'), 'your own card goes to your graveyard');
});

test("614.1a Darksteel Colossus: discarded, it is revealed and shuffled into its owner's library instead", () => {
  def('Darksteel Colossus');
  def('Mind Rot');
  const t = cardGame(
    {
      players: [
        { hand: ['Mind Rot'], battlefield: [...landsFor('{2}{B}')] },
        { library: ['Forest', 'Forest'], hand: ['Darksteel Colossus', 'Grizzly Bears'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Mind Rot', { targets: ['P2'] });
  resolveAll(g);
  assert.ok(id(g, 'Darksteel Colossus', 'library'));
  assert.equal(g.players[1]!.library.length, 3);
  assert.ok(id(g, 'Grizzly Bears', 'graveyard'));
});

test('615.1a Argothian Treefolk: prevent all damage that would be dealt to it by artifact sources (not by others)', () => {
  def('Argothian Treefolk');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Bronze Sable', 'Grizzly Bears'] },
        { battlefield: ['Argothian Treefolk', 'Argothian Treefolk'] },
      ],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const sable = id(g, 'Bronze Sable');
  const bears = id(g, 'Grizzly Bears');
  const [t1, t2] = [0, 1].map((k) => id(g, 'Argothian Treefolk', 'battlefield', k));
  attackWith(g, [sable, bears]);
  ok(g, 1, {
    kind: 'declareBlockers',
    blocks: [
      { blocker: t1!, attacker: sable },
      { blocker: t2!, attacker: bears },
    ],
  });
  for (let k = 0; k < 20 && g.turns[0]!.step !== 'main2'; k++) pass(g);
  assert.equal(g.objects[t1!]!.damage, 0, "the artifact creature's damage is prevented");
  assert.equal(g.objects[t2!]!.damage, 2, "the Bears' damage isn't");
});
