/**
 * 201.5: a card's own name in its text means that object. Inside a quoted ability the card grants to another object
 * ("Equipped creature has \"{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage …\""), the name is the granting
 * card, while "this creature" is the object that has the ability. Normalisation turns both into ~, and a granted
 * ability can refer only to the object that has it (its source), so such a line is refused rather than compiled with
 * the wrong object. A card granting a quoted ability to itself ("~ has \"{B}: Regenerate ~.\"") is unaffected.
 */
import type { AbilityNode } from '@arbiter/engine';
import { selfNames } from './normalize.js';

export function namesGrantorInGrant(orig: string, name: string, abilities: readonly AbilityNode[]): boolean {
  const quotes = orig.match(/"[^"]*"/g) ?? [];
  const names = selfNames(name);
  if (!quotes.some((q) => names.some((n) => new RegExp(`(?<![\\w-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(q)))) return false;
  return grantsElsewhere(abilities);
}

/** Whether any continuous effect in the tree adds abilities to something other than the object itself. */
function grantsElsewhere(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(grantsElsewhere);
  if (x === null || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  const mods = o['mods'];
  if (Array.isArray(mods) && mods.some((m) => (m as { kind?: string }).kind === 'addAbilities')) {
    const who = (o['affected'] ?? o['what']) as { kind?: string } | undefined;
    if (who?.kind !== 'self') return true;
  }
  return Object.values(o).some(grantsElsewhere);
}
