/**
 * 903.4: colour identity of an index card record, derived from its card data — never read from a
 * typed-in field. The mana symbols of every face's mana cost and rules text (reminder text ignored,
 * 903.4c), colour indicators and characteristic-defining abilities (a face's `colors` holds what its
 * colour indicator or CDA defines), the back face of a double-faced card (903.4d) and alternative
 * characteristics such as split halves, flipped halves and adventures (903.4e). The text rules are
 * the engine's (`colorIdentityOfFaces`), so the deck checker and the game agree.
 *
 * Also the deck-construction predicates built on it: 903.3 / 903.12c commander eligibility,
 * 702.124 partner, 903.5c identity fit and 903.5d basic land types.
 */
import {
  basicLandTypeColors,
  colorIdentityOfFaces,
  colorsOfCost,
  withinIdentity,
  withoutReminderText,
  type IdentityFace,
} from '@arbiter/engine';
import { COLORS, type CardFace, type CardRecord, type Color } from './types.js';

export { withinIdentity };

/** A face's colours beyond its mana cost: what a colour indicator (204) or a CDA (604.3) defines. */
function definedColors(face: CardFace): Color[] {
  let cost: Color[] = [];
  try {
    cost = face.manaCost ? colorsOfCost(face.manaCost) : [];
  } catch {
    cost = []; // an unknown mana symbol: the symbol scan still reads the cost text
  }
  return face.colors.filter((c) => !cost.includes(c));
}

function identityFace(face: CardFace): IdentityFace {
  return { name: face.name, manaCost: face.manaCost ?? null, text: face.text, colorIndicator: definedColors(face) };
}

/** The faces whose characteristics count for colour identity: all of them (903.4d–e), or the card itself. */
export function identityFaces(card: CardRecord): IdentityFace[] {
  return card.faces && card.faces.length > 0 ? card.faces.map(identityFace) : [identityFace(card)];
}

/** 903.4: a card's colour identity, WUBRG order. */
export function colorIdentity(card: CardRecord): Color[] {
  return colorIdentityOfFaces(identityFaces(card));
}

/** 903.4: the union of several cards' identities (partners, 702.124, or a deck's commanders). */
export function combinedIdentity(cards: readonly CardRecord[]): Color[] {
  const seen = new Set<Color>(cards.flatMap((c) => colorIdentity(c)));
  return COLORS.filter((c) => seen.has(c));
}

/** 903.5c: a card may be in a deck whose commanders' combined identity is `commanderIdentity`. */
export function fitsIdentity(card: CardRecord, commanderIdentity: readonly Color[]): boolean {
  return withinIdentity(colorIdentity(card), commanderIdentity);
}

/** 903.5d: the colours of mana a card's basic land types could produce; each must be in the commander's identity. */
export function basicLandTypeIdentity(card: CardRecord): Color[] {
  const subtypes = card.faces ? card.faces.flatMap((f) => f.subtypes) : card.subtypes;
  return basicLandTypeColors(subtypes);
}

/** 903.3a / 113.6n: the card's rules text says it can be your commander. */
export function saysCanBeCommander(card: CardRecord): boolean {
  return /can be your commander/i.test(withoutReminderText(card.text));
}

/**
 * 903.3 / 903.3a: the card may be designated a Commander deck's commander — a legendary creature,
 * or a card whose text says it can be your commander. With `brawl` also a legendary planeswalker (903.12c).
 */
export function canBeCommander(card: CardRecord, options: { readonly brawl?: boolean } = {}): boolean {
  const front = card.faces?.[0] ?? card;
  const legendary = front.supertypes.includes('Legendary');
  if (legendary && front.types.includes('Creature')) return true;
  if (options.brawl && legendary && front.types.includes('Planeswalker')) return true;
  return saysCanBeCommander(card);
}

/**
 * 702.124: the card's partner ability, if any: `any` for plain partner (702.124c, any other card with
 * partner), `with` and the named card for "Partner with [name]" (702.124g/j), `friends` for
 * "Friends forever" (702.124i). Reminder text is ignored.
 */
export type PartnerAbility =
  | { readonly kind: 'any' }
  | { readonly kind: 'with'; readonly name: string }
  | { readonly kind: 'friends' }
  | { readonly kind: 'background' };

export function partnerAbility(card: CardRecord): PartnerAbility | null {
  for (const line of withoutReminderText(card.text).split('\n')) {
    const t = line.trim();
    const withName = /^Partner with (.+?)\s*$/i.exec(t);
    if (withName) return { kind: 'with', name: withName[1]!.trim() };
    if (/^Partner\s*$/i.test(t)) return { kind: 'any' };
    if (/^Friends forever\s*$/i.test(t)) return { kind: 'friends' };
    if (/^Choose a Background\s*$/i.test(t)) return { kind: 'background' }; // 702.124k
  }
  return null;
}

/** 702.124k: a legendary Background enchantment card (a "Choose a Background" commander's second commander). */
export function isBackground(card: CardRecord): boolean {
  const front = card.faces?.[0] ?? card;
  return (
    front.supertypes.includes('Legendary') &&
    front.types.includes('Enchantment') &&
    front.subtypes.includes('Background')
  );
}

/** 702.124: two cards may be a deck's two commanders together. */
export function canPartner(a: CardRecord, b: CardRecord): boolean {
  const pa = partnerAbility(a);
  const pb = partnerAbility(b);
  if (a.name === b.name) return false;
  // 702.124k: "Choose a Background" pairs only with a legendary Background enchantment card.
  if (pa?.kind === 'background' || pb?.kind === 'background')
    return (pa?.kind === 'background' && isBackground(b)) || (pb?.kind === 'background' && isBackground(a));
  if (!pa || !pb) return false;
  if (pa.kind === 'with' || pb.kind === 'with') {
    return pa.kind === 'with' && pb.kind === 'with' && pa.name === b.name && pb.name === a.name;
  }
  return pa.kind === pb.kind; // 702.124c: partner with partner; 702.124i: friends forever with friends forever
}
