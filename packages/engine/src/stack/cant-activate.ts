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
import { matchesRelation } from '../objects/filters.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** Is `player` forbidden to activate ability `a` of `source` by a static or resolved "can't be activated" effect? */
export function activationForbidden(
  state: GameState,
  source: ObjectId,
  a: ActivatedAbility,
  player: PlayerId,
): boolean {
  if (state.objects[source]?.zone !== 'battlefield') return false;
  return (
    staticsOn(state, source, ['cantActivate']).some(
      (e) => e.kind === 'cantActivate' && e.players === undefined && !(e.exceptMana && a.manaAbility),
    ) || playerForbidden(state, source, a, player)
  );
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
