/**
 * Maximum-weight matching in a general (non-bipartite) graph: Edmonds' blossom
 * algorithm in its primal–dual form (the O(n³) variant described by Galil,
 * "Efficient algorithms for finding maximum matching in graphs", 1986).
 *
 * Why our own implementation rather than the `edmonds-blossom` package: that
 * port allocates per-stage arrays sized by the edge count and cannot start from
 * a partial matching, which makes a 2,000-player Swiss round take seconds. Here
 * the state lives in typed arrays, "allowed edge" flags are stamped per stage
 * instead of being cleared, and the search starts from a greedy matching of
 * edges that are tight under the initial duals (all duals equal the maximum
 * weight, so every maximum-weight edge is tight and any matching made of them
 * satisfies the algorithm's invariants). Swiss graphs are mostly made of such
 * edges, so only a handful of augmenting stages remain.
 *
 * The result is an exact maximum-weight matching of the graph it is given
 * (or, with maxCardinality, a maximum-weight matching among the maximum-
 * cardinality ones). Weights must be finite numbers whose sums stay well
 * inside the safe-integer range if exactness matters (callers use integers).
 */

export type Edge = readonly [u: number, v: number, weight: number];

export interface MatchingOptions {
  /** Only consider matchings of maximum cardinality (default false). */
  readonly maxCardinality?: boolean;
  /** Start from a greedy matching of maximum-weight edges (default true). */
  readonly warmStart?: boolean;
}

/**
 * Returns mate[v] = the vertex matched to v, or -1. Vertices are 0..n-1; an
 * edge list may leave some vertices isolated. Self-loops are ignored.
 */
export function maxWeightMatching(n: number, edges: readonly Edge[], options: MatchingOptions = {}): Int32Array {
  return solveMatching(n, edges, options).mate;
}

export interface MatchingSolution {
  /** mate[v] = the vertex matched to v, or -1. */
  readonly mate: Int32Array;
  /**
   * The reduced cost of a (possibly new) edge (u, v, w) under the final dual
   * solution: 2·(y_u + y_v + Σ z_B over blossoms holding both) − 2w. If every
   * edge of a larger graph has a non-negative reduced cost and the matching is
   * perfect, the matching is a maximum-weight perfect matching of that larger
   * graph too (LP duality). This is how pairing.ts certifies that a matching
   * found on a sparse candidate graph is optimal for the complete graph.
   */
  readonly reducedCost: (u: number, v: number, w: number) => number;
  /** The final vertex duals (2·y_v), without blossom terms. */
  readonly vertexDuals: Float64Array;
  /** For each vertex, the outermost blossom containing it, or -1. */
  readonly outerBlossom: Int32Array;
  /** For each vertex, 2·z of its outermost blossom (0 if none): a lower bound on the blossom terms it shares with any vertex of the same outermost blossom. */
  readonly outerBonus: Float64Array;
}

/** Like maxWeightMatching, but also returns the dual certificate. */
export function solveMatching(n: number, edges: readonly Edge[], options: MatchingOptions = {}): MatchingSolution {
  const clean: Edge[] = [];
  for (const e of edges) {
    const [u, v, w] = e;
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n) {
      throw new RangeError(`edge (${u}, ${v}) has a vertex outside 0..${n - 1}`);
    }
    if (!Number.isFinite(w)) throw new RangeError(`edge (${u}, ${v}) has a non-finite weight`);
    if (u !== v) clean.push(e);
  }
  if (clean.length === 0 || n === 0) {
    // No edges: nothing matched; all duals zero.
    return {
      mate: new Int32Array(n).fill(-1),
      reducedCost: (_u, _v, w) => -2 * w,
      vertexDuals: new Float64Array(n),
      outerBlossom: new Int32Array(n).fill(-1),
      outerBonus: new Float64Array(n),
    };
  }
  const solver = new BlossomSolver(n, clean, options.maxCardinality ?? false);
  if (options.warmStart ?? true) solver.greedyTightStart();
  solver.solve();
  return {
    mate: solver.mates(),
    reducedCost: solver.reducedCostFunction(),
    vertexDuals: solver.vertexDuals(),
    ...solver.outerBlossoms(),
  };
}

