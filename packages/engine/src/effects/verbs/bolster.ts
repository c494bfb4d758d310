/**
 * The `bolster` effect. 701.39a: "Bolster N" means "Choose a creature with the least toughness among creatures you
 * control and put N +1/+1 counters on it."
 * The creature is chosen as the effect resolves (it isn't targeted); among tied creatures its controller chooses.
 */
import { chars } from '../../objects/characteristics.js';
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { perform } from '../perform.js';
import { resolveAmount } from '../refs.js';
import { chooseOneObject, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function bolsterEffect(state: GameState, task: EffectsTask, e: EffectOf<'bolster'>): Step {
  const ctx = task.ctx;
  const who = ctx.controller;
  const mine = state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === who && c.types.includes('Creature');
  });
  if (mine.length === 0) return 'done';
  const least = Math.min(...mine.map((id) => chars(state, id).toughness ?? 0));
  const options = mine.filter((id) => (chars(state, id).toughness ?? 0) === least);
  const chosen = chooseOneObject(
    task,
    who,
    'Bolster: choose a creature with the least toughness among creatures you control',
    options,
  );
  if (typeof chosen !== 'number') return chosen;
  const n = resolveAmount(state, ctx, e.amount);
  log(state, 'effect', `${playerName(state, who)} bolsters ${n}: ${objName(state, chosen)}`, ['701.39a']);
  perform(state, { kind: 'counters', object: chosen, counter: '+1/+1', delta: n, by: who }, ['701.39a']);
  return 'done';
}
