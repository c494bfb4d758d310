/**
 * 603.10a: a leaves-the-battlefield trigger looks back in time — its filter is checked against the object as it last
 * existed on the battlefield (its last known characteristics), since the object itself is gone.
 */
import type { ObjectMatch } from '../cards/ability-tree.js';
import type { Characteristics } from '../objects/characteristics.js';
import { manaValueOf } from '../objects/faces.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * The ObjectMatch keys `lkiMatch` reads. A filter using any other key is not compiled into a leaves trigger
 * (compiler `lkiSafe` keeps the same list); `nonToken` / `token` are read from the event (triggers/detect.ts).
 */
export const LKI_MATCH_KEYS = [
  'types',
  'subtypes',
  'other',
  'controller',
  'nonToken',
  'token',
  'withKeyword',
  'withoutKeyword',
  'powerAtLeast',
  'powerAtMost',
  'toughnessAtLeast',
  'toughnessAtMost',
  'manaValueAtLeast',
  'manaValueAtMost',
  'colors',
  'notColors',
] as const;

/** "another creature you control with flying / power 4 or greater / mana value 4 or greater" on its last known information. */
export function lkiMatch(
  m: ObjectMatch,
  c: Characteristics,
  perspective: PlayerId,
  id: ObjectId,
  self: ObjectId,
): boolean {
  if (m.types && !m.types.some((t) => c.types.includes(t))) return false;
  if (m.subtypes && !m.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (m.other && id === self) return false;
  if (m.controller === 'you' && c.controller !== perspective) return false;
  if (m.controller === 'opponent' && c.controller === perspective) return false;
  if (m.withKeyword && !c.keywords.has(m.withKeyword)) return false;
  if (m.withoutKeyword && c.keywords.has(m.withoutKeyword)) return false;
  if (m.powerAtLeast !== undefined && (c.power ?? 0) < m.powerAtLeast) return false;
  if (m.powerAtMost !== undefined && (c.power ?? 0) > m.powerAtMost) return false;
  if (m.toughnessAtLeast !== undefined && (c.toughness ?? 0) < m.toughnessAtLeast) return false;
  if (m.toughnessAtMost !== undefined && (c.toughness ?? 0) > m.toughnessAtMost) return false;
  if (m.manaValueAtLeast !== undefined && manaValueOf(c) < m.manaValueAtLeast) return false;
  if (m.manaValueAtMost !== undefined && manaValueOf(c) > m.manaValueAtMost) return false;
  if (m.colors && !m.colors.some((x) => c.colors.includes(x))) return false;
  if (m.notColors && m.notColors.some((x) => c.colors.includes(x))) return false;
  return true;
}
