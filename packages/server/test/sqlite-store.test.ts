/** The SQLite store: writes in a writer thread, group-committed, each acknowledged only once durable. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openStore } from '../src/index.js';
import type { TableRow } from '../src/store/types.js';
import { tempDb } from './helpers.js';

function row(id: string): TableRow {
  return {
    id,
    setup: { variant: 'two-player', seed: 1, options: {}, seats: [] },
    createdAt: new Date(0).toISOString(),
    status: 'playing',
    result: null,
    decisions: 0,
  };
}

const pass = { kind: 'action', action: { kind: 'pass' } } as const;

test('server store: writes asked together commit together; a failing write fails alone, and a taken index stores nothing', async () => {
  const file = tempDb('store.sqlite');
  const store = await openStore(file);
  await store.createTable(row('a'), [{ hash: 'h-a', player: 0 }]);
  // One turn of the event loop: these go to the writer as one batch (one transaction).
  const [b, dup, first, second, joined] = await Promise.allSettled([
    store.createTable(row('b'), []),
    store.createTable(row('a'), []), // the id is taken: this write fails, the others still commit
    store.appendDecisions('a', 0, [{ seat: 0, choice: pass }]),
    store.appendDecisions('a', 1, [
      { seat: 1, choice: pass },
      { seat: 0, choice: pass },
    ]),
    store.markJoined('a', 1),
  ]);
  assert.equal(b.status, 'fulfilled');
  assert.equal(dup.status, 'rejected');
  assert.deepEqual(
    [first, second].map((r) => r.status === 'fulfilled' && r.value),
    [true, true],
  );
  assert.deepEqual(joined.status === 'fulfilled' && joined.value, [1]);
  assert.equal((await store.getTable('b'))?.id, 'b');
  assert.equal((await store.getTable('a'))?.decisions, 3);
  assert.deepEqual((await store.tokenSeat('h-a'))?.player, 0);
  // Another process got index 2 first: ours is refused and nothing of it is stored.
  assert.equal(await store.appendDecisions('a', 2, [{ seat: 1, choice: pass }]), false);
  assert.deepEqual(
    (await store.decisions('a', 0)).map((d) => [d.index, d.seat]),
    [
      [0, 0],
      [1, 1],
      [2, 0],
    ],
  );
  // Closing waits for the writes asked before it; a new store on the file sees them.
  const late = store.appendChat('a', { seat: 0, name: 'P1', text: 'gg', at: new Date(0).toISOString() });
  await store.close();
  await late;
  const again = await openStore(file);
  assert.deepEqual(
    (await again.chats('a', 10)).map((c) => c.text),
    ['gg'],
  );
  assert.equal((await again.getTable('a'))?.decisions, 3);
  await again.close();
});
