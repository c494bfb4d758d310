/** The `delayedTrigger` effect: 603.7a: a resolving spell or ability creates a delayed triggered ability; it remembers "that card". */
import { log } from '../../log/write.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function delayedTriggerEffect(state: GameState, task: EffectsTask, e: EffectOf<'delayedTrigger'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  // 603.7a: a resolving spell or ability creates a delayed triggered ability; it remembers "that card".
  const o = src !== null ? state.objects[src] : undefined;
  (state.delayedTriggers ??= []).push({
    // A source that has left (Barbed Sextant sacrificed as a cost) is known by its last known information (608.2h).
    controller: ctx.controller,
    source: src ?? -1,
    defKey: o?.defKey ?? (src !== null ? state.lki[src]?.defKey : undefined) ?? Object.keys(state.cards)[0]!,
    sourceName: ctx.sourceName,
    step: e.step,
    effects: e.effects,
    text: e.text,
    // 603.7c: with `about`, the objects it refers to are fixed now; it keeps the creating ability's triggering object and player.
    ...(e.about
      ? {
          triggerObject: ctx.triggerObject,
          triggerPlayer: ctx.triggerPlayer,
          objects: resolveObjects(state, ctx, e.about),
        }
      : { triggerObject: ctx.created[0] ?? ctx.triggerObject, triggerPlayer: ctx.triggerPlayer }),
  });
  log(state, 'delayed-trigger', `${ctx.sourceName} creates a delayed triggered ability: ${e.text}`, ['603.7a']);
  return 'done';
}
