/** The `optional` effect. */
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function optionalEffect(state: GameState, task: EffectsTask, e: EffectOf<'optional'>): Step {
  const ctx = task.ctx;
  const [who] = resolvePlayers(state, ctx, e.who);
  if (who === undefined) return 'done';
  const ans = takeAnswer(task, 'yesNo');
  if (!ans) return { kind: 'yesNo', player: who, prompt: `${ctx.sourceName}: ${e.text}?` };
  if (ans.yes) task.effects.splice(task.index + 1, 0, ...e.effects);
  else if (e.otherwise) task.effects.splice(task.index + 1, 0, ...e.otherwise);
  return 'done';
}
