/**
 * Domain (207.2c ability word): counting the basic land types among lands a player controls. A count over
 * characteristics (613), read by characteristic-defining abilities and layer 7 effects as well as by effects.
 */
import type { Characteristics, CharsReader } from './characteristics-reader.js';
import type { GameState, PlayerId } from '../state/types.js';

/** 305.6: the basic land types. */
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/** How many of the five basic land types appear among the lands `player` controls (types from layers, 613). */
export function basicLandTypesAmong(state: GameState, player: PlayerId, read: CharsReader): number {
  return basicLandTypesIn(
    state.battlefield.map((id) => [id, read(state, id)] as const),
    player,
  );
}

/** The same count over given characteristics (the layer system passes those it is computing, 613). */
export function basicLandTypesIn(all: Iterable<readonly [unknown, Characteristics]>, player: PlayerId): number {
  const seen = new Set<string>();
  for (const [, ch] of all) {
    if (ch.controller !== player || !ch.types.includes('Land')) continue;
    for (const t of BASIC_LAND_TYPES) if (ch.subtypes.includes(t)) seen.add(t);
  }
  return seen.size;
}
