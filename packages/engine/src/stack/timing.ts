/** 117 / 307.1 / 305.1: when a player may cast spells, activate abilities and play lands. */
import type { GameState, PlayerId } from '../state/types.js';
import { chars } from '../objects/characteristics.js';

/**
 * 702.61a: "As long as this spell is on the stack, players can't cast other spells or activate
 * abilities that aren't mana abilities." (702.61b: special actions and mana abilities remain
 * possible.) Any turn marker's stack counts (807.5: several stacks may exist).
 */
export function splitSecondOnStack(state: GameState): boolean {
  for (const t of state.turns) {
    for (const id of t.stack) {
      const o = state.objects[id];
      if (o && o.kind !== 'ability' && chars(state, id).keywords.has('split second')) return true;
    }
  }
  return false;
}

export function holdsPriority(state: GameState, player: PlayerId): boolean {
  const d = state.pending;
  return d !== null && d.kind === 'priority' && d.player === player;
}

/** The turn in which `player` holds priority (807: a player may be acting in any turn marker's turn). */
export function priorityTurnIndex(state: GameState, player: PlayerId): number {
  // 807.5: a player may hold priority for several turn markers' stacks; the decision is for the one in focus.
  const f = state.focus ?? 0;
  if (state.turns[f]?.priority === player) return f;
  const i = state.turns.findIndex((t) => t.priority === player);
  return i < 0 ? 0 : i;
}

/** 307.1: main phase of their own turn, with an empty stack, while holding priority. */
export function sorceryTiming(state: GameState, player: PlayerId): boolean {
  if (!holdsPriority(state, player)) return false;
  const t = state.turns[priorityTurnIndex(state, player)]!;
  return (
    t.activePlayers.includes(player) &&
    (t.phase === 'precombatMain' || t.phase === 'postcombatMain') &&
    t.stack.length === 0
  );
}
