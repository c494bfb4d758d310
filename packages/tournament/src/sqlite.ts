/**
 * Opens SQLite through better-sqlite3 (a native module; loaded with require
 * because it is CommonJS and ships no types of its own). Only the small part
 * of its API used here is typed.
 */
import { createRequire } from 'node:module';

export interface SqliteStatement {
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

export interface SqliteTransaction<A extends unknown[], R> {
  (...args: A): R;
  immediate(...args: A): R;
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  transaction<A extends unknown[], R>(fn: (...args: A) => R): SqliteTransaction<A, R>;
  close(): void;
  readonly open: boolean;
}

type DatabaseConstructor = new (
  path: string,
  options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number },
) => SqliteDatabase;

let ctor: DatabaseConstructor | undefined;

export function openSqlite(
  path: string,
  options: { readonly?: boolean; fileMustExist?: boolean } = {},
): SqliteDatabase {
  if (!ctor) ctor = createRequire(import.meta.url)('better-sqlite3') as DatabaseConstructor;
  return new ctor(path, { ...options, timeout: 10_000 });
}
