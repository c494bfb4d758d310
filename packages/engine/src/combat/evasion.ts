/**
 * Evasion abilities and blocking restrictions beyond flying/reach/protection (block.ts):
 * 702.36 fear, 702.13 intimidate, 702.28 shadow, 702.31 horsemanship, 702.14 landwalk,
 * 702.118 skulk, "can't be blocked" and "can block only creatures with flying" (509.1b).
 */
import { chars } from '../objects/characteristics.js';
import { effectAffects, hasStatic, staticsOn } from '../objects/statics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

const LANDWALK: readonly [string, string][] = [
  ['plainswalk', 'Plains'],
  ['islandwalk', 'Island'],
  ['swampwalk', 'Swamp'],
  ['mountainwalk', 'Mountain'],
  ['forestwalk', 'Forest'],
];

function controlsLandOfType(state: GameState, player: PlayerId, subtype: string): boolean {
  return state.battlefield.some((id) => {
    const c = chars(state, id);
    return c.controller === player && c.types.includes('Land') && c.subtypes.includes(subtype);
  });
}

/** Why `blocker` can't block `attacker` because of evasion, or null if evasion allows it. */
export function evasionForbids(state: GameState, blocker: ObjectId, attacker: ObjectId): string | null {
  const ac = chars(state, attacker);
  const bc = chars(state, blocker);
  const ak = ac.keywords;
  const bk = bc.keywords;
  // 702.36b: fear — only artifact creatures and/or black creatures can block it.
  if (ak.has('fear') && !bc.types.includes('Artifact') && !bc.colors.includes('B')) return '702.36b';
  // 702.13b: intimidate — only artifact creatures and creatures that share a colour with it.
  if (ak.has('intimidate') && !bc.types.includes('Artifact') && !bc.colors.some((c) => ac.colors.includes(c)))
    return '702.13b';
  // 702.28b: shadow — blocked only by creatures with shadow; 702.28c a creature with shadow blocks only creatures with shadow.
  if (ak.has('shadow') && !bk.has('shadow') && !hasStatic(state, blocker, ['canBlockShadow'])) return '702.28b';
  if (!ak.has('shadow') && bk.has('shadow')) return '702.28c';
  // 702.31b: horsemanship — only creatures with horsemanship can block it.
  if (ak.has('horsemanship') && !bk.has('horsemanship')) return '702.31b';
  // 702.118b: skulk — can't be blocked by creatures with greater power.
  if (ak.has('skulk') && (bc.power ?? 0) > (ac.power ?? 0)) return '702.118b';
  // 702.14c: landwalk — unblockable while the defending player controls a land of that type.
  for (let i = 0; i < LANDWALK.length; i++) {
    const walk = LANDWALK[i]!; // [keyword, land type]
    if (ak.has(walk[0] as never) && controlsLandOfType(state, bc.controller, walk[1])) return '702.14c';
  }
  // 509.1b restrictions from static abilities.
  if (hasStatic(state, attacker, ['cantBeBlocked'])) return '509.1b';
  for (const e of staticsOn(state, attacker, ['cantBeBlockedBy', 'canBeBlockedOnlyBy'])) {
    if (e.kind === 'cantBeBlockedBy' && matchesObjectFilter(state, e.by, blocker, bc, ac.controller, attacker, chars))
      return '509.1b';
    if (
      e.kind === 'canBeBlockedOnlyBy' &&
      !matchesObjectFilter(state, e.by, blocker, bc, ac.controller, attacker, chars)
    )
      return '509.1b';
  }
  if (!ak.has('flying') && hasStatic(state, blocker, ['canBlockOnlyFlying'])) return '509.1b';
  // "Target creature can't block ~ this turn": ~ is the source of the effect that granted it.
  if (
    state.effects.some(
      (e) =>
        e.source === attacker &&
        e.modification.kind === 'static' &&
        e.modification.effect.kind === 'cantBlockSource' &&
        effectAffects(state, e, blocker),
    )
  )
    return '509.1b';
  for (const e of staticsOn(state, blocker, ['cantBlockCreatures'])) {
    if (
      e.kind === 'cantBlockCreatures' &&
      matchesObjectFilter(state, e.filter, attacker, ac, bc.controller, blocker, chars)
    )
      return '509.1b';
  }
  return null;
}
