/** The AI players make only legal choices in every chapter 8 variant (they read each decision's options). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_BY_NAME, createGame, heuristicPlayer, playOut, randomPlayer, seedRng } from '../src/index.js';
import { randomSetup, type VariantId } from './fuzz-variants.js';

const VARIANTS: VariantId[] = [
  'free-for-all',
  'grand-melee',
  'team-vs-team',
  'emperor',
  'two-headed-giant',
  'alternating-teams',
];

for (const v of VARIANTS) {
  test(`806–811: the heuristic and random players make no refused choice in ${v} games`, () => {
    for (const [name, ai] of [
      ['random', randomPlayer],
      ['heuristic', heuristicPlayer],
    ] as const) {
      for (let seed = 1; seed <= 2; seed++) {
        const setup = randomSetup(v, seedRng(`ai:${v}:${seed}`), seed);
        const g = createGame({
          seed: `ai-${v}-${seed}`,
          cards: STARTER_BY_NAME,
          seating: 'rules',
          options: setup.options,
          players: setup.players,
        });
        playOut(g, {
          players: [ai],
          aiSeed: seed,
          onRefused: (_s, p, c, m) => assert.fail(`${name} ${v} seed ${seed}: ${c.kind} by ${p} refused: ${m}`),
        });
        assert.ok(g.result, `${name} ${v} seed ${seed} finished`);
      }
    }
  });
}
