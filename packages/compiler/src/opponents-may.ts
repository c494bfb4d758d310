/**
 * Tempting offer: "Each opponent may draw a card and create a 1/1 white Rabbit creature token. For each opponent who
 * does, you draw a card and you create a 1/1 white Rabbit creature token." (608.2d) — the engine's opponentsMay: each
 * opponent who does follows the first instructions as their own ("they" / "their" there are that player: "you" /
 * "your"), then the second ones are followed once for each of them.
 */
import type { Effect } from '@arbiter/engine';
import { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';
import { untokenize, type Token } from './tokens.js';

type Sentence = (p: Cursor, ctx: Ctx) => Effect[] | null;

/** The instructions read here: ones a player can always follow, so that "who does" is exactly who chose to. */
const FOLLOWED: ReadonlySet<Effect['kind']> = new Set<Effect['kind']>([
  'createToken',
  'createTokenCopy',
  'draw',
  'addCounters',
]);

const DOT: Token = { kind: 'punct', t: '.', raw: '.' };

/** The player's own words for an opponent's instruction: "they control" → "you control", "their" → "your". */
function asTheirOwn(toks: readonly Token[]): Token[] {
  return toks.map((t) =>
    t.t === 'they' ? { ...t, t: 'you', raw: 'you' } : t.t === 'their' ? { ...t, t: 'your', raw: 'your' } : t,
  );
}

/**
 * `toks` read as one sentence of such instructions, or null. Not when one refers to what this resolution created
 * ("a copy of that creature" after "Create a token that's a copy of that creature" reads as the new token, while the
 * text means the target; and each player's instructions run apart, 608.2c).
 */
function instructions(p: Cursor, ctx: Ctx, toks: readonly Token[], sentence: Sentence): Effect[] | null {
  const q = new Cursor([...toks, DOT], p.card);
  const r = sentence(q, ctx);
  if (!r || !q.done || r.length === 0 || !r.every((e) => FOLLOWED.has(e.kind))) return null;
  return JSON.stringify(r).includes('"kind":"created"') ? null : r;
}

/** "[Then] each opponent may [instructions]. For each opponent who does, [instructions]." */
export function opponentsMaySentence(p: Cursor, ctx: Ctx, out: Effect[], sentence: Sentence): boolean {
  const start = p.i + (p.is('then') ? 1 : 0);
  const q = new Cursor(p.toks, p.card);
  q.i = start;
  if (!q.eat('each opponent may')) return false;
  const end = p.toks.findIndex((t, k) => k >= q.i && t.t === '.');
  if (end < 0) return false;
  const theirs = p.toks.slice(q.i, end);
  q.i = end + 1;
  if (!q.eat('for each opponent who does ,')) return false;
  const end2 = p.toks.findIndex((t, k) => k >= q.i && t.t === '.');
  if (end2 < 0) return false;
  const effects = instructions(p, ctx, asTheirOwn(theirs), sentence);
  const yours = effects && instructions(p, ctx, p.toks.slice(q.i, end2), sentence);
  if (!effects || !yours) return false;
  out.push({ kind: 'opponentsMay', effects, text: untokenize(theirs), forEachWhoDoes: yours });
  p.i = end2 + 1;
  return true;
}
