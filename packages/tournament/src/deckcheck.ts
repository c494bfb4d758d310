/**
 * Deck checks (spec §6; MTR 6.1–6.7, 7.1–7.2, 8.4, 9.5; CR 903.3–903.5,
 * 903.12). Card data comes from the caller through `CardLookup`, so this
 * module does not depend on any particular card database; names the lookup
 * cannot find are reported as problems of their own ("unknown-card").
 */
import {
  CONSTRUCTED_FORMATS,
  STANDARD,
  TWO_HEADED_GIANT_EXTRA_BANNED,
  findFormat,
  listAsOf,
  nameKey,
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
}

export type CardLookup = (name: string) => CardFacts | undefined;

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
}

const BASIC_NAMES = new Set(
  ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'].flatMap((n) => [nameKey(n), nameKey(`Snow-Covered ${n}`)]),
);

const BASIC_LAND_TYPE_COLOR: Readonly<Record<string, string>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** Parses "4 Lightning Bolt" lines; a "Sideboard" line (or "SB:" prefix) starts the sideboard; "Commander" starts the commander section. */
export function parseDecklist(text: string): Decklist {
  const main: DeckEntry[] = [];
  const sideboard: DeckEntry[] = [];
  const commanders: string[] = [];
  let section: 'main' | 'side' | 'commander' = 'main';
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(/\/\/.*$|#.*$/, '').trim();
    if (line === '') continue;
    const header = line.toLowerCase().replace(/:$/, '');
    if (header === 'sideboard') {
      section = 'side';
      continue;
    }
    if (header === 'deck' || header === 'main' || header === 'maindeck' || header === 'main deck') {
      section = 'main';
      continue;
    }
    if (header === 'commander' || header === 'commanders') {
      section = 'commander';
      continue;
    }
    let target = section;
    if (/^sb:\s*/i.test(line)) {
      target = 'side';
      line = line.replace(/^sb:\s*/i, '');
    }
    const m = /^(\d+)\s*x?\s+(.+)$/i.exec(line);
    const count = m ? Number(m[1]) : 1;
    const name = (m ? m[2]! : line).trim();
    if (target === 'commander') for (let i = 0; i < count; i++) commanders.push(name);
    else (target === 'side' ? sideboard : main).push({ name, count });
  }
  return commanders.length > 0 ? { main, sideboard, commanders } : { main, sideboard };
}

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
    return { legal: this.problems.length === 0, problems: this.problems, unknownCards: [...this.unknown], mainCount: main, sideboardCount: side };
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
    if (!Number.isInteger(e.count) || e.count < 1) c.add('bad-count', 'MTR 6.1', `bad card count ${e.count} for ${e.name}`, e.name);
  }

  if (format === 'limited' || format === 'sealed' || format === 'draft' || format === 'booster-draft') {
    checkLimited(c, deck, mainCount, options.pool);
    return c.result(mainCount, sideCount);
  }
  if (format === 'commander' || format === 'brawl') {
    checkCommander(c, deck, format, date, options.lookup !== undefined);
    return c.result(mainCount + (deck.commanders?.length ?? 0), sideCount);
  }

  // Constructed (MTR 6.1).
  const fmt = format === 'constructed' ? undefined : findFormat(format);
  if (format !== 'constructed' && !fmt) {
    throw new RangeError(`unknown format '${options.format}'; known: constructed, limited, commander, brawl, ${CONSTRUCTED_FORMATS.map((f) => f.id).join(', ')}`);
  }
  if (mainCount < 60) c.add('main-too-small', 'MTR 6.1', `main deck has ${mainCount} cards; Constructed decks need at least 60`);
  if (options.twoHeadedGiant) {
    if (sideCount > 0) c.add('sideboard-not-allowed', 'MTR 9.5', `Two-Headed Giant Constructed decks have no sideboard (${sideCount} cards listed)`);
  } else if (sideCount > 15) {
    c.add('sideboard-too-large', 'MTR 6.1', `sideboard has ${sideCount} cards; at most 15 are allowed`);
  }
  const counts = tally(deck.main, side);
  for (const { name, count } of counts.values()) {
    const limit = c.copyLimit(name, 4);
    if (count > limit) c.add('too-many-copies', 'MTR 6.1', `${count} copies of ${name} (main deck and sideboard together); at most ${limit}`, name);
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
  const banned = new Set(listAsOf(fmt.banned, date).map(nameKey));
  if (twoHeadedGiant) for (const n of listAsOf(TWO_HEADED_GIANT_EXTRA_BANNED, date)) banned.add(nameKey(n));
  const restricted = new Set(listAsOf(fmt.restricted, date).map(nameKey));
  for (const [key, { name, count }] of counts) {
    if (banned.has(key)) {
      c.add('banned', twoHeadedGiant && !listAsOf(fmt.banned, date).some((n) => nameKey(n) === key) ? 'MTR 9.5' : formatRule(fmt), `${name} is banned in ${fmt.name} (as of ${date})`, name);
    } else if (restricted.has(key) && count > 1) {
      c.add('restricted', formatRule(fmt), `${name} is restricted in ${fmt.name}: at most 1 copy, found ${count}`, name);
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
  if (fmt.id === 'standard') return 'MTR 6.3';
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
  if (mainCount < 40) c.add('main-too-small', 'MTR 7.1', `main deck has ${mainCount} cards; Limited decks need at least 40`);
  if (!pool) return;
  // MTR 7.1/7.2: only pool cards, plus any number of basic lands (but no extra snow-covered basics).
  const have = tally(pool);
  const used = tally(deck.main, deck.sideboard ?? []);
  for (const [key, { name, count }] of used) {
    const available = have.get(key)?.count ?? 0;
    if (count <= available) continue;
    const snow = /^snow-covered /.test(key);
    if (c.isBasic(name) && !snow) continue;
    c.add('not-in-pool', 'MTR 7.1', `${count} × ${name} used but the pool has ${available}${snow ? ' (extra snow-covered basic lands may not be added)' : ''}`, name);
  }
}

function checkCommander(c: Checker, deck: Decklist, format: 'commander' | 'brawl', date: string, haveData: boolean): void {
  const brawl = format === 'brawl';
  const size = brawl ? 60 : 100;
  const sizeRule = brawl ? 'CR 903.12d' : 'CR 903.5a';
  const commanders = deck.commanders ?? [];
  const total = sum(deck.main) + commanders.length;
  if (total !== size) c.add('deck-size', sizeRule, `deck has ${total} cards including the commander; it must have exactly ${size}`);
  if (commanders.length === 0) {
    c.add('no-commander', brawl ? 'CR 903.12c' : 'CR 903.3', 'no commander designated');
  } else if (commanders.length > 2) {
    c.add('too-many-commanders', 'CR 903.3', `${commanders.length} commanders designated; a deck has one (two only with partner)`);
  }
  // CR 903.5b: singleton except basic lands (and cards whose text allows more).
  const counts = tally(deck.main, commanders.map((name) => ({ name, count: 1 })));
  for (const { name, count } of counts.values()) {
    const limit = c.copyLimit(name, 1);
    if (count > limit) c.add('not-singleton', 'CR 903.5b', `${count} copies of ${name}; other than basic lands each card must have a different English name`, name);
  }
  if (!haveData) return;

  // The commander(s): CR 903.3 (legendary creature), 903.3a (text says it can be), 903.12c (Brawl: or legendary planeswalker).
  const identity = new Set<string>();
  const commanderFacts: CardFacts[] = [];
  for (const name of commanders) {
    const f = c.get(name);
    if (!f) continue;
    commanderFacts.push(f);
    const legendary = f.supertypes.some((s) => s.toLowerCase() === 'legendary');
    const types = f.types.map((t) => t.toLowerCase());
    const ok = f.canBeCommander || (legendary && (types.includes('creature') || (brawl && types.includes('planeswalker'))));
    if (!ok) {
      c.add('illegal-commander', brawl ? 'CR 903.12c' : 'CR 903.3', `${name} cannot be a commander: it must be a legendary creature${brawl ? ' or legendary planeswalker' : ''}`, name);
    }
    for (const col of f.colorIdentity) identity.add(col.toUpperCase());
  }
  if (commanderFacts.length === 2 && !commanderFacts.every((f) => f.partner)) {
    c.add('too-many-commanders', 'CR 903.3', 'two commanders are allowed only if both have partner');
  }
  const colorless = identity.size === 0;

  // CR 903.5c colour identity, 903.5d basic land types (903.12e: colourless Brawl commander may use basics of one type).
  const basicTypesUsed = new Set<string>();
  for (const e of deck.main) {
    const f = c.get(e.name);
    if (!f) continue;
    const outside = f.colorIdentity.map((x) => x.toUpperCase()).filter((x) => !identity.has(x));
    if (outside.length > 0) {
      c.add('color-identity', 'CR 903.5c', `${e.name} has colour identity ${outside.join('')} outside the commander's (${[...identity].join('') || 'colourless'})`, e.name);
    }
    const landColors = (f.subtypes ?? []).map((s) => BASIC_LAND_TYPE_COLOR[s]).filter((x): x is string => x !== undefined);
    const badLand = landColors.filter((x) => !identity.has(x));
    if (badLand.length > 0) {
      const isBasic = f.supertypes.some((s) => s.toLowerCase() === 'basic');
      if (brawl && colorless && isBasic && (f.subtypes ?? []).length === 1) {
        basicTypesUsed.add((f.subtypes ?? [])[0]!);
      } else {
        c.add('basic-land-type', 'CR 903.5d', `${e.name} has a basic land type producing ${badLand.join('')}, outside the commander's colour identity`, e.name);
      }
    }
  }
  if (basicTypesUsed.size > 1) {
    c.add('basic-land-type', 'CR 903.12e', `a colourless commander allows basic lands of one basic land type only; found ${[...basicTypesUsed].join(', ')}`);
  }

  // Card pool: Brawl uses Standard (CR 903.12b); Commander any card released by the date.
  for (const { name } of counts.values()) {
    const f = c.get(name);
    if (!f) continue;
    const pool = brawl ? STANDARD : { id: 'commander', name: 'Commander', sets: null, banned: [], restricted: [] };
    if (!printedLegally(f, pool, date)) {
      c.add('not-in-card-pool', brawl ? 'CR 903.12b' : 'CR 903.5', `${name} has no printing ${brawl ? 'legal in Standard' : 'released'} on ${date}`, name);
    }
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
    if (count > limit) c.add('unified-construction', 'MTR 8.4', `the team uses ${count} copies of ${name}; unified deck construction allows ${limit}`, name);
  }
  const main = decks.reduce((a, d) => a + sum(d.main), 0);
  const side = decks.reduce((a, d) => a + sum(d.sideboard ?? []), 0);
  return c.result(main, side);
}
