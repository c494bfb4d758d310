/** `arbiter serve --timings`: where each decision's round trip goes inside the server (timings.ts). */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, LiveClient, simpleChoice, startServer, tempDb, type ServerProcess } from './helpers.js';

let timed: ServerProcess;
let plain: ServerProcess;
before(async () => {
  [timed, plain] = await Promise.all([
    startServer(tempDb('timed.sqlite'), 0, {}, [], ['--timings']),
    startServer(tempDb('plain.sqlite')),
  ]);
});
after(async () => {
  await Promise.all([timed?.stop(), plain?.stop()]);
});

/** Makes `count` decisions as seat 0 of a new two-player table over its WebSocket. */
async function decide(url: string, count: number): Promise<void> {
  const r = await api(url, 'POST', '/api/tables', { variant: 'two-player', seed: 3, seats: ['human', 'ai'] });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const seat = r.body.seats[0];
  const c = new LiveClient(url, r.body.id, seat.token);
  await c.opened;
  let decided = -1;
  for (let i = 0; i < count; i++) {
    const mine = (m: any): boolean => m.type === 'state' && m.pending?.player === seat.seat && m.decisions > decided;
    const s = await c.next(mine, 0);
    decided = s.decisions;
    c.send({ type: 'action', id: `a${i}`, choice: simpleChoice(s.pending, s.view.turn) });
    const reply = await c.next((m) => (m.type === 'ack' || m.type === 'error') && m.id === `a${i}`, 0);
    assert.equal(reply.type, 'ack', JSON.stringify(reply));
  }
  c.close();
}

test('server: --timings reports each phase of the decisions made over WebSockets, and DELETE starts afresh', async () => {
  const empty = await api(timed.url, 'GET', '/api/timings');
  assert.equal(empty.status, 200);
  assert.equal(empty.body.phases.total.n, 0, 'no decision yet');
  await decide(timed.url, 3);
  const r = await api(timed.url, 'GET', '/api/timings');
  const { phases, eventLoopDelay } = r.body;
  assert.equal(phases.total.n, 3, 'one total per acknowledged socket decision');
  // The AI seat's decisions go through the table too (engine, store, push), but not through a socket.
  for (const phase of ['queue', 'engine', 'store', 'push'])
    assert.ok(phases[phase].n >= 3, `${phase}: ${phases[phase].n}`);
  assert.ok(phases.total.max >= phases.engine.p50, 'a round trip includes the engine');
  assert.ok(phases.total.p50 > 0 && phases.store.p50 > 0, 'durations are measured');
  assert.ok(eventLoopDelay.n > 0 && eventLoopDelay.p99 >= eventLoopDelay.p50);
  assert.equal((await api(timed.url, 'DELETE', '/api/timings')).status, 200);
  assert.equal((await api(timed.url, 'GET', '/api/timings')).body.phases.total.n, 0, 'a new measurement');
});

test('server: without --timings the server keeps none and says how to get them', async () => {
  await decide(plain.url, 1);
  for (const method of ['GET', 'DELETE']) {
    const r = await api(plain.url, method, '/api/timings');
    assert.equal(r.status, 404);
    assert.equal(r.body.error.code, 'NO_TIMINGS');
    assert.match(r.body.error.message, /--timings/);
  }
});
