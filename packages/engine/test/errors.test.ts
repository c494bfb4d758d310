/** Invariant 4 / untrusted input: every bad choice gets a typed error and leaves the state byte-identical. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { submit } from '../src/index.js';
import { id, refused, scenario } from './helpers.js';
import { cardGame } from '@arbiter/scenarios';

function position() {
  const s = scenario();
  s.battlefield(0, ['Mountain']);
  s.hand(0, ['Lightning Bolt', 'Murder', 'Divination']);
  s.battlefield(1, ['Grizzly Bears']);
  return s.start({ active: 0, step: 'main1' });
}

test('a choice from the wrong player is refused (WRONG_PLAYER)', () => {
  const g = position();
  const msg = refused(g, 1, { kind: 'action', action: { kind: 'pass' } }, 'WRONG_PLAYER');
  assert.match(msg, /P1's decision/);
});

test('an illegal target is refused (ILLEGAL_TARGET)', () => {
  const g = position();
  refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'object', id: id(g, 'Murder') }]] },
    },
    'ILLEGAL_TARGET',
  );
  refused(
    g,
    0,
    { kind: 'action', action: { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [] } },
    'ILLEGAL_TARGET',
  );
  refused(
    g,
    0,
    {
      kind: 'action',
      action: {
        kind: 'cast',
        card: id(g, 'Lightning Bolt'),
        targets: [
          [
            { kind: 'player', player: 1 },
            { kind: 'player', player: 0 },
          ],
        ],
      },
    },
    'ILLEGAL_TARGET',
  );
});

test('an unpayable cost is refused (UNPAYABLE_COST)', () => {
  const g = position();
  refused(
    g,
    0,
    {
      kind: 'action',
      action: { kind: 'cast', card: id(g, 'Murder'), targets: [[{ kind: 'object', id: id(g, 'Grizzly Bears') }]] },
    },
    'UNPAYABLE_COST',
  );
  refused(
    g,
    0,
    {
      kind: 'action',
      action: {
        kind: 'cast',
        card: id(g, 'Lightning Bolt'),
        payment: { kind: 'pool' },
        targets: [[{ kind: 'player', player: 1 }]],
      },
    },
    'UNPAYABLE_COST',
  );
});

test('an action at the wrong time is refused (WRONG_TIME)', () => {
  const t = cardGame({
    players: [{ hand: ['Divination', 'Forest'], battlefield: ['Island', 'Island', 'Island'] }, {}],
    position: { active: 'P1', step: 'upkeep' },
  });
  const g = t.state;
  t.cast('Divination', { by: 'P1', refused: 'WRONG_TIME' });
  t.play('Forest', { by: 'P1', refused: 'WRONG_TIME' });
});

test('malformed input is refused (MALFORMED), whatever its shape', () => {
  const g = position();
  for (const bad of [
    null,
    42,
    'pass',
    [],
    {},
    { kind: 'nope' },
    { kind: 'action' },
    { kind: 'action', action: { kind: 'cast' } },
    { kind: 'action', action: { kind: 'cast', card: 'x' } },
    { kind: 'action', action: { kind: 'cast', card: 1, targets: [{ kind: 'player' }] } },
    { kind: 'action', action: { kind: 'cast', card: 1, x: 1.5 } },
    { kind: 'yesNo', yes: 'y' },
    { kind: 'chooseObjects', objects: [1, 'a'] },
    { kind: 'declareAttackers', attacks: [{ attacker: 1 }] },
  ]) {
    refused(g, 0, bad, 'MALFORMED');
  }
  refused(g, 99, { kind: 'action', action: { kind: 'pass' } }, 'MALFORMED');
});

test('a choice of the wrong kind for the pending decision is refused (WRONG_KIND)', () => {
  const g = position();
  refused(g, 0, { kind: 'keep' }, 'WRONG_KIND');
});

test('an object that is not yours to cast is refused (ILLEGAL_CHOICE)', () => {
  const g = position();
  refused(g, 0, { kind: 'action', action: { kind: 'cast', card: id(g, 'Grizzly Bears') } }, 'ILLEGAL_CHOICE');
  refused(
    g,
    0,
    { kind: 'action', action: { kind: 'activate', source: id(g, 'Grizzly Bears'), ability: 0 } },
    'ILLEGAL_CHOICE',
  );
});

test('submit (the immutable API) never changes its input, even on success', () => {
  const g = position();
  const before = JSON.stringify(g);
  const r = submit(g, 0, {
    kind: 'action',
    action: { kind: 'cast', card: id(g, 'Lightning Bolt'), targets: [[{ kind: 'player', player: 1 }]] },
  });
  assert.ok(r.ok);
  assert.equal(JSON.stringify(g), before);
  if (r.ok) assert.equal(r.state.turns[0]!.stack.length, 1);
});

test('after the game is over every choice is refused (NO_DECISION)', () => {
  const t = cardGame({ players: [{}, { life: 0 }], position: { active: 'P1', step: 'main1' } });
  const g = t.state;
  assert.ok(g.result);
  refused(g, 0, { kind: 'action', action: { kind: 'pass' } }, 'NO_DECISION');
});
