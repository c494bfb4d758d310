/**
 * 700.4: the creatures that died this turn, kept on the turn's history as they die, and the amount that counts them
 * ("for each creature that died this turn", "the number of nontoken creatures that died this turn", "for each Zubera
 * that died this turn", "for each nontoken creature you controlled that died this turn").
 */
import type { ObjectMatch } from '../cards/ability-tree.js';
import type { DeathRecord, GameState, PlayerId } from '../state/types.js';
import type { Characteristics } from './characteristics-reader.js';
import { matchesCharacteristics } from './filters.js';

/** The ObjectMatch keys a death record is matched on (the creature as it last existed, 608.2h). */
export const DEATH_RECORD_MATCH_KEYS = [
  'types',
  'notTypes',
  'subtypes',
  'notSubtypes',
  'supertypes',
  'notSupertypes',
  'colors',
  'notColors',
  'nonToken',
  'token',
  'name',
] as const;

/** 700.4: a creature (as it last existed, `lki`) was put into a graveyard from the battlefield. */
export function deathRecord(lki: Characteristics, token: boolean): DeathRecord {
  return {
    controller: lki.controller,
    token,
    name: lki.name,
    types: [...lki.types],
    subtypes: [...lki.subtypes],
    supertypes: [...lki.supertypes],
    colors: [...lki.colors],
  };
}

/** A recorded object's characteristics as it was then (a death or an entry record), for matching an ObjectMatch. */
function recordedCharacteristics(r: DeathRecord): Characteristics {
  return {
    name: r.name,
    manaCost: null,
    manaValue: 0,
    colors: [...r.colors],
    supertypes: [...r.supertypes],
    types: [...r.types],
    subtypes: [...r.subtypes],
    power: null,
    toughness: null,
    loyalty: null,
    abilities: [],
    keywords: new Set(),
    controller: r.controller,
  };
}

/** A death or entry record matches `match` (token or not, then the recorded characteristics). */
export function recordMatches(r: DeathRecord, match: ObjectMatch): boolean {
  if (match.nonToken && r.token) return false;
  if (match.token && !r.token) return false;
  return matchesCharacteristics(match, recordedCharacteristics(r));
}

/** How many creatures matching `match` (and, for "you controlled", controlled by `you`) died during turn `turnIndex`. */
export function diedThisTurn(state: GameState, turnIndex: number, match: ObjectMatch, you: PlayerId | null): number {
  let n = 0;
  for (const r of state.turns[turnIndex]?.history?.died ?? []) {
    if (you !== null && r.controller !== you) continue;
    if (recordMatches(r, match)) n++;
  }
  return n;
}
