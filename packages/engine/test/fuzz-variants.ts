/**
 * Issue 6 "Done when" 3: seeded random-player games for every chapter 8 variant, with randomly chosen
 * legal options (806–811), random concessions at any moment (104.3a, exercising 800.4 and team outcomes),
 * and the invariant check (engine core + multiplayer: 800.4a, 801.4, 807.4, 810.4) after every action.
 */
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  checkInvariants,
  createGame,
  playOut,
  randomInt,
  randomPlayer,
  seedRng,
  type GameOptions,
  type GameState,
  type PlayerSetup,
} from '../src/index.js';
import { submitInPlace } from '../src/game/submit.js';

type Rng = ReturnType<typeof seedRng>;
export type VariantId =
  'free-for-all' | 'grand-melee' | 'team-vs-team' | 'emperor' | 'two-headed-giant' | 'alternating-teams';

export interface FuzzSetup {
  readonly players: PlayerSetup[];
  readonly options: Partial<GameOptions>;
  readonly describe: string;
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[randomInt(rng, xs.length)]!;
}
function chance(rng: Rng, p: number): boolean {
  return randomInt(rng, 1000) < p * 1000;
}

/** Exactly one of attack multiple players, attack left and attack right (806.2b, 811.2b). */
function attackOption(rng: Rng, multipleWeight: number): Partial<GameOptions> {
  if (chance(rng, multipleWeight)) return { attackMultiplePlayers: true, attackDirection: null };
  return { attackMultiplePlayers: false, attackDirection: pick(rng, ['left', 'right'] as const) };
}

/** A random legal setup for `variant` (the rules' defaults, varied where the rules allow). */
export function randomSetup(variant: VariantId, rng: Rng, seed: number): FuzzSetup {
  const decks = Object.values(STARTER_DECKS);
  const deck = (i: number): readonly string[] => decks[(i + seed) % decks.length]!;
  const individuals = (n: number): PlayerSetup[] => Array.from({ length: n }, (_, i) => ({ deck: deck(i) }));
  const teams = (count: number, size: number): PlayerSetup[] =>
    Array.from({ length: count * size }, (_, i) => ({ deck: deck(i), team: Math.floor(i / size) }));
  const common: Partial<GameOptions> = { variant, autoPassWhenNoActions: chance(rng, 0.8) };
  switch (variant) {
    case 'free-for-all': {
      const n = 3 + randomInt(rng, 5);
      const range = chance(rng, 0.3) ? pick(rng, [1, 2]) : null; // 806.2a: the same for each player
      return {
        players: individuals(n),
        options: { ...common, rangeOfInfluence: range, ...attackOption(rng, 0.6), turnLimit: 90 },
        describe: `${n}p range ${range} `,
      };
    }
    case 'grand-melee': {
      const n = pick(rng, [10, 12, 10, 12, 8, 11]); // 807.1: normally ten or more
      const range = chance(rng, 0.8) ? 1 : 2; // 807.2a
      return {
        players: individuals(n),
        options: {
          ...common,
          rangeOfInfluence: range,
          attackMultiplePlayers: false,
          attackDirection: chance(rng, 0.75) ? 'left' : 'right',
          turnLimit: 160,
        },
        describe: `${n}p range ${range}`,
      };
    }
    case 'team-vs-team': {
      const count = 2 + randomInt(rng, 2);
      const size = count === 2 ? 2 + randomInt(rng, 2) : 1 + randomInt(rng, 3);
      const range = chance(rng, 0.2) ? 2 : null; // 808.3b: usually not used
      return {
        players: teams(count, size),
        options: {
          ...common,
          rangeOfInfluence: range,
          deployCreatures: chance(rng, 0.3),
          ...attackOption(rng, 0.8),
          turnLimit: 90,
        },
        describe: `${count}×${size}`,
      };
    }
    case 'emperor': {
      const count = 2 + randomInt(rng, 2);
      const size = chance(rng, 0.75) ? 3 : pick(rng, [4, 5]); // 809.1, 809.6
      return { players: teams(count, size), options: { ...common, turnLimit: 90 }, describe: `${count}×${size}` };
    }
    case 'two-headed-giant': {
      const heads = chance(rng, 0.7) ? 2 : 3; // 810.1, 810.11
      return { players: teams(2, heads), options: { ...common, turnLimit: 90 }, describe: `2×${heads}` };
    }
    case 'alternating-teams': {
      const count = 2 + randomInt(rng, 2);
      const size = 2;
      const range = pick(rng, [2, 2, 1, null]); // 811.2a: 2 recommended
      return {
        players: teams(count, size),
        options: { ...common, rangeOfInfluence: range, ...attackOption(rng, 0.6), turnLimit: 90 },
        describe: `${count}×${size} range ${range}`,
      };
    }
  }
}

export interface FuzzResult {
  finished: number;
  draws: number;
  decisions: number;
  concessions: number;
  departed: number;
  maxPlayers: number;
}

/** Plays `games` seeded random games of `variant`; throws on an exception or a broken invariant. */
export function fuzzVariant(variant: VariantId, games: number, firstSeed = 1): FuzzResult {
  const out: FuzzResult = { finished: 0, draws: 0, decisions: 0, concessions: 0, departed: 0, maxPlayers: 0 };
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const rng = seedRng(`fuzz-options:${variant}:${seed}`);
    const setup = randomSetup(variant, rng, seed);
    const g: GameState = createGame({
      seed: `fuzz-${variant}-${seed}`,
      cards: STARTER_BY_NAME,
      seating: 'rules',
      options: setup.options,
      players: setup.players,
    });
    out.maxPlayers = Math.max(out.maxPlayers, g.players.length);
    let since = 0;
    const check = (s: GameState): void => {
      const problems = checkInvariants(s, { sinceLog: since });
      since = s.log.length;
      if (problems.length)
        assert.fail(`${variant} seed ${seed} (${setup.describe}), decision ${s.decisionCount}: ${problems.join('; ')}`);
    };
    try {
      out.decisions += playOut(g, {
        players: [randomPlayer],
        aiSeed: seed,
        // The random player chooses only among the options each decision lists: nothing may be refused.
        onRefused: (_s, p, c, message) =>
          assert.fail(`${variant} seed ${seed} (${setup.describe}): ${c.kind} by player ${p} refused: ${message}`),
        afterEach: (s) => {
          check(s);
          // 104.3a: now and then someone concedes, whether or not the decision is theirs.
          if (!s.result && s.phase === 'playing' && chance(rng, 1 / 600)) {
            const live = s.players.filter((p) => !p.left);
            const who = pick(rng, live).id;
            const r = submitInPlace(s, who, { kind: 'concede' });
            assert.ok(r.ok, `concession refused: ${r.ok ? '' : r.error.message}`);
            out.concessions++;
            check(s);
          }
        },
      });
    } catch (e) {
      throw new Error(`${variant} seed ${seed} (${setup.describe}): ${(e as Error).message}`, { cause: e });
    }
    assert.ok(g.result, `${variant} seed ${seed} finished with a result`);
    // The starter decks hold no loop of mandatory actions: a detected loop (104.4b / 801.16) would be an engine bug.
    assert.ok(!g.loopDetected, `${variant} seed ${seed}: the engine ran ${'200,000'} steps without a decision`);
    out.finished++;
    out.departed += g.players.filter((p) => p.left).length;
    if (g.result.draw) out.draws++;
  }
  return out;
}
