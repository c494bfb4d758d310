/**
 * 119.3: life gained or lost during the turn, as an amount.
 *
 *   amount := "the amount of life" ("you" | "you've") ("gained" | "lost") "this turn"
 *           | "the life" ("that player" | "they") "lost this turn"
 */
import type { Amount, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

/** "the amount of life you gained this turn", "the life that player lost this turn". */
export function lifeThisTurnAmount(p: Cursor, ctx: Ctx): Amount | null {
  return p.try((): Amount | null => {
    let who: PlayerRef | null = null;
    if (p.eat('the amount of life you') || p.eat("the amount of life you 've")) who = { kind: 'you' };
    else if (p.eat('the life that player') || p.eat('the life they')) who = ctx.itPlayer;
    if (!who) return null;
    const change = p.eat('gained') ? 'gained' : p.eat('lost') ? 'lost' : null;
    return change && p.eat('this turn') ? { kind: 'lifeThisTurn', who, change } : null;
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
      return { ...a, multiplier: (a.multiplier ?? 1) * 2 };
    default:
      return null;
  }
}
