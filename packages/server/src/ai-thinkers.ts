/**
 * The search AI's thinkers (issue 21: difficulty levels that don't block other tables). Searching one decision
 * takes a second or more, so it runs in worker threads: a table hands a thinker a copy of its state (structured
 * clone: the state is plain data, invariant 3) and goes on with the answer; meanwhile the event loop serves every
 * other table. Requests wait in order for a free thinker. The answer depends only on the state, the seat and the
 * seed (the search's budget is counted in rollouts), so a table replayed after a crash needs no thinking: its
 * choices were stored.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { Choice, GameState, PlayerId } from '@arbiter/engine';
import type { AiKind } from './schemas.js';
import { startModuleWorker } from './worker-module.js';

export interface ThinkRequest {
  readonly id: number;
  readonly state: unknown;
  readonly player: PlayerId;
  readonly kind: AiKind;
  readonly seed: string;
}

export type ThinkReply =
  | { readonly id: number; readonly ok: true; readonly choice: Choice }
  | { readonly id: number; readonly ok: false; readonly message: string };

interface Waiting {
  readonly req: ThinkRequest;
  readonly done: (r: ThinkReply) => void;
}

interface Thinker {
  readonly worker: Worker;
  busy: Waiting | null;
}

export class AiThinkers {
  private readonly thinkers: Thinker[] = [];
  private readonly queue: Waiting[] = [];
  private next = 1;
  private closed = false;

  /** `size` threads at most (default: one fewer than the machine's cores, at least one), started on first use. */
  constructor(private readonly size = Math.max(1, availableParallelism() - 1)) {}

  /** The seat's choice by the search AI of `kind`, thought in a worker thread. */
  think(state: GameState, player: PlayerId, kind: AiKind, seed: string): Promise<ThinkReply> {
    if (this.closed) return Promise.resolve({ id: 0, ok: false, message: 'the server is shutting down' });
    return new Promise((done) => {
      this.queue.push({ req: { id: this.next++, state, player, kind, seed }, done });
      this.pump();
    });
  }

  /** Stops every thinker; requests still waiting are answered with an error. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.splice(0)) w.done({ id: w.req.id, ok: false, message: 'the server is shutting down' });
    await Promise.all(this.thinkers.map((t) => t.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const t = this.thinkers.find((x) => x.busy === null) ?? this.start();
      if (!t) return;
      const w = this.queue.shift()!;
      t.busy = w;
      t.worker.ref(); // a thought in progress keeps the process alive; an idle thinker does not
      t.worker.postMessage(w.req);
    }
  }

  private start(): Thinker | null {
    if (this.thinkers.length >= this.size) return null;
    const t: Thinker = { worker: startModuleWorker(import.meta.url, 'ai-worker'), busy: null };
    t.worker.unref();
    t.worker.on('message', (r: ThinkReply) => this.answered(t, r));
    t.worker.on('error', (err) => this.failed(t, err));
    this.thinkers.push(t);
    return t;
  }

  private answered(t: Thinker, r: ThinkReply): void {
    const w = t.busy;
    t.busy = null;
    t.worker.unref();
    w?.done(r);
    this.pump();
  }

  /** A thinker that crashed is replaced; its request is answered with the error. */
  private failed(t: Thinker, err: Error): void {
    this.thinkers.splice(this.thinkers.indexOf(t), 1);
    const w = t.busy;
    t.busy = null;
    w?.done({ id: w.req.id, ok: false, message: `the AI thinker stopped: ${err.message}` });
    if (!this.closed) this.pump();
  }
}
