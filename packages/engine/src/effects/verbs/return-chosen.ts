/** The `returnChosen` effect: "Return a [permanent] you control to its owner's hand": chosen as the effect resolves (not targeted, 115.1). */
import { perform } from '../perform.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function returnChosenEffect(state: GameState, task: EffectsTask, e: EffectOf<'returnChosen'>): Step {
  const ctx = task.ctx;
  // "Return a [permanent] you control to its owner's hand": chosen as the effect resolves (not targeted, 115.1).
  const [p] = resolvePlayers(state, ctx, e.who);
  if (p === undefined) return 'done';
  const options = state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === p && matchesObjectFilter(state, e.filter, id, c, p, ctx.source, chars);
  });
  let chosen = options;
  if (options.length > e.count) {
    const a = task.answer;
    if (!a || a.kind !== 'chooseObjects')
      return {
        kind: 'chooseObjects',
        player: p,
        prompt: `${ctx.sourceName}: return ${e.count} permanent(s) to their owner's hand`,
        options,
        min: e.count,
        max: e.count,
        purpose: 'other',
      };
    task.answer = null;
    chosen = [...a.objects];
  }
  for (const id of chosen) perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce' }, ['400.7']);
  return 'done';
}
