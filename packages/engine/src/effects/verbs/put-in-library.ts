/** The `putInLibrary` effect: 401.3 / 400.7: the objects move to the top or bottom of their owners' libraries; 401.4: each owner orders theirs. */
import type { GameState } from '../../state/types.js';
import { putInLibrary } from '../library-order.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function putInLibraryEffect(state: GameState, task: EffectsTask, e: EffectOf<'putInLibrary'>): Step {
  // 401.3 / 400.7: the objects move to the top or bottom of their owners' libraries; 401.4: each owner orders theirs.
  return putInLibrary(state, task, e);
}
