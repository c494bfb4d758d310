/**
 * Choices made as a permanent enters (614.12) or as a spell resolves, and the abilities that refer to them,
 * on real compiled cards played in engine games.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { act, def, id, ok, pass, resolveAll, scenario } from './helpers.js';

function decision<K extends NonNullable<GameState['pending']>['kind']>(g: GameState, kind: K): Extract<NonNullable<GameState['pending']>, { kind: K }> {
  const d = g.pending;
  assert.ok(d && d.kind === kind, `expected ${kind}, got ${d?.kind}`);
  return d as Extract<NonNullable<GameState['pending']>, { kind: K }>;
}

test('614.12 shock land: Blood Crypt played — paying 2 life it enters untapped, else tapped', () => {
  def('Blood Crypt');
  for (const pay of [true, false]) {
    const s = scenario();
    s.hand(0, ['Blood Crypt']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'playLand', card: id(g, 'Blood Crypt') });
    const d = decision(g, 'yesNo');
    assert.equal(d.player, 0);
    ok(g, 0, { kind: 'yesNo', yes: pay });
    const crypt = id(g, 'Blood Crypt', 'battlefield');
    assert.equal(g.objects[crypt]!.tapped, !pay);
    assert.equal(g.players[0]!.life, pay ? 18 : 20);
    assert.equal(g.pending?.kind, 'priority');
  }
});

test('614.12 shock land from another zone: Wood Elves puts Stomping Ground onto the battlefield, its controller declines to pay and it is tapped', () => {
  def('Stomping Ground');
  const s = scenario();
  s.battlefield(0, ['Forest', 'Forest', 'Forest']);
  s.hand(0, ['Wood Elves']);
  s.library(0, ['Stomping Ground']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Wood Elves') });
  while (g.pending?.kind === 'priority') pass(g);
  const search = decision(g, 'chooseObjects');
  ok(g, 0, { kind: 'chooseObjects', objects: [id(g, 'Stomping Ground', 'library')] });
  const ask = decision(g, 'yesNo');
  assert.match(ask.prompt, /Stomping Ground/);
  ok(g, 0, { kind: 'yesNo', yes: false });
  assert.ok(search);
  const ground = id(g, 'Stomping Ground', 'battlefield');
  assert.equal(g.objects[ground]!.tapped, true);
  assert.equal(g.players[0]!.life, 20);
});

test('119.4 shock land: at 1 life the 2 life cannot be paid — Watery Grave enters tapped without asking', () => {
  def('Watery Grave');
  const s = scenario();
  s.hand(0, ['Watery Grave']);
  s.life(0, 1);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'playLand', card: id(g, 'Watery Grave') });
  assert.equal(g.pending?.kind, 'priority');
  assert.equal(g.objects[id(g, 'Watery Grave', 'battlefield')]!.tapped, true);
  assert.equal(g.players[0]!.life, 1);
});

test('614.12 reveal land: Gilt-Leaf Palace enters untapped when an Elf card is revealed, tapped otherwise', () => {
  def('Gilt-Leaf Palace');
  for (const reveal of [true, false]) {
    const s = scenario();
    s.hand(0, ['Gilt-Leaf Palace', 'Llanowar Elves', 'Grizzly Bears']);
    const g = s.start({ active: 0, step: 'main1' });
    act(g, 0, { kind: 'playLand', card: id(g, 'Gilt-Leaf Palace') });
    const d = decision(g, 'chooseObjects');
    assert.deepEqual(d.options, [id(g, 'Llanowar Elves')], 'only the Elf card can be revealed');
    ok(g, 0, { kind: 'chooseObjects', objects: reveal ? [id(g, 'Llanowar Elves')] : [] });
    assert.equal(g.objects[id(g, 'Gilt-Leaf Palace', 'battlefield')]!.tapped, !reveal);
    assert.equal(g.players[0]!.hand.length, 2, 'revealing keeps the card in hand');
  }
  const s = scenario();
  s.hand(0, ['Gilt-Leaf Palace', 'Grizzly Bears']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'playLand', card: id(g, 'Gilt-Leaf Palace') });
  assert.equal(g.pending?.kind, 'priority', 'no Elf card: nothing to ask');
  assert.equal(g.objects[id(g, 'Gilt-Leaf Palace', 'battlefield')]!.tapped, true);
});
