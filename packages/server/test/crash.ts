/**
 * Durability (shared by the SQLite and PostgreSQL tests): games (a human client against an AI seat) on a server that is killed with
 * SIGKILL at random moments and restarted on the same database. Every acknowledged decision
 * must still be stored, and each game must end with the same decisions, result and event log
 * as the same games played on a server that never crashed.
 */
import assert from 'node:assert/strict';
import { fallbackChoice, submitInPlace, type Choice, type PendingDecision } from '@arbiter/engine';
import { CardLibrary, gameFromSetup, openStore } from '@arbiter/server';
import { api, clientRng, randomClientChoice, sleep, startServer, type ServerProcess } from './helpers.js';
import WebSocket from 'ws';

const CONCEDE_AT = 60;
/** Kills per run: enough to land in every phase of the protocol, few enough to end on any machine. */
const MAX_KILLS = 12;
/** A run with no acknowledged decision for this long has stalled: it fails with the open tables and the server's output. */
const STALL_MS = 60_000;

/** The client's choice depends only on the table seed, the decision number and the decision: replayable. */
function policy(seed: number, decisions: number, d: PendingDecision, retry: number): Choice {
  if (retry === 1) return fallbackChoice(d);
  if (retry > 1) return { kind: 'action', action: { kind: 'pass' } };
  return randomClientChoice(d, clientRng(seed * 100_003 + decisions));
}

interface Ack {
  readonly decisions: number;
  readonly choice: Choice;
}

/** One human seat that reconnects whenever the server goes away, until the game is over. */
class Seat {
  readonly acks: Ack[] = [];
  finished = false;
  private stopped = false;
  private ws: WebSocket | null = null;
  constructor(
    private base: () => string,
    readonly table: string,
    private readonly token: string,
    readonly seat: number,
    readonly seed: number,
  ) {}

  /** Gives up (a stalled run): the socket closes and run() resolves. */
  stop(): void {
    this.stopped = true;
    this.ws?.close();
  }

  run(): Promise<void> {
    return new Promise((resolve) => {
      const connect = (): void => {
        const ws = new WebSocket(
          `${this.base().replace('http', 'ws')}/api/tables/${this.table}/live?token=${this.token}`,
        );
        this.ws = ws;
        const sent = new Map<string, { choice: Choice; decisions: number; d: PendingDecision; retry: number }>();
        let acted = -1;
        let n = 0;
        const act = (d: PendingDecision, decisions: number, retry: number): void => {
          const choice =
            decisions >= CONCEDE_AT && retry === 0
              ? { kind: 'concede' as const }
              : policy(this.seed, decisions, d, retry);
          const id = `c${n++}`;
          sent.set(id, { choice, decisions, d, retry });
          ws.send(JSON.stringify({ type: 'action', id, choice }));
        };
        ws.on('message', (data) => {
          const m = JSON.parse(data.toString());
          if (m.type === 'ack') {
            const s = sent.get(m.id);
            if (s) this.acks.push({ decisions: m.decisions, choice: s.choice });
          } else if (m.type === 'error' && sent.has(m.id)) {
            const s = sent.get(m.id)!;
            if (s.retry < 2 && m.error.code !== 'CONFLICT') act(s.d, s.decisions, s.retry + 1);
          } else if (m.type === 'state') {
            if (m.status === 'finished') {
              this.finished = true;
              ws.close();
              return;
            }
            if (m.pending && m.pending.player === this.seat && m.decisions !== acted) {
              acted = m.decisions;
              act(m.pending, m.decisions, 0);
            }
          }
        });
        ws.on('error', () => undefined);
        ws.on('close', () => {
          if (this.finished || this.stopped) resolve();
          else setTimeout(connect, 50);
        });
      };
      connect();
    });
  }
}

/** Creates the tables (before any kill: a creation cut off by SIGKILL would leave the test unsure which table is its own). */
async function createTables(
  server: { current: ServerProcess },
  seeds: number[],
): Promise<{ ids: string[]; seats: Seat[] }> {
  const ids: string[] = [];
  const seats: Seat[] = [];
  for (const seed of seeds) {
    const r = await api(server.current.url, 'POST', '/api/tables', {
      variant: 'two-player',
      seed,
      seats: ['human', { kind: 'ai', ai: 'random' }],
    });
    assert.equal(r.status, 201);
    const h = r.body.seats.find((s: { token?: string }) => s.token);
    ids.push(r.body.id);
    seats.push(new Seat(() => server.current.url, r.body.id, h.token, h.seat, seed));
  }
  return { ids, seats };
}

