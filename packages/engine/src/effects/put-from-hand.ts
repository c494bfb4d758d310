/**
 * "You may put a creature card from your hand onto the battlefield [tapped]." The player chooses, as the effect
 * resolves, up to `count` cards matching the filter from their own hand and puts them onto the battlefield under
 * their control (a land put this way is not played, 305.4). The cards put are "that creature" afterwards.
 */
import type { Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from './perform.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { resolvePlayers } from './refs.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type PutFromHand = Extract<Effect, { kind: 'putFromHand' }>;

export function putFromHand(state: GameState, task: EffectsTask, e: PutFromHand): 'done' | PendingDecision {
  const ctx = task.ctx;
  const [p] = resolvePlayers(state, ctx, e.who);
  if (p === undefined) return 'done';
  const filter = e.filter.kind === 'object' ? { ...e.filter, zone: 'hand' as const } : e.filter;
  const options = state.players[p]!.hand.filter((id) =>
    matchesObjectFilter(state, filter, id, chars(state, id), p, ctx.source, chars),
  );
  if (options.length === 0) return 'done';
  const a = task.answer;
  if (!a || a.kind !== 'chooseObjects') {
    return {
      kind: 'chooseObjects',
      player: p,
      prompt: `${ctx.sourceName}: you may put up to ${e.count} card(s) from your hand onto the battlefield`,
      options,
      min: 0,
      max: Math.min(e.count, options.length),
      purpose: 'take',
    };
  }
  task.answer = null;
  for (const id of a.objects) {
    const r = perform(
      state,
      { kind: 'move', object: id, to: 'battlefield', cause: 'effect', controller: p, tapped: e.tapped ?? false },
      ['305.4'],
    );
    if (r.id !== null) ctx.created.push(r.id);
  }
  return 'done';
}
