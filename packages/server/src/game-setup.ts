/**
 * A table's setup → the engine game (806–811 variants with the table options, as `arbiter play`
 * accepts them). The same setup and seed always give the same game, which is how a table
 * resumes after a restart: createGame, then replay the stored decisions.
 */
import {
  STARTER_PLANAR_DECK,
  STARTER_PLANES_BY_NAME,
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

/** The engine options a table's variant and options ask for. */
export function engineOptions(variant: VariantId, o: TableOptions): Partial<GameOptions> {
  const out: Record<string, unknown> = { variant };
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
  const teams = isTeamVariant(setup.variant) ? (setup.options.teams ?? 2) : 0;
  const decks = setup.seats.map((s) => s.deck);
  const lookup = cards.lookupFor(decks);
  const planes = setup.options.planechase === true;
  return createGame({
    seed: setup.seed,
    cards: planes ? (n) => STARTER_PLANES_BY_NAME[n] ?? lookup(n) : lookup,
    players: setup.seats.map((s, i) => ({
      name: s.name,
      deck: s.deck,
      ...(teams ? { team: i % teams } : {}),
      ...(planes ? { planarDeck: STARTER_PLANAR_DECK } : {}),
    })),
    options: engineOptions(setup.variant, setup.options),
    seating: 'rules',
  });
}

/** Engine player id of each setup seat (seating rules may reorder players; names are unique). */
export function playerIds(setup: TableSetup, state: GameState): PlayerId[] {
  return setup.seats.map((s) => state.players.findIndex((p) => p.name === s.name));
}
