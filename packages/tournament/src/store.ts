/**
 * Durable event storage and the event lifecycle, on SQLite (better-sqlite3).
 *
 * Durability: the database runs in WAL mode with synchronous=FULL. Every
 * state change is one IMMEDIATE transaction; better-sqlite3 is synchronous, so
 * when a method returns, its transaction has committed and SQLite has fsynced
 * the write-ahead log. The CLI prints its acknowledgement only after that, so
 * a crash, kill -9 or power loss after the acknowledgement cannot lose the
 * result. (WAL with synchronous=NORMAL would survive a killed process but not
 * a power cut; FULL costs one fsync per commit, which is nothing at the pace
 * results are reported. WAL rather than a rollback journal: one fsync per
 * commit instead of several, and readers — a standings screen — never block
 * the scorekeeper's writes.)
 */
import { randomUUID } from 'node:crypto';
import { validateEventResults } from './eventjson.js';
import type { Rel } from './ipg.js';
import { activePlayers, pairRound, type PairRoundResult } from './pairing.js';
import {
  bracketSlots,
  cutToPlayoff,
  finalStandings,
  firstPlayoffRound,
  nextPlayoffRound,
  walkoverWinner,
  type BracketKind,
  type FinalStanding,
  type PlayoffEntrant,
  type PlayoffPairing,
} from './playoffs.js';
import { assignPods } from './draft.js';
import { defaultSwissRounds } from './rounds.js';
import { openSqlite, type SqliteDatabase } from './sqlite.js';
import { computeStandings, type Standing } from './standings.js';
import type { EventResults, PlayerEntry, RoundEntry } from './types.js';

export class TournamentError extends Error {
  override readonly name = 'TournamentError';
}

export interface EventSettings {
  readonly id: number;
  readonly name: string;
  readonly format: string;
  readonly rel: Rel;
  /** null until announced; set from the recommended-rounds table when round 1 is paired if not given. */
  readonly swissRounds: number | null;
  readonly playoffSize: number;
  readonly playoffKind: BracketKind;
  readonly seed: string;
  readonly date: string;
  readonly gamesToWin: number;
  readonly usePods: boolean;
  readonly singleGameMatches: boolean;
  readonly createdAt: string;
}

export interface CreateEventOptions {
  readonly name: string;
  readonly format: string;
  readonly rel?: Rel;
  readonly swissRounds?: number | null;
  readonly playoffSize?: number;
  readonly playoffKind?: BracketKind;
  readonly seed?: string;
  readonly date?: string;
  readonly gamesToWin?: number;
  readonly usePods?: boolean;
  readonly singleGameMatches?: boolean;
}

export interface StoredPlayer {
  readonly id: string;
  readonly name: string;
  readonly seq: number;
  readonly pod: number | null;
  readonly droppedAfterRound: number | null;
  readonly disqualified: boolean;
  readonly dqReason: string | null;
}

export type Stage = 'swiss' | 'playoff';

export interface StoredMatch {
  readonly round: number;
  readonly table: number;
  readonly stage: Stage;
  readonly p1: string | null;
  /** null: a bye (Swiss) or an empty bracket slot (playoff). */
  readonly p2: string | null;
  readonly p1Wins: number | null;
  readonly p2Wins: number | null;
  readonly draws: number | null;
  /** Playoff matches: who advances (null while unreported, or when nobody does). */
  readonly winner: string | null;
  readonly reportedAt: string | null;
  /** Result entered by the software (bye, walkover, disqualification), not by a person. */
  readonly auto: boolean;
}

export interface RoundInfo {
  readonly number: number;
  readonly stage: Stage;
  readonly pairedAt: string;
}

export interface PlayoffInfo {
  readonly size: number;
  readonly kind: BracketKind;
  readonly entrants: PlayoffEntrant[];
  readonly slots: Array<string | null>;
  readonly cutAt: string;
}

export interface ReportOutcome {
  readonly match: StoredMatch;
  /** After a fix: the next round is paired but not started, so it can be re-paired. */
  readonly repairableRound?: number;
  /** After a fix: the next round has already started; its pairings stand. */
  readonly nextRoundStarted?: number;
  /** After a fix to a Swiss result: the cut has already been made, so the bracket stands. */
  readonly cutMade?: boolean;
}

const SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  format TEXT NOT NULL,
  rel TEXT NOT NULL,
  swiss_rounds INTEGER,
  playoff_size INTEGER NOT NULL,
  playoff_kind TEXT NOT NULL,
  seed TEXT NOT NULL,
  event_date TEXT NOT NULL,
  games_to_win INTEGER NOT NULL,
  use_pods INTEGER NOT NULL,
  single_game INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS players (
  event_id INTEGER NOT NULL REFERENCES events(id),
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  seq INTEGER NOT NULL,
  pod INTEGER,
  dropped_after_round INTEGER,
  disqualified INTEGER NOT NULL DEFAULT 0,
  dq_reason TEXT,
  PRIMARY KEY (event_id, id)
);
CREATE TABLE IF NOT EXISTS rounds (
  event_id INTEGER NOT NULL REFERENCES events(id),
  number INTEGER NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('swiss', 'playoff')),
  paired_at TEXT NOT NULL,
  PRIMARY KEY (event_id, number)
);
CREATE TABLE IF NOT EXISTS matches (
  event_id INTEGER NOT NULL,
  round INTEGER NOT NULL,
  table_no INTEGER NOT NULL,
  p1 TEXT,
  p2 TEXT,
  p1_wins INTEGER,
  p2_wins INTEGER,
  draws INTEGER,
  winner TEXT,
  reported_at TEXT,
  auto INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, round, table_no),
  FOREIGN KEY (event_id, round) REFERENCES rounds(event_id, number)
);
CREATE TABLE IF NOT EXISTS playoffs (
  event_id INTEGER PRIMARY KEY REFERENCES events(id),
  size INTEGER NOT NULL,
  kind TEXT NOT NULL,
  entrants TEXT NOT NULL,
  slots TEXT NOT NULL,
  cut_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS audit (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL
);
`;

interface EventRow {
  id: number;
  name: string;
  format: string;
  rel: string;
  swiss_rounds: number | null;
  playoff_size: number;
  playoff_kind: string;
  seed: string;
  event_date: string;
  games_to_win: number;
  use_pods: number;
  single_game: number;
  created_at: string;
}
interface PlayerRow {
  id: string;
  name: string;
  seq: number;
  pod: number | null;
  dropped_after_round: number | null;
  disqualified: number;
  dq_reason: string | null;
}
interface MatchRow {
  round: number;
  table_no: number;
  stage: string;
  p1: string | null;
  p2: string | null;
  p1_wins: number | null;
  p2_wins: number | null;
  draws: number | null;
  winner: string | null;
  reported_at: string | null;
  auto: number;
}

const now = (): string => new Date().toISOString();

export class TournamentStore {
  readonly db: SqliteDatabase;

  private constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** Opens (creating if needed) a tournament database file. */
  static open(path: string): TournamentStore {
    const db = openSqlite(path);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      db.close();
      throw new TournamentError(`${path} was written by a newer version (schema ${version})`);
    }
    db.exec(SCHEMA);
    if (version < SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
    return new TournamentStore(db);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private write<R>(fn: () => R): R {
    return this.db.transaction(fn).immediate();
  }

  private audit(eventId: number, action: string, detail: unknown): void {
    this.db
      .prepare('INSERT INTO audit (event_id, at, action, detail) VALUES (?, ?, ?, ?)')
      .run(eventId, now(), action, JSON.stringify(detail));
  }

  // ---------------------------------------------------------------- events

  createEvent(opts: CreateEventOptions): EventSettings {
    const name = opts.name.trim();
    if (name === '') throw new TournamentError('the event needs a name');
    const playoffSize = opts.playoffSize ?? 0;
    if (![0, 2, 4, 8, 16, 32, 64].includes(playoffSize))
      throw new TournamentError('playoff size must be 0 (none), 2, 4, 8, 16, 32 or 64');
    const kind = opts.playoffKind ?? 'standings';
    if (kind === 'draft-seats' && playoffSize !== 8) throw new TournamentError('the draft-seat playoff is for a Top 8');
    if (
      opts.swissRounds !== undefined &&
      opts.swissRounds !== null &&
      (!Number.isInteger(opts.swissRounds) || opts.swissRounds < 1)
    ) {
      throw new TournamentError('swiss rounds must be a positive integer');
    }
    const gamesToWin = opts.gamesToWin ?? 2;
    if (!Number.isInteger(gamesToWin) || gamesToWin < 1)
      throw new TournamentError('games to win must be a positive integer');
    const date = opts.date ?? now().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new TournamentError('date must be yyyy-mm-dd');
    return this.write(() => {
      const info = this.db
        .prepare(
          `INSERT INTO events (name, format, rel, swiss_rounds, playoff_size, playoff_kind, seed, event_date, games_to_win, use_pods, single_game, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          name,
          opts.format,
          opts.rel ?? 'regular',
          opts.swissRounds ?? null,
          playoffSize,
          kind,
          opts.seed ?? randomUUID(),
          date,
          gamesToWin,
          opts.usePods ? 1 : 0,
          opts.singleGameMatches ? 1 : 0,
          now(),
        );
      const id = Number(info.lastInsertRowid);
      this.audit(id, 'create', opts);
      return this.event(id);
    });
  }

  events(): EventSettings[] {
    return (this.db.prepare('SELECT * FROM events ORDER BY id').all() as EventRow[]).map(toEvent);
  }

  /** The event with this id, or the most recently created one. */
  event(id?: number): EventSettings {
    const row = (
      id === undefined
        ? this.db.prepare('SELECT * FROM events ORDER BY id DESC LIMIT 1').get()
        : this.db.prepare('SELECT * FROM events WHERE id = ?').get(id)
    ) as EventRow | undefined;
    if (!row)
      throw new TournamentError(
        id === undefined ? 'no event in this database: create one first' : `no event with id ${id}`,
      );
    return toEvent(row);
  }

  // ---------------------------------------------------------------- players

  players(eventId: number): StoredPlayer[] {
    return (this.db.prepare('SELECT * FROM players WHERE event_id = ? ORDER BY seq').all(eventId) as PlayerRow[]).map(
      toPlayer,
    );
  }

  /** Finds a player by id, or by name (case-insensitive) if unambiguous. */
  player(eventId: number, key: string): StoredPlayer {
    const all = this.players(eventId);
    const byId = all.find((p) => p.id === key);
    if (byId) return byId;
    const byName = all.filter((p) => p.name.toLowerCase() === key.toLowerCase());
    if (byName.length === 1) return byName[0]!;
    if (byName.length > 1)
      throw new TournamentError(
        `more than one player is named '${key}': use the id (${byName.map((p) => p.id).join(', ')})`,
      );
    throw new TournamentError(`no player '${key}' in this event`);
  }

  /** Registers players (only before round 1 is paired). Ids default to p1, p2, … */
  addPlayers(eventId: number, entries: ReadonlyArray<{ name: string; id?: string }>): StoredPlayer[] {
    return this.write(() => {
      this.event(eventId);
      if (this.currentRound(eventId) > 0)
        throw new TournamentError('players can only be added before round 1 is paired');
      const existing = this.players(eventId);
      const ids = new Set(existing.map((p) => p.id));
      let seq = existing.reduce((m, p) => Math.max(m, p.seq), 0);
      const added: StoredPlayer[] = [];
      for (const e of entries) {
        const name = e.name.trim();
        if (name === '') throw new TournamentError('player names cannot be empty');
        seq++;
        let id = e.id?.trim();
        if (id === undefined || id === '') {
          let n = seq;
          while (ids.has(`p${n}`)) n++;
          id = `p${n}`;
        }
        if (ids.has(id)) throw new TournamentError(`player id '${id}' is already registered`);
        ids.add(id);
        this.db
          .prepare('INSERT INTO players (event_id, id, name, seq) VALUES (?, ?, ?, ?)')
          .run(eventId, id, name, seq);
        added.push({ id, name, seq, pod: null, droppedAfterRound: null, disqualified: false, dqReason: null });
      }
      this.audit(
        eventId,
        'add-players',
        added.map((p) => ({ id: p.id, name: p.name })),
      );
      return added;
    });
  }

  /** MTR 7.6: random pods of roughly equal size (before round 1); turns on pod-restricted pairing. */
  assignPods(eventId: number, maxPodSize: number): StoredPlayer[][] {
    return this.write(() => {
      const ev = this.event(eventId);
      if (this.currentRound(eventId) > 0) throw new TournamentError('pods are assigned before round 1 is paired');
      const entered = this.players(eventId).filter((p) => p.droppedAfterRound === null && !p.disqualified);
      const pods = assignPods(entered, maxPodSize, `${ev.seed}|pods`);
      pods.forEach((members, i) => {
        for (const p of members)
          this.db.prepare('UPDATE players SET pod = ? WHERE event_id = ? AND id = ?').run(i + 1, eventId, p.id);
      });
      this.db.prepare('UPDATE events SET use_pods = 1 WHERE id = ?').run(eventId);
      this.audit(
        eventId,
        'pods',
        pods.map((m) => m.map((p) => p.id)),
      );
      return pods.map((members, i) => members.map((p) => ({ ...p, pod: i + 1 })));
    });
  }

  /**
   * Drops a player (MTR 2.10). They play no further rounds; a drop before
   * round 1 is paired removes them from the event record. A player in the
   * playoff who drops gives their opponent a bye (walkover).
   */
  drop(
    eventId: number,
    key: string,
  ): { player: StoredPlayer; afterRound: number; walkover?: StoredMatch; pendingMatch?: StoredMatch } {
    return this.write(() => {
      const p = this.player(eventId, key);
      if (p.disqualified) throw new TournamentError(`${p.name} is disqualified`);
      if (p.droppedAfterRound !== null)
        throw new TournamentError(`${p.name} already dropped (after round ${p.droppedAfterRound})`);
      const current = this.currentRound(eventId);
      const lastSwiss = this.lastSwissRound(eventId);
      const afterRound = this.stageOf(eventId, current) === 'playoff' ? lastSwiss : current;
      this.db
        .prepare('UPDATE players SET dropped_after_round = ? WHERE event_id = ? AND id = ?')
        .run(afterRound, eventId, p.id);
      this.audit(eventId, 'drop', { player: p.id, afterRound });
      const pending = this.pendingMatchOf(eventId, p.id);
      let walkover: StoredMatch | undefined;
      if (pending && pending.stage === 'playoff') walkover = this.autoLoss(eventId, pending, p.id, 'drop');
      const player = this.player(eventId, p.id);
      return {
        player,
        afterRound,
        ...(walkover ? { walkover } : {}),
        ...(pending && !walkover ? { pendingMatch: pending } : {}),
      };
    });
  }

  /**
   * Disqualifies a player (IPG 1.2): they lose their current match, leave the
   * standings, and the players below move up.
   */
  disqualify(eventId: number, key: string, reason: string): { player: StoredPlayer; lostMatch?: StoredMatch } {
    return this.write(() => {
      const p = this.player(eventId, key);
      if (p.disqualified) throw new TournamentError(`${p.name} is already disqualified`);
      this.db
        .prepare('UPDATE players SET disqualified = 1, dq_reason = ? WHERE event_id = ? AND id = ?')
        .run(reason, eventId, p.id);
      this.audit(eventId, 'disqualify', { player: p.id, reason });
      const pending = this.pendingMatchOf(eventId, p.id);
      const lostMatch = pending ? this.autoLoss(eventId, pending, p.id, 'disqualification') : undefined;
      return { player: this.player(eventId, p.id), ...(lostMatch ? { lostMatch } : {}) };
    });
  }

  /** Records a loss (0-2) for `loser` in an unreported match; the opponent wins. */
  private autoLoss(eventId: number, m: StoredMatch, loser: string, why: string): StoredMatch {
    const loserIsP1 = m.p1 === loser;
    const other = loserIsP1 ? m.p2 : m.p1;
    const [w1, w2] = loserIsP1 ? [0, this.event(eventId).gamesToWin] : [this.event(eventId).gamesToWin, 0];
    const winner = m.stage === 'playoff' ? (other !== null && !this.isGone(eventId, other) ? other : null) : null;
    this.db
      .prepare(
        'UPDATE matches SET p1_wins = ?, p2_wins = ?, draws = 0, winner = ?, reported_at = ?, auto = 1 WHERE event_id = ? AND round = ? AND table_no = ?',
      )
      .run(w1, w2, winner, now(), eventId, m.round, m.table);
    this.audit(eventId, 'auto-result', { round: m.round, table: m.table, loser, why });
    return this.match(eventId, m.round, m.table);
  }

  private isGone(eventId: number, id: string): boolean {
    const p = this.player(eventId, id);
    return p.disqualified || p.droppedAfterRound !== null;
  }

  private pendingMatchOf(eventId: number, id: string): StoredMatch | undefined {
    const current = this.currentRound(eventId);
    if (current === 0) return undefined;
    return this.matches(eventId, current).find((m) => m.reportedAt === null && (m.p1 === id || m.p2 === id));
  }

  // ---------------------------------------------------------------- rounds and matches

  rounds(eventId: number): RoundInfo[] {
    return (
      this.db
        .prepare('SELECT number, stage, paired_at FROM rounds WHERE event_id = ? ORDER BY number')
        .all(eventId) as Array<{ number: number; stage: string; paired_at: string }>
    ).map((r) => ({ number: r.number, stage: r.stage as Stage, pairedAt: r.paired_at }));
  }

  /** The latest paired round (0 before round 1). */
  currentRound(eventId: number): number {
    const row = this.db.prepare('SELECT MAX(number) AS n FROM rounds WHERE event_id = ?').get(eventId) as {
      n: number | null;
    };
    return row.n ?? 0;
  }

  private lastSwissRound(eventId: number): number {
    const row = this.db
      .prepare("SELECT MAX(number) AS n FROM rounds WHERE event_id = ? AND stage = 'swiss'")
      .get(eventId) as { n: number | null };
    return row.n ?? 0;
  }

  private stageOf(eventId: number, round: number): Stage | undefined {
    const row = this.db.prepare('SELECT stage FROM rounds WHERE event_id = ? AND number = ?').get(eventId, round) as
      { stage: string } | undefined;
    return row?.stage as Stage | undefined;
  }

  matches(eventId: number, round?: number): StoredMatch[] {
    const rows = (
      round === undefined
        ? this.db
            .prepare(
              'SELECT m.*, r.stage FROM matches m JOIN rounds r ON r.event_id = m.event_id AND r.number = m.round WHERE m.event_id = ? ORDER BY m.round, m.table_no',
            )
            .all(eventId)
        : this.db
            .prepare(
              'SELECT m.*, r.stage FROM matches m JOIN rounds r ON r.event_id = m.event_id AND r.number = m.round WHERE m.event_id = ? AND m.round = ? ORDER BY m.table_no',
            )
            .all(eventId, round)
    ) as MatchRow[];
    return rows.map(toMatch);
  }

  match(eventId: number, round: number, table: number): StoredMatch {
    const row = this.db
      .prepare(
        'SELECT m.*, r.stage FROM matches m JOIN rounds r ON r.event_id = m.event_id AND r.number = m.round WHERE m.event_id = ? AND m.round = ? AND m.table_no = ?',
      )
      .get(eventId, round, table) as MatchRow | undefined;
    if (!row) throw new TournamentError(`round ${round} has no table ${table}`);
    return toMatch(row);
  }

  /** A round has started once a person has reported any result in it (byes and walkovers do not count). */
  roundStarted(eventId: number, round: number): boolean {
    return this.matches(eventId, round).some((m) => m.reportedAt !== null && !m.auto);
  }

  roundComplete(eventId: number, round: number): boolean {
    return this.matches(eventId, round).every((m) => m.reportedAt !== null);
  }

  /** Results in the plain form the standings and pairing code use (Swiss rounds, reported matches only). */
  results(eventId: number, uptoRound?: number): EventResults {
    const players: PlayerEntry[] = this.players(eventId).map((p) => ({
      id: p.id,
      name: p.name,
      droppedAfterRound: p.droppedAfterRound,
      ...(p.disqualified ? { disqualified: true } : {}),
      ...(p.pod === null ? {} : { pod: p.pod }),
    }));
    const swiss = this.rounds(eventId).filter(
      (r) => r.stage === 'swiss' && (uptoRound === undefined || r.number <= uptoRound),
    );
    const rounds: RoundEntry[][] = swiss.map((r) =>
      this.matches(eventId, r.number)
        .filter((m) => m.reportedAt !== null && m.p1 !== null)
        .map((m): RoundEntry =>
          m.p2 === null
            ? { kind: 'bye', player: m.p1! }
            : { kind: 'match', p1: m.p1!, p2: m.p2, p1Wins: m.p1Wins!, p2Wins: m.p2Wins!, draws: m.draws! },
        ),
    );
    return { players, rounds };
  }

  standings(eventId: number, uptoRound?: number): Standing[] {
    const ev = this.event(eventId);
    return computeStandings(this.results(eventId, uptoRound), {
      tiebreakSeed: ev.seed,
      singleGameMatches: ev.singleGameMatches,
    });
  }

  /**
   * Pairs the next round: a Swiss round while Swiss rounds remain, otherwise
   * the next playoff round (after `cut`). The previous round must be complete.
   */
  pairNext(
    eventId: number,
    options: { readonly acceptRematches?: boolean } = {},
  ): {
    round: number;
    stage: Stage;
    matches: StoredMatch[];
    swissRounds: number;
    announced?: boolean;
    pairing?: PairRoundResult;
  } {
    return this.write(() => {
      let ev = this.event(eventId);
      const current = this.currentRound(eventId);
      if (current > 0 && !this.roundComplete(eventId, current)) {
        const missing = this.matches(eventId, current)
          .filter((m) => m.reportedAt === null)
          .map((m) => m.table);
        throw new TournamentError(
          `round ${current} is not complete: no result yet for table${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
        );
      }
      if (this.stageOf(eventId, current) === 'playoff' || this.playoff(eventId))
        return this.pairPlayoffRound(eventId, ev, current);

      let announced = false;
      if (ev.swissRounds === null) {
        const players = activePlayers(this.results(eventId).players, 1);
        const n = ev.usePods
          ? podSwissRounds(players, ev.playoffSize)
          : defaultSwissRounds(players.length, ev.playoffSize);
        this.db.prepare('UPDATE events SET swiss_rounds = ? WHERE id = ?').run(n, eventId);
        this.audit(eventId, 'announce-rounds', { swissRounds: n, players: players.length });
        ev = this.event(eventId);
        announced = true;
      }
      const round = current + 1;
      if (round > ev.swissRounds!) {
        throw new TournamentError(
          ev.playoffSize > 0
            ? `all ${ev.swissRounds} Swiss rounds are paired: run 'cut' to start the Top ${ev.playoffSize}`
            : `all ${ev.swissRounds} Swiss rounds are paired: the event is over (see 'final')`,
        );
      }
      const results = this.results(eventId);
      const problems = validateEventResults(results);
      if (problems.length > 0) throw new TournamentError(`stored results are inconsistent: ${problems.join('; ')}`);
      const active = activePlayers(results.players, round);
      if (active.length < 2) throw new TournamentError(`only ${active.length} active player(s): nothing to pair`);
      const pairing = pairRound(results, { round, seed: ev.seed, usePods: ev.usePods });
      if (pairing.rematches > 0 && !options.acceptRematches) {
        throw new RematchWarning(round, pairing.rematches, ev.usePods);
      }
      this.db
        .prepare("INSERT INTO rounds (event_id, number, stage, paired_at) VALUES (?, ?, 'swiss', ?)")
        .run(eventId, round, now());
      const insert = this.db.prepare(
        'INSERT INTO matches (event_id, round, table_no, p1, p2, p1_wins, p2_wins, draws, reported_at, auto) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const p of pairing.pairings) {
        if (p.p2 === null) insert.run(eventId, round, p.table, p.p1, null, 2, 0, 0, now(), 1);
        else insert.run(eventId, round, p.table, p.p1, p.p2, null, null, null, null, 0);
      }
      this.audit(eventId, 'pair', { round, rematches: pairing.rematches, pairings: pairing.pairings });
      return {
        round,
        stage: 'swiss' as const,
        matches: this.matches(eventId, round),
        swissRounds: ev.swissRounds!,
        announced,
        pairing,
      };
    });
  }

  /**
   * Re-pairs the latest Swiss round (after a fix to the round before it).
   * Allowed only while the round has not started (no result reported by a person).
   */
  repair(eventId: number, round?: number): { round: number; matches: StoredMatch[] } {
    return this.write(() => {
      const current = this.currentRound(eventId);
      const r = round ?? current;
      if (r !== current || r === 0) throw new TournamentError(`only the latest round (${current}) can be re-paired`);
      if (this.stageOf(eventId, r) !== 'swiss') throw new TournamentError('playoff rounds are not re-paired');
      if (this.roundStarted(eventId, r))
        throw new TournamentError(`round ${r} has started (results reported): its pairings stand`);
      this.db.prepare('DELETE FROM matches WHERE event_id = ? AND round = ?').run(eventId, r);
      this.db.prepare('DELETE FROM rounds WHERE event_id = ? AND number = ?').run(eventId, r);
      this.audit(eventId, 'unpair', { round: r });
      const out = this.pairNext(eventId);
      return { round: out.round, matches: out.matches };
    });
  }

  /** Validates game counts for a match of this event. */
  private checkGames(ev: EventSettings, stage: Stage, p1Wins: number, p2Wins: number, draws: number): void {
    for (const [label, v] of [
      ['wins', p1Wins],
      ['losses', p2Wins],
      ['draws', draws],
    ] as const) {
      if (!Number.isInteger(v) || v < 0) throw new TournamentError(`${label} must be a non-negative integer`);
    }
    if (p1Wins > ev.gamesToWin || p2Wins > ev.gamesToWin)
      throw new TournamentError(`a player can win at most ${ev.gamesToWin} games in a match`);
    if (p1Wins === ev.gamesToWin && p2Wins === ev.gamesToWin)
      throw new TournamentError('both players cannot win the match');
    if (stage === 'playoff' && p1Wins === p2Wins)
      throw new TournamentError('single-elimination matches cannot end in a draw (MTR 2.5): report the winner');
  }

  /**
   * Reports a result (game wins of the first-listed player, of the second,
   * and drawn games). Committed durably before this returns.
   */
  report(eventId: number, table: number, p1Wins: number, p2Wins: number, draws = 0, round?: number): ReportOutcome {
    return this.write(() => {
      const ev = this.event(eventId);
      const r = round ?? this.currentRound(eventId);
      if (r === 0) throw new TournamentError('no round has been paired yet');
      const m = this.match(eventId, r, table);
      if (m.p2 === null || m.p1 === null) throw new TournamentError(`table ${table} of round ${r} is a bye`);
      if (m.reportedAt !== null) {
        throw new TournamentError(
          `round ${r} table ${table} already has a result (${m.p1Wins}-${m.p2Wins}-${m.draws}); use 'fix' to change it`,
        );
      }
      this.checkGames(ev, m.stage, p1Wins, p2Wins, draws);
      const winner = m.stage === 'playoff' ? (p1Wins > p2Wins ? m.p1 : m.p2) : null;
      this.db
        .prepare(
          'UPDATE matches SET p1_wins = ?, p2_wins = ?, draws = ?, winner = ?, reported_at = ?, auto = 0 WHERE event_id = ? AND round = ? AND table_no = ?',
        )
        .run(p1Wins, p2Wins, draws, winner, now(), eventId, r, table);
      this.audit(eventId, 'report', { round: r, table, p1Wins, p2Wins, draws });
      return { match: this.match(eventId, r, table) };
    });
  }

  /**
   * Corrects a reported result. Standings are computed from results, so they
   * follow at once. If the next round is already paired but has not started,
   * the outcome says it can be re-paired (see `repair`).
   */
  fix(eventId: number, round: number, table: number, p1Wins: number, p2Wins: number, draws = 0): ReportOutcome {
    return this.write(() => {
      const ev = this.event(eventId);
      const m = this.match(eventId, round, table);
      if (m.p2 === null || m.p1 === null) throw new TournamentError(`table ${table} of round ${round} is a bye`);
      this.checkGames(ev, m.stage, p1Wins, p2Wins, draws);
      const next = round + 1;
      const nextExists = this.currentRound(eventId) >= next;
      if (m.stage === 'playoff' && nextExists)
        throw new TournamentError(`playoff round ${next} is already paired from this result; it cannot be changed now`);
      const winner = m.stage === 'playoff' ? (p1Wins > p2Wins ? m.p1 : m.p2) : null;
      this.db
        .prepare(
          'UPDATE matches SET p1_wins = ?, p2_wins = ?, draws = ?, winner = ?, reported_at = ?, auto = 0 WHERE event_id = ? AND round = ? AND table_no = ?',
        )
        .run(p1Wins, p2Wins, draws, winner, now(), eventId, round, table);
      this.audit(eventId, 'fix', {
        round,
        table,
        before: [m.p1Wins, m.p2Wins, m.draws],
        after: [p1Wins, p2Wins, draws],
      });
      const out: ReportOutcome = {
        match: this.match(eventId, round, table),
        ...(m.stage === 'swiss' && this.playoff(eventId) ? { cutMade: true } : {}),
      };
      if (nextExists && this.stageOf(eventId, next) === 'swiss') {
        return this.roundStarted(eventId, next)
          ? { ...out, nextRoundStarted: next }
          : { ...out, repairableRound: next };
      }
      return out;
    });
  }

  // ---------------------------------------------------------------- playoffs

  playoff(eventId: number): PlayoffInfo | undefined {
    const row = this.db.prepare('SELECT * FROM playoffs WHERE event_id = ?').get(eventId) as
      { size: number; kind: string; entrants: string; slots: string; cut_at: string } | undefined;
    if (!row) return undefined;
    return {
      size: row.size,
      kind: row.kind as BracketKind,
      entrants: JSON.parse(row.entrants),
      slots: JSON.parse(row.slots),
      cutAt: row.cut_at,
    };
  }

  /** Cuts to the playoff (CUT-2: players who dropped before the cut are skipped) and pairs its first round. */
  cut(eventId: number): { playoff: PlayoffInfo; round: number; matches: StoredMatch[] } {
    return this.write(() => {
      const ev = this.event(eventId);
      if (ev.playoffSize === 0)
        throw new TournamentError('this event has no playoff (create it with --playoff 8, 4 or 2)');
      if (this.playoff(eventId)) throw new TournamentError('the cut has already been made');
      const current = this.currentRound(eventId);
      if (ev.swissRounds === null || current < ev.swissRounds) {
        throw new TournamentError(`the Swiss is not finished (${current} of ${ev.swissRounds ?? '?'} rounds paired)`);
      }
      if (!this.roundComplete(eventId, current)) throw new TournamentError(`round ${current} is not complete`);
      const entrants = cutToPlayoff(this.standings(eventId), ev.playoffSize);
      if (entrants.length < 2) throw new TournamentError('fewer than 2 players can make the cut');
      const { slots, entrants: seated } = bracketSlots(
        entrants,
        ev.playoffSize,
        ev.playoffKind,
        `${ev.seed}|draft-seats`,
      );
      const info: PlayoffInfo = { size: ev.playoffSize, kind: ev.playoffKind, entrants: seated, slots, cutAt: now() };
      this.db
        .prepare('INSERT INTO playoffs (event_id, size, kind, entrants, slots, cut_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(eventId, info.size, info.kind, JSON.stringify(info.entrants), JSON.stringify(info.slots), info.cutAt);
      this.audit(eventId, 'cut', info);
      const round = current + 1;
      this.insertPlayoffRound(eventId, round, firstPlayoffRound(slots));
      return { playoff: info, round, matches: this.matches(eventId, round) };
    });
  }

  private pairPlayoffRound(eventId: number, ev: EventSettings, current: number) {
    if (!this.playoff(eventId)) throw new TournamentError("run 'cut' to start the playoff");
    const winners = this.matches(eventId, current).map((m) => m.winner);
    if (winners.length < 2) throw new TournamentError('the playoff is over: see final standings');
    const round = current + 1;
    this.insertPlayoffRound(eventId, round, nextPlayoffRound(winners));
    return {
      round,
      stage: 'playoff' as const,
      matches: this.matches(eventId, round),
      swissRounds: ev.swissRounds ?? 0,
    };
  }

  private insertPlayoffRound(eventId: number, round: number, pairings: PlayoffPairing[]): void {
    const ev = this.event(eventId);
    this.db
      .prepare("INSERT INTO rounds (event_id, number, stage, paired_at) VALUES (?, ?, 'playoff', ?)")
      .run(eventId, round, now());
    const gone = (id: string): boolean => this.isGone(eventId, id);
    const insert = this.db.prepare(
      'INSERT INTO matches (event_id, round, table_no, p1, p2, p1_wins, p2_wins, draws, winner, reported_at, auto) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    pairings.forEach((p, i) => {
      const auto = walkoverWinner(p, gone);
      if (auto === undefined) {
        insert.run(eventId, round, i + 1, p.p1, p.p2, null, null, null, null, null, 0);
      } else if (auto === null) {
        insert.run(eventId, round, i + 1, p.p1, p.p2, 0, 0, 0, null, now(), 1);
      } else {
        // CUT-1: the remaining player advances on a bye.
        const [p1, p2] = auto === p.p1 ? [p.p1, p.p2] : [p.p2, p.p1];
        insert.run(eventId, round, i + 1, p1, p2, ev.gamesToWin, 0, 0, auto, now(), 1);
      }
    });
    this.audit(eventId, 'pair-playoff', { round, pairings });
  }

  /** Playoff rounds so far, each pairing with its winner. */
  playoffRounds(eventId: number): Array<Array<StoredMatch>> {
    return this.rounds(eventId)
      .filter((r) => r.stage === 'playoff')
      .map((r) => this.matches(eventId, r.number));
  }

  /** Final standings: playoff finish first, then Swiss order; disqualified players removed. */
  finalStandings(eventId: number): { standings: FinalStanding[]; complete: boolean } {
    const ev = this.event(eventId);
    const swiss = this.standings(eventId);
    const rounds = this.playoffRounds(eventId);
    const standings = finalStandings(
      swiss,
      rounds.map((ms) => ms.map((m) => ({ p1: m.p1, p2: m.p2, winner: m.winner }))),
      (id) => this.player(eventId, id).disqualified,
    );
    const current = this.currentRound(eventId);
    let complete: boolean;
    if (ev.playoffSize === 0)
      complete = ev.swissRounds !== null && current >= ev.swissRounds && this.roundComplete(eventId, current);
    else {
      const last = rounds[rounds.length - 1];
      complete = last !== undefined && last.length === 1 && last[0]!.reportedAt !== null;
    }
    return { standings, complete };
  }

  auditLog(eventId: number): Array<{ seq: number; at: string; action: string; detail: unknown }> {
    return (
      this.db
        .prepare('SELECT seq, at, action, detail FROM audit WHERE event_id = ? ORDER BY seq')
        .all(eventId) as Array<{ seq: number; at: string; action: string; detail: string }>
    ).map((r) => ({ ...r, detail: JSON.parse(r.detail) as unknown }));
  }
}

function toEvent(r: EventRow): EventSettings {
  return {
    id: r.id,
    name: r.name,
    format: r.format,
    rel: r.rel as Rel,
    swissRounds: r.swiss_rounds,
    playoffSize: r.playoff_size,
    playoffKind: r.playoff_kind as BracketKind,
    seed: r.seed,
    date: r.event_date,
    gamesToWin: r.games_to_win,
    usePods: r.use_pods === 1,
    singleGameMatches: r.single_game === 1,
    createdAt: r.created_at,
  };
}

function toPlayer(r: PlayerRow): StoredPlayer {
  return {
    id: r.id,
    name: r.name,
    seq: r.seq,
    pod: r.pod,
    droppedAfterRound: r.dropped_after_round,
    disqualified: r.disqualified === 1,
    dqReason: r.dq_reason,
  };
}

function toMatch(r: MatchRow): StoredMatch {
  return {
    round: r.round,
    table: r.table_no,
    stage: r.stage as Stage,
    p1: r.p1,
    p2: r.p2,
    p1Wins: r.p1_wins,
    p2Wins: r.p2_wins,
    draws: r.draws,
    winner: r.winner,
    reportedAt: r.reported_at,
    auto: r.auto === 1,
  };
}

/**
 * MTR 7.6 with pods: players meet only their own pod, so the Swiss rounds are chosen per pod —
 * the Appendix E count for the whole event, but no more than the smallest pod can play without
 * a rematch (a pod of n plays n − 1 rounds when n is even, n when odd, one bye a round).
 */
export function podSwissRounds(players: readonly { readonly pod?: number | null }[], playoffSize = 0): number {
  const sizes = new Map<string, number>();
  for (const p of players) {
    const key = p.pod === undefined || p.pod === null ? 'none' : String(p.pod);
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  const perPod = [...sizes.values()].filter((n) => n >= 2).map((n) => (n % 2 === 0 ? n - 1 : n));
  const overall = defaultSwissRounds(players.length, playoffSize);
  return Math.max(1, Math.min(overall, ...perPod));
}

/** Pairing the next round would force rematches: nothing was paired (pass acceptRematches to pair anyway). */
export class RematchWarning extends TournamentError {
  constructor(
    readonly round: number,
    readonly rematches: number,
    pods: boolean,
  ) {
    super(
      `pairing round ${round} would force ${rematches} rematch${rematches === 1 ? '' : 'es'}${pods ? ' (players meet only their own pod, MTR 7.6)' : ''}; ` +
        `nothing was paired. Pair anyway with 'pair --accept-rematches', or end the Swiss earlier`,
    );
  }
}
