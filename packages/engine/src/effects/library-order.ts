/**
 * 401.3 / 401.4: putting objects on the top or bottom of libraries. 401.4: when an effect puts two or more cards
 * on the top or bottom of a library at the same time, their owner orders them — a decision of that player
 * (`orderObjects`, first = topmost), never an engine choice. Owners order in APNAP order (101.4); then every object
 * moves, as one event (603.10a look-back for those leaving the battlefield together).
 *
 * Resumable: task.memo holds the objects in their final order, task.step counts the owners who have ordered theirs.
 */
import type { Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform, simultaneously } from './perform.js';
import type { Perform } from '../events/outcome.js';
import { apnapOrder, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { resolveObjects } from './refs.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type PutInLibrary = Extract<Effect, { kind: 'putInLibrary' }>;

export function putInLibrary(state: GameState, task: EffectsTask, e: PutInLibrary): 'done' | PendingDecision {
  if (task.step === 0 && task.memo.length === 0) {
    task.memo = resolveObjects(state, task.ctx, e.what);
    if (task.memo.length === 0) return 'done';
  }
  const live = (): ObjectId[] => task.memo.filter((id) => state.objects[id] !== undefined);
  const groups = ownerGroups(state, live(), task.ctx.turnIndex);
  while (task.step < groups.length) {
    const { owner, ids } = groups[task.step]!;
    if (ids.length > 1) {
      const a = task.answer;
      task.answer = null;
      const valid =
        a?.kind === 'orderObjects' && a.objects.length === ids.length && ids.every((id) => a.objects.includes(id));
      if (!valid) {
        return {
          kind: 'orderObjects',
          player: owner,
          prompt: `Order the cards to put on the ${e.position} of ${playerName(state, owner)}'s library (first = topmost)`,
          objects: ids,
        };
      }
      // Rewrite this owner's slots of memo in the chosen order.
      const chosen = [...a.objects];
      task.memo = task.memo.map((id) => (ids.includes(id) ? chosen.shift()! : id));
    }
    task.step++;
  }
  const order = live();
  // Bottom: the topmost goes first; top: the bottommost goes first, so that the first named ends on top.
  const moves = e.position === 'top' ? [...order].reverse() : order;
  const rules = groups.some((g) => g.ids.length > 1) ? ['401.3', '401.4'] : ['401.3'];
  const move = (perform: Perform): void => {
    for (const id of moves)
      if (state.objects[id])
        perform(state, { kind: 'move', object: id, to: 'library', cause: 'effect', position: e.position }, rules);
  };
  if (moves.length > 1) simultaneously(state, move);
  else move(perform);
  return 'done';
}

/** The objects grouped by owner, owners in APNAP order, each group in the given order. */
function ownerGroups(
  state: GameState,
  ids: readonly ObjectId[],
  turnIndex: number,
): { owner: PlayerId; ids: ObjectId[] }[] {
  const owners = apnapOrder(state, turnIndex);
  const all = [...owners, ...state.players.map((p) => p.id).filter((p) => !owners.includes(p))];
  return all
    .map((owner) => ({ owner, ids: ids.filter((id) => state.objects[id]!.owner === owner) }))
    .filter((g) => g.ids.length > 0);
}
