/** The `gainControl` effect: 804.2: "Target teammate gains control of this creature" gives control to another player. */
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { resolveObjects, resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { ownObject } from '../../objects/copy-on-write.js';
import { chars } from '../../objects/characteristics.js';
import { inCombat, removeFromCombat } from '../../objects/combat-removal.js';

export function gainControlEffect(state: GameState, task: EffectsTask, e: EffectOf<'gainControl'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  const ids = resolveObjects(state, ctx, e.what);
  // 804.2: "Target teammate gains control of this creature" gives control to another player.
  const to = e.to ? resolvePlayers(state, ctx, e.to)[0] : ctx.controller;
  if (to === undefined || state.players[to]!.left) return 'done'; // 800.4b
  for (const id of ids) {
    const before = chars(state, id).controller;
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: src,
      duration: e.duration,
      affected: [id],
      modification: { kind: 'control', controller: to },
    });
    ownObject(state, id).summoningSick = true; // 302.6: it hasn't been under its new controller's control since their turn began
    const moved = chars(state, id).controller !== before && inCombat(state, id);
    if (moved) removeFromCombat(state, id); // 506.4: a creature whose controller changes is removed from combat
    log(state, 'control', `${playerName(state, to)} gains control of ${objName(state, id)}`, [
      ...(e.to && state.options.deployCreatures ? ['804.2'] : []),
      '613.1b',
      '611.2a',
      ...(moved ? ['506.4'] : []),
    ]);
  }
  return 'done';
}
