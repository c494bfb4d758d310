/**
 * Test helpers: a real `arbiter serve` process on loopback (killed or stopped by the test),
 * an HTTP client for the API and a WebSocket client that records every message it receives.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { applyViewPatch, fallbackChoice, type Choice, type PendingDecision } from '@arbiter/engine';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = path.join(root, 'packages/cli/bin/arbiter.js');

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly proc: ChildProcess;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** SIGKILL and wait: a crash. */
  kill(): Promise<void>;
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
}

/** A fresh database path; on tmpfs (/dev/shm) when there is one, as only a process crash is simulated. */
export function tempDb(name = 'arbiter.sqlite'): string {
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  return path.join(mkdtempSync(path.join(base, 'arbiter-server-')), name);
}

/** Starts `arbiter serve --port P --db DB` and waits for "listening on http://…". */
export function startServer(
  db: string,
  port = 0,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
  serveArgs: readonly string[] = [],
): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...nodeArgs, bin, 'serve', '--port', String(port), '--host', '127.0.0.1', '--db', db, ...serveArgs],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start: ${out}${err}`));
    }, 30_000);
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        const url = m[1]!;
        resolve({
          url,
          port: Number(new URL(url).port),
          proc,
          async stop() {
            if (proc.exitCode === null) {
              proc.kill('SIGTERM');
              await exited;
            }
          },
          async kill() {
            if (proc.exitCode === null) {
              proc.kill('SIGKILL');
              await exited;
            }
          },
          output: () => out + err,
        });
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      if (!/listening on/.test(out)) reject(new Error(`server exited ${code}: ${err}`));
    });
  });
}

export interface Reply {
  readonly status: number;
  readonly body: any;
}

export async function api(base: string, method: string, url: string, body?: unknown, token?: string): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['authorization'] = `Bearer ${token}`;
  const r = await fetch(base + url, {
    method,
    headers,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A simple human: keeps, plays lands, casts target-free spells, attacks with everything. */
export function simpleChoice(d: PendingDecision, turn: number): Choice {
  switch (d.kind) {
    case 'mulligan':
      return { kind: 'keep' };
    case 'priority': {
      const land = d.actions.find((a) => a.kind === 'playLand');
      if (land && land.kind === 'playLand') return { kind: 'action', action: { kind: 'playLand', card: land.card } };
      const cast = d.actions.find(
        (a) => a.kind === 'cast' && a.targets.length === 0 && a.modes === null && !a.name.includes('//'),
      );
      if (cast && cast.kind === 'cast' && turn % 2 === 0)
        return { kind: 'action', action: { kind: 'cast', card: cast.card, payment: { kind: 'auto' } } };
      return { kind: 'action', action: { kind: 'pass' } };
    }
    case 'declareAttackers':
      return {
        kind: 'declareAttackers',
        attacks: d.options.map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
      };
    default:
      return fallbackChoice(d);
  }
}

/**
 * A WebSocket client that keeps every message it receives, in order. With `patches`, it asks the server
 * for `patch` frames (`?patches=1`) and keeps each one expanded into the `state` frame it stands for
 * (engine `applyViewPatch` against the last state frame), marked `patched: true`; `raw` keeps the frames
 * exactly as they came.
 */
export class LiveClient {
  readonly messages: any[] = [];
  readonly raw: any[] = [];
  private waiters: { pred: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  private readonly listeners = new Set<(m: any) => void>();
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<void>;

  constructor(base: string, table: string, token?: string, opts: { patches?: boolean } = {}) {
    const q = [token ? `token=${encodeURIComponent(token)}` : '', opts.patches ? 'patches=1' : ''].filter(Boolean);
    const u = `${base.replace('http', 'ws')}/api/tables/${table}/live${q.length ? `?${q.join('&')}` : ''}`;
    this.ws = new WebSocket(u);
    this.opened = new Promise((r, j) => {
      this.ws.once('open', () => r());
      this.ws.once('error', j);
    });
    this.closed = new Promise((r) => this.ws.once('close', () => r()));
    this.ws.on('message', (data) => {
      const got = JSON.parse(data.toString());
      this.raw.push(got);
      const m = got.type === 'patch' ? expandPatchFrame(this.lastState(), got) : got;
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => (w.pred(m) ? (w.resolve(m), false) : true));
      for (const f of [...this.listeners]) f(m);
    });
  }

  /** Calls `f` with every later message (patch frames expanded); returns the unsubscribe. */
  onMessage(f: (m: any) => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** The next message (or an already received one after index `from`) matching `pred`. */
  next(pred: (m: any) => boolean, from = this.messages.length, timeoutMs = 20_000): Promise<any> {
    const have = this.messages.slice(from).find(pred);
    if (have) return Promise.resolve(have);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(t);
          resolve(m);
        },
      });
    });
  }

  lastState(): any {
    return [...this.messages].reverse().find((m) => m.type === 'state');
  }
  close(): void {
    this.ws.close();
  }
}

/** The `state` frame a `patch` frame stands for, applied to the last state frame the client holds. */
export function expandPatchFrame(last: unknown, frame: { decisions: number; patch: unknown }): any {
  if (last === undefined) throw new Error('a patch frame arrived before any state frame');
  const { patched: _, ...base } = last as Record<string, unknown>;
  if (frame.patch === null) return { ...base, patched: true };
  const r = applyViewPatch(base, frame.patch);
  if (!r.ok) throw new Error(r.error.message);
  return { ...(r.value as object), patched: true };
}

/** A small deterministic generator for test clients (xorshift). */
export function clientRng(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

type Target = { kind: 'player'; player: number } | { kind: 'object'; id: number };

/** A random client: plays lands, casts and activates with the first legal targets, attacks at random. */
export function randomClientChoice(d: PendingDecision, rnd: () => number): Choice {
  const pickTargets = (opts: readonly { min: number; legal: readonly Target[] }[]): Target[][] =>
    opts.map((o) => o.legal.slice(0, o.min));
  switch (d.kind) {
    case 'mulligan':
      return rnd() < 0.15 ? { kind: 'mulligan' } : { kind: 'keep' };
    case 'priority': {
      const acts = d.actions.filter(
        (a) =>
          a.kind === 'playLand' ||
          (a.kind === 'cast' && a.modes === null) ||
          (a.kind === 'activate' && !a.manaAbility && !a.hasX),
      );
      if (acts.length === 0 || rnd() < 0.4) return { kind: 'action', action: { kind: 'pass' } };
      const a = acts[Math.floor(rnd() * acts.length)]!;
      if (a.kind === 'playLand') return { kind: 'action', action: { kind: 'playLand', card: a.card } };
      if (a.kind === 'cast')
        return {
          kind: 'action',
          action: { kind: 'cast', card: a.card, targets: pickTargets(a.targets), payment: { kind: 'auto' } },
        };
      if (a.kind === 'activate')
        return {
          kind: 'action',
          action: {
            kind: 'activate',
            source: a.source,
            ability: a.ability,
            targets: pickTargets(a.targets),
            payment: { kind: 'auto' },
          },
        };
      return { kind: 'action', action: { kind: 'pass' } };
    }
    case 'declareAttackers':
      return {
        kind: 'declareAttackers',
        attacks: d.options
          .filter((o) => o.mustAttack || rnd() < 0.6)
          .map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
      };
    default:
      return fallbackChoice(d);
  }
}

/**
 * Plays one seat over its socket with `policy` until the game is over or `stopAt` decisions
 * have been made (then the seat concedes). A refused action is followed by the minimal legal one.
 */
export function playSeat(
  c: LiveClient,
  seat: number,
  policy: (d: PendingDecision) => Choice,
  stopAt = Infinity,
): Promise<any> {
  let acted = -1;
  let n = 0;
  let conceded = false;
  return new Promise((resolve, reject) => {
    const on = (m: any): void => {
      if (m.type === 'error' && typeof m.id === 'string' && m.id.startsWith('a')) {
        const last = c.lastState();
        if (last?.pending) c.send({ type: 'action', id: `f${n++}`, choice: fallbackChoice(last.pending) });
        return;
      }
      if (m.type === 'error' && typeof m.id === 'string' && m.id.startsWith('f')) {
        const last = c.lastState();
        if (last?.pending?.kind === 'priority')
          c.send({ type: 'action', id: `p${n++}`, choice: { kind: 'action', action: { kind: 'pass' } } });
        return;
      }
      if (m.type !== 'state') return;
      if (m.status === 'finished') {
        off();
        resolve(m);
        return;
      }
      if (m.decisions >= stopAt && !conceded && !m.view.players[seat].left) {
        conceded = true;
        c.send({ type: 'concede' });
        return;
      }
      if (m.pending && m.pending.player === seat && m.decisions !== acted) {
        acted = m.decisions;
        c.send({ type: 'action', id: `a${n++}`, choice: policy(m.pending) });
      }
    };
    const off = c.onMessage((m) => {
      try {
        on(m);
      } catch (e) {
        reject(e);
      }
    });
    const s = c.lastState();
    if (s) on(s);
  });
}

/** A throwaway PostgreSQL cluster started by scripts/deps/postgres.mjs (installed if missing; no mock). */
export async function startPostgres(): Promise<{ url: string; fresh(): Promise<string>; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-pg-'));
  const script = path.join(root, 'scripts/deps/postgres.mjs');
  const r = spawnSync(process.execPath, [script, 'start', dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`PostgreSQL could not be started (scripts/deps/postgres.mjs): ${r.stderr}`);
  const url = r.stdout.trim().split('\n').at(-1)!;
  let n = 0;
  return {
    url,
    /** A new empty database on the cluster. */
    async fresh() {
      const name = `arbiter_${process.pid}_${n++}`;
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      return url.replace(/\/postgres$/, `/${name}`);
    },
    stop() {
      spawnSync(process.execPath, [script, 'stop', dir]);
    },
  };
}
