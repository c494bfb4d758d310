/** The `exchangeControl` effect: 701.8a: if the whole exchange can't happen, none of it does (a target became illegal or left). */
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { ownObject } from '../../objects/copy-on-write.js';

export function exchangeControlEffect(state: GameState, task: EffectsTask, e: EffectOf<'exchangeControl'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  const [a] = resolveObjects(state, ctx, e.a);
  const [b] = resolveObjects(state, ctx, e.b);
  // 701.8a: if the whole exchange can't happen, none of it does (a target became illegal or left).
  if (
    a === undefined ||
    b === undefined ||
    a === b ||
    state.objects[a]?.zone !== 'battlefield' ||
    state.objects[b]?.zone !== 'battlefield'
  ) {
    log(state, 'control', 'the exchange of control does not happen', ['701.8a']);
    return 'done';
  }
  const ca = chars(state, a).controller;
  const cb = chars(state, b).controller;
  if (ca === cb) {
    log(state, 'control', `${playerName(state, ca)} controls both: the exchange has no effect`, ['701.8b']);
    return 'done';
  }
  for (const [id, to] of [
    [a, cb],
    [b, ca],
  ] as const) {
    addContinuousEffect(state, {
      controller: ctx.controller,
      source: src,
      duration: 'permanent',
      affected: [id],
      modification: { kind: 'control', controller: to },
    });
    ownObject(state, id).summoningSick = true; // 302.6
    log(state, 'control', `${playerName(state, to)} gains control of ${objName(state, id)}`, ['701.8b', '613.1b']);
  }
  return 'done';
}
