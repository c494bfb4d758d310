/**
 * Choosing cards from a player's hand (engine effect `chooseFromHand`, effects/hand-choice.ts):
 *
 *   "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
 *   "Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards that card."
 *   "Target player reveals their hand, you choose a card from it, then that player discards that card."
 *   "… You choose a card from it with mana value 3 or greater and exile that card."
 *   "Look at target player's hand and choose up to two cards from it. That player discards those cards."
 *   "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library."
 *   "Look at target player's hand."
 *
 * Read as one unit at the start of a sentence; afterwards "that player" means the player whose hand it was.
 */
import type { Effect, Filter, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { attachedToPhrase } from './entering-attached.js';
import { type Ctx, amount, desc, descFilter, number, playerRef } from './phrases.js';

type Then = Extract<Effect, { kind: 'chooseFromHand' }>['then'];

/** "a nonland card" / "two cards" / "up to X cards" / "X cards": what is chosen. */
function choice(p: Cursor): {
  count: Extract<Effect, { kind: 'chooseFromHand' }>['count'];
  upTo: boolean;
  filter?: Filter;
  plural: boolean;
} | null {
  return p.try(() => {
    const upTo = p.eat('up to');
    let count = null;
    if (p.eat('a') || p.eat('an')) count = { kind: 'fixed' as const, n: 1 };
    else count = amount(p);
    if (!count) return null;
    const d = desc(p);
    if (!d || !d.card || d.zone || d.spell || d.player) return null;
    const filter = descFilter(d, 'hand');
    if (!filter) return null;
    const plural = count.kind !== 'fixed' || count.n > 1;
    return {
      count,
      upTo,
      plural,
      ...(JSON.stringify(filter) === '{"kind":"object","zone":"hand","match":{}}' ? {} : { filter }),
    };
  });
}

/** "with mana value N or less / or greater" after "from it". */
function manaValueAfter(p: Cursor, filter: Filter | undefined): Filter | undefined | null {
  if (!p.eat('with mana value')) return filter;
  const n = number(p);
  const bound =
    n === null
      ? null
      : p.eat('or less')
        ? { manaValueAtMost: n }
        : p.eat('or greater')
          ? { manaValueAtLeast: n }
          : null;
  if (!bound) return null;
  const base = filter ?? { kind: 'object' as const, zone: 'hand' as const, match: {} };
  if (base.kind !== 'object') return null;
  return { ...base, match: { ...base.match, ...bound } };
}

/** "that player discards that card" etc.: where the chosen cards go. `plural`: "those cards" / "them". */
function thenClause(p: Cursor, plural: boolean): Then | null {
  const card = (): boolean => (plural ? p.eat('those cards') || p.eat('them') : p.eat('that card') || p.eat('it'));
  return p.try((): Then | null => {
    if ((p.eat('that player discards') || p.eat('the player discards')) && card()) return 'discard';
    if ((p.eat('that player exiles') || p.eat('exile')) && card()) return 'exile';
    if (p.eat('that player shuffles') && card() && p.eat('into their library')) return 'shuffleIntoLibrary';
    if (p.eat('put') && card() && p.eat("on top of that player 's library")) {
      if (plural) p.eat('in any order');
      return 'libraryTop';
    }
    return null;
  });
}

export function handChoice(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    const saveTargets = ctx.targets.length;
    const fail = (): null => {
      ctx.targets.length = saveTargets;
      return null;
    };
    let who: PlayerRef | null;
    let reveal: boolean;
    let may = false;
    if (p.eat('look at')) {
      reveal = false;
      who = playerRef(p, ctx);
      if (!who || who.kind === 'you' || who.kind === 'each' || !p.eat("'s hand")) return fail();
      if (p.eat('.') || p.done) {
        if (who.kind === 'target' || who.kind === 'triggeringPlayer') ctx.itPlayer = who;
        return [{ kind: 'reveal', who, what: 'hand', lookedAtBy: 'you' }];
      }
      if (!p.eat('and choose')) return fail();
    } else {
      reveal = true;
      who = playerRef(p, ctx);
      if (!who || who.kind === 'you' || who.kind === 'each' || !p.eat('reveals their hand')) return fail();
      // "You may choose a nonland card from it. If you do, that player discards that card.": choosing none is allowed.
      may = p.eat('. you may choose');
      if (!(
        may ||
        p.eat('. you choose') ||
        p.eat(', you choose') ||
        p.eat(', then you choose') ||
        p.eat('and you choose')
      ))
        return fail();
    }
    const c = choice(p);
    if (!c || !p.eat('from it') || (may && (c.upTo || c.plural))) return fail();
    const filter = manaValueAfter(p, c.filter);
    if (filter === null) return fail();
    if (!(p.eat('and') || (may && p.eat('. if you do ,')) || p.eat('.') || p.eat(', then'))) return fail();
    const then = thenClause(p, c.plural);
    if (!then || !(p.eat('.') || p.done)) return fail();
    if (who.kind === 'target' || who.kind === 'triggeringPlayer') ctx.itPlayer = who;
    const upTo = c.upTo || may;
    return [{ kind: 'chooseFromHand', who, reveal, ...(filter ? { filter } : {}), count: c.count, upTo, then }];
  });
}

/**
 * "You may put a creature card from your hand onto the battlefield [tapped [and attacking]]." (engine `putFromHand`), as the last
 * instruction of the text: a following "That creature gains haste" is not compiled (the card would not be "it").
 */
export function putFromHandClause(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    if (!p.eat('you may put')) return null;
    let count = 1;
    if (!(p.eat('a') || p.eat('an'))) {
      const n = number(p);
      if (n === null || !p.eat('or fewer')) return null;
      count = n;
    }
    const d = desc(p);
    if (!d || !d.card || d.spell || d.player || d.alternatives) return null;
    // "from your hand" is read by the description as its zone.
    if (!(d.zone === 'hand' && d.match.owner === 'you') && !(d.zone === undefined && p.eat('from your hand')))
      return null;
    if (!p.eat('onto the battlefield')) return null;
    const f = descFilter({ ...d, zone: undefined }, 'hand');
    if (!f) return null;
    const tapped = p.eat('tapped');
    const attacking = tapped && p.eat('and attacking'); // 508.4
    // 303.4i: "… onto the battlefield attached to ~ / it" (the cards put are new objects, never "it" here).
    const host = tapped ? null : attachedToPhrase(p, ctx, { kind: 'created' });
    // Only as the last instruction: "that creature" / "it" after it would have to mean the card put. The caller binds
    // a following "…, where X is …" (a filter's "with mana value X or less").
    if (!p.is(',', 'where', 'x', 'is') && (!(p.eat('.') || p.done) || !p.done)) return null;
    return [
      {
        kind: 'putFromHand',
        who: { kind: 'you' },
        filter: f,
        count,
        ...(tapped ? { tapped } : {}),
        ...(attacking ? { attacking } : {}),
        ...(host ? { attachedTo: host } : {}),
      },
    ];
  });
}
