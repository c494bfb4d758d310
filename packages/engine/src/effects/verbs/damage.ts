/** The `damage` effect. */
import { EVENT_RULES, perform } from '../perform.js';
import { damageOrderChoice } from '../../events/replacement.js';
import { sameTarget } from '../../stack/targets.js';
import type { GameState, TargetRef } from '../../state/types.js';
import { isPlayerRef, resolveAmount, resolveObjects, resolvePlayers } from '../refs.js';
import { replacementOrder, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function damageEffect(state: GameState, task: EffectsTask, e: EffectOf<'damage'>): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  const amount = resolveAmount(state, ctx, e.amount);
  // 120.3: "have it deal" (the triggering object) or "target creature you control deals" (that object).
  // 201.5 / 608.2h: a granting object sacrificed to pay the cost deals the damage as it last existed.
  const dealer = e.by
    ? e.by.kind === 'grantor'
      ? (e.by.id ?? null)
      : (resolveObjects(state, ctx, e.by)[0] ?? null)
    : e.from === 'triggeringObject'
      ? ctx.triggerObject
      : src;
  const sourceId = dealer !== null && (state.objects[dealer] || state.lki[dealer]) ? dealer : null;
  if (sourceId === null || amount <= 0) {
    ctx.damageDealt = 0;
    return 'done';
  }
  const to = e.to;
  let recipients: TargetRef[];
  if (isPlayerRef(to)) {
    recipients = resolvePlayers(state, ctx, to).map((p) => ({ kind: 'player', player: p }));
  } else if (to.kind === 'target') {
    // `index`: one object of the group ("~ deals 5 damage to that creature" of the one chosen, one-of-targets.ts).
    recipients = (ctx.targets[to.target] ?? []).filter(
      (t, i) =>
        (to.index === undefined || to.index === i) &&
        (t.kind === 'player' ? !state.players[t.player]!.left : !!state.objects[t.id]),
    );
  } else {
    recipients = resolveObjects(state, ctx, to).map((id) => ({ kind: 'object', id }));
  }
  // One recipient at a time (task.step), so the affected player can order replacement
  // effects (616.1) before anything about that damage event happens.
  // 603.2c: damage dealt to several recipients at once is one event (its number is kept across decisions).
  if (task.memo.length === 0) task.memo = [state.log.length, 0];
  const batch = task.memo[0]!;
  while (task.step < recipients.length) {
    const r = recipients[task.step]!;
    // 601.2d: divided damage — each target's announced share (608.2b: an illegal target's share isn't dealt).
    const share = e.divided ? (ctx.division?.find((d) => sameTarget(d.target, r))?.amount ?? 0) : amount;
    if (share <= 0) {
      task.step++;
      continue;
    }
    const ev = {
      kind: 'damage' as const,
      source: sourceId,
      target: r,
      amount: share,
      combat: false,
      batch,
      ...(e.cantBePrevented ? { unpreventable: true } : {}),
    };
    const order = replacementOrder(task, damageOrderChoice(EVENT_RULES, state, ev, perform), 'the damage');
    if (order !== null && !Array.isArray(order)) return order;
    const dealt = perform(state, ev, ['120.2'], order ? { replacementOrder: order } : {}).amount;
    task.memo[1] = (task.memo[1] ?? 0) + dealt; // "the damage dealt this way": after prevention and replacement (615, 614)
    task.step++;
  }
  ctx.damageDealt = task.memo[1] ?? 0;
  return 'done';
}
