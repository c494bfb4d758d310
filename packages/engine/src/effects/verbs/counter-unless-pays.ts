/** The `counterUnlessPays` effect. */
import { log } from '../../log/write.js';
import { type EffectsRunner, payCost, planCost } from '../../stack/costs.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';
import { counterObject } from './counter.js';

export function counterUnlessPaysEffect(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'counterUnlessPays'>,
  run: EffectsRunner,
): Step {
  const ctx = task.ctx;
  const [target] = resolveObjects(state, ctx, e.what);
  if (target === undefined || state.objects[target]!.zone !== 'stack') return 'done';
  const payer = state.objects[target]!.controller;
  const req = {
    player: payer,
    source: null,
    mana: e.cost.mana ?? null,
    x: 0,
    parts: e.cost.parts,
    payment: { kind: 'auto' as const },
    costObjects: undefined,
  };
  const plan = planCost(state, req);
  if (!('code' in plan)) {
    const ans = takeAnswer(task, 'yesNo');
    if (!ans)
      return {
        kind: 'yesNo',
        player: payer,
        prompt: `Pay ${e.cost.mana ?? 'the cost'} so ${objName(state, target)} isn't countered?`,
      };
    if (ans.yes) {
      payCost(state, payer, null, plan, run);
      log(state, 'pay', `${playerName(state, payer)} pays ${e.cost.mana ?? 'the cost'}`, ['118.12']);
      return 'done';
    }
  }
  counterObject(state, target);
  return 'done';
}
