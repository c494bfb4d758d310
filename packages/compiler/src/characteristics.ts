/**
 * Characteristic-changing phrases (613.1d–f, 613.4b): "is a blue Frog creature with base power and toughness 1/1",
 * "has base power and toughness 0/2, has defender, and loses all other abilities", "are Bears in addition to their
 * other types". 205.1a: a new card type or creature type replaces the old ones ("it loses all other card types and
 * creature types"); 205.1b: "in addition to its other types" and "[an] artifact creature" keep them.
 */
import {
  CREATURE_TYPES,
  type AbilityNode,
  type CardType,
  type Color,
  type LayerMod,
  type ObjectRef,
  type PTValue,
} from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { grantListFor } from './effects.js';
import { COLOR_WORDS, SUBTYPES, TYPE_WORDS, subtypeOf } from './vocab.js';

const CREATURE: ReadonlySet<string> = new Set(CREATURE_TYPES);

/** "N/M" (or "X/X" when `x` is allowed): base power and toughness values. */
function basePT(p: Cursor, x: PTValue | null): [PTValue, PTValue] | null {
  const t = p.tok();
  if (t?.kind !== 'pt') return null;
  if (/^\d+\/\d+$/.test(t.t)) {
    p.i++;
    const [pw, tg] = t.t.split('/').map(Number) as [number, number];
    return [
      { kind: 'fixed', n: pw },
      { kind: 'fixed', n: tg },
    ];
  }
  if (x && t.t === 'X/X') {
    p.i++;
    return [x, x];
  }
  return null;
}

/**
 * "a blue Frog creature with base power and toughness 1/1 [in addition to its other types]", "a Treefolk with base
 * power and toughness 0/4", "a creature with base power and toughness 5/5 in addition to its other types", "a blue Wall
 * in addition to its other colors and types": the layered changes, or null (nothing consumed).
 */
export function typePhrase(p: Cursor, x: PTValue | null = null): LayerMod[] | null {
  return p.try(() => {
    if (!(p.eat('a') || p.eat('an'))) return null;
    const colors: Color[] = [];
    let colorless = false;
    for (;;) {
      const w = p.peek();
      if (w && COLOR_WORDS[w]) {
        colors.push(COLOR_WORDS[w]!);
        p.i++;
        if (p.is('and') && COLOR_WORDS[p.peek(1) ?? '']) p.i++;
        continue;
      }
      if (w === 'colorless' && colors.length === 0 && !colorless) {
        colorless = true;
        p.i++;
        continue;
      }
      break;
    }
    const subtypes: string[] = [];
    while (p.tok()?.kind === 'word' && SUBTYPES.has(p.tok()!.raw) && !TYPE_WORDS[p.peek()!])
      subtypes.push(p.next()!.raw);
    const types: CardType[] = [];
    while (p.peek() && TYPE_WORDS[p.peek()!]) types.push(TYPE_WORDS[p.next()!.t]!);
    if (subtypes.length + types.length === 0) return null;
    if (types.some((t) => t !== 'Creature' && t !== 'Artifact')) return null;
    const pt = p.eat('with base power and toughness') ? basePT(p, x) : undefined;
    if (pt === null) return null;
    const withColors = p.eat('in addition to its other colors and types');
    const inAddition = withColors || p.eat('in addition to its other types');
    // 205.1b: "[a Construct] artifact creature" keeps its other types, like "in addition to its other types".
    const keeps = inAddition || (types.includes('Artifact') && types.includes('Creature'));
    // 205.1a / 305.7: only creature types replace others here (land types are land-types.ts's).
    if (!keeps && subtypes.some((t) => !CREATURE.has(t))) return null;
    const mods: LayerMod[] = keeps
      ? [{ kind: 'addTypes', ...(types.length ? { types } : {}), ...(subtypes.length ? { subtypes } : {}) }]
      : [{ kind: 'setTypes', ...(types.length ? { types } : {}), subtypes }];
    if (colors.length || colorless)
      mods.push(withColors ? { kind: 'addColors', colors } : { kind: 'setColors', colors });
    if (pt) mods.push({ kind: 'setPT', power: pt[0], toughness: pt[1] });
    return mods;
  });
}

/** "Bears in addition to their other types" / "Juggernauts in addition to their other creature types". */
function pluralSubtypesInAddition(p: Cursor): LayerMod[] | null {
  return p.try(() => {
    const subtypes: string[] = [];
    for (;;) {
      const t = p.tok();
      if (t?.kind !== 'word' || !/^[A-Z]/.test(t.raw) || !SUBTYPES.has(subtypeOf(t.raw))) break;
      subtypes.push(subtypeOf(t.raw));
      p.i++;
      if (!p.eat('and')) break;
    }
    if (subtypes.length === 0) return null;
    if (!(p.eat('in addition to their other types') || p.eat('in addition to their other creature types'))) return null;
    return [{ kind: 'addTypes', subtypes }];
  });
}

/**
 * The clauses of a static ability's characteristic change, after its subject: "has base power and toughness 0/2",
 * "has defender", "loses all [other] abilities", "is a blue Frog creature …", "are Bears in addition to their other
 * types", joined by "and" / "," / ", and". The ability loss comes first in its layer (what the same text grants stays).
 * Null unless one of them sets base power and toughness or types.
 */
export function characteristicClauses(p: Cursor, plural: boolean, subject: ObjectRef): LayerMod[] | null {
  return p.try(() => {
    const lose: LayerMod[] = [];
    const rest: LayerMod[] = [];
    let sets = false;
    const clause = (): boolean => {
      if (p.eat(plural ? 'have base power and toughness' : 'has base power and toughness')) {
        const pt = basePT(p, null);
        if (!pt) return false;
        rest.push({ kind: 'setPT', power: pt[0], toughness: pt[1] });
        return (sets = true);
      }
      if (
        p.eat(plural ? 'lose all abilities' : 'loses all abilities') ||
        p.eat(plural ? 'lose all other abilities' : 'loses all other abilities')
      ) {
        lose.push({ kind: 'loseAllAbilities' });
        return true;
      }
      if (p.eat(plural ? 'are' : 'is')) {
        const mods = plural ? pluralSubtypesInAddition(p) : typePhrase(p);
        if (!mods) return false;
        rest.push(...mods);
        return (sets = true);
      }
      if (p.eat(plural ? 'have' : 'has')) {
        const g = grantListFor(p, subject);
        if (!g || g.choose) return false;
        const abilities = [...g.keywords.map((k) => ({ kind: 'keyword', keyword: k }) as AbilityNode), ...g.abilities];
        rest.push({ kind: 'addAbilities', abilities });
        return true;
      }
      return false;
    };
    if (!clause()) return null;
    for (;;) {
      const save = p.i;
      if (!(p.eat(', and') || p.eat('and') || p.eat(','))) break;
      if (!clause()) {
        p.i = save;
        break;
      }
    }
    return sets ? [...lose, ...rest] : null;
  });
}
