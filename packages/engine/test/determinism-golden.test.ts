/**
 * Behaviour preservation (issue 16 "Done when" 5): 200 seeded random-player games — two to six players,
 * every chapter 8 variant preset the engine supports, Planechase (901) and Archenemy (904) — each give a
 * JSON event log whose SHA-256 equals the one recorded in `golden/determinism-golden.json`. The golden
 * file was generated from commit 1d0595d (before the issue 16 refactor), so a refactor that changes any
 * log entry, decision order or random draw fails here.
 *
 * An intentional rule change alters logs: regenerate the golden file with
 *   GOLDEN_UPDATE=1 npm test -- determinism-golden
 * (or `node scripts/golden-logs.mjs`), and say in the commit message which rule changed and why.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  STARTER_PLANES_BY_NAME,
  STARTER_PLANAR_DECK,
  STARTER_SCHEMES_BY_NAME,
  STARTER_SCHEME_DECK,
  createGame,
  playOut,
  randomPlayer,
  type CardDefinition,
  type GameSetup,
  type PlayerSetup,
} from '../src/index.js';

const GOLDEN = fileURLToPath(new URL('./golden/determinism-golden.json', import.meta.url));
const GAMES = 200;
const TURNS = 6;

const lookup = (n: string): CardDefinition | undefined =>
  STARTER_BY_NAME[n] ?? STARTER_PLANES_BY_NAME[n] ?? STARTER_SCHEMES_BY_NAME[n];

/** Game `i`'s setup: the variant cycles with i, the player count and decks vary with i. */
function setupFor(i: number): { label: string; setup: GameSetup } {
  const decks = Object.values(STARTER_DECKS);
  const deck = (k: number): readonly string[] => decks[(i + k) % decks.length]!;
  const solo = (n: number): PlayerSetup[] => Array.from({ length: n }, (_, k) => ({ deck: deck(k) }));
  const teams = (count: number, size: number): PlayerSetup[] =>
    Array.from({ length: count * size }, (_, k) => ({ deck: deck(k), team: Math.floor(k / size) }));
  const autoPass = i % 3 !== 0;
  const base = { turnLimit: TURNS, autoPassWhenNoActions: autoPass };
  const round = Math.floor(i / 10);
  let players: PlayerSetup[];
  let options: GameSetup['options'];
  let label: string;
  switch (i % 10) {
    case 0:
    case 1:
      players = solo(2);
      options = { ...base, variant: 'two-player' };
      label = 'two-player 2p';
      break;
    case 2: {
      const n = 3 + (round % 4);
      const range = round % 3 === 0 ? 1 : null;
      options = { ...base, variant: 'free-for-all', rangeOfInfluence: range, attackMultiplePlayers: round % 2 === 0 };
      if (round % 2 === 1) options = { ...options, attackDirection: round % 4 === 1 ? 'left' : 'right' };
      players = solo(n);
      label = `free-for-all ${n}p range ${range}`;
      break;
    }
    case 3: {
      const size = round % 2 === 0 ? 2 : 3;
      players = teams(2, size);
      options = { ...base, variant: 'team-vs-team', deployCreatures: round % 3 === 0 };
      label = `team-vs-team 2x${size}`;
      break;
    }
    case 4:
      players = teams(2, 3);
      options = { ...base, variant: 'emperor' };
      label = 'emperor 2x3';
      break;
    case 5:
      players = teams(2, 2);
      options = { ...base, variant: 'two-headed-giant' };
      label = 'two-headed-giant 2x2';
      break;
    case 6: {
      const count = 2 + (round % 2);
      players = teams(count, 2);
      options = { ...base, variant: 'alternating-teams', rangeOfInfluence: 2 };
      label = `alternating-teams ${count}x2`;
      break;
    }
    case 7: {
      const n = 2 + (round % 5);
      players = solo(n).map((p) => ({ ...p, planarDeck: STARTER_PLANAR_DECK }));
      options = { ...base, variant: n === 2 ? 'two-player' : 'free-for-all', planechase: true };
      label = `planechase ${n}p`;
      break;
    }
    case 8: {
      players = [
        { deck: deck(0), team: 0, schemeDeck: STARTER_SCHEME_DECK },
        ...teams(1, 3).map((p) => ({ ...p, team: 1 })),
      ];
      options = { ...base, variant: 'team-vs-team', archenemy: 'archenemy', sharedTeamTurns: true };
      label = 'archenemy 1v3';
      break;
    }
    default: {
      const n = 4 + (round % 3);
      players = solo(n);
      options = { ...base, variant: 'free-for-all', attackMultiplePlayers: true };
      label = `free-for-all ${n}p`;
      break;
    }
  }
  return {
    label: `${i}: ${label}${autoPass ? ' autopass' : ''}`,
    setup: { seed: `golden-${i}`, cards: lookup, seating: i % 10 === 8 ? 'given' : 'rules', options, players },
  };
}

/** SHA-256 of each game's JSON event log, keyed by its label. */
export function goldenHashes(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < GAMES; i++) {
    const { label, setup } = setupFor(i);
    const g = createGame(setup);
    playOut(g, { players: [randomPlayer], aiSeed: i });
    out[label] = createHash('sha256').update(JSON.stringify(g.log)).digest('hex');
  }
  return out;
}

test('seeded game logs are byte-identical to the golden logs of 1d0595d (200 games, 2–6 players, every variant preset)', () => {
  const actual = goldenHashes();
  if (process.env['GOLDEN_UPDATE'] === '1') {
    writeFileSync(GOLDEN, JSON.stringify(actual, null, 2) + '\n');
    return;
  }
  const expected = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, string>;
  assert.equal(Object.keys(expected).length, GAMES, 'the golden file holds one hash per game');
  const differ = Object.keys(expected).filter((k) => actual[k] !== expected[k]);
  assert.deepEqual(differ, [], `games whose event log changed: ${differ.slice(0, 10).join('; ')}`);
});
