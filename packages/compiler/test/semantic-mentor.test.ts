/**
 * 702.134a mentor on modern cards played in engine games: "Whenever this creature attacks, put a +1/+1 counter on target
 * attacking creature with lesser power."
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameState } from '@arbiter/engine';
import { id, modernDef, modernScenario, ok, pass, pt } from './helpers.js';

const P1 = { kind: 'player' as const, player: 1 };

function attack(names: readonly string[]): GameState {
  modernDef('Sunhome Stalwart');
  const s = modernScenario();
  s.battlefield(
    0,
    names.map((card) => ({ card, summoningSick: false })),
  );
  const g = s.start({ active: 0, step: 'main1' });
  for (let i = 0; i < 8 && g.pending?.kind === 'priority'; i++) pass(g);
  assert.equal(g.pending?.kind, 'declareAttackers');
  ok(g, 0, {
    kind: 'declareAttackers',
    attacks: g.battlefield.map((a) => ({ attacker: a, defender: P1 })),
  });
  return g;
}

test('702.134a mentor: Sunhome Stalwart (2 power) attacks beside Llanowar Elves (1 power) — its trigger targets the Elves only', () => {
  const g = attack(['Sunhome Stalwart', 'Llanowar Elves', 'Grizzly Bears']);
  const d = g.pending;
  assert.ok(d && d.kind === 'chooseTargets', `expected the mentor target, got ${d?.kind}`);
  const elves = id(g, 'Llanowar Elves');
  assert.deepEqual(
    d.targets[0]!.legal,
    [{ kind: 'object', id: elves }],
    'only the attacking creature with lesser power',
  );
  ok(g, 0, { kind: 'chooseTargets', targets: [[{ kind: 'object', id: elves }]] });
  for (let i = 0; i < 4 && g.pending?.kind === 'priority' && g.turns[0]!.stack.length > 0; i++) pass(g);
  assert.deepEqual(pt(g, elves), [2, 2]);
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2, 2], 'equal power: not a legal target');
});

test('702.134a mentor: with no attacking creature of lesser power the trigger has no target and does nothing', () => {
  const g = attack(['Sunhome Stalwart', 'Grizzly Bears']);
  assert.notEqual(g.pending?.kind, 'chooseTargets');
  assert.deepEqual(pt(g, id(g, 'Grizzly Bears')), [2, 2]);
});
