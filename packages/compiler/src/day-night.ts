/**
 * Day and night (726; engine events/day-night.ts): the clauses of the cards that name them.
 *
 *   dayAsEnters  := "If it's neither day nor night, it becomes day as ~ enters."          (a static ability)
 *   changes      := "Whenever day becomes night or night becomes day"                   (a trigger event)
 *   becomes      := "It becomes day." | "It becomes night."
 *                 | "If it's night, it becomes day. Otherwise, it becomes night."        (effects, 726.2)
 *
 * "Daybound" and "Nightbound" are keywords without parameters (vocab.ts, 702.145).
 */
import type { AbilityNode, Effect, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

/** A static line: "If it's neither day nor night, it becomes day as ~ enters." */
export function dayAsEntersLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  at: (f: () => boolean) => boolean,
): AbilityNode[] | undefined {
  return at(() => p.eat("if it's neither day nor night , it becomes day as ~ enters"))
    ? [st({ kind: 'dayAsEnters' })]
    : undefined;
}

/** After "whenever": "day becomes night or night becomes day". */
export function dayNightChanges(p: Cursor): boolean {
  return p.eat('day becomes night or night becomes day');
}

/** A sentence reader: "It becomes day / night." and "If it's night, it becomes day. Otherwise, it becomes night." */
export function becomeDayOrNightSentence(p: Cursor, out: Effect[]): boolean {
  const r = p.try((): Effect | null => {
    if (p.eat("if it's night , it becomes day . otherwise , it becomes night ."))
      return { kind: 'becomeDayOrNight', to: 'other' };
    if (p.eat('it becomes day .')) return { kind: 'becomeDayOrNight', to: 'day' };
    if (p.eat('it becomes night .')) return { kind: 'becomeDayOrNight', to: 'night' };
    return null;
  });
  if (!r) return false;
  out.push(r);
  return true;
}
