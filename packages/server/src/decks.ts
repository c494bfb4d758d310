/**
 * Deck inputs for a seat: a starter deck, a pasted list (parsed and checked with
 * @arbiter/cards; unknown and uncompiled cards are errors with line numbers), or a random
 * deck of fully compiled cards. Every deck resolves to a list of card names, which is what a
 * table stores, so a replay never depends on how the deck was chosen. Commander and Brawl tables
 * (903.5, 903.12) deal each seat a seeded random legal deck with its commander, stored the same way.
 */
import {
  STARTER_BY_NAME,
  STARTER_DECKS,
  aiRng,
  describeNameFilter,
  nameFitsFilter,
  randomInt,
  type CardDefinition,
  type CardType,
  type NameFilter,
  type Rng,
} from '@arbiter/engine';
import { CommanderDeckBuilder, readDeckList, type CardDatabase, type DeckEntry } from '@arbiter/cards';
import { loadCardDatabase } from '@arbiter/cards/node';
import { checkDeckList } from '@arbiter/tournament';
import { CompiledPool } from '@arbiter/compiler';
import type { DeckInput } from './schemas.js';

export type CommanderKind = 'commander' | 'brawl';

export interface DeckProblem {
  readonly line: number;
  readonly message: string;
}
export type DeckResult =
  | {
      readonly ok: true;
      readonly cards: readonly string[];
      readonly commanders?: readonly string[];
      /** 400.11a: the list's sideboard, the seat's cards outside the game (wishes may bring them in). */
      readonly outside?: readonly string[];
    }
  | { readonly ok: false; readonly message: string; readonly problems: readonly DeckProblem[] };

/** The most cards a table's deck may have, and its sideboard (cards outside the game). */
const MAX_DECK = 250;
const MAX_SIDEBOARD = 100;

const BASICS: Record<string, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** The card pool a server plays with: starter cards, and compiled cards loaded on first use. */
export class CardLibrary {
  private loaded: { db: CardDatabase; pool: CompiledPool } | null = null;
  private readonly builders = new Map<CommanderKind, CommanderDeckBuilder>();
  private vanguardCards: ReadonlyMap<string, CardDefinition> | null = null;

  private get compiled(): { db: CardDatabase; pool: CompiledPool } {
    if (!this.loaded) {
      const db = loadCardDatabase();
      this.loaded = { db, pool: new CompiledPool(db) };
    }
    return this.loaded;
  }

  /** The definition of a card by name: a starter card, else a fully compiled card. */
  definition(name: string): CardDefinition | undefined {
    return STARTER_BY_NAME[name] ?? this.compiled.pool.definition(name);
  }

  /**
   * 902.1: the vanguard cards a table may use — every Vanguard card of the 2017 pool that compiles fully, by
   * name (the modern pool's sets hold no Vanguard cards). The 2017 index is loaded on first use only.
   */
  vanguards(): ReadonlyMap<string, CardDefinition> {
    if (!this.vanguardCards) {
      const db = loadCardDatabase({ pool: '2017' });
      const pool = new CompiledPool(db);
      const found: [string, CardDefinition][] = [];
      for (const rec of db.all()) {
        const def = rec.types.includes('Vanguard') ? pool.definition(rec.name) : undefined;
        if (def) found.push([rec.name, def]);
      }
      this.vanguardCards = new Map(found.sort((a, b) => a[0].localeCompare(b[0])));
    }
    return this.vanguardCards;
  }

  /**
   * 201.3: the Oracle spelling of a card name a player typed (any case; a face's name stays that face's), or why it
   * isn't one: the engine doesn't hold the pool, so whether a name is a real card's is checked here (docs/engine.md).
   */
  cardName(typed: string, filter?: NameFilter): { ok: true; name: string } | { ok: false; message: string } {
    const t = typed.trim();
    const starter = STARTER_BY_NAME[t];
    if (starter) return this.fitting(t, [starter.types], filter);
    const r = this.compiled.db.get(t);
    if (!r) {
      const near = this.compiled.db.suggest(t);
      return {
        ok: false,
        message: `no card is named "${t}"${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}`,
      };
    }
    const faces = [r, ...(r.faces ?? [])].filter((f) => f.name.toLowerCase() === t.toLowerCase());
    const named = faces[0] ?? r;
    return this.fitting(
      named.name,
      (faces.length ? faces : [r]).map((f) => f.types as readonly CardType[]),
      filter,
    );
  }

