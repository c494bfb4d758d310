/** The embedded store: SQLite in WAL mode with synchronous=FULL, so an acknowledged decision survives a crash. */
import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';
import type { Choice, GameResult } from '@arbiter/engine';
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

interface Append {
  readonly table: string;
  readonly first: number;
  readonly rows: readonly { readonly seat: number; readonly choice: Choice }[];
  readonly done: (stored: boolean) => void;
  readonly failed: (err: Error) => void;
}

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
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return { kind: 'sqlite', ...writes(db, groupCommit(db)), ...reads(db) };
}

/**
 * Group commit: appends from all tables arriving in one turn of the event loop share one
 * transaction (one fsync); each caller hears back only after the commit.
 */
function groupCommit(db: Database.Database): { append(a: Append): void; flush(): void; readonly pending: boolean } {
  const insertDecision = db.prepare('INSERT INTO decisions (table_id, idx, seat, choice) VALUES (?, ?, ?, ?)');
  const bump = db.prepare('UPDATE tables SET decisions = ? WHERE id = ? AND decisions < ?');
  const taken = db.prepare('SELECT 1 FROM decisions WHERE table_id = ? AND idx >= ? AND idx < ? LIMIT 1');
  let queue: Append[] = [];
  const commit = db.transaction((batch: readonly Append[]) =>
    batch.map((a) => {
      if (taken.get(a.table, a.first, a.first + a.rows.length)) return false;
      a.rows.forEach((r, k) => insertDecision.run(a.table, a.first + k, r.seat, JSON.stringify(r.choice)));
      bump.run(a.first + a.rows.length, a.table, a.first + a.rows.length);
      return true;
    }),
  );
  const flush = (): void => {
    const batch = queue;
    queue = [];
    try {
      const results = commit(batch);
      batch.forEach((a, i) => a.done(results[i]!));
    } catch (err) {
      for (const a of batch) a.failed(err as Error);
    }
  };
  return {
    append(a: Append): void {
      if (queue.length === 0) setImmediate(flush);
      queue.push(a);
    },
    flush,
    get pending(): boolean {
      return queue.length > 0;
    },
  };
}

type Writes = Pick<Store, 'createTable' | 'appendDecisions' | 'setStatus' | 'markJoined' | 'appendChat' | 'close'>;

/** The writes: a new table with its tokens, decisions (group-committed), status, joins, chat; closing. */
function writes(db: Database.Database, group: ReturnType<typeof groupCommit>): Writes {
  return {
    async createTable(row, tokens) {
      const insertToken = db.prepare('INSERT INTO tokens (hash, table_id, player) VALUES (?, ?, ?)');
      db.transaction(() => {
        db.prepare(
          'INSERT INTO tables (id, setup, created_at, status, result, decisions) VALUES (?, ?, ?, ?, ?, 0)',
        ).run(
          row.id,
          JSON.stringify(row.setup),
          row.createdAt,
          row.status,
          row.result ? JSON.stringify(row.result) : null,
        );
        for (const t of tokens) insertToken.run(t.hash, row.id, t.player);
      })();
    },
    appendDecisions(table, first, rows) {
      return new Promise<boolean>((done, failed) => group.append({ table, first, rows, done, failed }));
    },
    async setStatus(table, status, result) {
      db.prepare('UPDATE tables SET status = ?, result = ? WHERE id = ?').run(
        status,
        result ? JSON.stringify(result) : null,
        table,
      );
    },
    async markJoined(table, player) {
      db.prepare('INSERT OR IGNORE INTO joins (table_id, player) VALUES (?, ?)').run(table, player);
      return (db.prepare('SELECT player FROM joins WHERE table_id = ?').all(table) as { player: number }[]).map(
        (r) => r.player,
      );
    },
    async appendChat(table, c) {
      db.prepare('INSERT INTO chat (table_id, seat, name, text, at) VALUES (?, ?, ?, ?, ?)').run(
        table,
        c.seat,
        c.name,
        c.text,
        c.at,
      );
    },
    async close() {
      if (group.pending) group.flush();
      db.close();
    },
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
