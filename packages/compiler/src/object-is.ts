/**
 * 608.2c / 608.2h: "If it's legendary, it gains lifelink", "If that creature is a Goat, …", "If it's a Goblin or Orc,
 * …": a condition on the spell's or ability's single target (as it is, or as it last existed if it has left) — the
 * engine's `objectIs` condition, checked as the effect resolves (never as a trigger condition, 603.4: it has no target
 * then).
 *
 *   condition := ("it's" | "it is" | "that creature is" | "that permanent is") ("legendary" | article kind ("or" kind)*)
 *   kind      := a subtype ("Goat", "Goblin") | a card type ("creature", "artifact")
 */
import type { CardType, Condition } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';
import { PLURAL_TYPE, SUBTYPES, TYPE_WORDS, subtypeOf } from './vocab.js';

/** One subtype or card type word (singular). */
function kind(p: Cursor): { subtype: string } | { type: CardType } | null {
  const t = p.tok();
  if (!t || t.kind !== 'word') return null;
  if (/^[A-Z]/.test(t.raw) && SUBTYPES.has(subtypeOf(t.raw)) && subtypeOf(t.raw) === t.raw) {
    p.i++;
    return { subtype: t.raw };
  }
  const type = TYPE_WORDS[t.t];
  if (type && !PLURAL_TYPE.has(t.t)) {
    p.i++;
    return { type };
  }
  return null;
}

export function objectIsCondition(p: Cursor, ctx: Ctx): Condition | null {
  return p.try((): Condition | null => {
    const it = ctx.it;
    // "Exile the top card of your library. If it's a land card, …": the one card exiled (play-permission.ts).
    const exiled = it?.kind === 'created' && ctx.exiledTopOne === true;
    if (!exiled && (!it || it.kind !== 'target' || ctx.targets[it.target]?.count.max !== 1)) return null;
    const was = p.eat('it was'); // "Exile target card from a graveyard. If it was a creature card, …" (608.2h)
    if (!was && !(p.eat("it's") || p.eat('it is') || p.eat('that creature is') || p.eat('that permanent is')))
      return null;
    const what = it?.kind === 'target' ? { kind: 'target' as const, target: it.target } : { kind: 'created' as const };
    if (p.eat('legendary')) return p.is(',') ? { kind: 'objectIs', what, supertypes: ['Legendary'] } : null;
    if (!(p.eat('a') || p.eat('an'))) return null;
    const subtypes: string[] = [];
    const types: CardType[] = [];
    for (;;) {
      const k = kind(p);
      if (!k) return null;
      if ('subtype' in k) subtypes.push(k.subtype);
      else types.push(k.type);
      if (!p.eat('or')) break;
    }
    if (was && types.length > 0) p.eat('card') || p.eat('spell') || p.eat('permanent'); // "a creature card"
    if (exiled && !p.eat('card')) return null; // the exiled card: "a land card"
    // One kind of word only: "a Goblin or Orc" (subtypes), "an artifact or creature" (types).
    if (!p.is(',') || (subtypes.length > 0 && types.length > 0)) return null;
    return subtypes.length ? { kind: 'objectIs', what, subtypes } : { kind: 'objectIs', what, types };
  });
}
