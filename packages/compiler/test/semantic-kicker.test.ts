/**
 * 702.33 kicker on modern cards played in engine games: the optional additional cost (702.33a), "and/or" (702.33b),
 * multikicker (702.33c), "if it was kicked" (702.33d–f) on spells, on permanents' enters replacements and on their
 * enters triggers, and "[A]. If this spell was kicked, [B] instead."
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chars, submitInPlace } from '@arbiter/engine';
import { act, has, id, modernCompiled, modernDef, modernScenario, pt, resolveAll } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

test('702.33a / 614.1c: Academy Drake kicked for {4} enters with two +1/+1 counters; unkicked it is a 2/2', () => {
  modernDef('Academy Drake');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Academy Drake', 'Academy Drake']);
  const g = s.start({ active: 0, step: 'main1' });
  const d = g.pending;
  assert.ok(d?.kind === 'priority');
  const kicked = d.actions.filter((a) => a.kind === 'cast' && a.name === 'Academy Drake' && a.kicker);
  assert.ok(kicked.length > 0, 'the priority decision lists a kicked cast');
  act(g, 0, { kind: 'cast', card: id(g, 'Academy Drake', 'hand'), kicker: [0] });
  assert.equal(g.battlefield.filter((x) => g.objects[x]!.tapped).length, 7, '{2}{U} plus {4}: all seven Islands');
  resolveAll(g);
  const drake = id(g, 'Academy Drake', 'battlefield');
  assert.deepEqual(pt(g, drake), [4, 4]);
  assert.equal(g.objects[drake]!.counters['+1/+1'], 2);
  // Not enough mana for a second kicked Drake: refused with the state unchanged; unkicked it is a 2/2.
  const before = JSON.stringify(g);
  const r = submitInPlace(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Academy Drake', 'hand'), kicker: [0] },
  });
  assert.ok(!r.ok);
  assert.equal(JSON.stringify(g), before);
});

test('702.33a: Academy Drake cast without its kicker is a 2/2 with no counters', () => {
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island']);
  s.hand(0, ['Academy Drake']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Academy Drake') });
  resolveAll(g);
  const drake = id(g, 'Academy Drake', 'battlefield');
  assert.deepEqual(pt(g, drake), [2, 2]);
});

test('702.33d / 608.2c: Into the Roil returns a permanent, and draws a card only if kicked', () => {
  modernDef('Into the Roil');
  for (const kick of [false, true]) {
    const s = modernScenario();
    s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
    s.hand(0, ['Into the Roil']);
    s.library(0, ['Island', 'Island']);
    s.battlefield(1, ['Grizzly Bears']);
    const g = s.start({ active: 0, step: 'main1' });
    const hand = g.players[0]!.hand.length;
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Into the Roil'),
      targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]],
      ...(kick ? { kicker: [0] } : {}),
    });
    resolveAll(g);
    assert.ok(has(g, 'Grizzly Bears', 'hand'));
    assert.equal(g.players[0]!.hand.length, hand - 1 + (kick ? 1 : 0), kick ? 'kicked: a card drawn' : 'no card');
  }
});

test('702.33e: Explosive Growth gives +2/+2, or +5/+5 instead when kicked', () => {
  modernDef('Explosive Growth');
  for (const [kick, lands, want] of [
    [false, 1, 4],
    [true, 6, 7],
  ] as const) {
    const s = modernScenario();
    s.battlefield(0, ['Grizzly Bears', ...Array.from({ length: lands }, () => 'Forest')]);
    s.hand(0, ['Explosive Growth']);
    const g = s.start({ active: 0, step: 'main1' });
    const bears = id(g, 'Grizzly Bears');
    act(g, 0, {
      kind: 'cast',
      card: id(g, 'Explosive Growth'),
      targets: [[{ kind: 'object', id: bears }]],
      ...(kick ? { kicker: [0] } : {}),
    });
    resolveAll(g);
    assert.deepEqual(pt(g, bears), [want, want]);
  }
});

test('702.33b / 702.33f: Archangel of Wrath kicked with both {B} and {R} triggers twice ("if it was kicked", "kicked twice")', () => {
  modernDef('Archangel of Wrath');
  const s = modernScenario();
  s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', 'Swamp', 'Mountain']);
  s.hand(0, ['Archangel of Wrath']);
  const g = s.start({ active: 0, step: 'main1' });
  const life = g.players[1]!.life;
  act(g, 0, { kind: 'cast', card: id(g, 'Archangel of Wrath'), kicker: [0, 1] });
  resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
  assert.equal(g.players[1]!.life, life - 4, 'two triggers of 2 damage each');
  // The same kicker cost twice is refused (702.33b: each once).
  const s2 = modernScenario();
  s2.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', 'Swamp', 'Swamp']);
  s2.hand(0, ['Archangel of Wrath']);
  const g2 = s2.start({ active: 0, step: 'main1' });
  const r = submitInPlace(g2, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g2, 'Archangel of Wrath'), kicker: [0, 0] },
  });
  assert.ok(!r.ok && r.error.rule === '702.33b');
});

test('702.33b: Archangel of Wrath kicked once triggers once; unkicked not at all', () => {
  for (const [kicker, lost] of [
    [[1], 2],
    [[], 0],
  ] as const) {
    const s = modernScenario();
    s.battlefield(0, ['Plains', 'Plains', 'Plains', 'Plains', 'Mountain']);
    s.hand(0, ['Archangel of Wrath']);
    const g = s.start({ active: 0, step: 'main1' });
    const life = g.players[1]!.life;
    act(g, 0, { kind: 'cast', card: id(g, 'Archangel of Wrath'), ...(kicker.length ? { kicker: [...kicker] } : {}) });
    resolveAll(g, { triggerTargets: { kind: 'chooseTargets', targets: [[{ kind: 'player', player: 1 }]] } });
    assert.equal(g.players[1]!.life, life - lost);
  }
});

test('702.33c multikicker: Everflowing Chalice kicked twice enters with two charge counters and taps for {C}{C}', () => {
  modernDef('Everflowing Chalice');
  const s = modernScenario();
  s.battlefield(0, ['Island', 'Island', 'Island', 'Island']);
  s.hand(0, ['Everflowing Chalice']);
  const g = s.start({ active: 0, step: 'main1' });
  act(g, 0, { kind: 'cast', card: id(g, 'Everflowing Chalice'), kicker: [0, 0] });
  resolveAll(g);
  const chalice = id(g, 'Everflowing Chalice', 'battlefield');
  assert.equal(g.objects[chalice]!.counters['charge'], 2);
  const tap = chars(g, chalice).abilities.findIndex((a) => a.kind !== 'keyword' && a.kind !== 'static');
  act(g, 0, { kind: 'activate', source: chalice, ability: tap });
  assert.equal(g.players[0]!.manaPool.C, 2);
});

test('702.33a: Phyrexian Scuta kicked by paying 3 life (a non-mana kicker cost) enters with two +1/+1 counters', () => {
  modernDef('Phyrexian Scuta');
  const s = modernScenario();
  s.battlefield(0, ['Swamp', 'Swamp', 'Swamp', 'Swamp']);
  s.hand(0, ['Phyrexian Scuta']);
  const g = s.start({ active: 0, step: 'main1' });
  const life = g.players[0]!.life;
  act(g, 0, { kind: 'cast', card: id(g, 'Phyrexian Scuta'), kicker: [0] });
  assert.equal(g.players[0]!.life, life - 3);
  resolveAll(g);
  assert.deepEqual(pt(g, id(g, 'Phyrexian Scuta', 'battlefield')), [5, 5]);
});

test('702.33a: the test language casts Academy Drake with its kicker (with: kicker)', () => {
  const t = cardGame(
    {
      players: [{ hand: ['Academy Drake'], battlefield: Array(7).fill('Island') }, {}],
      position: { active: 'P1', step: 'main1' },
    },
    modernCompiled,
  );
  t.cast('Academy Drake', { with: 'kicker' });
  t.resolve();
  t.expect({ objects: { 'Academy Drake': { pt: '4/4', counters: { '+1/+1': 2 } } }, log_cites: ['702.33a'] });
});