  /**
   * 201.3: a name fits a "choose a nonland card name" filter by the pool's own card, never by the cards of the game:
   * the engine refuses a name it knows in this game that breaks the filter, so the server must refuse every such
   * name, or a refusal would tell whether a card is in an opponent's hidden library.
   */
  private fitting(
    name: string,
    faceTypes: readonly (readonly CardType[])[],
    filter: NameFilter | undefined,
  ): { ok: true; name: string } | { ok: false; message: string } {
    if (!filter || faceTypes.some((types) => nameFitsFilter(types, filter))) return { ok: true, name };
    return { ok: false, message: `${name} is not a ${describeNameFilter(filter)}` };
  }

  /** Up to `n` card names of the index closest to what a player is typing (the web client's name autocomplete). */
  nameSuggestions(typed: string, n = 8): string[] {
    const t = typed.trim();
    return t ? this.compiled.db.suggest(t, n) : [];
  }

  /** A lookup for `createGame({ cards })`; starter-only decks never load the card index. */
  lookupFor(decks: readonly (readonly string[])[]): (name: string) => CardDefinition | undefined {
    const starterOnly = decks.every((d) => d.every((n) => STARTER_BY_NAME[n] !== undefined));
    return starterOnly ? (n) => STARTER_BY_NAME[n] : (n) => this.definition(n);
  }

  /**
   * A pasted deck list: every line must name a known card that compiles fully. A sideboard section becomes the
   * seat's cards outside the game (400.11a), checked the same way: a wish may put any of them into the game.
   */
  parseList(text: string): DeckResult {
    const deck = readDeckList(text, this.compiled.db);
    const problems: DeckProblem[] = deck.errors.map((e) => ({ line: e.line, message: e.message }));
    const cards = this.playable(deck.main, problems);
    const outside = this.playable(deck.sideboard, problems);
    if (problems.length === 0 && cards.length === 0)
      problems.push({ line: 1, message: 'the list names no main-deck cards' });
    if (cards.length > MAX_DECK)
      problems.push({
        line: 1,
        message: `a deck of ${cards.length} cards is too large for a table (at most ${MAX_DECK})`,
      });
    if (outside.length > MAX_SIDEBOARD)
      problems.push({
        line: deck.sideboard[0]?.line ?? 1,
        message: `a sideboard of ${outside.length} cards is too large for a table (at most ${MAX_SIDEBOARD})`,
      });
    problems.sort((a, b) => a.line - b.line);
    if (problems.length) return { ok: false, message: `${problems.length} problem(s) in the deck list`, problems };
    return outside.length ? { ok: true, cards, outside } : { ok: true, cards };
  }

  /** The cards of some list entries, each as many times as its count; an entry that can't be played is a problem. */
  private playable(entries: readonly DeckEntry[], problems: DeckProblem[]): string[] {
    const { pool } = this.compiled;
    const cards: string[] = [];
    for (const e of entries) {
      if (!e.card) continue;
      if (!STARTER_BY_NAME[e.card] && !pool.definition(e.card)) {
        const c = pool.compiled(e.card);
        problems.push({
          line: e.line,
          message: `line ${e.line}: "${e.card}" is not playable yet (${c ? c.status : 'unknown'}: the compiler does not understand all of its text)`,
        });
        continue;
      }
      for (let i = 0; i < e.count; i++) cards.push(e.card);
    }
    return cards;
  }

  /** A random two-colour deck: 24 basic lands and 36 fully compiled nonland cards of those colours. */
  randomDeck(seed: string): readonly string[] {
    const rng: Rng = aiRng(seed);
    const { db, pool } = this.compiled;
    const colors = ['W', 'U', 'B', 'R', 'G'];
    const a = colors.splice(randomInt(rng, colors.length), 1)[0]!;
    const b = colors[randomInt(rng, colors.length)]!;
    const all = db.all();
    const spells: string[] = [];
    for (let tries = 0; spells.length < 36 && tries < 20_000; tries++) {
      const rec = all[randomInt(rng, all.length)]!;
      if (rec.types.includes('Land') || rec.colors.length === 0 || !rec.colors.every((c) => c === a || c === b))
        continue;
      if (spells.filter((s) => s === rec.name).length >= 4 || !pool.definition(rec.name)) continue;
      spells.push(rec.name);
    }
    const lands = Array.from({ length: 60 - spells.length }, (_, i) => BASICS[i % 2 === 0 ? a : b]!);
    return [...lands, ...spells];
  }

