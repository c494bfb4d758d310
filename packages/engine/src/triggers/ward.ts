/**
 * 702.21a: Ward [cost] means "Whenever this permanent becomes the target of a spell or
 * ability an opponent controls, counter that spell or ability unless that player pays
 * [cost]." Called whenever a spell or ability on the stack has its targets chosen.
 */
import { chars } from '../objects/characteristics.js';
import { isOpponent } from '../state/access.js';
import type { GameState, ObjectId, TargetRef } from '../state/types.js';

export function wardTriggers(
  state: GameState,
  stackObject: ObjectId,
  targets: readonly (readonly TargetRef[])[],
): void {
  const so = state.objects[stackObject];
  if (!so) return;
  const seen = new Set<ObjectId>();
  for (const group of targets) {
    for (const t of group) {
      if (t.kind !== 'object' || seen.has(t.id)) continue;
      seen.add(t.id);
      const o = state.objects[t.id];
      if (!o || o.zone !== 'battlefield') continue;
      const c = chars(state, t.id);
      if (!isOpponent(state, c.controller, so.controller)) continue;
      for (const a of c.abilities) {
        if (a.kind !== 'keyword' || a.keyword !== 'ward') continue;
        state.pendingTriggers.push({
          controller: c.controller,
          source: t.id,
          defKey: o.defKey,
          sourceName: c.name,
          targets: [],
          effects: [{ kind: 'counterUnlessPays', what: { kind: 'triggeringObject' }, cost: a.cost }],
          optional: false,
          text: `Ward — counter it unless its controller pays ${a.cost.mana ?? ''}`.trim(),
          triggerObject: stackObject,
          triggerPlayer: so.controller,
        });
      }
    }
  }
}
