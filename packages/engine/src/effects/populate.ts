/**
 * Populate (701.30 in the 2015 CR): "create a token that's a copy of a creature token you control". The
 * controller chooses the token as the effect resolves (608.2d); with no creature token nothing happens.
 */
import type { PendingDecision } from '../decisions/types.js';
import { perform } from './perform.js';
import { madeObjects } from '../events/outcome.js';
import { chars } from '../objects/characteristics.js';
import { copiableKey } from '../objects/copy.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;

export function populate(state: GameState, task: EffectsTask): 'done' | PendingDecision {
  const ctx = task.ctx;
  const tokens = state.battlefield.filter((id) => {
    const o = state.objects[id]!;
    const c = chars(state, id);
    return o.kind === 'token' && c.controller === ctx.controller && c.types.includes('Creature');
  });
  if (tokens.length === 0) return 'done';
  let chosen = tokens[0]!;
  if (tokens.length > 1) {
    const a = task.answer;
    task.answer = null;
    const pick =
      a && a.kind === 'chooseObjects' && a.objects.length === 1 && tokens.includes(a.objects[0]!)
        ? a.objects[0]!
        : null;
    if (pick === null) {
      return {
        kind: 'chooseObjects',
        player: ctx.controller,
        prompt: `${ctx.sourceName}: populate — choose a creature token you control to copy`,
        options: tokens,
        min: 1,
        max: 1,
        purpose: 'other',
      };
    }
    chosen = pick;
  }
  const key = copiableKey(state, chosen);
  if (key === null) return 'done';
  const r = perform(
    state,
    { kind: 'createToken', defKey: key, controller: ctx.controller, tapped: false, batch: state.log.length },
    ['701.30a', '707.2'],
  );
  ctx.created.push(...madeObjects(r)); // 614.1a: twice that many tokens
  return 'done';
}
