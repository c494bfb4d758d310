/**
 * Mana symbols (107.4) and mana costs (202). A cost is written as Oracle text,
 * e.g. "{2}{W}{U/P}{X}", and parsed into a list of symbols.
 */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Mana cost text exactly as printed in Oracle text, e.g. "{1}{R}". */
export type ManaCostText = string;

/** One kind of mana in a pool (106.1): a colour or colourless. */
export type ManaType = Color | 'C';

export type ManaSymbol =
  | { readonly kind: 'generic'; readonly n: number }          // {3}
  | { readonly kind: 'colored'; readonly color: Color }       // {R}
  | { readonly kind: 'colorless' }                            // {C}
  | { readonly kind: 'hybrid'; readonly a: Color; readonly b: Color } // {W/U}
  | { readonly kind: 'monoHybrid'; readonly color: Color }    // {2/W}
  | { readonly kind: 'phyrexian'; readonly color: Color }     // {W/P}
  | { readonly kind: 'snow' }                                 // {S}
  | { readonly kind: 'x' };                                   // {X}

const COLOR_SET = new Set<string>(COLORS);

export class ManaParseError extends Error {
  override readonly name = 'ManaParseError';
}

const parseCache = new Map<string, readonly ManaSymbol[]>();

/** Parses "{2}{R}{R}" into symbols. Throws ManaParseError on malformed text. */
export function parseManaCost(text: ManaCostText): readonly ManaSymbol[] {
  const cached = parseCache.get(text);
  if (cached) return cached;
  const out: ManaSymbol[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '{') throw new ManaParseError(`mana cost "${text}": expected '{' at ${i}`);
    const end = text.indexOf('}', i);
    if (end < 0) throw new ManaParseError(`mana cost "${text}": unclosed '{'`);
    out.push(parseSymbol(text.slice(i + 1, end), text));
    i = end + 1;
  }
  parseCache.set(text, out);
  return out;
}

function parseSymbol(s: string, whole: string): ManaSymbol {
  if (/^\d+$/.test(s)) return { kind: 'generic', n: Number(s) };
  if (s === 'C') return { kind: 'colorless' };
  if (s === 'S') return { kind: 'snow' };
  if (s === 'X') return { kind: 'x' };
  if (COLOR_SET.has(s)) return { kind: 'colored', color: s as Color };
  const parts = s.split('/');
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (COLOR_SET.has(a) && COLOR_SET.has(b)) return { kind: 'hybrid', a: a as Color, b: b as Color };
    if (a === '2' && COLOR_SET.has(b)) return { kind: 'monoHybrid', color: b as Color };
    if (COLOR_SET.has(a) && b === 'P') return { kind: 'phyrexian', color: a as Color };
  }
  throw new ManaParseError(`mana cost "${whole}": unknown symbol {${s}}`);
}

/** 202.3: mana value. X counts as 0 except on the stack (handled by the caller). */
export function manaValue(text: ManaCostText | null, x = 0): number {
  if (!text) return 0;
  let total = 0;
  for (const s of parseManaCost(text)) {
    switch (s.kind) {
      case 'generic': total += s.n; break;
      case 'monoHybrid': total += 2; break;
      case 'x': total += x; break;
      case 'colored': case 'colorless': case 'hybrid': case 'phyrexian': case 'snow': total += 1; break;
    }
  }
  return total;
}

/** 105.2 / 202.2: colours implied by a mana cost. */
export function colorsOfCost(text: ManaCostText | null): Color[] {
  if (!text) return [];
  const seen = new Set<Color>();
  for (const s of parseManaCost(text)) {
    switch (s.kind) {
      case 'colored': case 'phyrexian': case 'monoHybrid': seen.add(s.color); break;
      case 'hybrid': seen.add(s.a); seen.add(s.b); break;
      case 'generic': case 'colorless': case 'snow': case 'x': break;
    }
  }
  return COLORS.filter((c) => seen.has(c));
}
