/**
 * One table in memory: the engine state rebuilt from the store (setup + seed + decisions),
 * the seats' presence, and the queue that puts every change through the engine's `submit`
 * and into the store before anyone is told (an acknowledged decision is durable).
 */
import {
  aiRng,
  fallbackChoice,
  heuristicChoice,
  randomChoice,
  submitInPlace,
  type Choice,
  type EngineError,
  type GameState,
  type ObjectViewSource,
  type PlayerId,
} from '@arbiter/engine';
import type { CardLibrary } from './decks.js';
import { apiError, fail, ok, type ApiError, type Result } from './errors.js';
import type { AiThinkers } from './ai-thinkers.js';
import type { AiKind } from './schemas.js';
import { CanonicalObjectViews, ViewerFrames, type StateFrame } from './frames.js';
import { gameFromSetup, playerIds } from './game-setup.js';
import type { DecisionTimings } from './timings.js';
import type { ChatRow, SeatSetup, Store, TableRow, TableStatus } from './store/types.js';

export const DEFAULT_ABSENCE_MS = 5 * 60_000;
/** The AI kinds that search (issue 21 difficulty levels), thought in worker threads. */
const SEARCH_AI: ReadonlySet<AiKind> = new Set<AiKind>(['medium', 'hard']);

/** How long one AI slice may run before other tables get the CPU. */
const AI_SLICE_MS = 8;

/** Someone watching a table (a WebSocket); told after every change. */
export interface Watcher {
  changed(): void;
  chat(c: ChatRow): void;
  presence(): void;
}

interface SeatRuntime {
  readonly setup: SeatSetup;
  sockets: number;
  lastSeen: number;
  joined: boolean;
}

function engineStatus(e: EngineError): number {
  return e.code === 'WRONG_PLAYER' || e.code === 'NO_DECISION' ? 409 : 422;
}

export class Table {
  state: GameState;
  applied = 0;
  status: TableStatus;
  readonly chatLog: ChatRow[] = [];
  private readonly seats: SeatRuntime[] = [];
  private readonly watchers = new Set<Watcher>();
  /** Messages serialised for the current state (by viewer), shared by the watchers; emptied by every change. */
  private readonly pushes = new Map<string, string>();
  /** Each viewer's state frame at the current version, and the patch from its previous one. */
  private readonly frames = new ViewerFrames();
  /** The object views of the current state, shared by every viewer's view of it (and kept across versions). */
  private readonly objectViews = new CanonicalObjectViews();
  /** Counts rebuilds from the store, so a version names one state even if `applied` goes back. */
  private generation = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private aiTimer: NodeJS.Timeout | null = null;
  /** A search-AI seat is thinking in a worker thread (startThinking). */
  private thinking = false;
  private closed = false;

  private constructor(
    readonly row: TableRow,
    private readonly store: Store,
    private readonly cards: CardLibrary,
    private readonly thinkers: AiThinkers,
    private readonly timings: DecisionTimings | null,
    now: number,
  ) {
    this.state = gameFromSetup(row.setup, cards);
    this.status = row.status;
    const ids = playerIds(row.setup, this.state);
    row.setup.seats.forEach((s, i) => {
      this.seats[ids[i]!] = {
        setup: s,
        sockets: 0,
        lastSeen: now,
        joined: row.status !== 'waiting' || s.kind === 'ai',
      };
    });
  }

  get id(): string {
    return this.row.id;
  }
  get absenceLimitMs(): number {
    return this.row.setup.options.absenceLimitMs ?? DEFAULT_ABSENCE_MS;
  }
  seat(p: PlayerId): SeatSetup | undefined {
    return this.seats[p]?.setup;
  }
  get seatCount(): number {
    return this.seats.length;
  }

  /** Rebuilds a table from its stored row and decisions. */
  static async load(
    row: TableRow,
    store: Store,
    cards: CardLibrary,
    thinkers: AiThinkers,
    timings: DecisionTimings | null = null,
    now = Date.now(),
  ): Promise<Table> {
    const t = new Table(row, store, cards, thinkers, timings, now);
    await t.catchUp();
    await t.settle();
    t.chatLog.push(...(await store.chats(row.id, 200)));
    t.start();
    return t;
  }

  /** Lets the AI begin (a new or resumed table). */
  start(): void {
    this.scheduleAi();
  }

  /** Applies decisions stored since the last one applied (after a restart, or by another process). */
  async catchUp(): Promise<boolean> {
    const rows = await this.store.decisions(this.id, this.applied);
    for (const d of rows) {
      if (d.index !== this.applied) break;
      const r = submitInPlace(this.state, d.seat, d.choice);
      if (!r.ok) throw new Error(`table ${this.id}: stored decision ${d.index} refused on replay: ${r.error.message}`);
      this.applied++;
    }
    return rows.length > 0;
  }

