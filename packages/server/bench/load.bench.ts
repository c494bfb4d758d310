/**
 * Server load (issue 14): TABLES (default 200) concurrent 4-seat tables, every seat a simulated
 * human client on its own WebSocket over loopback, making random legal choices after a THINK_MS
 * (default 200 ms) think time, for every decision (PASS_THINK_MS sets a different one for decisions
 * where passing is the only choice; before session 9 the bench used THINK_MS / 4 there). Reports the action round trip (action sent → ack received) p50 and
 * p99, decisions per second, and the server's memory per table (resident set growth / tables).
 * The server is a real `arbiter serve` process with the default SQLite store (WAL, synchronous=FULL).
 * BENCH_SECONDS (default 30) sets how long the measurement runs after a warm-up. It also reports the
 * server process's CPU time (user + system, from /proc) per 1,000 decisions: a figure that a busy,
 * shared machine disturbs far less than the round trip. BENCH_SERVER_NODE_ARGS (space-separated) are
 * passed to the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under load, or `--trace-gc`);
 * BENCH_SERVER_LOG=<file> writes the server's output there.
 * PATCHES=0 makes the clients take whole state frames after every change instead of patch frames
 * (`?patches=1`, the browser client's default).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { PendingDecision } from '@arbiter/engine';
import { api, clientRng, expandPatchFrame, randomClientChoice, sleep, startServer, tempDb } from '../test/helpers.js';

const TABLES = Number(process.env['TABLES'] ?? '200');
const THINK_MS = Number(process.env['THINK_MS'] ?? '200');
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? '30');
/** The think time when passing is the only choice (default THINK_MS, as the issue's workload says). */
const PASS_THINK_MS = Number(process.env['PASS_THINK_MS'] ?? String(THINK_MS));
const PATCHES = process.env['PATCHES'] !== '0';

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** The process's CPU seconds so far (utime + stime from /proc/PID/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
const server = await startServer(tempDb('bench.sqlite'), 0, {}, nodeArgs);
const pid = server.proc.pid!;
const serverLog = process.env['BENCH_SERVER_LOG'];
if (serverLog) {
  writeFileSync(serverLog, '');
  for (const stream of [server.proc.stdout!, server.proc.stderr!])
    stream.on('data', (d: Buffer) => appendFileSync(serverLog, d));
}
await sleep(500);
const rssBefore = rssMb(pid);
const samples: number[] = [];
let measuring = false;
let decisions = 0;
let games = 0;
let stopping = false;
const sockets: WebSocket[] = [];

async function table(k: number): Promise<void> {
  while (!stopping) {
    const r = await api(server.url, 'POST', '/api/tables', {
      variant: 'free-for-all',
      players: 4,
      seed: k * 1000 + games,
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
      `${server.url.replace('http', 'ws')}/api/tables/${id}/live?token=${token}${PATCHES ? '&patches=1' : ''}`,
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
      if (m.status === 'finished' && me === 0 && !stopping) games++;
      if (m.status === 'finished' || stopping) {
        ws.close();
        return;
      }
      if (m.pending && m.pending.player === me && m.decisions !== acted) {
        acted = m.decisions;
        last = m;
        const d: PendingDecision = m.pending;
        const think = d.kind === 'priority' && d.actions.length === 1 ? PASS_THINK_MS : THINK_MS;
        setTimeout(() => {
          if (ws.readyState === ws.OPEN) send(randomClientChoice(d, rnd), 'a');
        }, think);
      }
    });
    ws.on('close', () => resolve());
    ws.on('error', () => resolve());
  });
}

const tables = Array.from({ length: TABLES }, (_, k) => table(k));
await sleep(Math.max(5000, THINK_MS * 20));
const rssLoaded = rssMb(pid);
measuring = true;
const start = performance.now();
const cpuStart = cpuSeconds(pid);
const clientStart = process.cpuUsage();
const clientLag = monitorEventLoopDelay({ resolution: 10 });
clientLag.enable();
await sleep(SECONDS * 1000);
measuring = false;
const cpuUsed = cpuSeconds(pid) - cpuStart;
clientLag.disable();
const clientUsage = process.cpuUsage(clientStart);
const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
const elapsed = (performance.now() - start) / 1000;
const rssEnd = rssMb(pid);
stopping = true;
for (const ws of sockets) ws.close();
await Promise.race([Promise.all(tables), sleep(5000)]);
await server.stop();

samples.sort((a, b) => a - b);
const q = (p: number): string =>
  samples.length ? samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(1) : 'n/a';
console.log(
  `${TABLES} concurrent 4-seat tables, ${TABLES * 4} WebSocket clients (${PATCHES ? 'patch' : 'whole state'} frames), think time ${THINK_MS} ms${PASS_THINK_MS !== THINK_MS ? ` (${PASS_THINK_MS} ms when passing is the only choice)` : ''}, ${elapsed.toFixed(0)} s measured`,
);
console.log(
  `action round trip: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms (${samples.length} actions, ${(decisions / elapsed).toFixed(0)} decisions/s, ${games} games finished)`,
);
console.log(
  `server CPU: ${cpuUsed.toFixed(1)} s over ${elapsed.toFixed(0)} s measured (${((cpuUsed / Math.max(1, decisions)) * 1000).toFixed(2)} CPU-seconds per 1,000 decisions)`,
);
console.log(
  `clients' process: ${clientCpu.toFixed(1)} CPU-s, event-loop delay p99 ${(clientLag.percentile(99) / 1e6).toFixed(1)} ms (part of every round trip measured)`,
);
console.log(
  `server memory: ${rssBefore.toFixed(0)} MB idle, ${rssLoaded.toFixed(0)}–${rssEnd.toFixed(0)} MB loaded: ${((Math.max(rssLoaded, rssEnd) - rssBefore) / TABLES).toFixed(2)} MB per table`,
);
