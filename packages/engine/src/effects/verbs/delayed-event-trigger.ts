/**
 * The `delayedEventTrigger` effect (603.7a): a resolving spell or ability creates a delayed triggered ability that
 * triggers on an event — "When you next cast an instant or sorcery spell this turn, …" (once, 603.7c), "Until end
 * of turn, whenever …" (each time) or "When that creature dies this turn, …" (the events of one object, `watched`). All last until the turn ends (514.2, game/tasks.ts); triggers/detect.ts checks
 * them against each event.
 */
import { log } from '../../log/write.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function delayedEventTriggerEffect(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'delayedEventTrigger'>,
): Step {
  const ctx = task.ctx;
  const watched = e.watch ? resolveObjects(state, ctx, e.watch) : undefined;
  // 608.2b: "that creature" is gone or was an illegal target: there is nothing for the ability to watch.
  if (watched && watched.length !== 1) return 'done';
  const src = ctx.source;
  const o = src !== null ? state.objects[src] : undefined;
  (state.delayedEventTriggers ??= []).push({
    controller: ctx.controller,
    source: src ?? -1,
    // A source that has left (Ether exiled as a cost) is known by its last known information (608.2h).
    defKey: o?.defKey ?? (src !== null ? state.lki[src]?.defKey : undefined) ?? Object.keys(state.cards)[0]!,
    sourceName: ctx.sourceName,
    ability: e.ability,
    once: e.once,
    ...(watched ? { watched: watched[0]! } : {}),
    ...(watched && e.lasting ? { lasting: true as const } : {}),
  });
  const when =
    watched && e.lasting
      ? `while ${objName(state, watched[0]!)} is on the battlefield`
      : e.once
        ? 'the next time its event happens this turn'
        : 'until end of turn';
  log(state, 'delayed-trigger', `${ctx.sourceName} creates a delayed triggered ability (${when}): ${e.ability.text}`, [
    '603.7a',
    ...(e.once ? ['603.7c'] : []),
  ]);
  return 'done';
}
