/** The `putOntoBattlefield` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import { attackAsReturned } from '../../combat/ninjutsu.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function putOntoBattlefieldEffect(state: GameState, task: EffectsTask, e: EffectOf<'putOntoBattlefield'>): Step {
  const ctx = task.ctx;
  const batch = state.log.length; // 603.2c: the cards one instruction puts onto the battlefield move together
  for (const id of resolveObjects(state, ctx, e.what)) {
    const o = state.objects[id]!;
    if (o.zone === 'battlefield') continue;
    const r = perform(state, {
      kind: 'move',
      object: id,
      to: 'battlefield',
      cause: 'effect',
      batch,
      controller: e.under === 'owner' ? o.owner : ctx.controller,
      tapped: e.tapped ?? false,
      ...(e.counters ? { counters: e.counters } : {}),
    });
    if (r.id !== null) ctx.created.push(r.id);
    if (r.id !== null && e.attackingAsReturned && ctx.returnedAttacking)
      attackAsReturned(state, ctx.turnIndex, r.id, ctx.returnedAttacking); // 702.48c
  }
  return 'done';
}
