/** 701: keyword actions, each played through the engine with a real card. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, life, ok, pass, pt, resolveAll, scenario, zoneOf, cites } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test("701.8a destroy: Murder moves target creature to its owner's graveyard", () => {
  const t = cardGame({
    players: [{ hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, { battlefield: ['Hill Giant'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Murder', { targets: ['Hill Giant'] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Hill Giant'), ['graveyard']);
  assert.ok(cites(g, '701.8a'));
});

test('701.21a sacrifice: Mogg Fanatic is sacrificed as a cost and deals 1 damage', () => {
  const t = cardGame({ players: [{ battlefield: ['Mogg Fanatic'] }, {}], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  t.activate('Mogg Fanatic', { ability: 0, targets: ['P2'] });
  assert.deepEqual(zoneOf(g, 'Mogg Fanatic'), ['graveyard']);
  resolveAll(g);
  assert.equal(life(g, 1), 19, '"it" still deals damage using last known information');
});

test('701.13a exile: Erase exiles target enchantment', () => {
  const t = cardGame({
    players: [{ hand: ['Erase'], battlefield: ['Plains'] }, { battlefield: ['Glorious Anthem'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Erase', { targets: ['Glorious Anthem'] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Glorious Anthem'), ['exile']);
});

test('701.9a discard: Mind Rot — the target player chooses two cards to discard', () => {
  const t = cardGame({
    players: [
      { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      { hand: ['Forest', 'Grizzly Bears', 'Shock'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Mind Rot', { targets: ['P2'] });
  t.pass();
  t.pass();
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.player === 1 && d.min === 2);
  t.choose(['Forest', 'Shock']);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['hand']);
  assert.equal(g.players[1]!.graveyard.length, 2);
});

test('121.1 draw / 701.22 scry: Opt scries 1 then draws', () => {
  const t = cardGame({
    players: [{ library: ['Forest', 'Mountain'], hand: ['Opt'], battlefield: ['Island'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Opt');
  t.pass();
  t.pass();
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.purpose === 'scryBottom');
  t.choose(['Forest']);
  assert.deepEqual(zoneOf(g, 'Mountain'), ['hand'], 'the Forest went to the bottom, so Mountain was drawn');
  assert.ok(cites(g, '701.22a'));
});

test('701.25a surveil: Sinister Sabotage counters, then surveil 1 may put the top card into the graveyard', () => {
  const t = cardGame({
    players: [
      { hand: ['Shock'], battlefield: ['Mountain'] },
      { library: ['Forest'], hand: ['Sinister Sabotage'], battlefield: ['Island', 'Island', 'Island'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Shock', { targets: ['P2'] });
  t.pass();
  t.cast('Sinister Sabotage', { targets: ['Shock'] });
  t.pass();
  t.pass();
  t.choose(['Forest']);
  assert.deepEqual(zoneOf(g, 'Forest'), ['graveyard']);
  assert.equal(life(g, 1), 20);
});

test('701.17a mill: Thought Scour mills two', () => {
  const t = cardGame({
    players: [
      { library: ['Island'], hand: ['Thought Scour'], battlefield: ['Island'] },
      { library: ['Forest', 'Forest', 'Forest'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Thought Scour', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(g.players[1]!.library.length, 1);
  assert.equal(g.players[1]!.graveyard.length, 2);
});

test('701.7a / 111.1 create a token: Raise the Alarm makes two 1/1 white Soldiers', () => {
  const t = cardGame({
    players: [{ hand: ['Raise the Alarm'], battlefield: ['Plains', 'Plains'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Raise the Alarm');
  resolveAll(g);
  const tokens = g.battlefield.filter((i) => g.objects[i]!.kind === 'token');
  assert.equal(tokens.length, 2);
  assert.deepEqual(pt(g, tokens[0]!), [1, 1]);
});

test("701.26 tap: Gideon's Lawkeeper taps target creature", () => {
  const t = cardGame({
    players: [{ battlefield: ["Gideon's Lawkeeper", 'Plains'] }, { battlefield: ['Hill Giant'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.activate("Gideon's Lawkeeper", { ability: 0, targets: ['Hill Giant'] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.tapped, true);
  assert.ok(cites(g, '701.26a'));
});

test('701.23a search and 701.24 shuffle: Rampant Growth finds a basic land and puts it onto the battlefield tapped', () => {
  const t = cardGame({
    players: [
      {
        library: ['Grizzly Bears', 'Mountain', 'Hill Giant'],
        hand: ['Rampant Growth'],
        battlefield: ['Forest', 'Forest'],
      },
      {},
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Rampant Growth');
  t.pass();
  t.pass();
  const d = g.pending!;
  assert.ok(d.kind === 'chooseObjects' && d.purpose === 'search');
  if (d.kind === 'chooseObjects') assert.deepEqual(d.options, [id(g, 'Mountain')], 'only basic lands are offered');
  t.choose(['Mountain']);
  const m = id(g, 'Mountain', 'battlefield');
  assert.equal(g.objects[m]!.tapped, true);
  assert.ok(cites(g, '701.24a'));
  assert.equal(g.players[0]!.library.length, 2);
});

test('701.14a fight: Prey Upon — each deals damage equal to its power to the other', () => {
  const t = cardGame({
    players: [{ hand: ['Prey Upon'], battlefield: ['Forest', 'Hill Giant'] }, { battlefield: ['Grizzly Bears'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Prey Upon', { targets: [['Hill Giant'], ['Grizzly Bears']] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.damage, 2);
});

test('701.5a counter: Cancel counters a creature spell', () => {
  const t = cardGame({
    players: [
      { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] },
      { hand: ['Cancel'], battlefield: ['Island', 'Island', 'Island'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Grizzly Bears');
  t.pass();
  t.cast('Cancel', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Grizzly Bears'), ['graveyard']);
});

test('603.6a / 603.10a: enters and dies triggers (Elvish Visionary, Doomed Traveler)', () => {
  const t = cardGame({
    players: [
      { library: ['Island'], hand: ['Elvish Visionary', 'Shock'], battlefield: ['Forest', 'Forest', 'Mountain'] },
      { battlefield: ['Doomed Traveler'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Elvish Visionary');
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Island'), ['hand']);
  t.cast('Shock', { targets: ['Doomed Traveler'] });
  resolveAll(g);
  const spirit = g.battlefield.find((i) => g.cards[g.objects[i]!.defKey]!.name === 'Spirit');
  assert.ok(spirit !== undefined, 'the dies trigger made a Spirit');
  assert.equal(g.objects[spirit]!.controller, 1);
});

test('613.4c: Glorious Anthem and Giant Growth both modify P/T in layer 7c', () => {
  const t = cardGame({
    players: [
      { hand: ['Giant Growth'], battlefield: ['Glorious Anthem', 'Grizzly Bears', 'Forest'] },
      { battlefield: ['Savannah Lions'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  const bears = id(g, 'Grizzly Bears');
  assert.deepEqual(pt(g, bears), [3, 3]);
  assert.deepEqual(pt(g, id(g, 'Savannah Lions')), [2, 1], 'only creatures you control');
  t.cast('Giant Growth', { targets: ['Grizzly Bears'] });
  resolveAll(g);
  assert.deepEqual(pt(g, bears), [6, 6]);
});

test('107.4f / 601.2h: Phyrexian mana is paid with mana or 2 life', () => {
  const t = cardGame({
    players: [{ hand: ['Mutagenic Growth'], battlefield: ['Grizzly Bears'] }, {}],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Mutagenic Growth', { targets: ['Grizzly Bears'] });
  assert.equal(life(g, 0), 18, 'no green source, so 2 life');
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [4, 4]);
});
