/**
 * The embedded store: SQLite in WAL mode with synchronous=FULL, so an acknowledged decision survives a crash.
 * Writes happen in a writer thread (sqlite-writer.ts), reads on the main thread's own connection.
 */
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import type { Choice, GameResult } from '@arbiter/engine';
import { startModuleWorker } from '../worker-module.js';
import type { BatchResult, WriteOp, WriteResult } from './sqlite-writes.js';
import type { ChatRow, DecisionRow, Store, TableRow, TableStatus } from './types.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, setup TEXT NOT NULL, created_at TEXT NOT NULL,
  status TEXT NOT NULL, result TEXT, decisions INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS decisions (table_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL,
  choice TEXT NOT NULL, PRIMARY KEY (table_id, idx));
CREATE TABLE IF NOT EXISTS chat (table_id TEXT NOT NULL, seq INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL,
  name TEXT NOT NULL, text TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tokens (hash TEXT PRIMARY KEY, table_id TEXT NOT NULL, player INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS joins (table_id TEXT NOT NULL, player INTEGER NOT NULL, PRIMARY KEY (table_id, player));
CREATE INDEX IF NOT EXISTS chat_table ON chat (table_id, seq);`;

interface RawTable {
  id: string;
  setup: string;
  created_at: string;
  status: string;
  result: string | null;
  decisions: number;
}

function rowOf(r: RawTable): TableRow {
  return {
    id: r.id,
    setup: JSON.parse(r.setup) as TableRow['setup'],
    createdAt: r.created_at,
    status: r.status as TableStatus,
    result: r.result ? (JSON.parse(r.result) as GameResult) : null,
    decisions: r.decisions,
  };
}

export function openSqliteStore(file: string): Store {
  const Ctor = createRequire(import.meta.url)('better-sqlite3') as typeof Database;
  const db = new Ctor(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const writer = new SqliteWriter(file);
  return {
    kind: 'sqlite',
    ...writes(writer, async () => {
      await writer.close();
      db.close();
    }),
    ...reads(db),
  };
}

interface Waiting {
  readonly op: WriteOp;
  readonly done: (r: WriteResult) => void;
}

/**
 * The main thread's side of the writer thread (sqlite-writer.ts): writes wait in order; whenever the writer is
 * free, every waiting write goes to it as one batch (one transaction, one fsync). Each caller hears back only
 * after the commit. Reads stay on the main thread's own connection (WAL: they see every committed write).
 */
class SqliteWriter {
  private worker: Worker | null = null;
  private waiting: Waiting[] = [];
  private inFlight: Waiting[] | null = null;
  private closing: (() => void) | null = null;

  constructor(private readonly file: string) {}

  write(op: WriteOp): Promise<WriteResult> {
    return new Promise((done) => {
      this.waiting.push({ op, done });
      this.send();
    });
  }

  /** Waits for every write asked for so far, then stops the thread. */
  close(): Promise<void> {
    return new Promise((done) => {
      this.closing = done;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight) return;
    if (this.waiting.length === 0) {
      if (this.closing) this.stop();
      return;
    }
    const w = (this.worker ??= this.start());
    this.inFlight = this.waiting;
    this.waiting = [];
    w.ref(); // a write in flight keeps the process alive; an idle writer does not
    w.postMessage({ ops: this.inFlight.map((x) => x.op) });
  }

  private start(): Worker {
    const w = startModuleWorker(import.meta.url, 'sqlite-writer', { file: this.file });
    w.on('message', (m: BatchResult | { closed: true }) => ('closed' in m ? undefined : this.committed(m)));
    w.on('error', (err) => this.crashed(err));
    return w;
  }

  private committed(r: BatchResult): void {
    const batch = this.inFlight ?? [];
    this.inFlight = null;
    this.worker?.unref();
    batch.forEach((x, i) =>
      x.done(r.committed ? r.results[i]! : { ok: false, message: `the commit failed: ${r.message}` }),
    );
    this.send();
  }

  /** The thread died: its batch failed (nothing of it was acknowledged); the next write starts a new thread. */
  private crashed(err: Error): void {
    process.stderr.write(`the SQLite writer thread stopped: ${err.message}\n`);
    this.worker = null;
    const batch = this.inFlight ?? [];
    this.inFlight = null;
    for (const x of batch) x.done({ ok: false, message: `the store's writer stopped: ${err.message}` });
    this.send();
  }

  private stop(): void {
    const done = this.closing!;
    this.closing = null;
    const w = this.worker;
    this.worker = null;
    if (!w) return done();
    w.ref();
    w.once('message', () => void w.terminate().then(() => done()));
    w.postMessage({ close: true });
  }
}

