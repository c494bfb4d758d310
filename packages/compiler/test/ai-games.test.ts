/**
 * Issue 4, "Done when" 6: the engine's AI players play games with random decks built from
 * compiled cards — 500 seeded games without exceptions, with the state invariants holding.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkInvariants, createGame, playOut, randomInt, randomPlayer, seedRng } from '@arbiter/engine';
import { compiledAll, pool } from './helpers.js';

const GAMES = Number(process.env.ARBITER_AI_GAMES ?? 500);
const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const BASIC = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' } as const;

/** Playable compiled spells and lands (not basic lands), by the colours they need. */
function playablePool(): { name: string; colors: string[] }[] {
  const out: { name: string; colors: string[] }[] = [];
  for (const c of compiledAll()) {
    if (!c.playable) continue; // multi-face cards too (712 transform; the definition is the front face)
    const d = c.definition;
    if (d.supertypes.includes('Basic')) continue;
    if (
      !d.types.some((t) =>
        ['Creature', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Planeswalker', 'Land'].includes(t),
      )
    )
      continue;
    const colors = [...new Set((d.manaCost ?? '').match(/[WUBRG]/g) ?? [])];
    out.push({ name: d.name, colors });
  }
  return out;
}

test(
  `${GAMES} seeded AI games with random decks of compiled cards run without exceptions`,
  { timeout: 900_000 },
  () => {
    const cards = playablePool();
    assert.ok(cards.length > 1000, `pool has ${cards.length} playable cards`);
    let decisions = 0;
    let finished = 0;
    const distinct = new Set<string>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const rng = seedRng(`deck:${seed}`);
      const decks = [0, 1].map(() => {
        const a = COLORS[randomInt(rng, 5)]!;
        const b = COLORS[randomInt(rng, 5)]!;
        const legal = cards.filter((c) => c.colors.every((x) => x === a || x === b));
        const deck: string[] = [];
        for (let i = 0; i < 17; i++) deck.push(BASIC[i % 2 === 0 ? a : b]);
        for (let i = 0; i < 23; i++) deck.push(legal[randomInt(rng, legal.length)]!.name);
        for (const n of deck) distinct.add(n);
        return deck;
      });
      const state = createGame({
        players: decks.map((deck) => ({ deck })),
        seed,
        cards: pool.lookup,
        options: { turnLimit: 40, autoPassWhenNoActions: true },
      });
      try {
        decisions += playOut(state, {
          players: [randomPlayer, randomPlayer],
          aiSeed: seed,
          maxDecisions: 20_000,
          afterEach: (s) => {
            if (s.decisionCount % 500 === 0) {
              const p = checkInvariants(s);
              if (p.length) throw new Error(p.join('; '));
            }
          },
        });
      } catch (err) {
        assert.fail(`game ${seed} threw: ${(err as Error).stack}`);
      }
      assert.deepEqual(checkInvariants(state), [], `game ${seed}: invariants`);
      if (state.result) finished++;
    }
    process.stderr.write(
      `[ai-games] ${GAMES} games, ${finished} finished, ${decisions} decisions, ${distinct.size} distinct cards\n`,
    );
  },
);
