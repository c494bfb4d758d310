/** The `payOrNot` effect: 118.12: the player may pay the cost if they can; what follows depends on whether they did. */
import { log } from '../../log/write.js';
import { type CostRequest, type EffectsRunner, payCost, planCost, sacrificedLki } from '../../stack/costs.js';
import type { GameState } from '../../state/types.js';
import { chooseCostObjects } from '../pay-choice.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function payOrNotEffect(state: GameState, task: EffectsTask, e: EffectOf<'payOrNot'>, run: EffectsRunner): Step {
  const ctx = task.ctx;
  // 118.12: the player may pay the cost if they can; what follows depends on whether they did.
  const [p] = resolvePlayers(state, ctx, e.who);
  let paid = false;
  if (p !== undefined) {
    // 107.3: an {X} in the cost is the X of the spell or ability it belongs to.
    const req: CostRequest = {
      player: p,
      source: ctx.source,
      mana: costMana(state, task, e),
      x: ctx.x,
      parts: e.cost.parts,
      payment: { kind: 'auto' },
      costObjects: undefined,
    };
    const plan = planCost(state, req);
    if (!('code' in plan)) {
      if (task.step === 0) {
        const a = task.answer;
        if (!a || a.kind !== 'yesNo')
          return {
            kind: 'yesNo',
            player: p,
            prompt: `${ctx.sourceName}: pay ${req.mana ?? ''}${e.cost.parts.map((x) => (x.kind === 'payLife' ? ` ${x.amount} life` : '')).join('')}? (${e.text})`,
          };
        task.answer = null;
        if (a.yes) task.step = 1;
      }
      // The player chooses which objects pay the cost's parts (sacrifice, discard, return …).
      const chosen = task.step >= 1 ? chooseCostObjects(state, task, req, ctx.sourceName) : null;
      if (chosen && !Array.isArray(chosen)) return chosen;
      const final = chosen && chosen.length > 0 ? planCost(state, { ...req, costObjects: chosen }) : plan;
      if (chosen && !('code' in final)) {
        // 608.2h: what was sacrificed, as it last existed ("When you do, … equal to that creature's power", 603.12).
        const sacrificed = sacrificedLki(state, final);
        payCost(state, p, ctx.source, final, run);
        if (sacrificed.length) ctx.sacrificedThisWay = [...(ctx.sacrificedThisWay ?? []), ...sacrificed];
        log(state, 'pay', `${state.players[p]!.name} pays for ${ctx.sourceName} (${e.text})`, ['118.12']);
        paid = true;
      }
    }
  }
  task.effects.splice(task.index + 1, 0, ...(paid ? e.paid : e.unpaid));
  return 'done';
}

/**
 * The mana the player may pay: the cost's own, or for "pays {1} for each [thing]" that mana once per thing (none for
 * no thing: a cost of {0}, 118.5), counted as the effect is followed (608.2h).
 */
function costMana(state: GameState, task: EffectsTask, e: EffectOf<'payOrNot'>): string | null {
  if (!e.times) return e.cost.mana ?? null;
  return (e.cost.mana ?? '').repeat(Math.max(0, resolveAmount(state, task.ctx, e.times))) || '{0}';
}
