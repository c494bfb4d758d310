/**
 * 610.3: the one-shot effect that returns the cards a permanent exiled "until ~ leaves the battlefield" (the links
 * effects/exile-until.ts makes), at once, as it leaves. The event pipeline calls it as the permanent leaves
 * (`EventRules.leftBattlefield`) and hands it the pipeline's `perform`.
 */
import type { Perform } from '../events/outcome.js';
import { endEffects } from '../objects/continuous-effects.js';
import type { GameState, ObjectId } from '../state/types.js';

/** Called as a permanent leaves the battlefield: cards it exiled "until ~ leaves the battlefield" return (610.3). */
export function returnExiledUntilLeaves(state: GameState, left: ObjectId, perform: Perform): void {
  const links = state.effects.filter((x) => x.modification.kind === 'exiledUntilLeaves' && x.source === left);
  if (links.length === 0) return;
  endEffects(state, (x) => links.includes(x));
  for (const l of links) {
    for (const id of l.affected) {
      const o = state.objects[id];
      if (o && o.zone === 'exile')
        perform(state, { kind: 'move', object: id, to: 'battlefield', cause: 'effect', controller: o.owner }, [
          '610.3',
        ]);
    }
  }
}
