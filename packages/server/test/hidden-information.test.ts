/**
 * Invariant 5 over the wire: for seeded 4-player games played by four socket clients, every
 * message each seat received is checked against the full state at that moment (rebuilt from
 * the stored decisions): no message names a card in another player's hand or library, or a
 * face-down card the seat doesn't control (402.3, 401.2, 708.5).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { submitInPlace, type GameState, type PlayerId } from '@arbiter/engine';
import { CardLibrary, gameFromSetup, openStore } from '@arbiter/server';
import { api, clientRng, LiveClient, playSeat, randomClientChoice, startServer, tempDb } from './helpers.js';

const SCALE = Number(process.env['FUZZ_SCALE'] ?? '1');
const GAMES = Math.max(2, Math.round(50 * SCALE));
/** Decisions after which the seats concede one by one (keeps the suite fast; the whole game is checked). */
const STOP_AT = 60;

interface Recorded {
  readonly decisions: number;
  readonly msg: unknown;
}

/** The hidden objects of the full state, for `seat`: id → the card name that must not appear with it. */
function hiddenFor(state: GameState, seat: PlayerId): Map<number, string> {
  const out = new Map<number, string>();
  const name = (id: number): string => state.cards[state.objects[id]!.defKey]?.name ?? '';
  for (const p of state.players) {
    if (p.id === seat) continue;
    for (const id of [...p.hand, ...p.library]) out.set(id, name(id));
  }
  for (const [k, o] of Object.entries(state.objects))
    if (o.faceDown && o.controller !== seat) out.set(Number(k), name(Number(k)));
  return out;
}

/** Every way a message could name hidden object `id`: an object view, a log entry's data, or "Name#id" in a text. */
function leaks(msg: unknown, hidden: Map<number, string>, path = '$'): string[] {
  if (typeof msg === 'string') {
    const out: string[] = [];
    for (const m of msg.matchAll(/#(\d+)/g)) {
      const n = hidden.get(Number(m[1]));
      if (n && msg.slice(0, m.index).endsWith(n)) out.push(`${path}: "${msg}" names hidden ${n}#${m[1]}`);
    }
    return out;
  }
  if (Array.isArray(msg)) return msg.flatMap((x, i) => leaks(x, hidden, `${path}[${i}]`));
  if (msg === null || typeof msg !== 'object') return [];
  const o = msg as Record<string, unknown>;
  const out: string[] = [];
  if ('owner' in o && typeof o['id'] === 'number' && hidden.has(o['id']) && typeof o['name'] === 'string')
    out.push(`${path}: object ${o['id']} shown as ${o['name']}`);
  if (typeof o['object'] === 'number' && hidden.has(o['object']) && typeof o['card'] === 'string')
    out.push(`${path}: log data names hidden ${o['card']}`);
  for (const [k, v] of Object.entries(o)) out.push(...leaks(v, hidden, `${path}.${k}`));
  return out;
}

test(`invariant 5 / 402.3 / 708.5: ${GAMES} seeded 4-player games — no message to a seat names a card hidden from it`, async () => {
  const db = tempDb();
  const server = await startServer(db);
  const games: { id: string; seats: number[]; got: Recorded[][] }[] = [];
  try {
    for (let g = 0; g < GAMES; g++) {
      const r = await api(server.url, 'POST', '/api/tables', {
        variant: 'free-for-all',
        players: 4,
        seed: 1000 + g,
        seats: ['human', 'human', 'human', 'human'],
      });
      assert.equal(r.status, 201);
      const seats: { seat: number; token: string }[] = r.body.seats;
      const got: Recorded[][] = seats.map(() => []);
      const clients = seats.map((s, k) => {
        // Odd seats take patch frames: the frames they rebuild and the patches themselves are both checked.
        const c = new LiveClient(server.url, r.body.id, s.token, { patches: k % 2 === 1 });
        let at = 0;
        c.onMessage((m) => {
          if (m.type === 'state') at = m.decisions;
          got[k]!.push({ decisions: at, msg: m });
        });
        return c;
      });
      await Promise.all(clients.map((c) => c.opened));
      const rnd = seats.map((s) => clientRng(g * 16 + s.seat + 1));
      await Promise.all(
        clients.map((c, k) => playSeat(c, seats[k]!.seat, (d) => randomClientChoice(d, rnd[k]!), STOP_AT)),
      );
      for (const c of clients) c.close();
      clients.forEach((c, k) => {
        const patches = c.raw.filter((m) => m.type === 'patch');
        if (k % 2 === 1) assert.ok(patches.length > 10, `seat ${k} asked for patches and got ${patches.length}`);
        else assert.equal(patches.length, 0, `seat ${k} did not ask for patches`);
        for (const m of patches) got[k]!.push({ decisions: m.decisions, msg: m });
      });
      games.push({ id: r.body.id, seats: seats.map((s) => s.seat), got });
    }
  } finally {
    await server.stop();
  }
  const store = await openStore(db);
  const cards = new CardLibrary();
  let checked = 0;
  try {
    for (const g of games) {
      const row = (await store.getTable(g.id))!;
      const decisions = await store.decisions(g.id, 0);
      const state = gameFromSetup(row.setup, cards);
      const byCount = g.got.map((list) => {
        const m = new Map<number, unknown[]>();
        for (const r of list) m.set(r.decisions, [...(m.get(r.decisions) ?? []), r.msg]);
        return m;
      });
      for (let i = 0; i <= decisions.length; i++) {
        g.seats.forEach((seat, k) => {
          const msgs = byCount[k]!.get(i) ?? [];
          if (!msgs.length) return;
          const hidden = hiddenFor(state, seat);
          for (const m of msgs) {
            const bad = leaks(m, hidden);
            assert.deepEqual(bad, [], `table ${g.id} seat ${seat} after ${i} decisions`);
            checked++;
          }
        });
        const d = decisions[i];
        if (d) assert.ok(submitInPlace(state, d.seat, d.choice).ok, `replaying decision ${i}`);
      }
      assert.ok(state.result, 'every game reached a result');
      assert.ok(
        g.got.every((list) => list.some((r) => (r.msg as { type: string }).type === 'log')),
        'every seat received the log',
      );
    }
  } finally {
    await store.close();
  }
  assert.ok(checked > GAMES * 4 * 50, `${checked} messages checked`);
});
