/**
 * 614.1a / 701.9: the replacement a card has in its owner's hand (Madness-era "punisher" creatures):
 *
 *   "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield
 *    [with N +1/+1 counters on it] instead of putting it into your graveyard."
 *
 * (engine events/discard-replacement.ts)
 */
import type { AbilityNode, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { number } from './phrases.js';

export function discardReplacementLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | undefined {
  const r = p.try((): AbilityNode[] | null => {
    if (!p.eat('if a spell or ability an opponent controls causes you to discard ~ , put it onto the battlefield'))
      return null;
    let counters: Record<string, number> | undefined;
    if (p.eat('with')) {
      const n = number(p);
      if (n === null || n < 1 || !p.eat('+1/+1 counters on it')) return null;
      counters = { '+1/+1': n };
    }
    if (!p.eat('instead of putting it into your graveyard') || !end()) return null;
    return [st({ kind: 'discardedToBattlefield', ...(counters ? { counters } : {}) })];
  });
  return r ?? undefined;
}
