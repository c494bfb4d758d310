/** 701: keyword actions, each played through the engine with a real card. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, life, ok, pass, pt, resolveAll, scenario, zoneOf, cites } from './helpers.js';

test("701.8a destroy: Murder moves target creature to its owner's graveyard", () => {
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp']);
  s.battlefield(1, ['Hill Giant']);
  s.hand(0, ['Murder']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Hill Giant'), ['graveyard']);
  assert.ok(cites(g, '701.8a'));
});

test('701.21a sacrifice: Mogg Fanatic is sacrificed as a cost and deals 1 damage', () => {
  const s = scenario();
  s.battlefield(0, ['Mogg Fanatic']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'activate',
    source: id(g, 'Mogg Fanatic'),
    ability: 0,
    targets: [[{ kind: 'player', player: 1 }]],
  });
  assert.deepEqual(zoneOf(g, 'Mogg Fanatic'), ['graveyard']);
  resolveAll(g);
  assert.equal(life(g, 1), 19, '"it" still deals damage using last known information');
});

test('701.13a exile: Erase exiles target enchantment', () => {
  const s = scenario();
  s.battlefield(0, ['Plains']);
  s.battlefield(1, ['Glorious Anthem']);
  s.hand(0, ['Erase']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Erase'), targets: [[{ kind: 'object', id: id(g, 'Glorious Anthem') }]] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Glorious Anthem'), ['exile']);
});

test('701.9a discard: Mind Rot — the target player chooses two cards to discard', () => {
  const s = scenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Mind Rot']);
  s.hand(1, ['Forest', 'Grizzly Bears', 'Shock']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Mind Rot'), targets: [[{ kind: 'player', player: 1 }]] });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.player === 1 && d.min === 2);
  ok(g, 1, { kind: 'chooseObjects', objects: [id(g, 'Forest'), id(g, 'Shock')] });
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['hand']);
  assert.equal(g.players[1]!.graveyard.length, 2);
});

test('121.1 draw / 701.22 scry: Opt scries 1 then draws', () => {
  const s = scenario();
  s.battlefield(0, ['Island']);
  s.library(0, ['Forest', 'Mountain']);
  s.hand(0, ['Opt']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Opt') });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.purpose === 'scryBottom');
  ok(g, 0, { kind: 'chooseObjects', objects: [id(g, 'Forest')] });
  assert.deepEqual(zoneOf(g, 'Mountain'), ['hand'], 'the Forest went to the bottom, so Mountain was drawn');
  assert.ok(cites(g, '701.22a'));
});

test('701.25a surveil: Sinister Sabotage counters, then surveil 1 may put the top card into the graveyard', () => {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Shock']);
  s.battlefield(1, ['Island', 'Island', 'Island']);
  s.hand(1, ['Sinister Sabotage']);
  s.library(1, ['Forest']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'player', player: 1 }]] });
  pass(g);
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Sinister Sabotage'),
    targets: [[{ kind: 'object', id: id(g, 'Shock', 'stack') }]],
  });
  pass(g);
  pass(g);
  ok(g, 1, { kind: 'chooseObjects', objects: [id(g, 'Forest')] });
  assert.deepEqual(zoneOf(g, 'Forest'), ['graveyard']);
  assert.equal(life(g, 1), 20);
});

test('701.17a mill: Thought Scour mills two', () => {
  const s = scenario();
  s.battlefield(0, ['Island']);
  s.library(1, ['Forest', 'Forest', 'Forest']);
  s.library(0, ['Island']);
  s.hand(0, ['Thought Scour']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Thought Scour'), targets: [[{ kind: 'player', player: 1 }]] });
  resolveAll(g);
  assert.equal(g.players[1]!.library.length, 1);
  assert.equal(g.players[1]!.graveyard.length, 2);
});

test('701.7a / 111.1 create a token: Raise the Alarm makes two 1/1 white Soldiers', () => {
  const s = scenario();
  s.battlefield(0, ['Plains', 'Plains']);
  s.hand(0, ['Raise the Alarm']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Raise the Alarm') });
  resolveAll(g);
  const tokens = g.battlefield.filter((i) => g.objects[i]!.kind === 'token');
  assert.equal(tokens.length, 2);
  assert.deepEqual(pt(g, tokens[0]!), [1, 1]);
});

test("701.26 tap: Gideon's Lawkeeper taps target creature", () => {
  const s = scenario();
  s.battlefield(0, ["Gideon's Lawkeeper", 'Plains']);
  s.battlefield(1, ['Hill Giant']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'activate',
    source: id(g, "Gideon's Lawkeeper"),
    ability: 0,
    targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }]],
  });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.tapped, true);
  assert.ok(cites(g, '701.26a'));
});

test('701.23a search and 701.24 shuffle: Rampant Growth finds a basic land and puts it onto the battlefield tapped', () => {
  const s = scenario();
  s.battlefield(0, ['Forest', 'Forest']);
  s.library(0, ['Grizzly Bears', 'Mountain', 'Hill Giant']);
  s.hand(0, ['Rampant Growth']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Rampant Growth') });
  pass(g);
  pass(g);
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.purpose === 'search');
  if (d.kind === 'chooseObjects') assert.deepEqual(d.options, [id(g, 'Mountain')], 'only basic lands are offered');
  ok(g, 0, { kind: 'chooseObjects', objects: [id(g, 'Mountain')] });
  const m = id(g, 'Mountain', 'battlefield');
  assert.equal(g.objects[m]!.tapped, true);
  assert.ok(cites(g, '701.24a'));
  assert.equal(g.players[0]!.library.length, 2);
});

test('701.14a fight: Prey Upon — each deals damage equal to its power to the other', () => {
  const s = scenario();
  s.battlefield(0, ['Forest', 'Hill Giant']);
  s.battlefield(1, ['Grizzly Bears']);
  s.hand(0, ['Prey Upon']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Prey Upon'),
    targets: [[{ kind: 'object', id: id(g, 'Hill Giant') }], [{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
  });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.damage, 2);
});

test('701.5a counter: Cancel counters a creature spell', () => {
  const s = scenario();
  s.battlefield(0, ['Forest', 'Forest']);
  s.hand(0, ['Grizzly Bears']);
  s.battlefield(1, ['Island', 'Island', 'Island']);
  s.hand(1, ['Cancel']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Grizzly Bears') });
  pass(g);
  act(g, 1, {
    kind: 'cast',
    card: id(g, 'Cancel'),
    targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears', 'stack') }]],
  });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
});

test('603.6a / 603.10a: enters and dies triggers (Elvish Visionary, Doomed Traveler)', () => {
  const s = scenario();
  s.battlefield(0, ['Forest', 'Forest', 'Mountain']);
  s.library(0, ['Island']);
  s.hand(0, ['Elvish Visionary', 'Shock']);
  s.battlefield(1, ['Doomed Traveler']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Elvish Visionary') });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Island'), ['hand']);
  act(g, 0, { kind: 'cast', card: id(g, 'Shock'), targets: [[{ kind: 'object', id: id(g, 'Doomed Traveler') }]] });
  resolveAll(g);
  const spirit = g.battlefield.find((i) => g.cards[g.objects[i]!.defKey]!.name === 'Spirit');
  assert.ok(spirit !== undefined, 'the dies trigger made a Spirit');
  assert.equal(g.objects[spirit]!.controller, 1);
});

test('613.4c: Glorious Anthem and Giant Growth both modify P/T in layer 7c', () => {
  const s = scenario();
  s.battlefield(0, ['Glorious Anthem', 'Grizzly Bears', 'Forest']);
  s.battlefield(1, ['Savannah Lions']);
  s.hand(0, ['Giant Growth']);
  const g = s.start({ active: 0, step: 'main1' });
  const bears = id(g, 'Grizzly Bears');
  assert.deepEqual(pt(g, bears), [3, 3]);
  assert.deepEqual(pt(g, id(g, 'Savannah Lions')), [2, 1], 'only creatures you control');
  act(g, 0, { kind: 'cast', card: id(g, 'Giant Growth'), targets: [[{ kind: 'object', id: bears }]] });
  resolveAll(g);
  assert.deepEqual(pt(g, bears), [6, 6]);
});

test('107.4f / 601.2h: Phyrexian mana is paid with mana or 2 life', () => {
  const s = scenario();
  s.battlefield(0, ['Grizzly Bears']);
  s.hand(0, ['Mutagenic Growth']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Mutagenic Growth'),
    targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
  });
  assert.equal(life(g, 0), 18, 'no green source, so 2 life');
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [4, 4]);
});
