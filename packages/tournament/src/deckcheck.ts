/**
 * Deck checks (spec §6; CR 100.2a, 100.4a, 903.3–903.5, 903.12; MTR 6.1–6.7,
 * 7.1–7.2, 8.4, 9.5). The one legality checker: `arbiter deck check --format`
 * and `arbiter tournament deck-check` both call `checkDeckList`. Card data comes
 * through the card index interface of @arbiter/cards (`cards`), turned into the
 * few facts a check needs; names the index cannot find are problems of their
 * own ("unknown-card").
 */
import {
  colorIdentity,
  isBackground,
  partnerAbility,
  saysCanBeCommander,
  type CardRecord,
  type DeckList,
} from '@arbiter/cards';
import {
  BRAWL_LISTS,
  COMMANDER_LISTS,
  CONSTRUCTED_FORMATS,
  STANDARD,
  TWO_HEADED_GIANT_EXTRA_BANNED,
  findFormat,
  listAsOf,
  nameKey,
  listCitation,
  snapshotAsOf,
  type ConstructedFormat,
} from './formats.js';

/** What a deck check needs to know about a card (by English name). */
export interface CardFacts {
  readonly name: string;
  /** Card types, e.g. ["Creature"], ["Land"], ["Artifact", "Creature"]. */
  readonly types: readonly string[];
  /** Supertypes, e.g. ["Basic"], ["Legendary"], ["Basic", "Snow"]. */
  readonly supertypes: readonly string[];
  /** Subtypes; only the basic land types matter here (CR 903.5d). */
  readonly subtypes?: readonly string[];
  /** CR 903.4 colour identity as colour letters W, U, B, R, G. */
  readonly colorIdentity: readonly string[];
  /** Every printing: set code and the set's release date (yyyy-mm-dd). */
  readonly printings: ReadonlyArray<{ readonly set: string; readonly releaseDate: string }>;
  /** Cards whose text overrides the copy limit: 'any' ("any number"), or a number ("up to seven"). */
  readonly deckLimit?: number | 'any';
  /** "~ can be your commander" (CR 903.3a). */
  readonly canBeCommander?: boolean;
  /** Partner (CR 702.124): two commanders are allowed if both have it. */
  readonly partner?: boolean;
  /** "Choose a Background" (CR 702.124k): a second commander may be a legendary Background enchantment card. */
  readonly choosesBackground?: boolean;
  /** A legendary Background enchantment card (CR 702.124k). */
  readonly background?: boolean;
}

export type CardLookup = (name: string) => CardFacts | undefined;

/** The card index's read side (CardDatabase and the lazy index implement it): the one source of card data. */
export interface CardIndex {
  get(name: string): CardRecord | undefined;
}

/**
 * The facts a deck check needs, read from a card index record: colour identity (903.4),
 * "can be your commander" (903.3a) and partner (702.124) from @arbiter/cards' color-identity.ts.
 */
