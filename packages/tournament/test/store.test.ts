import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TournamentStore, TournamentError, type StoredMatch } from '../src/store.js';
import { exportCsv, exportJson } from '../src/export.js';
import { parseEventJson } from '../src/eventjson.js';
import { computeStandings } from '../src/standings.js';

function tempDb(): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'arbiter-store-'));
  return { file: path.join(dir, 'event.sqlite'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function withStore(fn: (store: TournamentStore, file: string) => void): void {
  const { file, cleanup } = tempDb();
  const store = TournamentStore.open(file);
  try {
    fn(store, file);
  } finally {
    store.close();
    cleanup();
  }
}

/** Reports every open table: the first-listed player wins 2-1 (or per `pick`). */
function reportAll(
  store: TournamentStore,
  eventId: number,
  pick: (m: StoredMatch) => [number, number, number] = () => [2, 1, 0],
): void {
  const round = store.currentRound(eventId);
  for (const m of store.matches(eventId, round)) {
    if (m.reportedAt === null) store.report(eventId, m.table, ...pick(m));
  }
}

function names(n: number): Array<{ name: string }> {
  return Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}` }));
}

test('store lifecycle: create, register, Swiss rounds from the Appendix E table, report, cut to Top 8, bracket, final standings', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Friday Modern', format: 'modern', playoffSize: 8, seed: 'lifecycle' });
    assert.equal(ev.swissRounds, null);
    store.addPlayers(ev.id, names(12));
    const r1 = store.pairNext(ev.id);
    assert.equal(r1.announced, true);
    assert.equal(store.event(ev.id).swissRounds, 4, '12 players: 4 rounds (MTR Appendix E)');
    assert.equal(r1.matches.length, 6);
    assert.throws(() => store.pairNext(ev.id), /round 1 is not complete/);
    for (let round = 1; round <= 4; round++) {
      if (round > 1) store.pairNext(ev.id);
      reportAll(store, ev.id, (m) => (m.table % 3 === 0 ? [1, 1, 1] : [2, m.table % 2, 0]));
    }
    assert.throws(() => store.pairNext(ev.id), /run 'cut'/);
    const standings = store.standings(ev.id);
    const cut = store.cut(ev.id);
    assert.deepEqual(
      cut.playoff.entrants.map((e) => e.id),
      standings.slice(0, 8).map((s) => s.id),
    );
    const seedOf = new Map(cut.playoff.entrants.map((e) => [e.id, e.seed]));
    assert.deepEqual(
      cut.matches.map((m) => [seedOf.get(m.p1!), seedOf.get(m.p2!)]),
      [
        [1, 8],
        [4, 5],
        [2, 7],
        [3, 6],
      ],
    );
    assert.throws(() => store.report(ev.id, 1, 1, 1, 0), /cannot end in a draw/);
    // Lower seeds win QF 2 and QF 4.
    for (const m of cut.matches) store.report(ev.id, m.table, m.table % 2 === 0 ? 0 : 2, m.table % 2 === 0 ? 2 : 0, 0);
    const sf = store.pairNext(ev.id);
    assert.equal(sf.stage, 'playoff');
    assert.deepEqual(
      sf.matches.map((m) => [seedOf.get(m.p1!), seedOf.get(m.p2!)]),
      [
        [1, 5],
        [2, 6],
      ],
    );
    for (const m of sf.matches) store.report(ev.id, m.table, 2, 1, 0);
    const fin = store.pairNext(ev.id);
    assert.deepEqual(
      fin.matches.map((m) => [seedOf.get(m.p1!), seedOf.get(m.p2!)]),
      [[1, 2]],
    );
    assert.equal(store.finalStandings(ev.id).complete, false);
    store.report(ev.id, 1, 0, 2, 1);
    const final = store.finalStandings(ev.id);
    assert.equal(final.complete, true);
    const top = final.standings.slice(0, 4).map((f) => seedOf.get(f.id));
    assert.deepEqual(top, [2, 1, 5, 6], 'champion, finalist, then semifinalists by Swiss rank');
    assert.equal(final.standings[0]!.champion, true);
    assert.deepEqual(
      final.standings.slice(8).map((f) => f.id),
      standings.slice(8).map((s) => s.id),
      'the rest in Swiss order',
    );
    assert.throws(() => store.pairNext(ev.id), /playoff is over/);
  });
});

test('durability: results survive closing and reopening the database', () => {
  const { file, cleanup } = tempDb();
  try {
    let store = TournamentStore.open(file);
    const ev = store.createEvent({ name: 'Persist', format: 'standard', swissRounds: 3, seed: 'p' });
    store.addPlayers(ev.id, names(8));
    store.pairNext(ev.id);
    store.report(ev.id, 1, 2, 0, 0);
    store.report(ev.id, 2, 1, 2, 0);
    const before = store.matches(ev.id);
    store.close();
    store = TournamentStore.open(file);
    assert.deepEqual(store.matches(ev.id), before);
    assert.equal(store.db.pragma('journal_mode', { simple: true }), 'wal');
    assert.equal(store.db.pragma('synchronous', { simple: true }), 2, 'synchronous = FULL');
    store.close();
  } finally {
    cleanup();
  }
});

test('fix a result: standings recompute; the next round can be re-paired until a result is reported in it', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Fix', format: 'standard', swissRounds: 3, seed: 'fix' });
    store.addPlayers(ev.id, names(8));
    store.pairNext(ev.id);
    reportAll(store, ev.id);
    const m1 = store.match(ev.id, 1, 1);
    const before = store.standings(ev.id).find((s) => s.id === m1.p1)!.matchPoints;
    // Fix before round 2 exists: no re-pair needed.
    const f0 = store.fix(ev.id, 1, 1, 0, 2, 0);
    assert.equal(f0.repairableRound, undefined);
    assert.equal(store.standings(ev.id).find((s) => s.id === m1.p1)!.matchPoints, before - 3, 'standings recompute');
    store.pairNext(ev.id);
    const f1 = store.fix(ev.id, 1, 1, 2, 0, 0);
    assert.equal(f1.repairableRound, 2, 'round 2 is paired but not started');
    const re = store.repair(ev.id);
    assert.equal(re.round, 2);
    assert.equal(store.rounds(ev.id).length, 2);
    // The re-paired round follows the corrected standings: the four 3-point players meet each other.
    const pts = new Map(store.standings(ev.id, 1).map((s) => [s.id, s.matchPoints]));
    for (const m of re.matches) assert.equal(pts.get(m.p1!), pts.get(m.p2!));
    store.report(ev.id, 1, 2, 0, 0);
    const f2 = store.fix(ev.id, 1, 2, 0, 2, 0);
    assert.equal(f2.nextRoundStarted, 2);
    assert.throws(() => store.repair(ev.id), /has started/);
    const log = store.auditLog(ev.id).map((a) => a.action);
    assert.ok(log.includes('fix') && log.includes('unpair'));
  });
});

test('result validation: unknown tables, double reports, impossible scores, byes', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Checks', format: 'standard', swissRounds: 3, seed: 'v' });
    store.addPlayers(ev.id, names(5));
    assert.throws(() => store.report(ev.id, 1, 2, 0), /no round has been paired/);
    store.pairNext(ev.id);
    assert.throws(() => store.report(ev.id, 9, 2, 0), /no table 9/);
    assert.throws(() => store.report(ev.id, 3, 2, 0), /is a bye/);
    assert.throws(() => store.report(ev.id, 1, 3, 0), /at most 2 games/);
    assert.throws(() => store.report(ev.id, 1, 2, 2), /at most 2 games|both players/);
    assert.throws(() => store.report(ev.id, 1, -1, 0), /non-negative/);
    store.report(ev.id, 1, 2, 0);
    assert.throws(() => store.report(ev.id, 1, 2, 1), /already has a result/);
    assert.throws(() => store.addPlayers(ev.id, [{ name: 'Late' }]), /before round 1/);
    assert.throws(() => store.createEvent({ name: 'x', format: 'y', playoffSize: 6 }), TournamentError);
  });
});

test('MTR 2.10: a drop before round 1 removes the player; a drop during a round applies from the next round', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Drops', format: 'standard', swissRounds: 3, seed: 'd' });
    store.addPlayers(ev.id, names(7));
    const early = store.drop(ev.id, 'p7');
    assert.equal(early.afterRound, 0);
    store.pairNext(ev.id);
    assert.ok(!store.matches(ev.id, 1).some((m) => m.p1 === 'p7' || m.p2 === 'p7'));
    assert.ok(!store.standings(ev.id).some((s) => s.id === 'p7'), 'not entered');
    const m = store.matches(ev.id, 1).find((x) => x.p2 !== null)!;
    const late = store.drop(ev.id, m.p1!);
    assert.equal(late.afterRound, 1);
    assert.ok(late.pendingMatch, 'their round-1 match still needs a result');
    reportAll(store, ev.id);
    store.pairNext(ev.id);
    assert.ok(!store.matches(ev.id, 2).some((x) => x.p1 === m.p1 || x.p2 === m.p1));
    assert.ok(store.standings(ev.id).find((s) => s.id === m.p1)!.dropped, 'still listed, marked dropped');
    assert.throws(() => store.drop(ev.id, m.p1!), /already dropped/);
    assert.throws(() => store.drop(ev.id, 'nobody'), /no player/);
    // Players can be named by name as well as id.
    assert.equal(store.player(ev.id, 'player 3').id, 'p3');
  });
});

test('IPG 1.2: a disqualified player loses the current match and leaves the standings', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'DQ', format: 'standard', swissRounds: 3, seed: 'dq' });
    store.addPlayers(ev.id, names(8));
    store.pairNext(ev.id);
    const m = store.match(ev.id, 1, 2);
    const out = store.disqualify(ev.id, m.p1!, 'Cheating');
    assert.equal(out.lostMatch?.p1Wins, 0);
    assert.equal(out.lostMatch?.p2Wins, 2);
    assert.equal(out.lostMatch?.auto, true);
    assert.ok(!store.standings(ev.id).some((s) => s.id === m.p1));
    assert.equal(store.standings(ev.id).length, 7);
    reportAll(store, ev.id);
    store.pairNext(ev.id);
    assert.ok(!store.matches(ev.id, 2).some((x) => x.p1 === m.p1 || x.p2 === m.p1), 'not paired again');
  });
});

test('MTR 2.10 CUT-1 via the store: a Top 8 player who drops after the cut gives the opponent a bye; nobody is added', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Cut', format: 'modern', swissRounds: 3, playoffSize: 8, seed: 'cut1' });
    store.addPlayers(ev.id, names(10));
    for (let r = 1; r <= 3; r++) {
      if (r > 1) store.pairNext(ev.id);
      else store.pairNext(ev.id);
      reportAll(store, ev.id);
    }
    const cut = store.cut(ev.id);
    const seed3 = cut.playoff.entrants.find((e) => e.seed === 3)!.id;
    const seed6 = cut.playoff.entrants.find((e) => e.seed === 6)!.id;
    const out = store.drop(ev.id, seed3);
    assert.equal(out.walkover?.winner, seed6);
    assert.equal(store.playoff(ev.id)!.entrants.length, 8);
    for (const m of store.matches(ev.id, 4)) if (m.reportedAt === null) store.report(ev.id, m.table, 2, 0, 0);
    const sf = store.pairNext(ev.id);
    assert.ok(
      sf.matches.some((m) => m.p1 === seed6 || m.p2 === seed6),
      'seed 6 plays the semifinal',
    );
  });
});

test('MTR 7.6: pods assigned before round 1 restrict pairings to the pod', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Draft', format: 'limited', swissRounds: 3, seed: 'pods' });
    store.addPlayers(ev.id, names(16));
    const pods = store.assignPods(ev.id, 8);
    assert.deepEqual(
      pods.map((p) => p.length),
      [8, 8],
    );
    const podOf = new Map(store.players(ev.id).map((p) => [p.id, p.pod]));
    for (let r = 1; r <= 3; r++) {
      const out = store.pairNext(ev.id);
      for (const m of out.matches) if (m.p2 !== null) assert.equal(podOf.get(m.p1!), podOf.get(m.p2));
      reportAll(store, ev.id);
    }
  });
});

test('exports: CSV standings/pairings/results and a JSON export that reads back as a standings input', () => {
  withStore((store) => {
    const ev = store.createEvent({ name: 'Export, "quoted"', format: 'standard', swissRounds: 2, seed: 'exp' });
    store.addPlayers(ev.id, [{ name: 'Ann, the First' }, { name: 'Bob' }, { name: 'Cy' }]);
    store.pairNext(ev.id);
    reportAll(store, ev.id);
    const csv = exportCsv(store, ev.id, 'standings').trim().split('\r\n');
    assert.equal(csv[0], 'rank,id,name,match_points,wins,losses,draws,omw,gw,ogw,rounds_played,dropped_after_round');
    assert.equal(csv.length, 4);
    assert.ok(csv.some((l) => l.includes('"Ann, the First"')));
    const results = exportCsv(store, ev.id, 'results').trim().split('\r\n');
    assert.equal(results.length, 3, 'header + one match + one bye');
    assert.ok(results.some((l) => l.includes(',BYE,')));
    assert.equal(exportCsv(store, ev.id, 'pairings').trim().split('\r\n').length, 3);
    const json = exportJson(store, ev.id) as { standings: unknown };
    const back = parseEventJson(JSON.stringify(json));
    const again = computeStandings(back, { tiebreakSeed: back.seed! });
    assert.deepEqual(
      again.map((s) => [s.id, s.rank, s.matchPoints, s.omw]),
      store.standings(ev.id).map((s) => [s.id, s.rank, s.matchPoints, s.omw]),
    );
  });
});

test('several events in one database: the latest is the default, others by id', () => {
  withStore((store) => {
    const a = store.createEvent({ name: 'A', format: 'standard', seed: 'a' });
    const b = store.createEvent({ name: 'B', format: 'standard', seed: 'b' });
    assert.equal(store.event().id, b.id);
    assert.equal(store.event(a.id).name, 'A');
    assert.throws(() => store.event(99), /no event with id 99/);
  });
});
