/** The `shuffleIntoLibrary` effect: 707.10a: a copy of a spell isn't a card; it ceases to exist as it leaves the stack (at the end of resolution). */
import { perform } from '../perform.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { movingCommanders } from '../commander-choice.js';
import { resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import type { VariantHooks } from '../../turn/variant-hooks.js';

export function shuffleIntoLibraryEffect(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'shuffleIntoLibrary'>,
  hooks: VariantHooks,
): Step {
  const ctx = task.ctx;
  const batch = state.log.length; // 603.2c: the cards one instruction shuffles in move together
  const shuffleIn = (id: ObjectId, ownerChoice?: { ownerChoice: boolean }): void => {
    const o = state.objects[id];
    // 707.10a: a copy of a spell isn't a card; it ceases to exist as it leaves the stack (at the end of resolution).
    if (!o || o.stack?.isCopy || o.kind === 'ability' || o.zone === 'library') return;
    perform(state, { kind: 'move', object: id, to: 'library', cause: 'effect', batch, ...ownerChoice }, ['401.3']);
    perform(state, { kind: 'shuffle', player: o.owner }, ['701.19a']);
  };
  if (state.commander)
    return movingCommanders(state, task, hooks, () => resolveObjects(state, ctx, e.what), 'library', shuffleIn);
  // 701.19a: the cards go in, then each library that received one is shuffled once.
  const owners: PlayerId[] = [];
  for (const id of resolveObjects(state, ctx, e.what)) {
    const o = state.objects[id];
    if (!o || o.stack?.isCopy || o.kind === 'ability' || o.zone === 'library') continue;
    perform(state, { kind: 'move', object: id, to: 'library', cause: 'effect', batch }, ['401.3']);
    if (!owners.includes(o.owner)) owners.push(o.owner);
  }
  for (const p of owners) perform(state, { kind: 'shuffle', player: p }, ['701.19a']);
  return 'done';
}
