import { normalizeName } from './normalize.js';

/**
 * Edit distance (insert, delete, substitute, each 1) between `a` and `b`, or `bound + 1`
 * as soon as it is known to exceed `bound`.
 */
export function editDistance(a: string, b: string, bound = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = new Int32Array(b.length + 1);
  let cur = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > bound) return bound + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

interface Entry {
  readonly key: string;
  readonly display: string;
  readonly target: string;
  /** Added to the score: ranks back faces and Un/token cards below real cards at equal distance. */
  readonly penalty: number;
}

/**
 * Name → canonical card name, tolerant of case, accents and punctuation, with
 * "did you mean" suggestions. Shared by the in-memory and the lazy database.
 */
export class NameIndex {
  private readonly entries: Entry[] = [];
  private readonly byKey = new Map<string, Entry>();

  /**
   * Registers `display` as a way to write the card named `target`. A card's own name
   * should be added before other faces' names: an earlier registration of a key wins.
   */
  add(display: string, target: string, penalty = 0): void {
    const key = normalizeName(display);
    if (this.byKey.has(key)) return;
    const entry: Entry = { key, display, target, penalty };
    this.byKey.set(key, entry);
    this.entries.push(entry);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The canonical name `name` refers to, or undefined. */
  resolve(name: string): string | undefined {
    return this.byKey.get(normalizeName(name))?.target;
  }

  /**
   * Up to `n` real names closest to `name`, best first: small edit distance to the whole
   * name, to its first |name| characters (a typo in a prefix), or `name` being a word-prefix
   * of it ("lightning" → "Lightning Bolt", "bolt" → "Lightning Bolt"). Each returned name resolves.
   */
  suggest(name: string, n = 3): string[] {
    if (n <= 0) return [];
    const q = normalizeName(name);
    const best: { score: number; entry: Entry }[] = [];
    let worst = Number.POSITIVE_INFINITY; // score of best[n-1] once full
    for (const entry of this.entries) {
      const k = entry.key;
      const lengthGap = Math.abs(k.length - q.length) * 0.001;
      let score = Number.POSITIVE_INFINITY;
      if (k.startsWith(q)) score = 0.5 + lengthGap;
      else if (k.includes(` ${q}`)) score = 1 + lengthGap;
      const bound = Math.min(score, worst) - entry.penalty;
      if (bound > 0) {
        const full = editDistance(q, k, Math.ceil(bound));
        if (full < score) score = full;
        if (k.length > q.length) {
          const pre = editDistance(q, k.slice(0, q.length), Math.ceil(bound)) + 0.5 + lengthGap;
          if (pre < score) score = pre;
        }
      }
      score += entry.penalty;
      if (score >= worst) continue;
      // Several keys lead to one card (its name, its faces' names): keep its best.
      const same = best.findIndex((b) => b.entry.target === entry.target);
      if (same >= 0) {
        if (best[same]!.score <= score) continue;
        best.splice(same, 1);
      }
      let i = best.length; // insert in order; earlier entries win ties
      while (i > 0 && best[i - 1]!.score > score) i--;
      best.splice(i, 0, { score, entry });
      if (best.length > n) best.pop();
      if (best.length === n) worst = best[n - 1]!.score;
    }
    return best.map((b) => b.entry.display);
  }
}
