/**
 * 614.1a / 700.4: "would die … instead" replacements — a creature that would be put into a graveyard from the
 * battlefield goes somewhere else instead: "If a creature dealt damage this way would die this turn, exile it
 * instead" (a continuous effect from a resolved spell), "If ~ would die, exile it instead", "If a creature dealt
 * damage by ~ this turn would die, exile it instead" (statics).
 */
import type { Effect } from '../cards/ability-tree.js';
import type { GameEvent } from '../events/types.js';
import { log } from '../log/write.js';
import { objName } from '../state/access.js';
import type { EffectContext } from '../state/tasks.js';
import type { GameState, ObjectId } from '../state/types.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import { resolveObjects } from './refs.js';
import { chars } from '../objects/characteristics.js';

type MoveEvent = Extract<GameEvent, { kind: 'move' }>;

/** Creates the "if … would die this turn, exile it instead" effect (locked to the objects it names, 611.2c). */
export function executeExileIfDies(
  state: GameState,
  ctx: EffectContext,
  e: Extract<Effect, { kind: 'exileIfDies' }>,
): void {
  let objects: ObjectId[] = [];
  if (e.dealtDamageThisWay) {
    // "dealt damage this way": the permanents this resolving object has dealt damage to (120.3, damagedBy).
    const src = ctx.source;
    // "a creature dealt damage this way": the creatures among them (a planeswalker dealt damage isn't one).
    objects =
      src === null
        ? []
        : state.battlefield.filter(
            (id) => state.objects[id]!.damagedBy?.includes(src) && chars(state, id).types.includes('Creature'),
          );
  } else if (e.what) objects = resolveObjects(state, ctx, e.what);
  if (e.what === null && !e.dealtDamageThisWay) {
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: ctx.source,
      duration: 'endOfTurn',
      affected: [],
      modification: { kind: 'dieReplacement', anyCreature: true },
    });
  } else {
    if (objects.length === 0) return;
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: ctx.source,
      duration: 'endOfTurn',
      affected: objects,
      modification: { kind: 'dieReplacement', anyCreature: false },
    });
  }
  log(
    state,
    'effect',
    `${ctx.sourceName}: if ${objects.length ? objects.map((o) => objName(state, o)).join(', ') : 'a creature'} would die this turn, it is exiled instead`,
    ['614.1a'],
  );
}
