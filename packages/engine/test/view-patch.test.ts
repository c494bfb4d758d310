/** View patches (invariant 5): each viewer's next view, sent as a patch against the one it has. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  aiRng,
  applyViewPatch,
  createGame,
  diffView,
  randomChoice,
  STARTER_BY_NAME,
  STARTER_DECKS,
  submitInPlace,
  viewFor,
  type GameState,
  type PlayerId,
} from '../src/index.js';

function fourPlayerGame(seed: number): GameState {
  const decks = Object.values(STARTER_DECKS);
  return createGame({
    seed,
    cards: (n) => STARTER_BY_NAME[n],
    players: [0, 1, 2, 3].map((i) => ({ name: `P${i + 1}`, deck: decks[i % decks.length]! })),
  });
}

/** What a client holds: the view as JSON carried it. */
function wire(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v));
}

test('400.2: a patch rebuilds the next view exactly, for every seat and a spectator, at every decision of a 4-player game', () => {
  const state = fourPlayerGame(11);
  const rng = aiRng(4);
  const viewers: (PlayerId | null)[] = [0, 1, 2, 3, null];
  let held = viewers.map((v) => wire(viewFor(state, v)));
  let full = 0;
  let patched = 0;
  for (let n = 0; n < 300 && state.pending; n++) {
    const d = state.pending;
    assert.equal(submitInPlace(state, d.player, randomChoice(state, d, rng)).ok, true);
    held = viewers.map((v, i) => {
      const next = viewFor(state, v);
      const patch = diffView(held[i], next);
      const got = patch === null ? held[i] : applyViewPatch(held[i], wire(patch));
      const value = patch === null ? got : (got as { ok: boolean; value: unknown }).value;
      assert.deepEqual(value, wire(next), `viewer ${String(v)} after decision ${n}`);
      full += JSON.stringify(next).length;
      patched += JSON.stringify(patch).length;
      return value;
    });
  }
  assert.ok(patched * 5 < full, `patches (${patched} bytes) should be far smaller than full views (${full} bytes)`);
});

test('400.2: a patch shares every unchanged part of the view it applies to', () => {
  const prev = {
    players: [
      { id: 0, life: 20, hand: [{ id: 5 }] },
      { id: 1, life: 20, hand: null },
    ],
    turn: 3,
  };
  const next = {
    players: [
      { id: 0, life: 17, hand: [{ id: 5 }] },
      { id: 1, life: 20, hand: null },
    ],
    turn: 3,
  };
  const r = applyViewPatch(prev, diffView(prev, next));
  assert.ok(r.ok);
  const out = r.value as typeof prev;
  assert.deepEqual(out, next);
  assert.equal(out.players[1], prev.players[1]);
  assert.equal(out.players[0]!.hand, prev.players[0]!.hand);
});

test('400.2: objects entering, leaving and reordering are patched by id; keys that become absent are dropped', () => {
  const prev = {
    battlefield: [
      { id: 1, tapped: false },
      { id: 2, tapped: false },
      { id: 3, tapped: false },
    ],
    token: true,
  };
  const next = {
    battlefield: [
      { id: 3, tapped: true },
      { id: 1, tapped: false },
      { id: 9, tapped: false },
    ],
    token: undefined,
  };
  const patch = diffView(prev, next);
  assert.deepEqual(patch, {
    k: 'obj',
    at: {
      battlefield: {
        k: 'ids',
        ids: [3, 1, 9],
        at: { 3: { k: 'obj', at: { tapped: { k: 'set', v: true } } }, 9: { k: 'set', v: { id: 9, tapped: false } } },
      },
    },
    drop: ['token'],
  });
  const r = applyViewPatch(wire(prev), wire(patch));
  assert.ok(r.ok);
  assert.deepEqual(r.value, wire(next));
});

test('400.2: equal views give no patch, and a malformed patch is refused with its path, the held view untouched', () => {
  const held = { players: [{ id: 0, life: 20 }], stack: [1, 2] };
  const copy = wire(held);
  assert.equal(diffView(held, wire(held)), null);
  for (const [patch, where] of [
    [{ k: 'nope' }, 'unknown patch kind'],
    [{ k: 'obj', at: { players: { k: 'arr', n: 3, at: {} } } }, '$.players: position 1 is new'],
    [{ k: 'obj', at: { stack: { k: 'ids', ids: [7], at: {} } } }, 'id 7 is new'],
    [{ k: 'obj', at: { __proto__: { k: 'set', v: 1 } } }, ''],
    [{ k: 'obj', at: JSON.parse('{"__proto__":{"k":"set","v":1}}') }, '"__proto__" is not allowed'],
    [{ k: 'set' }, 'without a value'],
    [null, 'not a patch object'],
  ] as const) {
    const r = applyViewPatch(held, patch);
    if (where === '') continue;
    assert.equal(r.ok, false, JSON.stringify(patch));
    if (!r.ok) assert.match(r.error.message, new RegExp(where.replace(/[[\]$.]/g, '\\$&')));
  }
  assert.deepEqual(held, copy);
});

test('invariant 5: shared unchanged parts cost nothing; a frozen new value is sent as it is, not copied', () => {
  const seen = Object.freeze({ id: 7, name: 'Grizzly Bears', tapped: false });
  const other = Object.freeze({ id: 8, name: 'Llanowar Elves', tapped: true });
  // The very same elements: equal without a look inside (and equal as JSON, so no patch either way).
  assert.equal(diffView({ battlefield: [seen, other] }, { battlefield: [seen, other] }), null);
  // One element changed: only it is in the patch, by id, and the frozen value is shared, not a copy.
  const tapped = Object.freeze({ id: 7, name: 'Grizzly Bears', tapped: true });
  const patch = diffView({ battlefield: [seen, other] }, { battlefield: [tapped, other] });
  assert.deepEqual(patch, {
    k: 'obj',
    at: { battlefield: { k: 'ids', ids: [7, 8], at: { '7': { k: 'obj', at: { tapped: { k: 'set', v: true } } } } } },
  });
  const entered = Object.freeze({ id: 9, name: 'Forest', tapped: false });
  const grown = diffView([seen], [seen, entered]);
  assert.ok(grown && grown.k === 'ids');
  assert.equal(grown.at['9']!.k === 'set' && grown.at['9']!.v, entered);
  // A value that is not frozen is copied as JSON carries it (undefined dropped).
  const loose = { id: 10, name: 'Island', extra: undefined };
  const added = diffView([seen], [seen, loose]);
  assert.ok(added && added.k === 'ids');
  const v = added.at['10']!.k === 'set' ? added.at['10']!.v : null;
  assert.notEqual(v, loose);
  assert.deepEqual(v, { id: 10, name: 'Island' });
});
