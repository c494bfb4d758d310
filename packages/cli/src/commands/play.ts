import {
  STARTER_DECKS,
  STARTER_PLANAR_DECK,
  STARTER_PLANES_BY_NAME,
  createGame,
  heuristicPlayer,
  playOut,
  randomPlayer,
  SetupError,
  type Color,
  type GameSetup,
  type GameOptions,
  type GameState,
  type LogEntry,
  type Player,
  VARIANT_IDS,
} from '@arbiter/engine';
import { intFlag, parseFlags, UsageError, type CliIO, type Command } from '../command.js';
import { stdinAsker } from '../human/ask.js';
import { playHuman } from '../human/session.js';
import { resolveDecks } from '../play-decks.js';
import { CASUAL_VARIANTS, casualSetup, isCasualVariant } from '../casual-play.js';

const VARIANTS = VARIANT_IDS;
type Variant = (typeof VARIANTS)[number];
const TEAM_VARIANTS: readonly Variant[] = ['team-vs-team', 'emperor', 'two-headed-giant', 'alternating-teams'];

const USAGE = `Usage: arbiter play [--variant ID] [--players N] [--teams N] [--seed S] [--ai heuristic|random] [options] [--json] [--verbose]
       arbiter play --human <seat> [--decks <file|starter>,…] [options]

Plays a full game between AI players and narrates it, citing the rule behind each step.
With --human, you play one seat at the terminal against the AI seats: the board (life, hand,
battlefield, stack, priority), the legal options as numbers, then targets, modes, X, attackers
and blockers step by step; a choice the engine refuses is asked again with its reason.
  --human SEAT     the seat you play: its number in turn order (1 = first) or its name (P2, A1, …)
  --variant ID     two-player, free-for-all (806), grand-melee (807), team-vs-team (808), emperor (809),
                   two-headed-giant (810), alternating-teams (811); default two-player for 2 players, else free-for-all;
                   commander (903) or brawl (903.12): random legal decks of compiled cards (default 4 players);
                   archenemy (904: seat 1 against the rest) or supervillain-rumble (904.12): starter decks and schemes;
                   conspiracy (905): a Conspiracy Draft of compiled cards, then a Free-for-All (3+ players, default 4)
  --players N      number of players, 2–32 (default 2; grand-melee 10; team variants: teams × team size)
  --teams N        number of teams for team variants (default 2); teams are seated as the variant prescribes
  --range R        range of influence (801): a number of seats, or 'unlimited' (default: the variant's)
  --attack OPT     multiple, left or right (802, 803; default: the variant's)
  --deploy         use the deploy creatures option (804) in a team variant
  --planechase     play Planechase (901) on top of the variant: each player has a planar deck of the starter planes
  --commander-color C[,C…]  903.4b: the colour (W, U, B, R or G) P1, P2, … in order choose before the game for a
                   commander that asks for one (The Prismatic Piper, Faceless One); '-' for a seat that names none
  --seed S         game seed; the same seed gives the same game (default 1)
  --ai KIND        heuristic (default) or random
  --decks LIST     comma-separated decks, assigned to seats in turn: starter decks
                   (${Object.keys(STARTER_DECKS).join(', ')}) or deck files (checked; each card must compile)
  --json           print the event log as JSON lines; the last line is the result
  --verbose        narrate every event, including steps and mana

Examples:
  npx arbiter play --variant grand-melee --players 10 --seed 3
  npx arbiter play --variant emperor --teams 2
  npx arbiter play --variant two-headed-giant
  npx arbiter play --players 4 --planechase --seed 5`;

/** Default team size per team variant (809.1: three; 810.1: two; 811: two; 808: two). */
function defaultTeamSize(v: Variant): number {
  return v === 'emperor' ? 3 : 2;
}

