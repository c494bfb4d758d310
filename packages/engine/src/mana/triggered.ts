/**
 * 106.12a: a permanent is "tapped for mana" when a mana ability with {T} in its cost is activated; the mana it
 * produced is what "that land produced" means. Abilities that trigger on it ("Whenever enchanted land is tapped for
 * mana, its controller adds {G}") are triggered mana abilities when they have no target and could add mana (605.1b):
 * they don't use the stack but resolve immediately after the mana ability that triggered them (605.4a). Other such
 * triggers ("Whenever a player taps a land for mana, ~ deals 1 damage to that player") wait for priority as usual.
 */
import type { GameState, ObjectId, PendingTrigger, PlayerId } from '../state/types.js';
import { effectsTask, type Task } from '../state/tasks.js';
import { detectTriggers } from '../triggers/detect.js';
import { priorityTurnIndex } from '../stack/timing.js';
import type { ManaType } from '../cards/mana-symbols.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;

/** Runs an effects task to completion, or returns a decision it asks for. Supplied by effects/execute.ts (no import cycle). */
export type TaskRunner = (state: GameState, task: EffectsTask) => unknown;

/**
 * `player` tapped `object` for mana that produced `produced`. Triggered mana abilities resolve now: when `canWait`
 * (the mana ability was activated on its own, inside a task that may stop for a decision), as tasks run next;
 * otherwise (mana abilities activated while paying a cost, 601.2g) synchronously, which the compiler allows only for
 * triggered mana abilities that ask for no decision.
 */
export function tappedForMana(
  state: GameState,
  object: ObjectId,
  player: PlayerId,
  produced: readonly ManaType[],
  run: TaskRunner | null,
): void {
  const before = state.pendingTriggers.length;
  detectTriggers(state, { kind: 'tappedForMana', object, player, produced });
  const now = state.pendingTriggers.slice(before).filter((t) => t.manaAbility);
  if (now.length === 0) return;
  state.pendingTriggers = state.pendingTriggers.filter((t) => !now.includes(t));
  // Tasks run last-in first-out: push the later triggers first so they resolve in the order they triggered.
  const tasks = now.map((t) => manaTriggerTask(state, t));
  if (!run) {
    for (const task of tasks.reverse()) state.tasks.push(task);
    return;
  }
  for (const task of tasks) {
    state.tasks.push(task);
    const q = run(state, task);
    if (q)
      throw new Error(
        `internal: triggered mana ability of ${task.ctx.sourceName} asked for a decision while a cost was paid`,
      );
    if (state.tasks[state.tasks.length - 1] === task) state.tasks.pop();
  }
}

function manaTriggerTask(state: GameState, t: PendingTrigger): EffectsTask {
  return effectsTask(
    {
      controller: t.controller,
      source: state.objects[t.source] ? t.source : null,
      sourceName: t.sourceName,
      targets: [],
      x: 0,
      triggerObject: t.triggerObject,
      triggerPlayer: t.triggerPlayer,
      turnIndex: priorityTurnIndex(state, t.controller),
      created: [],
      ...(t.triggerMana ? { triggerMana: t.triggerMana } : {}),
    },
    t.effects,
  );
}