/** Sum of the weights of the matched edges (each counted once). */
export function matchingWeight(mate: Int32Array, edges: readonly Edge[]): number {
  let total = 0;
  for (const [u, v, w] of edges) if (u !== v && mate[u] === v) total += w;
  return total;
}

const FREE = 0;
const S_LABEL = 1;
const T_LABEL = 2;
const BREADCRUMB = 4;

class BlossomSolver {
  private readonly n: number;
  private readonly m: number;
  private readonly eu: Int32Array;
  private readonly ev: Int32Array;
  private readonly ew: Float64Array;
  /** endpoint[2k] = eu[k], endpoint[2k+1] = ev[k]. */
  private readonly endpoint: Int32Array;
  /** CSR adjacency: for vertex v, remote endpoints adjEnd[adjStart[v] .. adjStart[v+1]). */
  private readonly adjStart: Int32Array;
  private readonly adjEnd: Int32Array;
  private readonly maxCardinality: boolean;
  private readonly maxWeight: number;

  /** mate[v]: remote endpoint of v's matched edge, or -1. */
  private readonly mate: Int32Array;
  /** label[b] for top-level blossoms/vertices: 0 free, 1 S, 2 T (bit 4 = breadcrumb). */
  private readonly label: Int32Array;
  /** labelEnd[b]: remote endpoint of the edge through which b got its label. */
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly parent: Int32Array;
  private readonly childs: Array<number[] | null>;
  private readonly childEnds: Array<number[] | null>;
  private readonly base: Int32Array;
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: Array<number[] | null>;
  private readonly unused: number[];
  private readonly dual: Float64Array;
  private readonly allowStamp: Int32Array;
  private stage = 1;
  private queue: number[] = [];

