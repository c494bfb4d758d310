/** `arbiter serve` as people use it: real server processes on loopback, HTTP and WebSocket clients. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fallbackChoice, type Choice } from '@arbiter/engine';
import { api, LiveClient, simpleChoice, sleep, startServer, tempDb, type ServerProcess } from './helpers.js';

let server: ServerProcess;
before(async () => {
  server = await startServer(tempDb());
});
after(async () => {
  await server.stop();
});

async function create(body: unknown): Promise<{ id: string; seats: { seat: number; kind: string; token?: string }[] }> {
  const r = await api(server.url, 'POST', '/api/tables', body);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body;
}

/** Plays one seat over HTTP until the game is over; returns how many decisions it made. */
async function playHttp(table: string, token: string): Promise<number> {
  let made = 0;
  for (let i = 0; i < 50_000; i++) {
    const v = await api(server.url, 'GET', `/api/tables/${table}/view`, undefined, token);
    assert.equal(v.status, 200);
    if (v.body.status === 'finished') return made;
    const d = v.body.pending;
    if (!d) {
      await sleep(2);
      continue;
    }
    let r = await api(server.url, 'POST', `/api/tables/${table}/actions`, simpleChoice(d, v.body.view.turn), token);
    if (r.status === 422) r = await api(server.url, 'POST', `/api/tables/${table}/actions`, fallbackChoice(d), token);
    if (r.status === 200) made++;
    else assert.ok(r.status === 409 || r.status === 422, JSON.stringify(r.body));
  }
  throw new Error('the game did not finish');
}

test('server: a human seat plays a whole 4-player free-for-all against three AI seats through the HTTP API', async () => {
  const t = await create({ variant: 'free-for-all', players: 4, seed: 7, seats: ['human', 'ai', 'ai', 'ai'] });
  const human = t.seats.find((s) => s.kind === 'human')!;
  assert.equal(t.seats.filter((s) => s.token).length, 1, 'only the human seat gets a token');
  const made = await playHttp(t.id, human.token!);
  assert.ok(made > 10, `the human made ${made} decisions`);
  const pub = await api(server.url, 'GET', `/api/tables/${t.id}`);
  assert.equal(pub.body.status, 'finished');
  assert.ok(pub.body.result, 'the table has a result');
  assert.ok(pub.body.decisions > made);
  const log = await api(server.url, 'GET', `/api/tables/${t.id}/log?since=0`, undefined, human.token);
  assert.equal(log.body.entries.at(-1).type, 'game-over');
});

/** Drives one seat over its socket: answers every pending decision addressed to it. */
function driveSocket(c: LiveClient, seat: number): Promise<any> {
  let acted = -1;
  let n = 0;
  return new Promise((resolve, reject) => {
    const onState = (m: any): void => {
      if (m.type === 'error' && m.id !== undefined) {
        const last = c.lastState();
        if (last?.pending) c.send({ type: 'action', id: `f${n++}`, choice: fallbackChoice(last.pending) });
        return;
      }
      if (m.type !== 'state') return;
      if (m.status === 'finished') {
        resolve(m);
        return;
      }
      if (m.pending && m.pending.player === seat && m.decisions !== acted) {
        acted = m.decisions;
        c.send({ type: 'action', id: `a${n++}`, choice: simpleChoice(m.pending, m.view.turn) satisfies Choice });
      }
    };
    c.onMessage((m) => {
      try {
        onState(m);
      } catch (e) {
        reject(e);
      }
    });
    const s = c.lastState();
    if (s) onState(s);
  });
}

test('server: two human seats play a two-player game through WebSockets', async () => {
  const t = await create({
    variant: 'two-player',
    seed: 11,
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Bob' },
    ],
  });
  const [a, b] = t.seats;
  const ca = new LiveClient(server.url, t.id, a!.token);
  const cb = new LiveClient(server.url, t.id, b!.token);
  await Promise.all([ca.opened, cb.opened]);
  const [fa, fb] = await Promise.all([driveSocket(ca, a!.seat), driveSocket(cb, b!.seat)]);
  assert.deepEqual(fa.result, fb.result);
  assert.ok(
    ca.messages.some((m) => m.type === 'ack'),
    'actions are acknowledged',
  );
  assert.ok(
    ca.messages.some((m) => m.type === 'log'),
    'log entries are pushed',
  );
  // Each seat sees its own hand and never the other's.
  const sa = ca.messages.filter((m) => m.type === 'state');
  assert.ok(sa.every((m) => m.view.players[b!.seat].hand === null));
  ca.close();
  cb.close();
});

test('server: a socket taking patch frames rebuilds exactly the state frames a whole-frame socket of the same seat gets', async () => {
  const t = await create({ variant: 'free-for-all', players: 3, seed: 23, seats: ['human', 'ai', 'ai'] });
  const h = t.seats.find((s) => s.kind === 'human')!;
  const whole = new LiveClient(server.url, t.id, h.token);
  const patched = new LiveClient(server.url, t.id, h.token, { patches: true });
  const spectator = new LiveClient(server.url, t.id, undefined, { patches: true });
  await Promise.all([whole.opened, patched.opened, spectator.opened]);
  await driveSocket(patched, h.seat);
  await whole.next((m) => m.type === 'state' && m.status === 'finished', 0);
  await spectator.next((m) => m.type === 'state' && m.status === 'finished', 0);
  const frames = (c: LiveClient): Map<string, unknown> => {
    const out = new Map<string, unknown>();
    for (const m of c.messages.filter((x) => x.type === 'state')) {
      const { patched: _, ...frame } = m;
      out.set(`${m.decisions} ${m.status}`, frame);
    }
    return out;
  };
  const a = frames(whole);
  const b = frames(patched);
  assert.ok(patched.raw.filter((m) => m.type === 'patch').length > 20, 'the patch socket got patch frames');
  assert.equal(whole.raw.filter((m) => m.type === 'patch').length, 0, 'the other socket got whole frames only');
  let compared = 0;
  for (const [k, frame] of b) {
    if (!a.has(k)) continue;
    assert.deepEqual(frame, a.get(k), `frame at ${k}`);
    compared++;
  }
  assert.ok(compared > 20, `${compared} frames compared`);
  const last = spectator.lastState();
  assert.equal(last.seat, null);
  assert.ok(
    last.view.players.every((p: { hand: unknown }) => p.hand === null),
    'the spectator sees no hand',
  );
  for (const c of [whole, patched, spectator]) c.close();
});

