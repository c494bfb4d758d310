/**
 * 614.1a token doublers (engine events/token-doubling.ts):
 *   "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead."
 *   "If one or more tokens would be created [under your control], twice that many of those tokens are created instead."
 */
import type { AbilityNode, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

/** The line, or undefined (not this line). */
export function tokenDoublingLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | undefined {
  const r = p.try((): AbilityNode[] | null => {
    let whose: 'you' | 'any';
    let ending = 'are created instead';
    if (p.eat('if an effect would create one or more tokens under your control , it creates')) {
      whose = 'you';
      ending = 'instead';
    } else if (p.eat('if one or more tokens would be created under your control ,')) whose = 'you';
    else if (p.eat('if one or more tokens would be created ,')) whose = 'any';
    else return null;
    if (!p.eat('twice that many of those tokens') || !p.eat(ending) || !end()) return null;
    return [st({ kind: 'doubleTokens', whose })];
  });
  return r ?? undefined;
}
