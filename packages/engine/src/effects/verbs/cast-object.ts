/**
 * "You may cast target instant card from your graveyard [without paying its mana cost]": the controller may cast the
 * card as the effect resolves (601.2), for its mana cost or without paying it (118.9). Each card becomes one
 * `castCard` step right after this effect, which asks, takes modes and targets and casts (effects/spell-keywords.ts).
 * "If that spell would be put into a graveyard, exile it instead" marks the spell (614.1a, events/apply/move.ts).
 * "… if the spell's mana value is 8 or less" bounds the mana value, read as the effect resolves (608.2h); "If you
 * don't, put that card into your hand": a card not cast goes there.
 */
import type { Effect } from '../../cards/ability-tree.js';
import { chars } from '../../objects/characteristics.js';
import type { GameState } from '../../state/types.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function castObjectEffect(state: GameState, task: EffectsTask, e: EffectOf<'castObject'>): Step {
  const steps: Effect[] = [];
  const mv = e.manaValue ? resolveAmount(state, task.ctx, e.manaValue.amount) : null;
  const maxManaValue = e.manaValue && mv !== null ? (e.manaValue.cmp === 'lt' ? mv - 1 : mv) : undefined;
  for (const id of resolveObjects(state, task.ctx, e.what)) {
    const o = state.objects[id];
    if (!o || (o.zone !== 'graveyard' && o.zone !== 'exile')) continue;
    const mana = e.free ? null : chars(state, id).manaCost;
    if (!e.free && mana === null) continue; // 118.6: a card with no mana cost can be cast only without paying it
    steps.push({
      kind: 'spellKeyword',
      keyword: 'castCard',
      card: id,
      mana,
      rule: e.free ? '118.9' : '601.2',
      otherwise: e.otherwise ?? 'stay',
      caster: task.ctx.controller,
      ...(maxManaValue !== undefined ? { maxManaValue } : {}),
      ...(o.zone === 'graveyard' ? { zone: 'graveyard' as const } : {}),
      ...(e.exileInstead ? { exileInstead: true } : {}),
    });
  }
  task.effects.splice(task.index + 1, 0, ...steps);
  return 'done';
}
