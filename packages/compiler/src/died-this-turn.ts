/**
 * 700.4: the creatures that died this turn, as an amount (Amount `diedThisTurn`).
 *
 *   amount    := "for each" creature-desc ["you controlled"] "that died this turn"
 *              | "the number of" creature-desc ["you controlled"] "that died this turn"
 *   condition := ("a" | "an") creature-desc "died" ["under your control"] "this turn"  (Condition `diedThisTurn`)
 *              | ("you've sacrificed" | "you sacrificed") ("a" | "an") desc "this turn"  (`sacrificedThisTurn`, 701.17a)
 *
 * creature-desc is a description of creatures ("creature", "nontoken creature", "Zubera") that names nothing but
 * what a dead creature's record keeps (DEATH_RECORD_MATCH_KEYS: types, subtypes, colours, token or not, name).
 */
import { DEATH_RECORD_MATCH_KEYS, type Amount, type Condition, type ObjectMatch } from '@arbiter/engine';
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

/** The description of dead creatures the records can tell, or null. */
function recordFilter(p: Cursor): ObjectMatch | null {
  const d = desc(p);
  if (!d || d.card || d.spell || d.player || d.zone || d.plural) return null;
  const f = descFilter(d);
  return f && f.kind === 'object' && Object.keys(f.match).every((k) => KEYS.has(k)) ? f.match : null;
}

/**
 * "if a non-Skeleton creature died under your control this turn": a creature matching the description, controlled by
 * you as it died, died this turn (700.4; its record, 608.2h). Plain "a creature died this turn" is `thisTurn`.
 */
export function diedCondition(p: Cursor): Condition | null {
  return p.try((): Condition | null => {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const match = recordFilter(p);
    if (!match || !p.eat('died')) return null;
    const yours = p.eat('under your control');
    if (!p.eat('this turn')) return null;
    return { kind: 'diedThisTurn', match, ...(yours ? { yours: true as const } : {}), atLeast: 1 };
  });
}

/** 701.17a: "you've sacrificed an artifact this turn", "you sacrificed a Food this turn", "… a permanent …". */
export function sacrificedCondition(p: Cursor): Condition | null {
  return p.try((): Condition | null => {
    if (!(p.eat("you've sacrificed") || p.eat('you sacrificed'))) return null;
    if (!(p.eat('a') || p.eat('an'))) return null;
    const match = recordFilter(p);
    return match && p.eat('this turn') ? { kind: 'sacrificedThisTurn', match } : null;
  });
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
