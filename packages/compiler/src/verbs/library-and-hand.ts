/**
 * Player verbs that act on a library or a hand: look at or reveal the top cards, exile the top cards, draw, discard,
 * mill, scry, surveil, shuffle, reveal, search and manifest. Each is one entry of PLAYER_VERBS (effects.ts).
 */
import type { Effect, ObjectRef } from '@arbiter/engine';
import type { Cursor } from '../cursor.js';
import { amountEqual, amountFor, cardsWord, lookAtTop, search, type PlayerVerbScope } from '../effects.js';
import { amount, desc, descFilter, objectPhrase, targetPhrase, type Ctx } from '../phrases.js';
import { exileTopOfLibrary, lookThenExileFaceDown } from '../play-permission.js';
import { discardAllThenDraw } from '../players.js';
import { revealTopOfLibrary } from '../reveal-top.js';
import { exileUntilClause } from '../exile-cards-until.js';
import { revealTopToHand } from '../top-card-to-hand.js';
import { exilesOwnCardsClause, exilesOwnClause } from '../players-choose.js';

const REVEAL_THEN_IF = "reveal the top card of your library . if it's".split(' ');

export function lookPlayerVerb({ p, ctx, who, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind === 'you' && !third && p.is('look', 'at', 'the', 'top'))
    return lookThenExileFaceDown(p, ctx) ?? lookAtTop(p, ctx) ?? fail();
  // "Reveal the top card of your library. If it's a creature card, put it into your hand." (a look), unless the
  // condition is the reveal verb's ("If it's a creature card, draw a card": revealedIsCondition, 701.20a).
  if (who.kind === 'you' && !third && p.is('reveal', 'the', 'top')) {
    const start = p.i;
    const saved = { ...ctx };
    const look = revealTopToHand(p, ctx) ?? lookThenExileFaceDown(p, ctx) ?? lookAtTop(p, ctx);
    if (!look || (p.toks[start + 7]?.t === '.' && p.i === start + 7 && p.is('.', 'if', "it's"))) {
      // The look read only the reveal: back to the start, for the reveal verb.
      p.i = start;
      for (const k of Object.keys(ctx)) if (!(k in saved)) delete (ctx as unknown as Record<string, unknown>)[k];
      Object.assign(ctx, saved);
      return p.is(...REVEAL_THEN_IF) ? undefined : fail();
    }
    return look;
  }
  return undefined;
}

export function exileTopCardsPlayerVerb({ p, ctx, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  // "exile the top N cards of your library" / "exile N cards from the top of your library" (anything else: other verbs)
  if (p.is(third ? 'exiles' : 'exile')) {
    const r =
      (who.kind === 'you' && !third ? exileUntilClause(p, ctx) : null) ??
      (third ? (exilesOwnClause(p, who) ?? exilesOwnCardsClause(p, ctx, who)) : null) ??
      exileTopOfLibrary(p, ctx, who, third);
    if (r) return r;
  }
  return undefined;
}

export function drawPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('draw')) {
    if (p.eat('cards equal to')) {
      const eq = amountEqual(p, ctx);
      return eq ? [{ kind: 'draw', who, amount: eq }] : fail();
    }
    const a = amount(p);
    // "draws an additional card" (Howling Mine): drawing one more card, beside the draw step's (504.1).
    if (a?.kind === 'fixed') p.eat('additional');
    if (!a || !cardsWord(p)) return fail();
    const am = amountFor(p, a, ctx);
    if (!am) return fail();
    return [{ kind: 'draw', who, amount: am }];
  }
  return undefined;
}

export function discardPlayerVerb({ p, ctx, who, third, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('discard')) {
    // "[player] discards their hand" (701.9a: all the cards in it).
    if (p.eat(third ? 'their hand' : 'your hand'))
      return [{ kind: 'discard', who, amount: { kind: 'fixed', n: 0 }, all: true }];
    // "… discards all the cards in their hand, then draws that many cards": one player's count (players.ts refuses "each player").
    const wheel = discardAllThenDraw(p, who, third);
    if (wheel) return wheel;
    const a = amount(p);
    if (!a || !cardsWord(p)) return fail();
    const random = p.eat('at random');
    // 701.9a: "discards a card for each Zubera that died this turn" — the count as the instruction is followed (608.2h).
    const am = random ? a : amountFor(p, a, ctx);
    if (!am) return fail();
    return [{ kind: 'discard', who, amount: am, ...(random ? { random } : {}) }];
  }
  return undefined;
}

export function millPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('mill')) {
    const a = amount(p);
    if (!a || !cardsWord(p)) return fail();
    // 701.17a: "mills a card for each Locus you control" — the count as the instruction is followed (608.2h).
    const am = amountFor(p, a, ctx);
    return am ? [{ kind: 'mill', who, amount: am }] : fail();
  }
  return undefined;
}

export function scryPlayerVerb({ p, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('scry', 'scries')) {
    const a = amount(p);
    return a ? [{ kind: 'scry', who, amount: a }] : fail();
  }
  return undefined;
}

export function surveilPlayerVerb({ p, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('surveil')) {
    const a = amount(p);
    return a ? [{ kind: 'surveil', who, amount: a }] : fail();
  }
  return undefined;
}

