/** 116, 117, 405, 601–608: priority, casting, activating and resolving. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, life, names, pass, refused, resolveAll, scenario, zoneOf } from './helpers.js';

test('117.3b / 117.4: when all players pass in succession the top object resolves, then the active player gets priority', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Shock']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'player', player: 1 }]] });
  assert.equal(g.pending?.player, 0, '117.3c: the caster receives priority again');
  pass(g);
  assert.equal(g.pending?.player, 1, '117.3d: priority passes to the next player');
  pass(g);
  assert.equal(life(g, 1), 18);
  assert.equal(g.pending?.player, 0);
  assert.equal(g.turns[0]!.step, 'main1', 'resolving does not end the step');
});

test('500.2: all players passing with an empty stack ends the step', () => {
  const s = scenario(3);
  const g = s.start({ active: 1, step: 'upkeep' });
  pass(g);
  pass(g);
  assert.equal(g.turns[0]!.step, 'upkeep');
  pass(g);
  assert.equal(g.turns[0]!.step, 'draw');
});

test("307.1: a sorcery can be cast only in its controller's main phase with an empty stack", () => {
  const s = scenario();
  s.battlefield(0, ['Island', 'Island', 'Island']);
  s.hand(0, ['Divination']);
  const g = s.start({ active: 0, step: 'upkeep' });
  const msg = refused(g, 0, { kind: 'action', action: { kind: 'cast', card: id(g, 'Divination') } }, 'WRONG_TIME');
  assert.match(msg, /main phase/);
});

test('702.8a: flash lets a creature be cast any time its controller could cast an instant', () => {
  const s = scenario();
  s.battlefield(1, ['Forest', 'Forest']);
  s.hand(1, ['Ambush Viper']);
  const g = s.start({ active: 0, step: 'upkeep' });
  pass(g);
  act(g, 1, { kind: 'cast', card: id(g, 'Ambush Viper') });
  pass(g);
  pass(g);
  assert.deepEqual(zoneOf(g, 'Ambush Viper'), ['battlefield']);
});

test("608.2b: a spell whose only target became illegal doesn't resolve and goes to the graveyard", () => {
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.battlefield(1, ['Savannah Lions']);
  s.hand(0, ['Shock', 'Lightning Bolt']);
  const g = s.start({ active: 0, step: 'main1' });
  const lions = id(g, 'Savannah Lions');
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: lions }]] });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Lightning Bolt'),
    payment: { kind: 'auto' },
    targets: [[{ kind: 'object', id: lions }]],
  });
  resolveAll(g);
  assert.ok(g.log.some((e) => e.type === 'fizzle' && e.rules.includes('608.2b')));
  assert.deepEqual(zoneOf(g, 'Shock'), ['graveyard']);
});

test("701.5a: a countered spell goes to its owner's graveyard without resolving", () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.battlefield(1, ['Island', 'Island']);
  s.hand(0, ['Lightning Bolt']);
  s.hand(1, ['Counterspell']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'player', player: 1 }]] });
  pass(g);
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Counterspell'),
    targets: [[{ kind: 'object', id: id(g, 'Lightning Bolt', 'stack') }]],
  });
  resolveAll(g);
  assert.equal(life(g, 1), 20);
  assert.deepEqual(zoneOf(g, 'Lightning Bolt'), ['graveyard']);
  assert.deepEqual(zoneOf(g, 'Counterspell'), ['graveyard']);
});

test("115.5: a spell can't target itself", () => {
  const s = scenario();
  s.battlefield(0, ['Island', 'Island']);
  s.hand(0, ['Counterspell']);
  s.battlefield(1, ['Mountain']);
  s.hand(1, ['Shock']);
  const g = s.start({ active: 1, step: 'main1' });
  act(g, 1, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'player', player: 0 }]] });
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'priority');
  const c = d.kind === 'priority' ? d.actions.find((a) => a.kind === 'cast') : undefined;
  assert.ok(c && c.kind === 'cast');
  if (c?.kind === 'cast') assert.deepEqual(c.targets[0]!.legal, [{ kind: 'object', id: id(g, 'Shock', 'stack') }]);
});

test('601.2c / 115: an illegal target is refused and the state is unchanged', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Flame Slash']);
  const g = s.start({ active: 0, step: 'main1' });
  refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Flame Slash'), targets: [[{ kind: 'player', player: 1 }]] },
    },
    'ILLEGAL_TARGET',
  );
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
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Shock']);
  s.battlefield(1, ['Gladecover Scout', 'Forest']);
  s.hand(1, ['Giant Growth']);
  const g = s.start({ active: 0, step: 'main1' });
  refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: id(g, 'Gladecover Scout') }]] },
    },
    'ILLEGAL_TARGET',
  );
  pass(g);
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Giant Growth'),
    targets: [[{ kind: 'object', id: id(g, 'Gladecover Scout') }]],
  });
  resolveAll(g);
});

test("702.18a: shroud — can't be the target of any spell or ability, even its controller's", () => {
  const s = scenario();
  s.battlefield(0, ['Elvish Lookout', 'Forest']);
  s.hand(0, ['Giant Growth']);
  const g = s.start({ active: 0, step: 'main1' });
  refused(
    g,
    0,
    {
      kind: 'action',
      action: {
        kind: 'cast',
        card: id(g, 'Giant Growth'),
        targets: [[{ kind: 'object', id: id(g, 'Elvish Lookout') }]],
      },
    },
    'ILLEGAL_TARGET',
  );
});

test("702.16b: protection from black — can't be targeted by black spells", () => {
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Murder']);
  s.battlefield(1, ['White Knight']);
  const g = s.start({ active: 0, step: 'main1' });
  refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: id(g, 'White Knight') }]] },
    },
    'ILLEGAL_TARGET',
  );
});

test("601.2h: a cost that can't be paid is refused; the state is unchanged", () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Murder']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
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
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain', 'Mountain', 'Mountain']);
  s.hand(0, ['Blaze']);
  const g = s.start({ active: 0, step: 'main1' });
  refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Blaze'), x: 4, targets: [[{ kind: 'player', player: 1 }]] },
    },
    'UNPAYABLE_COST',
  );
  act(g, 0, { kind: 'cast', card: id(g, 'Blaze'), x: 3, targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(life(g, 1), 17);
});

test('601.2f / 118.8: an additional cost (sacrifice a creature) is paid as the spell is cast', () => {
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Savannah Lions']);
  s.battlefield(1, ['Hill Giant']);
  s.hand(0, ['Bone Splinters']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Bone Splinters'),
    targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }]],
    costObjects: [id(g, 'Savannah Lions')],
  });
  assert.deepEqual(zoneOf(g, 'Savannah Lions'), ['graveyard'], 'sacrificed on casting, before resolution');
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Hill Giant'), ['graveyard']);
});

test('601.2f: an additional discard cost needs the cards; Cathartic Reunion without two other cards is refused', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Mountain']);
  s.hand(0, ['Cathartic Reunion', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  refused(g, 0, { kind: 'action', action: { kind: 'cast', card: id(g, 'Cathartic Reunion') } }, 'UNPAYABLE_COST');
});

test('605.3a: a mana ability resolves immediately, without using the stack; 500.4 the pool empties at end of step', () => {
  const s = scenario();
  s.battlefield(0, ['Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'activate', source: id(g, 'Llanowar Elves'), ability: 0 });
  assert.equal(g.players[0]!.manaPool.G, 1);
  assert.equal(g.turns[0]!.stack.length, 0);
  pass(g);
  pass(g);
  assert.equal(g.players[0]!.manaPool.G, 0);
  assert.ok(g.log.some((e) => e.rules.includes('500.4')));
});

test("302.6: a creature's {T} ability can't be activated the turn it came under its controller's control", () => {
  const s = scenario();
  s.battlefield(0, [{ card: 'Llanowar Elves', summoningSick: true }]);
  const g = s.start({ active: 0, step: 'main1' });
  const msg = refused(
    g,
    0,
    { kind: 'action', action: { kind: 'activate', source: id(g, 'Llanowar Elves'), ability: 0 } },
    'UNPAYABLE_COST',
  );
  assert.match(msg, /summoning sickness/);
});

test("602.2: activating an ability with a mana and tap cost puts it on the stack (Gideon's Lawkeeper)", () => {
  const s = scenario();
  s.battlefield(0, ["Gideon's Lawkeeper", 'Plains']);
  s.battlefield(1, ['Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'activate',
    source: id(g, "Gideon's Lawkeeper"),
    ability: 0,
    targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
  });
  assert.equal(g.turns[0]!.stack.length, 1);
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.tapped, true);
});

test('606.3: a loyalty ability is activated at sorcery speed, once per turn per planeswalker', () => {
  const s = scenario();
  s.battlefield(0, [{ card: 'Jace Beleren', counters: { loyalty: 3 } }]);
  s.library(0, ['Island', 'Island']);
  s.library(1, ['Forest', 'Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  const jace = id(g, 'Jace Beleren');
  act(g, 0, { kind: 'activate', source: jace, ability: 0 });
  assert.equal(g.objects[jace]!.counters['loyalty'], 5, '606.4: the loyalty cost is paid as it is activated');
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, 1);
  assert.equal(g.players[1]!.hand.length, 1, 'each player draws');
  refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'activate', source: jace, ability: 1, targets: [[{ kind: 'player', player: 0 }]] },
    },
    'WRONG_TIME',
  );
});

test("305.2: a player can play only one land per turn; playing a land is a special action that doesn't use the stack (116.2a)", () => {
  const s = scenario();
  s.hand(0, ['Forest', 'Mountain']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'playLand', card: id(g, 'Forest') });
  assert.deepEqual(zoneOf(g, 'Forest'), ['battlefield']);
  assert.equal(g.turns[0]!.stack.length, 0);
  refused(g, 0, { kind: 'action', action: { kind: 'playLand', card: id(g, 'Mountain') } }, 'WRONG_TIME');
});

test("305.1: a land can't be played during an opponent's turn", () => {
  const s = scenario();
  s.hand(1, ['Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  pass(g);
  refused(g, 1, { kind: 'action', action: { kind: 'playLand', card: id(g, 'Forest') } }, 'WRONG_TIME');
});

test('303.4f: an Aura spell resolves attached to its target; an Equipment attaches with equip (702.6)', () => {
  const s = scenario();
  s.battlefield(0, ['Plains', 'Plains', 'Grizzly Bears', { card: 'Bonesplitter' }]);
  s.hand(0, ['Holy Strength']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  act(g, 0, { kind: 'cast', card: id(g, 'Holy Strength'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  act(g, 0, {
    kind: 'activate',
    source: id(g, 'Bonesplitter'),
    ability: 1,
    targets: [[{ kind: 'object', id: bears }]],
  });
  resolveAll(g);
  const c = g.objects[id(g, 'Holy Strength')]!;
  assert.equal(c.attachedTo, bears);
  assert.equal(g.objects[id(g, 'Bonesplitter')]!.attachedTo, bears);
  assert.deepEqual(names(g, [bears]), ['Grizzly Bears']);
});
