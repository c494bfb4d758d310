/**
 * The `payAnyMana` effect: "Starting with you, each player may pay any amount of mana." (Alliance of Arms, Minds
 * Aglow). 101.4 / 101.4b: starting with the controller and proceeding in turn order, each player chooses how much mana
 * to pay, knowing what the players before them paid, and pays it; 118.3: no more than they can pay. The total paid is
 * "the total amount of mana paid this way" for the rest of the resolution (EffectContext.thisWay).
 */
import { log } from '../../log/write.js';
import { type CostPlan, type CostRequest, type EffectsRunner, payCost, planCost } from '../../stack/costs.js';
import { playerName } from '../../state/access.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { voters } from '../voting.js';
import { type EffectOf, type EffectsTask, type Step, takeAnswer } from '../verb.js';

/** More than any player can pay in a real game; the question offers 0 up to what the player can pay. */
const MOST = 60;

export function payAnyManaEffect(
  state: GameState,
  task: EffectsTask,
  _e: EffectOf<'payAnyMana'>,
  run: EffectsRunner,
): Step {
  const ctx = task.ctx;
  const order = voters(state, ctx.controller);
  if (task.step === 0 && task.memo.length === 0) ctx.thisWay = 0;
  while (task.step < order.length) {
    const p = order[task.step]!;
    const plans = payable(state, task, p);
    const a = takeAnswer(task, 'chooseOption');
    const n = a && a.chosen.length === 1 ? a.chosen[0]! : -1;
    if (!(n >= 0 && n < plans.length))
      return {
        kind: 'chooseOption',
        player: p,
        min: 1,
        max: 1,
        options: plans.map((_, k) => String(k)),
        prompt: `${ctx.sourceName}: pay any amount of mana (paid so far: ${ctx.thisWay ?? 0})`,
      };
    const plan = plans[n];
    if (plan) payCost(state, p, ctx.source, plan, run);
    ctx.thisWay = (ctx.thisWay ?? 0) + n;
    task.memo.push(n);
    log(state, 'pay', `${playerName(state, p)} pays ${n} mana (${ctx.sourceName})`, ['101.4', '118.3']);
    task.step++;
  }
  log(state, 'pay', `${ctx.sourceName}: ${ctx.thisWay ?? 0} mana paid in all`, ['101.4']);
  return 'done';
}

/** The ways player `p` can pay 0, 1, 2 … mana (index = amount; null for 0): as many as they can pay (118.3). */
function payable(state: GameState, task: EffectsTask, p: PlayerId): (CostPlan | null)[] {
  const out: (CostPlan | null)[] = [null];
  for (let n = 1; n <= MOST; n++) {
    const req: CostRequest = {
      player: p,
      source: task.ctx.source,
      mana: `{${n}}`,
      x: task.ctx.x,
      parts: [],
      payment: { kind: 'auto' },
      costObjects: undefined,
    };
    const plan = planCost(state, req);
    if ('code' in plan) break;
    out.push(plan);
  }
  return out;
}