export function factsFromRecord(card: CardRecord): CardFacts {
  const text = card.text ?? '';
  const any = /A deck can have any number of cards named/i.test(text);
  const upTo = /A deck can have up to (\w+) cards named/i.exec(text);
  const deckLimit = any ? 'any' : upTo ? WORD_NUMBERS[upTo[1]!.toLowerCase()] : undefined;
  const front = card.faces?.[0] ?? card;
  const partner = partnerAbility(card);
  return {
    name: card.name,
    types: front.types,
    supertypes: front.supertypes,
    subtypes: card.faces ? card.faces.flatMap((f) => f.subtypes) : card.subtypes,
    colorIdentity: colorIdentity(card),
    printings: card.printings
      .filter((p) => p.releaseDate !== undefined)
      .map((p) => ({ set: p.set, releaseDate: p.releaseDate! })),
    ...(deckLimit !== undefined && { deckLimit }),
    ...(saysCanBeCommander(card) && { canBeCommander: true }),
    ...(partner !== null && partner.kind !== 'background' && { partner: true }),
    ...(partner?.kind === 'background' && { choosesBackground: true }),
    ...(isBackground(card) && { background: true }),
  };
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** A lookup over the card index (canonical names, faces, any case/punctuation). */
export function indexLookup(cards: CardIndex): CardLookup {
  return (name) => {
    const r = cards.get(name);
    return r ? factsFromRecord(r) : undefined;
  };
}

/** A parsed deck list (@arbiter/cards) as the checker reads it: canonical names; the companion counts as a sideboard card. */
export function fromDeckList(list: DeckList): Decklist {
  const entry = (e: { card?: string; name: string; count: number }): DeckEntry => ({
    name: e.card ?? e.name,
    count: e.count,
  });
  const commanders = list.commander.flatMap((e) => Array.from({ length: e.count }, () => e.card ?? e.name));
  return {
    main: list.main.map(entry),
    sideboard: [...list.sideboard, ...list.companion].map(entry),
    ...(commanders.length > 0 && { commanders }),
  };
}

/** Every format id the checker accepts. */
export const DECK_FORMATS: readonly string[] = [
  'constructed',
  'limited',
  'commander',
  'brawl',
  'commander-draft',
  ...CONSTRUCTED_FORMATS.map((f) => f.id),
];

/** Whether `format` names a format the checker knows (block formats with or without `block:`). */
export function isKnownFormat(format: string): boolean {
  const f = format.toLowerCase();
  return (
    ['constructed', 'limited', 'sealed', 'draft', 'booster-draft', 'commander', 'brawl', 'commander-draft'].includes(
      f,
    ) || findFormat(f) !== undefined
  );
}

/**
 * The one entry point for a deck file: a parsed (and index-resolved) deck list, checked for
 * `format` with the card index. Parse errors and unknown cards (with their line numbers and
 * suggestions) come first, then the legality problems.
 */
export function checkDeckList(
  list: DeckList,
  options: Omit<DeckCheckOptions, 'lookup'> & { readonly cards?: CardIndex },
): DeckCheckResult {
  const { cards, ...rest } = options;
  const r = checkDeck(fromDeckList(list), { ...rest, ...(cards && { lookup: indexLookup(cards) }) });
  const listed = list.errors.map((e): DeckProblem => ({
    code: e.kind,
    rule: 'MTR 3.3',
    message: e.message,
    ...(e.kind === 'unknown-card' && { card: e.text }),
  }));
  const knownUnknown = new Set(list.errors.filter((e) => e.kind === 'unknown-card').map((e) => nameKey(e.text)));
  const problems = [
    ...listed,
    ...r.problems.filter(
      (p) => !(p.code === 'unknown-card' && p.card !== undefined && knownUnknown.has(nameKey(p.card))),
    ),
  ];
  return { ...r, legal: problems.length === 0, problems };
}

export interface DeckEntry {
  readonly name: string;
  readonly count: number;
}

export interface Decklist {
  readonly main: readonly DeckEntry[];
  readonly sideboard?: readonly DeckEntry[];
  /** Commander / Brawl: the commander(s), not included in `main`. */
  readonly commanders?: readonly string[];
}

export interface DeckProblem {
  readonly code: string;
  readonly message: string;
  /** The rule the problem breaks (MTR or CR section). */
  readonly rule: string;
  readonly card?: string;
}

export interface DeckCheckResult {
  readonly legal: boolean;
  readonly problems: DeckProblem[];
  /** Names the lookup could not find (each also reported as an "unknown-card" problem). */
  readonly unknownCards: string[];
  readonly mainCount: number;
  readonly sideboardCount: number;
}

export interface DeckCheckOptions {
  /**
   * standard | modern | legacy | vintage | block:<id> (e.g. block:khans) |
   * limited | commander | brawl. "constructed" checks only the MTR 6.1 counts.
   */
  readonly format: string;
  /** Event date (yyyy-mm-dd) for set legality and dated banned/restricted entries. Default today. */
  readonly date?: string;
  /** Card data; without it only counts and the basic-land exception (by name) are checked. */
  readonly lookup?: CardLookup;
  /** Two-Headed Giant Constructed (MTR 9.5): no sideboard, Erayo banned. */
  readonly twoHeadedGiant?: boolean;
  /** Limited: the player's pool; the deck plus sideboard must come from it (plus added basic lands). */
  readonly pool?: readonly DeckEntry[];
  /** Commander Draft (CR 903.13e–f): the set codes of the draft boosters (CMR, CMM, CLB change the rules). */
  readonly draftSets?: readonly string[];
}

const BASIC_NAMES = new Set(
  ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'].flatMap((n) => [
    nameKey(n),
    nameKey(`Snow-Covered ${n}`),
  ]),
);

