/**
 * 614.1a / 701.9: "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield
 * [with two +1/+1 counters on it] instead of putting it into your graveyard." (Dodecapod, Obstinate Baloth …) — a
 * replacement effect of the card in the hand, applying to a discard an opponent's spell or ability makes (the move's
 * `by`), never to one made to pay a cost or by a rule.
 */
import { chars } from '../objects/characteristics.js';
import { isOpponent } from '../state/access.js';
import type { GameState } from '../state/types.js';
import type { EventOf, Replaced } from './types.js';

export function discardedToBattlefield(state: GameState, event: EventOf<'move'>): Replaced | null {
  if (event.cause !== 'discard' || event.to !== 'graveyard' || event.by === undefined) return null;
  const o = state.objects[event.object];
  if (!o || o.zone !== 'hand' || !isOpponent(state, o.owner, event.by)) return null;
  for (const a of chars(state, o.id).abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'discardedToBattlefield') continue;
    const counters = a.effect.counters;
    return { events: [{ ...event, to: 'battlefield', ...(counters ? { counters } : {}) }], rules: ['614.1a', '701.9'] };
  }
  return null;
}
