// Format legality from printings and set release dates alone (the card pool side). The banned
// and restricted lists are a separate dated data file (the deck checker combines the two): a
// card that is `legal` here may still be banned.
import { isModernSet, isPremierSet } from './importers/octgn-sets.js';
import type { CardRecord, Printing } from './types.js';

export const FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'brawl'] as const;
export type Format = (typeof FORMATS)[number];
export type DateLegality = 'legal' | 'not_legal';

/**
 * Standard's sets as of the modern pool's date: the premier sets released on or after Wilds of
 * Eldraine (the 2024 rotation, with Bloomburrow, left WOE and later; the next is in 2027).
 */
export const STANDARD_ROTATION = { asOf: '2026-06-26', since: '2023-09-08' } as const;
/** Pioneer: premier sets from Return to Ravnica on. */
export const PIONEER_SINCE = '2012-10-05';

const tournamentPrinting = (p: Printing): boolean =>
  p.setType !== 'funny' && p.setType !== 'token' && p.setType !== 'memorabilia';
const date = (p: Printing): string => p.releaseDate ?? '';

/** Whether one printing puts the card into a format's card pool. */
function admits(format: Format, p: Printing): boolean {
  switch (format) {
    case 'standard':
    case 'brawl':
      return isPremierSet(p.set) && date(p) >= STANDARD_ROTATION.since;
    case 'pioneer':
      return isPremierSet(p.set) && date(p) >= PIONEER_SINCE;
    case 'modern':
      return isModernSet(p.set, date(p));
    case 'pauper':
      return tournamentPrinting(p) && p.rarity === 'common';
    case 'legacy':
    case 'vintage':
    case 'commander':
      return tournamentPrinting(p);
  }
}

/**
 * A card's legality in each format from its printings' sets and dates (the sets that form each
 * format's card pool). Un-cards, tokens and casual-variant cards (planes, schemes, vanguards,
 * conspiracies) are legal nowhere. Bans and restrictions are not applied here.
 */
export function legalityByDate(card: CardRecord): Record<Format, DateLegality> {
  const outside = card.un === true || card.token === true || card.variant !== undefined;
  const out = {} as Record<Format, DateLegality>;
  for (const f of FORMATS) out[f] = !outside && card.printings.some((p) => admits(f, p)) ? 'legal' : 'not_legal';
  return out;
}
