/**
 * 601.2h / 400.7d: the mana spent to cast a spell, as numbers and conditions.
 *
 *   amount    := "the amount of mana spent to cast" spell | "the number of colors of mana spent to cast" spell
 *   per color := "for each color of mana spent to cast" spell                          (converge, 702.44a-like)
 *   condition := ("at least" N | N "or more" | "no") [color | "colored"] "mana was spent to cast" spell
 *              | symbol+ ("was" | "wasn't") "spent to cast" spell                     ("{U}{B}": both; "{W}{W}": two)
 *              | "at least" N "mana of the same color was spent to cast" spell         (adamant)
 *   spell     := "~" | "it" / "him" / "her" (this object, or the triggering one) | "that spell" (the triggering one)
 *                | "it" (a target spell, in a condition: "Counter target spell if no mana was spent to cast it")
 *
 * "~" is the spell itself as it resolves, or the permanent it became (400.7d: its abilities can read what mana was spent
 * to cast it); "that spell" is the spell a cast trigger names. The engine keeps the mana by type (objects/mana-spent.ts).
 */
import type { Amount, Color, Condition, ManaType } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { number } from './phrases.js';
import type { Ctx } from './phrases.js';

type Spell = 'self' | 'triggeringObject';
/** A condition may also read a target spell ("Counter target spell if no mana was spent to cast it"). */
type ConditionSpell = Spell | { readonly target: number };

const COLOR: Readonly<Record<string, Color>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** As castSpell, and "it" naming a target spell (a condition reads the targets). */
function conditionSpell(p: Cursor, ctx: Ctx | null): ConditionSpell | null {
  const it = ctx?.it;
  if (it?.kind === 'target' && !p.card.triggerSpell && (p.eat('it') || p.eat('that spell')))
    return { target: it.target };
  return castSpell(p, ctx);
}

/** The spell after "to cast": "~", "it" (what "it" is here: this object or the triggering one), "that spell". */
function castSpell(p: Cursor, ctx: Ctx | null): Spell | null {
  if (p.eat('~')) return 'self';
  // A static ability (no context): "it" is this object ("~ enters with … for each color of mana spent to cast it").
  const it = ctx ? (ctx.it?.kind ?? (ctx.permanent ? 'self' : null)) : 'self';
  if (p.eat('that spell')) return p.card.triggerSpell;
  if (p.eat('it') || p.eat('her') || p.eat('him')) {
    if (p.card.triggerSpell) return p.card.triggerSpell;
    return it === 'self' || it === 'triggeringObject' ? it : null;
  }
  return null;
}

/** "the amount of mana spent to cast ~", "the number of colors of mana spent to cast ~". */
export function manaSpentAmount(p: Cursor, ctx: Ctx | null): Amount | null {
  return p.try((): Amount | null => {
    const measure = p.eat('the amount of mana spent to cast')
      ? 'total'
      : p.eat('the number of colors of mana spent to cast')
        ? 'colors'
        : null;
    const spell = measure ? castSpell(p, ctx) : null;
    return spell && measure ? { kind: 'manaSpent', spell, measure } : null;
  });
}

/** "for each color of mana spent to cast ~" after an amount N: N × the colors spent (converge). */
export function perColorSpent(p: Cursor, ctx: Ctx | null, n: number): Amount | null {
  return p.try((): Amount | null => {
    if (!p.eat('for each color of mana spent to cast')) return null;
    const spell = castSpell(p, ctx);
    return spell ? { kind: 'manaSpent', spell, measure: 'colors', ...(n !== 1 ? { multiplier: n } : {}) } : null;
  });
}

const SYMBOL: Readonly<Record<string, ManaType>> = {
  '{W}': 'W',
  '{U}': 'U',
  '{B}': 'B',
  '{R}': 'R',
  '{G}': 'G',
  '{C}': 'C',
};

/**
 * "{R} was spent to cast ~", "{U}{B} was spent …" (both), "{W}{W} was spent …" (two), "{C} wasn't spent …": at least
 * that many mana of each of those types was (or, "wasn't", was not) among the mana spent.
 */
function symbolsSpentCondition(p: Cursor, ctx: Ctx | null): Condition | null {
  return p.try((): Condition | null => {
    const includes: Partial<Record<ManaType, number>> = {};
    let any = false;
    for (let t = SYMBOL[p.peek() ?? '']; t && p.tok()?.kind === 'sym'; t = SYMBOL[p.peek() ?? '']) {
      includes[t] = (includes[t] ?? 0) + 1;
      any = true;
      p.i++;
    }
    const negated = any && p.eat("wasn't spent to cast");
    if (!any || (!negated && !p.eat('was spent to cast'))) return null;
    const spell = conditionSpell(p, ctx);
    if (!spell) return null;
    const c: Condition = { kind: 'manaSpent', spell, includes };
    return negated ? { kind: 'not', condition: c } : c;
  });
}

/** "at least three white mana was spent to cast ~", "five or more mana was spent to cast that spell", "no mana was …". */
export function manaSpentCondition(p: Cursor, ctx: Ctx | null): Condition | null {
  const symbols = symbolsSpentCondition(p, ctx);
  if (symbols) return symbols;
  return p.try((): Condition | null => {
    let bound: { atLeast: number } | { atMost: number } | null = null;
    // "if it wasn't cast or no mana was spent to cast it": a permanent that wasn't a spell had none spent.
    if (p.eat("it wasn't cast or no mana was spent to cast it") && (!ctx || ctx.it?.kind === 'self'))
      return { kind: 'manaSpent', spell: 'self', atMost: 0 };
    if (p.eat('no')) bound = { atMost: 0 };
    else if (p.is('at', 'least') && p.toks[p.i + 3]?.t === 'mana' && p.toks[p.i + 6]?.t === 'same') {
      // Adamant: "at least three mana of the same color was spent to cast ~".
      p.i += 2;
      const n = number(p);
      if (n === null || !p.eat('mana of the same color was spent to cast')) return null;
      const spell = conditionSpell(p, ctx);
      return spell ? { kind: 'manaSpent', spell, sameColorAtLeast: n } : null;
    } else if (p.eat('at least')) {
      const n = number(p);
      bound = n === null ? null : { atLeast: n };
    } else {
      const n = number(p);
      bound = n !== null && p.eat('or more') ? { atLeast: n } : null;
    }
    if (!bound) return null;
    const w = p.peek() ?? '';
    const color = COLOR[w] ?? (w === 'colored' ? 'colored' : undefined);
    if (color) p.i++;
    if (!p.eat('mana was spent to cast')) return null;
    const spell = conditionSpell(p, ctx);
    return spell ? { kind: 'manaSpent', spell, ...(color ? { color } : {}), ...bound } : null;
  });
}
