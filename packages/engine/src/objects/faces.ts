/**
 * Multi-face cards: 709 split cards (and 702.102 fuse), 710 flip cards, 712 transforming
 * double-faced cards (701.28 transform). A card keeps all its faces in one CardDefinition;
 * which face's characteristics an object has follows from plain flags on the object
 * (`transformed`, `flipped`, `castHalf`, `fused`), so transforming or flipping never makes a
 * new object (712.9 / 710.4: effects that applied to it keep applying).
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import type { GameObject } from '../state/types.js';
import type { Characteristics } from './characteristics-reader.js';
import { manaValue } from '../cards/mana-symbols.js';

/** The definition whose characteristics an object has right now (before the layers). */
export function faceOf(def: CardDefinition, o: GameObject): CardDefinition {
  // 712.8a / 712.8d: a transforming double-faced card has its front face's characteristics except while
  // it is a permanent with its back face up. (Off the battlefield the flag is never set: 400.7 new objects.)
  if (o.transformed && def.backFace && o.zone === 'battlefield') return def.backFace;
  // 710.1 / 710.2: a flipped flip-card permanent has only its flipped characteristics.
  if (o.flipped && def.flippedFace && o.zone === 'battlefield') return def.flippedFace;
  // 712.4 / 701.42a: a melded permanent has only its meld result's characteristics.
  if (o.melded && def.meldResult && o.zone === 'battlefield') return def.meldResult;
  // 709.3 / 709.3a: on the stack, a split spell has only the characteristics of the half being cast (the flag is
  // set only on a spell on the stack, and on the card as validation considers casting that half, stack/split.ts);
  // 702.102c: a fused split spell has the combined characteristics of both halves (the definition itself).
  // 715.3b: a spell cast as an Adventure has only its Adventure's characteristics (715.4: elsewhere, only its normal
  // ones). 712.8: a modal double-faced card has its back face's characteristics while cast or played with it up.
  // (The flag is set only on the stack and the battlefield, and on the card as validation considers that face.)
  if (o.altFace) {
    if (def.adventure) return def.adventure;
    if (def.modalBack) return def.modalBack;
  }
  if (def.halves && o.castHalf !== undefined && !o.fused) return def.halves[o.castHalf] ?? def;
  if (o.zone === 'battlefield' && isSplitPermanent(def)) return doorsFace(def, o.unlocked ?? []);
  return def;
}

/** 709.5: a split card that is a permanent card with a single shared type line (a Room, whose halves are doors). */
export function isSplitPermanent(def: CardDefinition | undefined): def is CardDefinition & {
  readonly halves: readonly CardDefinition[];
} {
  return !!def?.halves && !def.types.some((t) => t === 'Instant' || t === 'Sorcery');
}

/**
 * 709.5: a split permanent doesn't have the name, mana cost or rules text of a half without its unlocked designation
 * (709.5c); the shared type line stays. With both doors unlocked it has both halves' characteristics combined (709.4);
 * with none, no name, no mana cost (mana value 0, 202.3) and no abilities.
 */
function doorsFace(
  def: CardDefinition & { readonly halves: readonly CardDefinition[] },
  unlocked: readonly number[],
): CardDefinition {
  const open = def.halves.filter((_, i) => unlocked.includes(i));
  if (open.length === def.halves.length) return def;
  const costs = open.map((h) => h.manaCost).filter((c): c is string => !!c);
  return {
    ...def,
    name: open.map((h) => h.name).join(' // '),
    manaCost: costs.length ? costs.join('') : null,
    oracleText: open.map((h) => h.oracleText).join('\n//\n'),
    abilities: open.flatMap((h) => h.abilities),
  };
}

/** 712.8e / 202.3c: the mana value of a back face is that of the front face's mana cost; a flipped card keeps its cost (710.2). */
export function faceManaCostForValue(
  def: CardDefinition,
  o: GameObject,
  partner?: CardDefinition,
): string | null | undefined {
  if (o.transformed && def.backFace && o.zone === 'battlefield') return def.manaCost;
  // 202.3c / 712.4: a melded permanent's mana value is the total of its two cards' front-face mana values.
  if (o.melded && def.meldResult && o.zone === 'battlefield') return `${def.manaCost ?? ''}${partner?.manaCost ?? ''}`;
  return undefined;
}

/** 712.2: a transforming double-faced card; 701.28c: only such a permanent can transform. */
export function canTransform(def: CardDefinition | undefined): boolean {
  return !!def?.backFace;
}

/** 710.1: a flip card. */
export function canFlip(def: CardDefinition | undefined): boolean {
  return !!def?.flippedFace;
}

/**
 * 709.4: in every zone but the stack, a split card has its halves' characteristics combined: both names,
 * the mana costs together (so the mana value is the total), the colours and types of both.
 * Builds the combined definition of a split card from its halves (used by the compiler and tests).
 */
export function combinedSplitDefinition(halves: readonly CardDefinition[], fuse: boolean): CardDefinition {
  const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
  const colorIndicator = halves.flatMap((h) => h.colorIndicator ?? []);
  return {
    name: halves.map((h) => h.name).join(' // '),
    manaCost: halves.some((h) => h.manaCost) ? halves.map((h) => h.manaCost ?? '').join('') : null,
    ...(colorIndicator.length ? { colorIndicator: uniq(colorIndicator) } : {}),
    supertypes: uniq(halves.flatMap((h) => h.supertypes)),
    types: uniq(halves.flatMap((h) => h.types)),
    subtypes: uniq(halves.flatMap((h) => h.subtypes)),
    oracleText: halves.map((h) => h.oracleText).join('\n//\n'),
    // Abilities other than the halves' spell abilities (which work only on the stack, 709.3) function as usual.
    abilities: halves.flatMap((h) => h.abilities.filter((a) => a.kind !== 'spell')),
    halves: [...halves],
    ...(fuse ? { fuse: true } : {}),
  };
}

/** 202.3: an object's mana value (712.8e: a back face's comes from its front face's mana cost). */
export function manaValueOf(c: Characteristics): number {
  return c.manaValue ?? manaValue(c.manaCost);
}
