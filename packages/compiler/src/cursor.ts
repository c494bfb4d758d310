/** A cursor over tokens with backtracking: the parsing primitives of the recursive-descent grammar. */
import type { Token } from './tokens.js';

/**
 * The furthest point any cursor reached (diagnostics only): after a line fails, the tokens from
 * here on are where the grammar gave up. `packages/compiler/scripts/frontier.ts` groups by it.
 */
export const frontier: { toks: readonly Token[]; i: number } = { toks: [], i: 0 };
export function resetFrontier(): void {
  frontier.toks = [];
  frontier.i = 0;
}
function reach(c: Cursor): void {
  // Sub-cursors run over suffixes of the line (the effect after a cost's colon), so "fewest
  // tokens left" compares positions across them.
  const left = c.toks.length - c.i,
    best = frontier.toks.length - frontier.i;
  if (frontier.toks.length === 0 || left < best || (left === best && c.toks.length > frontier.toks.length)) {
    frontier.toks = c.toks;
    frontier.i = c.i;
  }
}

export class Cursor {
  i = 0;
  constructor(readonly toks: readonly Token[]) {}

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
    const seq = ws.flatMap((w) => splitWords(w));
    if (!this.is(...seq)) {
      reach(this);
      return false;
    }
    this.i += seq.length;
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

const split = new Map<string, string[]>();
function splitWords(w: string): string[] {
  let s = split.get(w);
  if (!s) {
    s = w.split(' ').flatMap((x) => {
      const m = /^(.*[a-z~])('s|')$/.exec(x);
      return m && !/^(it|that|there|what|who|let)$/i.test(m[1]!) ? [m[1]!, "'s"] : [x];
    });
    split.set(w, s);
  }
  return s;
}
