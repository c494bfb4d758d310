/**
 * 903.4: colour identity — the colours of the mana symbols in a card's mana cost and rules
 * text (reminder text ignored, 903.4c), plus the colours its characteristic-defining abilities
 * (604.3) or colour indicator (204) define, over every face: a double-faced card's back face
 * (903.4d), a split card's halves, a flip card's flipped half and an adventurer's adventure
 * (903.4e). Pure text functions, so the card index (`@arbiter/cards`) and the engine derive
 * identity from the same rules.
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import { COLORS, type Color } from '../cards/mana-symbols.js';

/** One face as the identity rules read it. */
export interface IdentityFace {
  readonly name?: string;
  /** Mana cost in `{2}{U}` notation; absent or null for no mana cost. */
  readonly manaCost?: string | null;
  /** Rules text (Oracle text) including any reminder text; 903.4c strips it here. */
  readonly text: string;
  /** 204: a colour indicator, or colours already derived from it and from CDAs (card index `colors`). */
  readonly colorIndicator?: readonly Color[];
}

const COLOR_LETTERS = new Set<string>(COLORS);
const COLOR_WORDS: Readonly<Record<string, Color>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** 903.4c / 207.2: rules text without its reminder text (parenthesised, possibly over several sentences). */
export function withoutReminderText(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/**
 * 107.4 / 903.4: the colours of every mana symbol in `text`. Hybrid symbols count both colours,
 * Phyrexian and monocoloured hybrid symbols their colour; {C}, {S}, {T}, {X}, numbers and symbols
 * this code does not know count no colour (so unknown symbols never throw).
 */
export function manaSymbolColors(text: string): Color[] {
  const seen = new Set<Color>();
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) {
    const parts = m[1]!.toUpperCase().split('/');
    if (!parts.every((p) => /^(?:[WUBRGCPSXH]|\d+)$/.test(p))) continue; // not a mana symbol ({CHAOS}, {E}, {T} counts nothing either)
    for (const p of parts) if (COLOR_LETTERS.has(p)) seen.add(p as Color);
  }
  return COLORS.filter((c) => seen.has(c));
}

/**
 * 604.3 / 903.4: colours a characteristic-defining ability sets: "<name> is all colors." or
 * "<name> is red and green." at the start of a line (the card's own name, or "this"/"~").
 * "<name> is colorless." defines no colour.
 */
export function cdaColors(text: string, name?: string): Color[] {
  const seen = new Set<Color>();
  const subjects = ['~', 'this card', 'this permanent', ...(name ? [name.toLowerCase()] : [])];
  for (const raw of withoutReminderText(text).split('\n')) {
    const line = raw.trim().toLowerCase();
    const subject = subjects.find((s) => line.startsWith(`${s} is `));
    if (!subject) continue;
    const rest = line.slice(subject.length + 4).replace(/\.$/, '');
    if (/^all colors$/.test(rest)) COLORS.forEach((c) => seen.add(c));
    const words = rest.split(/,\s*(?:and\s+)?|\s+and\s+/);
    if (words.length > 0 && words.every((w) => w in COLOR_WORDS)) for (const w of words) seen.add(COLOR_WORDS[w]!);
  }
  return COLORS.filter((c) => seen.has(c));
}

/** 903.4: the colour identity of a card given as its faces (all of them: 903.4d–e). WUBRG order. */
export function colorIdentityOfFaces(faces: readonly IdentityFace[]): Color[] {
  const seen = new Set<Color>();
  for (const f of faces) {
    for (const c of manaSymbolColors(f.manaCost ?? '')) seen.add(c);
    for (const c of manaSymbolColors(withoutReminderText(f.text))) seen.add(c); // 903.4c
    for (const c of f.colorIndicator ?? []) seen.add(c); // 204
    for (const c of cdaColors(f.text, f.name)) seen.add(c); // 604.3
  }
  return COLORS.filter((c) => seen.has(c));
}

/** Every face of an engine card definition: itself, its halves (709), flipped (710) and back (712) faces. */
export function definitionFaces(def: CardDefinition): IdentityFace[] {
  const faces: IdentityFace[] = [];
  const visit = (d: CardDefinition): void => {
    faces.push({
      name: d.name,
      manaCost: d.manaCost,
      text: d.oracleText,
      ...(d.colorIndicator ? { colorIndicator: d.colorIndicator } : {}),
    });
    for (const h of d.halves ?? []) visit(h);
    if (d.flippedFace) visit(d.flippedFace);
    if (d.backFace) visit(d.backFace);
    if (d.meldResult) visit(d.meldResult); // 903.4d: a meld card's back face
  };
  visit(def);
  return faces;
}

/** 903.4: an engine card definition's colour identity. */
export function colorIdentityOf(def: CardDefinition): Color[] {
  return colorIdentityOfFaces(definitionFaces(def));
}

/** 903.5c: every colour of `identity` is in `commanderIdentity` (the colourless identity fits every deck). */
export function withinIdentity(identity: readonly Color[], commanderIdentity: readonly Color[]): boolean {
  return identity.every((c) => commanderIdentity.includes(c));
}

/** 305.6 / 903.5d: the colour of mana each basic land type's intrinsic ability produces. */
export const BASIC_LAND_TYPE_COLORS: Readonly<Record<string, Color>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

/** 903.5d: the colours of mana a card's basic land types could produce (WUBRG order). */
export function basicLandTypeColors(subtypes: readonly string[]): Color[] {
  return COLORS.filter((c) => subtypes.some((t) => BASIC_LAND_TYPE_COLORS[t] === c));
}
