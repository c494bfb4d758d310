/**
 * 608.2c: "Mill three cards. You may put a land card from among them into your hand." / "… a permanent card from among
 * the cards milled this way …": one of the cards that mill instruction just put into the graveyard (not another card
 * there), chosen as the effect resolves (engine returnChosen from 'movedThisWay').
 */
import type { Effect, Filter } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, descFilter, type Ctx } from './phrases.js';

/** Characteristics a card has in a graveyard (no battlefield-only state such as tapped or controller). */
const CARD_KEYS = new Set(['types', 'subtypes', 'supertypes', 'notTypes', 'notSupertypes', 'colors']);

export function fromAmongMilledSentence(p: Cursor, _ctx: Ctx, out: Effect[]): boolean | null {
  const last = out[out.length - 1];
  if (last?.kind !== 'mill' || last.who.kind !== 'you' || !p.is('you', 'may', 'put')) return false;
  const e = p.try((): Effect | null => {
    p.i += 3;
    if (!(p.eat('a') || p.eat('an'))) return null;
    const d = desc(p);
    if (!d || !d.card || d.spell || d.player || d.zone || d.alternatives) return null;
    if (Object.keys(d.match).some((k) => !CARD_KEYS.has(k))) return null;
    if (!(p.eat('from among them') || p.eat('from among the cards milled this way'))) return null;
    if (!p.eat('into your hand .')) return null;
    const f = descFilter(d, 'graveyard');
    if (!f || f.kind !== 'object') return null;
    const filter: Filter = { kind: 'object', match: f.match };
    return {
      kind: 'returnChosen',
      who: { kind: 'you' },
      filter,
      count: 1,
      from: 'movedThisWay',
      to: 'hand',
      upTo: true,
    };
  });
  if (!e) return null;
  out.push(e);
  return true;
}
