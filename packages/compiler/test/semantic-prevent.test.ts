/**
 * Prevention and redirection (615, 614.9, 609.7) on real compiled cards, played in engine games: "the next time a
 * source of your choice would deal damage" shields, "prevent all combat damage that would be dealt to and dealt by",
 * "… dealt by target creature", "… by attacking creatures", "the next N damage … is dealt to ~ instead",
 * "all damage that would be dealt to … this turn is dealt to … instead".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { compiled, act, def, has, id, ok, pass, resolveAll, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

const life = (g: GameState, p: number): number => g.players[p]!.life;

/** Passes priority (declaring no blockers) until the turn reaches `step` with a priority decision. */
function passUntil(g: GameState, step: string, blocks: { blocker: number; attacker: number }[] = []): void {
  for (let i = 0; i < 100; i++) {
    if (g.turns[0]!.step === step && g.pending?.kind === 'priority') return;
    const d = g.pending;
    assert.ok(d, 'a decision is pending');
    if (d.kind === 'priority') pass(g);
    else if (d.kind === 'declareBlockers') ok(g, d.player, { kind: 'declareBlockers', blocks });
    else assert.fail(`unexpected ${d.kind}`);
  }
  assert.fail(`never reached ${step}`);
}

/** Activates the first activated ability of `source` with these targets; returns the pending decision kind after. */
function activate(
  g: GameState,
  player: number,
  source: number,
  targets: { kind: 'object'; id: number }[][] = [],
): void {
  const d = g.pending;
  const a =
    d?.kind === 'priority'
      ? d.actions.find((x) => x.kind === 'activate' && x.source === source && !x.manaAbility)
      : undefined;
  assert.ok(a && a.kind === 'activate', 'the ability can be activated');
  act(g, player, { kind: 'activate', source, ability: a.ability, targets });
}

test("615.7 / 609.7a: Circle of Protection: Red — the chosen red source's next damage to you is prevented, once", () => {
  def('Circle of Protection: Red');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Circle of Protection: Red', 'Plains', 'Plains'] },
        { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const bolt = id(g, 'Lightning Bolt', 'hand', 0);
  act(g, 1, { kind: 'cast', card: bolt, targets: [[{ kind: 'player', player: 0 } as never]] });
  t.pass();
  activate(g, 0, id(g, 'Circle of Protection: Red'));
  t.pass();
  t.pass(); // the ability resolves: choose the source
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects', 'a source is chosen as the effect is created');
  const onStack = id(g, 'Lightning Bolt', 'stack');
  assert.ok(d.options.includes(onStack), 'the red spell on the stack may be chosen');
  assert.ok(!d.options.includes(id(g, 'Grizzly Bears')), 'a green permanent is not a red source');
  ok(g, 0, { kind: 'chooseObjects', objects: [onStack] });
  resolveAll(g);
  assert.equal(life(g, 0), 20, "the chosen Bolt's damage is prevented");
  // The shield was used up; another Bolt (a different source) is not prevented.
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt', 'hand'),
    targets: [[{ kind: 'player', player: 0 } as never]],
  });
  resolveAll(g);
  assert.equal(life(g, 0), 17);
});

test('614.9: Beacon of Destiny — the next damage a chosen source would deal to you is dealt to Beacon instead', () => {
  def('Beacon of Destiny');
  const t = cardGame(
    {
      players: [{ battlefield: ['Beacon of Destiny'] }, { hand: ['Lightning Bolt'], battlefield: ['Mountain'] }],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt', 'hand'),
    targets: [[{ kind: 'player', player: 0 } as never]],
  });
  t.pass();
  const beacon = id(g, 'Beacon of Destiny');
  activate(g, 0, beacon);
  t.pass();
  t.pass();
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseObjects');
  t.choose(['Lightning Bolt']);
  resolveAll(g);
  assert.equal(life(g, 0), 20, 'no damage to the player');
  assert.ok(
    g.objects[beacon] === undefined || g.objects[beacon]!.zone !== 'battlefield',
    'Beacon (1/3) was dealt 3 damage and died',
  );
});

