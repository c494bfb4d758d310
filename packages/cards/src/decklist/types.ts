export type Section = 'main' | 'sideboard' | 'commander' | 'companion';

export const SECTIONS: readonly Section[] = ['main', 'sideboard', 'commander', 'companion'];

/** Largest count accepted on one line; more is reported as a bad count. */
export const MAX_COUNT = 250;

export interface DeckEntry {
  readonly count: number;
  /** The name as written (whitespace collapsed). */
  readonly name: string;
  /** 1-based line of the source text. */
  readonly line: number;
  /** Arena export: set code in parentheses. */
  readonly set?: string;
  /** Arena export: collector number after the set code. */
  readonly collectorNumber?: string;
  /** The card's canonical name, set by resolveDeckList when the name is known. */
  readonly card?: string;
}

export type DeckErrorKind =
  /** The name is not a known card; `suggestions` holds the closest real names. */
  | 'unknown-card'
  /** The count is not a whole number from 1 to MAX_COUNT. */
  | 'bad-count'
  /** A count with no card name after it. */
  | 'missing-name'
  /** A `.dek` element that cannot be read, or a file that is not a `.dek` deck. */
  | 'bad-xml';

export interface DeckError {
  readonly kind: DeckErrorKind;
  /** 1-based line of the source text. */
  readonly line: number;
  /** The offending line (or element), trimmed. */
  readonly text: string;
  /** Human-readable, naming the line: `line 3: unknown card "Lightnig Bolt"`. */
  readonly message: string;
  readonly suggestions?: readonly string[];
}

export type DeckFormat = 'text' | 'arena' | 'mtgo-dek';

export interface DeckList {
  /** The syntax that was read: plain text, Arena export (sections / `(SET) 123`), or MTGO `.dek` XML. */
  readonly format: DeckFormat;
  /** The deck's name when the file gives one (Arena `About` / `Name …`). */
  readonly name?: string;
  readonly main: DeckEntry[];
  readonly sideboard: DeckEntry[];
  readonly commander: DeckEntry[];
  readonly companion: DeckEntry[];
  /** Problems, in line order. Parsing never throws on bad input. */
  readonly errors: DeckError[];
}
