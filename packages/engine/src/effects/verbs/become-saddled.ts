/**
 * The `becomeSaddled` effect. 702.171a: "Saddle N" means "Tap any number of other untapped creatures you control with
 * total power N or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery." 702.171b:
 * saddled is a designation a permanent keeps until end of turn (514.2, game/tasks.ts) or until it leaves the battlefield
 * (a new object isn't saddled, 400.7). An object no longer on the battlefield does not become saddled.
 */
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { ownObject } from '../../objects/copy-on-write.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function becomeSaddledEffect(state: GameState, task: EffectsTask, e: EffectOf<'becomeSaddled'>): Step {
  for (const id of resolveObjects(state, task.ctx, e.what)) {
    const o = state.objects[id];
    if (!o || o.zone !== 'battlefield') continue;
    ownObject(state, id).saddled = true;
    touch(state); // "if ~ is saddled"
    log(state, 'saddled', `${objName(state, o.id)} becomes saddled until end of turn`, ['702.171a', '702.171b']);
  }
  return 'done';
}
