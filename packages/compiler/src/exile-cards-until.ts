/**
 * 406.3 / 608.2c: exiling cards from the top of a library until enough cards of a kind are exiled, and what the text
 * does with them (engine effect `exileUntil`; the found cards are "that card" afterwards, the resolution's created
 * objects):
 *
 *   "Exile cards from the top of your library until you exile a nonland card. You may cast that card without paying
 *    its mana cost." (Nico Minoru, Runaway)
 *   "… You may cast it without paying its mana cost if that spell's mana value is 8 or less. If you don't, put that
 *    card into your hand." (Breaching Dragonstorm)
 *   "… until you exile X permanent cards, where X is the number of times this creature has mutated. Put those
 *    permanent cards onto the battlefield." (Auspicious Starrix)
 *   "… You may cast that card this turn." (Territorial Bruntar: play-permission.ts reads the permission)
 *
 * Only the controller's own library ("you exile"); the count is a number or X bound to an amount fixed as the effect
 * begins (608.2h).
 */
import type { Amount, Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { amountEqual } from './effects.js';
import { type Ctx, number } from './phrases.js';
import { cardFilter } from './reveal-until.js';

/** "exile cards from the top of your library until you exile a nonland card / two … cards / X … cards, where X is …". */
export function exileUntilClause(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('exile cards from the top of your library until you exile')) return null;
    const x = p.eat('x');
    const n = x ? null : number(p);
    if (!x && (n === null || n < 1)) return null;
    const filter = cardFilter(p);
    if (!filter) return null;
    let count: Amount = { kind: 'fixed', n: n ?? 0 };
    if (x) {
      // 608.2h: an amount fixed as the effect begins ("the number of times this creature has mutated", 702.140).
      const where = p.eat(', where x is') ? amountEqual(p, ctx) : null;
      if (!where || where.kind !== 'timesMutated') return null;
      count = where;
    }
    ctx.it = { kind: 'created' };
    return [{ kind: 'exileUntil', filter, count }];
  });
}

/** The `exileUntil` effect `out` ends with, if any. */
function lastExileUntil(out: readonly Effect[]): Extract<Effect, { kind: 'exileUntil' }> | null {
  const last = out[out.length - 1];
  return last?.kind === 'exileUntil' ? last : null;
}

/**
 * "You may cast that card without paying its mana cost[ if the spell's mana value is …]. [If you don't [cast that card
 * this way], put it into your hand. | Otherwise, put it into your hand.]" right after the exile (118.9, 608.2c).
 */
export function castFoundSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!lastExileUntil(out) || !p.is('you', 'may', 'cast')) return false;
  const cast = p.try((): Effect | null => {
    p.i += 3;
    if (!(p.eat('that card') || p.eat('it') || p.eat('the exiled card'))) return null;
    if (!p.eat('without paying its mana cost')) return null;
    const manaValue = p.is('if') ? spellManaValue(p, ctx) : undefined;
    if (manaValue === null || !p.eat('.')) return null;
    const hand = p.try(() => (notCastToHand(p) && (p.eat('.') || p.done) ? true : null));
    return {
      kind: 'castObject',
      what: { kind: 'created' },
      free: true,
      ...(manaValue ? { manaValue } : {}),
      ...(hand ? { otherwise: 'hand' as const } : {}),
    };
  });
  if (!cast) return false;
  out.push(cast);
  return true;
}

/**
 * "Put those permanent cards onto the battlefield." right after the exile: the found cards (the cards described are
 * exactly the ones searched for), under the control of the player who puts them (110.2a; their own library's cards).
 */
export function putFoundSentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean | null {
  const found = lastExileUntil(out);
  if (!found || !p.is('put', 'those')) return false;
  const put = p.try((): Effect | null => {
    p.i += 2;
    const filter = cardFilter(p);
    if (!filter || JSON.stringify(filter) !== JSON.stringify(found.filter)) return null;
    if (!p.eat('onto the battlefield') || !(p.eat('.') || p.done)) return null;
    return { kind: 'putOntoBattlefield', what: { kind: 'created' }, under: 'owner' };
  });
  if (!put) return false;
  out.push(put);
  return true;
}

/**
 * "if the spell's / that spell's mana value is 8 or less / less than [or equal to] [amount]" (202.3): the bound, or
 * null when the words are there but not readable.
 */
function spellManaValue(p: Cursor, ctx: Ctx): { cmp: 'lt' | 'le'; amount: Amount } | null {
  return p.try(() => {
    if (!(p.eat("if the spell 's mana value is") || p.eat("if that spell 's mana value is"))) return null;
    const n = number(p);
    if (n !== null) return p.eat('or less') ? { cmp: 'le' as const, amount: { kind: 'fixed' as const, n } } : null;
    const cmp = p.eat('less than or equal to') ? 'le' : p.eat('less than') ? 'lt' : null;
    const amount = cmp ? amountEqual(p, ctx) : null;
    // 608.2h: amounts fixed as the effect is followed (how many lands you control, the life you gained this turn).
    return cmp && amount && (amount.kind === 'count' || amount.kind === 'lifeThisTurn') ? { cmp, amount } : null;
  });
}

/** "If you don't [cast that card / it this way], put it / that card into your hand" / "Otherwise, put it into your hand". */
function notCastToHand(p: Cursor): boolean {
  if (p.eat("if you don't")) {
    if (p.eat('cast')) {
      if (!(p.eat('that card') || p.eat('it')) || !p.eat('this way')) return false;
    }
  } else if (!p.eat('otherwise')) return false;
  return (
    p.eat(',') && p.eat('put') && (p.eat('it') || p.eat('that card') || p.eat('the card')) && p.eat('into your hand')
  );
}
