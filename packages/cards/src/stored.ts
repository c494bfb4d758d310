// The stored form of an index (docs/cards.md): records with printings as compact references.
import { RARITY_OF_CODE } from './database.js';
import type { CardIndexFile, CardRecord, IndexSource, Printing, SetInfo, StoredCard } from './types.js';

const CODE_OF_RARITY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(RARITY_OF_CODE).map(([k, v]) => [v, k]),
);

/** `CODE`, `CODE@YYYY-MM-DD` when the printing's date is not its set's, then `:r` for a known rarity. */
export function printingRef(p: Printing, sets: Readonly<Record<string, SetInfo>>): string {
  const date = p.releaseDate && p.releaseDate !== sets[p.set]?.releaseDate ? `@${p.releaseDate}` : '';
  const rarity = p.rarity ? (CODE_OF_RARITY[p.rarity] ?? p.rarity) : undefined;
  return `${p.set}${date}${rarity ? `:${rarity}` : ''}`;
}

/** Records → the stored index file (`generated/cards.json` shape). */
export function storedIndex(
  records: readonly CardRecord[],
  sets: Readonly<Record<string, SetInfo>>,
  source: IndexSource,
): CardIndexFile {
  const cards: StoredCard[] = records.map((r) => ({ ...r, printings: r.printings.map((p) => printingRef(p, sets)) }));
  return { format: 'arbiter-card-index', version: 1, source, sets, cards };
}
