/**
 * 100.2a: "A deck can have any number of cards named ~" / "A deck can have up to seven cards named ~" — a rule of
 * deck construction that overrides the four-copy limit for this card. Deck checking reads it from the card's text
 * (tournament deckcheck.ts `factsFromRecord`); in a game it does nothing.
 */
import type { AbilityNode, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { number } from './phrases.js';

export function deckLimitLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  at: (f: () => boolean) => boolean,
): AbilityNode[] | undefined {
  let limit: number | 'any' | null = null;
  const read = (): boolean => {
    if (!p.eat('a deck can have')) return false;
    if (p.eat('any number of')) limit = 'any';
    else if (p.eat('up to')) limit = number(p);
    return limit !== null && p.eat('cards named ~');
  };
  return at(read) && limit !== null ? [st({ kind: 'deckLimit', limit })] : undefined;
}
