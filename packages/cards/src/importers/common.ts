// Shared pieces of the importers: type-line parsing, mana value, colours, and assembling
// a CardRecord from faces the same way the AllSets build step does.
import {
  COLORS,
  type CardFace,
  type CardRecord,
  type Color,
  type Layout,
  type Printing,
  type SetInfo,
  type Variant,
} from '../types.js';

export interface ImportResult {
  readonly format: 'mtgjson-atomic' | 'scryfall-oracle' | 'arbiter-index' | 'octgn-sets';
  readonly records: CardRecord[];
  /** Sets known from the file (Scryfall names them; AtomicCards only has codes). */
  readonly sets: Record<string, SetInfo>;
  /** Things skipped or guessed, one line each. Never silent. */
  readonly warnings: string[];
}

export interface ImportOptions {
  /** A set table (e.g. the built-in index's) to give printings names and dates and to order them newest first. */
  readonly knownSets?: Readonly<Record<string, SetInfo>>;
}

export const SUPERTYPES: ReadonlySet<string> = new Set([
  'Basic',
  'Legendary',
  'Ongoing',
  'Snow',
  'World',
  'Elite',
  'Host',
]);

/** Splits an Oracle type line (one face) into supertypes, types and subtypes; `Token` is reported, not kept. */
export function parseTypeLine(typeLine: string): {
  supertypes: string[];
  types: string[];
  subtypes: string[];
  token: boolean;
} {
  const dash = typeLine.search(/\s[—–-]\s/);
  const left = (dash < 0 ? typeLine : typeLine.slice(0, dash)).trim();
  const right = dash < 0 ? '' : typeLine.slice(dash + 3).trim();
  const supertypes: string[] = [];
  const types: string[] = [];
  let token = false;
  for (const word of left.split(/\s+/).filter(Boolean)) {
    if (word === 'Token') token = true;
    else if (SUPERTYPES.has(word)) supertypes.push(word);
    else types.push(word);
  }
  // A plane's subtype is its whole planar location ("Bolas's Meditation Realm").
  const subtypes = right === '' ? [] : types.includes('Plane') ? [right] : right.split(/\s+/);
  return { supertypes, types, subtypes, token };
}

/** Mana symbols of a cost string: `{2}{W/U}{X}` → ['2', 'W/U', 'X']. */
export function manaSymbols(cost: string): string[] {
  return [...cost.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!.toUpperCase());
}

/** Mana value of a mana cost (CR 202.3): numbers count, X/Y/Z 0, hybrid its largest part, half-symbols ½. */
export function manaValueOf(cost: string | undefined): number {
  if (!cost) return 0;
  let total = 0;
  for (const sym of manaSymbols(cost)) {
    if (/^\d+$/.test(sym)) total += Number(sym);
    else if (sym === '½' || /^H[WUBRGCS]$/.test(sym)) total += 0.5;
    else if (sym === 'X' || sym === 'Y' || sym === 'Z') total += 0;
    else if (sym.includes('/'))
      total += Math.max(...sym.split('/').map((p) => (/^\d+$/.test(p) ? Number(p) : p === 'P' ? 0 : 1)));
    else total += 1;
  }
  return total;
}

export function isColor(c: unknown): c is Color {
  return typeof c === 'string' && (COLORS as readonly string[]).includes(c);
}

/** Valid colour letters, deduplicated, WUBRG order. */
export function sortColors(colors: readonly unknown[] | undefined): Color[] {
  const set = new Set((colors ?? []).filter(isColor));
  return COLORS.filter((c) => set.has(c));
}

/** Colours of the coloured mana symbols in a cost (for faces whose source omits colours). */
export function colorsOfCost(cost: string | undefined): Color[] {
  if (!cost) return [];
  return sortColors(manaSymbols(cost).flatMap((s) => s.split('/')));
}

const VARIANTS: readonly [string, Variant][] = [
  ['Plane', 'plane'],
  ['Phenomenon', 'phenomenon'],
  ['Scheme', 'scheme'],
  ['Vanguard', 'vanguard'],
  ['Conspiracy', 'conspiracy'],
];

export function variantOf(types: readonly string[]): Variant | undefined {
  return VARIANTS.find(([t]) => types.includes(t))?.[1];
}

/** `"+1"`, `"-2"`, `1` → number; otherwise undefined. */
export function modifier(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

/** Drops undefined-valued keys so records stay as compact as the built index's. */
export function compact<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}

const SPLIT_LIKE = new Set(['split', 'aftermath']);

/**
 * A record from its faces, with the top-level characteristics the build step gives:
 * split (and aftermath) cards combined, every other multi-face card its front face's.
 */
export function assembleRecord(input: {
  layout: Layout;
  faces: CardFace[];
  colorIdentity: Color[];
  printings: Printing[];
  un?: boolean;
  token?: boolean;
}): CardRecord {
  const { layout, faces } = input;
  const front = faces[0]!;
  const flags = compact({
    un: input.un || undefined,
    token: input.token || undefined,
    variant: variantOf(front.types),
  });
  if (faces.length === 1) {
    return { ...front, layout, colorIdentity: input.colorIdentity, printings: input.printings, ...flags };
  }
  const name = faces.map((f) => f.name).join(' // ');
  let top: CardFace;
  if (SPLIT_LIKE.has(layout)) {
    const union = (pick: (f: CardFace) => readonly string[]) => [...new Set(faces.flatMap(pick))];
    top = {
      name,
      manaCost: faces.map((f) => f.manaCost ?? '').join(' // '),
      manaValue: faces.reduce((s, f) => s + f.manaValue, 0),
      colors: sortColors(faces.flatMap((f) => f.colors)),
      typeLine: faces.map((f) => f.typeLine).join(' // '),
      supertypes: union((f) => f.supertypes),
      types: union((f) => f.types),
      subtypes: union((f) => f.subtypes),
      text: faces.map((f) => f.text).join('\n//\n'),
    };
  } else {
    top = { ...front, name };
  }
  return { ...top, layout, colorIdentity: input.colorIdentity, faces, printings: input.printings, ...flags };
}

/** Orders printings newest first where dates are known (unknown dates keep their order, last). */
export function sortPrintings(printings: Printing[]): Printing[] {
  return printings
    .map((p, i) => ({ p, i }))
    .sort((a, b) => {
      const da = a.p.releaseDate;
      const db = b.p.releaseDate;
      if (da && db && da !== db) return da < db ? 1 : -1;
      if (da && !db) return -1;
      if (!da && db) return 1;
      return a.i - b.i;
    })
    .map((x) => x.p);
}

/** A printing for a set code, filled from a set table when the code is known. */
export function printingFor(code: string, sets: Readonly<Record<string, SetInfo>> | undefined): Printing {
  const s = sets?.[code];
  return s ? { set: code, setName: s.name, releaseDate: s.releaseDate, setType: s.type } : { set: code };
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function strArray(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
