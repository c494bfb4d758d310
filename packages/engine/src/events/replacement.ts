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
      let ev = event;
      const rules: string[] = [];
      if (def && !event.faceDown && !event.tapped && def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'entersTapped')) {
        ev = { ...ev, tapped: true };
        rules.push('614.1c', '614.12');
      }
      // 614.1c: "[This] enters with N counters on it."
      const counters: Record<string, number> = {};
      for (const a of def && !event.faceDown ? def.abilities : []) {
        if (a.kind === 'static' && a.effect.kind === 'entersWithCounters') counters[a.effect.counter] = (counters[a.effect.counter] ?? 0) + a.effect.amount;
      }
      if (Object.keys(counters).length > 0) { ev = { ...ev, counters }; rules.push('614.1c'); }
      return { events: [ev], rules };
    }
    case 'damage': {
      // 702.16e: damage that would be dealt by a source with a quality the recipient has protection from is prevented.
      if (event.target.kind === 'object' && event.amount > 0) {
        const tgt = state.objects[event.target.id];
        const src = state.objects[event.source];
        if (tgt && (src || state.lki[event.source]) && tgt.zone === 'battlefield' && hasProtectionFrom(state, event.target.id, event.source)) {
          return { events: [], rules: ['615.1', '702.16e'] };
        }
      }
      return { events: [event], rules: [] };
    }
    case 'lifeGain': case 'lifeLoss': case 'draw': case 'tap': case 'untap': case 'counters': case 'playerCounters':
      return { events: [event], rules: [] };
    case 'destroy': {
      // 701.15a / 614.8: a regeneration shield replaces the destruction, unless it "can't be regenerated".
      if (!event.noRegenerate && state.effects.some((e) => e.modification.kind === 'static' && e.modification.effect.kind === 'regenerationShield' && e.affected.includes(event.object))) {
        return { events: [{ kind: 'regenerate', object: event.object }], rules: ['701.15a', '614.8'] };
      }
      return { events: [event], rules: [] };
    }
    case 'createToken': case 'shuffle': case 'regenerate':
      return { events: [event], rules: [] };
  }
}

/** 702.16: does `protectedId` have protection from the qualities of `sourceId` (in any zone)? */
export function hasProtectionFrom(state: GameState, protectedId: number, sourceId: number): boolean {
  const pc = chars(state, protectedId);
  if (!state.objects[sourceId] && !state.lki[sourceId]) return false;
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
