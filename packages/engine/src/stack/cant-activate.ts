/**
 * 602.5 / 101.2: effects that say a permanent's activated abilities can't be activated ("Enchanted creature's
 * activated abilities can't be activated", "Activated abilities of artifacts can't be activated [unless they're
 * mana abilities]"). A "can't" effect beats any permission (101.2), so the check comes before everything else.
 */
import type { ActivatedAbility } from '../cards/ability-tree.js';
import { staticsOn } from '../objects/statics.js';
import { battlefieldStaticsOf } from '../objects/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';

/** Is activating ability `a` of `source` forbidden by a static or resolved "can't be activated" effect? */
export function activationForbidden(state: GameState, source: ObjectId, a: ActivatedAbility): boolean {
  if (state.objects[source]?.zone !== 'battlefield') return false;
  return staticsOn(state, source, ['cantActivate']).some(
    (e) => e.kind === 'cantActivate' && !(e.exceptMana && a.manaAbility),
  );
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
