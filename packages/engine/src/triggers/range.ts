/**
 * 801.7 / 801.7a: limited range of influence applied to triggered abilities. The range itself is measured
 * in objects/range.ts (the one central filter); this module judges a trigger event against it.
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { objectInRange, playerInRange, rangeLimited } from '../objects/range.js';
import type { TriggerEvent } from '../events/trigger-events.js';
import { chars } from '../objects/characteristics.js';

/**
 * 801.7 / 801.7a: a triggered ability triggers only if its trigger event happens entirely within the range
 * of its source's controller. Objects that moved are judged as they were (leaves: last known information)
 * or as they are after the event (enters).
 */
export function triggerEventInRange(state: GameState, controller: PlayerId, ev: TriggerEvent): boolean {
  if (!rangeLimited(state)) return true;
  const inP = (p: PlayerId | null | undefined): boolean =>
    p === null || p === undefined || playerInRange(state, controller, p);
  const inO = (id: ObjectId): boolean =>
    !state.objects[id] && !state.lki[id] ? true : objectInRange(state, controller, id, chars);
  switch (ev.kind) {
    case 'enters':
      return inO(ev.object);
    case 'leaves':
      return inP(ev.lki.controller);
    case 'attacks':
    case 'attacksAlone':
    case 'becameBlocked':
      return inO(ev.attacker);
    case 'blocks':
      return inO(ev.blocker);
    case 'blockedBy':
      return inO(ev.attacker) && inO(ev.blocker);
    case 'combatDamageToPlayer':
      return inO(ev.source) && inP(ev.player);
    case 'cast':
    case 'copied':
      return inP(ev.controller);
    case 'stepBegins':
      return ev.activePlayers.length === 0 || ev.activePlayers.some((p) => inP(p));
    case 'lifeGain':
    case 'draw':
      return inP(ev.player);
    default: {
      // Events added later: judge by any player or object they name.
      const e = ev as unknown as Record<string, unknown>;
      for (const k of ['player', 'controller']) if (typeof e[k] === 'number' && !inP(e[k] as number)) return false;
      for (const k of ['object', 'source', 'attacker', 'blocker', 'spell'])
        if (typeof e[k] === 'number' && !inO(e[k] as number)) return false;
      return true;
    }
  }
}