const TEAM_RULE: Partial<Record<Variant, string>> = {
  emperor: '809.6',
  'two-headed-giant': '810.11',
  'alternating-teams': '811.1',
};

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
    const { flags, positional } = parseFlags(args, {
      booleans: ['json', 'verbose', 'deploy', 'planechase'],
      values: ['players', 'seed', 'ai', 'variant', 'decks', 'teams', 'range', 'attack', 'human', 'commander-color'],
    });
    if (positional.length) throw new UsageError(`unexpected argument '${positional[0]}'`);
    const seedRaw = flags.get('seed');
    const seed = seedRaw === undefined ? '1' : String(seedRaw);
    const ai = (flags.get('ai') ?? 'heuristic') as string;
    if (ai !== 'heuristic' && ai !== 'random') throw new UsageError(`--ai must be heuristic or random, not '${ai}'`);
    const variantFlag = flags.get('variant') as string | undefined;
    if (isCasualVariant(variantFlag)) {
      // 903.2: Commander and Brawl over a two-player game or Free-for-All, with random legal decks; 904 Archenemy.
      const players = intFlag(flags, 'players', 4, 2, 32);
      const colors = commanderColors(flags.get('commander-color'), variantFlag);
      const state = startGame(() =>
        createGame(withCommanderColors(casualSetup(variantFlag, players, seed, flags.has('planechase')), colors)),
      );
      return narrateGame(state, `${players}-player ${variantFlag}`, seed, ai, flags, io);
    }
    if (variantFlag !== undefined && !(VARIANTS as readonly string[]).includes(variantFlag)) {
      throw new UsageError(
        `unknown --variant '${variantFlag}'; known: ${[...VARIANTS, ...CASUAL_VARIANTS].join(', ')}`,
      );
    }
    const teamGame = variantFlag !== undefined && TEAM_VARIANTS.includes(variantFlag as Variant);
    if (flags.has('teams') && !teamGame)
      throw new UsageError(
        `--teams is for team variants (${TEAM_VARIANTS.join(', ')}); ${variantFlag ?? 'free-for-all'} players compete as individuals (rule ${variantFlag === 'grand-melee' ? '807.1' : '806.1'})`,
      );
    const teams = teamGame ? intFlag(flags, 'teams', 2, 2, 16) : 0;
    const defaultPlayers =
      variantFlag === 'grand-melee' ? 10 : teamGame ? teams * defaultTeamSize(variantFlag as Variant) : 2;
    const players = intFlag(flags, 'players', defaultPlayers, 2, 32);
    const variant: Variant = (variantFlag as Variant | undefined) ?? (players > 2 ? 'free-for-all' : 'two-player');
    if (variant === 'two-player' && players !== 2)
      throw new UsageError(
        '--variant two-player needs --players 2 (rule 800.1: more than two players make a multiplayer game)',
      );
    if (teamGame && players % teams !== 0 && TEAM_RULE[variant]) {
      throw new UsageError(
        `${variant} needs teams of equal size: ${players} players can't form ${teams} equal teams (rule ${TEAM_RULE[variant]})`,
      );
    }
    const options = optionFlags(flags, variant);
    const planechase = flags.has('planechase'); // 901
    const deckNames = flags.has('decks')
      ? String(flags.get('decks'))
          .split(',')
          .map((d) => d.trim())
          .filter((d) => d !== '')
      : Object.keys(STARTER_DECKS);
    const resolved = resolveDecks(deckNames, planechase ? STARTER_PLANES_BY_NAME : {});

    const setups = seatSetups(players, teamGame ? teams : 0, resolved.decks, planechase);

    const state = startGame(() =>
      createGame({
        seed: /^\d+$/.test(seed) ? Number(seed) : seed,
        cards: resolved.cards,
        players: setups,
        options: options as Partial<GameOptions>,
        seating: 'rules',
      }),
    );
    return narrateGame(
      state,
      variant === 'two-player' ? 'two-player' : `${players}-player ${variant}`,
      seed,
      ai,
      flags,
      io,
    );
  },
};

/** The multiplayer options the flags choose (801 range of influence, 802–803 attack options, 804, 901). */
function optionFlags(flags: ReadonlyMap<string, string | true>, variant: Variant): Record<string, unknown> {
  const options: Record<string, unknown> = { variant };
  const range = flags.get('range');
  if (range !== undefined) {
    if (range === 'unlimited') options['rangeOfInfluence'] = null;
    else if (typeof range === 'string' && /^\d+$/.test(range) && Number(range) >= 1)
      options['rangeOfInfluence'] = Number(range);
    else throw new UsageError(`--range must be a number of seats (at least 1) or 'unlimited' (rule 801.2)`);
  }
  const attack = flags.get('attack');
  if (attack !== undefined) {
    if (attack === 'multiple') {
      options['attackMultiplePlayers'] = true;
      options['attackDirection'] = null;
    } else if (attack === 'left' || attack === 'right') {
      options['attackMultiplePlayers'] = false;
      options['attackDirection'] = attack;
    } else throw new UsageError(`--attack must be multiple, left or right (rules 802, 803)`);
  }
  if (flags.has('deploy')) options['deployCreatures'] = true;
  const planechase = flags.has('planechase'); // 901
  if (planechase) options['planechase'] = true;
  return options;
}

