/**
 * "You may cast ~ as though it had flash [if you pay {2} more to cast it]" and "If / As long as [condition], you
 * may cast ~ as though it had flash" (702.8a flash; 601.3: a card's own permission to be cast at instant speed,
 * functioning from the zone it is cast from). The extra cost is paid only when the spell is cast at a time a
 * sorcery couldn't have been (the card's ruling: cast at sorcery speed, it costs its normal cost).
 *
 * "You may cast [creature / sorcery / Spirit …] spells as though they had flash" (Leyline of Anticipation, Vedalken
 * Orrery): the same permission given by another object's static ability, to its controller (or to every player,
 * "Any player may cast …") for the spells it names.
 */
import { checkCondition } from '../objects/conditions.js';
import { chars } from '../objects/characteristics.js';
import { matchesObject, matchesRelation } from '../objects/filters.js';
import { objectInRange } from '../objects/range.js';
import { staticSources } from '../objects/statics.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { sorceryTiming } from './timing.js';

/** The card's applicable "as though it had flash" permission (a free one preferred), or null. */
export function flashPermission(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
): { readonly extra: string | null } | null {
  let best: { extra: string | null } | null = null;
  for (const a of chars(state, card).abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'castAsThoughFlash') continue;
    if (a.condition && !checkCondition(state, a.condition, player, chars, card)) continue;
    const extra = a.effect.extra ?? null;
    if (!best || (best.extra !== null && extra === null)) best = { extra };
  }
  if (best?.extra === null) return best;
  return grantedFlash(state, player, card) ? { extra: null } : best;
}

/** 601.3: does a static ability of another object let `player` cast `card` as though it had flash? */
function grantedFlash(state: GameState, player: PlayerId, card: ObjectId): boolean {
  for (const { source, chars: sc, ability: a } of staticSources(state, ['castSpellsAsThoughFlash'])) {
    if (a.effect.kind !== 'castSpellsAsThoughFlash') continue;
    if (!objectInRange(state, player, source, chars)) continue; // 801.7
    if (a.condition && !checkCondition(state, a.condition, sc.controller, chars, source)) continue; // 611.3b
    if (!matchesRelation(state, a.effect.caster, sc.controller, player)) continue;
    if (matchesObject(state, a.effect.spells, card, chars(state, card), sc.controller, source, chars)) return true;
  }
  return false;
}

/** 601.2f: the extra mana a flash permission adds, only when cast at a time a sorcery couldn't have been. */
export function flashPermissionExtra(state: GameState, player: PlayerId, card: ObjectId): string | null {
  const c = chars(state, card);
  if (c.types.includes('Instant') || c.keywords.has('flash') || sorceryTiming(state, player)) return null;
  return flashPermission(state, player, card)?.extra ?? null;
}
