/** 116, 117, 405, 601–608: priority, casting, activating and resolving. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, life, names, pass, refused, resolveAll, scenario, zoneOf } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('117.3b / 117.4: when all players pass in succession the top object resolves, then the active player gets priority', () => {
  const t = cardGame({
    players: [{ hand: ['Shock'], battlefield: ['Mountain'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Shock', { targets: ['P2'] });
  assert.equal(g.pending?.player, 0, '117.3c: the caster receives priority again');
  t.pass();
  assert.equal(g.pending?.player, 1, '117.3d: priority passes to the next player');
  t.pass();
  assert.equal(life(g, 1), 18);
  assert.equal(g.pending?.player, 0);
  assert.equal(g.turns[0]!.step, 'main1', 'resolving does not end the step');
});

test('500.2: all players passing with an empty stack ends the step', () => {
  const t = cardGame({ players: [{}, {}, {}], position: { active: 'P2', step: 'upkeep' } });
  const g = t.state;
  t.pass();
  t.pass();
  assert.equal(g.turns[0]!.step, 'upkeep');
  t.pass();
  assert.equal(g.turns[0]!.step, 'draw');
});

test("307.1: a sorcery can be cast only in its controller's main phase with an empty stack", () => {
  const t = cardGame({
    players: [{ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'] }, {}],
    position: { active: 'P1', step: 'upkeep' },
  });
  const g = t.state;
  const msg = refused(g, 0, { kind: 'action', action: { kind: 'cast', card: id(g, 'Divination') } }, 'WRONG_TIME');
  assert.match(msg, /main phase/);
});

test('702.8a: flash lets a creature be cast any time its controller could cast an instant', () => {
  const t = cardGame({
    players: [{}, { hand: ['Ambush Viper'], battlefield: ['Forest', 'Forest'] }],
    position: { active: 'P1', step: 'upkeep' },
  });
  const g = t.state;
  t.pass();
  t.cast('Ambush Viper');
  t.pass();
  t.pass();
  assert.deepEqual(zoneOf(g, 'Ambush Viper'), ['battlefield']);
});

test("608.2b: a spell whose only target became illegal doesn't resolve and goes to the graveyard", () => {
  const t = cardGame({
    players: [
      { hand: ['Shock', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'] },
      { battlefield: ['Savannah Lions'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const lions = id(g, 'Savannah Lions');
  t.cast('Shock', { targets: ['Savannah Lions'] });
  t.cast('Lightning Bolt', { targets: ['Savannah Lions'] });
  resolveAll(g);
  assert.ok(g.log.some((e) => e.type === 'fizzle' && e.rules.includes('608.2b')));
  assert.deepEqual(zoneOf(g, 'Shock'), ['graveyard']);
});

test("701.5a: a countered spell goes to its owner's graveyard without resolving", () => {
  const t = cardGame({
    players: [
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      { hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.pass();
  t.cast('Counterspell', { targets: ['Lightning Bolt'] });
  resolveAll(g);
  assert.equal(life(g, 1), 20);
  assert.deepEqual(zoneOf(g, 'Lightning Bolt'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Counterspell'), ['graveyard']);
});

test("115.5: a spell can't target itself", () => {
  const t = cardGame({
    players: [
      { hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
      { hand: ['Shock'], battlefield: ['Mountain'] },
    ],
    position: { active: 'P2', step: 'main1' },
  });
  const g = t.state;
  t.cast('Shock', { targets: ['P1'] });
  t.pass();
  const d = g.pending!;
  assert.ok(d.kind === 'priority');
  const c = d.kind === 'priority' ? d.actions.find((a) => a.kind === 'cast') : undefined;
  assert.ok(c && c.kind === 'cast');
  if (c?.kind === 'cast') assert.deepEqual(c.targets[0]!.legal, [{ kind: 'object', id: id(g, 'Shock', 'stack') }]);
});

test('601.2c / 115: an illegal target is refused and the state is unchanged', () => {
  const t = cardGame({
    players: [{ hand: ['Flame Slash'], battlefield: ['Mountain'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Flame Slash', { targets: ['P2'], by: 'P1', refused: 'ILLEGAL_TARGET' });
  refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Flame Slash'), targets: [[{ kind: 'object', id: 99999 }]] },
    },
    'ILLEGAL_TARGET',
  );
});

test("702.11b: hexproof — can't be the target of spells or abilities an opponent controls, but its controller may target it", () => {
  const t = cardGame({
    players: [
      { hand: ['Shock'], battlefield: ['Mountain'] },
      { hand: ['Giant Growth'], battlefield: ['Gladecover Scout', 'Forest'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Shock', { targets: ['Gladecover Scout'], by: 'P1', refused: 'ILLEGAL_TARGET' });
  t.pass();
  t.cast('Giant Growth', { targets: ['Gladecover Scout'] });
  resolveAll(g);
});

test("702.18a: shroud — can't be the target of any spell or ability, even its controller's", () => {
  const t = cardGame({
    players: [{ hand: ['Giant Growth'], battlefield: ['Elvish Lookout', 'Forest'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Giant Growth', { targets: ['Elvish Lookout'], by: 'P1', refused: 'ILLEGAL_TARGET' });
});

test("702.16b: protection from black — can't be targeted by black spells", () => {
  const t = cardGame({
    players: [{ hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, { battlefield: ['White Knight'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Murder', { targets: ['White Knight'], by: 'P1', refused: 'ILLEGAL_TARGET' });
});

test("601.2h: a cost that can't be paid is refused; the state is unchanged", () => {
  const t = cardGame({
    players: [{ hand: ['Murder'], battlefield: ['Mountain'] }, { battlefield: ['Grizzly Bears'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const msg = refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] },
    },
    'UNPAYABLE_COST',
  );
  assert.match(msg, /can't pay/);
});

test('107.3: X is chosen as the spell is cast; Blaze deals X damage', () => {
  const t = cardGame({
    players: [{ hand: ['Blaze'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Blaze', { targets: ['P2'], x: 4, by: 'P1', refused: 'UNPAYABLE_COST' });
  t.cast('Blaze', { targets: ['P2'], x: 3 });
  resolveAll(g);
  assert.equal(life(g, 1), 17);
});

test('601.2f / 118.8: an additional cost (sacrifice a creature) is paid as the spell is cast', () => {
  const t = cardGame({
    players: [{ hand: ['Bone Splinters'], battlefield: ['Swamp', 'Savannah Lions'] }, { battlefield: ['Hill Giant'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Bone Splinters', { targets: ['Hill Giant'], costs: ['Savannah Lions'] });
  assert.deepEqual(zoneOf(g, 'Savannah Lions'), ['graveyard'], 'sacrificed on casting, before resolution');
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Hill Giant'), ['graveyard']);
});

test('601.2f: an additional discard cost needs the cards; Cathartic Reunion without two other cards is refused', () => {
  const t = cardGame({
    players: [{ hand: ['Cathartic Reunion', 'Forest'], battlefield: ['Mountain', 'Mountain'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Cathartic Reunion', { by: 'P1', refused: 'UNPAYABLE_COST' });
});

test('605.3a: a mana ability resolves immediately, without using the stack; 500.4 the pool empties at end of step', () => {
  const t = cardGame({ players: [{ battlefield: ['Llanowar Elves'] }, {}], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  t.activate('Llanowar Elves', { ability: 0 });
  assert.equal(g.players[0]!.manaPool.G, 1);
  assert.equal(g.turns[0]!.stack.length, 0);
  t.pass();
  t.pass();
  assert.equal(g.players[0]!.manaPool.G, 0);
  assert.ok(g.log.some((e) => e.rules.includes('500.4')));
});

test("302.6: a creature's {T} ability can't be activated the turn it came under its controller's control", () => {
  const t = cardGame({
    players: [{ battlefield: [{ card: 'Llanowar Elves', summoning_sick: true }] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const msg = refused(
    g,
    0,
    { kind: 'action', action: { kind: 'activate', source: id(g, 'Llanowar Elves'), ability: 0 } },
    'UNPAYABLE_COST',
  );
  assert.match(msg, /summoning sickness/);
});

test("602.2: activating an ability with a mana and tap cost puts it on the stack (Gideon's Lawkeeper)", () => {
  const t = cardGame({
    players: [{ battlefield: ["Gideon's Lawkeeper", 'Plains'] }, { battlefield: ['Grizzly Bears'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.activate("Gideon's Lawkeeper", { ability: 0, targets: ['Grizzly Bears'] });
  assert.equal(g.turns[0]!.stack.length, 1);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.tapped, true);
});

test('606.3: a loyalty ability is activated at sorcery speed, once per turn per planeswalker', () => {
  const t = cardGame({
    players: [
      { library: ['Island', 'Island'], battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 3 } }] },
      { library: ['Forest', 'Forest'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const jace = id(g, 'Jace Beleren');
  t.activate('Jace Beleren', { ability: 0 });
  assert.equal(g.objects[jace]!.counters['loyalty'], 5, '606.4: the loyalty cost is paid as it is activated');
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, 1);
  assert.equal(g.players[1]!.hand.length, 1, 'each player draws');
  t.activate('Jace Beleren', { ability: 1, targets: ['P1'], by: 'P1', refused: 'WRONG_TIME' });
});

test("305.2: a player can play only one land per turn; playing a land is a special action that doesn't use the stack (116.2a)", () => {
  const t = cardGame({ players: [{ hand: ['Forest', 'Mountain'] }, {}], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  t.play('Forest');
  assert.deepEqual(zoneOf(g, 'Forest'), ['battlefield']);
  assert.equal(g.turns[0]!.stack.length, 0);
  t.play('Mountain', { by: 'P1', refused: 'WRONG_TIME' });
});

test("305.1: a land can't be played during an opponent's turn", () => {
  const t = cardGame({ players: [{}, { hand: ['Forest'] }], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  t.pass();
  t.play('Forest', { by: 'P2', refused: 'WRONG_TIME' });
});

test('303.4f: an Aura spell resolves attached to its target; an Equipment attaches with equip (702.6)', () => {
  const t = cardGame({
    players: [
      { hand: ['Holy Strength'], battlefield: ['Plains', 'Plains', 'Grizzly Bears', { card: 'Bonesplitter' }] },
      {},
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  t.cast('Holy Strength', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  t.activate('Bonesplitter', { ability: 1, targets: ['Grizzly Bears'] });
  resolveAll(g);
  const c = g.objects[id(g, 'Holy Strength')]!;
  assert.equal(c.attachedTo, bears);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.attachedTo, bears);
  assert.deepEqual(names(g, [bears]), ['Grizzly Bears']);
});
