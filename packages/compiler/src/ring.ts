/**
 * The Ring tempts you (701.54; engine players/ring.ts): the clauses of the cards that name it.
 *
 *   tempts := "the Ring tempts you"        (an instruction, 701.54a: its controller chooses their Ring-bearer)
 */
import type { Effect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

export function ringTemptsClause(p: Cursor): Effect[] | null {
  return p.try((): Effect[] | null => (p.eat('the ring tempts you') ? [{ kind: 'ringTempts' }] : null));
}
