/**
 * "Entered the battlefield under your control this turn" (603.6a; Condition `enteredThisTurn`, read from the turn's
 * history of entries):
 *
 *   cond := [N "or more" | "a" | "an" | "another"] desc ("entered" ["the battlefield"] | "entered") "under your control this turn"
 *         | "you had" [N "or more" | "a" | "an" | "another"] desc "enter the battlefield under your control this turn"
 *
 * desc names nothing but what an entry record keeps (ENTRY_RECORD_MATCH_KEYS: types, subtypes, colours, token or not,
 * name); "a Bird, Frog, Otter, or Rat" is any of them.
 */
import { ENTRY_RECORD_MATCH_KEYS, type Condition, type Filter, type ObjectMatch } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter, number } from './phrases.js';

const KEYS = new Set<string>(ENTRY_RECORD_MATCH_KEYS);

/** The record matches a filter is: one ObjectMatch, or any of several; null when it reads more than a record keeps. */
function recordMatches(f: Filter): ObjectMatch[] | null {
  const all = f.kind === 'object' ? [f] : f.kind === 'anyOf' ? f.filters : null;
  if (!all) return null;
  const out: ObjectMatch[] = [];
  for (const x of all) {
    if (x.kind !== 'object' || x.zone !== undefined || !Object.keys(x.match).every((k) => KEYS.has(k))) return null;
    out.push(x.match);
  }
  return out;
}

export function enteredCondition(p: Cursor): Condition | null {
  return p.try((): Condition | null => {
    const had = p.eat('you had');
    const other = p.eat('another');
    let atLeast = 1;
    if (!other) {
      const n = number(p);
      if (n === null) return null;
      if (n > 1 && !p.eat('or more')) return null;
      atLeast = n;
    }
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.plural !== atLeast > 1) return null;
    const f = descFilter(d);
    const matches = f ? recordMatches(f) : null;
    if (!matches) return null;
    const verb = had
      ? p.eat('enter the battlefield under your control this turn')
      : p.eat('entered the battlefield under your control this turn') || p.eat('entered under your control this turn');
    if (!verb) return null;
    return { kind: 'enteredThisTurn', matches, atLeast, ...(other ? { other: true } : {}) };
  });
}
