/** State frames (invariant 5): each viewer's view, built once per change, sent whole or as a patch. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  aiRng,
  applyViewPatch,
  createGame,
  randomChoice,
  STARTER_BY_NAME,
  STARTER_DECKS,
  submitInPlace,
  viewFor,
  type GameState,
  type ObjectView,
  type ObjectViewSource,
  type PlayerId,
} from '@arbiter/engine';
import { CanonicalObjectViews, ViewerFrames } from '../src/frames.js';

const VIEWERS: (PlayerId | null)[] = [0, 1, 2, 3, null];

function fourPlayerGame(seed: number): GameState {
  const decks = Object.values(STARTER_DECKS);
  return createGame({
    seed,
    cards: (n) => STARTER_BY_NAME[n],
    players: [0, 1, 2, 3].map((i) => ({ name: `P${i + 1}`, deck: decks[i % decks.length]! })),
  });
}

function step(state: GameState, rng: ReturnType<typeof aiRng>): void {
  const d = state.pending!;
  assert.equal(submitInPlace(state, d.player, randomChoice(state, d, rng)).ok, true);
}

function message(state: GameState, viewer: PlayerId | null, decisions: number, source?: ObjectViewSource) {
  return { type: 'state', seat: viewer, view: { ...viewFor(state, viewer, source), log: [] }, decisions };
}

/** Every object view in a view, by id (hands, graveyards, battlefield, exile, command). */
function objectViews(state: GameState, viewer: PlayerId | null, source: ObjectViewSource): Map<number, ObjectView> {
  const v = viewFor(state, viewer, source);
  const all = [
    ...v.players.flatMap((p) => [...(p.hand ?? []), ...p.graveyard]),
    ...v.battlefield,
    ...v.exile,
    ...v.command,
  ];
  return new Map(all.map((o) => [o.id, o]));
}

test('invariant 5: views built from shared object views equal the views built alone, for every seat and a spectator', () => {
  const state = fourPlayerGame(3);
  const rng = aiRng(3);
  const canon = new CanonicalObjectViews();
  for (let n = 0; n < 400 && state.pending; n++) {
    step(state, rng);
    const source = canon.at(`v${n}`);
    for (const viewer of VIEWERS)
      assert.deepEqual(viewFor(state, viewer, source), viewFor(state, viewer), `viewer ${viewer} at ${n}`);
  }
});

test('invariant 5: an unchanged object keeps its frozen view across changes; a changed one gets a new view', () => {
  const state = fourPlayerGame(5);
  const rng = aiRng(5);
  const canon = new CanonicalObjectViews();
  let before = objectViews(state, 0, canon.at('v-1'));
  let kept = 0;
  let renewed = 0;
  for (let n = 0; n < 300 && state.pending; n++) {
    step(state, rng);
    const source = canon.at(`v${n}`);
    const now = objectViews(state, 0, source);
    // Another viewer of the same state gets the very same object views where it sees the object.
    for (const [id, o] of objectViews(state, 1, source)) {
      const mine = now.get(id);
      if (mine && mine.name !== null && o.name !== null) assert.equal(mine, o);
    }
    for (const [id, o] of now) {
      assert.ok(Object.isFrozen(o) && Object.isFrozen(o.types) && Object.isFrozen(o.counters));
      const old = before.get(id);
      if (old === undefined) continue;
      const same = JSON.stringify(old) === JSON.stringify(o);
      assert.equal(old === o, same, `object ${id} at ${n}: identity must follow equality`);
      if (same) kept++;
      else renewed++;
    }
    before = now;
  }
  assert.ok(kept > 1000 && renewed >= 5, `kept ${kept}, renewed ${renewed}`);
});

test('invariant 5: a patch frame rebuilds the whole frame, and a frame made earlier never shows a later state', () => {
  const state = fourPlayerGame(7);
  const rng = aiRng(7);
  const frames = new ViewerFrames();
  const canon = new CanonicalObjectViews();
  const held = new Map<string, unknown>();
  let patches = 0;
  for (let n = 0; n < 300 && state.pending; n++) {
    step(state, rng);
    const at = `v${n}`;
    const made = VIEWERS.map((viewer) => {
      const expected = JSON.stringify(message(state, viewer, n));
      return { viewer, expected, f: frames.frame(String(viewer), at, () => message(state, viewer, n, canon.at(at))) };
    });
    step(state, rng); // the state moves on before the frames are written out
    n++;
    for (const { viewer, expected, f } of made) {
      assert.equal(f.full(), expected, `viewer ${viewer} at ${at}: the whole frame`);
      const had = held.get(String(viewer));
      if (f.patch && had !== undefined) {
        const p = JSON.parse(f.patch.text) as { patch: unknown };
        const rebuilt = p.patch === null ? { ok: true, value: had } : applyViewPatch(had, p.patch);
        assert.ok(rebuilt.ok);
        assert.deepEqual(rebuilt.value, JSON.parse(expected), `viewer ${viewer} at ${at}: the patch`);
        patches++;
      }
      held.set(String(viewer), JSON.parse(expected));
    }
  }
  assert.ok(patches > 500, `patches ${patches}`);
});
