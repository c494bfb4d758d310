/**
 * 608.2d: "Sacrifice any number of Mountains", "Discard any number of cards", "Reveal any number of green cards in your
 * hand", "Tap any number of untapped creatures you control", "Return any number of Plains you control to their owner's
 * hand" (engine: effects/any-number.ts), and later "for each card revealed this way" / "the number of cards revealed
 * this way" (Amount `thisWay`).
 */
import type { Amount, Effect, ObjectMatch } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, type Ctx } from './phrases.js';
import { MANA_PAID } from './pay-any-mana.js';

type Action = Extract<Effect, { kind: 'anyNumber' }>['action'];
const PAST: Record<Action, string> = {
  sacrifice: 'sacrificed',
  discard: 'discarded',
  reveal: 'revealed',
  tap: 'tapped',
  returnToHand: 'returned',
};

/** The clause, for the controller ("you"); sets ctx.thisWay to the past participle later references use. */
export function anyNumberClause(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    const verb = p.next()?.t;
    const action: Action | null =
      verb === 'sacrifice'
        ? 'sacrifice'
        : verb === 'discard'
          ? 'discard'
          : verb === 'reveal'
            ? 'reveal'
            : verb === 'tap'
              ? 'tap'
              : verb === 'return'
                ? 'returnToHand'
                : null;
    if (!action || !p.eat('any number of')) return null;
    if (action === 'tap' && !p.eat('untapped')) return null;
    const d = desc(p);
    if (!d || d.spell || d.player || d.alternatives) return null;
    const { owner: _o, controller, ...rest } = d.match;
    const match: ObjectMatch = rest;
    if (action === 'discard' || action === 'reveal') {
      // cards in your hand ("Discard any number of cards", "Reveal any number of blue cards in your hand").
      if (!d.card || controller || (d.zone && d.zone !== 'hand')) return null;
      if (action === 'reveal' && d.zone !== 'hand') return null;
    } else {
      if (d.card || d.zone) return null;
      if (action === 'sacrifice' ? controller && controller !== 'you' : controller !== 'you') return null;
      if (action === 'returnToHand' && !(p.eat("to their owner 's hand") || p.eat("to their owners ' hands")))
        return null;
    }
    ctx.thisWay = PAST[action];
    ctx.revealTop = undefined;
    return [{ kind: 'anyNumber', action, match }];
  });
}

/** "for each [card | creature | permanent | Plains …] [revealed | sacrificed …] this way" after such a clause. */
export function thisWayFor(p: Cursor, ctx: Ctx | undefined, n: number): Amount | null {
  if (!ctx?.thisWay || ctx.revealTop) return null; // after a reveal of the top card: reveal-top.ts
  return p.try(() => {
    if (!p.eat('for each')) return null;
    p.next(); // the noun ("card", "creature", "Plains", …)
    if (!p.eat(ctx.thisWay!) || !p.eat('this way')) return null;
    return { kind: 'thisWay', ...(n !== 1 ? { multiplier: n } : {}) };
  });
}

/** "the number of cards revealed this way"; "the total amount of mana paid this way" (pay-any-mana.ts). */
export function numberThisWay(p: Cursor, ctx: Ctx): Amount | null {
  if (!ctx.thisWay || ctx.revealTop) return null;
  if (ctx.thisWay === MANA_PAID) return p.eat('the total amount of mana paid this way') ? { kind: 'thisWay' } : null;
  return p.try(() => {
    if (!p.eat('the number of')) return null;
    p.next();
    return p.eat(ctx.thisWay!) && p.eat('this way') ? { kind: 'thisWay' } : null;
  });
}
