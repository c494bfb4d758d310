/**
 * 701.20a: "Each player reveals the top card of their library. For each nonland card revealed this way, you create a
 * 3/3 green Elephant creature token. Then each player draws a card." (Selvala's Charge): the reveal (engine:
 * effects/verbs/reveal-top.ts) and "for each [nonland | land] card revealed this way" (Amount `thisWay`, the revealed
 * cards the reveal counts).
 */
import type { Amount, Effect, ObjectMatch, PlayerRef } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import type { Ctx } from './phrases.js';

/** "reveal(s) the top card of [your | their] library" after the player: the reveal, remembered for "… this way". */
export function revealTopOfLibrary(p: Cursor, ctx: Ctx, who: PlayerRef, third: boolean): Effect[] | null {
  if (!p.eat(third ? 'the top card of their library' : 'the top card of your library')) return null;
  const e: { kind: 'revealTop'; who: PlayerRef; counting?: ObjectMatch } = { kind: 'revealTop', who };
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