/** Plays every seat to the end; fails, naming the tables still open, when no decision is acknowledged for STALL_MS. */
async function playAll(
  tables: { ids: string[]; seats: Seat[] },
  server: { current: ServerProcess },
): Promise<{ ids: string[]; seats: Seat[] }> {
  let stalled: Error | null = null;
  let last = -1;
  let since = Date.now();
  const watch = setInterval(() => {
    const n = tables.seats.reduce((k, s) => k + s.acks.length, 0);
    if (n !== last) [last, since] = [n, Date.now()];
    else if (Date.now() - since > STALL_MS && !stalled) {
      const open = tables.seats.filter((s) => !s.finished).map((s) => `${s.table} (${s.acks.length} acks)`);
      stalled = new Error(
        `no decision acknowledged for ${STALL_MS / 1000} s; tables still open: ${open.join(', ')}\nserver output:\n${server.current.output().slice(-4000)}`,
      );
      for (const s of tables.seats) s.stop();
    }
  }, 1000);
  try {
    await Promise.all(tables.seats.map((s) => s.run()));
  } finally {
    clearInterval(watch);
  }
  if (stalled) throw stalled;
  return tables;
}

async function history(db: string, ids: string[]): Promise<{ decisions: string; log: string; result: string }[]> {
  const store = await openStore(db);
  const cards = new CardLibrary();
  try {
    const out = [];
    for (const id of ids) {
      const row = (await store.getTable(id))!;
      const decisions = await store.decisions(id, 0);
      const state = gameFromSetup(row.setup, cards);
      for (const d of decisions) assert.ok(submitInPlace(state, d.seat, d.choice).ok);
      assert.ok(state.result, `table ${id} finished`);
      assert.equal(row.status, 'finished');
      out.push({
        decisions: JSON.stringify(decisions.map((d) => [d.seat, d.choice])),
        log: JSON.stringify(state.log),
        result: JSON.stringify(state.result),
      });
    }
    return out;
  } finally {
    await store.close();
  }
}

export async function crashSafety(makeDb: () => Promise<string>, GAMES: number): Promise<void> {
  const seeds = Array.from({ length: GAMES }, (_, i) => 500 + i);
  // Uninterrupted reference.
  const refDb = await makeDb();
  const ref = { current: await startServer(refDb) };
  const reference = await playAll(await createTables(ref, seeds), ref).finally(() => ref.current.stop());
  const refHistory = await history(refDb, reference.ids);

  // The same games on a server killed at random moments.
  const db = await makeDb();
  const first = await startServer(db);
  const server = { current: first };
  const tables = await createTables(server, seeds);
  let kills = 0;
  let done = false;
  const rnd = clientRng(99);
  const acked = (): number => tables.seats.reduce((n, s) => n + s.acks.length, 0);
  const killer = (async () => {
    // The first kill comes once play is under way (no game can be over after 3 of its CONCEDE_AT
    // decisions), so every run kills at least once however fast the games are. After each restart the
    // games must make progress (a few acknowledged decisions) before the next kill, and there are at most
    // MAX_KILLS: killing on a clock alone can outpace a slow machine's restarts and never let a game end.
    while (!done && tables.seats.every((s) => s.acks.length < 3)) await sleep(5);
    while (!done && kills < MAX_KILLS) {
      const before = acked();
      await server.current.kill();
      kills++;
      server.current = await startServer(db, first.port);
      const open = tables.seats.filter((s) => !s.finished).length;
      while (!done && acked() < before + Math.min(open, 4)) await sleep(20);
      await sleep(100 + Math.floor(rnd() * 600));
    }
  })();
  const crashed = await playAll(tables, server);
  done = true;
  await killer;
  await server.current.stop();
  assert.ok(kills >= 1, `the server was killed ${kills} times`);

  const store = await openStore(db);
  try {
    for (const [k, id] of crashed.ids.entries()) {
      const stored = await store.decisions(id, 0);
      for (const a of crashed.seats[k]!.acks) {
        const d = stored[a.decisions - 1];
        assert.ok(d, `acknowledged decision ${a.decisions} of table ${id} is stored`);
        assert.deepEqual(d.choice, a.choice, `decision ${a.decisions} is the acknowledged choice`);
      }
    }
  } finally {
    await store.close();
  }
  const got = await history(db, crashed.ids);
  got.forEach((h, k) => {
    assert.equal(h.result, refHistory[k]!.result, `game ${seeds[k]}: same result`);
    assert.equal(h.decisions, refHistory[k]!.decisions, `game ${seeds[k]}: same decisions`);
    assert.equal(h.log, refHistory[k]!.log, `game ${seeds[k]}: same event log`);
  });
}
