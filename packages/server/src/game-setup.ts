/**
 * A table's setup → the engine game (806–811 variants with the table options, as `arbiter play`
 * accepts them). The same setup and seed always give the same game, which is how a table
 * resumes after a restart: createGame, then replay the stored decisions.
 */
import {
  STARTER_PLANAR_DECK,
  STARTER_PLANES_BY_NAME,
  STARTER_SCHEME_DECK,
  STARTER_SCHEMES_BY_NAME,
  createGame,
  type GameOptions,
  type GameState,
  type PlayerId,
} from '@arbiter/engine';
import type { CardLibrary } from './decks.js';
import type { TableOptions, VariantId } from './schemas.js';
import type { TableSetup } from './store/types.js';

const TEAM_VARIANTS: readonly VariantId[] = ['team-vs-team', 'emperor', 'two-headed-giant', 'alternating-teams'];

export function isTeamVariant(v: VariantId): boolean {
  return TEAM_VARIANTS.includes(v);
}

/**
 * 904.2: Archenemy is Team vs. Team, the first seat alone against the rest, shared team turns;
 * 904.12a: Supervillain Rumble is Free-for-All, every seat an archenemy. Each archenemy gets the starter scheme deck.
 */
const ARCHENEMY: Partial<Record<VariantId, Partial<GameOptions>>> = {
  archenemy: { variant: 'team-vs-team', archenemy: 'archenemy', sharedTeamTurns: true },
  'supervillain-rumble': { variant: 'free-for-all', archenemy: 'supervillain-rumble' },
};

function seatTeam(variant: VariantId, o: TableOptions, seat: number): { team?: number } {
  if (variant === 'archenemy') return { team: seat === 0 ? 0 : 1 };
  return isTeamVariant(variant) ? { team: seat % (o.teams ?? 2) } : {};
}

function schemeDeck(variant: VariantId, seat: number): { schemeDeck?: readonly string[] } {
  const archenemy = variant === 'supervillain-rumble' || (variant === 'archenemy' && seat === 0);
  return archenemy ? { schemeDeck: STARTER_SCHEME_DECK } : {};
}

/** 903.2: Commander and Brawl are played as a two-player game or Free-for-All. */
function commanderOptions(variant: VariantId, players: number): Partial<GameOptions> {
  if (variant !== 'commander' && variant !== 'brawl') return {};
  return { variant: players > 2 ? 'free-for-all' : 'two-player', commander: variant };
}

export function isCommanderVariant(v: VariantId): v is 'commander' | 'brawl' {
  return v === 'commander' || v === 'brawl';
}

/** The engine options a table's variant and options ask for (`players`: the number of seats). */
export function engineOptions(variant: VariantId, o: TableOptions, players = 2): Partial<GameOptions> {
  const out: Record<string, unknown> = { variant, ...ARCHENEMY[variant], ...commanderOptions(variant, players) };
  if (o.range !== undefined) out['rangeOfInfluence'] = o.range === 'unlimited' ? null : o.range;
  if (o.attack === 'multiple') {
    out['attackMultiplePlayers'] = true;
    out['attackDirection'] = null;
  } else if (o.attack) {
    out['attackMultiplePlayers'] = false;
    out['attackDirection'] = o.attack;
  }
  if (o.deploy) out['deployCreatures'] = true;
  if (o.planechase) out['planechase'] = true;
  return out as Partial<GameOptions>;
}

/** A new game from the setup (throws the engine's SetupError for a forbidden setup). */
export function gameFromSetup(setup: TableSetup, cards: CardLibrary): GameState {
  const decks = setup.seats.map((s) => [...s.deck, ...(s.commanders ?? []), ...(s.outside ?? [])]);
  const lookup = cards.lookupFor(decks);
  const planes = setup.options.planechase === true;
  const schemes = ARCHENEMY[setup.variant] !== undefined;
  const vanguards = setup.seats.some((s) => s.vanguard !== undefined) ? cards.vanguards() : undefined;
  return createGame({
    seed: setup.seed,
    cards: (n) =>
      (planes ? STARTER_PLANES_BY_NAME[n] : undefined) ??
      (schemes ? STARTER_SCHEMES_BY_NAME[n] : undefined) ??
      vanguards?.get(n) ??
      lookup(n),
    players: setup.seats.map((s, i) => ({
      name: s.name,
      deck: s.deck,
      ...(s.commanders ? { commanders: s.commanders } : {}),
      ...(s.outside ? { outside: s.outside } : {}),
      ...(s.commanderColor ? { commanderColor: s.commanderColor } : {}),
      ...(s.vanguard !== undefined ? { vanguard: s.vanguard } : {}),
      ...seatTeam(setup.variant, setup.options, i),
      ...schemeDeck(setup.variant, i),
      ...(planes ? { planarDeck: STARTER_PLANAR_DECK } : {}),
    })),
    options: engineOptions(setup.variant, setup.options, setup.seats.length),
    seating: 'rules',
  });
}

/** Engine player id of each setup seat (seating rules may reorder players; names are unique). */
export function playerIds(setup: TableSetup, state: GameState): PlayerId[] {
  return setup.seats.map((s) => state.players.findIndex((p) => p.name === s.name));
}
