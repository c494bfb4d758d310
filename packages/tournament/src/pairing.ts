/**
 * Swiss pairings. The MTR does not define the Swiss algorithm (spec §4.1,
 * §9.1); the defaults below are spec §4.2's non-normative P1–P6:
 *
 *  P1  Round 1 is random, from a seed (and within pods where pods apply).
 *  P2  Later rounds pair within match-point groups; leftovers pair down to the
 *      nearest group below.
 *  P3  No rematches unless no rematch-free pairing exists.
 *  P4  The bye goes to the lowest-ranked player (§2.8 order) who has not had
 *      one; if everyone has, to the lowest-ranked among those with fewest byes.
 *  P5  Dropped and disqualified players are never paired.
 *  MTR 7.6: in draft events players are paired only inside their own pod.
 *
 * Rounds 2+ are one maximum-weight perfect matching (our blossom
 * implementation, matching.ts) per pod. Edge weights encode the priorities
 * lexicographically, most important first:
 *
 *   1. fewest rematches,
 *   2. the bye to the lowest-ranked eligible player,
 *   3. smallest sum of squared match-point differences (pair within groups;
 *      a leftover floats to the next group down rather than further),
 *
 * and ties inside a group are broken by the seeded shuffle of the vertex
 * order, so pairings within a group are random but reproducible.
 *
 * Speed: a dense graph on 2,000 players has two million edges. Instead, the
 * players are ordered by match points (shuffled inside each group) and each is
 * joined to the next `window` players in that order, plus every bye-eligible
 * player to the bye. If the maximum-weight matching of that candidate graph is
 * not perfect or contains a rematch, the window is doubled and the matching
 * recomputed, up to the complete graph, where the weights guarantee the
 * minimum possible number of rematches.
 */
import { solveMatching, type Edge, type MatchingSolution } from './matching.js';
import { deriveSeed, Prng } from './prng.js';
import { computeStandings, isEntered } from './standings.js';
import type { EventResults, PlayerEntry } from './types.js';

export interface Pairing {
  /** Table number, 1-based; byes come after all tables. */
  readonly table: number;
  readonly p1: string;
  /** null for a bye. */
  readonly p2: string | null;
}

export interface PairRoundOptions {
  /** The round being paired (1-based). Defaults to results.rounds.length + 1. */
  readonly round?: number;
  /** Event seed; each round derives its own stream from it. */
  readonly seed: number | string;
  /** Pair only inside pods (MTR 7.6). Players without a pod form one group. */
  readonly usePods?: boolean;
  /** Starting candidate window (players ahead in match-point order). Default 8. */
  readonly window?: number;
  /** Extra pairs to treat as "already played" (e.g. pairings of an unreported round). */
  readonly extraHistory?: ReadonlyArray<readonly [string, string]>;
}

export interface PairRoundResult {
  readonly round: number;
  readonly pairings: Pairing[];
  /** Number of pairings of players who had met before (0 unless unavoidable). */
  readonly rematches: number;
  /** Largest candidate window that was needed (per pod). */
  readonly windowUsed: number;
  /** Matchings computed (candidate graph, then again after adding any pairs the certificate rejected). */
  readonly solves: number;
}

/** Players who are paired in `round`: entered, not disqualified, not dropped before it (P5). */
export function activePlayers(players: readonly PlayerEntry[], round: number): PlayerEntry[] {
  return players.filter(
    (p) => isEntered(p) && !p.disqualified && (p.droppedAfterRound === null || p.droppedAfterRound >= round),
  );
}

