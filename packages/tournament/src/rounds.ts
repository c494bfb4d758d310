/**
 * Rounds, minimums, time limits and prize splits (spec §3; MTR 5.2, 10.1,
 * 10.2, Appendix B, Appendix E).
 */

/** MTR Appendix E: recommended Swiss rounds by player count (teams count as one player). */
export const RECOMMENDED_ROUNDS: ReadonlyArray<{
  readonly min: number;
  readonly max: number;
  readonly rounds: number;
}> = [
  { min: 8, max: 8, rounds: 3 },
  { min: 9, max: 16, rounds: 4 },
  { min: 17, max: 32, rounds: 5 },
  { min: 33, max: 64, rounds: 6 },
  { min: 65, max: 128, rounds: 7 },
  { min: 129, max: 226, rounds: 8 },
  { min: 227, max: 409, rounds: 9 },
  { min: 410, max: Infinity, rounds: 10 },
];

/**
 * Recommended Swiss rounds for `players` entrants (teams in team events) and a
 * playoff of `playoffSize` (8 or none: the table as printed; Top 4: +1; Top 2:
 * +2). Returns undefined below 8 entrants: the table has no row there (it is
 * also below the sanctioning minimum).
 */
export function recommendedSwissRounds(players: number, playoffSize = 8): number | undefined {
  const row = RECOMMENDED_ROUNDS.find((r) => players >= r.min && players <= r.max);
  if (!row) return undefined;
  return row.rounds + (playoffSize === 4 ? 1 : playoffSize === 2 ? 2 : 0);
}

/**
 * The default this software uses when the organiser does not announce a
 * number: the Appendix E table, or for fewer than 8 players (no row; not
 * sanctionable) enough rounds for a single undefeated player, ceil(log2 n).
 */
export function defaultSwissRounds(players: number, playoffSize = 0): number {
  return recommendedSwissRounds(players, playoffSize) ?? Math.max(1, Math.ceil(Math.log2(Math.max(2, players))));
}

/** MTR 10.1/10.2: sanctioning minimums. */
export const SANCTIONING_MINIMUMS = {
  individual: { entrants: 8, rounds: 3 },
  team: { entrants: 4, rounds: 2 },
} as const;

/** Problems that make an event unsanctionable ("Did Not Occur"); empty when fine. */
export function sanctioningProblems(kind: 'individual' | 'team', entrants: number, rounds: number): string[] {
  const min = SANCTIONING_MINIMUMS[kind];
  const unit = kind === 'individual' ? 'players' : 'teams';
  const out: string[] = [];
  if (entrants < min.entrants) out.push(`fewer than ${min.entrants} ${unit} (${entrants})`);
  if (rounds < min.rounds) out.push(`fewer than ${min.rounds} rounds (${rounds})`);
  return out;
}

/**
 * MTR 10.2 variable rounds, in the English sense of the source's example:
 * "five rounds unless only one player has four match wins after four rounds".
 * Given each player's match wins after the last fixed round, returns whether
 * the conditional round is played.
 */
export function playConditionalRound(matchWins: readonly number[], winsThreshold: number): boolean {
  return matchWins.filter((w) => w >= winsThreshold).length !== 1;
}

/** MTR Appendix B: round lengths in minutes (null = no limit). */
export const ROUND_TIME_MINUTES = {
  minimum: 40,
  swissRecommended: 50,
  quarterfinal: 90,
  semifinal: 90,
  final: null,
} as const;

/** MTR Appendix B: Limited registration and building times in minutes (combined = one figure for both). */
export const LIMITED_TIME_MINUTES: Readonly<
  Record<string, { registration: number; building: number } | { combined: number }>
> = {
  sealed: { registration: 20, building: 30 },
  'booster-draft': { combined: 30 },
  'team-sealed': { registration: 20, building: 60 },
  'team-draft': { combined: 40 },
  '2hg-sealed': { registration: 20, building: 60 },
  '2hg-draft': { combined: 40 },
};

/** MTR 2.6: deck-check time extension = the time the check took plus 3 minutes. */
export function deckCheckExtension(checkMinutes: number): number {
  return checkMinutes + 3;
}

/** MTR 2.5: additional turns after time is called (3 in formats where several players share a game, e.g. 2HG). */
export function additionalTurns(sharedGame: boolean): number {
  return sharedGame ? 3 : 5;
}

/**
 * MTR 5.2: an even split of the remaining prizes among the players left in
 * the single-elimination rounds (all must agree; TO permission required).
 * Returns each player's share and what cannot be split evenly.
 */
export function evenPrizeSplit(prizes: readonly number[], players: number): { each: number; remainder: number } {
  if (!Number.isInteger(players) || players <= 0) throw new RangeError('players must be a positive integer');
  const total = prizes.reduce((a, b) => a + b, 0);
  return { each: Math.floor(total / players), remainder: total % players };
}
