/**
 * 603.8: a state-triggered ability triggers as soon as the game state matches its condition,
 * and doesn't trigger again until the ability has resolved, been countered, or otherwise
 * left the stack.
 */
import { chars } from '../objects/characteristics.js';
import { checkCondition } from '../objects/conditions.js';
import type { GameState } from '../state/types.js';

export function checkStateTriggers(state: GameState): boolean {
  let any = false;
  for (const id of state.battlefield) {
    const c = chars(state, id);
    for (const a of c.abilities) {
      if (a.kind !== 'triggered' || a.trigger.kind !== 'state') continue;
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
  }
  return any;
}
