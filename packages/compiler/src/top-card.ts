/**
 * The top card of a library, revealed or looked at, and a type check on it (engine effect `lookAtTop` with one card):
 *
 *   "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card
 *    into your hand." (Coiling Oracle)
 *   "Defending player reveals the top card of their library. If it's a land card, that player puts it into their hand."
 *   "Look at the top card of your library. If it's a creature card, you may reveal it and put it into your hand."
 *   "Target player reveals the top card of their library."
 *
 * "If it's a [type] card, put it …" moves the card exactly when it matches (a pick of all matching cards, 401.2);
 * "Otherwise, put it …" is where the card goes when it doesn't (the rest). An optional put followed by "Otherwise" is
 * refused: a matching card the player declines to move would wrongly follow the "Otherwise" instruction.
 */
import type { Effect, Filter, LookPick, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { type Ctx, desc, descFilter, playerRef } from './phrases.js';

const YOU: PlayerRef = { kind: 'you' };

export function topCardCheck(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    const saveTargets = ctx.targets.length;
    const fail = (): null => {
      ctx.targets.length = saveTargets;
      return null;
    };
    const head = topCardHead(p, ctx);
    if (!head) return fail();
    const { library, reveal } = head;
    const own = library.kind === 'you';
    if (!p.eat('.')) return fail();
    const one = { kind: 'fixed', n: 1 } as const;
    // "Look at the top card of target player's library. You may put that card into their graveyard." (401.2)
    const gy = p.try(() =>
      p.eat('you may put that card into') &&
      (own ? p.eat('your graveyard') : p.eat('their graveyard') || p.eat("that player 's graveyard")) &&
      (p.eat('.') || p.done)
        ? true
        : null,
    );
    if (gy)
      return [
        {
          kind: 'lookAtTop',
          library,
          count: one,
          picks: [{ n: 1, upTo: true, reveal: false, to: 'graveyard' }],
          rest: 'top',
          restOrder: 'any',
          ...(reveal ? { reveal } : {}),
        },
      ];
    // "Target player reveals the top card of their library." / "Look at the top card of target player's library." alone.
    if (!p.is('if', "it's"))
      return p.done && (reveal || !own)
        ? [
            {
              kind: 'lookAtTop',
              library,
              count: one,
              picks: [],
              rest: 'top',
              restOrder: 'any',
              ...(reveal ? { reveal } : {}),
            },
          ]
        : fail();
    p.eat("if it's");
    if (!(p.eat('a') || p.eat('an'))) return fail();
    const d = desc(p);
    if (!d || !d.card || d.zone || d.spell || d.player) return fail();
    const f = descFilter(d, 'library');
    if (!f || f.kind !== 'object' || !p.eat(',')) return fail();
    const filter: Filter = { kind: 'object', match: f.match };
    const itCard = (): boolean => p.eat('it') || p.eat('that card');
    let pick: LookPick | null = null;
    const may = p.eat('you may');
    if (may && p.eat('reveal it and put it into your hand') && own)
      pick = { n: 1, upTo: true, filter, reveal: true, to: 'hand' };
    else if ((own ? p.eat('put') : p.eat('that player puts') || p.eat('the player puts')) && itCard()) {
      const to: LookPick['to'] | null =
        own && p.eat('onto the battlefield')
          ? 'battlefield'
          : (own ? p.eat('into your hand') : p.eat('into their hand'))
            ? 'hand'
            : (own ? p.eat('into your graveyard') : p.eat('into their graveyard'))
              ? 'graveyard'
              : null;
      if (!to) return fail();
      const tapped = to === 'battlefield' && p.eat('tapped') ? { tapped: true } : {}; // 110.5b
      pick = may
        ? { n: 1, upTo: true, filter, reveal: false, to, ...tapped }
        : { n: 'all', upTo: false, filter, reveal: false, to, ...tapped };
    }
    if (!pick || !p.eat('.')) return fail();
    const declined = may && own ? ifYouDont(p, itCard, pick) : null;
    const rest = declined
      ? declined.rest
      : p.eat('otherwise ,')
        ? may
          ? null
          : otherwise(p, own, itCard, pick)
        : 'top';
    if (!rest) return fail();
    if (library.kind === 'target' || library.kind === 'triggeringPlayer') ctx.itPlayer = library;
    return [
      {
        kind: 'lookAtTop',
        library,
        count: { kind: 'fixed', n: 1 },
        picks: [pick],
        rest,
        restOrder: 'any',
        ...(reveal ? { reveal } : {}),
        ...(declined?.optional ? { restOptional: true } : {}),
      },
    ];
  });
}

/**
 * "If you don't put it / the card into your hand [onto the battlefield], [you may] put it into your hand / into your
 * graveyard / on the bottom of your library.": where the card goes when the player doesn't take it (the rest), and
 * whether that is up to them (608.2d); null (the cursor unmoved) when the text isn't this.
 */
function ifYouDont(
  p: Cursor,
  itCard: () => boolean,
  pick: LookPick,
): { rest: 'bottom' | 'graveyard' | 'hand'; optional: boolean } | null {
  return p.try(() => {
    if (!p.eat("if you don't put") || !(p.eat('it') || p.eat('the card'))) return null;
    const taken = pick.to === 'hand' ? 'into your hand' : pick.to === 'battlefield' ? 'onto the battlefield' : null;
    if (!taken || !p.eat(taken) || !p.eat(',')) return null;
    const optional = p.eat('you may');
    if (!p.eat('put') || !itCard()) return null;
    const rest =
      !optional && pick.to !== 'hand' && p.eat('into your hand')
        ? 'hand'
        : p.eat('into your graveyard')
          ? 'graveyard'
          : p.eat('on the bottom of your library')
            ? 'bottom'
            : null;
    return rest && (p.eat('.') || p.done) ? { rest, optional } : null;
  });
}

/** Whose library's top card, and whether it is revealed: "reveal the top card of your library", "look at …", "Target player reveals …". */
function topCardHead(p: Cursor, ctx: Ctx): { library: PlayerRef; reveal: boolean } | null {
  if (p.eat('reveal the top card of your library')) return { library: YOU, reveal: true };
  if (p.eat('look at the top card of your library')) return { library: YOU, reveal: false };
  if (p.eat('look at the top card of')) {
    const who = playerRef(p, ctx);
    if (!who || who.kind !== 'target' || !p.eat("'s library")) return null;
    return { library: who, reveal: false };
  }
  const who = playerRef(p, ctx);
  if (!who || who.kind === 'you' || who.kind === 'each' || !p.eat('reveals the top card of their library')) return null;
  return { library: who, reveal: true };
}

/** "Otherwise, put it into your hand / graveyard / on the bottom of your library.": where a card that doesn't match goes. */
function otherwise(
  p: Cursor,
  own: boolean,
  itCard: () => boolean,
  pick: LookPick,
): 'bottom' | 'graveyard' | 'hand' | null {
  if (!((own ? p.eat('put') : p.eat('that player puts') || p.eat('the player puts')) && itCard())) return null;
  let rest: 'bottom' | 'graveyard' | 'hand';
  if (own ? p.eat('into your hand') : p.eat('into their hand')) rest = 'hand';
  else if (own ? p.eat('into your graveyard') : p.eat('into their graveyard')) rest = 'graveyard';
  else if (own ? p.eat('on the bottom of your library') : p.eat('on the bottom of their library')) rest = 'bottom';
  else return null;
  return rest === pick.to || !(p.eat('.') || p.done) ? null : rest;
}
