/** Domain (207.2c): "for each basic land type among lands you control" (305.6). */
import type { Amount } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

/** Reads "for each basic land type among lands you control"; `n` is the per-type multiplier. */
export function domainAmount(p: Cursor, n: number): Amount | null {
  if (!p.eat('for each basic land type among lands you control')) return null;
  return { kind: 'basicLandTypes', ...(n !== 1 ? { multiplier: n } : {}) };
}
