/** A cursor over tokens with backtracking: the parsing primitives of the recursive-descent grammar. */
import type { CardCtx } from './card-context.js';
import type { Token } from './tokens.js';

/** Records how far `c` got, in its compilation's frontier (diagnostics only, card-context.ts). */
function reach(c: Cursor): void {
  // Sub-cursors run over suffixes of the line (the effect after a cost's colon), so "fewest
  // tokens left" compares positions across them.
  const frontier = c.card.frontier;
  const left = c.toks.length - c.i,
    best = frontier.toks.length - frontier.i;
  if (frontier.toks.length === 0 || left < best || (left === best && c.toks.length > frontier.toks.length)) {
    frontier.toks = c.toks;
    frontier.i = c.i;
  }
}

export class Cursor {
  i = 0;
  /** The compilation context of the text this cursor reads (replaced only by `within`). */
  constructor(
    readonly toks: readonly Token[],
    public card: CardCtx,
  ) {}

  /** Runs `f` with this cursor reading in a context derived from its own by `change`; then restores it. */
  within<T>(change: Partial<CardCtx>, f: () => T): T {
    const outer = this.card;
    this.card = { ...outer, ...change };
    try {
      return f();
    } finally {
      this.card = outer;
    }
  }

  get done(): boolean {
    return this.i >= this.toks.length;
  }
  peek(o = 0): string | undefined {
    return this.toks[this.i + o]?.t;
  }
  tok(o = 0): Token | undefined {
    return this.toks[this.i + o];
  }

  /** Do the next tokens read `ws` (each a lower-case token text)? */
  is(...ws: string[]): boolean {
    for (let k = 0; k < ws.length; k++) if (this.toks[this.i + k]?.t !== ws[k]) return false;
    return true;
  }

  /** Consumes `ws` if they come next. Several words may be given as one space-separated string. */
  eat(...ws: string[]): boolean {
    let k = this.i;
    for (const w of ws) {
      k = phraseEnd(this.toks, k, w);
      if (k < 0) {
        reach(this);
        return false;
      }
    }
    this.i = k;
    return true;
  }

  /** Consumes the first phrase of `options` that comes next; returns it. */
  oneOf<T extends string>(...options: T[]): T | null {
    for (const o of options) if (this.eat(o)) return o;
    return null;
  }

  next(): Token | undefined {
    return this.toks[this.i++];
  }

  /** Runs `f`; if it returns null (or undefined) the cursor goes back to where it was. */
  try<T>(f: () => T | null | undefined): T | null {
    const save = this.i;
    const r = f();
    if (r === null || r === undefined) {
      reach(this);
      this.i = save;
      return null;
    }
    return r;
  }

  /** The rest of the tokens up to (not including) the first token whose text is in `stops`, at depth 0 of quotes. */
  until(...stops: string[]): Token[] {
    const out: Token[] = [];
    let quoted = false;
    for (let k = this.i; k < this.toks.length; k++) {
      const t = this.toks[k]!;
      if (t.t === '"') quoted = !quoted;
      if (!quoted && stops.includes(t.t)) break;
      out.push(t);
    }
    return out;
  }
}

const KEEP_APOSTROPHE = /^(it|that|there|what|who|let)$/i;

/**
 * Where the phrase `w` ends if `toks` read it from `i` (-1 if they don't): its words are space-separated, and a
 * possessive ("~'s", "opponents'") is two tokens, the word and "'s", as tokenize makes it ("it's" stays one).
 */
function phraseEnd(toks: readonly Token[], i: number, w: string): number {
  let k = i;
  let start = 0;
  for (;;) {
    const space = w.indexOf(' ', start);
    const word = space < 0 ? w.slice(start) : w.slice(start, space);
    const m = word.includes("'") ? /^(.*[a-z~])('s|')$/.exec(word) : null;
    if (m && !KEEP_APOSTROPHE.test(m[1]!)) {
      if (toks[k]?.t !== m[1] || toks[k + 1]?.t !== "'s") return -1;
      k += 2;
    } else {
      if (toks[k]?.t !== word) return -1;
      k++;
    }
    if (space < 0) return k;
    start = space + 1;
  }
}
