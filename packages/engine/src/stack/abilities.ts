/** The spell and activated abilities an object has, including keyword-defined ones (702.6 equip). */
import type { ActivatedAbility, SpellAbility, TargetSpec } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';
import { fusedSpellAbility } from './split.js';

/** 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." */
const EQUIP_TARGET: TargetSpec = {
  count: { min: 1, max: 1 },
  filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } },
  text: 'target creature you control',
};

/** The index the deploy ability (804.2) has among a creature's activated abilities. */
export const DEPLOY_ABILITY = 804;

/** 804.2: with the deploy creatures option, each creature has this ability. */
export const DEPLOY: ActivatedAbility = {
  kind: 'activated',
  cost: { parts: [{ kind: 'tap' }] },
  targets: [{ count: { min: 1, max: 1 }, filter: { kind: 'player', relation: 'teammate' }, text: 'target teammate' }],
  effects: [{ kind: 'gainControl', what: { kind: 'self' }, duration: 'permanent', to: { kind: 'target', target: 0 } }],
  timing: 'sorcery',
  text: '{T}: Target teammate gains control of this creature. Activate only as a sorcery.',
};

export function activatedAbilities(state: GameState, id: ObjectId): { index: number; ability: ActivatedAbility }[] {
  const out: { index: number; ability: ActivatedAbility }[] = [];
  const c0 = chars(state, id);
  const abilities = c0.abilities;
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i]!;
    if (a.kind === 'activated') out.push({ index: i, ability: a });
    else if (a.kind === 'keyword' && a.keyword === 'equip') {
      out.push({
        index: i,
        ability: {
          kind: 'activated',
          cost: a.cost,
          targets: [EQUIP_TARGET],
          effects: [{ kind: 'attach', to: { kind: 'target', target: 0 } }],
          timing: 'sorcery',
          text: `Equip ${a.cost.mana ?? ''}`,
        },
      });
    }
  }
  if (state.options.deployCreatures && c0.types.includes('Creature') && state.objects[id]?.zone === 'battlefield')
    out.push({ index: DEPLOY_ABILITY, ability: DEPLOY });
  return out;
}

export function spellAbility(state: GameState, id: ObjectId): SpellAbility | null {
  // 702.102d: a fused split spell has both halves' instructions.
  const o = state.objects[id];
  const halves = o?.fused ? state.cards[o.defKey]?.halves : undefined;
  if (halves) return fusedSpellAbility(halves);
  for (const a of chars(state, id).abilities) if (a.kind === 'spell') return a;
  return null;
}

/** 303.4a: an Aura spell targets what its enchant ability allows. */
export function auraTarget(state: GameState, id: ObjectId): TargetSpec | null {
  const c = chars(state, id);
  if (!c.subtypes.includes('Aura')) return null;
  for (const a of c.abilities) {
    if (a.kind === 'keyword' && a.keyword === 'enchant')
      return { count: { min: 1, max: 1 }, filter: a.what, text: a.text };
  }
  return null;
}
