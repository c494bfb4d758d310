/**
 * Issue 19: "For each opponent, gain control of target permanent that player controls." (601.2c: a target is chosen
 * for each opponent — one per opponent, each controlled, or for graveyard cards owned, by a different one), played in
 * three-player games with real cards of the modern pool.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace, type GameState, type TargetRef } from '@arbiter/engine';
import { act, id, landsFor, modernDef, modernScenario, ok, resolveAll } from './helpers.js';

const obj = (g: GameState, name: string): TargetRef => ({ kind: 'object', id: id(g, name) });

function thievery(): GameState {
  modernDef('Blatant Thievery');
  const s = modernScenario(3);
  s.battlefield(0, landsFor('{4}{U}{U}{U}'));
  s.hand(0, ['Blatant Thievery']);
  s.battlefield(1, ['Grizzly Bears', 'Hill Giant']);
  s.battlefield(2, ['Llanowar Elves']);
  return s.start({ active: 0, step: 'main1' });
}

test('601.2c: Blatant Thievery — two targets of one opponent, or none for an opponent who has one, are refused', () => {
  const g = thievery();
  const before = JSON.stringify(g);
  for (const targets of [[obj(g, 'Grizzly Bears'), obj(g, 'Hill Giant')], [obj(g, 'Grizzly Bears')]]) {
    const r = submitInPlace(g, 0, {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Blatant Thievery', 'hand'), targets: [targets] },
    });
    assert.equal(r.ok, false, JSON.stringify(targets));
    assert.equal(JSON.stringify(g), before, 'unchanged');
  }
});

test('601.2c: Blatant Thievery — one permanent of each opponent: you gain control of both', () => {
  const g = thievery();
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Blatant Thievery', 'hand'),
    targets: [[obj(g, 'Hill Giant'), obj(g, 'Llanowar Elves')]],
  });
  resolveAll(g);
  assert.equal(chars(g, id(g, 'Hill Giant')).controller, 0);
  assert.equal(chars(g, id(g, 'Llanowar Elves')).controller, 0);
  assert.equal(chars(g, id(g, 'Grizzly Bears')).controller, 1, 'the other one stays');
});

test('601.2c: Tri-Sentinel — up to one creature per opponent: each chosen one is dealt 3 damage', () => {
  modernDef('Tri-Sentinel, Act of Vengeance');
  const s = modernScenario(3);
  s.battlefield(0, landsFor('{7}'));
  s.hand(0, ['Tri-Sentinel, Act of Vengeance']);
  s.battlefield(1, ['Grizzly Bears', 'Craw Wurm']);
  s.battlefield(2, ['Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Tri-Sentinel, Act of Vengeance', 'hand') });
  for (let i = 0; i < 10 && g.pending?.kind === 'priority'; i++) act(g, g.pending.player, { kind: 'pass' });
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseTargets', `expected the trigger's targets, got ${d?.kind}`);
  assert.deepEqual([d.targets[0]!.min, d.targets[0]!.max], [0, 2], 'up to one for each of the two opponents');
  const same = submitInPlace(g, 0, {
    kind: 'chooseTargets',
    targets: [[obj(g, 'Grizzly Bears'), obj(g, 'Craw Wurm')]],
  });
  assert.equal(same.ok, false, 'two creatures of one opponent');
  ok(g, 0, { kind: 'chooseTargets', targets: [[obj(g, 'Craw Wurm'), obj(g, 'Llanowar Elves')]] });
  resolveAll(g);
  assert.equal(g.objects[id(g, 'Craw Wurm')]!.damage, 3);
  assert.equal(g.objects[id(g, 'Llanowar Elves', 'graveyard')]!.zone, 'graveyard');
  assert.equal(g.objects[id(g, 'Grizzly Bears')]!.zone, 'battlefield');
});

test("601.2c: Sepulchral Primordial — one creature card from each opponent's graveyard, onto the battlefield under your control", () => {
  modernDef('Sepulchral Primordial');
  const s = modernScenario(3);
  s.battlefield(0, landsFor('{5}{B}{B}'));
  s.hand(0, ['Sepulchral Primordial']);
  s.graveyard(0, ['Craw Wurm']);
  s.graveyard(1, ['Grizzly Bears', 'Hill Giant']);
  s.graveyard(2, ['Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Sepulchral Primordial', 'hand') });
  for (let i = 0; i < 10 && g.pending?.kind === 'priority'; i++) act(g, g.pending.player, { kind: 'pass' });
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseTargets');
  assert.ok(
    !d.targets[0]!.legal.some((t) => t.kind === 'object' && t.id === id(g, 'Craw Wurm')),
    'not your own graveyard',
  );
  const same = submitInPlace(g, 0, {
    kind: 'chooseTargets',
    targets: [[obj(g, 'Grizzly Bears'), obj(g, 'Hill Giant')]],
  });
  assert.equal(same.ok, false, "two cards of one opponent's graveyard");
  ok(g, 0, { kind: 'chooseTargets', targets: [[obj(g, 'Grizzly Bears'), obj(g, 'Llanowar Elves')]] });
  resolveAll(g);
  for (const n of ['Grizzly Bears', 'Llanowar Elves']) {
    assert.equal(chars(g, id(g, n, 'battlefield')).controller, 0, `${n} under your control`);
  }
  assert.equal(g.objects[id(g, 'Hill Giant')]!.zone, 'graveyard');
});

test('601.2c: Tempted by the Oriq — up to one creature with mana value 3 or less per opponent; a bigger one is refused', () => {
  modernDef('Tempted by the Oriq');
  const s = modernScenario(3);
  s.battlefield(0, landsFor('{1}{U}{U}{U}'));
  s.hand(0, ['Tempted by the Oriq']);
  s.battlefield(1, ['Grizzly Bears', 'Hill Giant']);
  s.battlefield(2, ['Llanowar Elves']);
  const g = s.start({ active: 0, step: 'main1' });
  const cast = (targets: TargetRef[]) =>
    submitInPlace(g, 0, {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Tempted by the Oriq', 'hand'), targets: [targets] },
    });
  const before = JSON.stringify(g);
  assert.equal(cast([obj(g, 'Hill Giant')]).ok, false, 'mana value 4');
  assert.equal(JSON.stringify(g), before, 'unchanged');
  act(g, 0, {
    kind: 'cast',
    card: id(g, 'Tempted by the Oriq', 'hand'),
    targets: [[obj(g, 'Grizzly Bears'), obj(g, 'Llanowar Elves')]],
  });
  resolveAll(g);
  assert.equal(chars(g, id(g, 'Grizzly Bears')).controller, 0);
  assert.equal(chars(g, id(g, 'Llanowar Elves')).controller, 0);
  assert.equal(chars(g, id(g, 'Hill Giant')).controller, 1);
});
