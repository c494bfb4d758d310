import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { maxWeightMatching, matchingWeight, solveMatching, type Edge } from '../src/matching.js';
import { Prng } from '../src/prng.js';

// The npm package, used here only as an independent oracle.
const edmondsBlossom = createRequire(import.meta.url)('edmonds-blossom') as (
  edges: number[][],
  maxCardinality?: boolean,
) => number[];

/** Exhaustive search: [best cardinality, best weight] (cardinality first when maxCardinality). */
function bruteForce(n: number, edges: readonly Edge[], maxCardinality: boolean): [number, number] {
  const w = new Map<number, number>();
  for (const [u, v, wt] of edges) {
    const key = Math.min(u, v) * 64 + Math.max(u, v);
    if (u !== v && (w.get(key) ?? -Infinity) < wt) w.set(key, wt);
  }
  let best: [number, number] = [0, 0];
  const used = new Array<boolean>(n).fill(false);
  const rec = (i: number, card: number, weight: number): void => {
    while (i < n && used[i]) i++;
    if (i >= n) {
      const better = maxCardinality ? card > best[0] || (card === best[0] && weight > best[1]) : weight > best[1];
      if (better) best = [card, weight];
      return;
    }
    used[i] = true;
    rec(i + 1, card, weight);
    for (let j = i + 1; j < n; j++) {
      const e = w.get(i * 64 + j);
      if (!used[j] && e !== undefined) {
        used[j] = true;
        rec(i + 1, card + 1, weight + e);
        used[j] = false;
      }
    }
    used[i] = false;
  };
  rec(0, 0, 0);
  return best;
}

function isValidMatching(n: number, mate: Int32Array, edges: readonly Edge[]): boolean {
  const present = new Set(edges.map(([u, v]) => `${Math.min(u, v)},${Math.max(u, v)}`));
  for (let v = 0; v < n; v++) {
    const m = mate[v]!;
    if (m === -1) continue;
    if (m < 0 || m >= n || m === v || mate[m] !== v) return false;
    if (!present.has(`${Math.min(v, m)},${Math.max(v, m)}`)) return false;
  }
  return true;
}

const cardinality = (mate: Int32Array): number => mate.reduce((a, m, v) => a + (m > v ? 1 : 0), 0);

test('blossom matching equals exhaustive search on 2,000 random graphs of up to 10 vertices', () => {
  const rng = new Prng('matching-brute');
  for (let t = 0; t < 2000; t++) {
    const n = 2 + rng.int(9);
    const density = rng.next();
    const spread = t % 3 === 0 ? 3 : 30; // few distinct weights → many ties and blossoms
    const edges: Edge[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) if (rng.next() < density) edges.push([i, j, 1 + rng.int(spread)]);
    const maxCardinality = rng.next() < 0.5;
    const mate = maxWeightMatching(n, edges, { maxCardinality, warmStart: rng.next() < 0.5 });
    assert.ok(isValidMatching(n, mate, edges), `invalid matching for ${JSON.stringify(edges)}`);
    const [bestCard, bestWeight] = bruteForce(n, edges, maxCardinality);
    assert.equal(matchingWeight(mate, edges), bestWeight, `weight, ${JSON.stringify({ n, edges, maxCardinality })}`);
    if (maxCardinality) assert.equal(cardinality(mate), bestCard, 'cardinality');
  }
});

test('blossom matching agrees with the edmonds-blossom package on larger random graphs', () => {
  const rng = new Prng('matching-oracle');
  for (let t = 0; t < 60; t++) {
    const n = 20 + rng.int(60);
    const density = 0.05 + rng.next() * 0.4;
    const spread = [2, 10, 1000, 1e6][t % 4]!;
    const edges: Edge[] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) if (rng.next() < density) edges.push([i, j, 1 + rng.int(spread)]);
    const maxCardinality = t % 2 === 0;
    const ours = maxWeightMatching(n, edges, { maxCardinality });
    const theirs = Int32Array.from(
      edmondsBlossom(
        edges.map((e) => [...e]),
        maxCardinality,
      ),
    );
    assert.ok(isValidMatching(n, ours, edges));
    assert.equal(matchingWeight(ours, edges), matchingWeight(theirs, edges), `weights differ (n=${n})`);
    if (maxCardinality) assert.equal(cardinality(ours), cardinality(theirs));
  }
});

test('the dual certificate: a perfect matching of a subgraph with no negative reduced cost on the full graph is optimal for it', () => {
  const rng = new Prng('certificate');
  let certified = 0;
  for (let t = 0; t < 400; t++) {
    const n = 2 * (2 + rng.int(4)); // 4..10 vertices, even
    const full: Edge[] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) full.push([i, j, 1 + rng.int(6)]);
    const sub = full.filter(() => rng.next() < 0.6);
    const sol = solveMatching(n, sub, { maxCardinality: true });
    if (cardinality(sol.mate) * 2 !== n) continue;
    // Reduced costs are never negative on the graph that was solved, and zero on matched edges.
    for (const [u, v, w] of sub) {
      const rc = sol.reducedCost(u, v, w);
      assert.ok(rc >= 0, 'dual feasibility on the solved graph');
      if (sol.mate[u] === v) assert.equal(rc, 0, 'matched edges are tight');
    }
    if (full.every(([u, v, w]) => sol.reducedCost(u, v, w) >= 0)) {
      certified++;
      assert.equal(
        matchingWeight(sol.mate, full),
        bruteForce(n, full, true)[1],
        'certified ⇒ optimal on the full graph',
      );
    }
  }
  assert.ok(certified > 20, `certificate exercised (${certified} cases)`);
});

test('matching: empty graphs, isolated vertices and bad input', () => {
  assert.deepEqual([...maxWeightMatching(3, [])], [-1, -1, -1]);
  assert.deepEqual([...maxWeightMatching(4, [[0, 1, 5]])], [1, 0, -1, -1]);
  assert.throws(() => maxWeightMatching(2, [[0, 2, 1]]), RangeError);
  assert.throws(() => maxWeightMatching(2, [[0, 1, Number.NaN]]), RangeError);
  // Max-weight prefers one heavy edge; max-cardinality takes two light ones.
  const path: Edge[] = [
    [0, 1, 1],
    [1, 2, 10],
    [2, 3, 1],
  ];
  assert.equal(matchingWeight(maxWeightMatching(4, path), path), 10);
  assert.equal(cardinality(maxWeightMatching(4, path, { maxCardinality: true })), 2);
});
