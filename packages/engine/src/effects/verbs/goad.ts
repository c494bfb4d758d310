/**
 * The `goad` effect. 701.15a: to goad a creature, its controller's opponent (the goading player) makes it goaded by
 * them until their next turn; 701.15b: a goaded creature attacks each combat if able and attacks a player other than
 * a goading player if able (combat/attack.ts); 701.15c: goading it again by the same player does nothing more.
 * Goaded is a designation of the permanent: a new object isn't goaded (400.7), and it ends as the goading player's
 * next turn begins (turn/flow.ts).
 */
import { log } from '../../log/write.js';
import { touchVolatile } from '../../objects/characteristics.js';
import { ownObject } from '../../objects/copy-on-write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function goadEffect(state: GameState, task: EffectsTask, e: EffectOf<'goad'>): Step {
  const by = task.ctx.controller;
  for (const id of resolveObjects(state, task.ctx, e.what)) {
    const o = state.objects[id];
    if (!o || o.zone !== 'battlefield' || (o.goadedBy ?? []).includes(by)) continue;
    ownObject(state, id).goadedBy = [...(o.goadedBy ?? []), by];
    touchVolatile(state);
    log(state, 'goaded', `${playerName(state, by)} goads ${objName(state, id)}`, ['701.15a', '701.15b']);
  }
  return 'done';
}
