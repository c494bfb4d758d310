/** The `copySpell` effect: 707.10: a copy of a spell is put on the stack with the same choices; it isn't cast. */
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { detectTriggers } from '../../triggers/detect.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { putObject } from '../../objects/copy-on-write.js';

export function copySpellEffect(state: GameState, task: EffectsTask, e: EffectOf<'copySpell'>): Step {
  const ctx = task.ctx;
  // 707.10: a copy of a spell is put on the stack with the same choices; it isn't cast.
  for (const orig of resolveObjects(state, ctx, e.what)) {
    const o = state.objects[orig];
    if (!o || o.zone !== 'stack' || !o.stack) continue;
    const copyId = state.nextObjectId++;
    putObject(state, {
      ...o,
      id: copyId,
      cardId: null,
      controller: ctx.controller,
      owner: ctx.controller,
      timestamp: state.nextTimestamp++,
      counters: {},
      stack: { ...o.stack, isCopy: true, targets: o.stack.targets.map((g) => [...g]) },
    });
    state.turns[o.stack.stackOf]!.stack.push(copyId);
    touch(state);
    log(state, 'copy', `${playerName(state, ctx.controller)} copies ${objName(state, orig)}`, ['707.10']);
    detectTriggers(state, { kind: 'copied', spell: copyId, controller: ctx.controller });
  }
  return 'done';
}