test("614.9: Reflect Damage — the chosen source's next damage is dealt to that source's controller instead", () => {
  def('Reflect Damage');
  const t = cardGame(
    {
      players: [
        { hand: ['Reflect Damage'], battlefield: ['Plains', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt', 'hand'),
    targets: [[{ kind: 'player', player: 0 } as never]],
  });
  t.pass();
  t.cast('Reflect Damage');
  t.pass();
  t.pass();
  t.choose(['Lightning Bolt']);
  resolveAll(g);
  assert.equal(life(g, 0), 20);
  assert.equal(life(g, 1), 17, "Bolt's controller is dealt the damage");
});

test('615.1a: Maze of Ith — combat damage dealt to and dealt by the untapped attacker is prevented', () => {
  def('Maze of Ith');
  const t = cardGame(
    {
      players: [{ battlefield: ['Maze of Ith'] }, { battlefield: ['Hill Giant'] }],
      position: { active: 'P2', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.attack({ 'Hill Giant': 'P1' });
  t.pass();
  activate(g, 0, id(g, 'Maze of Ith'), [[{ kind: 'object', id: giant }]]);
  resolveAll(g);
  assert.equal(g.objects[giant]!.tapped, false, 'untapped');
  passUntil(g, 'endCombat');
  assert.equal(life(g, 0), 20, 'its combat damage is prevented');
});

test('615.1a: Cephalid Illusionist — a blocked creature deals and is dealt no combat damage', () => {
  def('Cephalid Illusionist');
  const s2 = scenario();
  s2.battlefield(0, ['Cephalid Illusionist', 'Island', 'Island', 'Island']);
  s2.battlefield(1, ['Hill Giant']);
  const g2 = s2.start({ active: 1, step: 'declareAttackers', beginStep: true });
  const giant = id(g2, 'Hill Giant');
  const il2 = id(g2, 'Cephalid Illusionist');
  ok(g2, 1, { kind: 'declareAttackers', attacks: [{ attacker: giant, defender: { kind: 'player', player: 0 } }] });
  passUntil(g2, 'declareBlockers', [{ blocker: il2, attacker: giant }]);
  // Active player has priority first in the declare blockers step; pass to the defender.
  pass(g2);
  activate(g2, 0, il2, [[{ kind: 'object', id: il2 }]]);
  resolveAll(g2);
  passUntil(g2, 'endCombat');
  assert.equal(g2.objects[il2]?.zone, 'battlefield', 'the 1/1 blocker survived the 3/3');
  assert.equal(g2.objects[giant]!.damage, 0, 'and dealt no damage');
});

test('615.1a: Fend Off — all combat damage the target creature would deal is prevented, other damage to it is not', () => {
  def('Fend Off');
  const t = cardGame(
    {
      players: [
        { hand: ['Fend Off', 'Shock'], battlefield: ['Plains', 'Plains', 'Mountain'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P2', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.attack({ 'Hill Giant': 'P1' });
  t.pass();
  t.cast('Fend Off', { targets: ['Hill Giant'] });
  resolveAll(g);
  passUntil(g, 'endCombat');
  assert.equal(life(g, 0), 20);
  t.pass();
  t.cast('Shock', { targets: ['Hill Giant'] });
  resolveAll(g);
  assert.equal(g.objects[giant]!.damage, 2, 'damage dealt to it is not prevented');
});

test("615.1a: Ethereal Haze — damage creatures would deal this turn is prevented, a spell's is not", () => {
  def('Ethereal Haze');
  const t = cardGame(
    {
      players: [
        { hand: ['Ethereal Haze'], battlefield: ['Plains', 'Mountain'] },
        { hand: ['Shock'], battlefield: ['Hill Giant', 'Mountain'] },
      ],
      position: { active: 'P2', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.attack({ 'Hill Giant': 'P1' });
  t.pass();
  t.cast('Ethereal Haze');
  resolveAll(g);
  passUntil(g, 'endCombat');
  assert.equal(life(g, 0), 20, "the attacking creature's damage is prevented");
  act(g, 1, { kind: 'cast', card: id(g, 'Shock', 'hand'), targets: [[{ kind: 'player', player: 0 } as never]] });
  resolveAll(g);
  assert.equal(life(g, 0), 18, 'a spell is not a creature');
});

test('614.9: Daughter of Autumn — the next 1 damage to the target white creature is dealt to her instead', () => {
  def('Daughter of Autumn');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Daughter of Autumn', 'Plains', 'Serra Angel'] },
        { hand: ['Shock'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const lions = id(g, 'Serra Angel');
  const daughter = id(g, 'Daughter of Autumn');
  t.cast('Shock', { targets: ['Serra Angel'] });
  t.pass();
  activate(g, 0, daughter, [[{ kind: 'object', id: lions }]]);
  resolveAll(g);
  assert.equal(g.objects[lions]!.damage, 1, 'the Angel is dealt 1 of the 2');
  assert.equal(g.objects[daughter]!.damage, 1, 'Daughter of Autumn is dealt the other 1');
});

test('615.7: Battlefield Medic — prevent the next X damage, X counted as it resolves', () => {
  def('Battlefield Medic');
  const t = cardGame(
    {
      players: [
        { battlefield: ['Battlefield Medic', 'Battlefield Medic', 'Hill Giant'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.cast('Lightning Bolt', { targets: ['Hill Giant'] });
  t.pass();
  activate(g, 0, id(g, 'Battlefield Medic', 'battlefield', 0), [[{ kind: 'object', id: giant }]]);
  resolveAll(g);
  assert.equal(g.objects[giant]!.damage, 1, 'two Clerics: 2 of the 3 damage is prevented');
});

test('614.9: Kor Chant — all damage from the chosen source to the first target is dealt to the second instead', () => {
  def('Kor Chant');
  const t = cardGame(
    {
      players: [
        { hand: ['Kor Chant'], battlefield: ['Plains', 'Plains', 'Plains', 'Hill Giant', 'Grizzly Bears'] },
        { hand: ['Shock'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  const bears = id(g, 'Grizzly Bears');
  t.cast('Shock', { targets: ['Grizzly Bears'] });
  t.pass();
  t.cast('Kor Chant', { targets: [['Grizzly Bears'], ['Hill Giant']] });
  t.pass();
  t.pass();
  t.choose(['Shock']);
  resolveAll(g);
  assert.equal(g.objects[bears]?.zone, 'battlefield', 'the Bears are unharmed');
  assert.equal(g.objects[bears]!.damage, 0);
  assert.equal(g.objects[giant]!.damage, 2, 'the Giant is dealt the damage instead');
});

test('614.1a / 700.4: Anger of the Gods — creatures dealt damage this way that would die are exiled instead', () => {
  def('Anger of the Gods');
  const t = cardGame(
    {
      players: [
        { hand: ['Anger of the Gods'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Grizzly Bears', 'Serra Angel'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Anger of the Gods');
  resolveAll(g);
  assert.ok(g.players[1]!.graveyard.length === 0, 'nothing went to the graveyard');
  assert.equal(
    g.exile.filter((x) => g.cards[g.objects[x]!.defKey]!.name === 'Grizzly Bears').length,
    1,
    'the Bears are exiled',
  );
  assert.equal(g.objects[id(g, 'Serra Angel')]!.zone, 'battlefield', 'the 4/4 survives');
});

test('614.1a: Magma Spray — if that creature would die this turn, it is exiled instead (also when it dies later)', () => {
  def('Magma Spray');
  const t = cardGame(
    {
      players: [
        { hand: ['Magma Spray', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
        { battlefield: ['Hill Giant'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  t.cast('Magma Spray', { targets: ['Hill Giant'] });
  resolveAll(g);
  assert.equal(g.objects[giant]!.zone, 'battlefield');
  t.cast('Shock', { targets: ['Hill Giant'] });
  resolveAll(g);
  assert.equal(g.players[1]!.graveyard.length, 0);
  assert.ok(has(g, 'Hill Giant', 'exile'));
});

test("614.1a: Kumano's Pupils — a creature it dealt damage this turn that would die is exiled instead", () => {
  def("Kumano's Pupils");
  const t = cardGame(
    {
      players: [{ battlefield: ["Kumano's Pupils"] }, { battlefield: ['Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true, turn: 3 },
    },
    compiled,
  );
  const g = t.state;
  const pupils = id(g, "Kumano's Pupils");
  const bears = id(g, 'Grizzly Bears');
  t.attack({ "Kumano's Pupils": 'P2' });
  passUntil(g, 'endCombat', [{ blocker: bears, attacker: pupils }]);
  assert.ok(has(g, 'Grizzly Bears', 'exile'), 'the blocker dealt lethal damage by the Pupils is exiled');
  assert.equal(g.players[1]!.graveyard.length, 0);
});

test("614.1a: Gravebane Zombie — if it would die, it is put on top of its owner's library instead", () => {
  def('Gravebane Zombie');
  const t = cardGame(
    {
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        { library: ['Island', 'Island'], battlefield: ['Gravebane Zombie'] },
      ],
      position: { active: 'P1', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['Gravebane Zombie'] });
  resolveAll(g);
  const top = g.players[1]!.library[0]!;
  assert.equal(g.cards[g.objects[top]!.defKey]!.name, 'Gravebane Zombie');
});

test('614.9: Empyrial Archangel — all damage that would be dealt to you is dealt to it instead', () => {
  def('Empyrial Archangel');
  const t = cardGame(
    {
      players: [{ battlefield: ['Empyrial Archangel'] }, { hand: ['Lightning Bolt'], battlefield: ['Mountain'] }],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt', 'hand'),
    targets: [[{ kind: 'player', player: 0 } as never]],
  });
  resolveAll(g);
  assert.equal(life(g, 0), 20);
  assert.equal(g.objects[id(g, 'Empyrial Archangel')]!.damage, 3);
});

test('614.9: Treacherous Link — damage to the enchanted creature is dealt to its controller instead', () => {
  def('Treacherous Link');
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Lightning Bolt']);
  const [giant] = s.battlefield(1, ['Hill Giant']);
  s.battlefield(0, [{ card: 'Treacherous Link', attachedTo: giant! }]);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt', 'hand'), targets: [[{ kind: 'object', id: giant! }]] });
  resolveAll(g);
  assert.equal(g.objects[giant!]!.damage, 0, 'the creature is dealt no damage');
  assert.equal(life(g, 1), 17, 'its controller is dealt the damage instead');
});

test('615.1a: Defend the Hearth — combat damage to players is prevented, combat damage to creatures is not', () => {
  def('Defend the Hearth');
  const t = cardGame(
    {
      players: [
        { hand: ['Defend the Hearth'], battlefield: ['Forest', 'Forest', 'Grizzly Bears'] },
        { battlefield: ['Hill Giant', 'Craw Wurm'] },
      ],
      position: { active: 'P2', step: 'declareAttackers', begin_step: true },
    },
    compiled,
  );
  const g = t.state;
  const giant = id(g, 'Hill Giant');
  const angel = id(g, 'Craw Wurm');
  const bears = id(g, 'Grizzly Bears');
  t.attack({ 'Hill Giant': 'P1', 'Craw Wurm': 'P1' });
  t.pass();
  t.cast('Defend the Hearth');
  resolveAll(g);
  passUntil(g, 'endCombat', [{ blocker: bears, attacker: angel }]);
  assert.equal(life(g, 0), 20, 'no combat damage to the player');
  assert.equal(g.objects[angel]!.damage, 2, 'the blocker still deals its damage');
});

test("615.6: Reverse Damage — the chosen source's damage is prevented and you gain that much life", () => {
  def('Reverse Damage');
  const t = cardGame(
    {
      players: [
        { hand: ['Reverse Damage'], battlefield: ['Plains', 'Plains', 'Plains'] },
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      ],
      position: { active: 'P2', step: 'main1' },
    },
    compiled,
  );
  const g = t.state;
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt', 'hand'),
    targets: [[{ kind: 'player', player: 0 } as never]],
  });
  t.pass();
  t.cast('Reverse Damage');
  t.pass();
  t.pass();
  t.choose(['Lightning Bolt']);
  resolveAll(g);
  assert.equal(life(g, 0), 23, 'no damage, and 3 life gained');
});

test('615.1a: Indentured Oaf — the damage it would deal to red creatures is prevented', () => {
  def('Indentured Oaf');
  const t = cardGame(
    {
      players: [{ battlefield: ['Indentured Oaf'] }, { battlefield: ['Hill Giant', 'Grizzly Bears'] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true, turn: 3 },
    },
    compiled,
  );
  const g = t.state;
  const oaf = id(g, 'Indentured Oaf');
  const giant = id(g, 'Hill Giant');
  t.attack({ 'Indentured Oaf': 'P2' });
  passUntil(g, 'endCombat', [{ blocker: giant, attacker: oaf }]);
  assert.equal(g.objects[giant]!.damage, 0, 'the red blocker is dealt no damage');
});
