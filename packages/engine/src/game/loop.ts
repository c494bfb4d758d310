/** The engine's main loop: run tasks and turn structure until a decision is needed or the game ends. */
import type { GameState } from '../state/types.js';
import { advance } from '../turn/flow.js';
import { runTopTask } from './tasks.js';

const MAX_STEPS = 1_000_000;

export function run(state: GameState): void {
  let guard = 0;
  while (state.pending === null && state.result === null) {
    if (++guard > MAX_STEPS) throw new Error('internal: engine made no progress (loop guard)');
    if (state.tasks.length > 0) {
      const d = runTopTask(state);
      if (d) state.pending = d;
      continue;
    }
    advance(state);
  }
}
