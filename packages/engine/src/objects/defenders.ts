/** 506.2 / 310.8: who defends in a combat: the defending player of an attack, the protector of a battle. */
import type { CombatState, GameState, ObjectId, PlayerId } from '../state/types.js';
import type { CharsReader } from './characteristics-reader.js';

/** 310.8: the player who protects a battle (defends it in combat). */
export function battleProtector(state: GameState, id: ObjectId, read: CharsReader): PlayerId {
  return state.objects[id]?.protector ?? read(state, id).controller;
}

/** Which player an attack is aimed at (the controller of an attacked planeswalker or battle). */
export function defendingPlayerOf(state: GameState, a: CombatState['attackers'][number], read: CharsReader): PlayerId {
  if (a.defender.kind === 'player') return a.defender.player;
  const o = state.objects[a.defender.id];
  if (!o) return -1;
  // 310.8: a battle's protector defends it; a planeswalker's controller defends it.
  return read(state, a.defender.id).types.includes('Battle')
    ? battleProtector(state, a.defender.id, read)
    : read(state, a.defender.id).controller;
}

/** 506.2: the defending player of an attacking creature (see `defendingPlayerOf`); null if it isn't attacking. */
export function defendingPlayerOfAttacker(state: GameState, attacker: ObjectId, read: CharsReader): PlayerId | null {
  for (const t of state.turns) {
    const a = t.combat?.attackers.find((x) => x.attacker === attacker);
    if (!a) continue;
    const p = defendingPlayerOf(state, a, read);
    return p < 0 ? null : p;
  }
  return null;
}
