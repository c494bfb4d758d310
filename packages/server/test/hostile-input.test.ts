/**
 * Untrusted input: 10,000 malformed or hostile messages over HTTP and WebSocket (wrong kinds,
 * huge payloads, wrong tokens, another seat's decision, "__proto__" keys, invalid UTF-8,
 * floods). The server never crashes, every message gets an error, and no table changes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import WebSocket from 'ws';
import { api, clientRng, startServer, tempDb, type ServerProcess } from './helpers.js';

const SCALE = Number(process.env['FUZZ_SCALE'] ?? '1');
const PER_CHANNEL = Math.max(200, Math.round(5000 * SCALE));

interface Fixture {
  server: ServerProcess;
  table: string;
  other: string;
  tokens: string[];
  seatOf: number[];
  otherToken: string;
}

async function snapshot(f: Fixture): Promise<string> {
  const pub = await api(f.server.url, 'GET', `/api/tables/${f.table}`);
  const views = await Promise.all(
    f.tokens.map((t) => api(f.server.url, 'GET', `/api/tables/${f.table}/view`, undefined, t)),
  );
  const log = await api(f.server.url, 'GET', `/api/tables/${f.table}/log`);
  const chat = await api(f.server.url, 'GET', `/api/tables/${f.table}/chat`);
  const { seats, ...rest } = pub.body;
  return JSON.stringify([
    rest,
    seats.map((s: { seat: number; left: boolean }) => [s.seat, s.left]),
    views.map((v) => v.body),
    log.body,
    chat.body,
  ]);
}

type Hostile = {
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly body?: string | Uint8Array;
  readonly token?: string;
  readonly type?: string;
};

function httpCases(f: Fixture, rnd: () => number): Hostile[] {
  const t = `/api/tables/${f.table}`;
  // The seat whose decision it is not (both seats have a mulligan decision in turn; the first is pending).
  const idle = f.tokens[1]!;
  const big = JSON.stringify({ kind: 'bottomCards', cards: Array.from({ length: 20_000 }, (_, i) => i) });
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const cases: Hostile[] = [
    { label: 'wrong kind', method: 'POST', path: `${t}/actions`, body: '{"kind":"fly"}', token: f.tokens[0] },
    {
      label: 'wrong kind for the decision',
      method: 'POST',
      path: `${t}/actions`,
      body: '{"kind":"yesNo","yes":true}',
      token: f.tokens[0],
    },
    {
      label: 'illegal land',
      method: 'POST',
      path: `${t}/actions`,
      body: '{"kind":"action","action":{"kind":"playLand","card":999999}}',
      token: f.tokens[0],
    },
    { label: "another seat's decision", method: 'POST', path: `${t}/actions`, body: '{"kind":"keep"}', token: idle },
    { label: 'no token', method: 'POST', path: `${t}/actions`, body: '{"kind":"keep"}' },
    {
      label: 'wrong token',
      method: 'POST',
      path: `${t}/actions`,
      body: '{"kind":"keep"}',
      token: `x${Math.floor(rnd() * 1e9)}`,
    },
    { label: 'other table token', method: 'POST', path: `${t}/actions`, body: '{"kind":"keep"}', token: f.otherToken },
    {
      label: '__proto__',
      method: 'POST',
      path: `${t}/actions`,
      body: '{"kind":"keep","__proto__":{"admin":true}}',
      token: f.tokens[0],
    },
    {
      label: 'constructor',
      method: 'POST',
      path: `${t}/actions`,
      body: '{"kind":"keep","constructor":{"prototype":{"x":1}}}',
      token: f.tokens[0],
    },
    {
      label: 'invalid UTF-8',
      method: 'POST',
      path: `${t}/actions`,
      body: new Uint8Array([0x7b, 0x22, 0x6b, 0xff, 0xfe, 0x22, 0x7d]),
      token: f.tokens[0],
    },
    { label: 'malformed JSON', method: 'POST', path: `${t}/actions`, body: '{"kind":', token: f.tokens[0] },
    { label: 'huge payload', method: 'POST', path: `${t}/actions`, body: big, token: f.tokens[0] },
    { label: 'deep nesting', method: 'POST', path: `${t}/actions`, body: deep, token: f.tokens[0] },
    {
      label: 'huge number',
      method: 'POST',
      path: `${t}/actions`,
      body: '{"kind":"bottomCards","cards":[1e308]}',
      token: f.tokens[0],
    },
    {
      label: 'text/plain',
      method: 'POST',
      path: `${t}/actions`,
      body: '{"kind":"keep"}',
      token: f.tokens[0],
      type: 'text/plain',
    },
    {
      label: 'unknown table',
      method: 'POST',
      path: '/api/tables/nosuchtable/actions',
      body: '{"kind":"keep"}',
      token: f.tokens[0],
    },
    { label: 'bad table id', method: 'GET', path: '/api/tables/..%2F..%2Fetc/view' },
    { label: 'bad bearer', method: 'GET', path: `${t}/view`, token: 'a b c' },
    {
      label: 'remove too early',
      method: 'POST',
      path: `${t}/remove`,
      body: `{"seat":${f.seatOf[1]}}`,
      token: f.tokens[0],
    },
    { label: 'remove no seat', method: 'POST', path: `${t}/remove`, body: '{"seat":40}', token: f.tokens[0] },
    {
      label: 'chat too long',
      method: 'POST',
      path: `${t}/chat`,
      body: JSON.stringify({ text: 'x'.repeat(5000) }),
      token: f.tokens[0],
    },
    { label: 'chat empty', method: 'POST', path: `${t}/chat`, body: '{"text":"   "}', token: f.tokens[0] },
    { label: 'chat no token', method: 'POST', path: `${t}/chat`, body: '{"text":"hi"}' },
    { label: 'bad log query', method: 'GET', path: `${t}/log?since=-5` },
    { label: 'bad table body', method: 'POST', path: '/api/tables', body: '{"seats":["human","robot"]}' },
    {
      label: 'too many seats',
      method: 'POST',
      path: '/api/tables',
      body: JSON.stringify({ seats: Array(40).fill('ai') }),
    },
    {
      label: 'bad deck',
      method: 'POST',
      path: '/api/tables',
      body: JSON.stringify({ seats: [{ kind: 'human', deck: { list: '4 Nonexistent Card' } }, 'ai'] }),
    },
    {
      label: 'bad starter',
      method: 'POST',
      path: '/api/tables',
      body: JSON.stringify({ seats: [{ kind: 'human', deck: { starter: 'nope' } }, 'ai'] }),
    },
    { label: 'concede other table', method: 'POST', path: `${t}/concede`, token: f.otherToken },
  ];
  return cases;
}

async function sendHttp(f: Fixture, c: Hostile): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (c.body !== undefined) headers['content-type'] = c.type ?? 'application/json';
  if (c.token !== undefined) headers['authorization'] = `Bearer ${c.token}`;
  const r = await fetch(f.server.url + c.path, {
    method: c.method,
    headers,
    ...(c.body !== undefined ? { body: c.body } : {}),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

function wsCases(f: Fixture, rnd: () => number): { label: string; frame: string | Buffer; binary?: boolean }[] {
  return [
    { label: 'unknown type', frame: '{"type":"fly"}' },
    { label: 'wrong choice kind', frame: '{"type":"action","id":"x","choice":{"kind":"fly"}}' },
    { label: 'wrong kind for the decision', frame: '{"type":"action","id":"x","choice":{"kind":"yesNo","yes":false}}' },
    { label: "another seat's decision", frame: '{"type":"action","id":"x","choice":{"kind":"keep"}}' },
    { label: '__proto__', frame: '{"type":"action","id":"x","choice":{"kind":"keep"},"__proto__":{"a":1}}' },
    { label: 'invalid UTF-8', frame: Buffer.from([0x7b, 0x22, 0x74, 0xc3, 0x28, 0x22, 0x7d]) },
    { label: 'malformed JSON', frame: '{"type":"ping"' },
    { label: 'binary frame', frame: Buffer.from('{"type":"ping"}'), binary: true },
    { label: 'wrong token auth', frame: `{"type":"auth","token":"t${Math.floor(rnd() * 1e9)}"}` },
    { label: 'other table auth', frame: JSON.stringify({ type: 'auth', token: f.otherToken }) },
    { label: 'remove too early', frame: `{"type":"remove","seat":${f.seatOf[0]}}` },
    { label: 'chat too long', frame: JSON.stringify({ type: 'chat', text: 'y'.repeat(2000) }) },
    { label: 'array', frame: '[1,2,3]' },
    { label: 'null', frame: 'null' },
  ];
}

/** Opens a socket for `token` and waits for its first state push. */
async function openSocket(
  f: Fixture,
  token: string,
): Promise<{ ws: WebSocket; errors: any[]; next: () => Promise<any> }> {
  const ws = new WebSocket(`${f.server.url.replace('http', 'ws')}/api/tables/${f.table}/live?token=${token}`);
  const errors: any[] = [];
  const waiters: ((m: any) => void)[] = [];
  let gotState: () => void = () => undefined;
  const state = new Promise<void>((r) => {
    gotState = r;
  });
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString());
    if (m.type === 'state') gotState();
    if (m.type === 'error') {
      errors.push(m);
      waiters.shift()?.(m);
    }
  });
  ws.on('close', () => {
    for (const w of waiters.splice(0)) w({ type: 'closed' });
  });
  await state;
  return { ws, errors, next: () => new Promise((r) => waiters.push(r)) };
}

