/**
 * The WebSocket side of the protocol: one socket per held seat (or one spectator socket).
 * `reduceLive` folds server messages into the client's picture of a table; it is pure and tested.
 */
import type { Choice, GameResult, GameView, LogEntry, PendingDecision } from '@arbiter/engine';
import { applyViewPatch } from '@arbiter/engine/view-patch';
import { isRecord, type ApiError, errorOf } from './api.js';

export interface ChatLine {
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  readonly at: string;
}

export interface LiveState {
  readonly seat: number | null;
  readonly view: GameView | null;
  readonly pending: PendingDecision | null;
  readonly decisions: number;
  readonly status: string;
  readonly result: GameResult | null;
  readonly log: readonly LogEntry[];
  readonly next: number;
  readonly chat: readonly ChatLine[];
  readonly presence: Readonly<Record<number, boolean>>;
  /** The last refused choice (engine message and rule), cleared by the next accepted one. */
  readonly refused: ApiError | null;
  readonly connected: boolean;
  readonly awaiting: string | null;
}

export const EMPTY_LIVE: LiveState = {
  seat: null,
  view: null,
  pending: null,
  decisions: 0,
  status: 'waiting',
  result: null,
  log: [],
  next: 0,
  chat: [],
  presence: {},
  refused: null,
  connected: false,
  awaiting: null,
};

const MAX_LOG = 2000;

export function reduceLive(s: LiveState, msg: unknown): LiveState {
  if (!isRecord(msg)) return s;
  switch (msg['type']) {
    case 'state': {
      if (!isRecord(msg['view'])) return s;
      return {
        ...s,
        seat: typeof msg['seat'] === 'number' ? msg['seat'] : null,
        view: msg['view'] as unknown as GameView,
        pending:
          isRecord(msg['pending']) && typeof msg['pending']['kind'] === 'string'
            ? (msg['pending'] as unknown as PendingDecision)
            : null,
        decisions: typeof msg['decisions'] === 'number' ? msg['decisions'] : s.decisions,
        status: typeof msg['status'] === 'string' ? msg['status'] : s.status,
        result: isRecord(msg['result']) ? (msg['result'] as unknown as GameResult) : null,
      };
    }
    case 'log': {
      if (!Array.isArray(msg['entries'])) return s;
      const have = new Set(s.log.map((e) => e.seq));
      const fresh = (msg['entries'] as unknown[]).filter(
        (e): e is LogEntry =>
          isRecord(e) && typeof e['seq'] === 'number' && typeof e['text'] === 'string' && !have.has(e['seq'] as number),
      );
      const log = [...s.log, ...fresh].slice(-MAX_LOG);
      return { ...s, log, next: typeof msg['next'] === 'number' ? msg['next'] : s.next };
    }
    case 'chat': {
      const line: ChatLine = {
        seat: typeof msg['seat'] === 'number' ? msg['seat'] : null,
        name: String(msg['name'] ?? ''),
        text: String(msg['text'] ?? ''),
        at: String(msg['at'] ?? ''),
      };
      return { ...s, chat: [...s.chat, line].slice(-200) };
    }
    case 'presence': {
      if (!Array.isArray(msg['seats'])) return s;
      const presence: Record<number, boolean> = {};
      for (const p of msg['seats'])
        if (isRecord(p) && typeof p['seat'] === 'number') presence[p['seat']] = p['connected'] === true;
      return { ...s, presence };
    }
    case 'ack':
      return {
        ...s,
        refused: null,
        awaiting: s.awaiting === msg['id'] ? null : s.awaiting,
        decisions: typeof msg['decisions'] === 'number' ? msg['decisions'] : s.decisions,
      };
    case 'error': {
      const err = errorOf(400, { error: msg['error'] });
      return { ...s, refused: err, awaiting: null };
    }
    default:
      return s;
  }
}

/**
 * The `state` frame a `patch` frame stands for: the patch applied to the last state frame this socket got
 * (the server sends a patch only to a socket holding the frame it was made against). Null when it can't
 * apply: the socket then reconnects and starts again from a whole frame.
 */
export function expandPatch(last: unknown, frame: Record<string, unknown>): Record<string, unknown> | null {
  if (!isRecord(last)) return null;
  if (frame['patch'] === null) return last;
  const r = applyViewPatch(last, frame['patch']);
  return r.ok && isRecord(r.value) ? (r.value as Record<string, unknown>) : null;
}

export interface LiveHandlers {
  onMessage(msg: unknown): void;
  onOpen(): void;
  onClose(): void;
}

/** One socket to a table, reconnecting with backoff until closed. */
export class LiveSocket {
  private ws: WebSocket | null = null;
  private closed = false;
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private counter = 0;
  /** The last state frame, which the next patch frame applies to. */
  private last: unknown = null;

  constructor(
    private readonly table: string,
    private readonly token: string | null,
    private readonly handlers: LiveHandlers,
  ) {
    this.open();
  }

  private open(): void {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const q = this.token ? `?token=${encodeURIComponent(this.token)}&patches=1` : '?patches=1';
    const ws = new WebSocket(`${proto}//${location.host}/api/tables/${encodeURIComponent(this.table)}/live${q}`);
    this.ws = ws;
    this.last = null;
    ws.onopen = () => {
      this.retry = 0;
      this.handlers.onOpen();
    };
    ws.onmessage = (ev) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (isRecord(msg) && msg['type'] === 'patch') {
        msg = expandPatch(this.last, msg);
        if (msg === null) return ws.close();
      }
      if (isRecord(msg) && msg['type'] === 'state') this.last = msg;
      this.handlers.onMessage(msg);
    };
    ws.onclose = () => {
      this.handlers.onClose();
      if (this.closed) return;
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.open(), delay);
    };
  }

  /** Sends a choice; returns the client-chosen id the server's ack or error will carry. */
  act(choice: Choice): string | null {
    const id = `c${Date.now().toString(36)}-${++this.counter}`;
    return this.send({ type: 'action', id, choice }) ? id : null;
  }

  chat(text: string): boolean {
    return this.send({ type: 'chat', text });
  }
  concede(): boolean {
    return this.send({ type: 'concede' });
  }

  private send(msg: unknown): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
  }
}
