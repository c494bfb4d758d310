/** The `preventDamage` effect. */
import { log } from '../../log/write.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { isPlayerRef, resolveAmount, resolveObjects, resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function preventDamageEffect(state: GameState, task: EffectsTask, e: EffectOf<'preventDamage'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  // 615: create a prevention shield for the rest of the turn.
  const players: PlayerId[] = [];
  const objects: ObjectId[] = [];
  const to = e.to;
  if (to !== null) {
    if (to.kind === 'target') {
      for (const t of ctx.targets[to.target] ?? []) {
        if (t.kind === 'player') players.push(t.player);
        else if (state.objects[t.id]) objects.push(t.id);
      }
    } else if (isPlayerRef(to)) {
      players.push(...resolvePlayers(state, ctx, to));
    } else objects.push(...resolveObjects(state, ctx, to));
    if (players.length === 0 && objects.length === 0) return 'done';
  }
  const by = e.by ? resolveObjects(state, ctx, e.by) : undefined; // "… dealt by target creature"
  if (by && by.length === 0) return 'done';
  const remaining = e.amountOf ? resolveAmount(state, ctx, e.amountOf) : e.amount; // "the next X damage" (107.3)
  if (remaining !== 'all' && remaining <= 0) return 'done';
  addContinuousEffect(state, {
    controller: ctx.controller,
    source: src,
    duration: 'endOfTurn',
    affected: objects,
    modification: {
      kind: 'prevention',
      remaining,
      players,
      combatOnly: e.combatOnly ?? false,
      ...(by ? { by } : {}),
    },
  });
  log(
    state,
    'effect',
    `${ctx.sourceName}: prevent ${remaining === 'all' ? 'all' : `the next ${remaining}`}${e.combatOnly ? ' combat' : ''} damage this turn`,
    ['615.1a', '615.7'],
  );
  return 'done';
}