  private enqueue<T>(fn: () => Promise<T>): Promise<T> {
    const p = this.queue.then(fn, fn);
    this.queue = p.catch(() => undefined);
    return p;
  }

  watch(w: Watcher): () => void {
    this.watchers.add(w);
    return () => {
      this.watchers.delete(w);
    };
  }

  private tell(what: 'changed' | 'presence'): void {
    if (what === 'changed') this.pushes.clear();
    for (const w of this.watchers) w[what]();
  }

  /** A message about the current state, serialised once (`make`) for every watcher that asks with `key`. */
  pushed(key: string, make: () => string): string {
    const at = `${this.applied} ${this.status} ${key}`;
    let text = this.pushes.get(at);
    if (text === undefined) {
      text = make();
      this.pushes.set(at, text);
    }
    return text;
  }

  /** The viewer's state frame now (`make` builds the message), made once per change and viewer. */
  frame(viewer: string, make: () => { readonly decisions: number }): StateFrame {
    return this.frames.frame(viewer, this.version(), make);
  }

  /** Where the views of the current state get their object views (engine `viewFor`'s source). */
  objectViewSource(): ObjectViewSource {
    return this.objectViews.at(this.version());
  }

  /**
   * `read` of the table once every change asked for before has settled: decisions applied in memory are shown
   * only once they are stored (an acknowledged decision is durable; a view never shows one that is not yet).
   */
  settled<T>(read: () => T): Promise<T> {
    return this.enqueue(async () => read());
  }

  /** Names the current state: it changes with every decision, status change and rebuild. */
  private version(): string {
    return `${this.generation} ${this.applied} ${this.status}`;
  }

  /** Another process changed the table: read what it stored and tell our watchers. */
  refresh(kind: 'decision' | 'chat' | 'status'): Promise<void> {
    return this.enqueue(async () => {
      if (kind === 'chat') {
        const seen = new Set(this.chatLog.map((c) => `${c.at} ${c.seat} ${c.text}`));
        for (const c of await this.store.chats(this.id, 50))
          if (!seen.has(`${c.at} ${c.seat} ${c.text}`)) this.pushChat(c);
        return;
      }
      if (await this.catchUp()) await this.afterChange();
      const row = await this.store.getTable(this.id);
      if (row && row.status !== this.status) {
        this.status = row.status;
        this.tell('changed');
        this.scheduleAi();
      }
    });
  }

  /** A seat showed up (any authenticated request): it counts as present and joined. */
  async touch(p: PlayerId): Promise<void> {
    const s = this.seats[p];
    if (!s) return;
    s.lastSeen = Date.now();
    if (s.joined) return;
    s.joined = true;
    if (this.status !== 'waiting') return;
    // Joins are stored, so a table served by several processes starts once every seat was seen by any of them.
    const joined = new Set(await this.store.markJoined(this.id, p));
    for (const [i, x] of this.seats.entries()) if (joined.has(i)) x.joined = true;
    if (!this.seats.every((x) => x.joined)) return;
    await this.enqueue(async () => {
      if (this.status !== 'waiting') return;
      this.status = 'playing';
      await this.store.setStatus(this.id, 'playing', null);
      await this.store.notify(this.id, 'status');
      this.tell('changed');
      this.scheduleAi();
    });
  }

  connected(p: PlayerId): boolean {
    const s = this.seats[p];
    return !!s && (s.setup.kind === 'ai' || s.sockets > 0);
  }

  socketOpened(p: PlayerId): void {
    const s = this.seats[p];
    if (!s) return;
    s.sockets++;
    s.lastSeen = Date.now();
    this.tell('presence');
  }

  socketClosed(p: PlayerId): void {
    const s = this.seats[p];
    if (!s) return;
    s.sockets = Math.max(0, s.sockets - 1);
    s.lastSeen = Date.now();
    this.tell('presence');
  }

  /** 800.4: how long seat `p` has been away (0 while it has a socket open). */
  absentFor(p: PlayerId, now = Date.now()): number {
    const s = this.seats[p];
    if (!s || s.setup.kind === 'ai' || s.sockets > 0) return 0;
    return now - s.lastSeen;
  }

  /** Every choice goes through `submit`; it is stored before the caller hears "ok". */
  submit(p: PlayerId, choice: Choice): Promise<Result<number>> {
    const asked = performance.now();
    return this.enqueue(() => {
      this.timings?.record('queue', performance.now() - asked);
      return this.apply(p, choice);
    });
  }

