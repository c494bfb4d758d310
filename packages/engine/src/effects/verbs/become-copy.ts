/**
 * The `becomeCopy` effect: "[permanent] becomes a copy of [object] [until end of turn] [, except …]" (707.2, 613.1a):
 * a copy effect in layer 1 for a duration (611.2a). The copiable values are the original's as the effect begins
 * (707.2: other copy effects included, 707.3), registered once as a card definition (objects/copy.ts); the effect
 * names that definition, so later changes to the original, or its leaving, change nothing. 707.4: the permanent stays
 * on the battlefield with its counters, status and other effects. 707.9a: "except it has this ability" adds the
 * ability whose effect this is, so the copy can copy again.
 */
import type { AbilityNode, ObjectRef } from '../../cards/ability-tree.js';
import type { EffectContext } from '../../state/tasks.js';
import { log } from '../../log/write.js';
import { objName } from '../../state/access.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { copiableKey, exceptedKey } from '../../objects/copy.js';
import { copiableValuesKey } from '../../objects/copiable-values.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function becomeCopyEffect(state: GameState, task: EffectsTask, e: EffectOf<'becomeCopy'>): Step {
  const ctx = task.ctx;
  const copied = originalKey(state, ctx, e.of);
  // Only permanents become copies; the original itself is left out (a copy of its own copiable values changes nothing).
  const original = new Set(resolveObjects(state, ctx, e.of));
  const ids = resolveObjects(state, ctx, e.what).filter(
    (id) => state.objects[id]?.zone === 'battlefield' && !original.has(id),
  );
  if (copied === null || ids.length === 0) return 'done';
  const key = e.except ? exceptedKey(state, copied, e.except, thisAbility(state, ctx.source, e)) : copied;
  addContinuousEffect(state, {
    controller: ctx.controller,
    source: ctx.source,
    duration: e.duration,
    affected: ids,
    modification: { kind: 'copy', key },
  });
  const until =
    e.duration === 'endOfTurn'
      ? ' until end of turn'
      : e.duration === 'untilYourNextTurn'
        ? ' until your next turn'
        : '';
  log(
    state,
    'effect',
    `${ids.map((i) => objName(state, i)).join(', ')} becomes a copy of ${state.cards[copied]?.name ?? copied}${until}`,
    e.except ? ['707.2', '707.9', '613.1a', '611.2a'] : ['707.2', '613.1a', '611.2a'],
  );
  return 'done';
}

/**
 * The copiable values to copy (707.2), or null when there are none (a face-down permanent, 708.2; nothing chosen).
 * 608.2h: a target or triggering object that has left its zone is copied as it last existed.
 */
function originalKey(state: GameState, ctx: EffectContext, of: ObjectRef): string | null {
  const now = resolveObjects(state, ctx, of)[0];
  if (now !== undefined) return copiableKey(state, now);
  const gone =
    of.kind === 'target'
      ? ctx.targets[of.target]?.[of.index ?? 0]
      : of.kind === 'triggeringObject' && ctx.triggerObject !== null
        ? { kind: 'object' as const, id: ctx.triggerObject }
        : undefined;
  const last = gone?.kind === 'object' ? state.lki[gone.id] : undefined;
  return last ? (last.copiable === undefined ? last.defKey : last.copiable) : null;
}

/**
 * 707.9a: "this ability" — the source's triggered or activated ability that holds this very effect: on the values it
 * has now (a copy that kept the ability, or its own card).
 */
function thisAbility(state: GameState, source: ObjectId | null, e: EffectOf<'becomeCopy'>): AbilityNode | null {
  const o = source === null ? undefined : state.objects[source];
  if (!o || !e.except?.thisAbility) return null;
  const wanted = JSON.stringify(e);
  for (const key of [copiableValuesKey(state, o), o.defKey])
    for (const a of state.cards[key]?.abilities ?? [])
      if ((a.kind === 'triggered' || a.kind === 'activated') && JSON.stringify(a).includes(wanted)) return a;
  return null;
}