const BASIC_LAND_TYPE_COLOR: Readonly<Record<string, string>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

function sum(entries: readonly DeckEntry[]): number {
  return entries.reduce((a, e) => a + e.count, 0);
}

/** Total copies per card (by name key), keeping the first spelling seen. */
function tally(...lists: ReadonlyArray<readonly DeckEntry[]>): Map<string, { name: string; count: number }> {
  const out = new Map<string, { name: string; count: number }>();
  for (const list of lists) {
    for (const e of list) {
      const k = nameKey(e.name);
      const cur = out.get(k);
      if (cur) cur.count += e.count;
      else out.set(k, { name: e.name, count: e.count });
    }
  }
  return out;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

class Checker {
  readonly problems: DeckProblem[] = [];
  readonly unknown = new Set<string>();
  private readonly facts = new Map<string, CardFacts | undefined>();

  constructor(private readonly lookup: CardLookup | undefined) {}

  add(code: string, rule: string, message: string, card?: string): void {
    this.problems.push(card === undefined ? { code, rule, message } : { code, rule, message, card });
  }

  /** Card facts, or undefined (recording the name as unknown) when a lookup is given but misses. */
  get(name: string): CardFacts | undefined {
    const k = nameKey(name);
    if (this.facts.has(k)) return this.facts.get(k);
    const f = this.lookup?.(name);
    this.facts.set(k, f);
    if (this.lookup && !f) {
      this.unknown.add(name);
      this.add('unknown-card', 'MTR 3.3', `card not found in the card data: ${name}`, name);
    }
    return f;
  }

  isBasic(name: string): boolean {
    const f = this.lookup ? this.get(name) : undefined;
    if (f) return f.supertypes.some((s) => s.toLowerCase() === 'basic');
    return BASIC_NAMES.has(nameKey(name));
  }

  copyLimit(name: string, normal: number): number {
    if (this.isBasic(name)) return Infinity;
    const f = this.lookup ? this.get(name) : undefined;
    if (f?.deckLimit === 'any') return Infinity;
    if (typeof f?.deckLimit === 'number') return f.deckLimit;
    return normal;
  }

  result(main: number, side: number): DeckCheckResult {
    return {
      legal: this.problems.length === 0,
      problems: this.problems,
      unknownCards: [...this.unknown],
      mainCount: main,
      sideboardCount: side,
    };
  }
}

/** Checks one deck for the given format. */
export function checkDeck(deck: Decklist, options: DeckCheckOptions): DeckCheckResult {
  const format = options.format.toLowerCase();
  const date = options.date ?? today();
  const c = new Checker(options.lookup);
  const side = deck.sideboard ?? [];
  const mainCount = sum(deck.main);
  const sideCount = sum(side);
  for (const e of [...deck.main, ...side]) {
    if (!Number.isInteger(e.count) || e.count < 1)
      c.add('bad-count', 'MTR 6.1', `bad card count ${e.count} for ${e.name}`, e.name);
  }

  if (format === 'limited' || format === 'sealed' || format === 'draft' || format === 'booster-draft') {
    checkLimited(c, deck, mainCount, options.pool);
    return c.result(mainCount, sideCount);
  }
  if (format === 'commander-draft') {
    checkCommanderDraft(c, deck, options);
    return c.result(mainCount + (deck.commanders?.length ?? 0), sideCount);
  }
  if (format === 'commander' || format === 'brawl') {
    checkCommander(c, deck, format, date, options.lookup !== undefined);
    return c.result(mainCount + (deck.commanders?.length ?? 0), sideCount);
  }

  // Constructed (MTR 6.1).
  const fmt = format === 'constructed' ? undefined : findFormat(format);
  if (format !== 'constructed' && !fmt) {
    throw new RangeError(`unknown format '${options.format}'; known: ${DECK_FORMATS.join(', ')}`);
  }
  if (mainCount < 60)
    c.add('main-too-small', 'CR 100.2a', `main deck has ${mainCount} cards; Constructed decks need at least 60`);
  if (options.twoHeadedGiant) {
    if (sideCount > 0)
      c.add(
        'sideboard-not-allowed',
        'MTR 9.5',
        `Two-Headed Giant Constructed decks have no sideboard (${sideCount} cards listed)`,
      );
  } else if (sideCount > 15) {
    c.add('sideboard-too-large', 'CR 100.4a', `sideboard has ${sideCount} cards; at most 15 are allowed`);
  }
  const counts = tally(deck.main, side);
  for (const { name, count } of counts.values()) {
    const limit = c.copyLimit(name, 4);
    if (count > limit)
      c.add(
        'too-many-copies',
        'CR 100.2a',
        `${count} copies of ${name} (main deck and sideboard together); at most ${limit}`,
        name,
      );
  }
  if (fmt) checkFormatLegality(c, counts, fmt, date, options.twoHeadedGiant ?? false, options.lookup !== undefined);
  return c.result(mainCount, sideCount);
}

function checkFormatLegality(
  c: Checker,
  counts: Map<string, { name: string; count: number }>,
  fmt: ConstructedFormat,
  date: string,
  twoHeadedGiant: boolean,
  haveData: boolean,
): void {
  const listDate = listCitation(fmt.id, date);
  const asOf = listDate === undefined ? '' : ` (banned and restricted list of ${listDate})`;
  const banned = new Set(listAsOf(fmt.banned, date).map(nameKey));
  if (twoHeadedGiant) for (const n of listAsOf(TWO_HEADED_GIANT_EXTRA_BANNED, date)) banned.add(nameKey(n));
  const restricted = new Set(listAsOf(fmt.restricted, date).map(nameKey));
  for (const [key, { name, count }] of counts) {
    if (banned.has(key)) {
      c.add(
        'banned',
        twoHeadedGiant && !listAsOf(fmt.banned, date).some((n) => nameKey(n) === key) ? 'MTR 9.5' : formatRule(fmt),
        `${name} is banned in ${fmt.name}${asOf}`,
        name,
      );
    } else if (restricted.has(key) && count > 1) {
      c.add(
        'restricted',
        formatRule(fmt),
        `${name} is restricted in ${fmt.name}: at most 1 copy, found ${count}${asOf}`,
        name,
      );
    }
    if (!haveData) continue;
    const f = c.get(name);
    if (!f) continue;
    if (!printedLegally(f, fmt, date)) {
      c.add('not-in-card-pool', formatRule(fmt), `${name} has no printing legal in ${fmt.name} on ${date}`, name);
    }
  }
}

function formatRule(fmt: ConstructedFormat): string {
  if (fmt.id === 'standard' || fmt.id === 'pioneer' || fmt.id === 'pauper') return 'MTR 6.3';
  if (fmt.id === 'modern') return 'MTR 6.4';
  if (fmt.id === 'vintage') return 'MTR 6.5';
  if (fmt.id === 'legacy') return 'MTR 6.6';
  return 'MTR 6.7';
}

/** MTR 6.1: a card is legal if it (or a card with the same name) was printed in a legal set, released by `date`. */
export function printedLegally(card: CardFacts, fmt: ConstructedFormat, date: string): boolean {
  return card.printings.some((p) => {
    if (p.releaseDate > date) return false;
    if (fmt.sets === null) return true;
    const s = fmt.sets.find((x) => x.code.toLowerCase() === p.set.toLowerCase());
    return s !== undefined && s.legalFrom <= date;
  });
}

function checkLimited(c: Checker, deck: Decklist, mainCount: number, pool: readonly DeckEntry[] | undefined): void {
  if (mainCount < 40)
    c.add('main-too-small', 'MTR 7.1', `main deck has ${mainCount} cards; Limited decks need at least 40`);
  if (!pool) return;
  // MTR 7.1/7.2: only pool cards, plus any number of basic lands (but no extra snow-covered basics).
  const have = tally(pool);
  const used = tally(deck.main, deck.sideboard ?? []);
  for (const [key, { name, count }] of used) {
    const available = have.get(key)?.count ?? 0;
    if (count <= available) continue;
    const snow = /^snow-covered /.test(key);
    if (c.isBasic(name) && !snow) continue;
    c.add(
      'not-in-pool',
      'MTR 7.1',
      `${count} × ${name} used but the pool has ${available}${snow ? ' (extra snow-covered basic lands may not be added)' : ''}`,
      name,
    );
  }
}

function checkCommander(
  c: Checker,
  deck: Decklist,
  format: 'commander' | 'brawl',
  date: string,
  haveData: boolean,
): void {
  const brawl = format === 'brawl';
  const size = brawl ? 60 : 100;
  const sizeRule = brawl ? 'CR 903.12d' : 'CR 903.5a';
  const commanders = deck.commanders ?? [];
  const total = sum(deck.main) + commanders.length;
  if (total !== size)
    c.add('deck-size', sizeRule, `deck has ${total} cards including the commander; it must have exactly ${size}`);
  if (commanders.length === 0) {
    c.add('no-commander', brawl ? 'CR 903.12c' : 'CR 903.3', 'no commander designated');
  } else if (commanders.length > 2) {
    c.add(
      'too-many-commanders',
      'CR 903.3',
      `${commanders.length} commanders designated; a deck has one (two only with partner)`,
    );
  }
  // CR 903.5b: singleton except basic lands (and cards whose text allows more).
  const counts = tally(
    deck.main,
    commanders.map((name) => ({ name, count: 1 })),
  );
  checkVariantBanned(c, counts, brawl ? BRAWL_LISTS : COMMANDER_LISTS, date);
  for (const { name, count } of counts.values()) {
    const limit = c.copyLimit(name, 1);
    if (count > limit)
      c.add(
        'not-singleton',
        'CR 903.5b',
        `${count} copies of ${name}; other than basic lands each card must have a different English name`,
        name,
      );
  }
  if (!haveData) return;
  const identity = commanderIdentity(c, commanders, brawl);
  checkIdentity(c, deck, identity, brawl);
  checkCommanderPool(c, counts, brawl, date);
}

/**
 * The commander(s): CR 903.3 (legendary creature), 903.3a (text says it can be), 903.12c (Brawl: or legendary
 * planeswalker); returns their combined colour identity.
 */
function commanderIdentity(
  c: Checker,
  commanders: readonly string[],
  brawl: boolean,
  partnerLike: (f: CardFacts) => boolean = () => false,
): Set<string> {
  const identity = new Set<string>();
  const commanderFacts = commanders.map((name) => c.get(name)).filter((f): f is CardFacts => f !== undefined);
  const background = backgroundPair(commanderFacts);
  for (const f of commanderFacts) {
    const name = f.name;
    const legendary = f.supertypes.some((s) => s.toLowerCase() === 'legendary');
    const types = f.types.map((t) => t.toLowerCase());
    const ok =
      f.canBeCommander ||
      (legendary && (types.includes('creature') || (brawl && types.includes('planeswalker')))) ||
      (background && f.background); // CR 702.124k: the Background a "Choose a Background" commander allows
    if (!ok) {
      c.add(
        'illegal-commander',
        brawl ? 'CR 903.12c' : 'CR 903.3',
        `${name} cannot be a commander: it must be a legendary creature${brawl ? ' or legendary planeswalker' : ''}`,
        name,
      );
    }
    for (const col of f.colorIdentity) identity.add(col.toUpperCase());
  }
  const lacking = commanderFacts.filter((f) => !(f.partner || partnerLike(f)));
  if (commanderFacts.length === 2 && !background && lacking.length > 0) {
    c.add(
      'too-many-commanders',
      'CR 702.124a',
      `${commanderFacts.map((f) => f.name).join(' and ')} can't both be commanders: ${lacking.map((f) => f.name).join(' and ')} ${lacking.length === 1 ? 'has' : 'have'} no partner (CR 903.3: two commanders only if both have partner)`,
      lacking[0]!.name,
    );
  }
  return identity;
}

/** CR 702.124k: two commanders, one with "Choose a Background" and the other a legendary Background enchantment card. */
function backgroundPair(facts: readonly CardFacts[]): boolean {
  if (facts.length !== 2) return false;
  const [a, b] = [facts[0]!, facts[1]!];
  return a.name !== b.name && ((!!a.choosesBackground && !!b.background) || (!!b.choosesBackground && !!a.background));
}

function checkIdentity(c: Checker, deck: Decklist, identity: ReadonlySet<string>, brawl: boolean): void {
  const colorless = identity.size === 0;

  // CR 903.5c colour identity, 903.5d basic land types (903.12e: colourless Brawl commander may use basics of one type).
  const basicTypesUsed = new Map<string, string>(); // basic land type → the first card of it
  for (const e of deck.main) {
    const f = c.get(e.name);
    if (!f) continue;
    const outside = f.colorIdentity.map((x) => x.toUpperCase()).filter((x) => !identity.has(x));
    if (outside.length > 0) {
      c.add(
        'color-identity',
        'CR 903.5c',
        `${e.name} has colour identity ${outside.join('')} outside the commander's (${[...identity].join('') || 'colourless'})`,
        e.name,
      );
    }
    const landColors = (f.subtypes ?? [])
      .map((s) => BASIC_LAND_TYPE_COLOR[s])
      .filter((x): x is string => x !== undefined);
    const badLand = landColors.filter((x) => !identity.has(x));
    if (badLand.length > 0) {
      const isBasic = f.supertypes.some((s) => s.toLowerCase() === 'basic');
      if (brawl && colorless && isBasic && (f.subtypes ?? []).length === 1) {
        const t = (f.subtypes ?? [])[0]!;
        if (!basicTypesUsed.has(t)) basicTypesUsed.set(t, e.name);
      } else {
        c.add(
          'basic-land-type',
          'CR 903.5d',
          `${e.name} has a basic land type producing ${badLand.join('')}, outside the commander's colour identity`,
          e.name,
        );
      }
    }
  }
  if (basicTypesUsed.size > 1) {
    const [first, ...others] = [...basicTypesUsed.values()];
    c.add(
      'basic-land-type',
      'CR 903.12e',
      `a colourless commander allows basic lands of one basic land type only; found ${[...basicTypesUsed.keys()].join(', ')} (${others.join(', ')} besides ${first})`,
      others[0],
    );
  }
}

/** CR 903.13e: the commanders a Commander Draft may add to a pool (up to two, used only as commanders), by set. */
const DRAFT_COMMANDERS: Readonly<Record<string, string>> = {
  CMR: 'The Prismatic Piper',
  CMM: 'The Prismatic Piper',
  CLB: 'Faceless One',
};

/**
 * Commander Draft deck construction (CR 903.13f): the Commander rules (903.3, 903.5c–d) except that the deck has
 * at least 60 cards, any number of a pool card, and (Commander Masters boosters) a card that can be a commander by
 * itself with at most one colour in its identity counts as having partner. Cards come from the pool plus basic
 * lands (100.2b); The Prismatic Piper / Faceless One may be added, up to two, only as commanders (903.13e).
 */
function checkCommanderDraft(c: Checker, deck: Decklist, options: DeckCheckOptions): void {
  const sets = (options.draftSets ?? []).map((x) => x.toUpperCase());
  const commanders = deck.commanders ?? [];
  const total = sum(deck.main) + commanders.length;
  if (total < 60)
    c.add('deck-size', 'CR 903.13f', `deck has ${total} cards including the commander; it must have at least 60`);
  if (commanders.length === 0) c.add('no-commander', 'CR 903.3', 'no commander designated');
  else if (commanders.length > 2)
    c.add('too-many-commanders', 'CR 903.3', `${commanders.length} commanders designated; at most two (partner)`);
  const extra = new Set(
    sets
      .map((x) => DRAFT_COMMANDERS[x])
      .filter((x): x is string => x !== undefined)
      .map(nameKey),
  );
  if (options.pool) checkDraftPool(c, deck, options.pool, extra);
  if (!options.lookup) return;
  const cmm = sets.includes('CMM');
  const identity = commanderIdentity(c, commanders, false, (f) => cmm && f.colorIdentity.length <= 1);
  checkIdentity(c, deck, identity, false);
}

/** CR 903.13e–f / 100.2b: every card from the pool or a basic land; the draft commanders only in the command zone. */
function checkDraftPool(c: Checker, deck: Decklist, pool: readonly DeckEntry[], extra: ReadonlySet<string>): void {
  const have = tally(pool);
  const commanders = (deck.commanders ?? []).map((name) => ({ name, count: 1 }));
  for (const [key, { name, count }] of tally(commanders)) {
    const bonus = extra.has(key) ? 2 : 0;
    const available = (have.get(key)?.count ?? 0) + bonus;
    if (count > available) c.add('not-in-pool', 'CR 903.13e', `${name} is a commander but not in the card pool`, name);
  }
  for (const [key, { name, count }] of tally(deck.main, deck.sideboard ?? [])) {
    const available = have.get(key)?.count ?? 0;
    if (count <= available || (c.isBasic(name) && !/^snow-covered /.test(key))) continue;
    const why = extra.has(key) ? ' (it may be added to the pool only as a commander)' : '';
    c.add(
      'not-in-pool',
      extra.has(key) ? 'CR 903.13e' : 'CR 903.13f',
      `${count} × ${name} used but the pool has ${available}${why}`,
      name,
    );
  }
}

/** Card pool: Brawl uses Standard (CR 903.12b); Commander any card released by the date. */
function checkCommanderPool(
  c: Checker,
  counts: Map<string, { name: string; count: number }>,
  brawl: boolean,
  date: string,
): void {
  for (const { name } of counts.values()) {
    const f = c.get(name);
    if (!f) continue;
    const pool = brawl ? STANDARD : { id: 'commander', name: 'Commander', sets: null, banned: [], restricted: [] };
    if (!printedLegally(f, pool, date)) {
      c.add(
        'not-in-card-pool',
        brawl ? 'CR 903.12b' : 'CR 903.5',
        `${name} has no printing ${brawl ? 'legal in Standard' : 'released'} on ${date}`,
        name,
      );
    }
  }
}

/** The Commander / Brawl banned list (CR 903.5 / 903.12 decks), with the date of the list used. */
function checkVariantBanned(
  c: Checker,
  counts: Map<string, { name: string; count: number }>,
  lists: ConstructedFormat,
  date: string,
): void {
  const banned = new Set(listAsOf(lists.banned, date).map(nameKey));
  const listDate = snapshotAsOf(lists.id, date)?.date ?? date;
  const cited = listCitation(lists.id, date) ?? date;
  for (const [key, { name }] of counts) {
    if (banned.has(key))
      c.add(
        'banned',
        `${lists.name} banned list ${listDate}`,
        `${name} is banned in ${lists.name} (banned list of ${cited})`,
        name,
      );
  }
}

/**
 * MTR 8.4 / 9.5 unified deck construction for team Constructed (all members
 * playing the same format): across all of a team's decks and sideboards, at
 * most 4 of any card other than basic lands; restricted cards once per team.
 */
export function checkUnifiedConstruction(decks: readonly Decklist[], options: DeckCheckOptions): DeckCheckResult {
  const date = options.date ?? today();
  const c = new Checker(options.lookup);
  const counts = tally(...decks.flatMap((d) => [d.main, d.sideboard ?? []]));
  const fmt = findFormat(options.format);
  const restricted = new Set(fmt ? listAsOf(fmt.restricted, date).map(nameKey) : []);
  for (const [key, { name, count }] of counts) {
    const limit = restricted.has(key) ? 1 : c.copyLimit(name, 4);
    if (count > limit)
      c.add(
        'unified-construction',
        'MTR 8.4',
        `the team uses ${count} copies of ${name}; unified deck construction allows ${limit}`,
        name,
      );
  }
  const main = decks.reduce((a, d) => a + sum(d.main), 0);
  const side = decks.reduce((a, d) => a + sum(d.sideboard ?? []), 0);
  return c.result(main, side);
}