  /** A random legal Commander (903.5) or Brawl (903.12) deck for `seed`: the commander and the other cards. */
  commanderDeck(kind: CommanderKind, seed: string): DeckResult {
    let builder = this.builders.get(kind);
    if (!builder) {
      const { db, pool } = this.compiled;
      builder = new CommanderDeckBuilder({ all: () => db.all(), definition: (n) => pool.definition(n) }, kind);
      this.builders.set(kind, builder);
    }
    const d = builder.build(seed);
    return d
      ? { ok: true, cards: d.deck, commanders: [d.commander] }
      : { ok: false, message: `the card pool has no playable ${kind} commander (903.3)`, problems: [] };
  }

  /**
   * A pasted Commander or Brawl list (a "Commander" section names the commander): every card playable, then the
   * 903.5 / 903.12 deck check (size, singleton, colour identity, commander), each problem with its line number.
   */
  commanderList(kind: CommanderKind, text: string): DeckResult {
    const { db, pool } = this.compiled;
    const list = readDeckList(text, db);
    const parsed = this.parseList(text);
    const problems: DeckProblem[] = parsed.ok ? [] : [...parsed.problems];
    const commanders = list.commander.flatMap((e) => (e.card ? Array.from({ length: e.count }, () => e.card!) : []));
    for (const e of list.commander)
      if (e.card && !pool.definition(e.card))
        problems.push({ line: e.line, message: `line ${e.line}: commander "${e.card}" is not playable yet` });
    const lineOf = (card: string | undefined): number =>
      [...list.commander, ...list.main].find((e) => e.card === card)?.line ?? 1;
    for (const p of checkDeckList(list, { format: kind, cards: db }).problems) {
      if (p.rule === 'MTR 3.3' || p.code === 'unknown-card') continue; // already reported by parseList
      const line = lineOf(p.card);
      problems.push({ line, message: `line ${line}: ${p.message} (${p.rule})` });
    }
    problems.sort((a, b) => a.line - b.line);
    if (problems.length || !parsed.ok)
      return { ok: false, message: `${problems.length} problem(s) in the ${kind} deck list`, problems };
    return { ok: true, cards: parsed.cards, commanders, ...(parsed.outside ? { outside: parsed.outside } : {}) };
  }

  /** A Commander or Brawl seat's deck: a seeded random deck, or a pasted list that passes the deck check. */
  private resolveCommander(kind: CommanderKind, input: DeckInput | undefined, seat: number, seed: string): DeckResult {
    if (input !== undefined && 'list' in input) return this.commanderList(kind, input.list);
    if (input !== undefined && !('random' in input))
      return {
        ok: false,
        message: `a ${kind === 'brawl' ? 'Brawl' : 'Commander'} table deals each seat a random legal deck with its commander or a pasted list with a Commander section (903.5)`,
        problems: [],
      };
    return this.commanderDeck(kind, `${seed}:${seat}`);
  }

  /** Resolves a seat's deck input (default: the starter deck for that seat number, or a random Commander/Brawl deck). */
  resolve(input: DeckInput | undefined, seat: number, seed: string, commander?: CommanderKind): DeckResult {
    if (commander) return this.resolveCommander(commander, input, seat, seed);
    const starters = Object.keys(STARTER_DECKS);
    if (input === undefined) return { ok: true, cards: STARTER_DECKS[starters[seat % starters.length]!]! };
    if ('starter' in input) {
      const d = STARTER_DECKS[input.starter];
      return d
        ? { ok: true, cards: d }
        : {
            ok: false,
            message: `unknown starter deck '${input.starter}'; known: ${starters.join(', ')}`,
            problems: [],
          };
    }
    if ('list' in input) return this.parseList(input.list);
    return { ok: true, cards: this.randomDeck(`${seed}:deck:${seat}`) };
  }
}