/**
 * The seats: team members as equal as possible (808.1 allows any sizes), named A1, A2, B1, …;
 * without teams (teams 0) each player is their own team, named P1, P2, ….
 */
function seatSetups(
  players: number,
  teams: number,
  decks: readonly (readonly string[])[],
  planechase: boolean,
): { name: string; team: number; deck: readonly string[]; planarDeck?: readonly string[] }[] {
  const teamOf = (i: number): number => (teams > 0 ? i % teams : i);
  return Array.from({ length: players }, (_, i) => {
    const team = teamOf(i);
    const name = teams > 0 ? `${String.fromCharCode(65 + team)}${Math.floor(i / teams) + 1}` : `P${i + 1}`;
    return {
      name,
      team,
      deck: decks[i % decks.length]!,
      ...(planechase ? { planarDeck: STARTER_PLANAR_DECK } : {}),
    };
  }).sort((a, b) => a.team - b.team);
}

/** A setup the rules forbid is a usage error naming the rule. */
/** 903.4b: `--commander-color R,-,G` — a colour per seat in turn ('-' for none); only for Commander and Brawl. */
function commanderColors(raw: unknown, variant: string): (Color | null)[] {
  if (raw === undefined) return [];
  if (variant !== 'commander' && variant !== 'brawl')
    throw new UsageError('--commander-color is for --variant commander or brawl (rule 903.4b)');
  return String(raw)
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .map((c) => {
      if (c === '-') return null;
      if (!['W', 'U', 'B', 'R', 'G'].includes(c))
        throw new UsageError(`--commander-color takes W, U, B, R or G for each seat, not '${c}' (rule 903.4b)`);
      return c as Color;
    });
}

function withCommanderColors(setup: GameSetup, colors: readonly (Color | null)[]): GameSetup {
  if (colors.length > setup.players.length)
    throw new UsageError(`--commander-color names ${colors.length} seats; the game has ${setup.players.length}`);
  return {
    ...setup,
    players: setup.players.map((p, i) => (colors[i] ? { ...p, commanderColor: colors[i]! } : p)),
  };
}

function startGame(create: () => GameState): GameState {
  try {
    return create();
  } catch (err) {
    if (err instanceof SetupError) throw new UsageError(`${err.message}${err.rule ? ` (rule ${err.rule})` : ''}`);
    throw err;
  }
}

