/**
 * 701.20a: "Each player reveals the top card of their library. For each nonland card revealed this way, you create a
 * 3/3 green Elephant creature token. Then each player draws a card." (Selvala's Charge): the reveal (engine:
 * effects/verbs/reveal-top.ts) and "for each [nonland | land] card revealed this way" (Amount `thisWay`, the revealed
 * cards the reveal counts).
 */
import type { Amount, CardType, Condition, Effect, ObjectMatch, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';
import { PLURAL_TYPE, TYPE_WORDS } from './vocab.js';

/** "reveal(s) the top card of [your | their] library" after the player: the reveal, remembered for "… this way". */
export function revealTopOfLibrary(p: Cursor, ctx: Ctx, who: PlayerRef, third: boolean): Effect[] | null {
  if (!p.eat(third ? 'the top card of their library' : 'the top card of your library')) return null;
  const e: { kind: 'revealTop'; readonly who: PlayerRef; counting?: ObjectMatch } = { kind: 'revealTop', who };
  ctx.thisWay = 'revealed';
  ctx.revealTop = e;
  return [e];
}

/** The kinds of revealed cards counted: "card", "nonland card", "land card", "creature card". */
const COUNTED: Readonly<Record<string, ObjectMatch>> = {
  card: {},
  nonland: { notTypes: ['Land'] },
  land: { types: ['Land'] },
  creature: { types: ['Creature'] },
};

/** "for each [nonland] card revealed this way" after such a reveal: the count, set on the reveal (one kind only). */
export function revealedThisWayFor(p: Cursor, ctx: Ctx | undefined, n: number): Amount | null {
  const reveal = ctx?.revealTop;
  if (!reveal) return null;
  return p.try(() => {
    if (!p.eat('for each')) return null;
    const w = p.next()?.t ?? '';
    const counting = COUNTED[w];
    if (!counting || (w !== 'card' && !p.eat('card')) || !p.eat('revealed this way')) return null;
    // "For each land card revealed this way, …. Then … for each nonland card revealed this way" counts two kinds.
    if (reveal.counting && JSON.stringify(reveal.counting) !== JSON.stringify(counting)) return null;
    reveal.counting = counting;
    return { kind: 'thisWay', ...(n !== 1 ? { multiplier: n } : {}) };
  });
}

/**
 * 701.20a / 608.2c: "If it's a [creature | creature or land | nonland] card, …" after one player's reveal of the top
 * card of their library: the reveal counts that kind, and the condition is that the card revealed was of it. "It" in
 * what follows would be the revealed card, which the effects can't name: it is left unread (ctx.it = null).
 */
export function revealedIsCondition(p: Cursor, ctx: Ctx): Condition | null {
  const reveal = ctx.revealTop;
  if (!reveal || (reveal.who.kind !== 'you' && reveal.who.kind !== 'target')) return null;
  return p.try((): Condition | null => {
    if (!(p.eat("it's a") || p.eat("it's an"))) return null;
    const non = p.eat('non');
    const types: CardType[] = [];
    for (;;) {
      const w = p.next()?.t ?? '';
      const type = TYPE_WORDS[w];
      if (!type || PLURAL_TYPE.has(w)) return null;
      types.push(type);
      if (non || !p.eat('or')) break;
    }
    if (!p.eat('card') || !p.is(',')) return null;
    const counting: ObjectMatch = non ? { notTypes: types } : { types };
    if (reveal.counting && JSON.stringify(reveal.counting) !== JSON.stringify(counting)) return null;
    reveal.counting = counting;
    ctx.it = null;
    return { kind: 'revealedMatches' };
  });
}
