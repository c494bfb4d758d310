/**
 * 201.3 / 701.23a: naming a card as a spell resolves, and searching a player's graveyard, hand and library for cards
 * with a name:
 *
 *   "Choose a nonland card name. Search target player's graveyard, hand, and library for any number of cards with that
 *    name and exile them. Then that player shuffles." (Memoricide)
 *   "Choose target card in a graveyard other than a basic land card. Search its owner's graveyard, hand, and library
 *    for any number of cards with the same name as that card and exile them. Then that player shuffles." (Surgical
 *    Extraction)
 *
 * "that name" / "the chosen name" must follow a "Choose a … card name." of the same text.
 */
import type { Effect, NameFilter, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { cardNameChoice } from './as-enters.js';
import { type Ctx, number, objectRef, playerRef } from './phrases.js';

/** "Choose a [nonland | creature] card name." */
export function chooseCardNameSentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('choose', 'a')) return false;
  const filter = p.try((): NameFilter | null => {
    const f = p.eat('choose a creature card name') ? { types: ['Creature' as const] } : cardNameChoice(p);
    return f && p.eat('.') ? f : null;
  });
  if (!filter) return false;
  out.push({ kind: 'chooseCardName', filter });
  return true;
}

/** "Search [player]'s graveyard, hand, and library for [count] cards with [name] and exile them." */
export function searchNamedSentence(p: Cursor, ctx: Ctx, out: Effect[]): boolean | null {
  if (!p.is('search')) return false;
  const r = p.try((): Effect[] | null => {
    p.i++;
    const who = whose(p, ctx);
    if (!who || !p.eat("'s graveyard , hand , and library for")) return null;
    const count = countOf(p);
    if (count === null || !p.eat('cards with')) return null;
    const name = nameOf(p, ctx, out);
    if (!name || !p.eat('and exile them .')) return null;
    ctx.itPlayer = who;
    const search: Effect = { kind: 'searchNamed', who, name, count };
    return p.eat('then that player shuffles .') ? [search, { kind: 'shuffle', who }] : [search];
  });
  if (!r) return false;
  out.push(...r);
  return true;
}

function whose(p: Cursor, ctx: Ctx): PlayerRef | null {
  if (ctx.it?.kind === 'target' && p.eat('its owner')) return { kind: 'ownerOfTarget', target: ctx.it.target };
  const who = playerRef(p, ctx);
  return who && who.kind !== 'each' && who.kind !== 'you' ? who : null;
}

function countOf(p: Cursor): 'all' | 'any' | number | null {
  if (p.eat('all')) return 'all';
  if (p.eat('any number of')) return 'any';
  if (!p.eat('up to')) return null;
  const n = number(p);
  return n !== null && n > 0 ? n : null;
}

function nameOf(p: Cursor, ctx: Ctx, out: readonly Effect[]): Extract<Effect, { kind: 'searchNamed' }>['name'] | null {
  if (p.eat('that name') || p.eat('the chosen name'))
    return out.some((e) => e.kind === 'chooseCardName') ? { kind: 'chosen' } : null;
  if (!p.eat('the same name as')) return null;
  const what = objectRef(p, ctx);
  return what && what.kind === 'target' ? { kind: 'of', what } : null;
}
