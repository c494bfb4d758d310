/**
 * Test helpers: a real `arbiter serve` process on loopback (killed or stopped by the test),
 * an HTTP client for the API and a WebSocket client that records every message it receives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { fallbackChoice, type Choice, type PendingDecision } from '@arbiter/engine';

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
}

export function tempDb(name = 'arbiter.sqlite'): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'arbiter-server-')), name);
}

/** Starts `arbiter serve --port P --db DB` and waits for "listening on http://…". */
export function startServer(db: string, port = 0, env: Record<string, string> = {}): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [bin, 'serve', '--port', String(port), '--host', '127.0.0.1', '--db', db], {
      cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    const timer = setTimeout(() => { proc.kill('SIGKILL'); reject(new Error(`server did not start: ${out}${err}`)); }, 30_000);
    proc.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        const url = m[1]!;
        resolve({
          url, port: Number(new URL(url).port), proc,
          async stop() { if (proc.exitCode === null) { proc.kill('SIGTERM'); await exited; } },
          async kill() { if (proc.exitCode === null) { proc.kill('SIGKILL'); await exited; } },
        });
      }
    });
    proc.once('exit', (code) => { clearTimeout(timer); if (!/listening on/.test(out)) reject(new Error(`server exited ${code}: ${err}`)); });
  });
}

export interface Reply { readonly status: number; readonly body: any }

export async function api(base: string, method: string, url: string, body?: unknown, token?: string): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['authorization'] = `Bearer ${token}`;
  const r = await fetch(base + url, { method, headers, ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}) });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A simple human: keeps, plays lands, casts target-free spells, attacks with everything. */
export function simpleChoice(d: PendingDecision, turn: number): Choice {
  switch (d.kind) {
    case 'mulligan': return { kind: 'keep' };
    case 'priority': {
      const land = d.actions.find((a) => a.kind === 'playLand');
      if (land && land.kind === 'playLand') return { kind: 'action', action: { kind: 'playLand', card: land.card } };
      const cast = d.actions.find((a) => a.kind === 'cast' && a.targets.length === 0 && a.modes === null && !a.name.includes('//'));
      if (cast && cast.kind === 'cast' && turn % 2 === 0) return { kind: 'action', action: { kind: 'cast', card: cast.card, payment: { kind: 'auto' } } };
      return { kind: 'action', action: { kind: 'pass' } };
    }
    case 'declareAttackers':
      return { kind: 'declareAttackers', attacks: d.options.map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })) };
    default: return fallbackChoice(d);
  }
}

/** A WebSocket client that keeps every message it receives, in order. */
export class LiveClient {
  readonly messages: any[] = [];
  private waiters: { pred: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<void>;

  constructor(base: string, table: string, token?: string) {
    const u = `${base.replace('http', 'ws')}/api/tables/${table}/live${token ? `?token=${encodeURIComponent(token)}` : ''}`;
    this.ws = new WebSocket(u);
    this.opened = new Promise((r, j) => { this.ws.once('open', () => r()); this.ws.once('error', j); });
    this.closed = new Promise((r) => this.ws.once('close', () => r()));
    this.ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => (w.pred(m) ? (w.resolve(m), false) : true));
    });
  }

  send(m: unknown): void { this.ws.send(typeof m === 'string' ? m : JSON.stringify(m)); }

  /** The next message (or an already received one after index `from`) matching `pred`. */
  next(pred: (m: any) => boolean, from = this.messages.length, timeoutMs = 20_000): Promise<any> {
    const have = this.messages.slice(from).find(pred);
    if (have) return Promise.resolve(have);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('timed out waiting for a message')), timeoutMs);
      this.waiters.push({ pred, resolve: (m) => { clearTimeout(t); resolve(m); } });
    });
  }

  lastState(): any { return [...this.messages].reverse().find((m) => m.type === 'state'); }
  close(): void { this.ws.close(); }
}
