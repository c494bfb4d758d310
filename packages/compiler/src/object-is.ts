/**
 * 608.2c / 608.2h: "If it's legendary, it gains lifelink", "If that creature is a Goat, …", "If it's a Goblin or Orc,
 * …": a condition on the spell's or ability's single target (as it is, or as it last existed if it has left) — the
 * engine's `objectIs` condition, checked as the effect resolves (never as a trigger condition, 603.4: it has no target
 * then).
 *
 *   condition := ("it's" | "it is" | "that creature is" | "that permanent is")
 *                ("legendary" | color ("or" color)* | article kind ("or" kind)*)
 *   kind      := a subtype ("Goat", "Goblin") | a card type ("creature", "artifact")
 */
import type { CardType, Color, Condition } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';
import { COLOR_WORDS, PLURAL_TYPE, SUBTYPES, TYPE_WORDS, subtypeOf } from './vocab.js';

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

/** "white", "white or blue", "black or red": colors, any of which it has. */
function colorsOr(p: Cursor): Color[] | null {
  const out: Color[] = [];
  do {
    const c = COLOR_WORDS[p.peek() ?? ''];
    if (!c) return out.length === 0 ? null : (p.i--, out); // "… or" then no color: give the "or" back
    p.i++;
    out.push(c);
  } while (p.eat('or'));
  return out;
}

function statusWord(p: Cursor): NonNullable<Extract<Condition, { kind: 'objectIs' }>['status']> | null {
  if (p.eat('tapped')) return { tapped: true };
  if (p.eat('untapped')) return { tapped: false };
  if (p.eat('attacking')) return { attacking: true };
  if (p.eat('blocking')) return { blocking: true };
  if (p.eat('a token')) return { token: true };
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
    if (p.eat('legendary')) return p.is(',') || p.done ? { kind: 'objectIs', what, supertypes: ['Legendary'] } : null;
    const end = (): boolean => p.is(',') || p.is('.') || p.done;
    const colors = colorsOr(p); // 105.2: "white or blue"
    if (colors) return end() ? { kind: 'objectIs', what, colors } : null;
    // 110.5 / 506.4: "tapped", "untapped", "attacking", "blocking", "a token" (a permanent's status now).
    const status = !was && !exiled ? statusWord(p) : null;
    if (status) return end() ? { kind: 'objectIs', what, status } : null;
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
    if (!(p.is(',') || p.done) || (subtypes.length > 0 && types.length > 0)) return null; // p.done: an "instead" sentence's condition
    return subtypes.length ? { kind: 'objectIs', what, subtypes } : { kind: 'objectIs', what, types };
  });
}
