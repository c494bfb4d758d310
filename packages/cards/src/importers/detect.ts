import { expandStored } from '../database.js';
import type { CardIndexFile } from '../types.js';
import { type ImportOptions, type ImportResult, isRecord } from './common.js';
import { importMtgjsonAtomic } from './mtgjson-atomic.js';
import { importScryfall } from './scryfall.js';

/**
 * Imports parsed card data of any supported kind, detected from its shape:
 * a Scryfall card array (oracle-cards), MTGJSON v5 AtomicCards, or an Arbiter index.
 */
export function importCardData(json: unknown, options: ImportOptions = {}): ImportResult {
  if (Array.isArray(json) || (isRecord(json) && json['object'] === 'list')) return importScryfall(json, options);
  if (isRecord(json) && json['format'] === 'arbiter-card-index') {
    const file = json as unknown as CardIndexFile;
    return {
      format: 'arbiter-index',
      records: expandStored(file.cards, file.sets),
      sets: { ...file.sets },
      warnings: [],
    };
  }
  if (isRecord(json) && isRecord(json['data'])) {
    const data = json['data'];
    const first = Object.values(data)[0];
    if (first === undefined || Array.isArray(first)) return importMtgjsonAtomic(json, options);
    throw new Error(
      'MTGJSON file is not AtomicCards (its "data" values are not per-name arrays; AllPrintings is not supported)',
    );
  }
  throw new Error('unrecognised card data: expected Scryfall oracle-cards, MTGJSON AtomicCards or an Arbiter index');
}
