/**
 * The `monstrosity` effect. 701.37a: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters
 * on it and it becomes monstrous." 701.37b: monstrous is a designation the permanent keeps until it leaves the
 * battlefield (a new object isn't monstrous, 400.7); "When ~ becomes monstrous" abilities trigger as it becomes so.
 * "This permanent" is the ability's source: once it has left the battlefield, nothing happens.
 */
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { detectTriggers } from '../../triggers/detect.js';
import { perform } from '../perform.js';
import { resolveAmount } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { ownObject } from '../../objects/copy-on-write.js';

export function monstrosityEffect(state: GameState, task: EffectsTask, e: EffectOf<'monstrosity'>): Step {
  const src = task.ctx.source;
  const o = src === null ? undefined : state.objects[src];
  if (!o || o.zone !== 'battlefield') return 'done';
  if (o.monstrous) {
    log(state, 'effect', `${objName(state, o.id)} is already monstrous: monstrosity does nothing`, ['701.37a']);
    return 'done';
  }
  const n = resolveAmount(state, task.ctx, e.amount);
  perform(state, { kind: 'counters', object: o.id, counter: '+1/+1', delta: n, by: task.ctx.controller }, ['701.37a']);
  if (state.objects[o.id]?.zone !== 'battlefield') return 'done';
  ownObject(state, o.id).monstrous = true;
  touch(state); // "as long as ~ is monstrous"
  log(state, 'monstrous', `${objName(state, o.id)} becomes monstrous`, ['701.37a', '701.37b']);
  detectTriggers(state, { kind: 'becameMonstrous', object: o.id }); // "When ~ becomes monstrous"
  return 'done';
}
