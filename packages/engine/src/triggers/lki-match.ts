/**
 * 603.10a: a leaves-the-battlefield trigger looks back in time — its filter is checked against the object as it last
 * existed on the battlefield (its last known characteristics), since the object itself is gone.
 */
import type { Filter, ObjectMatch } from '../cards/ability-tree.js';
import type { Characteristics } from '../objects/characteristics.js';
import { matchesCharacteristics } from '../objects/filters.js';
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
  if (m.other && id === self) return false;
  if (m.controller === 'you' && c.controller !== perspective) return false;
  if (m.controller === 'opponent' && c.controller === perspective) return false;
  return matchesCharacteristics(m, c);
}

/**
 * A leaves trigger's filter on the object's last known information: an object match, or "a Clue or Food" / "an
 * artifact or creature" (any of several); 111.1: "nontoken" / "token" are read from whether it was a token as it left.
 */
export function lkiFilterMatch(
  f: Filter,
  c: Characteristics,
  perspective: PlayerId,
  id: ObjectId,
  self: ObjectId,
  token: boolean,
): boolean {
  if (f.kind === 'anyOf') return f.filters.some((x) => lkiFilterMatch(x, c, perspective, id, self, token));
  if (f.kind !== 'object') return false;
  if ((f.match.nonToken && token) || (f.match.token && !token)) return false;
  return lkiMatch(f.match, c, perspective, id, self);
}