/** Pairs one Swiss round. */
export function pairRound(results: EventResults, options: PairRoundOptions): PairRoundResult {
  const round = options.round ?? results.rounds.length + 1;
  if (!Number.isInteger(round) || round < 1) throw new RangeError(`round must be a positive integer, got ${round}`);
  const active = activePlayers(results.players, round);

  // History: opponents met and byes received in earlier rounds.
  const met = new Map<string, Set<string>>();
  const byes = new Map<string, number>();
  for (const p of results.players) {
    met.set(p.id, new Set());
    byes.set(p.id, 0);
  }
  const meet = (a: string, b: string): void => {
    met.get(a)?.add(b);
    met.get(b)?.add(a);
  };
  results.rounds.forEach((entries, r) => {
    if (r + 1 >= round) return;
    for (const e of entries) {
      if (e.kind === 'bye') byes.set(e.player, (byes.get(e.player) ?? 0) + 1);
      else meet(e.p1, e.p2);
    }
  });
  for (const [a, b] of options.extraHistory ?? []) meet(a, b);

  // Rank order from the standings of the results so far.
  const history: EventResults = { players: results.players, rounds: results.rounds.slice(0, round - 1) };
  const standings = computeStandings(history, { tiebreakSeed: options.seed, includeDisqualified: true });
  const rank = new Map<string, number>();
  const mp = new Map<string, number>();
  for (const s of standings) {
    rank.set(s.id, s.rank);
    mp.set(s.id, s.matchPoints);
  }

  // Groups: one per pod, or everyone together.
  const groups = new Map<string, PlayerEntry[]>();
  for (const p of active) {
    const key = options.usePods && p.pod !== undefined && p.pod !== null ? `pod:${p.pod}` : 'all';
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(p);
  }

  const pairs: Array<[string, string | null]> = [];
  let rematches = 0;
  let windowUsed = 0;
  let solves = 0;
  for (const [key, members] of [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const rng = new Prng(deriveSeed(options.seed, 'round', round, key));
    const ids = members.map((p) => p.id);
    const result =
      round === 1
        ? pairRandom(ids, rng)
        : pairSwissGroup(ids, {
            rng,
            rank: (id) => rank.get(id) ?? Number.MAX_SAFE_INTEGER,
            mp: (id) => mp.get(id) ?? 0,
            byes: (id) => byes.get(id) ?? 0,
            met: (a, b) => met.get(a)?.has(b) ?? false,
            window: options.window ?? 8,
          });
    pairs.push(...result.pairs);
    windowUsed = Math.max(windowUsed, result.window);
    solves += result.solves;
    for (const [a, b] of result.pairs) if (b !== null && (met.get(a)?.has(b) ?? false)) rematches++;
  }

  // Higher-ranked player first; tables ordered by the better-ranked player; byes last.
  const r = (id: string): number => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  const oriented = pairs.map(([a, b]): [string, string | null] => (b !== null && r(b) < r(a) ? [b, a] : [a, b]));
  const tables = oriented.filter(([, b]) => b !== null);
  const byeRows = oriented.filter(([, b]) => b === null);
  if (round > 1) tables.sort((x, y) => r(x[0]) - r(y[0]) || x[0].localeCompare(y[0]));
  byeRows.sort((x, y) => r(x[0]) - r(y[0]));
  const pairings = [...tables, ...byeRows].map(([p1, p2], i) => ({ table: i + 1, p1, p2 }));
  return { round, pairings, rematches, windowUsed, solves };
}

interface GroupResult {
  pairs: Array<[string, string | null]>;
  window: number;
  solves: number;
}

/** P1: seeded random pairing; with an odd count the last player in the shuffle gets the bye. */
function pairRandom(ids: readonly string[], rng: Prng): GroupResult {
  const order = rng.shuffle(ids);
  const pairs: Array<[string, string | null]> = [];
  for (let i = 0; i + 1 < order.length; i += 2) pairs.push([order[i]!, order[i + 1]!]);
  if (order.length % 2 === 1) pairs.push([order[order.length - 1]!, null]);
  return { pairs, window: 0, solves: 0 };
}

interface SwissContext {
  rng: Prng;
  rank: (id: string) => number;
  mp: (id: string) => number;
  byes: (id: string) => number;
  met: (a: string, b: string) => boolean;
  window: number;
}

function pairSwissGroup(ids: readonly string[], ctx: SwissContext): GroupResult {
  if (ids.length === 0) return { pairs: [], window: 0, solves: 0 };
  if (ids.length === 1) return { pairs: [[ids[0]!, null]], window: 0, solves: 0 };

  // Vertex order: match points descending, seeded shuffle inside each group.
  const shuffled = ctx.rng.shuffle(ids);
  const order = shuffled
    .map((id, i) => ({ id, i, mp: ctx.mp(id) }))
    .sort((a, b) => b.mp - a.mp || a.i - b.i)
    .map((x) => x.id);
  const n = order.length;
  const odd = n % 2 === 1;
  const byeVertex = odd ? n : -1;
  const vertexCount = odd ? n + 1 : n;

  // Bye eligibility (P4): fewest byes so far; preference to the lowest-ranked.
  let eligible: string[] = [];
  if (odd) {
    const fewest = Math.min(...order.map((id) => ctx.byes(id)));
    eligible = order.filter((id) => ctx.byes(id) === fewest).sort((a, b) => ctx.rank(b) - ctx.rank(a));
  }
  const byePenalty = new Map<string, number>(eligible.map((id, i) => [id, i])); // 0 = lowest-ranked
  const index = new Map<string, number>(order.map((id, i) => [id, i]));

  // Lexicographic weight tiers (see the file comment).
  let maxMp = 0;
  let minMp = Infinity;
  for (const id of order) {
    maxMp = Math.max(maxMp, ctx.mp(id));
    minMp = Math.min(minMp, ctx.mp(id));
  }
  const maxScoreCost = (maxMp - minMp) ** 2;
  const scoreBudget = Math.floor(vertexCount / 2) * maxScoreCost + 1; // > any matching's total score cost
  const byeTier = scoreBudget;
  const rematchTier = (eligible.length + 1) * byeTier + scoreBudget;
  const maxCost = rematchTier + maxScoreCost;
  const top = maxCost + 1;
  if (!Number.isSafeInteger(top * vertexCount)) throw new RangeError('event too large for exact pairing weights');

  const pairCost = (a: string, b: string): number => {
    const d = ctx.mp(a) - ctx.mp(b);
    return (ctx.met(a, b) ? rematchTier : 0) + d * d;
  };

  // Vertex arrays for the certificate check.
  const mpOf = Float64Array.from(order, (id) => ctx.mp(id));
  const weight = (i: number, j: number): number => top - pairCost(order[i]!, order[j]!);

  let window = Math.max(1, ctx.window);
  let extra: Edge[] = [];
  for (let attempt = 0; ; attempt++) {
    const full = window >= n - 1;
    const edges: Edge[] = [];
    for (let i = 0; i < n; i++) {
      const limit = full ? n : Math.min(n, i + 1 + window);
      for (let j = i + 1; j < limit; j++) edges.push([i, j, weight(i, j)]);
    }
    if (!full) edges.push(...extra);
    if (odd) {
      for (const id of eligible) edges.push([index.get(id)!, byeVertex, top - byeTier * byePenalty.get(id)!]);
    }
    const solution = solveMatching(vertexCount, edges, { maxCardinality: true });
    const mate = solution.mate;
    let perfect = true;
    for (let v = 0; v < vertexCount; v++) {
      if (mate[v]! < 0) {
        perfect = false;
        break;
      }
    }
    if (!perfect) {
      if (full) throw new Error('internal error: no perfect pairing on the complete graph');
      window = Math.min(n - 1, window * 2);
      continue;
    }
    if (!full) {
      // Certify against the complete graph: every pair of players must have a
      // non-negative reduced cost under the final duals. Pairs that violate it
      // join the candidate graph and the matching is recomputed.
      const violated = violatedPairs(n, mpOf, top, solution, weight);
      if (violated.length > 0) {
        if (attempt >= 8) window = Math.min(n - 1, window * 2);
        extra = extra.concat(violated);
        continue;
      }
    }
    const pairs: Array<[string, string | null]> = [];
    for (let v = 0; v < n; v++) {
      const w = mate[v]!;
      if (w === byeVertex) pairs.push([order[v]!, null]);
      else if (v < w) pairs.push([order[v]!, order[w]!]);
    }
    return { pairs, window: full ? n - 1 : window, solves: attempt + 1 };
  }
}

/**
 * Pairs (i, j) of the complete graph whose reduced cost is negative, i.e. that
 * could improve the matching. Cheap pre-filter: an edge's weight is at most
 * top − (score difference)², so pairs whose bound is already non-negative are
 * skipped without looking up their history or blossoms.
 */
function violatedPairs(
  n: number,
  mpOf: Float64Array,
  top: number,
  solution: MatchingSolution,
  weight: (i: number, j: number) => number,
): Edge[] {
  const duals = solution.vertexDuals;
  const outer = solution.outerBlossom;
  const bonus = solution.outerBonus;
  const out: Edge[] = [];
  for (let i = 0; i < n; i++) {
    const di = duals[i]! - 2 * top;
    const mi = mpOf[i]!;
    const oi = outer[i]!;
    const bi = bonus[i]!;
    for (let j = i + 1; j < n; j++) {
      const d = mi - mpOf[j]!;
      // reducedCost(i, j) ≥ dual_i + dual_j − 2·(top − d²) (+ 2·z of a shared
      // outermost blossom): the weight is at most top − d² and blossom terms
      // are non-negative.
      let bound = di + duals[j]! + 2 * d * d;
      if (oi >= 0 && outer[j] === oi) bound += bi;
      if (bound >= 0) continue;
      const w = weight(i, j);
      if (solution.reducedCost(i, j, w) < 0) out.push([i, j, w]);
    }
  }
  return out;
}
