/**
 * 700.4: the creatures that died this turn, as an amount (Amount `diedThisTurn`).
 *
 *   amount := "for each" creature-desc ["you controlled"] "that died this turn"
 *           | "the number of" creature-desc ["you controlled"] "that died this turn"
 *
 * creature-desc is a description of creatures ("creature", "nontoken creature", "Zubera") that names nothing but
 * what a dead creature's record keeps (DEATH_RECORD_MATCH_KEYS: types, subtypes, colours, token or not, name).
 */
import { DEATH_RECORD_MATCH_KEYS, type Amount, type ObjectMatch } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter } from './phrases.js';

const KEYS = new Set<string>(DEATH_RECORD_MATCH_KEYS);

function diedDescription(p: Cursor): { match: ObjectMatch; yours: boolean } | null {
  const d = desc(p);
  if (!d || d.card || d.spell || d.player || d.zone) return null;
  const f = descFilter(d);
  if (!f || f.kind !== 'object' || !Object.keys(f.match).every((k) => KEYS.has(k))) return null;
  const yours = p.eat('you controlled');
  return p.eat('that died this turn') ? { match: f.match, yours } : null;
}

function diedAmount(d: { match: ObjectMatch; yours: boolean }, n: number): Amount {
  return {
    kind: 'diedThisTurn',
    match: d.match,
    ...(d.yours ? { yours: true } : {}),
    ...(n !== 1 ? { multiplier: n } : {}),
  };
}

/** "for each creature that died this turn" after an amount `n` ("draw a card for each Zubera that died this turn"). */
export function forEachDied(p: Cursor, n: number): Amount | null {
  return p.try(() => {
    if (!p.eat('for each')) return null;
    const d = diedDescription(p);
    return d && diedAmount(d, n);
  });
}

/** "the number of creatures that died this turn". */
export function numberDied(p: Cursor): Amount | null {
  return p.try(() => {
    if (!p.eat('the number of')) return null;
    const d = diedDescription(p);
    return d && diedAmount(d, 1);
  });
}
