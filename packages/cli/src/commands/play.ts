import {
  STARTER_BY_NAME, STARTER_DECKS, createGame, heuristicPlayer, playOut, randomPlayer, SetupError,
  type GameState, type LogEntry, type Player,
} from '@arbiter/engine';
import { intFlag, parseFlags, UsageError, type CliIO, type Command } from '../command.js';

const VARIANTS = ['free-for-all', 'two-player'] as const;

const USAGE = `Usage: arbiter play [--players N] [--seed S] [--ai heuristic|random] [--variant ID] [--decks a,b,...] [--json] [--verbose]

Plays a full game between AI players and narrates it, citing the rule behind each step.
  --players N    number of players, 2–16 (default 2)
  --seed S       game seed; the same seed gives the same game (default 1)
  --ai KIND      heuristic (default) or random
  --variant ID   ${VARIANTS.join(', ')} (default: two-player for 2 players, else free-for-all)
  --decks LIST   comma-separated starter decks, assigned to seats in turn (${Object.keys(STARTER_DECKS).join(', ')})
  --json         print the event log as JSON lines; the last line is the result
  --verbose      narrate every event, including steps and mana`;

/** Log entries left out of the default narration (they are in --json and --verbose). */
const QUIET = new Set(['step', 'mana-empty', 'untap', 'keep', 'shuffle']);

function quiet(e: LogEntry): boolean {
  if (QUIET.has(e.type)) return true;
  if (e.type === 'tap' && e.rules.includes('605.3a')) return true; // shown as the mana payment instead
  const cause = e.data?.['cause'];
  return e.type === 'move' && (cause === 'cast' || cause === 'play');
}

export function narrate(e: LogEntry): string {
  const rules = e.rules.length ? `  [${[...new Set(e.rules)].join(', ')}]` : '';
  if (e.type === 'turn') return `\n== ${e.text} ==${rules}`;
  return `  ${e.text}${rules}`;
}

export const playCommand: Command = {
  name: 'play',
  summary: 'play a full AI game and narrate it with rule citations',
  usage: USAGE,
  async run(args: string[], io: CliIO): Promise<number> {
    const { flags, positional } = parseFlags(args, { booleans: ['json', 'verbose'], values: ['players', 'seed', 'ai', 'variant', 'decks'] });
    if (positional.length) throw new UsageError(`unexpected argument '${positional[0]}'`);
    const players = intFlag(flags, 'players', 2, 2, 16);
    const seedRaw = flags.get('seed');
    const seed = seedRaw === undefined ? '1' : String(seedRaw);
    const ai = (flags.get('ai') ?? 'heuristic') as string;
    if (ai !== 'heuristic' && ai !== 'random') throw new UsageError(`--ai must be heuristic or random, not '${ai}'`);
    const variant = flags.get('variant') as string | undefined;
    if (variant !== undefined && !(VARIANTS as readonly string[]).includes(variant)) {
      throw new UsageError(`unknown --variant '${variant}'; known: ${VARIANTS.join(', ')}`);
    }
    if (variant === 'two-player' && players !== 2) throw new UsageError('--variant two-player needs --players 2');
    const deckNames = flags.has('decks') ? String(flags.get('decks')).split(',').map((d) => d.trim()) : Object.keys(STARTER_DECKS);
    for (const d of deckNames) if (!STARTER_DECKS[d]) throw new UsageError(`unknown deck '${d}'; known: ${Object.keys(STARTER_DECKS).join(', ')}`);

    let state: GameState;
    try {
      state = createGame({
        seed: /^\d+$/.test(seed) ? Number(seed) : seed,
        cards: STARTER_BY_NAME,
        players: Array.from({ length: players }, (_, i) => ({ deck: STARTER_DECKS[deckNames[i % deckNames.length]!]! })),
        options: variant ? { variant } : {},
      });
    } catch (err) {
      if (err instanceof SetupError) { io.stderr(`arbiter play: ${err.message}${err.rule ? ` (rule ${err.rule})` : ''}\n`); return 1; }
      throw err;
    }
    const json = flags.has('json');
    const verbose = flags.has('verbose');
    let printed = 0;
    let last = '';
    let repeat = 0;
    const emit = (line: string): void => {
      // Collapse runs of identical lines ("P1 draws a card" ×7) into one.
      if (line === last) { repeat++; return; }
      if (repeat > 0) io.stdout(`    (×${repeat + 1})\n`);
      repeat = 0;
      last = line;
      io.stdout(`${line}\n`);
    };
    const flush = (): void => {
      for (; printed < state.log.length; printed++) {
        const e = state.log[printed]!;
        if (json) io.stdout(`${JSON.stringify(e)}\n`);
        else if (verbose || !quiet(e)) emit(narrate(e));
      }
    };
    if (!json) io.stdout(`Arbiter: ${players}-player game, seed ${seed}, ${ai} AI. Decks: ${state.players.map((p, i) => `${p.name}=${deckNames[i % deckNames.length]}`).join(', ')}\n`);
    const player: Player = ai === 'random' ? randomPlayer : heuristicPlayer;
    playOut(state, { players: [player], aiSeed: seed, afterEach: flush });
    flush();
    if (repeat > 0) io.stdout(`    (×${repeat + 1})\n`);
    const r = state.result!;
    if (json) io.stdout(`${JSON.stringify({ result: { winners: r.winners.map((w) => state.players[w]!.name), draw: r.draw, reason: r.reason, turn: r.turn, decisions: state.decisionCount } })}\n`);
    else io.stdout(`\nResult: ${r.draw ? 'draw' : `${r.winners.map((w) => state.players[w]!.name).join(' and ')} won`} on turn ${r.turn} (${r.reason}); ${state.decisionCount} decisions.\n`);
    return 0;
  },
};
