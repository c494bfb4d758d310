/**
 * The HTTP API and WebSocket of `arbiter serve` (docs/protocol.md). Every body and frame is
 * checked by a zod schema; every error is `{"error":{"code","message","rule"?}}` with a 4xx
 * status; every connection is rate-limited.
 */
import { STARTER_BY_NAME } from '@arbiter/engine';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import type { z } from 'zod';
import { apiError, errorBody, type ApiError, type Result } from './errors.js';
import { parseJsonBytes } from './json.js';
import type { Lobby } from './lobby.js';
import { isCommanderVariant } from './game-setup.js';
import { meta } from './meta.js';
import { registerWebSupport } from './web-support.js';
import { Bucket, type RateLimit } from './rate.js';
import {
  ChatSchema,
  ChoiceSchema,
  CreateTableSchema,
  DeckValidateSchema,
  LogQuerySchema,
  RemoveSchema,
  schemaMessage,
} from './schemas.js';
import type { Table } from './table.js';
import { seatLog, seatState } from './views.js';
import { liveSocket } from './live.js';

export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  readonly lobby: Lobby;
  readonly rate?: RateLimit;
  readonly webRoot?: string | null;
  readonly logger?: boolean;
}

class HttpError extends Error {
  constructor(readonly api: ApiError) {
    super(api.message);
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw new HttpError(apiError(400, 'BAD_REQUEST', schemaMessage(r.error)));
  return r.data;
}

const TABLE_ID = /^[A-Za-z0-9_-]{1,40}$/;

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h === undefined) return null;
  const m = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(h);
  if (!m) throw new HttpError(apiError(401, 'BAD_TOKEN', 'Authorization must be "Bearer <token>"'));
  return m[1]!;
}

function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { lobby } = opts;
  const rate = opts.rate ?? { perSecond: 200, burst: 400 };
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: BODY_LIMIT, routerOptions: { maxParamLength: 100 } });
  guardRequests(app, rate);

  // UTF-8 is checked by parseJsonBytes, so an invalid frame gets an error frame rather than a closed socket.
  await app.register(websocket, { options: { maxPayload: BODY_LIMIT, skipUTF8Validation: true } });

  lobbyRoutes(app, lobby);
  tableRoutes(app, lobby, rate);
  await webClient(app, opts.webRoot);
  return app;
}

/** Every body is JSON checked byte by byte, every connection is rate-limited, every error has the one shape. */
function guardRequests(app: FastifyInstance, rate: RateLimit): void {
  const buckets = new WeakMap<Socket, Bucket>();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    const r = parseJsonBytes(body as Buffer);
    if (r.ok) done(null, r.value);
    else done(new HttpError(r.error), undefined);
  });

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    let b = buckets.get(req.raw.socket);
    if (!b) {
      b = new Bucket(rate);
      buckets.set(req.raw.socket, b);
    }
    if (!b.take())
      throw new HttpError(apiError(429, 'RATE_LIMITED', `too many requests on this connection (${rate.perSecond}/s)`));
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, _req, reply) => {
    if (err instanceof HttpError) return reply.status(err.api.status).send(errorBody(err.api));
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    const code =
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'TOO_LARGE'
        : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status === 500
            ? 'INTERNAL'
            : 'BAD_REQUEST';
    if (status === 500) app.log.error(err);
    return reply
      .status(status)
      .send(errorBody(apiError(status, code, status === 500 ? 'internal error' : err.message)));
  });
}

/** The routes outside a table: health, meta, the web client's card support, deck validation, creating and listing tables. */
function lobbyRoutes(app: FastifyInstance, lobby: Lobby): void {
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/api/meta', async () => meta([...lobby.cards.vanguards().keys()]));
  // Decision timings (timings.ts): only when the server was started with --timings.
  const noTimings = (): never => {
    throw new HttpError(apiError(404, 'NO_TIMINGS', 'this server keeps no timings (start it with --timings)'));
  };
  app.get('/api/timings', async () => lobby.timings?.report() ?? noTimings());
  app.delete('/api/timings', async () => {
    if (!lobby.timings) return noTimings();
    lobby.timings.reset();
    return { ok: true };
  });
  registerWebSupport(app, lobby.cards, (name) => STARTER_BY_NAME[name] !== undefined);

  app.post('/api/decks/validate', async (req, reply) => {
    const { list, variant } = parse(DeckValidateSchema, req.body);
    const r =
      variant !== undefined && isCommanderVariant(variant)
        ? lobby.cards.commanderList(variant, list)
        : lobby.cards.parseList(list);
    if (r.ok)
      return {
        ok: true,
        cards: r.cards.length,
        ...(r.commanders ? { commanders: r.commanders } : {}),
        ...(r.outside ? { sideboard: r.outside.length } : {}),
      };
    return reply.status(422).send({ ...errorBody(apiError(422, 'BAD_DECK', r.message)), problems: r.problems });
  });

  app.post('/api/tables', async (req, reply) => {
    const input = parse(CreateTableSchema, req.body);
    const r = await lobby.create(input);
    if (!r.ok) {
      const problems = (r.error as { problems?: unknown }).problems;
      return reply.status(r.error.status).send({ ...errorBody(r.error), ...(problems ? { problems } : {}) });
    }
    return reply.status(201).send(r.value);
  });

  app.get('/api/tables', async () => ({
    tables: (await lobby.store.listTables(100)).map((t) => ({
      id: t.id,
      variant: t.setup.variant,
      players: t.setup.seats.length,
      status: t.status,
      decisions: t.decisions,
      createdAt: t.createdAt,
    })),
  }));
}

