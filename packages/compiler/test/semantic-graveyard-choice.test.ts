/**
 * Issue 19: cards chosen from your graveyard as the effect resolves, not targeted (115.1): "[mill N cards,] then [you
 * may] return a creature card from your graveyard to your hand / to the battlefield", "return up to two creature
 * cards …", played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { act, id, landsFor, modernDef, modernScenario, ok, resolveAll } from './helpers.js';

function castAndResolveTo(g: GameState, card: string, decision: string): void {
  act(g, 0, { kind: 'cast', card: id(g, card, 'hand') });
  for (let i = 0; i < 20 && g.pending?.kind === 'priority'; i++) act(g, g.pending.player, { kind: 'pass' });
  assert.equal(g.pending?.kind, decision);
}

test('115.1 / 608.2d: Corpse Churn — mill three, then you may return a creature card: the milled Bears come back', () => {
  const d = modernDef('Corpse Churn');
  for (const yes of [true, false]) {
    const s = modernScenario();
    s.battlefield(0, landsFor(d.manaCost));
    s.hand(0, ['Corpse Churn']);
    s.library(0, ['Island', 'Grizzly Bears', 'Shock', 'Forest']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'cast', card: id(g, 'Corpse Churn', 'hand') });
    resolveAll(g, { yes });
    const bears = id(g, 'Grizzly Bears');
    assert.equal(g.objects[bears]!.zone, yes ? 'hand' : 'graveyard', yes ? 'returned' : 'declined: it stays');
    assert.ok(id(g, 'Shock', 'graveyard') && id(g, 'Island', 'graveyard'), 'the other milled cards stay');
  }
});

test('115.1: Acolyte of Affliction — "a permanent card": an instant in the graveyard is not offered', () => {
  const d = modernDef('Acolyte of Affliction');
  const s = modernScenario();
  s.battlefield(0, landsFor(d.manaCost));
  s.hand(0, ['Acolyte of Affliction']);
  s.graveyard(0, ['Hill Giant']);
  s.library(0, ['Shock', 'Grizzly Bears', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Acolyte of Affliction', 'hand') });
  for (let i = 0; i < 30 && g.pending && g.pending.kind !== 'chooseObjects'; i++) {
    if (g.pending.kind === 'yesNo') ok(g, g.pending.player, { kind: 'yesNo', yes: true });
    else act(g, g.pending.player, { kind: 'pass' });
  }
  const pick = g.pending;
  assert.ok(pick && pick.kind === 'chooseObjects', `expected the choice of a card, got ${pick?.kind}`);
  assert.deepEqual(
    [...pick.options].sort(),
    [id(g, 'Hill Giant'), id(g, 'Grizzly Bears')].sort(),
    'the Giant and the milled Bears, not the milled Shock',
  );
  ok(g, 0, { kind: 'chooseObjects', objects: [id(g, 'Hill Giant')] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'hand');
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
});

test('115.1: Summon Undead — the creature card returns to the battlefield under its owner’s control', () => {
  const d = modernDef('Summon Undead');
  const s = modernScenario();
  s.battlefield(0, landsFor(d.manaCost));
  s.hand(0, ['Summon Undead']);
  s.graveyard(0, ['Hill Giant', 'Shock']);
  s.library(0, ['Island', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Summon Undead', 'hand') });
  resolveAll(g, { yes: false });
  const giant = id(g, 'Hill Giant');
  assert.equal(g.objects[giant]!.zone, 'battlefield');
  assert.equal(g.objects[giant]!.controller, 0);
  assert.equal(g.players[0]!.library.length, 3, 'the mill was declined');
});

test('115.1: Unseal the Necropolis — up to two creature cards: the player may take fewer', () => {
  const d = modernDef('Unseal the Necropolis');
  const s = modernScenario();
  s.battlefield(0, landsFor(d.manaCost));
  s.hand(0, ['Unseal the Necropolis']);
  s.graveyard(0, ['Hill Giant', 'Grizzly Bears', 'Llanowar Elves']);
  for (const pl of [0, 1]) s.library(pl, ['Island', 'Island', 'Island', 'Island']);
  const g = s.start({ active: 0, step: 'main1' });
  castAndResolveTo(g, 'Unseal the Necropolis', 'chooseObjects');
  const pick = g.pending;
  assert.ok(pick && pick.kind === 'chooseObjects');
  assert.equal(pick.min, 0);
  assert.equal(pick.max, 2);
  ok(g, 0, { kind: 'chooseObjects', objects: [id(g, 'Hill Giant')] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'hand');
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'graveyard');
  assert.equal(g.players[1]!.library.length, 1, 'each player milled three');
});
