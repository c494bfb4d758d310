/**
 * 603.8: a state-triggered ability triggers as soon as the game state matches its condition,
 * and doesn't trigger again until the ability has resolved, been countered, or otherwise
 * left the stack.
 */
import type { AbilityNode } from '../cards/ability-tree.js';
import { battlefieldCharacteristics, cachesEnabled, chars, type Characteristics } from '../objects/characteristics.js';
import { checkCondition } from '../objects/conditions.js';
import type { GameState, ObjectId } from '../state/types.js';

type StateTrigger = Extract<AbilityNode, { kind: 'triggered' }> & {
  readonly trigger: { readonly kind: 'state' };
};

/** A battlefield permanent's state-triggered ability, with the permanent's characteristics. */
interface StateTriggerSource {
  readonly id: ObjectId;
  readonly c: Characteristics;
  readonly ability: StateTrigger;
}

/**
 * The battlefield's state-triggered abilities, in battlefield order, per characteristics map (docs/engine.md,
 * Caches): built once per map, so a check looks at these abilities only instead of every permanent's abilities (most
 * games have none). A new map (any recomputation of the characteristics) rebuilds it.
 */
const stateTriggerIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, readonly StateTriggerSource[]>();

function collectStateTriggers(state: GameState): StateTriggerSource[] {
  const out: StateTriggerSource[] = [];
  for (const id of state.battlefield) {
    const c = chars(state, id);
    for (const a of c.abilities)
      if (a.kind === 'triggered' && a.trigger.kind === 'state') out.push({ id, c, ability: a as StateTrigger });
  }
  return out;
}

function stateTriggers(state: GameState): readonly StateTriggerSource[] {
  if (!cachesEnabled(state)) return collectStateTriggers(state);
  const map = battlefieldCharacteristics(state);
  let index = stateTriggerIndex.get(map);
  if (index === undefined) stateTriggerIndex.set(map, (index = collectStateTriggers(state)));
  return index;
}

export function checkStateTriggers(state: GameState): boolean {
  let any = false;
  for (const { id, c, ability: a } of stateTriggers(state)) {
    if (!checkCondition(state, a.trigger.condition, c.controller, chars, id)) continue;
    const waiting =
      state.pendingTriggers.some((t) => t.source === id && t.text === a.text) ||
      state.turns.some((t) =>
        t.stack.some((s) => {
          const o = state.objects[s]!;
          return (
            o.kind === 'ability' &&
            o.stack?.source === id &&
            o.stack.sourceName === c.name &&
            o.stack.abilityEffects === a.effects
          );
        }),
      );
    if (waiting) continue;
    state.pendingTriggers.push({
      controller: c.controller,
      source: id,
      defKey: state.objects[id]!.defKey,
      sourceName: c.name,
      targets: a.targets,
      effects: a.effects,
      optional: a.optional ?? false,
      text: a.text,
      triggerObject: null,
      triggerPlayer: null,
    });
    any = true;
  }
  return any;
}
