/**
 * Single-elimination playoffs (spec §3.5, §3.6; MTR 2.2, 2.10, 10.4; IPG 1.2).
 *
 *  - Standings bracket: seeds by final Swiss standings, 1v8, 4v5, 2v7, 3v6
 *    (Top 8), 1v4, 2v3 (Top 4), and the same standard pattern for 2, 16, …
 *  - Draft-seat bracket (Limited events with a booster-draft playoff): the
 *    Top 8 are seated randomly 1–8; 1v5, 2v6, 3v7, 4v8; then W(1/5) v W(3/7)
 *    and W(2/6) v W(4/8).
 *  - Playoff matches cannot be drawn (MTR 2.5).
 *  - Game-1 play/draw goes to the higher Swiss seed, also in the seat bracket.
 *  - The cut takes the top players who have not dropped or been disqualified
 *    (CUT-2). Someone who drops after the cut is not replaced; their opponent
 *    advances on a bye (CUT-1).
 */
import { Prng } from './prng.js';
import type { Standing } from './standings.js';

/** Seeds in bracket order: first-round match i is order[2i] v order[2i+1]. */
export function standingsBracketOrder(size: number): number[] {
  if (!Number.isInteger(size) || size < 2 || (size & (size - 1)) !== 0) {
    throw new RangeError(`playoff size must be a power of two ≥ 2, got ${size}`);
  }
  let order = [1, 2];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((s) => [s, next + 1 - s]);
  }
  return order;
}

/** Seats in bracket order for the 8-player draft-seat bracket: (1,5), (3,7), (2,6), (4,8). */
export function draftSeatBracketOrder(): number[] {
  return [1, 5, 3, 7, 2, 6, 4, 8];
}

export interface PlayoffEntrant {
  readonly id: string;
  /** Final Swiss rank (1 = best). */
  readonly swissRank: number;
  /** Playoff seed 1..size (position among the players who made the cut). */
  readonly seed: number;
  /** Draft seat 1..8 in a draft-seat bracket. */
  readonly seat?: number;
}

/**
 * CUT: the top `size` players in the Swiss standings who have neither dropped
 * nor been disqualified. If fewer qualify, the bracket has empty slots (byes
 * for the top seeds).
 */
export function cutToPlayoff(standings: readonly Standing[], size: number): PlayoffEntrant[] {
  standingsBracketOrder(size); // validates size
  return standings
    .filter((s) => !s.dropped && !s.disqualified)
    .slice(0, size)
    .map((s, i) => ({ id: s.id, swissRank: s.rank, seed: i + 1 }));
}

export type BracketKind = 'standings' | 'draft-seats';

/** Entrant ids in bracket order (null = empty slot, i.e. a bye for the opponent). */
export function bracketSlots(
  entrants: readonly PlayoffEntrant[],
  size: number,
  kind: BracketKind,
  seed?: number | string,
): { slots: Array<string | null>; entrants: PlayoffEntrant[] } {
  if (kind === 'standings') {
    const bySeed = new Map(entrants.map((e) => [e.seed, e.id]));
    return { slots: standingsBracketOrder(size).map((s) => bySeed.get(s) ?? null), entrants: [...entrants] };
  }
  if (size !== 8) throw new RangeError('the draft-seat bracket is for exactly 8 players');
  if (seed === undefined) throw new Error('a draft-seat bracket needs a seed for the random seating');
  const seating = new Prng(seed).shuffle(entrants);
  const seated = seating.map((e, i) => ({ ...e, seat: i + 1 }));
  const bySeat = new Map(seated.map((e) => [e.seat, e.id]));
  return { slots: draftSeatBracketOrder().map((s) => bySeat.get(s) ?? null), entrants: seated };
}

export interface PlayoffPairing {
  readonly p1: string | null;
  readonly p2: string | null;
}

/** First-round pairings from bracket slots. */
export function firstPlayoffRound(slots: ReadonlyArray<string | null>): PlayoffPairing[] {
  const out: PlayoffPairing[] = [];
  for (let i = 0; i + 1 < slots.length; i += 2) out.push({ p1: slots[i]!, p2: slots[i + 1]! });
  return out;
}

