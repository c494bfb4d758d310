/**
 * Player verbs that act on a library or a hand: look at or reveal the top cards, exile the top cards, draw, discard,
 * mill, scry, surveil, shuffle, reveal, search and manifest. Each is one entry of PLAYER_VERBS (effects.ts).
 */
import type { Effect } from '@arbiter/engine';
import { amountEqual, amountFor, cardsWord, lookAtTop, search, type PlayerVerbScope } from '../effects.js';
import { amount, objectPhrase } from '../phrases.js';
import { exileTopOfLibrary } from '../play-permission.js';
import { discardAllThenDraw } from '../players.js';
import { revealTopOfLibrary } from '../reveal-top.js';

export function lookPlayerVerb({ p, ctx, who, third, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (who.kind === 'you' && !third && (p.is('look', 'at', 'the', 'top') || p.is('reveal', 'the', 'top')))
    return lookAtTop(p, ctx) ?? fail();
  return undefined;
}

export function exileTopCardsPlayerVerb({ p, ctx, who, third }: PlayerVerbScope): Effect[] | null | undefined {
  if (p.is(third ? 'exiles' : 'exile', 'the', 'top')) {
    const r = exileTopOfLibrary(p, ctx, who, third);
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

export function discardPlayerVerb({ p, who, third, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
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
    return [{ kind: 'discard', who, amount: a, ...(random ? { random } : {}) }];
  }
  return undefined;
}

export function millPlayerVerb({ p, who, v, fail }: PlayerVerbScope): Effect[] | null | undefined {
  if (v('mill')) {
    const a = amount(p);
    if (!a || !cardsWord(p)) return fail();
    return [{ kind: 'mill', who, amount: a }];
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
