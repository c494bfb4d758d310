/**
 * 603.10a: what a leaves-the-battlefield trigger's description may ask of the object that left — only what the engine
 * checks on its last known information (triggers/lki-match.ts `LKI_MATCH_KEYS`), in one match or in each of several
 * ("a Clue or Food", "another nontoken artifact or creature").
 */
import { LKI_MATCH_KEYS, type Filter } from '@arbiter/engine';

export function lkiSafe(f: Filter): boolean {
  if (f.kind === 'anyOf') return f.filters.length > 0 && f.filters.every(lkiSafe);
  if (f.kind !== 'object') return false;
  const looked: readonly string[] = LKI_MATCH_KEYS;
  return Object.keys(f.match).every((k) => looked.includes(k));
}
