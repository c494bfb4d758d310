/**
 * 701.20a: revealing cards from the top of a library until enough cards of a kind are revealed, and what happens to
 * them. The whole instruction, over its sentences, becomes one engine `lookAtTop` effect with `until`:
 *
 *   "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the
 *    rest on the bottom of your library in a random order." (Vivien, Nature's Avenger)
 *   "… until you reveal two land cards. Put those land cards onto the battlefield tapped and …" (Skyserpent Seeker)
 *   "Target player reveals cards from the top of their library until they reveal a land card, then puts those cards
 *    into their graveyard." (Balustrade Spy)
 *   "You may reveal cards … until you reveal a creature card. If you do, put that card onto the battlefield and shuffle
 *    all other cards revealed this way into your library." (Thicket Elemental)
 *
 * The found cards are exactly the revealed cards that match (the search stops at the last one), so "that card",
 * "those cards" and "all creature cards revealed this way" are a pick of every match; a text naming other cards than
 * the ones searched for ("all noncreature cards revealed this way") is refused. A card that another player puts onto
 * the battlefield ("The player puts that card onto the battlefield") is refused: the engine's pick puts it under the
 * effect's controller.
 */
import type { Amount, Effect, Filter, LookPick, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { type Ctx, desc, descFilter, number, playerRef } from './phrases.js';
import { untokenize } from './tokens.js';

const YOU: PlayerRef = { kind: 'you' };

interface Until {
  readonly library: PlayerRef;
  readonly own: boolean;
  readonly filter: Filter;
  readonly count: Amount;
}

interface Rest {
  readonly rest: 'top' | 'bottom' | 'graveyard' | 'exile' | 'hand';
  readonly restOrder: 'any' | 'random' | 'owner';
  /** "shuffle the rest into your library": the rest stay in it and the library is shuffled (701.20a, 701.24a). */
  readonly shuffle?: boolean;
}

export function revealUntilClause(p: Cursor, ctx: Ctx): Effect[] | null {
  return p.try((): Effect[] | null => {
    const saveTargets = ctx.targets.length;
    const fail = (): null => {
      ctx.targets.length = saveTargets;
      return null;
    };
    const start = p.i;
    const may = p.eat('you may');
    const until = untilHead(p, ctx);
    if (!until) return fail();
    const { library, own } = until;
    if (library.kind === 'target' || library.kind === 'triggeringPlayer') ctx.itPlayer = library;
    const r = allRevealed(p, own) ?? foundAndRest(p, until, may);
    if (!r || !(p.eat('.') || p.done)) return fail();
    const look: Effect = {
      kind: 'lookAtTop',
      library,
      count: { kind: 'fixed', n: 0 },
      picks: r.picks,
      rest: r.rest.rest,
      restOrder: r.rest.restOrder,
      reveal: true,
      until: { filter: until.filter, count: until.count },
    };
    const effects: Effect[] = r.rest.shuffle ? [look, { kind: 'shuffle', who: library }] : [look];
    return may ? [{ kind: 'optional', who: YOU, effects, text: untokenize(p.toks.slice(start, p.i)) }] : effects;
  });
}

/**
 * "reveal cards from the top of your library until you reveal N [cards]", "[player] reveals cards from the top of their
 * library until they reveal N [cards]" / "until N [cards] are revealed". One player's library: "each opponent" is
 * refused (the engine's lookAtTop reads one library).
 */
function untilHead(p: Cursor, ctx: Ctx): Until | null {
  return p.try((): Until | null => {
    let library: PlayerRef = YOU;
    if (!p.eat('reveal cards from the top of your library until you reveal')) {
      const who = playerRef(p, ctx);
      if (!who || who.kind === 'you' || who.kind === 'each') return null;
      if (!p.eat('reveals cards from the top of their library until')) return null;
      library = who;
    }
    const they = library.kind !== 'you' && p.eat('they reveal');
    const n = number(p);
    if (n === null || n < 1) return null;
    const filter = cardFilter(p);
    if (!filter) return null;
    if (library.kind !== 'you' && !they && !(p.eat(n === 1 ? 'is revealed' : 'are revealed') || false)) return null;
    return { library, own: library.kind === 'you', filter, count: { kind: 'fixed', n } };
  });
}

/** A card description ("a creature card", "two land cards", "an Elf or Elemental card"). */
export function cardFilter(p: Cursor): Filter | null {
  const d = desc(p);
  if (!d || !d.card || d.zone || d.spell || d.player) return null;
  const f = descFilter(d, 'library');
  return f && f.kind === 'object' ? { kind: 'object', match: f.match } : null;
}

/**
 * ", then puts those cards into their graveyard", ". That player puts all cards revealed this way into their
 * graveyard", ", then put all cards revealed this way into your hand": every revealed card goes to one place.
 */
function allRevealed(p: Cursor, own: boolean): { picks: LookPick[]; rest: Rest } | null {
  return p.try(() => {
    if (
      own ? !p.eat(', then put') : !(p.eat(', then puts') || p.eat('. that player puts') || p.eat('. the player puts'))
    )
      return null;
    if (!(p.eat('those cards') || p.eat('all cards revealed this way') || p.eat('the revealed cards'))) return null;
    if (own && p.eat('into your hand')) return { picks: [], rest: { rest: 'hand', restOrder: 'any' } };
    if (p.eat(own ? 'into your graveyard' : 'into their graveyard'))
      return { picks: [], rest: { rest: 'graveyard', restOrder: 'any' } };
    return null;
  });
}

/**
 * ". Put that card into your hand and the rest on the bottom of your library in a random order", ". [If you do,] put
 * those land cards onto the battlefield tapped, then shuffle the rest into your library", ". You may put that card
 * onto the battlefield. Then shuffle.": the found cards, then the rest.
 */
function foundAndRest(p: Cursor, until: Until, may: boolean): { picks: LookPick[]; rest: Rest } | null {
  return p.try(() => {
    if (!(p.eat('.') || p.eat(','))) return null;
    if (may) p.eat('if you do ,');
    const optional = p.eat('you may');
    if (!p.eat('put') || !foundCards(p, until)) return null;
    const to = destination(p, until.own);
    if (!to) return null;
    const tapped = to === 'battlefield' && p.eat('tapped');
    const pick: LookPick = {
      n: optional ? 1 : 'all',
      upTo: optional,
      filter: until.filter,
      reveal: false,
      to,
      ...(tapped ? { tapped } : {}),
    };
    if (optional && (until.count.kind !== 'fixed' || until.count.n !== 1)) return null;
    const rest = p.try(() => (connector(p) ? restPart(p, until.own) : null));
    return rest ? { picks: [pick], rest } : null;
  });
}

/** "that card", "it", "those cards", "those land cards", "all creature cards revealed this way", "the nonland card". */
function foundCards(p: Cursor, until: Until): boolean {
  const one = until.count.kind === 'fixed' && until.count.n === 1;
  if (one && (p.eat('that card') || p.eat('it'))) return true;
  if (!one && p.eat('those cards')) return true;
  return (
    p.try(() => {
      const lead = one ? p.eat('the') : p.eat('those') || p.eat('the') || p.eat('all');
      if (!lead) return null;
      const f = cardFilter(p);
      if (!f || JSON.stringify(f) !== JSON.stringify(until.filter)) return null;
      p.eat('revealed this way');
      return true;
    }) === true
  );
}

/** Where the found cards go: "into your hand", "onto the battlefield [under your control]", "into [a] graveyard". */
function destination(p: Cursor, own: boolean): LookPick['to'] | null {
  if (own && p.eat('into your hand')) return 'hand';
  if (own ? p.eat('onto the battlefield') : p.eat('onto the battlefield under your control')) return 'battlefield';
  if (p.eat(own ? 'into your graveyard' : 'into their graveyard')) return 'graveyard';
  return null;
}

/** "and", ", and", ", then", "then", ". Then", ". ": what joins the found cards' instruction to the rest's. */
function connector(p: Cursor): boolean {
  if (p.eat(', and') || p.eat(', then') || p.eat('and') || p.eat('then')) return true;
  if (!p.eat('.')) return false;
  p.eat('then');
  return true;
}

/**
 * "the rest on the bottom of your library in a random order", "put all other cards revealed this way into your
 * graveyard", "exile all other cards revealed this way", "shuffle the rest into your library", "shuffle".
 */
function restPart(p: Cursor, own: boolean): Rest | null {
  return p.try((): Rest | null => {
    const library = own ? 'your library' : 'their library';
    const verb = p.eat('exile') ? 'exile' : p.eat('shuffle') ? 'shuffle' : (p.eat('put'), 'put');
    const shuffled: Rest = { rest: 'top', restOrder: 'random', shuffle: true };
    if (verb === 'shuffle' && (p.is('.') || p.done)) return shuffled;
    if (!(p.eat('the rest of the revealed cards') || p.eat('the rest') || p.eat('all other cards revealed this way')))
      return null;
    if (verb === 'exile') return { rest: 'exile', restOrder: 'any' };
    if (verb === 'shuffle') return p.eat(`into ${library}`) ? shuffled : null;
    if (p.eat(own ? 'into your graveyard' : 'into their graveyard')) return { rest: 'graveyard', restOrder: 'any' };
    if (!p.eat(`on the bottom of ${library}`)) return null;
    if (p.eat('in a random order')) return { rest: 'bottom', restOrder: 'random' };
    if (p.eat('in any order')) return { rest: 'bottom', restOrder: 'any' };
    return null;
  });
}
