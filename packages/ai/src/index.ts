/** Arbiter's AI players by name: the engine's random and heuristic players, and the search player. */
import { heuristicPlayer, randomPlayer, type Player } from '@arbiter/engine';
import { searchPlayer, type SearchOptions } from './search.js';

export { searchPlayer, searchChoice, searchAnalysis, type SearchOptions } from './search.js';
export { determinize, copyState } from './determinize.js';
export { evaluate, material } from './evaluate.js';
export { candidates } from './candidates.js';
export { policyChoice } from './policy.js';

export const AI_KINDS = ['random', 'heuristic', 'search', 'easy', 'medium', 'hard'] as const;
export type AiKind = (typeof AI_KINDS)[number];

/** Rollouts per searched decision at each difficulty (easy is the heuristic player). */
export const DIFFICULTY_ROLLOUTS = { medium: 8, hard: 32 } as const;

export function isAiKind(s: string): s is AiKind {
  return (AI_KINDS as readonly string[]).includes(s);
}

/** The player for `kind`; `rollouts` overrides the search budget (`search`, `medium`, `hard`). */
export function aiPlayer(kind: AiKind, rollouts?: number, extra: Partial<SearchOptions> = {}): Player {
  switch (kind) {
    case 'random':
      return randomPlayer;
    case 'heuristic':
    case 'easy':
      return heuristicPlayer;
    case 'search':
    case 'medium':
      return searchPlayer({ ...extra, rollouts: rollouts ?? DIFFICULTY_ROLLOUTS.medium });
    case 'hard':
      return searchPlayer({ ...extra, rollouts: rollouts ?? DIFFICULTY_ROLLOUTS.hard });
  }
}