type Writes = Pick<Store, 'createTable' | 'appendDecisions' | 'setStatus' | 'markJoined' | 'appendChat' | 'close'>;

/** A write's value, or its failure as an error for the caller. */
async function written(r: Promise<WriteResult>): Promise<boolean | number[] | null> {
  const x = await r;
  if (!x.ok) throw new Error(x.message);
  return x.value;
}

/** The writes: a new table with its tokens, decisions (group-committed), status, joins, chat; closing. */
function writes(writer: SqliteWriter, close: () => Promise<void>): Writes {
  return {
    async createTable(row, tokens) {
      await written(writer.write({ k: 'table', row, tokens }));
    },
    async appendDecisions(table, first, rows) {
      return (await written(writer.write({ k: 'decisions', table, first, rows }))) === true;
    },
    async setStatus(table, status, result) {
      await written(writer.write({ k: 'status', table, status, result }));
    },
    async markJoined(table, player) {
      return (await written(writer.write({ k: 'join', table, player }))) as number[];
    },
    async appendChat(table, chat) {
      await written(writer.write({ k: 'chat', table, chat }));
    },
    close,
  };
}

type Reads = Pick<
  Store,
  'tokenSeat' | 'decisions' | 'getTable' | 'listTables' | 'unfinished' | 'chats' | 'listen' | 'notify'
>;

function reads(db: Database.Database): Reads {
  const getDecisions = db.prepare(
    'SELECT idx, seat, choice FROM decisions WHERE table_id = ? AND idx >= ? ORDER BY idx',
  );
  const getTable = db.prepare('SELECT * FROM tables WHERE id = ?');
  return {
    async tokenSeat(hash) {
      const r = db.prepare('SELECT table_id, player FROM tokens WHERE hash = ?').get(hash) as
        { table_id: string; player: number } | undefined;
      return r ? { table: r.table_id, player: r.player } : null;
    },
    async decisions(table, since): Promise<DecisionRow[]> {
      return (getDecisions.all(table, since) as { idx: number; seat: number; choice: string }[]).map((r) => ({
        index: r.idx,
        seat: r.seat,
        choice: JSON.parse(r.choice) as Choice,
      }));
    },
    async getTable(table) {
      const r = getTable.get(table) as RawTable | undefined;
      return r ? rowOf(r) : null;
    },
    async listTables(limit) {
      return (db.prepare('SELECT * FROM tables ORDER BY created_at DESC LIMIT ?').all(limit) as RawTable[]).map(rowOf);
    },
    async unfinished() {
      return (
        db.prepare("SELECT * FROM tables WHERE status != 'finished' ORDER BY created_at").all() as RawTable[]
      ).map(rowOf);
    },
    async chats(table, limit): Promise<ChatRow[]> {
      const rows = db
        .prepare('SELECT seat, name, text, at FROM chat WHERE table_id = ? ORDER BY seq DESC LIMIT ?')
        .all(table, limit) as ChatRow[];
      return rows.reverse();
    },
    async listen() {
      /* one process per SQLite file: nothing to hear */
    },
    async notify() {
      /* nothing to tell */
    },
  };
}
