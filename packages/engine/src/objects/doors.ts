/**
 * 709.5: split permanents (Rooms). Each half is a door; a door is locked unless the permanent has its unlocked
 * designation (709.5c). A locked door's name, mana cost and rules text don't exist (objects/faces.ts). Unlocking a door
 * (stack/unlock.ts) gives the permanent that designation; so does a Room spell entering cast as that door (709.5d,
 * events/apply/move.ts).
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import type { GameState, ObjectId } from '../state/types.js';
import { copiableValuesKey } from './copiable-values.js';
import { isSplitPermanent } from './faces.js';

/** 709.5c: the doors (half indexes) of a split permanent that are locked; none for any other object. */
export function lockedDoors(state: GameState, id: ObjectId): number[] {
  const o = state.objects[id];
  const def = o && o.zone === 'battlefield' && !o.faceDown ? state.cards[copiableValuesKey(state, o)] : undefined;
  if (!o || !isSplitPermanent(def)) return [];
  return def.halves.map((_, i) => i).filter((i) => !(o.unlocked ?? []).includes(i));
}

/** A door (half) of a split permanent, as printed (709.5a). */
export function doorHalf(state: GameState, id: ObjectId, door: number): CardDefinition | undefined {
  const o = state.objects[id];
  return o ? state.cards[copiableValuesKey(state, o)]?.halves?.[door] : undefined;
}

/** The name of a door (half) of a split permanent. */
export function doorName(state: GameState, id: ObjectId, door: number): string {
  return doorHalf(state, id, door)?.name ?? `door ${door}`;
}
