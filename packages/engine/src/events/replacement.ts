/**
 * 614–616: replacement and prevention effects modify an event before it happens.
 * Each effect applies at most once to a given event (616.1f); the result may be
 * several events or none.
 */
import { chars } from '../objects/characteristics.js';
import { matchesObject } from '../objects/filters.js';
import type { Filter } from '../cards/ability-tree.js';
import type { GameState } from '../state/types.js';
import type { GameEvent } from './types.js';

export interface Replaced {
  readonly events: GameEvent[];
  /** Rules cited for each modification, for the log. */
  readonly rules: string[];
}

export function applyReplacements(state: GameState, event: GameEvent): Replaced {
  switch (event.kind) {
    case 'move': {
      if (event.to !== 'battlefield') return { events: [event], rules: [] };
      // 614.1c / 614.12: "[This] enters tapped" applies to the object as it would exist on the battlefield.
      const o = state.objects[event.object];
      const def = o ? state.cards[o.defKey] : undefined;
      if (def && !event.faceDown && !event.tapped && def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'entersTapped')) {
        return { events: [{ ...event, tapped: true }], rules: ['614.1c', '614.12'] };
      }
      return { events: [event], rules: [] };
    }
    case 'damage': {
      // 702.16e: damage that would be dealt by a source with a quality the recipient has protection from is prevented.
      if (event.target.kind === 'object' && event.amount > 0) {
        const tgt = state.objects[event.target.id];
        const src = state.objects[event.source];
        if (tgt && src && tgt.zone === 'battlefield' && hasProtectionFrom(state, event.target.id, event.source)) {
          return { events: [], rules: ['615.1', '702.16e'] };
        }
      }
      return { events: [event], rules: [] };
    }
    case 'lifeGain': case 'lifeLoss': case 'draw': case 'tap': case 'untap': case 'counters': case 'playerCounters':
    case 'createToken': case 'destroy': case 'shuffle':
      return { events: [event], rules: [] };
  }
}

/** 702.16: does `protectedId` have protection from the qualities of `sourceId` (in any zone)? */
export function hasProtectionFrom(state: GameState, protectedId: number, sourceId: number): boolean {
  const pc = chars(state, protectedId);
  if (!state.objects[sourceId]) return false;
  for (const a of pc.abilities) {
    if (a.kind !== 'keyword' || a.keyword !== 'protection') continue;
    if (qualityMatches(state, a.from, sourceId, pc.controller, protectedId)) return true;
  }
  return false;
}

function qualityMatches(state: GameState, f: Filter, sourceId: number, perspective: number, protectedId: number): boolean {
  switch (f.kind) {
    case 'object': return matchesObject(state, f.match, sourceId, chars(state, sourceId), perspective, protectedId);
    case 'anyOf': return f.filters.some((g) => qualityMatches(state, g, sourceId, perspective, protectedId));
    case 'player': case 'anyTarget': case 'stackObject': return false;
  }
}
