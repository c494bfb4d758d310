// `arbiter match`: two AIs play N seeded games, alternating seats and the first player; the
// result is a/b wins and draws with a 95% Wilson interval on "a"'s win rate.
import { AI_KINDS, aiPlayer, isAiKind, type AiKind } from '@arbiter/ai';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  createGame,
  playOut,
  SetupError,
  type GameOptions,
  type GameState,
  type Player,
} from '@arbiter/engine';
import { intFlag, parseFlags, UsageError, type CliIO, type Command } from '../command.js';
import { createProgress } from '../progress.js';

const VARIANTS = ['two-player', 'free-for-all', 'grand-melee', 'team-vs-team', 'two-headed-giant'] as const;
type Variant = (typeof VARIANTS)[number];

const USAGE = `Usage: arbiter match --a AI --b AI --games N [--players P] [--variant V] [--seed S] [--think R] [--json]

Plays N seeded games between two AIs with the starter decks, alternating seats and the first
player, and prints the wins and draws with a 95% confidence interval (Wilson) on a's win rate.
In multiplayer, "a" plays one seat against P-1 seats of "b".
  --a AI, --b AI   ${AI_KINDS.join(', ')} (easy = heuristic; medium and hard search)
  --games N        number of games, 1–100000
  --players P      2–10 (default 2; team variants need an even number)
  --variant V      ${VARIANTS.join(', ')} (default two-player for 2 players, else free-for-all)
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

interface GamePlan {
  readonly variant: Variant;
  readonly players: number;
  readonly seed: string;
}

/** Game `g`: a sits at seat g mod P and the first player is seat ⌊g/P⌋ mod P; decks rotate with g. */
function setupGame(plan: GamePlan, g: number): { state: GameState; aSeat: number } {
  const decks = Object.values(STARTER_DECKS);
  const P = plan.players;
  const aSeat = g % P;
  const teams = plan.variant === 'team-vs-team' || plan.variant === 'two-headed-giant';
  const players = Array.from({ length: P }, (_, i) => ({
    name: i === aSeat ? 'A' : `B${i + 1}`,
    team: teams ? i % 2 : i,
    deck: decks[(i + g) % decks.length]!,
  }));
  try {
    const state = createGame({
      seed: `${plan.seed}:${g}`,
      cards: STARTER_BY_NAME,
      players: teams ? [...players].sort((x, y) => x.team - y.team) : players,
      options: { variant: plan.variant } as Partial<GameOptions>,
      seating: teams ? 'rules' : 'given',
      ...(teams ? {} : { startingPlayer: Math.floor(g / P) % P }),
    });
    return { state, aSeat: state.players.findIndex((p) => p.name === 'A') };
  } catch (err) {
    if (err instanceof SetupError) throw new UsageError(`${err.message}${err.rule ? ` (rule ${err.rule})` : ''}`);
    throw err;
  }
}

/** Plays game `g` and adds its outcome to `tally`. */
function playGame(plan: GamePlan, g: number, a: Player, b: Player, tally: MatchTally): void {
  const { state, aSeat } = setupGame(plan, g);
  const players = state.players.map((_, i) => (i === aSeat ? a : b));
  playOut(state, { players, aiSeed: `${plan.seed}:${g}` });
  const winners = state.result?.winners ?? [];
  tally.games++;
  if (winners.includes(aSeat)) tally.a_wins++;
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

export const matchCommand: Command = {
  name: 'match',
  summary: 'play N seeded games between two AIs and report win rates with a 95% confidence interval',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const { flags, positional } = parseFlags(args, {
      booleans: ['json'],
      values: ['a', 'b', 'games', 'players', 'variant', 'seed', 'think'],
    });
    if (positional.length) throw new UsageError(`unexpected argument '${positional[0]}'`);
    const aKind = aiFlag(flags, 'a');
    const bKind = aiFlag(flags, 'b');
    if (!flags.has('games')) throw new UsageError('--games is required (the number of games to play)');
    const games = intFlag(flags, 'games', 0, 1, 100_000);
    const players = intFlag(flags, 'players', 2, 2, 10);
    const think = flags.has('think') ? intFlag(flags, 'think', 0, 1, 100_000) : undefined;
    const v = flags.get('variant');
    if (v === true || (v !== undefined && !(VARIANTS as readonly string[]).includes(v)))
      throw new UsageError(`--variant must be one of ${VARIANTS.join(', ')}`);
    const variant = (v ?? (players > 2 ? 'free-for-all' : 'two-player')) as Variant;
    if (variant === 'two-player' && players !== 2)
      throw new UsageError('--variant two-player needs --players 2 (rule 800.1)');
    const seedRaw = flags.get('seed');
    const plan: GamePlan = { variant, players, seed: seedRaw === undefined || seedRaw === true ? '1' : seedRaw };
    const now = (): number => performance.now();
    const a = aiPlayer(aKind, think, { now });
    const b = aiPlayer(bKind, think, { now });
    const tally: MatchTally = { games: 0, a_wins: 0, b_wins: 0, draws: 0 };
    const progress = createProgress(`match ${aKind} vs ${bKind}`, io);
    try {
      for (let g = 0; g < games; g++) {
        playGame(plan, g, a, b, tally);
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
