/**
 * 509.3b / 509.3d: "Whenever [~ / equipped creature / enchanted creature] blocks or becomes blocked by a [non-Wall /
 * green or white / artifact] creature" and "… becomes blocked by a[n] [creature]": the blocks side triggers once for
 * each matching attacking creature it blocks, the blocked side once for each matching creature blocking it; "that
 * creature" is the other creature. The filter is checked as the blocks are declared (the trigger events).
 */
import type { ObjectRef, TriggerSpec } from '@arbiter/engine';
import type { TriggerConditionScope, TriggerParse } from './abilities.js';
import type { Cursor } from './cursor.js';
import { desc, descFilter } from './phrases.js';

export function blockedByTrigger(p: Cursor, ref: ObjectRef, mk: TriggerConditionScope['mk']): TriggerParse | null {
  return p.try(() => {
    const both = p.eat('blocks or becomes blocked by');
    if (!both && !p.eat('becomes blocked by')) return null;
    if (!p.eat('a') && !p.eat('an')) return null;
    const d = desc(p);
    if (!d || d.plural || d.card || d.spell || d.player || d.zone || d.stackAbilities) return null;
    const by = descFilter(d);
    if (!by) return null;
    const blocked: TriggerSpec = { kind: 'becomesBlocked', what: ref, by };
    const specs: TriggerSpec[] = both ? [{ kind: 'blocksCreature', what: ref, attacker: by }, blocked] : [blocked];
    return mk(specs, { kind: 'triggeringObject' });
  });
}
