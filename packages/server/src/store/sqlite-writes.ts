/**
 * The SQLite store's writes, as data: what the writer thread (sqlite-writer.ts) is asked to do, and how it does
 * it on its own connection. One batch of writes is one transaction (one fsync: group commit); each write runs in
 * a savepoint of its own, so one failing write (a duplicate id) fails alone.
 */
import type Database from 'better-sqlite3';
import type { Choice, GameResult } from '@arbiter/engine';
import type { ChatRow, TableRow, TableStatus } from './types.js';

export type WriteOp =
  | {
      readonly k: 'table';
      readonly row: TableRow;
      readonly tokens: readonly { readonly hash: string; readonly player: number }[];
    }
  | {
      readonly k: 'decisions';
      readonly table: string;
      readonly first: number;
      readonly rows: readonly { readonly seat: number; readonly choice: Choice }[];
    }
  | { readonly k: 'status'; readonly table: string; readonly status: TableStatus; readonly result: GameResult | null }
  | { readonly k: 'join'; readonly table: string; readonly player: number }
  | { readonly k: 'chat'; readonly table: string; readonly chat: ChatRow };

/** A write's outcome: decisions → stored (false: another process took those indexes); join → players seen. */
export type WriteResult =
  { readonly ok: true; readonly value: boolean | number[] | null } | { readonly ok: false; readonly message: string };

/** One batch's outcome: the commit failed (every write failed with it), or each write's result in order. */
export type BatchResult =
  | { readonly committed: true; readonly results: readonly WriteResult[] }
  | { readonly committed: false; readonly message: string };

type Apply = (op: WriteOp) => boolean | number[] | null;

/** The statements, prepared once on the writer's connection; `apply` performs one write. */
export function writeStatements(db: Database.Database): Apply {
  const insertTable = db.prepare(
    'INSERT INTO tables (id, setup, created_at, status, result, decisions) VALUES (?, ?, ?, ?, ?, 0)',
  );
  const insertToken = db.prepare('INSERT INTO tokens (hash, table_id, player) VALUES (?, ?, ?)');
  const insertDecision = db.prepare('INSERT INTO decisions (table_id, idx, seat, choice) VALUES (?, ?, ?, ?)');
  const bump = db.prepare('UPDATE tables SET decisions = ? WHERE id = ? AND decisions < ?');
  const taken = db.prepare('SELECT 1 FROM decisions WHERE table_id = ? AND idx >= ? AND idx < ? LIMIT 1');
  const setStatus = db.prepare('UPDATE tables SET status = ?, result = ? WHERE id = ?');
  const join = db.prepare('INSERT OR IGNORE INTO joins (table_id, player) VALUES (?, ?)');
  const joined = db.prepare('SELECT player FROM joins WHERE table_id = ?');
  const chat = db.prepare('INSERT INTO chat (table_id, seat, name, text, at) VALUES (?, ?, ?, ?, ?)');
  return (op) => {
    switch (op.k) {
      case 'table': {
        const r = op.row;
        insertTable.run(
          r.id,
          JSON.stringify(r.setup),
          r.createdAt,
          r.status,
          r.result ? JSON.stringify(r.result) : null,
        );
        for (const t of op.tokens) insertToken.run(t.hash, r.id, t.player);
        return null;
      }
      case 'decisions': {
        const end = op.first + op.rows.length;
        if (taken.get(op.table, op.first, end)) return false;
        op.rows.forEach((r, k) => insertDecision.run(op.table, op.first + k, r.seat, JSON.stringify(r.choice)));
        bump.run(end, op.table, end);
        return true;
      }
      case 'status':
        setStatus.run(op.status, op.result ? JSON.stringify(op.result) : null, op.table);
        return null;
      case 'join':
        join.run(op.table, op.player);
        return (joined.all(op.table) as { player: number }[]).map((x) => x.player);
      case 'chat':
        chat.run(op.table, op.chat.seat, op.chat.name, op.chat.text, op.chat.at);
        return null;
    }
  };
}

/** Runs a batch as one transaction, each write in its own savepoint. */
export function commitBatch(db: Database.Database, apply: Apply, ops: readonly WriteOp[]): BatchResult {
  const one = db.transaction((op: WriteOp) => apply(op));
  try {
    const results = db.transaction(() =>
      ops.map((op): WriteResult => {
        try {
          return { ok: true, value: one(op) };
        } catch (err) {
          return { ok: false, message: (err as Error).message };
        }
      }),
    )();
    return { committed: true, results };
  } catch (err) {
    return { committed: false, message: (err as Error).message };
  }
}
