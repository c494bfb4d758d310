/**
 * 614.1a / 614.11 replacement statics on a player's events that need no choice and commute with one another:
 *   "If you would gain life, you gain twice that much life instead."   (doubleEvent lifeGain)
 *   "If you would draw a card, draw two cards instead."                (doubleEvent draw)
 * Each applies once to an event (616.1f); with several, every one applies in turn, so the order doesn't matter.
 */
import { commandSources } from '../zones/command.js';
import { checkCondition } from '../objects/conditions.js';
import { chars } from '../objects/characteristics.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { GameEvent } from './types.js';
import type { Replaced } from './types.js';

/** How many "doubleEvent" statics of `event` the player controls (that function now, 611.3b). */
function doublers(state: GameState, player: PlayerId, event: 'lifeGain' | 'draw'): number {
  let n = 0;
  for (const id of state.command.length ? [...state.battlefield, ...commandSources(state)] : state.battlefield) {
    const c = chars(state, id);
    if (c.controller !== player) continue;
    for (const a of c.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'doubleEvent' || a.effect.event !== event) continue;
      if (a.condition && !checkCondition(state, a.condition, c.controller, chars, id)) continue;
      n++;
    }
  }
  return n;
}

export function playerEventReplacement(
  state: GameState,
  event: Extract<GameEvent, { kind: 'lifeGain' | 'draw' }>,
): Replaced | null {
  const k = doublers(state, event.player, event.kind);
  if (k === 0) return null;
  if (event.kind === 'lifeGain')
    return event.amount > 0 ? { events: [{ ...event, amount: event.amount * 2 ** k }], rules: ['614.1a'] } : null;
  // 614.11: each "draw two cards instead" replaces one draw with two; another one applies to each of those.
  return { events: Array.from({ length: 2 ** k }, () => ({ ...event })), rules: ['614.1a', '614.11'] };
}