/** Next round: match i is the winner of match 2i against the winner of match 2i+1. */
export function nextPlayoffRound(winners: ReadonlyArray<string | null>): PlayoffPairing[] {
  if (winners.length < 2 || winners.length % 2 !== 0) throw new RangeError('need an even number of winners');
  const out: PlayoffPairing[] = [];
  for (let i = 0; i < winners.length; i += 2) out.push({ p1: winners[i]!, p2: winners[i + 1]! });
  return out;
}

/**
 * The automatic winner of a playoff pairing, if any: an empty slot or a player
 * who dropped or was disqualified after the cut gives the opponent a bye
 * (CUT-1; nobody is promoted into the bracket).
 */
export function walkoverWinner(p: PlayoffPairing, gone: (id: string) => boolean): string | null | undefined {
  const a = p.p1 !== null && !gone(p.p1) ? p.p1 : null;
  const b = p.p2 !== null && !gone(p.p2) ? p.p2 : null;
  if (a !== null && b !== null) return undefined; // a real match
  return a ?? b; // may be null: nobody advances from this slot
}

/** MTR 2.2: in playoff matches the player ranked higher in the Swiss chooses play/draw for game 1. */
export function playDrawChooser(a: PlayoffEntrant, b: PlayoffEntrant): PlayoffEntrant {
  return a.swissRank <= b.swissRank ? a : b;
}

/** Validates a playoff match result: single-elimination matches cannot be drawn (MTR 2.5). */
export function playoffResultProblem(p1Wins: number, p2Wins: number): string | undefined {
  return p1Wins === p2Wins ? 'single-elimination matches cannot end in a draw (MTR 2.5): report the winner' : undefined;
}

export interface FinalStanding {
  readonly place: number;
  readonly id: string;
  readonly swissRank: number;
  /** Playoff rounds won (undefined for players who did not make the cut). */
  readonly playoffWins?: number;
  readonly eliminatedInRound?: number;
  readonly champion?: boolean;
}

/**
 * Final standings: playoff players by how far they got (champion, finalist,
 * semifinalists, …; ties by Swiss rank), then everyone else in Swiss order.
 * Disqualified players are absent and everyone below moves up (IPG 1.2); a
 * player promoted that way does not join the playoff.
 *
 * `rounds` holds the playoff rounds so far, each pairing with its winner
 * (null while unreported).
 */
export function finalStandings(
  swiss: readonly Standing[],
  rounds: ReadonlyArray<ReadonlyArray<PlayoffPairing & { readonly winner: string | null }>>,
  disqualified: (id: string) => boolean = () => false,
): FinalStanding[] {
  const wins = new Map<string, number>();
  const eliminated = new Map<string, number>();
  rounds.forEach((matches, r) => {
    for (const m of matches) {
      for (const id of [m.p1, m.p2]) if (id !== null && !wins.has(id)) wins.set(id, 0);
      if (m.winner === null) continue;
      wins.set(m.winner, (wins.get(m.winner) ?? 0) + 1);
      for (const id of [m.p1, m.p2]) if (id !== null && id !== m.winner) eliminated.set(id, r + 1);
    }
  });
  const totalRounds = rounds.length > 0 ? Math.log2(rounds[0]!.length * 2) : 0;
  const rankOf = new Map(swiss.map((s) => [s.id, s.rank]));
  const inPlayoff = swiss.filter((s) => wins.has(s.id) && !disqualified(s.id) && !s.disqualified);
  inPlayoff.sort((a, b) => wins.get(b.id)! - wins.get(a.id)! || a.rank - b.rank);
  const rest = swiss.filter((s) => !wins.has(s.id) && !disqualified(s.id) && !s.disqualified);
  const out: FinalStanding[] = [];
  for (const s of inPlayoff) {
    const w = wins.get(s.id)!;
    const e = eliminated.get(s.id);
    out.push({
      place: out.length + 1,
      id: s.id,
      swissRank: rankOf.get(s.id)!,
      playoffWins: w,
      ...(e === undefined ? {} : { eliminatedInRound: e }),
      ...(w === totalRounds && totalRounds > 0 ? { champion: true } : {}),
    });
  }
  for (const s of rest) out.push({ place: out.length + 1, id: s.id, swissRank: s.rank });
  return out;
}
