/**
 * 702.138c: "~ escapes with [N] [kind] counter(s) on it." means "~ enters with [those counters] on it if it escaped" —
 * a replacement effect (614.1c) whose condition is that the spell it enters from was cast with escape.
 */
import type { AbilityNode, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { countedCounters } from './phrases.js';

/** The line "~ escapes with N [kind] counters on it.", or undefined (not this line). */
export function escapesWithLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | undefined {
  return (
    p.try(() => {
      if (!p.eat('~ escapes with')) return null;
      const placed = countedCounters(p);
      if (!placed || !p.eat('on it') || !end()) return null;
      const counters = st({ kind: 'entersWithCounters', counter: placed.counter, amount: placed.n });
      return [{ ...counters, condition: { kind: 'castIt', escaped: true } } as AbilityNode];
    }) ?? undefined
  );
}
