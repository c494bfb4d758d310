/**
 * 901: seeded random-player Planechase games (4-player Free-for-All, then every chapter 8 variant with the
 * Planechase option and, now and then, the single planar deck option 901.15), random concessions (800.4p,
 * 901.10) and the invariant check after every action. The random player rolls the planar die whenever it
 * picks that special action (901.9), so chaos abilities, planeswalking and phenomena are exercised.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  STARTER_BY_NAME,
  STARTER_PLANES_BY_NAME,
  STARTER_PLANAR_DECK,
  checkInvariants,
  createGame,
  playOut,
  randomInt,
  randomPlayer,
  seedRng,
  type GameState,
} from '../src/index.js';
import { submitInPlace } from '../src/game/submit.js';
import { scaled } from './fuzz.js';
import { randomSetup, type VariantId } from './fuzz-variants.js';

const CARDS = { ...STARTER_BY_NAME, ...STARTER_PLANES_BY_NAME };

interface Stats {
  games: number;
  rolls: number;
  planeswalks: number;
  chaos: number;
  encounters: number;
  departed: number;
}

function fuzzPlanechase(variant: VariantId, games: number, forcePlayers?: number): Stats {
  const st: Stats = { games: 0, rolls: 0, planeswalks: 0, chaos: 0, encounters: 0, departed: 0 };
  for (let seed = 1; seed <= games; seed++) {
    const rng = seedRng(`fuzz-planechase:${variant}:${seed}`);
    const setup = randomSetup(variant, rng, seed);
    const players = forcePlayers ? setup.players.slice(0, forcePlayers) : setup.players;
    const shared = false; // 901.15a needs 40 cards (or 10 per player): more than the starter planes; tested in planechase.test.ts
    const g: GameState = createGame({
      seed: `fuzz-planechase-${variant}-${seed}`,
      cards: CARDS,
      seating: forcePlayers ? 'given' : 'rules',
      options: {
        ...setup.options,
        planechase: true,
        singlePlanarDeck: shared,
        ...(forcePlayers ? { variant: 'free-for-all', rangeOfInfluence: randomInt(rng, 3) === 0 ? 1 : null } : {}),
      },
      players: players.map((p) => ({ ...p, planarDeck: STARTER_PLANAR_DECK })),
      planarDeck: STARTER_PLANAR_DECK,
    });
    let since = 0;
    const check = (s: GameState): void => {
      const problems = checkInvariants(s, { sinceLog: since });
      since = s.log.length;
      if (problems.length) assert.fail(`${variant} seed ${seed}, decision ${s.decisionCount}: ${problems.join('; ')}`);
      const pc = s.planechase!;
      for (const id of [...pc.faceUp, ...pc.decks.flat()])
        assert.ok(s.objects[id]?.zone === 'command', `901.4: planar card ${id} is in the command zone`);
      if (variant !== 'grand-melee' && s.phase === 'playing' && !s.result)
        assert.ok(pc.faceUp.length > 0, `${variant} seed ${seed}: a plane is face up`);
    };
    try {
      playOut(g, {
        players: [randomPlayer],
        aiSeed: seed,
        onRefused: (_s, p, c, message) => assert.fail(`seed ${seed}: ${c.kind} by player ${p} refused: ${message}`),
        afterEach: (s) => {
          check(s);
          if (!s.result && s.phase === 'playing' && randomInt(rng, 800) === 0) {
            const live = s.players.filter((p) => !p.left);
            const r = submitInPlace(s, live[randomInt(rng, live.length)]!.id, { kind: 'concede' });
            assert.ok(r.ok);
            check(s);
          }
        },
      });
    } catch (e) {
      throw new Error(`${variant} seed ${seed} (${setup.describe}): ${(e as Error).message}`, { cause: e });
    }
    assert.ok(g.result, `seed ${seed} finished`);
    st.games++;
    st.departed += g.players.filter((p) => p.left).length;
    for (const e of g.log) {
      if (e.type === 'planar-die') st.rolls++;
      if (e.type === 'planeswalk') st.planeswalks++;
      if (e.type === 'planar-die' && e.text.endsWith('{CHAOS}')) st.chaos++;
      if (e.type === 'planeswalk' && e.text.includes('encounters')) st.encounters++;
    }
  }
  return st;
}

test('fuzz 901: 100 seeded 4-player random Planechase games finish without exception, invariants after every action', () => {
  const n = scaled(100);
  const r = fuzzPlanechase('free-for-all', n, 4);
  assert.equal(r.games, n);
  assert.ok(r.rolls > 0 && r.planeswalks > 0 && r.chaos > 0, `the planar die was rolled (${JSON.stringify(r)})`);
  console.log(`planechase 4p: ${JSON.stringify(r)}`);
});

for (const v of ['two-headed-giant', 'grand-melee', 'emperor', 'team-vs-team', 'alternating-teams'] as const) {
  test(`fuzz 901: seeded ${v} Planechase games finish without exception`, () => {
    const n = scaled(v === 'grand-melee' ? 6 : 15);
    const r = fuzzPlanechase(v, n);
    assert.equal(r.games, n);
    console.log(`planechase ${v}: ${JSON.stringify(r)}`);
  });
}
