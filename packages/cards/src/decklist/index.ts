import type { CardLookup } from '../types.js';
import { looksLikeDek, parseDek } from './dek.js';
import { parseTextDeck } from './text.js';
import { type DeckEntry, type DeckError, type DeckList, SECTIONS, type Section } from './types.js';

export * from './types.js';
export { looksLikeDek, parseDek } from './dek.js';
export { parseEntryLine, parseTextDeck } from './text.js';

/** Parses a deck list's syntax (no card lookup): MTGO `.dek` XML when it looks like XML, else text. */
export function parseDeckList(text: string, options: { format?: 'auto' | 'text' | 'dek' } = {}): DeckList {
  const format = options.format ?? 'auto';
  return format === 'dek' || (format === 'auto' && looksLikeDek(text)) ? parseDek(text) : parseTextDeck(text);
}

/**
 * Looks every entry's name up: known names get `card` (the canonical name); each unknown
 * one adds an `unknown-card` error naming its line, with the `suggestions` closest real names.
 */
export function resolveDeckList(deck: DeckList, db: CardLookup, suggestions = 3): DeckList {
  const errors: DeckError[] = [...deck.errors];
  const resolve = (entries: DeckEntry[]) =>
    entries.map((e) => {
      const card = db.get(e.name);
      if (card) return { ...e, card: card.name };
      const near = db.suggest(e.name, suggestions);
      const hint = near.length > 0 ? `; did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : '';
      errors.push({
        kind: 'unknown-card',
        line: e.line,
        text: e.name,
        message: `line ${e.line}: unknown card "${e.name}"${hint}`,
        suggestions: near,
      });
      return e;
    });
  const out: DeckList = {
    ...deck,
    main: resolve(deck.main),
    sideboard: resolve(deck.sideboard),
    commander: resolve(deck.commander),
    companion: resolve(deck.companion),
    errors,
  };
  errors.sort((a, b) => a.line - b.line);
  return out;
}

/** Parse and resolve in one step. */
export function readDeckList(
  text: string,
  db: CardLookup,
  options: { format?: 'auto' | 'text' | 'dek' } = {},
): DeckList {
  return resolveDeckList(parseDeckList(text, options), db);
}

/** Number of cards (sum of counts) per section. */
export function sectionCounts(deck: DeckList): Record<Section, number> {
  const out = { main: 0, sideboard: 0, commander: 0, companion: 0 };
  for (const s of SECTIONS) out[s] = deck[s].reduce((n, e) => n + e.count, 0);
  return out;
}
