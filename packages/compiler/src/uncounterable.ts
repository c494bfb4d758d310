/**
 * 101.2: spells that can't be countered, named by a static ability of a permanent (engine effects/verbs/counter.ts):
 *
 *   line := spells ["you control"] "can't be countered" "."
 *   spells := "instant and sorcery spells" | "creature spells" | "green spells" | "Sliver spells" | "spells" …
 */
import type { AbilityNode, ObjectMatch, StaticEffect } from '@arbiter/engine';
import type { Cursor } from './cursor.js';
import { desc } from './phrases.js';
import { spellMatch, typeListSpells } from './spells-cast.js';

function spells(p: Cursor): ObjectMatch | null {
  return p.try((): ObjectMatch | null => {
    const list = typeListSpells(p);
    if (list) return p.eat('you control') ? { ...list, controller: 'you' } : list;
    const d = desc(p);
    if (!d || !d.plural || d.alternatives || d.stackAbilities) return null;
    const m = spellMatch(d);
    // Only what the spell shows on the stack and who controls it.
    return m && !m.targeting && !m.singleTarget && !m.owner ? m : null;
  });
}

export function spellsCantBeCounteredLine(
  p: Cursor,
  st: (effect: StaticEffect) => AbilityNode,
  end: () => boolean,
): AbilityNode[] | null {
  return p.try((): AbilityNode[] | null => {
    const m = spells(p);
    if (!m || !p.eat("can't be countered") || !end()) return null;
    return [st({ kind: 'spellsCantBeCountered', spells: m })];
  });
}
