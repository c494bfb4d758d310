/**
 * What every effect verb (verbs/*.ts) shares: the resolving effects task (608.2c–d), the step result (done,
 * or a decision the resolution stops at), the answer a decision came back with, and "the top N cards of a
 * library" (401.2, 406.3, 701.13, 701.40a).
 */
import type { Effect } from '../cards/ability-tree.js';
import type { Choice, PendingDecision } from '../decisions/types.js';
import { effectsTask, type EffectsTask } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { VariantHooks } from '../turn/variant-hooks.js';

export type { EffectsTask } from '../state/tasks.js';
/**
 * An effect finished ('done') or stopped at a decision; it is re-entered with the answer in `task.answer`. 'yield': it
 * queued a task that runs first (a replaced draw's "instead", 614.6); it is re-entered after it, its progress kept in
 * task.step / task.memo.
 */
export type Step = 'done' | 'yield' | PendingDecision;
export type EffectOf<K extends Effect['kind']> = Extract<Effect, { kind: K }>;
/** One verb's resolver. */
/** A verb's resolver; the variant hooks reach the few verbs a variant defines (planeswalk, abandon, leaving the game). */
export type Verb<K extends Effect['kind']> = (
  state: GameState,
  task: EffectsTask,
  e: EffectOf<K>,
  hooks: VariantHooks,
) => Step;

/** The answer to the decision this effect stopped at, if it is of `kind` (consumed once taken). */
export function takeAnswer<K extends Choice['kind']>(task: EffectsTask, kind: K): Extract<Choice, { kind: K }> | null {
  const a = task.answer;
  if (!a || a.kind !== kind) return null;
  task.answer = null;
  return a as Extract<Choice, { kind: K }>;
}

/**
 * One object of `options` (at least one), chosen by `player` when there is more than one: the chosen object, or
 * the decision to ask for it (the answer comes back on the task).
 */
export function chooseOneObject(
  task: EffectsTask,
  player: PlayerId,
  prompt: string,
  options: readonly ObjectId[],
): ObjectId | PendingDecision {
  if (options.length === 1) return options[0]!;
  const a = takeAnswer(task, 'chooseObjects');
  if (a) return a.objects[0]!;
  return { kind: 'chooseObjects', player, prompt, options: [...options], min: 1, max: 1, purpose: 'other' };
}

/**
 * "The top N cards of `player`'s library", one at a time: `act` gets the current top card each time (the
 * previous one has moved), and the loop stops early when the library is empty.
 */
export function eachTopCard(state: GameState, player: PlayerId, n: number, act: (top: ObjectId) => void): void {
  for (let i = 0; i < n; i++) {
    const top = state.players[player]!.library[0];
    if (top === undefined) return;
    act(top);
  }
}

/**
 * 608.2c: each player follows the same instructions as their own ("you" being that player), each as a task of its
 * own, in the order given (the last pushed runs first).
 */
export function followAsEach(
  state: GameState,
  ctx: EffectsTask['ctx'],
  players: readonly PlayerId[],
  effects: readonly Effect[],
): void {
  for (const p of [...players].reverse())
    state.tasks.push(effectsTask({ ...ctx, controller: p, created: [] }, effects));
}

/**
 * 616.1: the order in which the affected player applies several replacement effects to an event (`choice`, from
 * events/*: who chooses, each effect's key and text), or the decision to ask for it; null when there's nothing to order.
 */
export function replacementOrder(
  task: EffectsTask,
  choice: { readonly player: PlayerId; readonly keys: readonly string[]; readonly texts: readonly string[] } | null,
  what: string,
): string[] | null | PendingDecision {
  if (!choice) return null;
  const ans = takeAnswer(task, 'orderReplacements');
  if (ans) return ans.order.map((i) => choice.keys[i]!);
  return {
    kind: 'orderReplacements',
    player: choice.player,
    prompt: `Choose the order in which these effects apply to ${what} (first applies first)`,
    effects: [...choice.texts],
  };
}
