// `arbiter match`: two AIs play N seeded games, alternating seats and the first player; the
// result is a/b wins and draws with a 95% Wilson interval on "a"'s win rate.
import { AI_KINDS, aiPlayer, isAiKind, type AiKind } from '@arbiter/ai';
import { playOut, type Player } from '@arbiter/engine';
import { CardLibrary } from '@arbiter/server';
import { intFlag, parseFlags, UsageError, type CliIO, type Command } from '../command.js';
import { createProgress } from '../progress.js';
import { MATCH_VARIANTS, isMatchVariant, setupGame, type GamePlan, type MatchVariant } from '../match-setup.js';

const USAGE = `Usage: arbiter match --a AI --b AI --games N [--players P] [--variant V] [--decks D] [--planechase] [--vanguard] [--seed S] [--think R] [--json]

Plays N seeded games between two AIs, alternating seats and the first player, and prints the
wins and draws with a 95% confidence interval (Wilson) on a's win rate.
In multiplayer, "a" plays one seat against P-1 seats of "b" (in team variants, a's teammates are b).
  --a AI, --b AI   ${AI_KINDS.join(', ')} (easy = heuristic; medium and hard search)
  --games N        number of games, 1–100000
  --players P      2–10 (default 2; grand-melee 10, emperor 6, team and chapter 9 variants 4)
  --variant V      ${MATCH_VARIANTS.join(', ')}
                   (default two-player for 2 players, else free-for-all; chapter 9 variants as \`arbiter play\` sets them up)
  --decks D        starter (default) or random: seeded random two-colour decks of fully compiled cards
  --planechase     Planechase (901) on top of the variant: each player a planar deck of the starter planes
  --vanguard       Vanguard (902): each player a seeded compiled vanguard card
  --seed S         match seed; game g is seeded S:g (default 1)
  --think R        rollouts per searched decision for search AIs (default: the AI's own)
  --json           the last line is {"games":N,"a_wins":N,"b_wins":N,"draws":N}`;

export interface MatchTally {
  games: number;
  a_wins: number;
  b_wins: number;
  draws: number;
}

/** 95% Wilson score interval for `wins` successes out of `n`. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function aiFlag(flags: Map<string, string | true>, name: 'a' | 'b'): AiKind {
  const v = flags.get(name);
  if (v === undefined || v === true) throw new UsageError(`--${name} is required: one of ${AI_KINDS.join(', ')}`);
  if (!isAiKind(v)) throw new UsageError(`--${name} must be one of ${AI_KINDS.join(', ')}, not '${v}'`);
  return v;
}

/** Plays game `g` and adds its outcome to `tally`. */
function playGame(plan: GamePlan, g: number, ai: { a: Player; b: Player; lib: CardLibrary }, tally: MatchTally): void {
  const { state, aSeat } = setupGame(plan, g, ai.lib);
  const players = state.players.map((_, i) => (i === aSeat ? ai.a : ai.b));
  playOut(state, { players, aiSeed: `${plan.seed}:${g}` });
  const winners = state.result?.winners ?? [];
  const aTeam = state.players[aSeat]!.team;
  tally.games++;
  if (winners.some((w) => state.players[w]!.team === aTeam)) tally.a_wins++;
  else if (winners.length > 0) tally.b_wins++;
  else tally.draws++;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

export function summary(t: MatchTally, a: string, b: string): string {
  const [lo, hi] = wilson(t.a_wins, t.games);
  return (
    `${t.games} games: a (${a}) won ${t.a_wins} (${pct(t.a_wins / t.games)}, 95% CI ${pct(lo)}–${pct(hi)}), ` +
    `b (${b}) won ${t.b_wins} (${pct(t.b_wins / t.games)}), draws ${t.draws}`
  );
}

function defaultPlayers(v: string | undefined): number {
  if (v === 'grand-melee') return 10;
  if (v === 'emperor') return 6;
  return v === undefined || v === 'two-player' ? 2 : 4;
}

/** The match's games from the flags (usage errors name the rule a setup would break). */
function matchPlan(flags: Map<string, string | true>): GamePlan {
  const v = flags.get('variant');
  if (v === true || (v !== undefined && !isMatchVariant(v)))
    throw new UsageError(`--variant must be one of ${MATCH_VARIANTS.join(', ')}`);
  const players = intFlag(flags, 'players', defaultPlayers(v), 2, 10);
  const variant: MatchVariant = v ?? (players > 2 ? 'free-for-all' : 'two-player');
  if (variant === 'two-player' && players !== 2)
    throw new UsageError('--variant two-player needs --players 2 (rule 800.1)');
  const decks = flags.get('decks') ?? 'starter';
  if (decks !== 'starter' && decks !== 'random') throw new UsageError('--decks must be starter or random');
  const seedRaw = flags.get('seed');
  return {
    variant,
    players,
    seed: seedRaw === undefined || seedRaw === true ? '1' : seedRaw,
    decks,
    planechase: flags.has('planechase'),
    vanguard: flags.has('vanguard'),
  };
}

export const matchCommand: Command = {
  name: 'match',
  summary: 'play N seeded games between two AIs and report win rates with a 95% confidence interval',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const { flags, positional } = parseFlags(args, {
      booleans: ['json', 'planechase', 'vanguard'],
      values: ['a', 'b', 'games', 'players', 'variant', 'seed', 'think', 'decks'],
    });
    if (positional.length) throw new UsageError(`unexpected argument '${positional[0]}'`);
    const aKind = aiFlag(flags, 'a');
    const bKind = aiFlag(flags, 'b');
    if (!flags.has('games')) throw new UsageError('--games is required (the number of games to play)');
    const games = intFlag(flags, 'games', 0, 1, 100_000);
    const think = flags.has('think') ? intFlag(flags, 'think', 0, 1, 100_000) : undefined;
    const plan = matchPlan(flags);
    const now = (): number => performance.now();
    const a = aiPlayer(aKind, think, { now });
    const b = aiPlayer(bKind, think, { now });
    const lib = new CardLibrary();
    const tally: MatchTally = { games: 0, a_wins: 0, b_wins: 0, draws: 0 };
    const progress = createProgress(`match ${aKind} vs ${bKind}`, io);
    try {
      for (let g = 0; g < games; g++) {
        playGame(plan, g, { a, b, lib }, tally);
        progress.update(g + 1, games);
      }
    } finally {
      progress.stop();
    }
    io.stdout(`${summary(tally, aKind, bKind)}\n`);
    if (flags.has('json')) io.stdout(`${JSON.stringify(tally)}\n`);
    return 0;
  },
};
