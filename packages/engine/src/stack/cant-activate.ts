/**
 * 602.5 / 101.2: effects that say a permanent's activated abilities can't be activated ("Enchanted creature's
 * activated abilities can't be activated", "Activated abilities of artifacts can't be activated [unless they're
 * mana abilities]"), or that some players can't activate them ("Your opponents can't … activate abilities of
 * artifacts, creatures, or enchantments"). A "can't" effect beats any permission (101.2), so the check comes before
 * everything else.
 */
import type { ActivatedAbility } from '../cards/ability-tree.js';
import { affects, staticsOn, staticSources } from '../objects/statics.js';
import { battlefieldStaticsOf, chars } from '../objects/characteristics.js';
import { checkCondition } from '../objects/conditions.js';
import { matchesObjectFilter, matchesRelation } from '../objects/filters.js';
import type { GameState, ObjectId, PlayerId, ZoneName } from '../state/types.js';

/** Is `player` forbidden to activate ability `a` of `source` by a static or resolved "can't be activated" effect? */
export function activationForbidden(
  state: GameState,
  source: ObjectId,
  a: ActivatedAbility,
  player: PlayerId,
): boolean {
  const zone = state.objects[source]?.zone;
  if (zone !== 'battlefield') return zone !== undefined && anyZoneForbidden(state, source, zone, a, player);
  return (
    staticsOn(state, source, ['cantActivate']).some(
      (e) => e.kind === 'cantActivate' && e.players === undefined && !(e.exceptMana && a.manaAbility),
    ) || playerForbidden(state, source, a, player)
  );
}

/**
 * 602.5: "Activated abilities of sources with the chosen name can't be activated" reaches a source in a hand, a
 * graveyard or exile too (its filter is matched in the source's zone).
 */
function anyZoneForbidden(
  state: GameState,
  source: ObjectId,
  zone: ZoneName,
  a: ActivatedAbility,
  player: PlayerId,
): boolean {
  if (zone !== 'hand' && zone !== 'graveyard' && zone !== 'exile') return false;
  for (const { source: src, chars: c, ability: s } of staticSources(state, ['cantActivate'])) {
    const e = s.effect;
    if (e.kind !== 'cantActivate' || !e.anyZone || e.affected.kind !== 'all' || e.affected.filter.kind !== 'object')
      continue;
    if (e.exceptMana && a.manaAbility) continue;
    if (e.players !== undefined && !matchesRelation(state, e.players, c.controller, player)) continue;
    if (s.condition && !checkCondition(state, s.condition, c.controller, chars, src)) continue;
    const filter = { ...e.affected.filter, zone };
    if (matchesObjectFilter(state, filter, source, chars(state, source), c.controller, src, chars)) return true;
  }
  return false;
}

/** 101.2: a static that forbids only some players ("your opponents can't activate abilities of …", 611.3b). */
function playerForbidden(state: GameState, source: ObjectId, a: ActivatedAbility, player: PlayerId): boolean {
  for (const { source: src, chars: c, ability: s } of staticSources(state, ['cantActivate'])) {
    const e = s.effect;
    if (e.kind !== 'cantActivate' || e.players === undefined || (e.exceptMana && a.manaAbility)) continue;
    if (!matchesRelation(state, e.players, c.controller, player)) continue;
    if (s.condition && !checkCondition(state, s.condition, c.controller, chars, src)) continue;
    if (affects(state, src, c.controller, e.affected, source)) return true;
  }
  return false;
}

/**
 * Whether any "can't be activated" effect exists at all — what `staticsOn` looks at for `activationForbidden`: a
 * static ability of that kind on the battlefield (the index by kind), any command-zone object (its statics aren't
 * indexed) or a resolved effect granting one. When none does, no ability's activation is forbidden (602.5), and a
 * priority decision asks no permanent.
 */
export function activationLocksExist(state: GameState): boolean {
  return (
    battlefieldStaticsOf(state, ['cantActivate']).length > 0 ||
    state.command.length > 0 ||
    state.effects.some((e) => e.modification.kind === 'static' && e.modification.effect.kind === 'cantActivate')
  );
}
