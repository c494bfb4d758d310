/**
 * Committing a crime (700.13; engine triggers/crime.ts), after "whenever":
 *
 *   trigger := "you commit a crime" ["during your turn"]
 */
import type { TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';

export function crimeTrigger(p: Cursor): TriggerSpec | null {
  return p.try((): TriggerSpec | null => {
    if (!p.eat('you commit a crime')) return null;
    return p.eat('during your turn') ? { kind: 'commitCrime', duringYourTurn: true } : { kind: 'commitCrime' };
  });
}
