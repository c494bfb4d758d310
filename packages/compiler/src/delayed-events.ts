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
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
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

export function delayedEventSentence(p: Cursor, out: Effect[]): boolean | null {
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
