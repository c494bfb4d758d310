/**
 * Conditions about what a player has or what happened this turn, read where an "if" or "Activate only if" (602.5b) is:
 * "you have at least 10 life more than your starting life total" (103.4), "you control three or more lands with the
 * same name" (201.2), "you own a card in exile" (406.1), "five or more creatures died this turn" (700.4), "there are
 * four or more permanent types among cards in your graveyard" (110.4), "there is an Elf card / there's a Lesson card in
 * your graveyard".
 */
import type { Condition } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc, number, zoneCount } from './phrases.js';
import { enteredCondition } from './entered-this-turn.js';

export function playerCondition(p: Cursor): Condition | null {
  const entered = enteredCondition(p); // 603.6a (entered-this-turn.ts)
  if (entered) return entered;
  return p.try((): Condition | null => {
    if (p.eat('you have at least')) {
      const n = number(p);
      return n !== null && p.eat('life more than your starting life total')
        ? { kind: 'lifeAboveStarting', atLeast: n }
        : null;
    }
    if (p.eat('you own a card in exile')) return { kind: 'ownsCardInExile' };
    if (p.eat('there is a') || p.eat('there is an') || p.eat("there's a") || p.eat("there's an")) {
      // "there is an Elf card in your graveyard", "there's a Lesson card in your graveyard": at least one such card.
      const d = desc(p);
      if (!d || !d.card || d.plural) return null;
      const zc = zoneCount(d);
      return zc?.filter && zc.zone === 'graveyard' && zc.whose === 'you'
        ? { kind: 'graveyardAtLeast', n: 1, filter: zc.filter }
        : null;
    }
    const lead = p.eat('you control') ? 'control' : p.eat('there are') ? 'there' : null;
    const n = number(p);
    if (n === null || !p.eat('or more')) return null;
    if (lead === 'control') return p.eat('lands with the same name') ? { kind: 'landsWithSameName', atLeast: n } : null;
    if (lead === 'there')
      return p.eat('permanent types among cards in your graveyard')
        ? { kind: 'graveyardCardTypesAtLeast', n, permanentTypes: true }
        : null;
    return p.eat('creatures died this turn') ? { kind: 'thisTurn', what: 'creatureDied', atLeast: n } : null;
  });
}
