/**
 * 113.6 / 113.6b: static abilities that function while their card is in its owner's graveyard ("As long as ~ is in
 * your graveyard [and you control a Mountain], creatures you control have haste"). The layers (613) ask here for the
 * cards whose such abilities apply; 108.4a: a card in a graveyard has no controller, so "you" is its owner.
 */
import type { AbilityNode } from '../cards/ability-tree.js';
import type { GameState, ObjectId } from '../state/types.js';

/**
 * Whether a card's abilities include a static ability that functions in the graveyard. Most cards have none, so the
 * answer is kept per printed ability list (a derived value of immutable definitions, not state).
 */
const known = new WeakMap<readonly AbilityNode[], boolean>();
export function hasGraveyardStatic(abilities: readonly AbilityNode[]): boolean {
  let v = known.get(abilities);
  if (v === undefined) {
    v = abilities.some((a) => a.kind === 'static' && a.fromGraveyard === true);
    known.set(abilities, v);
  }
  return v;
}

/** The cards in every graveyard, in turn order, with a static ability that functions there (113.6b). */
export function graveyardStaticSources(state: GameState): ObjectId[] {
  let out: ObjectId[] | null = null;
  for (const p of state.players)
    for (const id of p.graveyard) {
      const o = state.objects[id];
      const def = o ? state.cards[o.defKey] : undefined;
      if (def && hasGraveyardStatic(def.abilities)) (out ??= []).push(id);
    }
  return out ?? [];
}
