import type { CardRecord } from './types.js';

export interface CardCounts {
  /** Cards counted as playable: everything except Un-cards and tokens (casual-variant cards included). */
  readonly total: number;
  /** Counted cards per card type; a card counts once under each of its
   *  top-level types (an Artifact Creature under both; a double-faced card by its front face). */
  readonly byType: Readonly<Record<string, number>>;
  /** Un-cards (excluded from `total`). */
  readonly unset: number;
  /** Token cards (excluded from `total`). */
  readonly tokens: number;
}

/** Whether a record counts as a real, playable card (not an Un-card, not a token). */
export function isCounted(card: CardRecord): boolean {
  return !card.un && !card.token;
}

/** Summary counts for coverage reports. `db` is anything with `all()`, e.g. a CardDatabase. */
export function countCards(db: { all(): readonly CardRecord[] }): CardCounts {
  let total = 0;
  let unset = 0;
  let tokens = 0;
  const byType: Record<string, number> = {};
  for (const card of db.all()) {
    if (card.un) unset++;
    if (card.token) tokens++;
    if (!isCounted(card)) continue;
    total++;
    const types = new Set(card.types); // a split card's combined types, otherwise the front face's
    if (types.size === 0) types.add('(none)');
    for (const t of types) byType[t] = (byType[t] ?? 0) + 1;
  }
  return { total, byType, unset, tokens };
}
