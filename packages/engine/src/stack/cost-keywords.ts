/**
 * Keywords that change how a spell's total cost is paid or what it is (601.2f–h):
 * affinity (702.41) reduces it; convoke (702.51), delve (702.66) and improvise (702.126) let
 * the caster tap creatures / artifacts or exile graveyard cards instead of paying some mana; a waterbend cost
(701.67a) lets its payer tap artifacts and creatures for its generic mana.
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { ManaSource } from '../mana/payment.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import type { ManaType } from '../cards/mana-symbols.js';

/** The card's printed abilities (a spell's cost keywords function while it is being cast: 601.2f). */
function printed(state: GameState, card: ObjectId) {
  return chars(state, card);
}

/**
 * 702.41a: "This spell costs {1} less to cast for each [text] you control"; several instances are
 * cumulative (702.41b). 601.2f: the reduction applies to the generic component of the total cost
 * (stack/cost-modifiers.ts, totalSpellCost), never below {0}.
 */
export function affinityReduction(state: GameState, player: PlayerId, card: ObjectId): number {
  let reduction = 0;
  for (const a of printed(state, card).abilities) {
    if (a.kind !== 'keyword' || a.keyword !== 'affinity') continue;
    for (const id of state.battlefield) {
      const c = chars(state, id);
      if (c.controller === player && matchesObjectFilter(state, a.for, id, c, player, card, chars)) reduction++;
    }
  }
  return reduction;
}

/** The convoke / improvise / delve units available to `player` for casting `card`. */
export function altSourcesFor(state: GameState, player: PlayerId, card: ObjectId): ManaSource[] {
  const k = printed(state, card).keywords;
  const out: ManaSource[] = [];
  if (k.has('convoke') || k.has('improvise')) {
    for (const id of state.battlefield) {
      const o = state.objects[id]!;
      if (o.tapped) continue;
      const c = chars(state, id);
      if (c.controller !== player) continue;
      // 702.51a: any untapped creature you control (summoning sickness doesn't matter: 302.6 covers only {T} abilities and attacking).
      if (k.has('convoke') && c.types.includes('Creature'))
        out.push({ id, ability: -1, types: c.colors as ManaType[], snow: false, alt: 'convoke' });
      // 702.126a: an untapped artifact you control pays for {1}.
      else if (k.has('improvise') && c.types.includes('Artifact'))
        out.push({ id, ability: -1, types: [], snow: false, alt: 'improvise' });
    }
  }
  // 702.66a: exile a card from your graveyard for each {1}.
  if (k.has('delve'))
    for (const id of state.players[player]!.graveyard)
      out.push({ id, ability: -1, types: [], snow: false, alt: 'delve' });
  return out;
}

/**
 * 701.67a: the units that may pay a waterbend cost's generic mana — each untapped artifact or creature `player`
 * controls, tapped rather than paying {1}. 701.67b limits them to the waterbend cost's generic mana: an activated
 * ability's waterbend cost is its whole mana cost, all generic (the compiler reads no other), so any generic they pay
 * is the waterbend cost's.
 */
export function waterbendSources(state: GameState, player: PlayerId): ManaSource[] {
  const out: ManaSource[] = [];
  for (const id of state.battlefield) {
    if (state.objects[id]!.tapped) continue;
    const c = chars(state, id);
    if (c.controller === player && (c.types.includes('Artifact') || c.types.includes('Creature')))
      out.push({ id, ability: -1, types: [], snow: false, alt: 'waterbend' });
  }
  return out;
}
