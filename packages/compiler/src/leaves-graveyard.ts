/**
 * "One or more cards leave your graveyard" triggers (603.2c, 603.10a; engine triggers/batches.ts), after "whenever":
 *
 *   trigger := "one or more" ("cards" | [type] "cards") "leave your graveyard" ["during your turn"]
 *
 * One trigger for the cards one event moves out of the graveyard, if at least one of them matches as it was there.
 */
import type { Filter, TriggerSpec } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { lkiSafe } from './lki-filters.js';
import { desc, descFilter } from './phrases.js';

export function leavesGraveyardTrigger(p: Cursor): TriggerSpec | null {
  return p.try((): TriggerSpec | null => {
    if (!p.eat('one or more')) return null;
    let filter: Filter | undefined;
    if (!p.eat('cards')) {
      const d = desc(p);
      if (!d || !d.card || !d.plural || d.player || d.spell || d.zone) return null;
      const f = descFilter(d, 'graveyard');
      // 603.10a: read on the card as it was in the graveyard (its last known characteristics).
      const bare = f && stripZone(f);
      if (!bare || !lkiSafe(bare)) return null;
      filter = bare;
    }
    if (!p.eat('leave your graveyard')) return null;
    const duringYourTurn = p.eat('during your turn');
    return { kind: 'leavesGraveyard', ...(filter ? { filter } : {}), ...(duringYourTurn ? { duringYourTurn } : {}) };
  });
}

/** The filter without its zone (the card has left it; the event says which graveyard). */
function stripZone(f: Filter): Filter | null {
  if (f.kind === 'anyOf') {
    const fs = f.filters.map(stripZone);
    return fs.every((x) => x !== null) ? { kind: 'anyOf', filters: fs as Filter[] } : null;
  }
  return f.kind === 'object' ? { kind: 'object', match: f.match } : null;
}
