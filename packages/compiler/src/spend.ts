/**
 * 106.6: "Spend this mana only to …" after "Add …": the mana is restricted (the engine keeps it apart in the pool
 * and lets a payment use it only as allowed, mana/restricted.ts).
 *
 *   spend     := "spend this mana only" ("to" use (("," | ", or" | "or") use)* | "on costs that contain {X}") "."
 *   use       := "cast" spell-desc                              ("a creature spell", "Dragon spells", "a spell with devoid")
 *              | "activate" ("abilities" | "an ability") "of" permanent-desc   ("artifacts", "a colorless permanent")
 *              | "pay a cost that contains {C}"
 *   forbid    := "this mana can't be spent to cast" spell-desc "."   ("a nonartifact spell": the Powerstone token)
 *
 * Restrictions the engine can't check (a chosen creature type, "from a graveyard", cumulative upkeep, morph costs,
 * "and that spell can't be countered") are not read, so those cards stay uncompiled.
 */
import type { ObjectMatch, SpendRestriction } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter } from './phrases.js';

/** Characteristics a restriction may name (what a spell or source is, not where or whose). */
const PLAIN = new Set([
  'types',
  'allTypes',
  'subtypes',
  'supertypes',
  'colors',
  'notColors',
  'notTypes',
  'colorless',
  'multicolored',
  'withKeyword',
]);

function plainMatch(m: ObjectMatch | undefined): ObjectMatch | null {
  if (!m || Object.keys(m).length === 0) return m ?? {};
  return Object.keys(m).every((k) => PLAIN.has(k)) ? m : null;
}

/** "a creature spell", "artifact or creature spells", "a spell with devoid". */
function spellMatch(p: Cursor): ObjectMatch | null {
  return p.try(() => {
    p.eat('a') || p.eat('an');
    const d = desc(p);
    if (!d || !d.spell || d.card || d.player || d.zone || d.alternatives) return null;
    const f = descFilter(d);
    return f && f.kind === 'stackObject' ? plainMatch(f.match) : null;
  });
}

/** "artifacts", "Dragons", "colorless Eldrazi", "an Elemental", "a colorless permanent". */
function sourceMatch(p: Cursor): ObjectMatch | null {
  return p.try(() => {
    p.eat('a') || p.eat('an');
    const d = desc(p);
    if (!d || d.spell || d.card || d.player || d.zone || d.alternatives) return null;
    const f = descFilter(d);
    return f && f.kind === 'object' ? plainMatch(f.match) : null;
  });
}

export function spendRestriction(p: Cursor): SpendRestriction | null {
  return p.try(() => {
    if (p.eat("this mana can't be spent to cast")) {
      // 106.6: "This mana can't be spent to cast a nonartifact spell." (the Powerstone token): anything else may use it.
      const m = spellMatch(p);
      return m && Object.keys(m).length > 0 && (p.eat('.') || p.done) ? { notCast: m } : null;
    }
    if (!p.eat('spend this mana only')) return null;
    if (p.eat('on costs that contain {X}')) return p.eat('.') || p.done ? { costContains: 'X' as const } : null;
    if (!p.eat('to')) return null;
    const r: { cast?: ObjectMatch; activate?: ObjectMatch; costContains?: 'C' | 'X' } = {};
    for (let first = true; ; first = false) {
      if (!first && !(p.eat(', or') || p.eat('or') || p.eat(','))) break;
      if (p.eat('cast')) {
        const m = spellMatch(p);
        if (!m || r.cast) return null;
        r.cast = m;
      } else if (p.eat('activate abilities of') || p.eat('activate an ability of')) {
        const m = sourceMatch(p);
        if (!m || r.activate) return null;
        r.activate = m;
      } else if (p.eat('pay a cost that contains {C}')) {
        r.costContains = 'C';
      } else return null;
    }
    return p.eat('.') || p.done ? r : null;
  });
}
