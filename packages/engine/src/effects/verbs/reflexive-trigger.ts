/** The `reflexiveTrigger` effect: 603.12: it triggers now and is put on the stack the next time a player would receive priority. */
import { log } from '../../log/write.js';
import type { GameState } from '../../state/types.js';
import { bindTriggerTargets } from '../../triggers/bind-targets.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function reflexiveTriggerEffect(state: GameState, task: EffectsTask, e: EffectOf<'reflexiveTrigger'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  // 603.12: it triggers now and is put on the stack the next time a player would receive priority.
  state.pendingTriggers.push({
    controller: ctx.controller,
    source: src ?? -1,
    defKey:
      src !== null && state.objects[src]
        ? state.objects[src]!.defKey
        : (state.lki[src ?? -1]?.defKey ?? Object.keys(state.cards)[0]!),
    sourceName: ctx.sourceName,
    targets: bindTriggerTargets(e.targets, ctx.triggerPlayer),
    effects: e.effects,
    optional: false,
    text: e.text,
    triggerObject: ctx.triggerObject,
    triggerPlayer: ctx.triggerPlayer,
    // 608.2h: what the resolution sacrificed before it triggered ("that creature's power"), as it last existed.
    ...(ctx.sacrificedThisWay?.length ? { sacrificed: [...ctx.sacrificedThisWay] } : {}),
  });
  log(state, 'trigger', `${ctx.sourceName}: reflexive ability triggers (${e.text})`, ['603.12']);
  return 'done';
}
