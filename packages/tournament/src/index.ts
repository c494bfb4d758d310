/**
 * @arbiter/tournament — tournament software following the Magic Tournament
 * Rules and the Infraction Procedure Guide: Swiss pairings, standings and
 * tiebreakers, playoffs, drafts, deck checks, penalties, durable storage.
 */
export * from './types.js';
export * from './prng.js';
export * from './rational.js';
export * from './matching.js';
export * from './standings.js';
export * from './eventjson.js';
export * from './pairing.js';
export * from './rounds.js';
export * from './playoffs.js';
export * from './draft.js';
export * from './casual-draft.js';
export * from './set-boosters.js';
export * from './formats.js';
export * from './deckcheck.js';
export * from './ipg.js';
export * from './store.js';
export * from './export.js';
