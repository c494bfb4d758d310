// Shared builders for the tournament tests.
import type { ByeResult, EventResults, MatchResult, PlayerEntry, RoundEntry } from '../src/types.js';

export function match(p1: string, p2: string, p1Wins: number, p2Wins: number, draws = 0): MatchResult {
  return { kind: 'match', p1, p2, p1Wins, p2Wins, draws };
}

export function bye(player: string): ByeResult {
  return { kind: 'bye', player };
}

export function players(...ids: string[]): PlayerEntry[] {
  return ids.map((id) => ({ id, droppedAfterRound: null }));
}

export type Outcome = 'W' | 'L' | 'D';

/**
 * An event in which one player meets the given opponents, each opponent's
 * final record being exactly `record` (wins, losses, draws) including the match
 * against the player. Every other match of an opponent is against a fresh
 * filler player, in a round of its own, so nothing else interferes. An
 * opponent with fewer matches than `rounds` drops after its last match.
 */
export class OpponentEventBuilder {
  private readonly entries: PlayerEntry[] = [];
  private readonly rounds: RoundEntry[][];
  private fillers = 0;

  constructor(
    readonly player: string,
    readonly roundCount: number,
  ) {
    this.rounds = Array.from({ length: roundCount }, () => []);
    this.entries.push({ id: player, droppedAfterRound: null });
  }

  bye(round: number): this {
    this.rounds[round - 1]!.push(bye(this.player));
    return this;
  }

  /** The player meets `id` in `round` with `outcome` (the player's view); `record` is the opponent's final W-L-D. */
  opponent(id: string, round: number, outcome: Outcome, record: readonly [number, number, number]): this {
    const total = record[0] + record[1] + record[2];
    if (total > this.roundCount || round > total) throw new Error(`bad schedule for ${id}`);
    this.entries.push({ id, droppedAfterRound: total < this.roundCount ? total : null });
    const game =
      outcome === 'W'
        ? match(this.player, id, 2, 0)
        : outcome === 'L'
          ? match(this.player, id, 0, 2)
          : match(this.player, id, 1, 1, 1);
    this.rounds[round - 1]!.push(game);
    // Opponent's remaining record after the match against the player.
    const rest = [
      record[0] - (outcome === 'L' ? 1 : 0),
      record[1] - (outcome === 'W' ? 1 : 0),
      record[2] - (outcome === 'D' ? 1 : 0),
    ];
    if (rest.some((x) => x < 0)) throw new Error(`record of ${id} cannot include that result`);
    const results: Outcome[] = [
      ...Array<Outcome>(rest[0]!).fill('W'),
      ...Array<Outcome>(rest[1]!).fill('L'),
      ...Array<Outcome>(rest[2]!).fill('D'),
    ];
    let r = 1;
    for (const res of results) {
      if (r === round) r++;
      const filler = `filler${++this.fillers}`;
      this.entries.push({ id: filler, droppedAfterRound: null });
      this.rounds[r - 1]!.push(
        res === 'W' ? match(id, filler, 2, 0) : res === 'L' ? match(id, filler, 0, 2) : match(id, filler, 0, 0, 3),
      );
      r++;
    }
    return this;
  }

  /** Player vs a fresh filler (whose record does not matter). */
  vsFiller(round: number, p1Wins: number, p2Wins: number, draws = 0): this {
    const filler = `filler${++this.fillers}`;
    this.entries.push({ id: filler, droppedAfterRound: null });
    this.rounds[round - 1]!.push(match(this.player, filler, p1Wins, p2Wins, draws));
    return this;
  }

  dropAfter(round: number): this {
    this.entries[0] = { id: this.player, droppedAfterRound: round };
    return this;
  }

  build(): EventResults {
    return { players: this.entries, rounds: this.rounds };
  }
}

/** Rounds a number to `dp` decimal places (for comparing with the source's printed figures). */
export function round(x: number, dp: number): number {
  const f = 10 ** dp;
  return Math.round(x * f) / f;
}