  private async apply(p: PlayerId, choice: Choice): Promise<Result<number>> {
    if (this.closed) return fail(apiError(503, 'CLOSED', 'the server is shutting down'));
    if (this.store.kind === 'postgres') await this.catchUp();
    if (choice.kind === 'chooseName') {
      // 201.3: the engine can't tell a real card name from any other text; the card index can.
      const pending = this.state.pending;
      const named = this.cards.cardName(choice.name, pending?.kind === 'chooseName' ? pending.filter : undefined);
      if (!named.ok) return fail(apiError(400, 'UNKNOWN_CARD_NAME', named.message, '201.3'));
      choice = { kind: 'chooseName', name: named.name };
    }
    let r: ReturnType<typeof submitInPlace>;
    try {
      const began = performance.now();
      r = submitInPlace(this.state, p, choice);
      this.timings?.record('engine', performance.now() - began);
    } catch (err) {
      // An engine defect: the state may be half-changed, so go back to what the store holds.
      await this.rebuild();
      return fail(apiError(500, 'ENGINE_ERROR', `the engine failed on this choice: ${(err as Error).message}`));
    }
    if (!r.ok) return fail(apiError(engineStatus(r.error), r.error.code, r.error.message, r.error.rule));
    return this.persist([{ seat: p, choice }]);
  }

  /** Stores decisions already applied in memory, then tells everyone; on failure, back to the store's history. */
  private async persist(batch: readonly { seat: PlayerId; choice: Choice }[]): Promise<Result<number>> {
    let stored = false;
    const began = performance.now();
    try {
      stored = await this.store.appendDecisions(this.id, this.applied, batch);
      this.timings?.record('store', performance.now() - began);
    } catch (err) {
      await this.rebuild();
      return fail(apiError(503, 'STORE_FAILED', `the decision could not be stored: ${(err as Error).message}`));
    }
    if (!stored) {
      // Another process stored those indexes first: take its history and refuse ours.
      await this.rebuild();
      await this.afterChange();
      return fail(apiError(409, 'CONFLICT', 'another decision was made first; read the new state and decide again'));
    }
    this.applied += batch.length;
    await this.store.notify(this.id, 'decision');
    const pushing = performance.now();
    await this.afterChange();
    this.timings?.record('push', performance.now() - pushing);
    return ok(this.applied);
  }

  /**
   * A game with a result is a finished table, whichever way the result came: a decision applied here, or
   * decisions replayed from the store (a restart after a crash between storing the last decision and
   * storing the status, or another process's decision).
   */
  private async settle(): Promise<void> {
    if (this.state.result && this.status !== 'finished') {
      this.status = 'finished';
      await this.store.setStatus(this.id, 'finished', this.state.result);
    }
  }

  /** Back to exactly what the store holds. */
  private async rebuild(): Promise<void> {
    this.pushes.clear();
    this.frames.clear();
    this.generation++;
    this.state = gameFromSetup(this.row.setup, this.cards);
    this.applied = 0;
    await this.catchUp();
    await this.settle();
  }

  private async afterChange(): Promise<void> {
    await this.settle();
    this.tell('changed');
    this.scheduleAi();
  }

  /** 800.4a: a seated player removes one who has been away longer than the table's absence limit. */
  remove(by: PlayerId, target: PlayerId): Promise<Result<number>> {
    const s = this.seats[target];
    if (!s) return Promise.resolve(fail(apiError(422, 'NO_SEAT', `there is no seat ${target}`)));
    if (this.state.players[by]?.left)
      return Promise.resolve(fail(apiError(403, 'LEFT', 'you have left the game', '800.4a')));
    if (this.state.players[target]!.left)
      return Promise.resolve(fail(apiError(409, 'ALREADY_LEFT', `seat ${target} has already left the game`, '800.4a')));
    const away = this.absentFor(target);
    if (away < this.absenceLimitMs) {
      return Promise.resolve(
        fail(
          apiError(
            409,
            'NOT_ABSENT',
            `seat ${target} has been away ${Math.floor(away / 1000)} s; it may be removed after ${Math.ceil(this.absenceLimitMs / 1000)} s`,
            '800.4',
          ),
        ),
      );
    }
    return this.enqueue(() => this.apply(target, { kind: 'concede' }));
  }

  async chat(p: PlayerId, text: string): Promise<ChatRow> {
    const c: ChatRow = { seat: p, name: this.state.players[p]!.name, text, at: new Date().toISOString() };
    await this.store.appendChat(this.id, c);
    this.pushChat(c);
    await this.store.notify(this.id, 'chat');
    return c;
  }

  pushChat(c: ChatRow): void {
    this.chatLog.push(c);
    if (this.chatLog.length > 200) this.chatLog.shift();
    for (const w of this.watchers) w.chat(c);
  }

