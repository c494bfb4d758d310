/**
 * The search player: flat Monte Carlo over determinizations. At a decision that matters it lists
 * candidate choices (candidates.ts), samples determinizations of what it may know
 * (determinize.ts), and for each candidate and determinization plays the game forward with the
 * heuristic player at every seat for a few turns, then scores the position (evaluate.ts). The
 * same determinizations serve every candidate (common random numbers), so differences come from
 * the choice, not the luck of the deal. The budget is counted in rollouts, which makes the
 * choice deterministic for a seed and budget; a wall-clock cap is only a safety net.
 */
import {
  fallbackChoice,
  randomInt,
  seedRng,
  submitInPlace,
  viewFor,
  type Choice,
  type GameState,
  type PendingDecision,
  type Player,
  type PlayerId,
  type Rng,
} from '@arbiter/engine';
import { policyChoice } from './policy.js';
import { candidates } from './candidates.js';
import { copyState, determinize } from './determinize.js';
import { EVAL_WEIGHTS, evaluate, type EvalWeights } from './evaluate.js';

export interface SearchOptions {
  /** Rollouts per searched decision (shared among its candidates). */
  readonly rollouts: number;
  /** How many turns a rollout plays past the current one before it is scored. */
  readonly horizonTurns?: number;
  /** A rollout's decision cap (a safety net for long turns). */
  readonly maxRolloutDecisions?: number;
  /** How much better (in evaluation units, 0–1) a candidate must score to replace the heuristic's pick. */
  readonly margin?: number;
  /** Wall-clock cap per decision in ms: a safety net only (hitting it breaks determinism). */
  readonly capMs?: number;
  /** Widen attacks and blocks to the heuristic's neighbours (candidates.ts; default on). */
  readonly widen?: boolean;
  /** Try single-target spells and abilities at other legal targets too (candidates.ts; default off). */
  readonly retarget?: boolean;
  /** Try gang blocks: two creatures on one attacker (candidates.ts; default on). */
  readonly gang?: boolean;
  /** The evaluation's weights (evaluate.ts), each defaulting to EVAL_WEIGHTS. */
  readonly weights?: Partial<EvalWeights>;
  /** Try the all-in attack with one creature held back (candidates.ts; default on). */
  readonly holdBack?: boolean;
  /** Successive halving: after each round of rollouts the worse half of the candidates is dropped (default off). */
  readonly halving?: boolean;
  /** Injected clock for the cap (the AI package's only impure input). */
  readonly now?: () => number;
}

/** Plays `state` forward in place with the heuristic player at every seat until the horizon. */
function rollout(state: GameState, rng: Rng, horizon: number, maxDecisions: number): void {
  for (let n = 0; n < maxDecisions && state.pending && !state.result; n++) {
    if ((state.turnCount ?? state.turns[0]!.number) > horizon) return;
    const d = state.pending;
    const r = submitInPlace(state, d.player, policyChoice(state, d, rng));
    if (!r.ok && !submitInPlace(state, d.player, fallbackChoice(d, state)).ok) return;
  }
}

/** Successive halving: the better half of the candidates still compared (the heuristic's pick, 0, always stays). */
function survivors(alive: readonly number[], total: readonly number[], count: readonly number[]): number[] {
  const scored = alive.filter((i) => count[i]! > 0);
  const mean = (i: number): number => total[i]! / count[i]!;
  const keep = scored.sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.max(2, Math.ceil(scored.length / 2)));
  return keep.includes(0) || !scored.includes(0) ? keep : [...keep, 0];
}

/** Each candidate's mean score and rollout count over the rollouts the budget allows. */
function scoreCandidates(
  state: GameState,
  seat: PlayerId,
  choices: readonly Choice[],
  seed: string,
  opts: SearchOptions,
): { scores: number[]; counts: number[] } {
  const horizon = (state.turnCount ?? state.turns[0]!.number) + (opts.horizonTurns ?? 1);
  const maxDecisions = opts.maxRolloutDecisions ?? 400;
  const perChoice = Math.max(1, Math.floor(opts.rollouts / choices.length));
  const now = opts.now ?? (() => 0);
  const deadline = now() + (opts.capMs ?? 10_000);
  const weights = { ...EVAL_WEIGHTS, ...opts.weights };
  const total = choices.map(() => 0);
  const count = choices.map(() => 0);
  let alive = choices.map((_, i) => i);
  let spent = 0;
  const more = (j: number): boolean =>
    opts.halving ? j === 0 || (alive.length > 1 && spent + alive.length <= opts.rollouts) : j < perChoice;
  for (let j = 0; more(j); j++) {
    const world = determinize(state, seat, `${seed}:${j}`);
    for (const i of alive) {
      const sim = copyState(world);
      if (!submitInPlace(sim, seat, choices[i]!).ok) continue;
      rollout(sim, seedRng(`rollout:${seed}:${j}`), horizon, maxDecisions);
      total[i]! += evaluate(sim, seat, weights);
      count[i]!++;
      spent++;
    }
    if (opts.halving) alive = survivors(alive, total, count);
    if (now() > deadline) break;
  }
  return { scores: total.map((t, i) => (count[i] ? t / count[i]! : -1)), counts: count };
}

/** The candidates the search compares at `d` and the mean score of each (a single candidate isn't scored). */
export function searchAnalysis(
  state: GameState,
  d: PendingDecision,
  rng: Rng,
  opts: SearchOptions,
): { readonly choices: readonly Choice[]; readonly scores: readonly number[]; readonly counts: readonly number[] } {
  const seat = d.player;
  const seed = `${randomInt(rng, 0x7fffffff)}`;
  const mine = viewFor(state, seat).pending ?? d;
  const world = determinize(state, seat, `${seed}:candidates`);
  const choices = candidates(world, mine, seedRng(`candidates:${seed}`), {
    widen: opts.widen ?? true,
    retarget: opts.retarget ?? false,
    gang: opts.gang ?? true,
    holdBack: opts.holdBack ?? true,
  });
  if (choices.length < 2)
    return { choices: choices.length ? choices : [fallbackChoice(mine, world)], scores: [], counts: [] };
  return { choices, ...scoreCandidates(state, seat, choices, seed, opts) };
}

/** The search player's choice at `d`, seeing only `seat`'s view and determinizations of it. */
export function searchChoice(state: GameState, d: PendingDecision, rng: Rng, opts: SearchOptions): Choice {
  const { choices, scores, counts } = searchAnalysis(state, d, rng, opts);
  let best = 0;
  // Only the candidates compared to the end (successive halving drops the rest on fewer rollouts).
  const full = Math.max(0, ...counts);
  for (let i = 1; i < scores.length; i++) if (counts[i] === full && scores[i]! > scores[best]! + 1e-9) best = i;
  // Candidate 0 is the heuristic's pick: leave it only for a clear gain, so few rollouts' noise can't.
  return scores.length && scores[best]! - scores[0]! < (opts.margin ?? 0.04) ? choices[0]! : choices[best]!;
}

/** A search player with `opts` (see SearchOptions). */
export function searchPlayer(opts: SearchOptions): Player {
  return { choose: (state, d, rng) => searchChoice(state, d, rng, opts) };
}
