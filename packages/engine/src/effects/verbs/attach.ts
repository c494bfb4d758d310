/** The `attach` effect. */
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { ownObject } from '../../objects/copy-on-write.js';

export function attachEffect(state: GameState, task: EffectsTask, e: EffectOf<'attach'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  const [to] = resolveObjects(state, ctx, e.to);
  if (src === null || to === undefined || !state.objects[src] || state.objects[src]!.zone !== 'battlefield')
    return 'done';
  const o = ownObject(state, src);
  o.attachedTo = to;
  o.timestamp = state.nextTimestamp++; // 613.7e: attaching gives a new timestamp
  touch(state);
  log(state, 'attach', `${objName(state, src)} becomes attached to ${objName(state, to)}`, ['701.3a']);
  return 'done';
}
