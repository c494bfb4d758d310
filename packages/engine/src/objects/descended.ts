/**
 * 700.11: a player descends each time a permanent card (an artifact, battle, creature, enchantment, land or planeswalker
 * card) is put into their graveyard from anywhere; "if you descended this turn" asks whether that happened during the
 * turn (objects/conditions.ts). A token is not a card, even as it is put into a graveyard before it ceases to exist.
 * Kept on every turn in progress (807), as TurnHistory.descended.
 */
import { chars } from './characteristics.js';
import type { CardType } from '../cards/ability-tree.js';
import type { GameState, ObjectId } from '../state/types.js';
import { turnHistory } from '../state/access.js';

const PERMANENT_CARD_TYPES: readonly CardType[] = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Land',
  'Planeswalker',
];

/** `id` has just been put into a graveyard: its owner descended if it is a permanent card. */
export function noteDescended(state: GameState, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || o.kind !== 'card' || o.zone !== 'graveyard') return;
  if (!chars(state, id).types.some((t) => PERMANENT_CARD_TYPES.includes(t))) return;
  for (const t of state.turns) {
    const h = turnHistory(t);
    const d = (h.descended ??= {});
    d[o.owner] = (d[o.owner] ?? 0) + 1;
  }
}
