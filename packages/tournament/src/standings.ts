/**
 * Match points, percentages and tiebreakers, exactly as MTR 3.1 and Appendix C
 * define them (spec §2):
 *
 *   MW%  = max(0.33, match points / (3 × rounds played))          byes included
 *   GW%  = max(0.33, game points / (3 × games played))            a bye is 2-0: 6 GP over 2 games
 *   OMW% = mean of each opponent's MW% (each already floored)      bye rounds skipped
 *   OGW% = mean of each opponent's GW% (each already floored)      bye rounds skipped
 *
 * Ranking: match points, then OMW%, then GW%, then OGW%. The floor is the
 * literal 0.33, not 1/3. Everything is computed with exact fractions and
 * converted to numbers only for output.
 *
 * Choices where the source is silent (spec §9; see docs/tournament.md):
 *  - all four tiebreakers equal: a seeded random lot (reproducible from the
 *    seed); without a seed, the order players were listed in.
 *  - a player with no opponents yet (only byes) has OMW% = OGW% = 0.33; a
 *    player with no rounds/games has MW%/GW% = 0.33 (the floor).
 *  - disqualified players leave the standings, but their results still count
 *    in their former opponents' OMW%/OGW% (the matches were played).
 *  - single-game-match formats (2HG): GW%/OGW% duplicate MW%/OMW%, so they
 *    are skipped when `singleGameMatches` is set.
 */
import { deriveSeed } from './prng.js';
import { Rational } from './rational.js';
import type { EventResults, PlayerEntry, RoundEntry } from './types.js';

export const PERCENTAGE_FLOOR = Rational.of(33, 100);

export interface Standing {
  readonly id: string;
  readonly name: string | undefined;
  readonly rank: number;
  readonly matchPoints: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly byes: number;
  readonly roundsPlayed: number;
  readonly gamePoints: number;
  readonly gamesPlayed: number;
  readonly mw: number;
  readonly gw: number;
  readonly omw: number;
  readonly ogw: number;
  readonly opponents: readonly string[];
  readonly dropped: boolean;
  readonly droppedAfterRound: number | null;
  readonly disqualified: boolean;
}

export interface StandingsOptions {
  /** Seed for the final lot between players equal on all four tiebreakers. */
  readonly tiebreakSeed?: number | string;
  /** Formats whose matches are a single game (2HG): rank by MP and OMW% only. */
  readonly singleGameMatches?: boolean;
  /** Keep disqualified players in the list (ranked last, for record keeping). */
  readonly includeDisqualified?: boolean;
}

interface Tally {
  player: PlayerEntry;
  index: number;
  mp: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  rounds: number;
  gp: number;
  games: number;
  opponents: string[];
  mw: Rational;
  gw: Rational;
  omw: Rational;
  ogw: Rational;
  lot: number;
}

/** Match-win percentage with the 0.33 floor (MTR Appendix C). */
export function matchWinPercentage(matchPoints: number, roundsPlayed: number): Rational {
  if (roundsPlayed <= 0) return PERCENTAGE_FLOOR;
  return Rational.of(matchPoints, 3 * roundsPlayed).max(PERCENTAGE_FLOOR);
}

/** Game-win percentage with the 0.33 floor (MTR Appendix C). */
export function gameWinPercentage(gamePoints: number, gamesPlayed: number): Rational {
  if (gamesPlayed <= 0) return PERCENTAGE_FLOOR;
  return Rational.of(gamePoints, 3 * gamesPlayed).max(PERCENTAGE_FLOOR);
}

/** Mean of already-floored percentages; 0.33 when there are none. */
export function meanPercentage(values: readonly Rational[]): Rational {
  if (values.length === 0) return PERCENTAGE_FLOOR;
  let sum = Rational.ZERO;
  for (const v of values) sum = sum.add(v);
  return sum.divInt(values.length);
}

/** Whether a player is in the event record at all (MTR 2.10: a drop before round 1 means not entered). */
export function isEntered(p: PlayerEntry): boolean {
  return p.droppedAfterRound === null || p.droppedAfterRound > 0;
}

/** The values MTR 3.1 ranks by. */
export interface TiebreakKeys {
  readonly mp: number;
  readonly omw: Rational;
  readonly gw: Rational;
  readonly ogw: Rational;
}

/**
 * MTR 3.1 order: match points, then OMW%, then GW%, then OGW% (higher is
 * better). Negative when `a` ranks above `b`. With `singleGameMatches`, only
 * match points and OMW% are used (spec §9.4).
 */