test('server: reconnecting with the token mid-game restores the current view and the missed log', async () => {
  const t = await create({ variant: 'two-player', seed: 5, seats: ['human', 'ai'] });
  const h = t.seats.find((s) => s.kind === 'human')!;
  const c1 = new LiveClient(server.url, t.id, h.token);
  await c1.opened;
  let acted = 0;
  let seen = -1;
  while (acted < 25) {
    const m = await c1.next(
      (x) => x.type === 'state' && x.decisions > seen && x.pending && x.pending.player === h.seat,
      0,
    );
    seen = m.decisions;
    c1.send({ type: 'action', id: acted, choice: simpleChoice(m.pending, m.view.turn) });
    const r = await c1.next((x) => (x.type === 'ack' || x.type === 'error') && x.id === acted, 0);
    if (r.type === 'error') c1.send({ type: 'action', id: `f${acted}`, choice: fallbackChoice(m.pending) });
    acted++;
  }
  c1.close();
  await c1.closed;
  let pub = await api(server.url, 'GET', `/api/tables/${t.id}`);
  for (let i = 0; i < 100 && pub.body.seats.find((s: any) => s.seat === h.seat).connected; i++) {
    await sleep(20);
    pub = await api(server.url, 'GET', `/api/tables/${t.id}`);
  }
  assert.equal(pub.body.seats.find((s: any) => s.seat === h.seat).connected, false, 'the seat shows as disconnected');
  const http = await api(server.url, 'GET', `/api/tables/${t.id}/view`, undefined, h.token);
  const c2 = new LiveClient(server.url, t.id, h.token);
  const st = await c2.next((x) => x.type === 'state', 0);
  assert.equal(st.decisions, http.body.decisions);
  assert.deepEqual(st.view, http.body.view);
  assert.deepEqual(st.pending, http.body.pending);
  const log = await c2.next((x) => x.type === 'log', 0);
  assert.equal(log.entries[0].seq, 0, 'the whole log is replayed to a reconnecting seat');
  assert.equal(log.next, log.entries.length);
  c2.close();
});

test('800.4a: a player absent longer than the absence limit is removed by another player and the game goes on', async () => {
  const t = await create({
    variant: 'free-for-all',
    seed: 3,
    seats: ['human', 'human', 'ai'],
    options: { absenceLimitMs: 400 },
  });
  const [x, y] = t.seats.filter((s) => s.kind === 'human');
  const cy = new LiveClient(server.url, t.id, y!.token);
  await cy.opened;
  await cy.next((m) => m.type === 'state', 0);
  cy.close();
  await cy.closed;
  const early = await api(server.url, 'POST', `/api/tables/${t.id}/remove`, { seat: y!.seat }, x!.token);
  assert.equal(early.status, 409, 'not yet absent long enough');
  assert.equal(early.body.error.rule, '800.4');
  await sleep(500);
  const removed = await api(server.url, 'POST', `/api/tables/${t.id}/remove`, { seat: y!.seat }, x!.token);
  assert.equal(removed.status, 200, JSON.stringify(removed.body));
  const view = await api(server.url, 'GET', `/api/tables/${t.id}/view`, undefined, x!.token);
  assert.equal(view.body.view.players[y!.seat].left, true);
  const cx = new LiveClient(server.url, t.id, x!.token);
  const done = await driveSocket(cx, x!.seat);
  assert.ok(done.result, 'the game reaches a result without the removed player');
  const log = await api(server.url, 'GET', `/api/tables/${t.id}/log`, undefined, x!.token);
  assert.ok(
    log.body.entries.some((e: any) => e.rules.includes('800.4a')),
    'the leave is logged with 800.4a',
  );
  cx.close();
});

test('903.5: /api/decks/validate checks a list as the table variant asks, Commander lists by the deck check with line numbers', async () => {
  const plain = await api(server.url, 'POST', '/api/decks/validate', { list: '20 Forest\n4 Lightnig Bolt' });
  assert.equal(plain.status, 422);
  assert.equal(plain.body.problems[0].line, 2);
  assert.match(plain.body.problems[0].message, /Lightning Bolt/);
  const ok = await api(server.url, 'POST', '/api/decks/validate', { list: '20 Forest\n4 Lightning Bolt' });
  assert.deepEqual(ok.body, { ok: true, cards: 24 });
  const list = 'Commander\n1 Tajic, Blade of the Legion\nDeck\n1 Lightning Bolt\n1 Counterspell';
  const cmd = await api(server.url, 'POST', '/api/decks/validate', { list, variant: 'commander' });
  assert.equal(cmd.status, 422);
  assert.ok(
    cmd.body.problems.some((p: { message: string }) => /903\.5a/.test(p.message)),
    JSON.stringify(cmd.body),
  );
  assert.ok(
    cmd.body.problems.some((p: { line: number }) => p.line === 5),
    'Counterspell is outside the commander colour identity (903.5c), line 5',
  );
  const bad = await api(server.url, 'POST', '/api/decks/validate', { list, variant: 'chess' });
  assert.equal(bad.status, 400);
});
