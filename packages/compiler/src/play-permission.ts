/**
 * "Exile the top card of your library. Until end of turn, you may play that card." (601.2a): exiling the top
 * cards of a library, and permissions to play the exiled cards.
 */
import type { Amount, Effect, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { number, type Ctx } from './phrases.js';

/** "[who] exile(s) the top [N] card(s) of [your | their] library [face down]". */
export function exileTopOfLibrary(p: Cursor, ctx: Ctx, who: PlayerRef, third: boolean): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat(third ? 'exiles the top' : 'exile the top')) return null;
    let amount: Amount = { kind: 'fixed', n: 1 };
    if (!p.eat('card')) {
      const n = p.eat('x') ? null : number(p);
      if (n === null) {
        if (p.toks[p.i - 1]?.t !== 'x') return null;
        amount = { kind: 'x' };
      } else amount = { kind: 'fixed', n };
      if (!p.eat('cards')) return null;
    }
    if (!(third ? p.eat('of their library') : p.eat('of your library'))) return null;
    const faceDown = p.eat('face down');
    ctx.it = { kind: 'created' };
    return [{ kind: 'exileTop', who, amount, ...(faceDown ? { faceDown: true } : {}) }];
  });
}

/**
 * "Until end of turn, you may play that card.", "You may play it this turn.", "Until your next turn, you may
 * play those cards.", "Until the end of your next turn, you may play that card.", "You may cast that card for as long as it remains exiled[, without paying its mana cost]."
 * The cards are the ones the text just exiled (`ctx.it` = created).
 */
export function playPermissionClause(p: Cursor, ctx: Ctx): Effect[] | null {
  if (ctx.it?.kind !== 'created') return null;
  return p.try((): Effect[] | null => {
    let until: 'endOfTurn' | 'yourNextTurn' | 'endOfYourNextTurn' | 'whileExiled' | null = p.eat('until end of turn ,')
      ? 'endOfTurn'
      : p.eat('until your next turn ,')
        ? 'yourNextTurn'
        : p.eat('until the end of your next turn ,')
          ? 'endOfYourNextTurn'
          : null;
    if (!p.eat('you may')) return null;
    const castOnly = p.eat('cast');
    if (!castOnly && !p.eat('play')) return null;
    if (!(
      p.eat('that card') ||
      p.eat('those cards') ||
      p.eat('them') ||
      p.eat('it') ||
      p.eat('cards exiled this way') ||
      p.eat('the exiled card') ||
      p.eat('the exiled cards')
    ))
      return null;
    const free = p.eat('without paying its mana cost') || p.eat('without paying their mana costs');
    if (until === null) {
      if (p.eat('this turn')) until = 'endOfTurn';
      else if (p.eat('until the end of your next turn')) until = 'endOfYourNextTurn';
      else if (p.eat('for as long as it remains exiled') || p.eat('for as long as they remain exiled'))
        until = 'whileExiled';
      else return null;
    }
    const free2 = !free && (p.eat('without paying its mana cost') || p.eat('without paying their mana costs'));
    if (!(p.eat('.') || p.done)) return null;
    return [
      {
        kind: 'grantPlay',
        what: { kind: 'created' },
        until,
        ...(free || free2 ? { free: true } : {}),
        ...(castOnly ? { castOnly: true } : {}),
      },
    ];
  });
}
