/**
 * The SQLite store's writer thread. Writes are durable before anyone hears "ok" (synchronous=FULL: an fsync per
 * commit), and an fsync can take milliseconds; done here, on a connection of its own, it never stops the server's
 * event loop. The main thread sends a batch whenever the writer is free (writes arriving meanwhile wait and form
 * the next batch: group commit sized by the disk's speed); each batch is one transaction.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { commitBatch, writeStatements, type WriteOp } from './sqlite-writes.js';

const Ctor = createRequire(import.meta.url)('better-sqlite3') as typeof Database;
const db = new Ctor((workerData as { file: string }).file);
db.pragma('busy_timeout = 5000'); // first: the main thread may be reading (or recovering the WAL after a crash)
db.pragma('synchronous = FULL'); // (WAL mode is the file's own, set by the main thread's connection)
const apply = writeStatements(db);

parentPort!.on('message', (msg: { readonly ops: readonly WriteOp[] } | { readonly close: true }) => {
  if ('close' in msg) {
    db.close();
    parentPort!.postMessage({ closed: true });
    return;
  }
  parentPort!.postMessage(commitBatch(db, apply, msg.ops));
});
