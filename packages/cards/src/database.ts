import { NameIndex } from './names.js';
import type { CardIndexFile, CardLookup, CardRecord, Printing, SetInfo, StoredCard } from './types.js';

/** Suggestion penalty: other faces' names and Un/token cards rank below real cards' names. */
export function suggestionPenalty(record: { un?: boolean; token?: boolean }, isFaceAlias: boolean): number {
  return (record.un || record.token ? 0.25 : 0) + (isFaceAlias ? 0.05 : 0);
}

/** Stored rarity letters (`CODE:c`) and the rarities they stand for. */
export const RARITY_OF_CODE: Readonly<Record<string, string>> = {
  c: 'common',
  u: 'uncommon',
  r: 'rare',
  m: 'mythic',
  s: 'special',
  b: 'bonus',
};

/** Expands stored printing references (`CODE` / `CODE@YYYY-MM-DD`) against the set table. */
export function expandPrintings(
  refs: readonly string[],
  sets: Readonly<Record<string, SetInfo>>,
  cache: Map<string, Printing>,
): Printing[] {
  return refs.map((ref) => {
    let p = cache.get(ref);
    if (p) return p;
    const colon = ref.indexOf(':');
    const rarity = colon < 0 ? undefined : (RARITY_OF_CODE[ref.slice(colon + 1)] ?? ref.slice(colon + 1));
    const base = colon < 0 ? ref : ref.slice(0, colon);
    const at = base.indexOf('@');
    const code = at < 0 ? base : base.slice(0, at);
    const set = sets[code];
    const releaseDate = at < 0 ? set?.releaseDate : base.slice(at + 1);
    p = {
      set: code,
      ...(set && { setName: set.name, setType: set.type }),
      ...(releaseDate && { releaseDate }),
      ...(rarity && { rarity }),
    };
    cache.set(ref, p);
    return p;
  });
}

/**
 * Turns stored records into runtime records (printings expanded, shared between records).
 * With `inPlace` the stored objects themselves are updated (for freshly parsed JSON: no copying).
 */
export function expandStored(
  cards: readonly StoredCard[],
  sets: Readonly<Record<string, SetInfo>>,
  inPlace = false,
): CardRecord[] {
  const cache = new Map<string, Printing>();
  if (!inPlace) return cards.map((c) => ({ ...c, printings: expandPrintings(c.printings, sets, cache) }));
  for (const c of cards) (c as { printings: unknown }).printings = expandPrintings(c.printings, sets, cache);
  return cards as unknown as CardRecord[];
}

/**
 * The card index in memory: lookup by name (case-, accent- and punctuation-tolerant; a
 * multi-face card also by each face's name), every card, and suggestions for unknown names.
 * Pure: build it from records or from the generated file's parsed JSON (see `node.ts` for
 * reading the file, `lazy.ts` for the browser).
 */
export class CardDatabase implements CardLookup {
  private readonly records: readonly CardRecord[];
  private readonly byName = new Map<string, CardRecord>();
  private nameIndex: NameIndex | undefined; // built on first fuzzy lookup
  private readonly setTable: Readonly<Record<string, SetInfo>>;

  constructor(records: Iterable<CardRecord>, sets: Readonly<Record<string, SetInfo>> = {}) {
    this.records = [...records];
    this.setTable = sets;
    for (const r of this.records) if (!this.byName.has(r.name)) this.byName.set(r.name, r); // duplicates: the first stays
  }

  private get names(): NameIndex {
    if (this.nameIndex) return this.nameIndex;
    const names = new NameIndex();
    // Card names first, then other faces' names, so a card's own name always wins a key.
    for (const r of this.byName.values()) names.add(r.name, r.name, suggestionPenalty(r, false));
    for (const r of this.byName.values()) {
      if (r.faces) for (const f of r.faces) names.add(f.name, r.name, suggestionPenalty(r, true));
    }
    this.nameIndex = names;
    return names;
  }

  /** From the parsed contents of `generated/cards.json`. */
  static fromIndex(file: CardIndexFile): CardDatabase {
    CardDatabase.checkFormat(file);
    return new CardDatabase(expandStored(file.cards, file.sets), file.sets);
  }

  /** Like fromIndex, but takes ownership of `file` and updates its records in place (faster). */
  static adoptIndex(file: CardIndexFile): CardDatabase {
    CardDatabase.checkFormat(file);
    return new CardDatabase(expandStored(file.cards, file.sets, true), file.sets);
  }

  /** From the text of `generated/cards.json` (one JSON.parse). */
  static fromJSON(text: string): CardDatabase {
    return CardDatabase.adoptIndex(JSON.parse(text) as CardIndexFile);
  }

  private static checkFormat(file: CardIndexFile): void {
    if (file?.format !== 'arbiter-card-index' || file.version !== 1) {
      throw new Error(`not an Arbiter card index (format ${String(file?.format)} v${String(file?.version)})`);
    }
  }

  get size(): number {
    return this.records.length;
  }

  /** The card `name` refers to: exact, any case/accents/punctuation, or one of its faces' names. */
  get(name: string): CardRecord | undefined {
    const exact = this.byName.get(name);
    if (exact) return exact;
    const canonical = this.names.resolve(name);
    return canonical === undefined ? undefined : this.byName.get(canonical);
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** Every record, sorted as given (the generated index is sorted by name). */
  all(): readonly CardRecord[] {
    return this.records;
  }

  /** Up to `n` closest real names (see NameIndex.suggest); each resolves with `get`. */
  suggest(name: string, n = 3): string[] {
    return this.names.suggest(name, n);
  }

  /** The set table (code → name, release date, type). */
  sets(): Readonly<Record<string, SetInfo>> {
    return this.setTable;
  }

  set(code: string): SetInfo | undefined {
    return this.setTable[code];
  }
}
