/** The plain data an event's standings and pairings are computed from. */

export interface PlayerEntry {
  readonly id: string;
  readonly name?: string;
  /**
   * The last round the player took part in before dropping, or null while they
   * are still in the event. 0 means "dropped before round 1": per MTR 2.10 the
   * player counts as never having entered and is left out of the standings.
   */
  readonly droppedAfterRound: number | null;
  /** Disqualified players are removed from the standings (IPG 1.2). */
  readonly disqualified?: boolean;
  /** Draft pod (MTR 7.6); players are only paired inside their pod. */
  readonly pod?: number | null;
}

/** A reported match. Game counts are from each side's point of view. */
export interface MatchResult {
  readonly kind: 'match';
  readonly p1: string;
  readonly p2: string;
  readonly p1Wins: number;
  readonly p2Wins: number;
  readonly draws: number;
}

/** A bye: a 2-0 match win with no opponent (MTR Appendix C). */
export interface ByeResult {
  readonly kind: 'bye';
  readonly player: string;
}

export type RoundEntry = MatchResult | ByeResult;

export interface EventResults {
  readonly players: readonly PlayerEntry[];
  /** rounds[0] is round 1. Only reported results belong here. */
  readonly rounds: ReadonlyArray<readonly RoundEntry[]>;
}

/** The outcome of a reported match for its first-named player. */
export function matchOutcome(m: Pick<MatchResult, 'p1Wins' | 'p2Wins'>): 'p1' | 'p2' | 'draw' {
  return m.p1Wins > m.p2Wins ? 'p1' : m.p2Wins > m.p1Wins ? 'p2' : 'draw';
}
