/**
 * Mana symbols (107.4) and mana costs (202). A cost is written as Oracle text,
 * e.g. "{2}{W}{U/P}{X}", and parsed into a list of symbols.
 *
 * Every symbol of the current 107.4 is known: the five colours and {C}; numbers; the variable
 * {X} and, for the few objects that use them, {Y} and {Z} (107.3i: they follow the rules of X);
 * hybrid {W/U}; monocoloured hybrid {2/W}; colourless hybrid {C/W}; Phyrexian {W/P}; hybrid
 * Phyrexian {G/W/P}; snow {S}. Half mana ({HW}, {HR}, … and {½}) exists only on Un-cards; it is
 * parsed too (mana value ½ each). Anything else is a ManaParseError, or a typed error from
 * `checkManaCost` for callers (importers, the compiler) that must not throw.
 */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Mana cost text exactly as printed in Oracle text, e.g. "{1}{R}". */
export type ManaCostText = string;

/** One kind of mana in a pool (106.1): a colour or colourless. */
export type ManaType = Color | 'C';

export type ManaSymbol =
  | { readonly kind: 'generic'; readonly n: number } // {3}
  | { readonly kind: 'colored'; readonly color: Color } // {R}
  | { readonly kind: 'colorless' } // {C}
  | { readonly kind: 'hybrid'; readonly a: Color; readonly b: Color } // {W/U}
  | { readonly kind: 'monoHybrid'; readonly color: Color } // {2/W}
  | { readonly kind: 'phyrexian'; readonly color: Color } // {W/P}
  | { readonly kind: 'colorlessHybrid'; readonly color: Color } // {C/W}
  | { readonly kind: 'hybridPhyrexian'; readonly a: Color; readonly b: Color } // {G/W/P}
  | { readonly kind: 'snow' } // {S}
  | { readonly kind: 'x' } // {X}
  | { readonly kind: 'variable'; readonly letter: 'Y' | 'Z' } // {Y}, {Z} (107.3i)
  | { readonly kind: 'half'; readonly color: Color | null }; // {HW} (half white), {½} (half generic): Un-cards

const COLOR_SET = new Set<string>(COLORS);
const isColor = (s: string): s is Color => COLOR_SET.has(s);

export class ManaParseError extends Error {
  override readonly name = 'ManaParseError';
}

/** Why a mana cost could not be read: the cost and, when one symbol is to blame, that symbol. */
export interface ManaCostProblem {
  readonly cost: string;
  readonly symbol?: string;
  readonly message: string;
}

/** A memo of parsed costs (a cost's parse never changes; it holds no game state). */
const parseCache = new Map<string, readonly ManaSymbol[]>();

/**
 * Reads "{2}{R}{R}" into symbols without throwing. Whitespace between symbols is ignored
 * (some card data writes "{2} {R}"); letters may be lower case.
 */
export function checkManaCost(
  text: ManaCostText,
):
  | { readonly ok: true; readonly symbols: readonly ManaSymbol[] }
  | { readonly ok: false; readonly error: ManaCostProblem } {
  const cached = parseCache.get(text);
  if (cached) return { ok: true, symbols: cached };
  const out: ManaSymbol[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i]!)) {
      i++;
      continue;
    }
    if (text[i] !== '{')
      return { ok: false, error: { cost: text, message: `mana cost "${text}": expected '{' at ${i}` } };
    const end = text.indexOf('}', i);
    if (end < 0) return { ok: false, error: { cost: text, message: `mana cost "${text}": unclosed '{'` } };
    const raw = text.slice(i + 1, end);
    const sym = parseSymbol(raw.trim().toUpperCase());
    if (!sym)
      return {
        ok: false,
        error: { cost: text, symbol: `{${raw}}`, message: `mana cost "${text}": unknown mana symbol {${raw}}` },
      };
    out.push(sym);
    i = end + 1;
  }
  parseCache.set(text, out);
  return { ok: true, symbols: out };
}

/** Parses "{2}{R}{R}" into symbols. Throws ManaParseError on malformed text (see `checkManaCost`). */
export function parseManaCost(text: ManaCostText): readonly ManaSymbol[] {
  const r = checkManaCost(text);
  if (!r.ok) throw new ManaParseError(r.error.message);
  return r.symbols;
}

