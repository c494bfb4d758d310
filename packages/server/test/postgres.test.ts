/**
 * `--db postgres://…` on a real PostgreSQL (a throwaway cluster from scripts/deps/postgres.mjs,
 * Debian's postgresql installed when missing): the crash-safety test, and two server processes
 * serving one table with pushes between them (LISTEN/NOTIFY).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { crashSafety } from './crash.js';
import { api, LiveClient, playSeat, simpleChoice, startPostgres, startServer } from './helpers.js';

const SCALE = Number(process.env['FUZZ_SCALE'] ?? '1');
// 20 games, as with SQLite (issue 14: the same durability test). Since the kill loop waits for progress after each
// restart and stops at 12 kills (crash.ts), 20 games cost little more than 3: on the shared machine at a load
// average of ~25, the whole file took 458 s wall / 57 CPU-s at 20 games against 355 s / 39 CPU-s at 3.
const GAMES = Math.max(2, Math.round(20 * SCALE));

let pg: Awaited<ReturnType<typeof startPostgres>>;
before(async () => {
  pg = await startPostgres();
});
after(() => pg?.stop());

test(`crash safety (PostgreSQL): ${GAMES} games survive SIGKILL at random moments — every acknowledged decision kept, same results and event logs`, async () => {
  await crashSafety(() => pg.fresh(), GAMES);
});

test('two server processes on one PostgreSQL serve one table: each seat on its own process, every push arrives', async () => {
  const db = await pg.fresh();
  const a = await startServer(db);
  const b = await startServer(db);
  try {
    const t = await api(a.url, 'POST', '/api/tables', {
      variant: 'two-player',
      seed: 21,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bob' },
      ],
    });
    assert.equal(t.status, 201);
    const [x, y] = t.body.seats;
    const onA = new LiveClient(a.url, t.body.id, x.token);
    const onB = new LiveClient(b.url, t.body.id, y.token);
    const watcher = new LiveClient(b.url, t.body.id);
    await Promise.all([onA.opened, onB.opened, watcher.opened]);
    onA.send({ type: 'chat', text: 'hello from A' });
    const chat = await onB.next((m) => m.type === 'chat' && m.text === 'hello from A', 0);
    assert.equal(chat.name, 'Ann');
    const [fa, fb] = await Promise.all([
      playSeat(onA, x.seat, (d) => simpleChoice(d, 0)),
      playSeat(onB, y.seat, (d) => simpleChoice(d, 1)),
    ]);
    assert.ok(fa.result);
    assert.deepEqual(fa.result, fb.result);
    assert.ok(
      onA.messages.some((m) => m.type === 'ack') && onB.messages.some((m) => m.type === 'ack'),
      'both processes accepted decisions',
    );
    const last = await watcher.next((m) => m.type === 'state' && m.status === 'finished', 0);
    assert.deepEqual(last.result, fa.result, 'a spectator on process B saw the game to its end');
    const viaA = await api(a.url, 'GET', `/api/tables/${t.body.id}`);
    const viaB = await api(b.url, 'GET', `/api/tables/${t.body.id}`);
    assert.equal(viaA.body.decisions, viaB.body.decisions);
    assert.equal(viaA.body.status, 'finished');
    for (const c of [onA, onB, watcher]) c.close();
  } finally {
    await a.stop();
    await b.stop();
  }
});
