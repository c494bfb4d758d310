/**
 * 614.1a / 614.11 / 614.6: replacement statics on drawing a card.
 *   "If [you | an opponent | a player] would draw a card [except the first one [you | they] draw in each of [your |
 *   their] draw steps] [while your library has no cards in it | while you have no cards in hand], [instead] [effects]
 *   [instead]. [More sentences.]" → drawInstead (the effects replace the draw; "that player" / "they" is the player
 *   who would have drawn; "that player skips that draw" is the replacement itself, 614.1b).
 *   "If you would draw a card [while …], draw two cards instead." → doubleEvent draw;
 *   "If you would gain life while you have N or less life, you gain twice that much life instead." → doubleEvent lifeGain.
 *   "The next time you would draw a card this turn, [instead] [effects] [instead]." (a resolving ability's sentence)
 *   → nextDrawInstead: a one-shot replacement of the controller's next draw this turn.
 * Conditions are the static's own (611.3b: checked as the draw would happen, for its controller, so only "you").
 * An effect with a target, or one that doesn't read, refuses the line.
 */
import type { AbilityNode, Condition, Effect, StaticEffect } from '@arbiter/engine';
import type { Ctx } from './phrases.js';
import { Cursor } from './cursor.js';
import { effectText } from './effects.js';
import { newCtx } from './phrases.js';
import type { Token } from './tokens.js';

type Whose = 'you' | 'opponent' | 'any';

/** "while your library has no cards in it" / "while you have no cards in hand" / "while you have N or less life". */
function whileCondition(p: Cursor): Condition | null | undefined {
  if (!p.eat('while')) return undefined;
  if (p.eat('your library has no cards in it')) return { kind: 'libraryAtMost', n: 0 };
  if (p.eat('you have no cards in hand')) return { kind: 'handAtMost', n: 0 };
  return p.try(() => {
    if (!p.eat('you have')) return null;
    const t = p.tok();
    if (t?.kind !== 'num' || !p.eat(t.t, 'or less life')) return null;
    return { kind: 'lifeAtMost', n: Number(t.t) } as Condition;
  });
}

export function drawReplacementLine(p: Cursor, st: (effect: StaticEffect) => AbilityNode): AbilityNode[] | undefined {
  return (
    p.try((): AbilityNode[] | null => {
      if (p.eat('if you would gain life')) {
        const c = whileCondition(p);
        if (!c || !p.eat(', you gain twice that much life instead .') || !p.done) return null;
        return [{ ...st({ kind: 'doubleEvent', event: 'lifeGain' }), condition: c } as AbilityNode];
      }
      if (!p.eat('if')) return null;
      const whose: Whose | null = p.eat('you')
        ? 'you'
        : p.eat('an opponent')
          ? 'opponent'
          : p.eat('a player')
            ? 'any'
            : null;
      if (!whose || !p.eat('would draw a card')) return null;
      const except =
        whose === 'you'
          ? p.eat('except the first one you draw in each of your draw steps')
          : p.eat('except the first one they draw in each of their draw steps');
      const c = whileCondition(p);
      if (c === null || (c && whose !== 'you') || !p.eat(',')) return null;
      const node = (effect: StaticEffect): AbilityNode[] => {
        const n = st(effect);
        return [c ? ({ ...n, condition: c } as AbilityNode) : n];
      };
      const flag = except ? { exceptFirstInDrawStep: true as const } : {};
      if (whose === 'you' && p.eat('draw two cards instead .') && p.done)
        return node({ kind: 'doubleEvent', event: 'draw', ...flag });
      const read = insteadEffects(p.toks.slice(p.i), p, whose);
      if (!read) return null;
      p.i = p.toks.length;
      const optional = read.optional ? { optional: true as const } : {};
      return node({ kind: 'drawInstead', whose, ...flag, effects: read.effects, ...optional });
    }) ?? undefined
  );
}

/** The effects that replace the draw: the rest of the line with its "instead" taken out. */
function insteadEffects(
  rest: readonly Token[],
  p: Cursor,
  whose: Whose,
): { effects: Effect[]; optional: boolean } | null {
  let toks = [...rest];
  // "you may [instead] … [instead]": the drawing player (only "you") decides whether the draw is replaced.
  const optional = whose === 'you' && toks[0]?.t === 'you' && toks[1]?.t === 'may';
  if (optional) toks = toks.slice(2);
  if (toks[0]?.t === 'instead') toks = toks.slice(1);
  else {
    const dot = toks.findIndex((t) => t.t === '.');
    if (dot < 1 || toks[dot - 1]!.t !== 'instead') return null;
    toks.splice(dot - 1, 1);
  }
  if (toks.some((t) => t.t === 'instead')) return null;
  const q = new Cursor(toks, p.card);
  const drawer = whose !== 'you';
  // "that player skips that draw [and] …": the replacement itself (the draw doesn't happen).
  if (drawer && q.eat('that player skips that draw')) {
    if (q.eat('.') && q.done) return { effects: [], optional };
    if (!q.eat('and')) return null;
  }
  if (optional && q.eat('skip that draw .') && q.done) return { effects: [], optional };
  if (q.is('you', 'may')) return null;
  const ctx = newCtx(true);
  if (drawer) ctx.itPlayer = { kind: 'triggeringPlayer' };
  const effects = effectText(new Cursor(toks.slice(q.i), p.card), ctx);
  if (!effects || ctx.targets.length > 0 || effects[0]?.kind === 'optional') return null;
  return { effects, optional };
}

/**
 * 614.1a / 614.6: "The next time you would draw a card this turn, [instead] [effects] [instead]." — read as one
 * sentence of a resolving ability's text (effects.ts SENTENCE_READERS): true when read, false when not this sentence,
 * null when it is but its effects don't read (or name a target: a replacement's target is not chosen as it applies).
 */
export function nextDrawSentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('the', 'next', 'time', 'you', 'would', 'draw')) return false;
  const r = p.try((): Effect[] | null => {
    if (!p.eat('the next time you would draw a card this turn ,')) return null;
    let end = p.i;
    while (end < p.toks.length && p.toks[end]!.t !== '.') end++;
    const read = insteadEffects(p.toks.slice(p.i, end + 1), p, 'you');
    if (!read || read.optional) return null; // a "next time … you may" is not read
    p.i = end + 1;
    return [{ kind: 'nextDrawInstead', effects: read.effects }];
  });
  if (!r) return null;
  out.push(...r);
  return true;
}