/** One symbol's text between the braces (upper case) → the symbol, or null if 107.4 has no such symbol. */
function parseSymbol(s: string): ManaSymbol | null {
  if (/^\d+$/.test(s)) return { kind: 'generic', n: Number(s) };
  switch (s) {
    case 'C':
      return { kind: 'colorless' };
    case 'S':
      return { kind: 'snow' };
    case 'X':
      return { kind: 'x' };
    case 'Y':
    case 'Z':
      return { kind: 'variable', letter: s };
    case '½':
      return { kind: 'half', color: null };
    default:
      break;
  }
  if (isColor(s)) return { kind: 'colored', color: s };
  if (s.length === 2 && s[0] === 'H' && isColor(s[1]!)) return { kind: 'half', color: s[1] };
  const parts = s.split('/');
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (isColor(a) && isColor(b) && a !== b) return { kind: 'hybrid', a, b };
    if (a === '2' && isColor(b)) return { kind: 'monoHybrid', color: b };
    if (a === 'C' && isColor(b)) return { kind: 'colorlessHybrid', color: b };
    if (isColor(a) && b === 'P') return { kind: 'phyrexian', color: a };
  }
  if (parts.length === 3) {
    const [a, b, p] = parts as [string, string, string];
    if (isColor(a) && isColor(b) && a !== b && p === 'P') return { kind: 'hybridPhyrexian', a, b };
  }
  return null;
}

/** The text of one symbol, as Oracle text writes it. */
export function symbolText(s: ManaSymbol): string {
  switch (s.kind) {
    case 'generic':
      return `{${s.n}}`;
    case 'colored':
      return `{${s.color}}`;
    case 'colorless':
      return '{C}';
    case 'hybrid':
      return `{${s.a}/${s.b}}`;
    case 'monoHybrid':
      return `{2/${s.color}}`;
    case 'colorlessHybrid':
      return `{C/${s.color}}`;
    case 'phyrexian':
      return `{${s.color}/P}`;
    case 'hybridPhyrexian':
      return `{${s.a}/${s.b}/P}`;
    case 'snow':
      return '{S}';
    case 'x':
      return '{X}';
    case 'variable':
      return `{${s.letter}}`;
    case 'half':
      return s.color ? `{H${s.color}}` : '{½}';
  }
}

/** The colours a symbol is (202.2, 107.4e–f); the colourless half of {C/W} adds none. */
export function symbolColors(s: ManaSymbol): readonly Color[] {
  switch (s.kind) {
    case 'colored':
    case 'phyrexian':
    case 'monoHybrid':
    case 'colorlessHybrid':
      return [s.color];
    case 'hybrid':
    case 'hybridPhyrexian':
      return [s.a, s.b];
    case 'half':
      return s.color ? [s.color] : [];
    case 'generic':
    case 'colorless':
    case 'snow':
    case 'x':
    case 'variable':
      return [];
  }
}

/**
 * 202.3: mana value. X counts as `x` — 0 except on the stack (107.3f); Y and Z count 0 (the
 * engine announces one variable, X, so a spell with {Y} in its cost is never cast). A hybrid symbol counts its largest part (202.3f): {2/W} is 2,
 * {C/W}, {W/U} and {G/W/P} are 1. A half-mana symbol is ½.
 */
export function manaValue(text: ManaCostText | null, x = 0): number {
  if (!text) return 0;
  let total = 0;
  for (const s of parseManaCost(text)) {
    switch (s.kind) {
      case 'generic':
        total += s.n;
        break;
      case 'monoHybrid':
        total += 2;
        break;
      case 'x':
        total += x;
        break;
      case 'variable':
        break;
      case 'half':
        total += 0.5;
        break;
      case 'colored':
      case 'colorless':
      case 'hybrid':
      case 'colorlessHybrid':
      case 'phyrexian':
      case 'hybridPhyrexian':
      case 'snow':
        total += 1;
        break;
    }
  }
  return total;
}

/** 105.2 / 202.2: colours implied by a mana cost. */
export function colorsOfCost(text: ManaCostText | null): Color[] {
  if (!text) return [];
  const seen = new Set<Color>();
  for (const s of parseManaCost(text)) for (const c of symbolColors(s)) seen.add(c);
  return COLORS.filter((c) => seen.has(c));
}
