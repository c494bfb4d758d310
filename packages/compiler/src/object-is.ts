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
import { keywordWord, type Ctx } from './phrases.js';
import { COLOR_WORDS, PLURAL_TYPE, SUBTYPES, TYPE_WORDS, subtypeOf } from './vocab.js';

type ObjectIsWhat = Extract<Condition, { kind: 'objectIs' }>['what'];

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

/** The object "it" / "that creature" names here, or null: a single target, the one card exiled, the triggering object. */
function subjectRef(ctx: Ctx, exiled: boolean): ObjectIsWhat | null {
  const it = ctx.it;
  if (exiled) return { kind: 'created' };
  if (it?.kind === 'target' && ctx.targets[it.target]?.count.max === 1) return { kind: 'target', target: it.target };
  if (it?.kind === 'triggeringObject') return { kind: 'triggeringObject' };
  return null;
}

/**
 * "If that creature has flying", "… has a +1/+1 counter on it", "… has power 4 or greater", "if that creature's power
 * is 2 or less": the permanent's current characteristics or status (608.2h: only a permanent still on the battlefield
 * has them; 506.4 / 122.1 / 702.2a …). Undefined when the text isn't this shape.
 */
function hasCondition(p: Cursor, what: ObjectIsWhat): Condition | null | undefined {
  const end = (): boolean => p.is(',') || p.is('.') || p.done;
  const subject = p.eat('that creature has') || p.eat('it has');
  if (!subject) {
    const stat = p.eat("that creature 's") && (p.is('power') || p.is('toughness')) ? p.next()!.t : null;
    if (stat === null || !p.eat('is')) return undefined;
    const b = statBound(p);
    if (!b || !end()) return null;
    return { kind: 'objectIs', what, status: { [`${stat}${b.side === 'atMost' ? 'AtMost' : 'AtLeast'}`]: b.n } };
  }
  const k = keywordWord(p); // 702: "has flying", "has infect"
  if (k) return end() ? { kind: 'objectIs', what, status: { withKeyword: k } } : null;
  if (p.is('power') || p.is('toughness')) {
    const stat = p.next()!.t;
    const b = statBound(p);
    if (!b || !end()) return null;
    return { kind: 'objectIs', what, status: { [`${stat}${b.side === 'atMost' ? 'AtMost' : 'AtLeast'}`]: b.n } };
  }
  // 122.1: "has a +1/+1 counter on it"
  if (!(p.eat('a') || p.eat('an'))) return null;
  const t = p.tok();
  if (!t || (t.kind !== 'pt' && t.kind !== 'word') || p.peek(1) !== 'counter') return null;
  p.i += 2;
  if (!p.eat('on it') || !end()) return null;
  return { kind: 'objectIs', what, status: { withCounter: t.t } };
}

/** "N or greater" / "N or less". */
function statBound(p: Cursor): { side: 'atMost' | 'atLeast'; n: number } | null {
  const t = p.tok();
  const n = t && /^\d+$/.test(t.t) ? Number(t.t) : null;
  if (n === null) return null;
  p.i++;
  if (p.eat('or greater') || p.eat('or more')) return { side: 'atLeast', n };
  if (p.eat('or less') || p.eat('or fewer')) return { side: 'atMost', n };
  return null;
}

export function objectIsCondition(p: Cursor, ctx: Ctx): Condition | null {
  return p.try((): Condition | null => {
    // "Exile the top card of your library. If it's a land card, …": the one card exiled (play-permission.ts).
    const exiled = ctx.it?.kind === 'created' && ctx.exiledTopOne === true;
    // 608.2h: "that creature was …" after a dies trigger of other creatures — the one that died, as it last existed.
    const died = ctx.it === null && ctx.diedThat === true && p.is('that', 'creature', 'was');
    const what = died ? { kind: 'triggeringObject' as const } : subjectRef(ctx, exiled);
    if (!what) return null;
    const has = exiled ? undefined : hasCondition(p, what);
    if (has !== undefined) return has;
    // "Exile target card from a graveyard. If it was a creature card, …", "If that creature was a Human" (608.2h)
    const was = p.eat('it was') || p.eat('that creature was');
    if (!was && !(p.eat("it's") || p.eat('it is') || p.eat('that creature is') || p.eat('that permanent is')))
      return null;
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
