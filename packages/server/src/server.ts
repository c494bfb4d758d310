/** `arbiter serve`: one process serving the API, the WebSocket and the built client. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { CardLibrary } from './decks.js';
import { AiThinkers } from './ai-thinkers.js';
import { Lobby } from './lobby.js';
import { DecisionTimings } from './timings.js';
import type { RateLimit } from './rate.js';
import { openPostgresStore } from './store/postgres.js';
import { openSqliteStore } from './store/sqlite.js';
import type { Store } from './store/types.js';

export interface ServeOptions {
  readonly port?: number;
  readonly host?: string;
  /** A SQLite file path (default ./arbiter.sqlite) or a postgres:// URL. */
  readonly db?: string;
  readonly rate?: RateLimit;
  readonly webRoot?: string | null;
  /** Keep decision timings for `GET /api/timings` (timings.ts; `arbiter serve --timings`). */
  readonly timings?: boolean;
}

export interface RunningServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly resumed: number;
  close(): Promise<void>;
}

export function openStore(db: string): Promise<Store> {
  return /^postgres(ql)?:\/\//.test(db) ? openPostgresStore(db) : Promise.resolve(openSqliteStore(db));
}

export async function startServer(opts: ServeOptions = {}): Promise<RunningServer> {
  const store = await openStore(opts.db ?? './arbiter.sqlite');
  const timings = opts.timings ? new DecisionTimings() : null;
  const lobby = new Lobby(store, new CardLibrary(), new AiThinkers(), timings);
  await store.listen((id, kind) => {
    const t = lobby.loaded(id);
    if (t) void t.then((x) => x?.refresh(kind)).catch(() => undefined);
  });
  const resumed = await lobby.resumeAll();
  const app = await buildApp({
    lobby,
    ...(opts.rate ? { rate: opts.rate } : {}),
    ...(opts.webRoot !== undefined ? { webRoot: opts.webRoot } : {}),
  });
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ port: opts.port ?? 8080, host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 8080);
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    app,
    resumed,
    async close() {
      await lobby.close();
      await app.close();
      await store.close();
      timings?.stop();
    },
  };
}
