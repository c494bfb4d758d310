/**
 * 603.7a: delayed triggered abilities a resolving spell or ability creates that trigger on an event this turn:
 *
 *   sentence := "When you next cast" spell "this turn," effects            (603.7c: it triggers only once)
 *             | "Until end of turn, whenever" trigger-condition "," effects
 *
 * The delayed ability's own text ("Whenever you cast an instant or sorcery spell, copy that spell.") is compiled as a
 * triggered ability of its own (CardCtx.quoted), so its "that spell" / "that creature" are its own event's. It reads
 * one sentence, and "You may choose new targets for the copy." after a copy.
 */
import type { Effect, TriggeredAbility } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { type Ctx, objectRef } from './phrases.js';
import { untokenize, type Token } from './tokens.js';

const word = (t: string): Token => ({ kind: 'word', t, raw: t });
const NEW_TARGETS = ['you', 'may', 'choose', 'new', 'targets', 'for', 'the', 'copy', '.'];

/** The index after the sentence that starts at `start` (with a following "You may choose new targets …"). */
function sentenceEnd(toks: readonly Token[], start: number): number {
  const dot = toks.findIndex((t, k) => k >= start && t.t === '.');
  if (dot < 0) return toks.length;
  const more = NEW_TARGETS.every((w, k) => toks[dot + 1 + k]?.t === w);
  return more ? dot + 1 + NEW_TARGETS.length : dot + 1;
}

/** The events of one object a delayed ability can watch: "When that creature [event] this turn," (603.7c). */
const WATCHED_EVENTS: readonly (readonly string[])[] = [
  ['dies'],
  ['leaves', 'the', 'battlefield'],
  ['becomes', 'blocked'],
];
const WATCHED_NOUNS = ['creature', 'permanent'];

export function delayedEventSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (p.is('when', 'that') && WATCHED_NOUNS.includes(p.peek(2) ?? '')) return watchedObjectSentence(p, ctx, out);
  const once = p.is('when', 'you', 'next', 'cast');
  if (!once && !p.is('until', 'end', 'of', 'turn', ',', 'whenever')) return false;
  const toks = p.toks;
  const start = p.i;
  const end = sentenceEnd(toks, start);
  const sentence = toks.slice(start, end);
  if (sentence.some((t) => t.t === '"')) return null;
  let body: Token[];
  if (once) {
    const comma = sentence.findIndex((t) => t.t === ',');
    if (comma < 6 || sentence[comma - 2]?.t !== 'this' || sentence[comma - 1]?.t !== 'turn') return null;
    body = [word('whenever'), word('you'), word('cast'), ...sentence.slice(4, comma - 2), ...sentence.slice(comma)];
  } else body = sentence.slice(5);
  const abilities = p.card.quoted(untokenize(body), true, p.card);
  const a = abilities?.length === 1 ? abilities[0] : undefined;
  // A triggered mana ability (605.1b, "whenever a player taps a Swamp for mana") is not one the mana payment plans for.
  if (a?.kind !== 'triggered' || a.oncePerTurn || a.manaAbility || (once && a.trigger.kind !== 'castSpell'))
    return null;
  out.push({ kind: 'delayedEventTrigger', ability: { ...a, text: untokenize(sentence) }, once });
  p.i = end;
  return true;
}

/**
 * "When that creature dies this turn, [effects]" (Searing Blood, Blessed Defiance, Kjeldoran Elite Guard): a delayed
 * ability that watches the object "that creature" names as it is created, read as "Whenever a creature dies, …"
 * limited to that object (the engine's `watched`). Its effects' "it", "its controller" and "that creature" are its
 * own event's object, as in any triggered ability. With "this turn" it lasts until the turn ends (603.7c).
 */
function watchedObjectSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  return p.try((): boolean | null => {
    const start = p.i;
    p.i += 1; // "when"
    const noun = p.peek(1)!;
    const watch = objectRef(p, ctx);
    if (!watch || watch.kind !== 'target') return null;
    const event = WATCHED_EVENTS.find((w) => p.is(...w, 'this', 'turn', ','));
    if (!event) return null;
    p.i += event.length + 2;
    const end = sentenceEnd(p.toks, start);
    const rest = p.toks.slice(p.i, end);
    if (rest.some((t) => t.t === '"')) return null;
    const body = [word('whenever'), word('a'), word(noun), ...event.map(word), ...rest];
    const a = onlyTriggered(p.card.quoted(untokenize(body), true, p.card));
    if (!a) return null;
    const text = untokenize(p.toks.slice(start, end));
    out.push({ kind: 'delayedEventTrigger', ability: { ...a, text }, once: false, watch });
    p.i = end;
    return true;
  });
}

function onlyTriggered(abilities: ReturnType<Cursor['card']['quoted']>): TriggeredAbility | null {
  const a = abilities?.length === 1 ? abilities[0] : undefined;
  return a?.kind === 'triggered' && !a.oncePerTurn && !a.manaAbility ? a : null;
}
