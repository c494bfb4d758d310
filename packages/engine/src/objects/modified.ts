/**
 * 700.9: a permanent is modified if it has one or more counters on it (122), if it's equipped (301.5), or if it's
 * enchanted by an Aura its controller controls (303.4). What is attached is read from its card (printed subtypes) and
 * its own controller, not through the layers: "modified creatures you control have lifelink" is itself a layer 6
 * effect, and the attached Equipment's characteristics would ask for it again.
 */
import type { GameState, ObjectId } from '../state/types.js';
import type { Characteristics } from './characteristics-reader.js';

export function isModified(state: GameState, id: ObjectId, c: Characteristics): boolean {
  const o = state.objects[id];
  if (!o || o.zone !== 'battlefield') return false;
  if (Object.values(o.counters).some((n) => n > 0)) return true;
  for (const a of state.battlefield) {
    const ao = state.objects[a];
    if (ao?.attachedTo !== id) continue;
    const subtypes = state.cards[ao.defKey]?.subtypes ?? [];
    if (subtypes.includes('Equipment') || (subtypes.includes('Aura') && ao.controller === c.controller)) return true;
  }
  return false;
}
