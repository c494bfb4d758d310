/**
 * The Ring tempts you (701.54; engine players/ring.ts): the clauses of the cards that name it.
 *
 *   tempts := "the Ring tempts you"        (an instruction, 701.54a: its controller chooses their Ring-bearer)
 *
 * and the trigger events of 701.54a (ringTrigger).
 */
import type { Effect, TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

export function ringTemptsClause(p: Cursor): Effect[] | null {
  return p.try((): Effect[] | null => (p.eat('the ring tempts you') ? [{ kind: 'ringTempts' }] : null));
}

/**
 * After "whenever" / "when":
 *
 *   trigger := "the Ring tempts you" [", if you chose a creature other than ~ as your Ring-bearer"]
 *            | "you choose a creature as your Ring-bearer"
 */
export function ringTrigger(p: Cursor): TriggerSpec | null {
  return p.try((): TriggerSpec | null => {
    if (p.eat('you choose a creature as your ring-bearer')) return { kind: 'ringTempts', chose: 'any' };
    if (!p.eat('the ring tempts you')) return null;
    if (p.eat(', if you chose a creature other than ~ as your ring-bearer'))
      return { kind: 'ringTempts', chose: 'other' };
    return { kind: 'ringTempts' };
  });
}
