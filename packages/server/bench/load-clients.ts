/**
 * One thread of the load bench's simulated human clients (load.bench.ts): it plays the tables given to it,
 * every seat on its own WebSocket, making a random legal choice after the think time, and measures each
 * action's round trip (action sent → ack received) while the main thread says it is measuring.
 *
 * The clients run in several threads so that one thread's event loop, busy parsing hundreds of sockets'
 * frames, does not add its own lag to every round trip it measures: real clients are on other machines.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { PendingDecision } from '@arbiter/engine';
import { api, clientRng, expandPatchFrame, randomClientChoice } from '../test/helpers.js';

export interface ClientsJob {
  readonly url: string;
  /** The table numbers this thread plays (they pick the tables' seeds and the clients' random choices). */
  readonly tables: readonly number[];
  readonly thinkMs: number;
  readonly passThinkMs: number;
  readonly patches: boolean;
}

/** What a clients thread reports when told to stop. */
export interface ClientsReport {
  readonly samples: number[];
  readonly decisions: number;
  readonly games: number;
  /** This thread's event-loop delay at p99 while measuring, in ms. */
  readonly lagP99: number;
}

/** The messages the main thread sends. */
export type ClientsCommand = { readonly type: 'measure' } | { readonly type: 'stop' };

const job = workerData as ClientsJob;
const samples: number[] = [];
const lag = monitorEventLoopDelay({ resolution: 10 });
let measuring = false;
let stopping = false;
let decisions = 0;
let games = 0;
const sockets: WebSocket[] = [];

async function table(k: number): Promise<void> {
  for (let played = 0; !stopping; played++) {
    const r = await api(job.url, 'POST', '/api/tables', {
      variant: 'free-for-all',
      players: 4,
      seed: k * 1000 + played,
      seats: ['human', 'human', 'human', 'human'],
    });
    const id: string = r.body.id;
    await Promise.all(
      r.body.seats.map((s: { seat: number; token: string }) =>
        seat(id, s.seat, s.token, clientRng(k * 7 + s.seat + 1)),
      ),
    );
  }
}

function seat(id: string, me: number, token: string, rnd: () => number): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(
      `${job.url.replace('http', 'ws')}/api/tables/${id}/live?token=${token}${job.patches ? '&patches=1' : ''}`,
    );
    let frame: unknown = null;
    sockets.push(ws);
    let acted = -1;
    let n = 0;
    const sentAt = new Map<string, number>();
    let last: { pending: PendingDecision } | null = null;
    const send = (choice: unknown, tag: string): void => {
      const mid = `${tag}${n++}`;
      sentAt.set(mid, performance.now());
      ws.send(JSON.stringify({ type: 'action', id: mid, choice }));
    };
    ws.on('message', (data) => {
      let m = JSON.parse(data.toString());
      if (m.type === 'patch') m = expandPatchFrame(frame, m);
      if (m.type === 'state') frame = m;
      if (m.type === 'ack' || m.type === 'error') {
        const t0 = sentAt.get(m.id);
        if (t0 !== undefined && measuring) samples.push(performance.now() - t0);
        sentAt.delete(m.id);
        if (m.type === 'ack') {
          if (measuring) decisions++;
        } else if (last && String(m.id).startsWith('a')) send({ kind: 'action', action: { kind: 'pass' } }, 'p');
        return;
      }
      if (m.type !== 'state') return;
      if (m.status === 'finished' && me === 0 && measuring) games++;
      if (m.status === 'finished' || stopping) {
        ws.close();
        return;
      }
      if (m.pending && m.pending.player === me && m.decisions !== acted) {
        acted = m.decisions;
        last = m;
        const d: PendingDecision = m.pending;
        const think = d.kind === 'priority' && d.actions.length === 1 ? job.passThinkMs : job.thinkMs;
        setTimeout(() => {
          if (ws.readyState === ws.OPEN) send(randomClientChoice(d, rnd), 'a');
        }, think);
      }
    });
    ws.on('close', () => resolve());
    ws.on('error', () => resolve());
  });
}

const playing = job.tables.map((k) => table(k));
parentPort!.on('message', (cmd: ClientsCommand) => {
  switch (cmd.type) {
    case 'measure':
      measuring = true;
      lag.enable();
      return;
    case 'stop': {
      measuring = false;
      stopping = true;
      lag.disable();
      const report: ClientsReport = { samples, decisions, games, lagP99: lag.percentile(99) / 1e6 };
      parentPort!.postMessage(report);
      for (const ws of sockets) ws.close();
      void Promise.race([Promise.all(playing), new Promise((r) => setTimeout(r, 5000))]).then(() => process.exit(0));
      return;
    }
  }
});
