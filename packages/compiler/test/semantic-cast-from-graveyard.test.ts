/**
 * Issue 19: casting a card as an effect resolves (601.2): "you may cast target instant card from your graveyard
 * [without paying its mana cost] (118.9). If that spell would be put into a graveyard, exile it instead." (614.1a),
 * played with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState, PlayerId } from '@arbiter/engine';
import { act, id, landsFor, modernDef, modernScenario, ok, resolveAll } from './helpers.js';

/** Passes priority until `kind` is asked (answering "yes" on the way if `yes`). */
function until(g: GameState, kind: string, max = 30): void {
  for (let i = 0; i < max && g.pending && g.pending.kind !== kind; i++) {
    if (g.pending.kind === 'priority') act(g, g.pending.player, { kind: 'pass' });
    else assert.fail(`unexpected decision ${g.pending.kind} before ${kind}`);
  }
  assert.equal(g.pending?.kind, kind);
}

function targetPlayer(g: GameState, player: PlayerId): void {
  const d = g.pending!;
  ok(g, d.player, { kind: 'chooseTargets', targets: [[{ kind: 'player', player }]] });
}

test('601.2 / 118.9 / 614.1a: Torrential Gearhulk — casts the Shock from the graveyard free; it is exiled, not put back', () => {
  modernDef('Torrential Gearhulk');
  const s = modernScenario();
  s.battlefield(0, landsFor('{4}{U}{U}'));
  s.hand(0, ['Torrential Gearhulk']);
  s.graveyard(0, ['Shock', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Torrential Gearhulk', 'hand') });
  until(g, 'chooseTargets'); // the enters trigger: target instant card in your graveyard
  const legal = g.pending!.kind === 'chooseTargets' ? g.pending.targets[0]!.legal : [];
  assert.deepEqual(legal, [{ kind: 'object', id: id(g, 'Shock', 'graveyard') }], 'only the instant card');
  ok(g, 0, { kind: 'chooseTargets', targets: [legal] });
  until(g, 'yesNo');
  ok(g, 0, { kind: 'yesNo', yes: true });
  assert.equal(g.pending?.kind, 'chooseTargets', "the Shock's own target");
  targetPlayer(g, 1);
  assert.ok(
    g.players[0]!.manaPool === undefined || Object.values(g.players[0]!.manaPool).every((n) => !n),
    'nothing paid',
  );
  const life = g.players[1]!.life;
  resolveAll(g);
  assert.equal(g.players[1]!.life, life - 2, 'the Shock resolved');
  assert.equal(g.objects[id(g, 'Shock')]!.zone, 'exile', 'exiled instead of going to the graveyard (614.1a)');
});

test('601.2: Torrential Gearhulk — declining the cast leaves the card in the graveyard', () => {
  const s = modernScenario();
  s.battlefield(0, landsFor('{4}{U}{U}'));
  s.hand(0, ['Torrential Gearhulk']);
  s.graveyard(0, ['Shock']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Torrential Gearhulk', 'hand') });
  const life = g.players[1]!.life;
  resolveAll(g, { yes: false });
  assert.equal(g.objects[id(g, 'Shock')]!.zone, 'graveyard');
  assert.equal(g.players[1]!.life, life);
});

test("601.2 / 608.2k: Memory Plunder — casts an opponent's sorcery free; you draw, and the card goes to its owner's graveyard", () => {
  modernDef('Memory Plunder');
  const s = modernScenario();
  s.battlefield(0, landsFor('{U}{U}{U}{U}'));
  s.hand(0, ['Memory Plunder']);
  s.library(0, ['Island', 'Island', 'Island']);
  s.graveyard(1, ['Divination']);
  const g = s.start({ active: 0, step: 'main1' });
  const divination = id(g, 'Divination', 'graveyard');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Memory Plunder', 'hand'),
    targets: [[{ kind: 'object', id: divination }]],
  });
  const hand = g.players[0]!.hand.length;
  resolveAll(g);
  assert.equal(g.players[0]!.hand.length, hand + 2, 'you cast it: you draw two');
  const after = id(g, 'Divination');
  assert.equal(g.objects[after]!.zone, 'graveyard');
  assert.ok(g.players[1]!.graveyard.includes(after), "back in its owner's graveyard (no exile clause)");
});

test('601.2f: Toshiro Umezawa — the instant is cast for its mana cost; with no mana to pay it stays in the graveyard', () => {
  modernDef('Toshiro Umezawa');
  for (const mana of [true, false]) {
    const s = modernScenario();
    s.battlefield(0, ['Toshiro Umezawa', 'Mountain', ...(mana ? ['Mountain'] : [])]);
    s.battlefield(1, ['Grizzly Bears']);
    s.hand(0, ['Shock']);
    s.graveyard(0, ['Lightning Bolt']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Shock', 'hand'),
      targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
    });
    until(g, 'chooseTargets'); // Toshiro's trigger: the Bears died
    ok(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: id(g, 'Lightning Bolt', 'graveyard') }]] });
    until(g, 'yesNo');
    ok(g, 0, { kind: 'yesNo', yes: true });
    const life = g.players[1]!.life;
    if (mana) targetPlayer(g, 1);
    resolveAll(g);
    assert.equal(g.players[1]!.life, mana ? life - 3 : life);
    assert.equal(g.objects[id(g, 'Lightning Bolt')]!.zone, mana ? 'exile' : 'graveyard');
  }
});
