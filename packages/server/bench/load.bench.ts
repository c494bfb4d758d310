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
 * CLIENT_THREADS (default 2) spreads the clients over that many threads (load-clients.ts), so one client thread's
 * event-loop lag is not added to every round trip measured: real clients are on other machines.
 * PATCHES=0 makes the clients take whole state frames after every change instead of patch frames
 * (`?patches=1`, the browser client's default).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { startModuleWorker } from '../src/worker-module.js';
import { api, sleep, startServer, tempDb } from '../test/helpers.js';
import type { Percentiles, TimingsReport } from '../src/timings.js';
import type { ClientsCommand, ClientsJob, ClientsReport } from './load-clients.js';

const TABLES = Number(process.env['TABLES'] ?? '200');
const THINK_MS = Number(process.env['THINK_MS'] ?? '200');
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? '30');
/** The think time when passing is the only choice (default THINK_MS, as the issue's workload says). */
const PASS_THINK_MS = Number(process.env['PASS_THINK_MS'] ?? String(THINK_MS));
const PATCHES = process.env['PATCHES'] !== '0';
/** How many threads run the simulated clients (default 2): see load-clients.ts. */
const CLIENT_THREADS = Math.max(1, Number(process.env['CLIENT_THREADS'] ?? '2'));

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
const server = await startServer(tempDb('bench.sqlite'), 0, {}, nodeArgs, ['--timings']);
const pid = server.proc.pid!;
const serverLog = process.env['BENCH_SERVER_LOG'];
if (serverLog) {
  writeFileSync(serverLog, '');
  for (const stream of [server.proc.stdout!, server.proc.stderr!])
    stream.on('data', (d: Buffer) => appendFileSync(serverLog, d));
}
await sleep(500);
const rssBefore = rssMb(pid);

/** The clients' threads: table k is played by thread k mod CLIENT_THREADS. */
const workers = Array.from({ length: CLIENT_THREADS }, (_, t) => {
  const job: ClientsJob = {
    url: server.url,
    tables: Array.from({ length: TABLES }, (_, k) => k).filter((k) => k % CLIENT_THREADS === t),
    thinkMs: THINK_MS,
    passThinkMs: PASS_THINK_MS,
    patches: PATCHES,
  };
  return startModuleWorker(import.meta.url, 'load-clients', job);
});
const tell = (cmd: ClientsCommand): void => workers.forEach((w) => w.postMessage(cmd));

await sleep(Math.max(5000, THINK_MS * 20));
const rssLoaded = rssMb(pid);
await api(server.url, 'DELETE', '/api/timings');
tell({ type: 'measure' });
const start = performance.now();
const cpuStart = cpuSeconds(pid);
const clientStart = process.cpuUsage();
await sleep(SECONDS * 1000);
const reports = Promise.all(
  workers.map((w) => new Promise<ClientsReport>((resolve) => w.once('message', (r: ClientsReport) => resolve(r)))),
);
tell({ type: 'stop' });
const cpuUsed = cpuSeconds(pid) - cpuStart;
const clientUsage = process.cpuUsage(clientStart);
const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
const elapsed = (performance.now() - start) / 1000;
const rssEnd = rssMb(pid);
const timings = (await api(server.url, 'GET', '/api/timings')).body as TimingsReport;
const reported = await reports;
await Promise.race([Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r)))), sleep(6000)]);
await server.stop();

const samples = reported.flatMap((r) => r.samples);
const decisions = reported.reduce((n, r) => n + r.decisions, 0);
const games = reported.reduce((n, r) => n + r.games, 0);
const lags = reported.map((r) => r.lagP99.toFixed(1)).join(', ');
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
  `clients' process (${CLIENT_THREADS} threads): ${clientCpu.toFixed(1)} CPU-s, event-loop delay p99 ${lags} ms by thread (part of every round trip measured)`,
);
console.log(
  `server memory: ${rssBefore.toFixed(0)} MB idle, ${rssLoaded.toFixed(0)}–${rssEnd.toFixed(0)} MB loaded: ${((Math.max(rssLoaded, rssEnd) - rssBefore) / TABLES).toFixed(2)} MB per table`,
);
const pct = (p: Percentiles): string => `p50 ${p.p50} / p99 ${p.p99} / max ${p.max}`;
console.log(
  `inside the server (ms, \`arbiter serve --timings\`): ${Object.entries(timings.phases)
    .map(([phase, p]) => `${phase} ${pct(p)}`)
    .join('; ')}; event-loop delay ${pct(timings.eventLoopDelay)}`,
);
