/** 614–616: replacement and prevention effects. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, id, life, ok, pass, passUntil, resolveAll, scenario, zoneOf, cites } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function boltWithArmorAndFurnace() {
  const s = scenario();
  s.battlefield(0, ['Mountain', 'Furnace of Rath']);
  s.hand(0, ['Lightning Bolt']);
  s.battlefield(1, ["Urza's Armor"]);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'player', player: 1 }]] });
  pass(g);
  pass(g);
  return g;
}

test('616.1: two replacement effects on one damage event — the affected player orders them (prevent 1, then double: 4)', () => {
  const g = boltWithArmorAndFurnace();
  const d = g.pending!;
  assert.ok(d.kind === 'orderReplacements' && d.player === 1, 'the player being dealt damage chooses');
  if (d.kind !== 'orderReplacements') return;
  const prevent = d.effects.findIndex((t) => /prevent/.test(t));
  ok(g, 1, { kind: 'orderReplacements', order: [prevent, 1 - prevent] });
  assert.equal(life(g, 1), 16, '(3 − 1) × 2 = 4');
  assert.ok(cites(g, '616.1'));
});

test('616.1: the other order (double, then prevent 1) gives 5', () => {
  const g = boltWithArmorAndFurnace();
  const d = g.pending!;
  if (d.kind !== 'orderReplacements') return assert.fail('expected orderReplacements');
  const dbl = d.effects.findIndex((t) => /double/.test(t));
  ok(g, 1, { kind: 'orderReplacements', order: [dbl, 1 - dbl] });
  assert.equal(life(g, 1), 15, '3 × 2 − 1 = 5');
});

test('614.1a: a single replacement effect needs no choice — Furnace of Rath doubles damage to a creature', () => {
  const t = cardGame({
    players: [{ hand: ['Shock'], battlefield: ['Mountain', 'Furnace of Rath'] }, { battlefield: ['Hill Giant'] }],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Shock', { targets: ['Hill Giant'] });
  resolveAll(g);
  assert.deepEqual(zoneOf(g, 'Hill Giant'), ['graveyard'], '2 × 2 = 4 damage');
});

test('615.7: a prevention shield prevents the next 3 damage and is then used up', () => {
  const t = cardGame({
    players: [
      { hand: ['Lightning Bolt', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
      { hand: ['Healing Salve'], battlefield: ['Plains'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.cast('Lightning Bolt', { targets: ['P2'] });
  t.pass();
  t.cast('Healing Salve', { targets: ['P2'], modes: [1] });
  resolveAll(g);
  assert.equal(life(g, 1), 20, 'all 3 prevented');
  t.cast('Shock', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(life(g, 1), 18, 'the shield is gone');
});

test('615.1a: "prevent all combat damage this turn" (Holy Day) stops combat damage but not a spell\'s damage', () => {
  const t = cardGame({
    players: [
      { hand: ['Shock'], battlefield: ['Hill Giant', 'Mountain'] },
      { hand: ['Holy Day'], battlefield: ['Plains'] },
    ],
    position: { active: 'P1', step: 'main1' },
  });
  const g = t.state;
  t.pass();
  t.cast('Holy Day');
  resolveAll(g);
  passUntil(g, 'beginCombat');
  while (g.pending?.kind === 'priority') pass(g);
  t.attack({ 'Hill Giant': 'P2' });
  passUntil(g, 'main2');
  assert.equal(life(g, 1), 20);
  t.cast('Shock', { targets: ['P2'] });
  resolveAll(g);
  assert.equal(life(g, 1), 18);
});

test('614.1c / 614.12: "enters tapped" and "enters with counters" modify the event of entering', () => {
  const tapland = {
    name: 'Test Tapland',
    manaCost: null,
    supertypes: [],
    types: ['Land' as const],
    subtypes: [],
    oracleText: 'This land enters tapped.\n{T}: Add {G}.',
    abilities: [
      { kind: 'static' as const, effect: { kind: 'entersTapped' as const }, text: 'This land enters tapped.' },
    ],
  };
  const t = cardGame(
    { players: [{ hand: ['Test Tapland'] }, {}], position: { active: 'P1', step: 'main1' } },
    { cards: { 'Test Tapland': tapland } },
  );
  const g = t.state;
  t.play('Test Tapland');
  assert.equal(g.objects[id(g, 'Test Tapland')]!.tapped, true);
  assert.ok(cites(g, '614.12'));
});
