/**
 * 119.3: life gained or lost during the turn, as an amount.
 *
 *   amount := "the amount of life" ("you" | "you've") ("gained" | "lost") "this turn"
 *           | "the life" ("that player" | "they") "lost this turn"
 *
 * and as a condition:
 *
 *   condition := "you" ["'ve"] ("gained" | "lost") [N "or more"] "life this turn"
 *              | "you" ["'ve"] ("gained or lost" | "gained and lost") "life this turn"
 *              | "an opponent lost" [N "or more"] "life this turn"
 */
import type { Amount, Condition, PlayerRef } from '@arbiter/engine';
import { number } from './phrases.js';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

/** "the amount of life you gained this turn", "the life that player lost this turn". */
export function lifeThisTurnAmount(p: Cursor, ctx: Ctx): Amount | null {
  return p.try((): Amount | null => {
    let who: PlayerRef | null = null;
    if (p.eat('the amount of life you') || p.eat("the amount of life you've")) who = { kind: 'you' };
    else if (p.eat('the life that player') || p.eat('the life they')) who = ctx.itPlayer;
    // 119.3: "the total life lost by your opponents / by all players this turn": the sum over those players.
    else if (p.is('the', 'total', 'life', 'lost', 'by')) {
      p.i += 5;
      const relation = p.eat('your opponents') ? 'opponent' : p.eat('all players') ? 'any' : null;
      return relation && p.eat('this turn')
        ? { kind: 'lifeThisTurn', who: { kind: 'each', relation }, change: 'lost' }
        : null;
    }
    if (!who) return null;
    const change = p.eat('gained') ? 'gained' : p.eat('lost') ? 'lost' : null;
    return change && p.eat('this turn') ? { kind: 'lifeThisTurn', who, change } : null;
  });
}

/** "if you gained 3 or more life this turn", "if you gained or lost life this turn" (119.3, the turn's history). */
export function lifeThisTurnCondition(p: Cursor): Condition | null {
  return p.try((): Condition | null => {
    if (p.eat('an opponent lost')) {
      const n = p.eat('life this turn') ? undefined : number(p);
      if (n === null || (n !== undefined && !p.eat('or more life this turn'))) return null;
      return { kind: 'thisTurn', what: 'opponentLostLife', ...(n !== undefined ? { atLeast: n } : {}) };
    }
    if (!p.eat('you')) return null;
    p.eat("'ve");
    const gained: Condition = { kind: 'thisTurn', what: 'youGainedLife' };
    const lost: Condition = { kind: 'thisTurn', what: 'youLostLife' };
    if (p.eat('gained or lost life this turn')) return { kind: 'anyOf', conditions: [gained, lost] };
    if (p.eat('gained and lost life this turn')) return { kind: 'allOf', conditions: [gained, lost] };
    const base = p.eat('gained') ? gained : p.eat('lost') ? lost : null;
    if (!base) return null;
    if (p.eat('life this turn')) return base;
    const n = number(p);
    return n !== null && p.eat('or more life this turn') ? { ...base, atLeast: n } : null;
  });
}

/** "twice [amount]": the amount × 2, for the amounts that carry a multiplier. */
export function twice(a: Amount): Amount | null {
  switch (a.kind) {
    case 'count':
    case 'cardsIn':
    case 'countersOnSource':
    case 'basicLandTypes':
    case 'partySize':
    case 'timesKicked':
    case 'countControlledBy':
    case 'manaSpent':
    case 'lifeThisTurn':
    case 'diedThisTurn':
      return { ...a, multiplier: (a.multiplier ?? 1) * 2 };
    default:
      return null;
  }
}
