/**
 * Player verbs about life and the game's outcome: gain and lose life, pay, get counters or an emblem, win or lose the
 * game, take an extra turn, and "can't cast spells this turn". Each is one entry of PLAYER_VERBS (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import {
  amountEqual,
  amountFor,
  compileQuotedText,
  duration,
  payment,
  quoted,
  type PlayerVerbScope,
} from '../effects.js';
import { amount, objectPhrase } from '../phrases.js';
import { cantCastThisTurn } from '../players.js';
import { untokenize } from '../tokens.js';

export function gainPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('gain')) {
    if (p.eat('control of')) {
      // "Target opponent gains control of target permanent you control" (613.1b): control goes to the target player.
      if (who.kind !== 'you' && who.kind !== 'target') return fail();
      const what = objectPhrase(p, ctx);
      if (!what) return fail();
      const d = duration(p) ?? 'permanent';
      return [{ kind: 'gainControl', what, duration: d, ...(who.kind === 'target' ? { to: who } : {}) }];
    }
    if (p.eat('life equal to')) {
      const eq = amountEqual(p, ctx);
      return eq ? [{ kind: 'gainLife', who, amount: eq }] : fail();
    }
    const a = amount(p);
    if (!a || !p.eat('life')) return fail();
    const am = amountFor(p, a, ctx);
    if (!am) return fail();
    return [{ kind: 'gainLife', who, amount: am }];
  }
  return undefined;
}

export function cantCastThisTurnPlayerVerb({ p, who }: PlayerVerbScope): Effect[] | null | undefined {
  const banned = cantCastThisTurn(p, who); // 101.2 (players.ts)
  if (banned) return banned;
  return undefined;
}

export function winPlayerVerb({ p, who, v }: PlayerVerbScope): Effect[] | null | undefined {
  // 104.2a / 104.3e: "[player] wins / loses the game".
  if (v('win') && p.eat('the game')) return [{ kind: 'winGame', who }];
  return undefined;
}

export function loseTheGamePlayerVerb({ p, who, v }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('lose') && p.eat('the game')) return [{ kind: 'loseGame', who }];
  return undefined;
}

export function loseLifePlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('lose')) {
    // "Target opponent loses life equal to the number of Elves you control" (read as it resolves, 608.2h).
    if (p.eat('life equal to')) {
      const eq = amountEqual(p, ctx);
      // "Each opponent loses life equal to the number of cards in their hand": one amount per player, not modelled.
      const perPlayer =
        eq &&
        who.kind === 'each' &&
        (eq.kind === 'playerCards' ||
          eq.kind === 'countControlledBy' ||
          (eq.kind === 'lifeThisTurn' && eq.who.kind !== 'you'));
      return eq && !perPlayer ? [{ kind: 'loseLife', who, amount: eq }] : fail();
    }
    const a = amount(p);
    if (!a || !p.eat('life')) return fail();
    const am = amountFor(p, a, ctx);
    if (!am) return fail();
    return [{ kind: 'loseLife', who, amount: am }];
  }
  return undefined;
}

export function getEmblemPlayerVerb({ p, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.is(third ? 'gets' : 'get', 'an', 'emblem', 'with')) {
    // 114.1: "You get an emblem with \"[ability]\"."
    p.i += 4;
    const start = p.i;
    const inner = quoted(p);
    const abilities = inner === null ? null : compileQuotedText(p, inner);
    if (!abilities) return fail();
    return [{ kind: 'createEmblem', name: 'Emblem', abilities, text: untokenize(p.toks.slice(start, p.i)) }];
  }
  return undefined;
}

export function payPlayerVerb({ p, who, v, save, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('pay')) {
    const cost = payment(p);
    return cost
      ? [{ kind: 'payOrNot', who, cost, paid: [], unpaid: [], text: untokenize(p.toks.slice(save, p.i)) }]
      : fail();
  }
  return undefined;
}

export function getPlayerCountersPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('get')) {
    // "[player] gets a poison counter / two poison counters" (122.1; ten or more: 704.5c).
    const poison = p.try(() => {
      const a = amount(p);
      if (!a || !(p.eat('poison counters') || p.eat('poison counter'))) return null;
      return [{ kind: 'addPlayerCounters', who, counter: 'poison', amount: a } as Effect];
    });
    if (poison) return poison;
    // "you get an amount of {E} equal to …" (122.1).
    if (p.eat('an amount of {E} equal to')) {
      const a = amountEqual(p, ctx);
      return a ? [{ kind: 'addPlayerCounters', who, counter: 'energy', amount: a }] : fail();
    }
    // "you get {E}{E}" (energy counters, 122.1).
    let n = 0;
    while (p.eat('{E}')) n++;
    return n > 0 ? [{ kind: 'addPlayerCounters', who, counter: 'energy', amount: { kind: 'fixed', n } }] : fail();
  }
  return undefined;
}

export function takePlayerVerb({ p, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  // 500.7: "[player] takes an extra turn after this one".
  if (p.is(third ? 'takes' : 'take', 'an', 'extra', 'turn', 'after', 'this', 'one')) {
    p.i += 7;
    return [{ kind: 'extraTurn', who }];
  }
  return undefined;
}
