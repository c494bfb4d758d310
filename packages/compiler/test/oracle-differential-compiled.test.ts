/**
 * Issue 13 §1: the no-cache oracle with random decks of compiled cards. Seeded random-policy games, 2 to 6
 * players, in every variant the engine lists, are played with the engine's caches, without them (oracle mode)
 * and with save/reload at random points; event logs and final states must be byte-identical. Half of each deck's
 * spells are drawn from cards whose text reads state a cache could hold (attacking, blocking, tapped, life,
 * counters, "as long as", "for each"), the rest from the whole playable pool. The starter-deck half is
 * packages/engine/test/oracle-differential.test.ts (driver: packages/engine/test/oracle-differential.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from '@arbiter/engine';
import { scaled } from '../../engine/test/fuzz.js';
import { differentialGame, emptyStats, variantGames } from '../../engine/test/oracle-differential.js';
import { compiledAll, pool } from './helpers.js';

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const BASIC = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' } as const;
const READS_STATE =
  /as long as|attacking|blocking|untapped|tapped creature|life total|or more life|or less life|for each|counters? on|equipped|enchanted creature gets/i;

interface Playable {
  readonly name: string;
  readonly colors: readonly string[];
  readonly reads: boolean;
}

function playablePool(): Playable[] {
  const out: Playable[] = [];
  for (const c of compiledAll()) {
    if (!c.playable) continue;
    const d = c.definition;
    if (d.supertypes.includes('Basic')) continue;
    if (
      !d.types.some((t) =>
        ['Creature', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Planeswalker', 'Land'].includes(t),
      )
    )
      continue;
    out.push({
      name: d.name,
      colors: [...new Set((d.manaCost ?? '').match(/[WUBRG]/g) ?? [])],
      reads: READS_STATE.test(d.oracleText ?? ''),
    });
  }
  return out;
}

test(
  'issue 13 §1 / invariants 2–3: compiled-card games in every variant are byte-identical with and without caches, and across save/reload',
  { timeout: 900_000 },
  () => {
    const cards = playablePool();
    const sensitive = cards.filter((c) => c.reads);
    assert.ok(sensitive.length > 300, `${sensitive.length} compiled cards read volatile state`);
    const n = scaled(120);
    const games = variantGames(n, 'oracle-compiled', pool.lookup, (rng) => {
      const a = COLORS[randomInt(rng, 5)]!;
      const b = COLORS[randomInt(rng, 5)]!;
      const fits = (c: Playable): boolean => c.colors.every((x) => x === a || x === b);
      const from = [cards.filter(fits), sensitive.filter(fits)];
      const deck: string[] = [];
      for (let i = 0; i < 16; i++) deck.push(BASIC[i % 2 === 0 ? a : b]);
      for (let i = 0; i < 24; i++) {
        const xs = from[i % 2]!;
        deck.push(xs[randomInt(rng, xs.length)]!.name);
      }
      return deck;
    });
    const stats = emptyStats();
    const variants = new Set<string>();
    games.forEach((g, i) => {
      variants.add(g.variant);
      differentialGame(
        g.setup,
        { label: `compiled ${g.variant} game ${i} (${g.setup.players.length}p)`, aiSeed: i, verify: i % 3 === 1 },
        stats,
      );
    });
    assert.equal(stats.games, n);
    process.stderr.write(
      `[oracle] compiled: ${stats.games} games (${[...variants].join(', ')}), ${stats.decisions} decisions, ${stats.reloads} reloads, ${stats.concessions} concessions, up to ${stats.maxPlayers} players\n`,
    );
  },
);