  private scheduleAi(): void {
    if (this.aiTimer || this.thinking || this.closed || this.status !== 'playing' || this.state.result) return;
    const d = this.state.pending;
    if (!d || this.seats[d.player]?.setup.kind !== 'ai') return;
    const delay = this.row.setup.options.aiDelayMs ?? 0;
    // setImmediate/setTimeout: one AI decision per turn of the event loop, so tables share the CPU.
    const run = (): void => {
      this.aiTimer = null;
      this.aiStopsOnFailure(this.enqueue(() => this.aiStep()));
    };
    this.aiTimer = delay > 0 ? setTimeout(run, delay) : (setImmediate(run) as unknown as NodeJS.Timeout);
  }

  /** An AI step that failed: back to the stored history, and everyone sees it (the AI is not rescheduled). */
  private aiStopsOnFailure(step: Promise<void>): void {
    step.catch(async (err: unknown) => {
      process.stderr.write(`table ${this.id}: AI stopped: ${(err as Error).message}\n`);
      await this.enqueue(async () => {
        await this.rebuild();
        this.tell('changed');
      });
    });
  }

  /**
   * AI seats decide in slices of a few milliseconds (then the event loop serves other tables);
   * a slice's decisions are stored in one transaction. An AI choice is a function of the seed
   * and the decision number, so a replay after a crash makes the same choices again.
   */
  private async aiStep(): Promise<void> {
    if (this.closed || this.state.result) return;
    if (this.store.kind === 'postgres') await this.catchUp();
    const batch: { seat: PlayerId; choice: Choice }[] = [];
    const until = performance.now() + AI_SLICE_MS;
    const delayed = (this.row.setup.options.aiDelayMs ?? 0) > 0;
    for (;;) {
      const d = this.state.pending;
      const seat = d ? this.seats[d.player] : undefined;
      if (!d || this.state.result || seat?.setup.kind !== 'ai') break;
      const seed = `${String(this.row.setup.seed)}:ai:${this.applied + batch.length}`;
      const kind = seat.setup.ai ?? 'heuristic';
      if (SEARCH_AI.has(kind)) {
        if (!batch.length) this.startThinking(d.player, kind, seed);
        break; // (quick decisions first: stored below; the search thinks once they are)
      }
      const rng = aiRng(seed);
      let choice = kind === 'random' ? randomChoice(this.state, d, rng) : heuristicChoice(this.state, d, rng);
      let r = submitInPlace(this.state, d.player, choice);
      if (!r.ok) {
        choice = fallbackChoice(d, this.state);
        r = submitInPlace(this.state, d.player, choice);
      }
      if (!r.ok) throw new Error(`table ${this.id}: the AI's fallback choice was refused: ${r.error.message}`);
      batch.push({ seat: d.player, choice });
      if (delayed || performance.now() > until) break;
    }
    if (batch.length) await this.persist(batch);
  }

  /**
   * A search-AI seat's decision, thought in a worker thread on a copy of the state. The table's queue stays free
   * meanwhile (views, chat, a concession go on); the answer is applied in the queue if the table is still at the
   * version it was asked about, and goes through `submit` like every choice (refused: the minimal legal answer).
   */
  private startThinking(player: PlayerId, kind: AiKind, seed: string): void {
    const asked = this.version();
    this.thinking = true;
    const thought = this.thinkers.think(structuredClone(this.state), player, kind, seed);
    this.aiStopsOnFailure(
      thought.then((reply) =>
        this.enqueue(async () => {
          this.thinking = false;
          if (this.closed) return;
          const d = this.state.pending;
          if (this.version() !== asked || !d || d.player !== player) return this.scheduleAi();
          if (!reply.ok) process.stderr.write(`table ${this.id}: the ${kind} AI could not think: ${reply.message}\n`);
          let choice = reply.ok ? reply.choice : fallbackChoice(d, this.state);
          let r = submitInPlace(this.state, player, choice);
          if (!r.ok) {
            choice = fallbackChoice(d, this.state);
            r = submitInPlace(this.state, player, choice);
          }
          if (!r.ok) throw new Error(`table ${this.id}: the AI's fallback choice was refused: ${r.error.message}`);
          await this.persist([{ seat: player, choice }]);
        }),
      ),
    );
  }

  /** Stops the AI and refuses further changes (server shutdown). */
  close(): Promise<void> {
    this.closed = true;
    if (this.aiTimer) {
      clearTimeout(this.aiTimer);
      clearImmediate(this.aiTimer as unknown as NodeJS.Immediate);
    }
    this.aiTimer = null;
    return this.enqueue(async () => undefined);
  }
}
