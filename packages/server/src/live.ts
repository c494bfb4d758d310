/**
 * `GET /api/tables/:id/live`: one WebSocket per seat (or spectator). The server pushes the
 * seat's state after every change, the log entries it missed, chat and presence; the client
 * sends actions, chat, concede and pings. Every frame is checked by ClientMessageSchema and
 * every connection is rate-limited; a refused frame gets an error frame and changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { PlayerId } from '@arbiter/engine';
import { apiError, errorBody, type ApiError } from './errors.js';
import { parseJsonBytes } from './json.js';
import type { Lobby } from './lobby.js';
import { Bucket, type RateLimit } from './rate.js';
import { ClientMessageSchema, LiveQuerySchema, schemaMessage, type ClientMessage } from './schemas.js';
import type { Table, Watcher } from './table.js';
import { seatLog, seatState } from './views.js';

const TABLE_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** Refusals in a row (rate limit) after which the socket is closed. */
const MAX_STRIKES = 200;

interface Conn {
  readonly socket: WebSocket;
  /** The connection's TCP socket is corked until the current callback's promise jobs have run. */
  corked: boolean;
  table: Table | null;
  seat: PlayerId | null;
  nextLog: number;
  /** The version of the last state frame this socket got (null: none yet). */
  stateAt: string | null;
  /** The client asked for `patch` frames after the first state frame (`?patches=1`). */
  patches: boolean;
  unwatch: (() => void) | null;
  strikes: number;
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

/** The TCP socket under a `ws` WebSocket (an internal of `ws`; null if it ever goes away). */
function tcpOf(ws: WebSocket): Corkable | null {
  const raw = (ws as unknown as { _socket?: Partial<Corkable> })._socket;
  return raw && typeof raw.cork === 'function' && typeof raw.uncork === 'function' ? (raw as Corkable) : null;
}

/**
 * Sends one frame. The frames sent in one callback and the promise jobs it starts (a change's state
 * and log, then the ack) are written to the kernel together: the TCP socket is corked at the first
 * frame and uncorked once those jobs have run (process.nextTick), so a decision costs one write per
 * connection instead of one per frame, and nothing waits for another turn of the event loop.
 */
function sendText(c: Conn, text: string): void {
  if (c.socket.readyState !== c.socket.OPEN) return;
  if (!c.corked) {
    const tcp = tcpOf(c.socket);
    if (tcp) {
      tcp.cork();
      c.corked = true;
      process.nextTick(() => {
        c.corked = false;
        tcp.uncork();
      });
    }
  }
  c.socket.send(text);
}

function sendJson(c: Conn, msg: unknown): void {
  sendText(c, JSON.stringify(msg));
}

function sendError(c: Conn, e: ApiError, id?: string | number): void {
  sendJson(c, { type: 'error', ...(id !== undefined ? { id } : {}), ...errorBody(e) });
}

function presence(t: Table): unknown {
  return { type: 'presence', seats: t.state.players.map((p) => ({ seat: p.id, connected: t.connected(p.id) })) };
}

/**
 * The seat's state and the log entries it has not had. Both are serialised once per change and
 * viewer, and shared by every socket of that viewer (hot-seat tabs, reconnects, spectators).
 */
function pushState(c: Conn): void {
  const t = c.table!;
  const viewer = c.seat === null ? 'spectator' : String(c.seat);
  const f = t.frame(viewer, () => ({ type: 'state', ...seatState(t, c.seat) }));
  if (c.stateAt !== f.at) {
    sendText(c, c.patches && f.patch !== null && f.patch.from === c.stateAt ? f.patch.text : f.full());
    c.stateAt = f.at;
  }
  const next = t.state.log.length;
  if (c.nextLog < next) {
    sendText(
      c,
      t.pushed(`log ${viewer} ${c.nextLog}`, () => JSON.stringify({ type: 'log', ...seatLog(t, c.seat, c.nextLog) })),
    );
  }
  c.nextLog = next;
}

function attach(c: Conn, t: Table, seat: PlayerId | null): void {
  c.unwatch?.();
  if (c.seat !== null) c.table?.socketClosed(c.seat);
  c.table = t;
  c.seat = seat;
  c.nextLog = 0;
  c.stateAt = null;
  const w: Watcher = {
    changed: () => pushState(c),
    chat: (m) => sendJson(c, { type: 'chat', ...m }),
    presence: () => sendJson(c, presence(t)),
  };
  c.unwatch = t.watch(w);
  if (seat !== null) {
    t.socketOpened(seat);
    void t.touch(seat);
  }
  // The first frames once the table has settled: never a decision applied in memory but not yet stored.
  void t.settled(() => {
    if (c.table !== t) return;
    pushState(c);
    sendJson(c, presence(t));
    for (const m of t.chatLog) sendJson(c, { type: 'chat', ...m });
  });
}

async function handle(c: Conn, msg: ClientMessage, lobby: Lobby, arrived: number): Promise<void> {
  const t = c.table!;
  switch (msg.type) {
    case 'ping':
      sendJson(c, { type: 'pong' });
      return;
    case 'auth': {
      const s = await lobby.seatOf(t.id, msg.token);
      if (!s.ok) return sendError(c, s.error);
      attach(c, t, s.value);
      return;
    }
    case 'action':
    case 'concede': {
      if (c.seat === null)
        return sendError(
          c,
          apiError(401, 'NO_TOKEN', 'spectators cannot act; authenticate with a seat token'),
          msg.type === 'action' ? msg.id : undefined,
        );
      const r = await t.submit(c.seat, msg.type === 'action' ? msg.choice : { kind: 'concede' });
      const id = msg.type === 'action' ? msg.id : undefined;
      if (r.ok) sendJson(c, { type: 'ack', ...(id !== undefined ? { id } : {}), decisions: r.value });
      else sendError(c, r.error, id);
      if (r.ok) lobby.timings?.record('total', performance.now() - arrived);
      return;
    }
    case 'remove': {
      if (c.seat === null) return sendError(c, apiError(401, 'NO_TOKEN', 'spectators cannot remove players'));
      const r = await t.remove(c.seat, msg.seat);
      if (r.ok) sendJson(c, { type: 'ack', decisions: r.value });
      else sendError(c, r.error);
      return;
    }
    case 'chat':
      if (c.seat === null) return sendError(c, apiError(401, 'NO_TOKEN', 'spectators cannot chat'));
      await t.chat(c.seat, msg.text);
      return;
  }
}

function onMessage(c: Conn, data: Buffer, bucket: Bucket, lobby: Lobby): void {
  const arrived = performance.now();
  if (!bucket.take()) {
    if (++c.strikes > MAX_STRIKES) c.socket.close(1008, 'rate limit');
    else sendError(c, apiError(429, 'RATE_LIMITED', 'too many messages on this connection'));
    return;
  }
  c.strikes = 0;
  const raw = parseJsonBytes(data);
  if (!raw.ok) return sendError(c, raw.error);
  const parsed = ClientMessageSchema.safeParse(raw.value);
  if (!parsed.success) return sendError(c, apiError(400, 'BAD_MESSAGE', schemaMessage(parsed.error)));
  handle(c, parsed.data, lobby, arrived).catch((err: unknown) =>
    sendError(c, apiError(500, 'INTERNAL', (err as Error).message)),
  );
}

export function liveSocket(socket: WebSocket, req: FastifyRequest, lobby: Lobby, rate: RateLimit): void {
  const c: Conn = {
    socket,
    corked: false,
    table: null,
    seat: null,
    nextLog: 0,
    stateAt: null,
    patches: false,
    unwatch: null,
    strikes: 0,
  };
  const bucket = new Bucket(rate);
  const pending: Buffer[] = [];
  let ready = false;
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary) return sendError(c, apiError(400, 'BAD_MESSAGE', 'binary frames are not accepted'));
    if (!ready) {
      if (pending.length < 100) pending.push(data);
      return;
    }
    onMessage(c, data, bucket, lobby);
  });
  socket.on('close', () => {
    c.unwatch?.();
    if (c.seat !== null) c.table?.socketClosed(c.seat);
  });
  socket.on('error', () => socket.close());
  void (async () => {
    const id = (req.params as { id?: string }).id ?? '';
    const q = LiveQuerySchema.safeParse(req.query);
    const t = TABLE_ID.test(id) ? await lobby.get(id) : null;
    if (!t) {
      sendError(c, apiError(404, 'NO_TABLE', `no table ${id}`));
      socket.close(4404, 'no table');
      return;
    }
    if (!q.success) {
      sendError(c, apiError(400, 'BAD_REQUEST', schemaMessage(q.error)));
      socket.close(4400, 'bad query');
      return;
    }
    c.patches = q.data.patches === '1';
    let seat: PlayerId | null = null;
    if (q.data.token !== undefined) {
      const s = await lobby.seatOf(t.id, q.data.token);
      if (!s.ok) {
        sendError(c, s.error);
        socket.close(4000 + s.error.status, s.error.code);
        return;
      }
      seat = s.value;
    }
    attach(c, t, seat);
    ready = true;
    for (const d of pending.splice(0)) onMessage(c, d, bucket, lobby);
  })();
}
