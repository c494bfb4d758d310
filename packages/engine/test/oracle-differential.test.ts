/**
 * Issue 13 §1: the no-cache oracle. Seeded random-policy games with the starter decks, 2 to 6 players, in every
 * variant the engine lists (SUPPORTED_VARIANTS), with and without Planechase (901) and Vanguard (902), are
 * played with the caches, without them (oracle mode) and with save/reload at random points; the event logs and
 * final states must be byte-identical. The compiled-card half is packages/compiler/test/oracle-differential-compiled.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  STARTER_PLANES_BY_NAME,
  STARTER_PLANAR_DECK,
  randomInt,
  type CardDefinition,
  type PlayerSetup,
} from '../src/index.js';
import { scaled } from './fuzz.js';
import { differentialGame, emptyStats, variantGames } from './oracle-differential.js';

/** Two vanguards (902) whose abilities read state a cache could hold: an anthem and a life-total condition. */
const VANGUARDS: Record<string, CardDefinition> = {
  'Oracle Anthem Avatar': {
    name: 'Oracle Anthem Avatar',
    manaCost: null,
    supertypes: [],
    types: ['Vanguard'],
    subtypes: [],
    handModifier: 0,
    lifeModifier: 3,
    oracleText: 'Attacking creatures you control get +1/+0.',
    abilities: [
      {
        kind: 'static',
        text: 'Attacking creatures you control get +1/+0.',
        effect: {
          kind: 'modifyPT',
          affected: {
            kind: 'all',
            filter: { kind: 'object', match: { types: ['Creature'], controller: 'you', attacking: true } },
          },
          power: 1,
          toughness: 0,
        },
      },
    ],
  },
  'Oracle Tapped Avatar': {
    name: 'Oracle Tapped Avatar',
    manaCost: null,
    supertypes: [],
    types: ['Vanguard'],
    subtypes: [],
    handModifier: 1,
    lifeModifier: -2,
    oracleText: 'Untapped creatures you control get +0/+1.',
    abilities: [
      {
        kind: 'static',
        text: 'Untapped creatures you control get +0/+1.',
        effect: {
          kind: 'modifyPT',
          affected: {
            kind: 'all',
            filter: { kind: 'object', match: { types: ['Creature'], controller: 'you', tapped: false } },
          },
          power: 0,
          toughness: 1,
        },
      },
    ],
  },
};
const CARDS: Record<string, CardDefinition> = { ...STARTER_BY_NAME, ...STARTER_PLANES_BY_NAME, ...VANGUARDS };
const DECKS = Object.values(STARTER_DECKS);

test('issue 13 §1 / invariants 2–3: starter-deck games in every variant are byte-identical with and without caches, and across save/reload', () => {
  const n = scaled(180);
  const games = variantGames(
    n,
    'oracle-starter',
    CARDS,
    (rng) => DECKS[randomInt(rng, DECKS.length)]!,
    (rng, players) => {
      const casual = randomInt(rng, 3); // 0: none, 1: Planechase (901), 2: Vanguard (902)
      if (casual === 1)
        return {
          options: { planechase: true },
          players: players.map((p): PlayerSetup => ({ ...p, planarDeck: STARTER_PLANAR_DECK })),
        };
      if (casual === 2)
        return {
          players: players.map((p): PlayerSetup => ({ ...p, vanguard: Object.keys(VANGUARDS)[randomInt(rng, 2)]! })),
        };
      return {};
    },
  );
  const stats = emptyStats();
  const variants = new Set<string>();
  games.forEach((g, i) => {
    variants.add(g.variant);
    differentialGame(
      g.setup,
      { label: `${g.variant} game ${i} (${g.setup.players.length}p)`, aiSeed: i, verify: i % 3 === 1 },
      stats,
    );
  });
  assert.equal(stats.games, n);
  assert.ok(stats.reloads > 0, 'some games were saved and reloaded');
  process.stderr.write(
    `[oracle] starter: ${stats.games} games (${[...variants].join(', ')}), ${stats.decisions} decisions, ${stats.reloads} reloads, ${stats.concessions} concessions, up to ${stats.maxPlayers} players\n`,
  );
});
