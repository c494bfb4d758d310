/** The `putOntoBattlefield` effect. */
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import { attackAsReturned } from '../../combat/ninjutsu.js';
import { putIntoCombat } from '../../combat/enter-attacking.js';
import { enteringDefenders } from '../entering-attackers.js';
import { objName } from '../../state/access.js';
import { attachEntered, auraStays, enteringHosts } from '../entering-auras.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function putOntoBattlefieldEffect(state: GameState, task: EffectsTask, e: EffectOf<'putOntoBattlefield'>): Step {
  const ctx = task.ctx;
  const batch = state.log.length; // 603.2c: the cards one instruction puts onto the battlefield move together
  const ids = resolveObjects(state, ctx, e.what).filter((id) => state.objects[id]!.zone !== 'battlefield');
  // 508.4: "… tapped and attacking": whom each attacks is chosen as it enters.
  const controllerOf = (id: number) => (e.under === 'owner' ? state.objects[id]!.owner : ctx.controller);
  const defenders = e.attacking
    ? ids.length === 0
      ? []
      : enteringDefenders(
          state,
          task,
          controllerOf(ids[0]!),
          ids.length,
          objName(state, ids[task.memo.length] ?? ids[0]!),
        )
    : [];
  if (!Array.isArray(defenders)) return defenders;
  // 303.4f: what each Aura enchants is chosen as it enters (one entering attacking isn't asked: 506.3a), unless the
  // effect names it (303.4i).
  const named = e.attachedTo !== undefined;
  const hosts = e.attacking
    ? new Map<number, number | null>()
    : enteringHosts(state, task, ids, controllerOf, e.attachedTo);
  if (!(hosts instanceof Map)) return hosts;
  ids.forEach((id, k) => {
    const o = state.objects[id]!;
    const host = hosts.get(id);
    if (host === null) return auraStays(state, id, named);
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
    if (r.id !== null && host !== undefined) attachEntered(state, r.id, host, named); // 303.4f, 303.4i
    if (r.id !== null && e.attackingAsReturned && ctx.returnedAttacking)
      attackAsReturned(state, ctx.turnIndex, r.id, ctx.returnedAttacking); // 702.48c
    const defender = defenders[k];
    if (r.id !== null && defender) putIntoCombat(state, ctx.turnIndex, r.id, defender);
  });
  return 'done';
}