/** Plays the game out with the AI (or a person at `--human`) and narrates it, or prints it as JSON lines. */
async function narrateGame(
  state: GameState,
  label: string,
  seed: string,
  ai: string,
  flags: Map<string, string | true>,
  io: CliIO,
): Promise<number> {
  const json = flags.has('json');
  const verbose = flags.has('verbose');
  const humanFlag = flags.get('human');
  if (typeof humanFlag === 'string') {
    if (json) throw new UsageError('--human plays at the terminal; it does not combine with --json');
    return playWithHuman(state, humanSeat(state, humanFlag), seed, ai, verbose, io);
  }
  let printed = 0;
  let last = '';
  let repeat = 0;
  const emit = (line: string): void => {
    // Collapse runs of identical lines ("P1 draws a card" ×7) into one.
    if (line === last) {
      repeat++;
      return;
    }
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
  if (!json) io.stdout(`Arbiter: ${label} game, seed ${seed}, ${ai} AI.\n${describeTable(state)}\n`);
  const player: Player = ai === 'random' ? randomPlayer : heuristicPlayer;
  playOut(state, { players: [player], aiSeed: seed, afterEach: flush });
  flush();
  if (repeat > 0) io.stdout(`    (×${repeat + 1})\n`);
  io.stdout(json ? `${JSON.stringify(resultRecord(state))}\n` : `\n${resultLine(state)}\n`);
  return 0;
}

/** The JSON result line: winners, draw, and each player's own outcome (104.4a: players who all lost at once drew). */
export function resultRecord(state: GameState): { result: Record<string, unknown> } {
  const r = state.result!;
  const outcomes = Object.fromEntries(state.players.map((p) => [p.name, p.outcome]));
  return {
    result: {
      winners: r.winners.map((w) => state.players[w]!.name),
      draw: r.draw,
      reason: r.reason,
      turn: r.turn,
      decisions: state.decisionCount,
      outcomes,
    },
  };
}

/** The narrated result line. */
export function resultLine(state: GameState): string {
  const r = state.result!;
  const drew = state.players.filter((p) => p.outcome === 'drew').map((p) => p.name);
  const what = r.draw
    ? `draw${drew.length > 0 && drew.length < state.players.length ? ` for ${drew.join(', ')}` : ''}`
    : `${r.winners.map((w) => state.players[w]!.name).join(' and ')} won`;
  return `Result: ${what} on turn ${r.turn} (${r.reason}); ${state.decisionCount} decisions.`;
}

/** `--human`: a seat number in turn order (1-based) or a seat's name. */
function humanSeat(state: GameState, spec: string): number {
  if (/^\d+$/.test(spec)) {
    const n = Number(spec);
    if (n >= 1 && n <= state.players.length) return n - 1;
    throw new UsageError(`--human ${spec}: the game has seats 1 to ${state.players.length}`);
  }
  const i = state.players.findIndex((p) => p.name.toLowerCase() === spec.toLowerCase());
  if (i < 0)
    throw new UsageError(
      `--human ${spec}: no seat of that name (seats: ${state.players.map((p) => p.name).join(', ')})`,
    );
  return i;
}

async function playWithHuman(
  state: GameState,
  seat: number,
  seed: string,
  ai: string,
  verbose: boolean,
  io: CliIO,
): Promise<number> {
  io.stdout(
    `Arbiter: you play ${state.players[seat]!.name}; the other seats are the ${ai} AI. Seed ${seed}.\n${describeTable(state)}\n`,
  );
  io.stdout(
    'Answer with the numbers shown; Enter takes the default. When you can only pass, you pass automatically.\n',
  );
  const asker = stdinAsker(io.stdout);
  try {
    await playHuman({
      state,
      seat,
      ai: ai === 'random' ? randomPlayer : heuristicPlayer,
      aiSeed: seed,
      asker,
      out: io.stdout,
      narrate: (e) => (verbose || !quiet(e) ? narrate(e) : undefined),
    });
  } finally {
    asker.close();
  }
  const r = state.result;
  if (!r) return 0;
  const you = r.winners.includes(seat) ? 'You win' : r.draw ? 'Draw' : 'You lose';
  io.stdout(
    `\nResult: ${you}: ${r.draw ? 'draw' : `${r.winners.map((w) => state.players[w]!.name).join(' and ')} won`} on turn ${r.turn} (${r.reason}); ${state.decisionCount} decisions.\n`,
  );
  return 0;
}

/** The table as seated: seats in turn order, teams, ranges of influence and the options in use. */
export function describeTable(state: GameState): string {
  const o = state.options;
  const seat = (p: GameState['players'][number]): string => {
    const r = p.rangeOfInfluence !== undefined ? p.rangeOfInfluence : o.rangeOfInfluence;
    const team = state.players.some((q) => q.team === p.team && q.id !== p.id)
      ? ` team ${String.fromCharCode(65 + (p.team % 26))}`
      : '';
    return `${p.name}${team}${r !== null && r !== undefined ? ` range ${r}` : ''}`;
  };
  const opts: string[] = [];
  if (o.attackDirection) opts.push(`attack ${o.attackDirection} (803)`);
  else if (o.attackMultiplePlayers && state.players.length > 2) opts.push('attack multiple players (802)');
  if (o.attackNeighboursOnly) opts.push('attack only neighbours (809.3c/811.4)');
  if (o.deployCreatures) opts.push('deploy creatures (804)');
  if (o.sharedTeamTurns) opts.push('shared team turns (805)');
  if (o.sharedLife) opts.push(`shared life ${o.startingLife}, poison ${o.poisonLimit} (810)`);
  if (o.turnMarkers) opts.push(`${o.turnMarkers} turn marker(s) (807.4)`);
  if (o.planechase) opts.push(o.singlePlanarDeck ? 'Planechase, single planar deck (901.15)' : 'Planechase (901)');
  return `Seats (turn order): ${state.players.map(seat).join(', ')}${opts.length ? `\nOptions: ${opts.join('; ')}` : ''}`;
}
