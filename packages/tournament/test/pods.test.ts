/**
 * MTR 7.6 with pods (issue 20 §6): 9 players in pods of 5 and 4. The Swiss rounds are chosen per
 * pod, a forced rematch is announced before anything is paired, and no player gets a second bye
 * while a player of their pod without one is eligible.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RematchWarning, TournamentStore, podSwissRounds } from '../src/store.js';
import { defaultSwissRounds } from '../src/rounds.js';

function withStore(fn: (store: TournamentStore) => void): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-pods-'));
  const store = TournamentStore.open(path.join(dir, 'e.sqlite'));
  try {
    fn(store);
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const NINE = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy'].map((name) => ({ name }));

/** Reports every open table; the lower table number's first player wins (deterministic, varied). */
function reportRound(store: TournamentStore, eventId: number, round: number): void {
  for (const m of store.matches(eventId, round))
    if (m.reportedAt === null)
      store.report(eventId, m.table, m.table % 2 === 0 ? 2 : 0, m.table % 2 === 0 ? 0 : 2, 0, round);
}

function history(store: TournamentStore, eventId: number, rounds: number) {
  const met = new Set<string>();
  let rematches = 0;
  const byes = new Map<string, number>();
  for (let r = 1; r <= rounds; r++) {
    for (const m of store.matches(eventId, r)) {
      if (m.p2 === null) {
        byes.set(m.p1!, (byes.get(m.p1!) ?? 0) + 1);
        continue;
      }
      const key = [m.p1, m.p2].sort().join('|');
      if (met.has(key)) rematches++;
      met.add(key);
    }
  }
  return { rematches, byes };
}

test("MTR 7.6 pods: the Swiss round count is chosen per pod (pods of 5 and 4 play 3 rounds, not Appendix E's 5)", () => {
  assert.equal(podSwissRounds([...Array(5).fill({ pod: 1 }), ...Array(4).fill({ pod: 2 })]), 3);
  assert.equal(
    podSwissRounds([...Array(8).fill({ pod: 1 }), ...Array(8).fill({ pod: 2 })]),
    defaultSwissRounds(16),
    'pods of 8: Appendix E for 16 players',
  );
  withStore((store) => {
    const ev = store.createEvent({ name: 'Draft', format: 'limited', seed: 'pods-9' });
    store.addPlayers(ev.id, NINE);
    assert.deepEqual(
      store.assignPods(ev.id, 8).map((p) => p.length),
      [5, 4],
    );
    const first = store.pairNext(ev.id);
    assert.equal(first.swissRounds, 3);
    reportRound(store, ev.id, 1);
    for (let r = 2; r <= 3; r++) {
      store.pairNext(ev.id);
      reportRound(store, ev.id, r);
    }
    const h = history(store, ev.id, 3);
    assert.equal(h.rematches, 0, 'no rematch in the rounds the pods can host');
    assert.ok(
      [...h.byes.values()].every((n) => n === 1),
      `one bye each at most: ${JSON.stringify([...h.byes])}`,
    );
  });
});

test('MTR 7.6 pods: a forced rematch is announced before pairing; nothing is paired until accepted', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Draft', format: 'limited', seed: 'pods-9', swissRounds: 5 });
    store.addPlayers(ev.id, NINE);
    store.assignPods(ev.id, 8);
    for (let r = 1; r <= 3; r++) {
      store.pairNext(ev.id);
      reportRound(store, ev.id, r);
    }
    assert.throws(
      () => store.pairNext(ev.id),
      (err: unknown) => err instanceof RematchWarning && err.round === 4 && /would force \d+ rematch/.test(err.message),
    );
    assert.equal(store.currentRound(ev.id), 3, 'nothing was paired');
    const out = store.pairNext(ev.id, { acceptRematches: true });
    assert.equal(out.round, 4);
    assert.ok((out.pairing?.rematches ?? 0) > 0);
  });
});

test('MTR Appendix / spec §3: never a second bye while a player of the pod without one is eligible (5 rounds, pod of 5)', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Draft', format: 'limited', seed: 'byes', swissRounds: 5 });
    store.addPlayers(ev.id, NINE);
    const pods = store.assignPods(ev.id, 8);
    const podOf = new Map(pods.flatMap((members, i) => members.map((p) => [p.id, i + 1] as const)));
    for (let r = 1; r <= 5; r++) {
      store.pairNext(ev.id, { acceptRematches: true });
      reportRound(store, ev.id, r);
      const { byes } = history(store, ev.id, r);
      for (const [id, n] of byes) {
        if (n < 2) continue;
        const podmatesWithout = [...podOf].filter(([p, pod]) => pod === podOf.get(id) && (byes.get(p) ?? 0) === 0);
        assert.deepEqual(
          podmatesWithout,
          [],
          `round ${r}: ${id} has a second bye while ${podmatesWithout.map(([p]) => p).join(', ')} have none`,
        );
      }
    }
  });
});
