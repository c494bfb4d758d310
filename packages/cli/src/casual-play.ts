/**
 * The chapter 9 variants `arbiter play --variant …` sets up: Commander (903) and Brawl (903.12) over a
 * two-player game or Free-for-All (903.2), with random legal decks of compiled cards (@arbiter/cards commander-decks.ts);
 * Archenemy (904.2a: the first seat against a team, shared team turns) and Supervillain Rumble (904.12a:
 * Free-for-All, every player an archenemy), with the starter decks and the starter scheme deck (904.3);
 * Conspiracy Draft (905): a draft of compiled cards and conspiracies, then a Free-for-All (conspiracy-draft.ts).
 */
import { CommanderDeckBuilder } from '@arbiter/cards';
import { loadCardDatabase } from '@arbiter/cards/node';
import { CompiledPool } from '@arbiter/compiler';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  STARTER_PLANAR_DECK,
  STARTER_PLANES_BY_NAME,
  STARTER_SCHEME_DECK,
  STARTER_SCHEMES_BY_NAME,
  type CardDefinition,
  type GameSetup,
} from '@arbiter/engine';
import { UsageError } from './command.js';
import { conspiracyDraftGame } from './conspiracy-draft.js';

export const CASUAL_VARIANTS = ['commander', 'brawl', 'archenemy', 'supervillain-rumble', 'conspiracy'] as const;
export type CasualVariant = (typeof CASUAL_VARIANTS)[number];

export function isCasualVariant(v: string | undefined): v is CasualVariant {
  return (CASUAL_VARIANTS as readonly string[]).includes(v ?? '');
}

/** 903.2: a Commander game is two-player or Free-for-All (attack multiple players, unlimited range). */
export function casualSetup(variant: CasualVariant, players: number, seed: string, planechase: boolean): GameSetup {
  if (variant === 'archenemy' || variant === 'supervillain-rumble')
    return schemeSetup(variant, players, seed, planechase);
  if (variant === 'conspiracy') {
    // 905.3: a multiplayer game; the decks come from a Conspiracy Draft (conspiracy-draft.ts).
    if (players < 3) throw new UsageError('a Conspiracy Draft game is a multiplayer game: --players 3 or more (905.3)');
    if (planechase) throw new UsageError('--planechase is not offered with --variant conspiracy');
    return conspiracyDraftGame(players, seed).setup;
  }
  const db = loadCardDatabase();
  const pool = new CompiledPool(db);
  const builder = new CommanderDeckBuilder({ all: () => db.all(), definition: (n) => pool.definition(n) }, variant);
  const setups = Array.from({ length: players }, (_, i) => {
    const d = builder.build(`${seed}:${i}`);
    if (!d)
      throw new UsageError(
        `the card pool has no playable ${variant === 'brawl' ? 'Brawl' : 'Commander'} commander (903.3)`,
      );
    return {
      name: `P${i + 1}`,
      deck: d.deck,
      commanders: [d.commander],
      ...(planechase ? { planarDeck: STARTER_PLANAR_DECK } : {}),
    };
  });
  const cards = (n: string): CardDefinition | undefined =>
    pool.definition(n) ?? (planechase ? STARTER_PLANES_BY_NAME[n] : undefined);
  return {
    seed: /^\d+$/.test(seed) ? Number(seed) : seed,
    cards,
    players: setups,
    seating: 'rules',
    options: {
      variant: players > 2 ? 'free-for-all' : 'two-player',
      commander: variant,
      ...(planechase ? { planechase: true } : {}),
    },
  };
}

/** 904.2a / 904.12a: Archenemy (seat 1 alone against the others) or Supervillain Rumble, starter decks and schemes. */
function schemeSetup(
  variant: 'archenemy' | 'supervillain-rumble',
  players: number,
  seed: string,
  planechase: boolean,
): GameSetup {
  const decks = Object.values(STARTER_DECKS);
  const rumble = variant === 'supervillain-rumble';
  const cards = (n: string): CardDefinition | undefined =>
    STARTER_SCHEMES_BY_NAME[n] ?? STARTER_BY_NAME[n] ?? (planechase ? STARTER_PLANES_BY_NAME[n] : undefined);
  return {
    seed: /^\d+$/.test(seed) ? Number(seed) : seed,
    cards,
    seating: rumble ? 'rules' : 'given',
    players: Array.from({ length: players }, (_, i) => ({
      name: rumble || i > 0 ? `P${i + 1}` : 'Archenemy',
      deck: decks[i % decks.length]!,
      ...(rumble || i === 0 ? { schemeDeck: STARTER_SCHEME_DECK } : {}),
      ...(rumble ? {} : { team: i === 0 ? 0 : 1 }),
      ...(planechase ? { planarDeck: STARTER_PLANAR_DECK } : {}),
    })),
    options: rumble
      ? { variant: 'free-for-all', archenemy: variant, ...(planechase ? { planechase: true } : {}) }
      : {
          variant: 'team-vs-team',
          archenemy: variant,
          sharedTeamTurns: true,
          ...(planechase ? { planechase: true } : {}),
        },
  };
}
