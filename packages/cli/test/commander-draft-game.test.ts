/**
 * 903.13: Commander Draft from draft to result — four players draft two cards per pick from boosters of compiled
 * cards (each with two legendary creatures, like Commander Legends' legendary slot), build decks from their pools
 * (903.13f, checked by the tournament deck check), and play a Commander game (903.13g) with random players and the
 * invariant check after every action.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCardDatabase } from '@arbiter/cards/node';
import {
  canBeCommander,
  colorIdentity,
  basicLandTypeIdentity,
  isCounted,
  withinIdentity,
  type Color,
} from '@arbiter/cards';
import { CompiledPool } from '@arbiter/compiler';
import { checkInvariants, createGame, playOut, randomInt, randomPlayer, seedRng } from '@arbiter/engine';
import { checkDeck, commanderDraft, factsFromRecord, fixedBoosters, type PickView } from '@arbiter/tournament';

const db = loadCardDatabase();
const pool = new CompiledPool(db);
const BASICS: Record<Color, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

// Cards are compiled only as they are drawn into a booster (compiling the whole pool would dominate the test).
const compiled = db.all().filter((c) => isCounted(c) && !c.variant && !c.supertypes.includes('Basic'));
const legends = compiled.filter((c) => canBeCommander(c, { brawl: false }));
const others = compiled.filter((c) => !canBeCommander(c, { brawl: false }) && !c.types.includes('Land'));

/** Twelve 20-card boosters (4 seats × 3 rounds): two legendary creatures and eighteen other cards each. */
function boosters(seed: number): string[][][] {
  const rng = seedRng(`commander-draft-boosters:${seed}`);
  const take = (from: typeof compiled, n: number): string[] => {
    const out = new Set<string>();
    while (out.size < n) {
      const name = from[randomInt(rng, from.length)]!.name;
      if (pool.definition(name)) out.add(name);
    }
    return [...out];
  };
  return [1, 2, 3].map(() => [1, 2, 3, 4].map(() => [...take(legends, 2), ...take(others, 18)]));
}

/** A picker that takes a commander first, then cards inside its colour identity when it can. */
function picker(seed: number) {
  const rng = seedRng(`commander-draft-picks:${seed}`);
  return (v: PickView): number[] => {
    const leader = v.drafted.map((n) => db.get(n)!).find((c) => canBeCommander(c, { brawl: false }));
    const score = (name: string): number => {
      const c = db.get(name)!;
      if (!leader) return canBeCommander(c, { brawl: false }) ? 2 : 0;
      return withinIdentity(colorIdentity(c), colorIdentity(leader)) ? 1 : 0;
    };
    const order = v.pack.map((n, i) => ({ i, s: score(n) + randomInt(rng, 100) / 1000 })).sort((a, b) => b.s - a.s);
    return order.slice(0, v.take).map((o) => o.i);
  };
}

function deckFrom(drafted: readonly string[]): { commander: string; deck: string[] } {
  const commander = drafted.map((n) => db.get(n)!).find((c) => canBeCommander(c, { brawl: false }))!;
  const identity = colorIdentity(commander);
  const cards = drafted.filter(
    (n) =>
      n !== commander.name &&
      withinIdentity(colorIdentity(db.get(n)!), identity) &&
      withinIdentity(basicLandTypeIdentity(db.get(n)!), identity),
  );
  const basics = identity.length ? identity.map((c) => BASICS[c]) : ['Wastes'];
  const deck = [...cards];
  for (let i = 0; deck.length < 59 || i < 24; i++) deck.push(basics[i % basics.length]!);
  return { commander: commander.name, deck };
}

/** One draft and game in CI; FUZZ_SCALE=N plays N. */
const games = Math.max(1, Math.round(Number(process.env['FUZZ_SCALE'] ?? '1') || 1));

test('903.13b–g: a four-player Commander Draft from the draft to the game result', () => {
  for (let seed = 1; seed <= games; seed++) {
    const draft = commanderDraft({ seats: 4, source: fixedBoosters(boosters(seed)), pick: picker(seed) });
    assert.ok(draft.ok, JSON.stringify(!draft.ok && draft.error));
    const decks = draft.value.pools.map(deckFrom);
    decks.forEach((d, i) => {
      const counts = new Map<string, number>();
      for (const n of d.deck) counts.set(n, (counts.get(n) ?? 0) + 1);
      const r = checkDeck(
        { commanders: [d.commander], main: [...counts].map(([name, count]) => ({ name, count })) },
        {
          format: 'commander-draft',
          lookup: (n) => (db.get(n) ? factsFromRecord(db.get(n)!) : undefined),
          pool: draft.value.pools[i]!.map((name) => ({ name, count: 1 })),
          draftSets: ['CMR'],
        },
      );
      assert.equal(r.legal, true, `seat ${i + 1}: ${JSON.stringify(r.problems)}`);
      assert.ok(d.deck.length + 1 >= 60, '903.13f: at least 60 cards');
    });
    const g = createGame({
      seed: `commander-draft-${seed}`,
      cards: (name) => pool.definition(name),
      seating: 'rules',
      options: { variant: 'free-for-all', commander: 'commander', turnLimit: 25, autoPassWhenNoActions: true },
      players: decks.map((d) => ({ deck: d.deck, commanders: [d.commander] })),
    });
    assert.deepEqual(
      g.players.map((p) => p.life),
      [40, 40, 40, 40],
      '903.13g: the Commander rules (903.7)',
    );
    let since = 0;
    playOut(g, {
      players: [randomPlayer],
      aiSeed: seed,
      maxDecisions: 6000,
      onRefused: (_s, p, c, message) => assert.fail(`${c.kind} by player ${p} refused: ${message}`),
      afterEach: (s) => {
        const problems = checkInvariants(s, { sinceLog: since });
        since = s.log.length;
        if (problems.length) assert.fail(`seed ${seed}, decision ${s.decisionCount}: ${problems.join('; ')}`);
      },
    });
    assert.ok(g.result, `seed ${seed} finished with a result`);
  }
});
