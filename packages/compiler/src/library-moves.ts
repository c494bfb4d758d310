/**
 * Moving cards into libraries (401.3): "Put target creature card from your graveyard on top of your library",
 * "Put up to three target cards from an opponent's graveyard on top of their library in any order".
 */
import type { Effect, ObjectRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

/**
 * "on top of your / their library [in any order]" after cards targeted in a graveyard: a card in a graveyard goes to
 * its owner's library (400.3), which "your" (your graveyard) or "their" (that player's graveyard) names. Several cards
 * are put there one at a time in the order the targets were chosen, so their controller orders them ("in any order";
 * 401.4: without it the owner orders them — the same player when the graveyard is yours). Several targets from "an
 * opponent's graveyard" are refused: nothing keeps them in a single graveyard in a multiplayer game.
 */
export function graveyardTargetToLibrary(p: Cursor, ctx: Ctx, what: ObjectRef): Effect | null {
  if (what.kind !== 'target') return null;
  const t = ctx.targets[what.target];
  const f = t?.filter;
  if (!t || !f || f.kind !== 'object' || f.zone !== 'graveyard') return null;
  const owner = f.match.owner;
  if (owner !== 'you' && (owner !== 'opponent' || t.count.max > 1)) return null;
  return p.try((): Effect | null => {
    const top = owner === 'you' ? p.eat('on top of your library') : p.eat('on top of their library');
    const bottom = !top && (owner === 'you' ? p.eat('on the bottom of your library') : p.eat('on the bottom of their library'));
    if (!top && !bottom) return null;
    if (t.count.max > 1) p.eat('in any order');
    return { kind: 'putInLibrary', what, position: top ? 'top' : 'bottom' };
  });
}
