/**
 * Voting (701.29a in the 2015 CR): "[Starting with you,] each player votes for A or B.", then
 * "If A gets more votes[ or the vote is tied], …" and amounts "for each A vote" in later sentences.
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

/** A single lower-case word naming a choice ("sickness", "time"). */
function choiceWord(p: Cursor): string | null {
  const t = p.tok();
  if (!t || t.kind !== 'word' || !/^[a-z]+$/.test(t.raw)) return null;
  p.i++;
  return t.t;
}

export function voteClause(p: Cursor, ctx: Ctx, sentence: (p: Cursor, ctx: Ctx) => Effect[] | null): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (p.eat('starting with you ,') || p.is('each', 'player', 'votes', 'for')) {
      // 701.29a: the specified player ("you") votes first, then the others in turn order.
      if (!p.eat('each player votes for')) return null;
      const a = choiceWord(p);
      if (!a || !p.eat('or')) return null;
      const b = choiceWord(p);
      if (!b || a === b || !(p.eat('.') || p.done)) return null;
      p.card.vote.value = [a, b]; // the vote's choices, for the rest of its text (CardCtx.vote)
      return [{ kind: 'vote', options: [a, b] }];
    }
    const opts = p.card.vote.value;
    if (!opts || !p.eat('if')) return null;
    const option = opts.indexOf(p.peek() ?? '');
    if (option < 0) return null;
    p.i++;
    if (!p.eat('gets more votes')) return null;
    const orTied = p.eat('or the vote is tied');
    if (!p.eat(',')) return null;
    const effects = sentence(p, ctx);
    if (!effects) return null;
    return [{ kind: 'voteOutcome', option, ...(orTied ? { orTied: true } : {}), effects }];
  });
}
