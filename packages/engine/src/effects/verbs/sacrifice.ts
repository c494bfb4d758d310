import { perform } from '../perform.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { type EffectOf, type EffectsTask, type Step, takeAnswer } from '../verb.js';

export function sacrifice(state: GameState, task: EffectsTask, e: EffectOf<'sacrifice'>): Step {
  const players = resolvePlayers(state, task.ctx, e.who);
  const n = resolveAmount(state, task.ctx, e.count);
  while (task.step < players.length) {
    const p = players[task.step]!;
    const options = state.battlefield.filter((id) => {
      const c = chars(state, id);
      return c.controller === p && matchesObjectFilter(state, e.filter, id, c, p, task.ctx.source, chars);
    });
    let chosen: ObjectId[];
    if (options.length <= n) chosen = options;
    else {
      const ans = takeAnswer(task, 'chooseObjects');
      if (!ans)
        return {
          kind: 'chooseObjects',
          player: p,
          prompt: `Sacrifice ${n} permanent(s)`,
          options,
          min: n,
          max: n,
          purpose: 'sacrifice',
        };
      chosen = [...ans.objects];
    }
    // 608.2h: what was sacrificed, as it last existed, for a later "that creature's toughness" of the same resolution.
    task.ctx.sacrificedThisWay = [
      ...(task.ctx.sacrificedThisWay ?? []),
      ...chosen.map((id) => {
        const c = chars(state, id);
        return { power: c.power, toughness: c.toughness, manaValue: 0 };
      }),
    ];
    for (const id of chosen)
      perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice' }, ['701.21a']);
    task.step++;
  }
  return 'done';
}