export function compareTiebreakers(a: TiebreakKeys, b: TiebreakKeys, singleGameMatches = false): number {
  if (a.mp !== b.mp) return b.mp - a.mp;
  let c = b.omw.compare(a.omw);
  if (c !== 0) return c;
  if (singleGameMatches) return 0;
  c = b.gw.compare(a.gw);
  if (c !== 0) return c;
  return b.ogw.compare(a.ogw);
}

/** Computes standings; input must be valid (see validateEventResults). */
export function computeStandings(results: EventResults, options: StandingsOptions = {}): Standing[] {
  const tallies = new Map<string, Tally>();
  results.players.forEach((player, index) => {
    tallies.set(player.id, {
      player,
      index,
      mp: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      byes: 0,
      rounds: 0,
      gp: 0,
      games: 0,
      opponents: [],
      mw: PERCENTAGE_FLOOR,
      gw: PERCENTAGE_FLOOR,
      omw: PERCENTAGE_FLOOR,
      ogw: PERCENTAGE_FLOOR,
      lot: options.tiebreakSeed === undefined ? index : deriveSeed(options.tiebreakSeed, 'lot', player.id),
    });
  });
  const get = (id: string): Tally => {
    const t = tallies.get(id);
    if (!t) throw new Error(`unknown player id '${id}'`);
    return t;
  };

  for (const round of results.rounds) for (const entry of round) tallyEntry(entry, get);

  for (const t of tallies.values()) {
    t.mw = matchWinPercentage(t.mp, t.rounds);
    t.gw = gameWinPercentage(t.gp, t.games);
  }
  for (const t of tallies.values()) {
    t.omw = meanPercentage(t.opponents.map((o) => get(o).mw));
    t.ogw = meanPercentage(t.opponents.map((o) => get(o).gw));
  }

  const listed = [...tallies.values()].filter(
    (t) => isEntered(t.player) && (options.includeDisqualified || !t.player.disqualified),
  );
  const single = options.singleGameMatches ?? false;
  listed.sort((x, y) => {
    const dq = Number(Boolean(x.player.disqualified)) - Number(Boolean(y.player.disqualified));
    if (dq !== 0) return dq;
    const c = compareTiebreakers(x, y, single);
    if (c !== 0) return c;
    if (x.lot !== y.lot) return x.lot - y.lot;
    return x.index - y.index;
  });

  return listed.map(toStanding);
}

function toStanding(t: Tally, i: number): Standing {
  return {
    id: t.player.id,
    name: t.player.name,
    rank: i + 1,
    matchPoints: t.mp,
    wins: t.wins,
    losses: t.losses,
    draws: t.draws,
    byes: t.byes,
    roundsPlayed: t.rounds,
    gamePoints: t.gp,
    gamesPlayed: t.games,
    mw: t.mw.toNumber(),
    gw: t.gw.toNumber(),
    omw: t.omw.toNumber(),
    ogw: t.ogw.toNumber(),
    opponents: t.opponents,
    dropped: t.player.droppedAfterRound !== null,
    droppedAfterRound: t.player.droppedAfterRound,
    disqualified: Boolean(t.player.disqualified),
  };
}

/** Adds one round entry (a bye or a match) to the players' tallies (MTR Appendix C points). */
function tallyEntry(entry: RoundEntry, get: (id: string) => Tally): void {
  if (entry.kind === 'bye') {
    const t = get(entry.player);
    t.mp += 3;
    t.wins += 1;
    t.byes += 1;
    t.rounds += 1;
    t.gp += 6;
    t.games += 2;
    return;
  }
  const a = get(entry.p1);
  const b = get(entry.p2);
  const games = entry.p1Wins + entry.p2Wins + entry.draws;
  a.rounds += 1;
  b.rounds += 1;
  a.games += games;
  b.games += games;
  a.gp += 3 * entry.p1Wins + entry.draws;
  b.gp += 3 * entry.p2Wins + entry.draws;
  a.opponents.push(b.player.id);
  b.opponents.push(a.player.id);
  if (entry.p1Wins > entry.p2Wins) {
    a.mp += 3;
    a.wins += 1;
    b.losses += 1;
  } else if (entry.p2Wins > entry.p1Wins) {
    b.mp += 3;
    b.wins += 1;
    a.losses += 1;
  } else {
    a.mp += 1;
    b.mp += 1;
    a.draws += 1;
    b.draws += 1;
  }
}

/** Standings in the shape of the `tournament standings --json` interface. */
export function standingsJson(standings: readonly Standing[]): Array<{
  id: string;
  rank: number;
  match_points: number;
  omw: number;
  gw: number;
  ogw: number;
}> {
  return standings.map((s) => ({
    id: s.id,
    rank: s.rank,
    match_points: s.matchPoints,
    omw: s.omw,
    gw: s.gw,
    ogw: s.ogw,
  }));
}
