/**
 * 702.154a enlist: "As this creature attacks, you may tap up to one untapped creature you control that you didn't
 * choose to attack with and that either has haste or has been under your control continuously since this turn began.
 * When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power." Real modern cards:
 * Barkweave Crusher (2/5, enlist) enlisting Grizzly Bears (2/2).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardGame } from '@arbiter/scenarios';
import { chars, submitInPlace, type Choice } from '@arbiter/engine';
import { modernCompiled, modernDef } from './helpers.js';

const LIB = ['Forest', 'Forest', 'Forest', 'Forest'];

function crusherGame(others: (string | { card: string; summoning_sick: boolean })[]) {
  modernDef('Barkweave Crusher');
  return cardGame(
    {
      players: [{ library: [...LIB], battlefield: ['Barkweave Crusher', ...others] }, { library: [...LIB] }],
      position: { active: 'P1', step: 'declareAttackers', begin_step: true },
    },
    modernCompiled,
  );
}

function declare(t: ReturnType<typeof crusherGame>, attackers: string[], enlisted: string | null) {
  const crusher = t.id('Barkweave Crusher');
  const choice: Choice = {
    kind: 'declareAttackers',
    attacks: attackers.map((a) => ({ attacker: t.id(a), defender: { kind: 'player', player: 1 } })),
    ...(enlisted ? { enlist: [{ attacker: crusher, creature: t.id(enlisted) }] } : {}),
  };
  return submitInPlace(t.state, 0, choice);
}

test('702.154a: Barkweave Crusher enlists Grizzly Bears: the Bears tap and the Crusher gets +2/+0 until end of turn', () => {
  const t = crusherGame(['Grizzly Bears']);
  const r = declare(t, ['Barkweave Crusher'], 'Grizzly Bears');
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  assert.ok(t.tapped('Grizzly Bears'), 'the enlisted creature is tapped');
  t.resolve();
  assert.equal(chars(t.state, t.id('Barkweave Crusher')).power, 4);
  t.expect({ log_cites: ['702.154a', '603.12'] });
  t.advance('end', 2);
  t.expect({ players: { P2: { life: 16 } } });
  t.advance('upkeep', 3);
  assert.equal(chars(t.state, t.id('Barkweave Crusher')).power, 2, '+2/+0 until end of turn');
});

test('702.154a: a creature without enlist, an attacking creature, or a summoning-sick one cannot be enlisted', () => {
  const t = crusherGame(['Grizzly Bears', { card: 'Llanowar Elves', summoning_sick: true }]);
  const before = JSON.stringify(t.state);
  const attacking = declare(t, ['Barkweave Crusher', 'Grizzly Bears'], 'Grizzly Bears');
  assert.ok(!attacking.ok && attacking.error.rule === '702.154a', 'an attacking creature');
  const sick = declare(t, ['Barkweave Crusher'], 'Llanowar Elves');
  assert.ok(!sick.ok && sick.error.rule === '702.154a', 'a summoning-sick creature without haste');
  assert.equal(JSON.stringify(t.state), before, 'refused choices change nothing');
  const crusher = t.id('Barkweave Crusher');
  const bears = t.id('Grizzly Bears');
  const noEnlist = submitInPlace(t.state, 0, {
    kind: 'declareAttackers',
    attacks: [{ attacker: bears, defender: { kind: 'player', player: 1 } }],
    enlist: [{ attacker: bears, creature: crusher }],
  });
  assert.ok(!noEnlist.ok && noEnlist.error.rule === '702.154a', 'Grizzly Bears has no enlist');
});

test('702.154a: enlisting is optional — Barkweave Crusher attacks alone without it as a 2/5', () => {
  const t = crusherGame(['Grizzly Bears']);
  assert.ok(declare(t, ['Barkweave Crusher'], null).ok);
  assert.ok(!t.tapped('Grizzly Bears'));
  t.advance('end', 2);
  t.expect({ players: { P2: { life: 18 } } });
});