  constructor(n: number, edges: readonly Edge[], maxCardinality: boolean) {
    this.n = n;
    this.m = edges.length;
    this.maxCardinality = maxCardinality;
    const m = this.m;
    this.eu = new Int32Array(m);
    this.ev = new Int32Array(m);
    this.ew = new Float64Array(m);
    this.endpoint = new Int32Array(2 * m);
    const degree = new Int32Array(n + 1);
    let maxW = 0;
    for (let k = 0; k < m; k++) {
      const [u, v, w] = edges[k]!;
      this.eu[k] = u;
      this.ev[k] = v;
      this.ew[k] = w;
      this.endpoint[2 * k] = u;
      this.endpoint[2 * k + 1] = v;
      degree[u]!++;
      degree[v]!++;
      if (w > maxW) maxW = w;
    }
    this.maxWeight = maxW;
    this.adjStart = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) this.adjStart[v + 1] = this.adjStart[v]! + degree[v]!;
    this.adjEnd = new Int32Array(2 * m);
    const fill = this.adjStart.slice(0, n);
    for (let k = 0; k < m; k++) {
      // Vertex eu[k] sees the remote endpoint 2k+1 (ev[k]) and vice versa.
      this.adjEnd[fill[this.eu[k]!]!++] = 2 * k + 1;
      this.adjEnd[fill[this.ev[k]!]!++] = 2 * k;
    }
    const b2 = 2 * n;
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(b2);
    this.labelEnd = new Int32Array(b2).fill(-1);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.parent = new Int32Array(b2).fill(-1);
    this.childs = new Array<number[] | null>(b2).fill(null);
    this.childEnds = new Array<number[] | null>(b2).fill(null);
    this.base = new Int32Array(b2).fill(-1);
    for (let v = 0; v < n; v++) this.base[v] = v;
    this.bestEdge = new Int32Array(b2).fill(-1);
    this.blossomBestEdges = new Array<number[] | null>(b2).fill(null);
    this.unused = [];
    for (let b = b2 - 1; b >= n; b--) this.unused.push(b);
    this.dual = new Float64Array(b2);
    for (let v = 0; v < n; v++) this.dual[v] = maxW;
    this.allowStamp = new Int32Array(m);
  }

  /** Matches edges of maximum weight greedily; they are tight under the initial duals. */
  greedyTightStart(): void {
    for (let k = 0; k < this.m; k++) {
      if (this.ew[k] !== this.maxWeight) continue;
      const u = this.eu[k]!;
      const v = this.ev[k]!;
      if (this.mate[u] === -1 && this.mate[v] === -1) {
        this.mate[u] = 2 * k + 1;
        this.mate[v] = 2 * k;
      }
    }
  }

  mates(): Int32Array {
    const out = new Int32Array(this.n).fill(-1);
    for (let v = 0; v < this.n; v++) {
      const p = this.mate[v]!;
      if (p >= 0) out[v] = this.endpoint[p]!;
    }
    return out;
  }

  vertexDuals(): Float64Array {
    return this.dual.slice(0, this.n);
  }

  outerBlossoms(): { outerBlossom: Int32Array; outerBonus: Float64Array } {
    const outerBlossom = new Int32Array(this.n).fill(-1);
    const outerBonus = new Float64Array(this.n);
    for (let v = 0; v < this.n; v++) {
      let top = -1;
      for (let b = this.parent[v]!; b !== -1; b = this.parent[b]!) top = b;
      outerBlossom[v] = top;
      if (top >= 0) outerBonus[v] = 2 * this.dual[top]!;
    }
    return { outerBlossom, outerBonus };
  }

  /** See MatchingSolution.reducedCost. Valid once solve() has returned. */
  reducedCostFunction(): (u: number, v: number, w: number) => number {
    // For each vertex, the chain of blossoms containing it, outermost first.
    const chains: number[][] = [];
    for (let v = 0; v < this.n; v++) {
      const chain: number[] = [];
      for (let b = this.parent[v]!; b !== -1; b = this.parent[b]!) chain.push(b);
      chains.push(chain.reverse());
    }
    const dual = Float64Array.from(this.dual);
    return (u, v, w) => {
      let s = dual[u]! + dual[v]! - 2 * w;
      const cu = chains[u]!;
      const cv = chains[v]!;
      for (let i = 0; i < cu.length && i < cv.length && cu[i] === cv[i]; i++) s += 2 * dual[cu[i]!]!;
      return s;
    };
  }

  private slack(k: number): number {
    return this.dual[this.eu[k]!]! + this.dual[this.ev[k]!]! - 2 * this.ew[k]!;
  }

  private allowed(k: number): boolean {
    return this.allowStamp[k] === this.stage;
  }

  private allow(k: number): void {
    this.allowStamp[k] = this.stage;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) {
      out.push(b);
      return out;
    }
    const stack = [b];
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (x < this.n) out.push(x);
      else for (const c of this.childs[x]!) stack.push(c);
    }
    return out;
  }

  /** Labels the top-level blossom containing w with t, reached through endpoint p. */
  private assignLabel(w: number, t: number, p: number): void {
    for (;;) {
      const b = this.inBlossom[w]!;
      this.label[w] = t;
      this.label[b] = t;
      this.labelEnd[w] = p;
      this.labelEnd[b] = p;
      this.bestEdge[w] = -1;
      this.bestEdge[b] = -1;
      if (t === S_LABEL) {
        this.leaves(b, this.queue);
        return;
      }
      // A T-blossom: its base is matched, and the mate becomes an S-vertex.
      const baseMate = this.mate[this.base[b]!]!;
      w = this.endpoint[baseMate]!;
      t = S_LABEL;
      p = baseMate ^ 1;
    }
  }

  /**
   * Walks back from v and w through the alternating trees. Returns the base of
   * a new blossom if both reach a common S-blossom, or -1 if they reach
   * different roots (an augmenting path).
   */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let result = -1;
    while (v !== -1 || w !== -1) {
      if (v !== -1) {
        let b = this.inBlossom[v]!;
        if (this.label[b]! & BREADCRUMB) {
          result = this.base[b]!;
          break;
        }
        path.push(b);
        this.label[b] = S_LABEL | BREADCRUMB;
        if (this.labelEnd[b] === -1) {
          v = -1; // reached a root
        } else {
          v = this.endpoint[this.labelEnd[b]!]!;
          b = this.inBlossom[v]!; // a T-blossom
          v = this.endpoint[this.labelEnd[b]!]!;
        }
      }
      if (w !== -1) {
        const tmp = v;
        v = w;
        w = tmp;
      }
    }
    for (const b of path) this.label[b] = S_LABEL;
    return result;
  }

  /** Contracts the odd cycle through edge k (between two S-vertices) into a new S-blossom. */
  private addBlossom(baseVertex: number, k: number): void {
    let v = this.eu[k]!;
    let w = this.ev[k]!;
    const bb = this.inBlossom[baseVertex]!;
    let bv = this.inBlossom[v]!;
    let bw = this.inBlossom[w]!;
    const b = this.unused.pop()!;
    this.base[b] = baseVertex;
    this.parent[b] = -1;
    this.parent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      this.parent[bv] = b;
      path.push(bv);
      ends.push(this.labelEnd[bv]!);
      v = this.endpoint[this.labelEnd[bv]!]!;
      bv = this.inBlossom[v]!;
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      this.parent[bw] = b;
      path.push(bw);
      ends.push(this.labelEnd[bw]! ^ 1);
      w = this.endpoint[this.labelEnd[bw]!]!;
      bw = this.inBlossom[w]!;
    }
    this.childs[b] = path;
    this.childEnds[b] = ends;
    this.label[b] = S_LABEL;
    this.labelEnd[b] = this.labelEnd[bb]!;
    this.dual[b] = 0;
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inBlossom[leaf]!] === T_LABEL) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    }
    // Least-slack edges from the new blossom to each neighbouring S-blossom.
    const bestTo = new Map<number, number>();
    for (const sub of path) {
      let candidates: number[];
      const own = this.blossomBestEdges[sub];
      if (own === null || own === undefined) {
        candidates = [];
        for (const leaf of this.leaves(sub)) {
          for (let a = this.adjStart[leaf]!; a < this.adjStart[leaf + 1]!; a++) candidates.push(this.adjEnd[a]! >> 1);
        }
      } else {
        candidates = own;
      }
      for (const e of candidates) {
        let j = this.ev[e]!;
        if (this.inBlossom[j] === b) j = this.eu[e]!;
        const bj = this.inBlossom[j]!;
        if (bj !== b && this.label[bj] === S_LABEL) {
          const cur = bestTo.get(bj);
          if (cur === undefined || this.slack(e) < this.slack(cur)) bestTo.set(bj, e);
        }
      }
      this.blossomBestEdges[sub] = null;
      this.bestEdge[sub] = -1;
    }
    const list = [...bestTo.values()];
    this.blossomBestEdges[b] = list;
    let best = -1;
    let bestSlack = Infinity;
    for (const e of list) {
      const s = this.slack(e);
      if (best === -1 || s < bestSlack) {
        best = e;
        bestSlack = s;
      }
    }
    this.bestEdge[b] = best;
  }

  /** Dissolves blossom b, restoring its sub-blossoms as top-level blossoms. */
  private expandBlossom(b: number, endStage: boolean): void {
    const kids = this.childs[b]!;
    for (const s of kids) {
      this.parent[s] = -1;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dual[s] === 0) this.expandBlossom(s, endStage);
      else for (const leaf of this.leaves(s)) this.inBlossom[leaf] = s;
    }
    if (!endStage && this.label[b] === T_LABEL) {
      // The expanding blossom was a T-blossom in the middle of an alternating
      // path: relabel the part of the cycle that stays on the path.
      const ends = this.childEnds[b]!;
      const len = kids.length;
      const at = (i: number): number => kids[((i % len) + len) % len]!;
      const endAt = (i: number): number => ends[((i % len) + len) % len]!;
      const entryChild = this.inBlossom[this.endpoint[this.labelEnd[b]! ^ 1]!]!;
      let j = kids.indexOf(entryChild);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= len;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      let p = this.labelEnd[b]!;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]!] = FREE;
        this.label[this.endpoint[endAt(j - trick) ^ trick ^ 1]!] = FREE;
        this.assignLabel(this.endpoint[p ^ 1]!, T_LABEL, p);
        this.allow(endAt(j - trick) >> 1);
        j += step;
        p = endAt(j - trick) ^ trick;
        this.allow(p >> 1);
        j += step;
      }
      const bv = at(j);
      this.label[this.endpoint[p ^ 1]!] = T_LABEL;
      this.label[bv] = T_LABEL;
      this.labelEnd[this.endpoint[p ^ 1]!] = p;
      this.labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += step;
      while (at(j) !== entryChild) {
        const sub = at(j);
        if (this.label[sub] === S_LABEL) {
          j += step;
          continue;
        }
        let reached = -1;
        for (const leaf of this.leaves(sub)) {
          if (this.label[leaf] !== FREE) {
            reached = leaf;
            break;
          }
        }
        if (reached !== -1) {
          this.label[reached] = FREE;
          this.label[this.endpoint[this.mate[this.base[sub]!]!]!] = FREE;
          this.assignLabel(reached, T_LABEL, this.labelEnd[reached]!);
        }
        j += step;
      }
    }
    this.label[b] = -1;
    this.labelEnd[b] = -1;
    this.childs[b] = null;
    this.childEnds[b] = null;
    this.base[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unused.push(b);
  }

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t]!;
    if (t >= this.n) this.augmentBlossom(t, v);
    const kids = this.childs[b]!;
    const ends = this.childEnds[b]!;
    const len = kids.length;
    const at = (i: number): number => kids[((i % len) + len) % len]!;
    const endAt = (i: number): number => ends[((i % len) + len) % len]!;
    const start = kids.indexOf(t);
    let j = start;
    let step: number;
    let trick: number;
    if (j & 1) {
      j -= len;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      let sub = at(j);
      const p = endAt(j - trick) ^ trick;
      if (sub >= this.n) this.augmentBlossom(sub, this.endpoint[p]!);
      j += step;
      sub = at(j);
      if (sub >= this.n) this.augmentBlossom(sub, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    this.childs[b] = kids.slice(start).concat(kids.slice(0, start));
    this.childEnds[b] = ends.slice(start).concat(ends.slice(0, start));
    this.base[b] = this.base[this.childs[b]![0]!]!;
  }

  /** Flips the augmenting path through edge k (between two S-vertices in different trees). */
  private augmentMatching(k: number): void {
    const starts: Array<[number, number]> = [
      [this.eu[k]!, 2 * k + 1],
      [this.ev[k]!, 2 * k],
    ];
    for (let [s, p] of starts) {
      for (;;) {
        const bs = this.inBlossom[s]!;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break; // reached the root
        const t = this.endpoint[this.labelEnd[bs]!]!;
        const bt = this.inBlossom[t]!;
        s = this.endpoint[this.labelEnd[bt]!]!;
        const j = this.endpoint[this.labelEnd[bt]! ^ 1]!;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt]!;
        p = this.labelEnd[bt]! ^ 1;
      }
    }
  }

  solve(): void {
    for (;;) {
      // One stage: grow alternating trees from every free vertex until an
      // augmenting path is found (or, in the end, none exists).
      this.startStage();
      let augmented = false;
      for (;;) {
        augmented = this.growTrees();
        if (augmented) break;
        // No progress with tight edges: change the duals.
        const step = this.dualStep();
        this.applyDelta(step.delta);
        if (step.type === 1) break;
        if (step.type === 2) {
          this.allow(step.edge);
          let i = this.eu[step.edge]!;
          if (this.label[this.inBlossom[i]!] === FREE) i = this.ev[step.edge]!;
          this.queue.push(i);
        } else if (step.type === 3) {
          this.allow(step.edge);
          this.queue.push(this.eu[step.edge]!);
        } else {
          this.expandBlossom(step.blossom, false);
        }
      }
      if (!augmented) break;
      // End of stage: expand S-blossoms whose dual reached zero.
      for (let b = this.n; b < 2 * this.n; b++) {
        if (this.parent[b] === -1 && this.base[b]! >= 0 && this.label[b] === S_LABEL && this.dual[b] === 0) {
          this.expandBlossom(b, true);
        }
      }
    }
  }

  /** Clears the labels and queues every free vertex as an S-vertex. */
  private startStage(): void {
    const n = this.n;
    this.stage++;
    this.label.fill(FREE);
    this.bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) this.blossomBestEdges[b] = null;
    this.queue = [];
    for (let v = 0; v < n; v++) {
      if (this.mate[v] === -1 && this.label[this.inBlossom[v]!] === FREE) this.assignLabel(v, S_LABEL, -1);
    }
  }

  /** Scans the queued S-vertices along tight edges; true once the matching has been augmented. */
  private growTrees(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop()!;
      for (let a = this.adjStart[v]!; a < this.adjStart[v + 1]!; a++) {
        if (this.scanEdge(v, this.adjEnd[a]!)) return true;
      }
    }
    return false;
  }

  /** Follows one edge endpoint `p` from S-vertex v; true if it augmented the matching. */
  private scanEdge(v: number, p: number): boolean {
    const k = p >> 1;
    const w = this.endpoint[p]!;
    if (this.inBlossom[v] === this.inBlossom[w]) return false;
    let kSlack = 0;
    if (!this.allowed(k)) {
      kSlack = this.slack(k);
      if (kSlack <= 0) this.allow(k);
    }
    if (this.allowed(k)) {
      const bwLabel = this.label[this.inBlossom[w]!]!;
      if (bwLabel === FREE) {
        this.assignLabel(w, T_LABEL, p ^ 1);
      } else if (bwLabel === S_LABEL) {
        const b = this.scanBlossom(v, w);
        if (b < 0) {
          this.augmentMatching(k);
          return true;
        }
        this.addBlossom(b, k);
      } else if (this.label[w] === FREE) {
        // w is inside a T-blossom but not yet reached itself.
        this.label[w] = T_LABEL;
        this.labelEnd[w] = p ^ 1;
      }
    } else if (this.label[this.inBlossom[w]!] === S_LABEL) {
      const b = this.inBlossom[v]!;
      if (this.bestEdge[b] === -1 || kSlack < this.slack(this.bestEdge[b]!)) this.bestEdge[b] = k;
    } else if (this.label[w] === FREE) {
      if (this.bestEdge[w] === -1 || kSlack < this.slack(this.bestEdge[w]!)) this.bestEdge[w] = k;
    }
    return false;
  }

  /**
   * The smallest dual change that makes progress: 1 ends the stage (a vertex dual reaches zero),
   * 2 and 3 make an edge tight (to a free vertex, between S-blossoms), 4 lets a T-blossom expand.
   */
  private dualStep(): { type: 1 | 2 | 3 | 4; delta: number; edge: number; blossom: number } {
    const n = this.n;
    let deltaType: -1 | 1 | 2 | 3 | 4 = -1;
    let delta = 0;
    let deltaEdge = -1;
    let deltaBlossom = -1;
    if (!this.maxCardinality) {
      deltaType = 1;
      delta = Infinity;
      for (let v = 0; v < n; v++) if (this.dual[v]! < delta) delta = this.dual[v]!;
    }
    for (let v = 0; v < n; v++) {
      if (this.label[this.inBlossom[v]!] === FREE && this.bestEdge[v] !== -1) {
        const d = this.slack(this.bestEdge[v]!);
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 2;
          deltaEdge = this.bestEdge[v]!;
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (this.parent[b] === -1 && this.label[b] === S_LABEL && this.bestEdge[b] !== -1) {
        const d = this.slack(this.bestEdge[b]!) / 2;
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 3;
          deltaEdge = this.bestEdge[b]!;
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (
        this.base[b]! >= 0 &&
        this.parent[b] === -1 &&
        this.label[b] === T_LABEL &&
        (deltaType === -1 || this.dual[b]! < delta)
      ) {
        delta = this.dual[b]!;
        deltaType = 4;
        deltaBlossom = b;
      }
    }
    if (deltaType === -1) {
      // Max-cardinality mode and nothing left to grow: finish.
      deltaType = 1;
      let min = Infinity;
      for (let v = 0; v < n; v++) if (this.dual[v]! < min) min = this.dual[v]!;
      delta = Math.max(0, min);
    }
    return { type: deltaType, delta, edge: deltaEdge, blossom: deltaBlossom };
  }

  /** Changes the duals of S- and T-vertices and of top-level blossoms by delta. */
  private applyDelta(delta: number): void {
    const n = this.n;
    for (let v = 0; v < n; v++) {
      const l = this.label[this.inBlossom[v]!];
      if (l === S_LABEL) this.dual[v] = this.dual[v]! - delta;
      else if (l === T_LABEL) this.dual[v] = this.dual[v]! + delta;
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b]! >= 0 && this.parent[b] === -1) {
        if (this.label[b] === S_LABEL) this.dual[b] = this.dual[b]! + delta;
        else if (this.label[b] === T_LABEL) this.dual[b] = this.dual[b]! - delta;
      }
    }
  }
}