/** The routes of one table (`/api/tables/:id/…`): its state, a seat's view and log, chat, actions, the live socket. */
function tableRoutes(app: FastifyInstance, lobby: Lobby, rate: RateLimit): void {
  const tableOf = async (req: FastifyRequest): Promise<Table> => {
    const id = (req.params as { id?: string }).id ?? '';
    if (!TABLE_ID.test(id)) throw new HttpError(apiError(404, 'NO_TABLE', 'no such table'));
    const t = await lobby.get(id);
    if (!t) throw new HttpError(apiError(404, 'NO_TABLE', `no table ${id}`));
    return t;
  };
  const seatAt = async (req: FastifyRequest, t: Table, required: boolean): Promise<number | null> => {
    const token = bearer(req);
    if (token === null) {
      if (required) throw new HttpError(apiError(401, 'NO_TOKEN', 'this needs Authorization: Bearer <token>'));
      return null;
    }
    const s = await lobby.seatOf(t.id, token);
    if (!s.ok) throw new HttpError(s.error);
    await t.touch(s.value);
    return s.value;
  };
  const send = (reply: FastifyReply, r: Result<unknown>, body: (v: never) => unknown): unknown =>
    r.ok ? body(r.value as never) : reply.status(r.error.status).send(errorBody(r.error));

  app.get('/api/tables/:id', async (req) => {
    const t = await tableOf(req);
    return t.settled(() => ({
      id: t.id,
      status: t.status,
      decisions: t.applied,
      result: t.state.result,
      variant: t.row.setup.variant,
      createdAt: t.row.createdAt,
      absenceLimitMs: t.absenceLimitMs,
      rangeOfInfluence: t.state.options.rangeOfInfluence,
      seats: t.state.players.map((p) => ({
        seat: p.id,
        kind: t.seat(p.id)?.kind ?? 'human',
        name: p.name,
        connected: t.connected(p.id),
        left: p.left,
        absentMs: t.absentFor(p.id),
      })),
    }));
  });

  app.get('/api/tables/:id/view', async (req) => {
    const t = await tableOf(req);
    const seat = await seatAt(req, t, false);
    return t.settled(() => seatState(t, seat));
  });

  app.get('/api/tables/:id/log', async (req) => {
    const t = await tableOf(req);
    const { since } = parse(LogQuerySchema, req.query);
    const seat = await seatAt(req, t, false);
    return t.settled(() => seatLog(t, seat, since ?? 0));
  });

  app.get('/api/tables/:id/chat', async (req) => {
    const t = await tableOf(req);
    return { messages: t.chatLog };
  });

  app.post('/api/tables/:id/actions', async (req, reply) => {
    const t = await tableOf(req);
    const seat = (await seatAt(req, t, true))!;
    const choice = parse(ChoiceSchema, req.body);
    return send(reply, await t.submit(seat, choice), (n: number) => ({ ok: true, decisions: n }));
  });

  app.post('/api/tables/:id/concede', async (req, reply) => {
    const t = await tableOf(req);
    const seat = (await seatAt(req, t, true))!;
    return send(reply, await t.submit(seat, { kind: 'concede' }), (n: number) => ({ ok: true, decisions: n }));
  });

  app.post('/api/tables/:id/chat', async (req) => {
    const t = await tableOf(req);
    const seat = (await seatAt(req, t, true))!;
    const { text } = parse(ChatSchema, req.body);
    return { ok: true, chat: await t.chat(seat, text) };
  });

  app.post('/api/tables/:id/remove', async (req, reply) => {
    const t = await tableOf(req);
    const seat = (await seatAt(req, t, true))!;
    const body = parse(RemoveSchema, req.body);
    return send(reply, await t.remove(seat, body.seat), (n: number) => ({ ok: true, decisions: n }));
  });

  app.get('/api/tables/:id/live', { websocket: true }, (socket, req) => {
    liveSocket(socket, req, lobby, rate);
  });
}

/** Serves the built web client (packages/web/dist) when present; any other path is a 404 in the API's shape. */
async function webClient(app: FastifyInstance, root: string | null | undefined): Promise<void> {
  const webRoot = root === undefined ? defaultWebRoot() : root;
  const hasWeb = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  app.setNotFoundHandler((req, reply) => {
    if (hasWeb && req.method === 'GET' && !req.url.startsWith('/api')) return reply.sendFile('index.html');
    return reply
      .status(404)
      .send(errorBody(apiError(404, 'NOT_FOUND', `no route ${req.method} ${req.url.split('?')[0]}`)));
  });
}
