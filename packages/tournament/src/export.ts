/**
 * CSV and JSON exports of an event: standings, pairings and results.
 * The JSON export also carries "players" and "rounds" in the same format
 * `arbiter tournament standings --json` reads, so an export can be piped
 * straight back into it.
 */
import { eventToJson } from './eventjson.js';
import { standingsJson } from './standings.js';
import type { TournamentStore } from './store.js';

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = typeof value === 'number' ? String(value) : String(value);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export type CsvTable = 'standings' | 'pairings' | 'results' | 'final';

export function exportCsv(store: TournamentStore, eventId: number, table: CsvTable): string {
  const names = new Map(store.players(eventId).map((p) => [p.id, p.name]));
  const name = (id: string | null): string => (id === null ? '' : (names.get(id) ?? id));
  if (table === 'standings') {
    return toCsv(
      [
        'rank',
        'id',
        'name',
        'match_points',
        'wins',
        'losses',
        'draws',
        'omw',
        'gw',
        'ogw',
        'rounds_played',
        'dropped_after_round',
      ],
      store
        .standings(eventId)
        .map((s) => [
          s.rank,
          s.id,
          name(s.id),
          s.matchPoints,
          s.wins,
          s.losses,
          s.draws,
          s.omw,
          s.gw,
          s.ogw,
          s.roundsPlayed,
          s.droppedAfterRound,
        ]),
    );
  }
  if (table === 'final') {
    return toCsv(
      ['place', 'id', 'name', 'swiss_rank', 'playoff_wins'],
      store.finalStandings(eventId).standings.map((f) => [f.place, f.id, name(f.id), f.swissRank, f.playoffWins]),
    );
  }
  const stages = new Map(store.rounds(eventId).map((r) => [r.number, r.stage]));
  const matches = store.matches(eventId);
  if (table === 'pairings') {
    return toCsv(
      ['round', 'stage', 'table', 'p1', 'p1_name', 'p2', 'p2_name'],
      matches.map((m) => [
        m.round,
        stages.get(m.round),
        m.table,
        m.p1,
        name(m.p1),
        m.p2 ?? 'BYE',
        m.p2 === null ? '' : name(m.p2),
      ]),
    );
  }
  return toCsv(
    [
      'round',
      'stage',
      'table',
      'p1',
      'p1_name',
      'p2',
      'p2_name',
      'p1_wins',
      'p2_wins',
      'draws',
      'outcome',
      'reported_at',
    ],
    matches.map((m) => [
      m.round,
      stages.get(m.round),
      m.table,
      m.p1,
      name(m.p1),
      m.p2 ?? 'BYE',
      m.p2 === null ? '' : name(m.p2),
      m.p1Wins,
      m.p2Wins,
      m.draws,
      outcome(m),
      m.reportedAt,
    ]),
  );
}

function outcome(m: {
  p1: string | null;
  p2: string | null;
  p1Wins: number | null;
  p2Wins: number | null;
  reportedAt: string | null;
  winner: string | null;
  stage: string;
}): string {
  if (m.p2 === null) return m.stage === 'swiss' ? 'bye' : m.winner === null ? 'none' : 'bye';
  if (m.reportedAt === null) return 'pending';
  if (m.stage === 'playoff' && m.winner === null) return 'none';
  if (m.p1Wins! > m.p2Wins!) return 'p1';
  if (m.p2Wins! > m.p1Wins!) return 'p2';
  return 'draw';
}

export function exportJson(store: TournamentStore, eventId: number): unknown {
  const ev = store.event(eventId);
  const results = store.results(eventId);
  const base = eventToJson(results, ev.seed) as Record<string, unknown>;
  return {
    event: ev,
    ...base,
    standings: standingsJson(store.standings(eventId)),
    matches: store.matches(eventId).map((m) => ({
      round: m.round,
      stage: m.stage,
      table: m.table,
      p1: m.p1,
      p2: m.p2,
      p1_wins: m.p1Wins,
      p2_wins: m.p2Wins,
      draws: m.draws,
      winner: m.winner,
      outcome: outcome(m),
      reported_at: m.reportedAt,
    })),
    playoff: store.playoff(eventId) ?? null,
    final_standings: store.finalStandings(eventId),
  };
}
