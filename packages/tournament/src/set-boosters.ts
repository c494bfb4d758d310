/**
 * CR 903.13a: Commander Draft uses Commander Legends (CMR) draft boosters by default. Boosters are generated from the
 * card data: a set's cards with the rarity of their printing there (the committed modern index carries a rarity per
 * printing, e.g. `CMR:u`), filled slot by slot by casual-draft.ts `rarityBoosters`.
 *
 * The CMR-style slots below are this project's reading of the published booster (twenty cards: thirteen commons,
 * three uncommons, a rare or mythic rare, two legendary cards, and one card of any rarity in place of the foil); the
 * exact print-run ratios are not in the card data, so a rare is seven times as likely as a mythic rare.
 */
import type { CardRecord } from '@arbiter/cards';
import type { BoosterSlot, RarityCard } from './casual-draft.js';

/** 903.13a: the default Commander Draft booster (Commander Legends). */
export const COMMANDER_LEGENDS = 'CMR';

/** Commander Legends draft booster slots (twenty cards); `legendary` picks from the legendary (or the other) cards. */
export const CMR_DRAFT_SLOTS: readonly BoosterSlot[] = [
  { rarities: ['common'], count: 13, legendary: false },
  { rarities: ['uncommon'], count: 3, legendary: false },
  { rarities: ['rare', 'mythic'], weights: [7, 1], count: 1, legendary: false },
  { rarities: ['uncommon', 'rare', 'mythic'], weights: [12, 3, 1], count: 2, legendary: true },
  { rarities: ['common', 'uncommon', 'rare', 'mythic'], weights: [40, 12, 4, 1], count: 1 },
];

/**
 * The cards of set `code` for its boosters: each with the rarity of its printing in that set (from the card data),
 * without basic lands and the cards printed at a rarity boosters don't hold (`special`, `bonus`: The Prismatic
 * Piper, which 903.13e adds to a pool only as a commander).
 */
export function setBoosterCards(cards: Iterable<CardRecord>, code: string): RarityCard[] {
  const out: RarityCard[] = [];
  for (const c of cards) {
    if (c.supertypes.includes('Basic') || c.token || c.variant) continue;
    const rarity = c.printings.find((p) => p.set === code)?.rarity;
    if (rarity === 'common' || rarity === 'uncommon' || rarity === 'rare' || rarity === 'mythic')
      out.push({ name: c.name, rarity, legendary: c.supertypes.includes('Legendary') });
  }
  return out;
}
