/**
 * The games `arbiter match` plays: seat, deck and variant setup for game g of a seeded match.
 * Chapter 8 variants (806–811) and two-player games use the starter decks, or with `--decks random`
 * seeded random two-colour decks of fully compiled cards (the server's random deck); chapter 9
 * variants (Commander, Brawl, Archenemy, Supervillain Rumble, Conspiracy) are set up as `arbiter play`
 * sets them up (casual-play.ts), and Planechase (901) and Vanguard (902) go on top of any of them.
 */
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  STARTER_PLANAR_DECK,
  STARTER_PLANES_BY_NAME,
  createGame,
  SetupError,
  type CardDefinition,
  type GameOptions,
  type GameSetup,
  type GameState,
  type PlayerSetup,
  VARIANT_IDS,
} from '@arbiter/engine';
import { CardLibrary } from '@arbiter/server';
import { UsageError } from './command.js';
import { CASUAL_VARIANTS, casualSetup, isCasualVariant, type CasualVariant } from './casual-play.js';

export const TABLE_VARIANTS = VARIANT_IDS;
export const MATCH_VARIANTS = [...TABLE_VARIANTS, ...CASUAL_VARIANTS] as const;
export type MatchVariant = (typeof MATCH_VARIANTS)[number];
type TableVariant = (typeof TABLE_VARIANTS)[number];

const TEAM_VARIANTS: readonly MatchVariant[] = ['team-vs-team', 'emperor', 'two-headed-giant', 'alternating-teams'];

export interface GamePlan {
  readonly variant: MatchVariant;
  readonly players: number;
  readonly seed: string;
  readonly decks: 'starter' | 'random';
  readonly planechase: boolean;
  readonly vanguard: boolean;
}

/** One library per match: compiled cards and vanguards are loaded on first use only. */
export interface MatchCards {
  readonly library: CardLibrary;
}

export function isMatchVariant(v: string): v is MatchVariant {
  return (MATCH_VARIANTS as readonly string[]).includes(v);
}

/**
 * The starter deck (of `n`) of the seat `r` places after a's in game `g` of `P` seats (r = 0 is a's). Seats and
 * the first player go round every P² games; after each round a's deck moves on, and after every n rounds the
 * other seats' decks move one further from a's. So a plays every deck from every seat against every other deck, and
 * b likewise: a strength figure is not a deck's strength (with a deck fixed to a seat's parity, a once met only
 * two of the four).
 */
export function starterIndex(g: number, P: number, n: number, r: number): number {
  const round = Math.floor(g / (P * P));
  const own = round % n;
  if (r === 0 || n === 1) return own;
  const shift = 1 + (Math.floor(round / n) % (n - 1));
  return (own + shift + r - 1) % n;
}

/** The seats of a chapter 8 game: teams i mod 2 in team variants (808.2, 809.2, 810.3, 811.2 seat them). */
function tableSetup(plan: GamePlan, g: number, lib: CardLibrary): GameSetup {
  const starters = Object.values(STARTER_DECKS);
  const P = plan.players;
  const teams = TEAM_VARIANTS.includes(plan.variant);
  const listed = Array.from({ length: P }, (_, i) => ({
    name: `P${i + 1}`,
    team: teams ? i % 2 : i,
    deck: plan.decks === 'random' ? lib.randomDeck(`${plan.seed}:${g}:deck:${i}`) : [],
  }));
  const ordered = teams ? [...listed].sort((x, y) => x.team - y.team) : listed;
  const aIndex = g % P; // as setupGame seats a
  const players = ordered.map((p, j) =>
    plan.decks === 'random' ? p : { ...p, deck: starters[starterIndex(g, P, starters.length, (j - aIndex + P) % P)]! },
  );
  const cards = (n: string): CardDefinition | undefined =>
    STARTER_BY_NAME[n] ?? (plan.decks === 'random' ? lib.definition(n) : undefined);
  return {
    seed: `${plan.seed}:${g}`,
    cards,
    players,
    options: { variant: plan.variant as TableVariant } as Partial<GameOptions>,
    seating: teams ? 'rules' : 'given',
    ...(teams ? {} : { startingPlayer: Math.floor(g / P) % P }),
  };
}

/** 901.3 Planechase and 902.3 Vanguard on top of a setup: planar decks, and a seeded vanguard card per seat. */
function withExtras(setup: GameSetup, plan: GamePlan, g: number, lib: CardLibrary): GameSetup {
  if (!plan.planechase && !plan.vanguard) return setup;
  const vanguards = plan.vanguard ? [...lib.vanguards().keys()] : [];
  if (plan.vanguard && vanguards.length === 0)
    throw new UsageError('the card pool has no compiled vanguard card (902.1)');
  const base = setup.cards;
  const lookup = (n: string): CardDefinition | undefined =>
    (typeof base === 'function' ? base(n) : base[n]) ??
    (plan.planechase ? STARTER_PLANES_BY_NAME[n] : undefined) ??
    (plan.vanguard ? lib.vanguards().get(n) : undefined);
  const players: PlayerSetup[] = setup.players.map((p, i) => ({
    ...p,
    ...(plan.planechase && !p.planarDeck ? { planarDeck: STARTER_PLANAR_DECK } : {}),
    ...(plan.vanguard ? { vanguard: vanguards[(g * 7 + i * 13) % vanguards.length]! } : {}),
  }));
  return {
    ...setup,
    cards: lookup,
    players,
    options: { ...setup.options, ...(plan.planechase ? { planechase: true } : {}) },
  };
}

/** Game `g`: a sits at seat g mod P of the setup's list; decks and the first player rotate with g. */
export function setupGame(plan: GamePlan, g: number, lib: CardLibrary): { state: GameState; aSeat: number } {
  const casual = isCasualVariant(plan.variant);
  const base = casual
    ? casualSetup(plan.variant as CasualVariant, plan.players, `${plan.seed}:${g}`, plan.planechase)
    : tableSetup(plan, g, lib);
  const setup = withExtras(base, plan, g, lib);
  const aIndex = g % setup.players.length;
  const players = setup.players.map((p, i) => (i === aIndex ? { ...p, name: 'A' } : p));
  try {
    const state = createGame({ ...setup, players });
    return { state, aSeat: state.players.findIndex((p) => p.name === 'A') };
  } catch (err) {
    if (err instanceof SetupError) throw new UsageError(`${err.message}${err.rule ? ` (rule ${err.rule})` : ''}`);
    throw err;
  }
}
