import { perform } from '../perform.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import type { Filter } from '../../cards/ability-tree.js';
import type { PendingDecision } from '../../decisions/types.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { type EffectOf, type EffectsTask, type Step, takeAnswer } from '../verb.js';

export function sacrifice(state: GameState, task: EffectsTask, e: EffectOf<'sacrifice'>): Step {
  const players = resolvePlayers(state, task.ctx, e.who);
  const n = resolveAmount(state, task.ctx, e.count);
  while (task.step < players.length) {
    const p = players[task.step]!;
    const mine = (f: Filter) => (id: ObjectId) => {
      const c = chars(state, id);
      return c.controller === p && matchesObjectFilter(state, f, id, c, p, task.ctx.source, chars);
    };
    const options = state.battlefield.filter(e.each ? (id) => e.each!.some((f) => mine(f)(id)) : mine(e.filter));
    let chosen: ObjectId[];
    if (e.each) {
      const each = sacrificeOneOfEach(task, p, options, e.each, mine);
      if (!Array.isArray(each)) return each;
      chosen = each;
    } else if (options.length <= n) chosen = options;
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

/**
 * "Sacrifice an artifact, a creature, and a land": one permanent for each filter, all different; as many as can be
 * (a permanent of two of the types counts as one of them). The player chooses a set that can be matched that way.
 */
function sacrificeOneOfEach(
  task: EffectsTask,
  p: PlayerId,
  options: readonly ObjectId[],
  filters: readonly Filter[],
  mine: (f: Filter) => (id: ObjectId) => boolean,
): ObjectId[] | PendingDecision {
  const fits = (ids: readonly ObjectId[], fs: readonly Filter[]): number => {
    // The most of `ids` matched to different filters of `fs` (small: a few filters, backtracking).
    if (fs.length === 0 || ids.length === 0) return 0;
    const [f, ...rest] = fs;
    let best = fits(ids, rest); // no permanent for this filter
    for (const id of ids)
      if (mine(f!)(id))
        best = Math.max(
          best,
          1 +
            fits(
              ids.filter((x) => x !== id),
              rest,
            ),
        );
    return best;
  };
  const most = fits(options, filters);
  if (options.length === most) return [...options];
  const a = takeAnswer(task, 'chooseObjects');
  if (a && a.objects.length === most && fits(a.objects, filters) === most) return [...a.objects];
  return {
    kind: 'chooseObjects',
    player: p,
    prompt: `Sacrifice ${most} permanent(s), one for each of: ${filters.length} kinds`,
    options: [...options],
    min: most,
    max: most,
    purpose: 'sacrifice',
  };
}
