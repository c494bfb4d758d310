/**
 * Archenemy grammar (904): the trigger condition and the instruction only scheme cards (314) use. "this scheme" is
 * the card itself (normalize.ts reads it as ~).
 *
 *   scheme-trigger := "you set ~ in motion"     (701.25: "When you set this scheme in motion, …")
 *   scheme-clause  := "abandon ~"               (701.26: an ongoing scheme is turned face down, 904.11)
 *
 * Kept in its own module; `abilities.ts` and `effects.ts` ask here beside the Planechase grammar (planes.ts).
 */
import type { Effect, TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

export function schemeTrigger(p: Cursor): TriggerSpec[] | null {
  return p.try((): TriggerSpec[] | null =>
    p.eat('you', 'set', '~', 'in', 'motion') ? [{ kind: 'setInMotion' }] : null,
  );
}

export function schemeClause(p: Cursor): Effect[] | null {
  return p.try((): Effect[] | null => (p.eat('abandon', '~') ? [{ kind: 'abandon' }] : null));
}
