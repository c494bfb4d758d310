/** Issue 21 on the server: AI seats at every difficulty; the search AI thinks in worker threads. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { aiPlayer } from '@arbiter/ai';
import {
  aiRng,
  createGame,
  fallbackChoice,
  heuristicChoice,
  STARTER_BY_NAME,
  STARTER_DECKS,
  submitInPlace,
  type GameState,
} from '@arbiter/engine';
import { AiThinkers } from '../src/ai-thinkers.js';
import { api, simpleChoice, sleep, startServer, tempDb, type ServerProcess } from './helpers.js';

let server: ServerProcess;
before(async () => {
  server = await startServer(tempDb());
});
after(async () => {
  await server.stop();
});

/** A two-player game with the starter decks, played by the heuristic until the first decision worth a search. */
function midGame(seed: number): GameState {
  const decks = Object.values(STARTER_DECKS);
  const state = createGame({
    seed,
    cards: (n) => STARTER_BY_NAME[n],
    players: [0, 1].map((i) => ({ name: `P${i + 1}`, deck: decks[i]! })),
  });
  const rng = aiRng(seed);
  for (let n = 0; n < 40 && state.pending; n++)
    submitInPlace(state, state.pending.player, heuristicChoice(state, state.pending, rng));
  return state;
}

test('issue 21: a thinker in a worker thread makes exactly the choice the search AI makes in the process', async () => {
  const thinkers = new AiThinkers(1);
  try {
    for (const seed of [3, 8]) {
      const state = midGame(seed);
      const d = state.pending!;
      const here = aiPlayer('medium').choose(structuredClone(state), d, aiRng(`s${seed}`));
      const there = await thinkers.think(state, d.player, 'medium', `s${seed}`);
      assert.ok(there.ok, there.ok ? '' : there.message);
      assert.deepEqual(there.choice, here);
    }
    const other = midGame(3);
    const wrong = await thinkers.think(other, 1 - other.pending!.player, 'medium', 'x');
    assert.equal(wrong.ok, false, 'a seat without the decision gets an error, not a choice');
  } finally {
    await thinkers.close();
  }
});

test('issue 21: /api/meta offers the difficulty levels, and a table refuses an unknown AI', async () => {
  const meta = await api(server.url, 'GET', '/api/meta');
  assert.deepEqual(meta.body.ai, ['heuristic', 'medium', 'hard', 'random']);
  const bad = await api(server.url, 'POST', '/api/tables', {
    variant: 'two-player',
    players: 2,
    seed: 1,
    seats: ['human', { kind: 'ai', ai: 'grandmaster' }],
  });
  assert.equal(bad.status, 400);
});

test('issue 21: a person plays a medium search-AI seat over HTTP; its decisions go through submit and the game goes on', async () => {
  const r = await api(server.url, 'POST', '/api/tables', {
    variant: 'two-player',
    players: 2,
    seed: 12,
    seats: ['human', { kind: 'ai', ai: 'medium' }],
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const { id, seats } = r.body as { id: string; seats: { seat: number; token?: string }[] };
  const human = seats.find((s) => s.token)!;
  // The human answers every decision of theirs until the AI has decided a dozen times.
  let aiDecisions = 0;
  let seen = 0;
  for (let i = 0; i < 5000 && aiDecisions < 12; i++) {
    const v = await api(server.url, 'GET', `/api/tables/${id}/view`, undefined, human.token);
    assert.equal(v.status, 200);
    if (v.body.status === 'finished') break;
    if (v.body.decisions > seen) {
      aiDecisions += v.body.decisions - seen; // decided by the AI since the human's last action
      seen = v.body.decisions;
    }
    const d = v.body.pending;
    if (!d) {
      await sleep(20);
      continue;
    }
    let a = await api(server.url, 'POST', `/api/tables/${id}/actions`, simpleChoice(d, v.body.view.turn), human.token);
    if (a.status === 422)
      a = await api(server.url, 'POST', `/api/tables/${id}/actions`, fallbackChoice(d), human.token);
    assert.equal(a.status, 200, JSON.stringify(a.body));
    seen = a.body.decisions;
  }
  assert.ok(aiDecisions >= 12, `the AI seat made ${aiDecisions} decisions`);
  const pub = await api(server.url, 'GET', `/api/tables/${id}`);
  assert.notEqual(pub.body.status, 'waiting');
});
