/**
 * The PostgreSQL store (`--db postgres://…`): the same tables as SQLite, and LISTEN/NOTIFY so
 * several server processes on one database push each other's changes to their clients.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Choice, GameResult } from '@arbiter/engine';
import type { ChangeKind, ChatRow, DecisionRow, Store, TableRow, TableStatus } from './types.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS arbiter_tables (id TEXT PRIMARY KEY, setup JSONB NOT NULL, created_at TEXT NOT NULL,
  status TEXT NOT NULL, result JSONB, decisions INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS arbiter_decisions (table_id TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL,
  choice JSONB NOT NULL, PRIMARY KEY (table_id, idx));
CREATE TABLE IF NOT EXISTS arbiter_chat (seq BIGSERIAL PRIMARY KEY, table_id TEXT NOT NULL, seat INTEGER NOT NULL,
  name TEXT NOT NULL, text TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS arbiter_joins (table_id TEXT NOT NULL, player INTEGER NOT NULL, PRIMARY KEY (table_id, player));
CREATE TABLE IF NOT EXISTS arbiter_tokens (hash TEXT PRIMARY KEY, table_id TEXT NOT NULL, player INTEGER NOT NULL);`;

const CHANNEL = 'arbiter_tables';

interface RawTable {
  id: string;
  setup: TableRow['setup'];
  created_at: string;
  status: string;
  result: GameResult | null;
  decisions: number;
}

function rowOf(r: RawTable): TableRow {
  return {
    id: r.id,
    setup: r.setup,
    createdAt: r.created_at,
    status: r.status as TableStatus,
    result: r.result,
    decisions: r.decisions,
  };
}

export async function openPostgresStore(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(4242)');
    await client.query(SCHEMA);
    await client.query('SELECT pg_advisory_unlock(4242)');
  } finally {
    client.release();
  }
  return { kind: 'postgres', ...writes(pool), ...reads(pool), ...notifications(pool, url) };
}

type Writes = Pick<Store, 'createTable' | 'appendDecisions' | 'setStatus' | 'markJoined' | 'appendChat'>;

/** The writes: a new table with its tokens, decisions (first writer wins), status, joins, chat. */
function writes(pool: pg.Pool): Writes {
  return {
    async createTable(row, tokens) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        await c.query(
          'INSERT INTO arbiter_tables (id, setup, created_at, status, result, decisions) VALUES ($1, $2, $3, $4, $5, 0)',
          [
            row.id,
            JSON.stringify(row.setup),
            row.createdAt,
            row.status,
            row.result ? JSON.stringify(row.result) : null,
          ],
        );
        for (const t of tokens)
          await c.query('INSERT INTO arbiter_tokens (hash, table_id, player) VALUES ($1, $2, $3)', [
            t.hash,
            row.id,
            t.player,
          ]);
        await c.query('COMMIT');
      } catch (err) {
        await c.query('ROLLBACK');
        throw err;
      } finally {
        c.release();
      }
    },
    async appendDecisions(table, first, rows) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const values = rows.map((_, k) => `($1, $${2 + 3 * k}, $${3 + 3 * k}, $${4 + 3 * k})`).join(', ');
        const args = [table, ...rows.flatMap((r, k) => [first + k, r.seat, JSON.stringify(r.choice)])];
        const ins = await c.query(
          `INSERT INTO arbiter_decisions (table_id, idx, seat, choice) VALUES ${values} ON CONFLICT DO NOTHING`,
          args,
        );
        if ((ins.rowCount ?? 0) !== rows.length) {
          await c.query('ROLLBACK');
          return false;
        }
        await c.query('UPDATE arbiter_tables SET decisions = GREATEST(decisions, $2) WHERE id = $1', [
          table,
          first + rows.length,
        ]);
        await c.query('COMMIT');
        return true;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        c.release();
      }
    },
    async setStatus(table, status, result) {
      await pool.query('UPDATE arbiter_tables SET status = $2, result = $3 WHERE id = $1', [
        table,
        status,
        result ? JSON.stringify(result) : null,
      ]);
    },
    async markJoined(table, player) {
      await pool.query('INSERT INTO arbiter_joins (table_id, player) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        table,
        player,
      ]);
      return (
        await pool.query<{ player: number }>('SELECT player FROM arbiter_joins WHERE table_id = $1', [table])
      ).rows.map((r) => r.player);
    },
    async appendChat(table, c) {
      await pool.query('INSERT INTO arbiter_chat (table_id, seat, name, text, at) VALUES ($1, $2, $3, $4, $5)', [
        table,
        c.seat,
        c.name,
        c.text,
        c.at,
      ]);
    },
  };
}

type Reads = Pick<Store, 'tokenSeat' | 'decisions' | 'getTable' | 'listTables' | 'unfinished' | 'chats'>;

function reads(pool: pg.Pool): Reads {
  return {
    async tokenSeat(hash) {
      const r = await pool.query<{ table_id: string; player: number }>(
        'SELECT table_id, player FROM arbiter_tokens WHERE hash = $1',
        [hash],
      );
      const x = r.rows[0];
      return x ? { table: x.table_id, player: x.player } : null;
    },
    async decisions(table, since): Promise<DecisionRow[]> {
      const r = await pool.query<{ idx: number; seat: number; choice: Choice }>(
        'SELECT idx, seat, choice FROM arbiter_decisions WHERE table_id = $1 AND idx >= $2 ORDER BY idx',
        [table, since],
      );
      return r.rows.map((x) => ({ index: x.idx, seat: x.seat, choice: x.choice }));
    },
    async getTable(table) {
      const r = await pool.query<RawTable>('SELECT * FROM arbiter_tables WHERE id = $1', [table]);
      return r.rows[0] ? rowOf(r.rows[0]) : null;
    },
    async listTables(limit) {
      return (
        await pool.query<RawTable>('SELECT * FROM arbiter_tables ORDER BY created_at DESC LIMIT $1', [limit])
      ).rows.map(rowOf);
    },
    async unfinished() {
      return (
        await pool.query<RawTable>("SELECT * FROM arbiter_tables WHERE status != 'finished' ORDER BY created_at")
      ).rows.map(rowOf);
    },
    async chats(table, limit): Promise<ChatRow[]> {
      const r = await pool.query<ChatRow>(
        'SELECT seat, name, text, at FROM arbiter_chat WHERE table_id = $1 ORDER BY seq DESC LIMIT $2',
        [table, limit],
      );
      return r.rows.reverse();
    },
  };
}

/** LISTEN/NOTIFY between processes on one database; closing ends the listener and the pool. */
function notifications(pool: pg.Pool, url: string): Pick<Store, 'listen' | 'notify' | 'close'> {
  let listener: pg.Client | null = null;
  const origin = randomBytes(6).toString('hex'); // our own notifications are not news
  return {
    async listen(fn) {
      listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (n) => {
        const [table, kind, from] = (n.payload ?? '').split(' ');
        if (from !== origin && table && (kind === 'decision' || kind === 'chat' || kind === 'status'))
          fn(table, kind as ChangeKind);
      });
      await listener.query(`LISTEN ${CHANNEL}`);
    },
    async notify(table, kind) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${table} ${kind} ${origin}`]);
    },
    async close() {
      await listener?.end();
      await pool.end();
    },
  };
}