test(`untrusted input: ${PER_CHANNEL * 2} hostile messages over HTTP and WebSocket — each gets an error, no table changes, no crash`, async () => {
  const server = await startServer(tempDb());
  try {
    const mk = async (): Promise<any> =>
      (await api(server.url, 'POST', '/api/tables', { variant: 'two-player', seed: 4, seats: ['human', 'human'] }))
        .body;
    const a = await mk();
    const b = await mk();
    // The first token is the seat whose decision is pending (mulligan), the second the idle seat.
    const sorted = [...a.seats];
    const f0: Fixture = {
      server,
      table: a.id,
      other: b.id,
      tokens: sorted.map((s: any) => s.token),
      seatOf: sorted.map((s: any) => s.seat),
      otherToken: b.seats[0].token,
    };
    // Both seats join; then find whose decision it is.
    await Promise.all(f0.tokens.map((t) => api(server.url, 'GET', `/api/tables/${a.id}/view`, undefined, t)));
    const views = await Promise.all(
      f0.tokens.map((t) => api(server.url, 'GET', `/api/tables/${a.id}/view`, undefined, t)),
    );
    const first = views.findIndex((v) => v.body.pending !== null);
    assert.ok(first >= 0, 'one seat has the mulligan decision');
    const f: Fixture =
      first === 0 ? f0 : { ...f0, tokens: [f0.tokens[1]!, f0.tokens[0]!], seatOf: [f0.seatOf[1]!, f0.seatOf[0]!] };
    const before = await snapshot(f);
    const rnd = clientRng(7);

    // HTTP: every hostile request gets a 4xx with the error shape.
    const cases = httpCases(f, rnd);
    const seen = new Map<string, Set<number>>();
    for (let i = 0; i < PER_CHANNEL; i += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, PER_CHANNEL - i) }, async (_, k) => {
          const c = cases[(i + k) % cases.length]!;
          const r = await sendHttp(f, c);
          assert.ok(r.status >= 400 && r.status < 500, `${c.label}: status ${r.status} ${JSON.stringify(r.body)}`);
          assert.equal(typeof r.body?.error?.code, 'string', `${c.label}: error body`);
          (seen.get(c.label) ?? seen.set(c.label, new Set()).get(c.label)!).add(r.status);
        }),
      );
    }
    const expect: Record<string, number> = {
      'wrong kind': 400,
      'wrong kind for the decision': 422,
      "another seat's decision": 409,
      'no token': 401,
      'wrong token': 401,
      'other table token': 403,
      __proto__: 400,
      'invalid UTF-8': 400,
      'malformed JSON': 400,
      'huge payload': 413,
      'unknown table': 404,
      'text/plain': 415,
      'remove too early': 409,
      'bad deck': 422,
    };
    for (const [label, status] of Object.entries(expect))
      assert.ok(seen.get(label)?.has(status), `${label} answered ${status} (got ${[...(seen.get(label) ?? [])]})`);

    // WebSocket: one error frame per hostile frame, on the pending seat's socket and the idle seat's.
    const frames = wsCases(f, rnd);
    // Four sockets at a time, alternating the pending seat's token and the idle seat's.
    const worker = async (w: number, count: number): Promise<void> => {
      let sent = 0;
      while (sent < count) {
        const token = (sent + w) % 2 === 0 ? f.tokens[1]! : f.tokens[0]!;
        const s = await openSocket(f, token);
        for (let k = 0; k < 150 && sent < count; k++, sent++) {
          const c = frames[(sent + w) % frames.length]!;
          if (c.label === "another seat's decision" && token === f.tokens[0]) continue; // that one would be legal for the pending seat
          const reply = s.next();
          s.ws.send(c.frame, { binary: c.binary === true });
          const m = await reply;
          assert.equal(m.type, 'error', `${c.label}: an error frame`);
          assert.equal(typeof m.error.code, 'string');
        }
        s.ws.close();
      }
    };
    await Promise.all([0, 1, 2, 3].map((w) => worker(w, Math.ceil(PER_CHANNEL / 4))));

    // A flood on one socket: it is rate-limited, then closed; every frame before the close is answered.
    const flood = await openSocket(f, f.tokens[1]!);
    let closed = false;
    flood.ws.on('close', () => {
      closed = true;
    });
    for (let k = 0; k < 3000 && !closed; k++) flood.ws.send('{"type":"ping"}');
    await new Promise((r) => setTimeout(r, 500));
    assert.ok(
      flood.errors.some((e) => e.error.code === 'RATE_LIMITED'),
      'the flood is rate-limited',
    );
    flood.ws.close();

    // HTTP flood on one connection.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (): Promise<number> =>
      new Promise((resolve, reject) => {
        http
          .get(`${server.url}/api/health`, { agent }, (r) => {
            r.resume();
            r.on('end', () => resolve(r.statusCode ?? 0));
          })
          .on('error', reject);
      });
    const statuses = await Promise.all(Array.from({ length: 1500 }, () => get()));
    agent.destroy();
    assert.ok(statuses.includes(429), 'HTTP requests beyond the connection limit get 429');

    assert.equal(server.proc.exitCode, null, 'the server is still running');
    assert.equal((await api(server.url, 'GET', '/api/health')).status, 200);
    assert.equal(await snapshot(f), before, 'the table is unchanged');
  } finally {
    await server.stop();
  }
});
