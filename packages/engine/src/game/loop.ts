/** The engine's main loop: run tasks and turn structure until a decision is needed or the game ends. */
import type { GameState } from '../state/types.js';
import { advance } from '../turn/flow.js';
import { VARIANT_HOOKS } from './variant-hooks.js';
import { runTopTask } from './tasks.js';
import { departedRedirect } from '../players/leave.js';
import { mandatoryLoop } from '../multiplayer/loops.js';

/** Progress steps without any decision after which the game is in a loop of mandatory actions (104.4b / 801.16). */
export const LOOP_STEPS = 200_000;

export function run(state: GameState): void {
  let guard = 0;
  while (state.pending === null && state.result === null) {
    if (++guard > LOOP_STEPS) {
      mandatoryLoop(state, VARIANT_HOOKS);
      guard = 0;
      continue;
    }
    if (state.tasks.length > 0) {
      const task = state.tasks[state.tasks.length - 1]!;
      const d = runTopTask(state);
      if (d && state.players[d.player]?.left && 'answer' in task && state.tasks[state.tasks.length - 1] === task) {
        // 800.4f–h: a decision that would fall to a player who has left the game.
        const r = departedRedirect(state, task, d);
        if ('answer' in r) (task as { answer: unknown }).answer = r.answer;
        else if ('decision' in r) state.pending = r.decision;
        continue;
      }
      if (d) state.pending = d;
      continue;
    }
    advance(state, VARIANT_HOOKS);
  }
}
