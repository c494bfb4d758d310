/**
 * Moving cards into libraries (401.3): "Put target creature card from your graveyard on top of your library",
 * "Put up to three target cards from an opponent's graveyard on top of their library in any order".
 */
import type { Effect, ObjectRef, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { type Ctx, number, playerRef } from './phrases.js';

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
    const bottom =
      !top && (owner === 'you' ? p.eat('on the bottom of your library') : p.eat('on the bottom of their library'));
    if (!top && !bottom) return null;
    if (t.count.max > 1) p.eat('in any order');
    return { kind: 'putInLibrary', what, position: top ? 'top' : 'bottom' };
  });
}

/**
 * "Exile all cards from target player's graveyard." / "Exile all cards from all graveyards." / "Exile target player's
 * graveyard." / "Exile each opponent's graveyard." / "Exile all graveyards." / "Target player shuffles
 * their graveyard into their library." / "Each player shuffles their hand and graveyard into their library[, then draws
 * seven cards]." (engine `moveZoneCards`), read at the start of a sentence.
 */
export function zoneCardsClause(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    const saveTargets = ctx.targets.length;
    const fail = (): null => {
      ctx.targets.length = saveTargets;
      return null;
    };
    let out: Effect;
    let who: PlayerRef | null;
    if (p.eat('exile all cards from')) {
      if (p.eat('all graveyards')) who = { kind: 'each', relation: 'any' };
      else {
        who = playerRef(p, ctx);
        if (!who || who.kind === 'each' || !p.eat("'s graveyard")) return fail();
      }
      out = { kind: 'moveZoneCards', who, from: ['graveyard'], to: 'exile' };
    } else if (p.eat('exile all graveyards')) {
      who = { kind: 'each', relation: 'any' };
      out = { kind: 'moveZoneCards', who, from: ['graveyard'], to: 'exile' };
    } else if (p.eat('exile')) {
      // "Exile target player's graveyard." / "Exile each opponent's graveyard." (404.1: all the cards in it)
      who = playerRef(p, ctx);
      if (!who || who.kind === 'you' || !p.eat("'s graveyard")) return fail();
      out = { kind: 'moveZoneCards', who, from: ['graveyard'], to: 'exile' };
    } else {
      who = playerRef(p, ctx);
      if (!who || who.kind === 'you') return fail();
      let from: ('hand' | 'graveyard')[];
      if (p.eat('shuffles their graveyard into their library')) from = ['graveyard'];
      else if (
        p.eat('shuffles their hand and graveyard into their library') ||
        p.eat('shuffles their graveyard and hand into their library')
      )
        from = ['hand', 'graveyard'];
      else return fail();
      out = { kind: 'moveZoneCards', who, from, to: 'library' };
    }
    const effects: Effect[] = [out];
    if (out.to === 'library' && p.eat(', then draws')) {
      const n = number(p);
      if (n === null || !p.eat(n === 1 ? 'card' : 'cards')) return fail();
      effects.push({ kind: 'draw', who, amount: { kind: 'fixed', n } });
    }
    if (!(p.eat('.') || p.done)) return fail();
    if (who.kind === 'target') ctx.itPlayer = who;
    return effects;
  });
}
