/**
 * Spell descriptions ("noncreature spells", "instant and sorcery spells") and the spells cast this turn as a condition
 * (601.2i; engine objects/spells-cast.ts):
 *
 *   condition := ("you've" | "you have") "cast" ["another"] (N "or more" | "a" | "an" | "two") spell-desc "this turn"
 *              | "you've cast both a" spell-desc "and a" spell-desc "this turn"
 *              | "you haven't cast a spell this turn"
 *              | "an opponent cast" N "or more spells this turn"
 */
import { CAST_RECORD_MATCH_KEYS, type CardType, type Condition, type ObjectMatch } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter, number, type Desc } from './phrases.js';
import { SUBTYPES, TYPE_WORDS, subtypeOf } from './vocab.js';

/** One ObjectMatch for a spell description: "noncreature spells", "instant and sorcery spells", "Kithkin spells and Soldier spells". */
export function spellMatch(d: Desc): ObjectMatch | null {
  if (!d.spell || d.zone || d.player) return null;
  const f = descFilter(d);
  if (!f) return null;
  if (f.kind === 'stackObject') return f.match ?? {};
  if (f.kind !== 'anyOf' || !f.filters.every((g) => g.kind === 'stackObject' && g.match)) return null;
  // Alternatives that each name only types (or only subtypes, or only colours) merge into one "any of" list.
  const ms = f.filters.map((g) => (g as { match: ObjectMatch }).match);
  for (const key of ['types', 'subtypes', 'colors'] as const) {
    if (ms.every((m) => Object.keys(m).length === 1 && m[key]))
      return { [key]: ms.flatMap((m) => m[key] as string[]) } as ObjectMatch;
  }
  return null;
}

/** "Instant and sorcery spells", "Artifact and enchantment spells", "Kithkin spells and Soldier spells": any of the listed types / subtypes. */
export function typeListSpells(p: Cursor): ObjectMatch | null {
  return p.try(() => {
    const types: CardType[] = [];
    const subtypes: string[] = [];
    for (;;) {
      const t = p.tok();
      if (!t || t.kind !== 'word') return null;
      if (TYPE_WORDS[t.t] && !t.t.endsWith('s')) types.push(TYPE_WORDS[t.t]!);
      else if (/^[A-Z]/.test(t.raw) && SUBTYPES.has(subtypeOf(t.raw))) subtypes.push(subtypeOf(t.raw));
      else return null;
      p.i++;
      if (subtypes.length > 0) {
        if (!p.eat('spells')) return null;
      }
      if (p.eat('and') || p.eat(',') || p.eat(', and')) continue;
      if (subtypes.length === 0 && !p.eat('spells')) return null;
      break;
    }
    if (types.length > 0 === subtypes.length > 0 || types.length + subtypes.length < 2) return null;
    return types.length > 0 ? { types } : { subtypes };
  });
}

/** A spell as it was cast can be matched on its characteristics only (CAST_RECORD_MATCH_KEYS). */
function recordable(m: ObjectMatch): boolean {
  const keys: readonly string[] = CAST_RECORD_MATCH_KEYS;
  return Object.keys(m).every((k) => keys.includes(k));
}

/** "[N or more | a | an] [noncreature] spell(s)" as cast this turn: the count and the match. */
function spellsCounted(p: Cursor, another = false): { atLeast: number; match: ObjectMatch } | null {
  return p.try(() => {
    let atLeast = 1;
    if (!another && !(p.eat('a') || p.eat('an'))) {
      const n = number(p);
      if (n === null || !p.eat('or more')) return null;
      atLeast = n;
    }
    const list = typeListSpells(p); // "instant and sorcery spells"
    if (list) return atLeast > 1 && recordable(list) ? { atLeast, match: list } : null;
    const d = desc(p);
    const match = d ? spellMatch(d) : null;
    if (!match || !recordable(match) || d!.plural !== atLeast > 1) return null;
    return { atLeast, match };
  });
}

/** 601.2i: "if you've cast [another] [N or more] [noncreature] spell(s) this turn" and kin. */
export function castThisTurnCondition(p: Cursor): Condition | null {
  return p.try((): Condition | null => {
    if (p.eat("you haven't cast a spell this turn") || p.eat('you have not cast a spell this turn'))
      return { kind: 'not', condition: { kind: 'castThisTurn', atLeast: 1 } };
    if (p.eat('an opponent cast')) {
      const n = spellsCounted(p);
      return n && p.eat('this turn') ? { kind: 'castThisTurn', ...bare(n), who: 'opponent' } : null;
    }
    if (!(p.eat("you've cast") || p.eat('you have cast'))) return null;
    if (p.eat('both')) {
      const a = spellsCounted(p);
      if (!a || a.atLeast !== 1 || !p.eat('and')) return null;
      const b = spellsCounted(p);
      if (!b || b.atLeast !== 1 || !p.eat('this turn')) return null;
      return { kind: 'allOf', conditions: [a, b].map((x) => ({ kind: 'castThisTurn', ...bare(x) }) as Condition) };
    }
    const another = p.eat('another');
    const n = spellsCounted(p, another);
    if (!n || !p.eat('this turn')) return null;
    return { kind: 'castThisTurn', ...bare(n), ...(another ? { another: true } : {}) };
  });
}

/** Leaves out an empty match ("a spell"). */
function bare(n: { atLeast: number; match: ObjectMatch }): { atLeast: number; match?: ObjectMatch } {
  return Object.keys(n.match).length > 0 ? n : { atLeast: n.atLeast };
}
