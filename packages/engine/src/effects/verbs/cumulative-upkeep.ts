import type { CostPart, CostSpec, Effect } from '../../cards/ability-tree.js';
import { perform } from '../perform.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

/** A cost paid `n` times over (702.24a "[cost] for each age counter"). */
export function scaleCost(cost: CostSpec, n: number): CostSpec | null {
  const parts: CostPart[] = [];
  for (const p of cost.parts) {
    switch (p.kind) {
      case 'payLife':
        parts.push({ ...p, amount: p.amount * n });
        break;
      case 'sacrifice':
      case 'discard':
      case 'exileFromGraveyard':
      case 'tapUntapped':
      case 'removeCounters':
        if (n > 0) parts.push({ ...p, count: p.count * n });
        break;
      case 'tap':
      case 'untap':
      case 'payHalfLife':
      case 'loyalty':
      case 'discardSelf':
      case 'crew':
        return null; // not a repeatable cost
    }
  }
  const mana = cost.mana ? cost.mana.repeat(n) : '';
  return mana ? { mana, parts } : { parts };
}

/** 702.24a: an age counter, then "you may pay [cost] for each age counter on it. If you don't, sacrifice it." */
export function cumulativeUpkeep(state: GameState, task: EffectsTask, e: EffectOf<'cumulativeUpkeep'>): Step {
  const src = task.ctx.source;
  const o = src === null ? undefined : state.objects[src];
  if (!o || o.zone !== 'battlefield') return 'done';
  perform(state, { kind: 'counters', object: o.id, counter: 'age', delta: 1, by: task.ctx.controller }, ['702.24a']);
  const n = state.objects[o.id]?.counters['age'] ?? 0;
  const cost = scaleCost(e.cost, n);
  const sacrifice: Effect = { kind: 'sacrificeObject', what: { kind: 'self' } };
  if (!cost) {
    task.effects.splice(task.index + 1, 0, sacrifice);
    return 'done';
  }
  task.effects.splice(task.index + 1, 0, {
    kind: 'payOrNot',
    who: { kind: 'you' },
    cost,
    paid: [],
    unpaid: [sacrifice],
    text: `Cumulative upkeep: pay for ${n} age counter(s) or sacrifice it`,
  });
  return 'done';
}