export function shuffleIntoLibraryPlayerVerb({ p, ctx, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind === 'you' && !third && p.is('shuffle')) {
    const own = shuffleOwnGraveyard(p, ctx);
    if (own) return own;
  }
  if (who.kind === 'target' && third && p.is('shuffles')) {
    const theirs = shuffleTargetsFromTheirGraveyard(p, ctx, who.target);
    if (theirs) return theirs;
  }
  if (who.kind === 'you' && !third && p.is('shuffle') && !p.is('shuffle', 'your') && !p.is('shuffle', 'their')) {
    // "Shuffle ~ into its owner's library", "Shuffle target nontoken permanent you control into its owner's library".
    const r = p.try((): Effect[] | null => {
      p.i++;
      const what = objectPhrase(p, ctx);
      if (
        !what ||
        !(
          p.eat("into its owner 's library") ||
          p.eat("into their owners ' libraries") ||
          p.eat("into their owner 's library")
        )
      )
        return null;
      return [{ kind: 'shuffleIntoLibrary', what }];
    });
    if (r) return r;
  }
  return undefined;
}

export function shuffleLibraryPlayerVerb({ p, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('shuffle')) {
    if (p.eat('your library') || p.eat('their library')) return [{ kind: 'shuffle', who }];
    return fail();
  }
  return undefined;
}

export function revealPlayerVerb({ p, ctx, who, third, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('reveal')) {
    if (p.eat('their hand') || p.eat('your hand')) return [{ kind: 'reveal', who, what: 'hand' }];
    return revealTopOfLibrary(p, ctx, who, third) ?? fail(); // 701.20a (reveal-top.ts)
  }
  return undefined;
}

export function searchPlayerVerb({ p, ctx, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('search', 'searches')) return search(p, ctx, who) ?? fail();
  return undefined;
}

export function manifestPlayerVerb({ p, who, third, v }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.is(third ? 'manifests' : 'manifest', 'the') && v('manifest') && p.eat('the top card of your library'))
    return [{ kind: 'manifest', who, count: { kind: 'fixed', n: 1 } }];
  return undefined;
}

/**
 * 401.3 / 701.19a: "shuffle your graveyard [and hand] into your library" (all the cards there, 404.1), "shuffle all
 * creature cards from your graveyard into your library", "shuffle up to four target cards from your graveyard into your
 * library": cards of your graveyard go to your library (their owner's, 400.3), which is then shuffled.
 */
function shuffleOwnGraveyard(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    p.i++;
    if (p.eat('your graveyard into your library'))
      return [{ kind: 'moveZoneCards', who: { kind: 'you' }, from: ['graveyard'], to: 'library' }];
    if (p.eat('your hand and graveyard into your library') || p.eat('your graveyard and hand into your library'))
      return [{ kind: 'moveZoneCards', who: { kind: 'you' }, from: ['hand', 'graveyard'], to: 'library' }];
    const saveTargets = ctx.targets.length;
    const what = allCardsPhrase(p) ?? objectPhrase(p, ctx);
    if (what && ownGraveyardCards(what, ctx) && p.eat('into your library'))
      return [{ kind: 'shuffleIntoLibrary', what }];
    ctx.targets.length = saveTargets;
    return null;
  });
}

/** "all [creature] cards from your graveyard": every such card there as the effect resolves. */
function allCardsPhrase(p: Cursor): ObjectRef | null {
  return p.try((): ObjectRef | null => {
    if (!p.eat('all')) return null;
    const d = desc(p);
    const filter = d && d.card && !d.player && !d.spell ? descFilter(d) : null;
    return filter ? { kind: 'all', filter } : null;
  });
}

/** `what` is cards in your own graveyard: "all [creature] cards from your graveyard", "target cards from your graveyard". */
function ownGraveyardCards(what: ObjectRef, ctx: Ctx): boolean {
  const f = what.kind === 'all' ? what.filter : what.kind === 'target' ? ctx.targets[what.target]?.filter : undefined;
  return (
    f?.kind === 'object' &&
    f.zone === 'graveyard' &&
    f.match.owner === 'you' &&
    (what.kind !== 'all' || what.controlledBy === undefined)
  );
}

/**
 * 601.2c: "Target player shuffles up to three target cards from their graveyard into their library": the cards are
 * targets owned by the targeted player (TargetSpec.ownedByTargetPlayer), shuffled into their owner's library — that
 * player's. Only "up to N" and "any number of" (a choice of none is always legal).
 */
function shuffleTargetsFromTheirGraveyard(p: Cursor, ctx: Ctx, playerTarget: number): Effect[] | null {
  return p.try((): Effect[] | null => {
    p.i++;
    const saveTargets = ctx.targets.length;
    const t = targetPhrase(p, ctx, 'graveyard');
    const spec = t ? ctx.targets[t.index] : undefined;
    const f = spec?.filter;
    const ok =
      spec &&
      f?.kind === 'object' &&
      f.zone === 'graveyard' &&
      f.match.owner === undefined &&
      spec.count.min === 0 &&
      !spec.sameOwner &&
      p.eat('from their graveyard into their library');
    if (!t || !spec || !ok) {
      ctx.targets.length = saveTargets;
      return null;
    }
    ctx.targets[t.index] = { ...spec, ownedByTargetPlayer: t.index - playerTarget };
    return [{ kind: 'shuffleIntoLibrary', what: { kind: 'target', target: t.index } }];
  });
}
