/**
 * 201.5: an ability a static ability grants to another object may name the granting card by its own name ("Equipped
 * creature has \"{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target.\""): that name means the
 * object whose static ability grants it, not the object that has the ability. As the layer grants the ability
 * (613.1f), each such reference (GrantorRef) is bound to the granting object.
 */
import type { AbilityNode } from '../cards/ability-tree.js';
import type { ObjectId } from '../state/types.js';

/**
 * Whether an ability list names its grantor. Most granted abilities don't, so the answer is kept per list (a derived
 * value of immutable card data, not state).
 */
const naming = new WeakMap<readonly AbilityNode[], boolean>();

function mentionsGrantor(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return v.some(mentionsGrantor);
  const r = v as Record<string, unknown>;
  if (r['kind'] === 'grantor' && r['id'] === undefined) return true;
  return Object.values(r).some(mentionsGrantor);
}

function bound(v: unknown, source: ObjectId): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => bound(x, source));
  const r = v as Record<string, unknown>;
  if (r['kind'] === 'grantor' && r['id'] === undefined) return { kind: 'grantor', id: source };
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(r)) out[k] = bound(x, source);
  return out;
}

/** The abilities with every unbound reference to their grantor bound to `source` (the list itself if none). */
export function bindGrantor(abilities: readonly AbilityNode[], source: ObjectId): readonly AbilityNode[] {
  let v = naming.get(abilities);
  if (v === undefined) {
    v = mentionsGrantor(abilities);
    naming.set(abilities, v);
  }
  return v ? (bound(abilities, source) as readonly AbilityNode[]) : abilities;
}
