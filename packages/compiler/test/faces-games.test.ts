/**
 * AI games with the multi-face and Vanguard cards the compiler now compiles: random decks that
 * lean on double-faced, split and flip cards, and each player with a random compiled vanguard
 * (902). No exceptions, invariants hold.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkInvariants, createGame, playOut, randomInt, randomPlayer, seedRng } from '@arbiter/engine';
import { compiledAll, pool } from './helpers.js';

const GAMES = Number(process.env.ARBITER_FACES_GAMES ?? 40);
const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const BASIC = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' } as const;

test(`${GAMES} AI games with vanguards and multi-face cards run without exceptions`, { timeout: 600_000 }, () => {
  const all = compiledAll().filter((c) => c.playable);
  const vanguards = all.filter((c) => c.definition.types.includes('Vanguard')).map((c) => c.name);
  const multi = all
    .filter((c) => c.faces.length > 1)
    .map((c) => ({
      name: c.name,
      colors: [...new Set(c.faces.flatMap((f) => (f.definition.manaCost ?? '').match(/[WUBRG]/g) ?? []))],
    }));
  const single = all
    .filter(
      (c) =>
        c.faces.length === 1 &&
        !c.definition.supertypes.includes('Basic') &&
        c.definition.types.some((t) =>
          ['Creature', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Land'].includes(t),
        ),
    )
    .map((c) => ({ name: c.name, colors: [...new Set((c.definition.manaCost ?? '').match(/[WUBRG]/g) ?? [])] }));
  assert.ok(vanguards.length >= 20, `${vanguards.length} playable vanguards`);
  let finished = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    const rng = seedRng(`faces:${seed}`);
    const players = [0, 1].map(() => {
      const a = COLORS[randomInt(rng, 5)]!;
      const b = COLORS[randomInt(rng, 5)]!;
      const fits = (c: { colors: string[] }): boolean => c.colors.every((x) => x === a || x === b);
      const m = multi.filter(fits);
      const s = single.filter(fits);
      const deck: string[] = [];
      for (let i = 0; i < 17; i++) deck.push(BASIC[i % 2 === 0 ? a : b]);
      for (let i = 0; i < 23; i++)
        deck.push(m.length > 0 && i % 2 === 0 ? m[randomInt(rng, m.length)]!.name : s[randomInt(rng, s.length)]!.name);
      return { deck, vanguard: vanguards[randomInt(rng, vanguards.length)]! };
    });
    const state = createGame({
      players,
      seed,
      cards: pool.lookup,
      options: { turnLimit: 30, autoPassWhenNoActions: true },
    });
    try {
      playOut(state, {
        players: [randomPlayer, randomPlayer],
        aiSeed: seed,
        maxDecisions: 15_000,
        afterEach: (s) => {
          if (s.decisionCount % 300 === 0) {
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
    `[faces-games] ${GAMES} games, ${finished} finished, ${vanguards.length} vanguards, ${multi.length} multi-face cards\n`,
  );
});
