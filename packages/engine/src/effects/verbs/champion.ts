/**
 * The `champion` effect. 702.72a: "Champion an [object]" means "When this permanent enters, sacrifice it unless you
 * exile another [object] you control" and "When this permanent leaves the battlefield, return the exiled card to the
 * battlefield under its owner's control." 702.72b: the two are linked (607.2a): the second returns only the card the
 * first exiled (effects/linked.ts). If the permanent has already left the battlefield, its controller may still exile
 * a card (nothing will return it) and there is nothing to sacrifice.
 */
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { linkExiled } from '../linked.js';
import { perform } from '../perform.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function championEffect(state: GameState, task: EffectsTask, e: EffectOf<'champion'>): Step {
  const { controller: who, source } = task.ctx;
  // "another [object] you control": never the champion itself.
  const options = state.battlefield.filter((id) => {
    const c = chars(state, id);
    return id !== source && c.controller === who && matchesObjectFilter(state, e.filter, id, c, who, source, chars);
  });
  let chosen: number | undefined;
  if (options.length > 0) {
    const a = takeAnswer(task, 'chooseObjects');
    if (!a)
      return {
        kind: 'chooseObjects',
        player: who,
        prompt: `Champion: exile another ${e.text} you control, or sacrifice ${source === null ? 'it' : objName(state, source)}`,
        options,
        min: 0,
        max: 1,
        purpose: 'other',
      };
    chosen = a.objects[0];
  }
  if (chosen !== undefined) {
    log(state, 'effect', `${playerName(state, who)} champions ${objName(state, chosen)}`, ['702.72a']);
    const r = perform(state, { kind: 'move', object: chosen, to: 'exile', cause: 'effect' }, ['702.72a']);
    linkExiled(state, source, who, r.id); // 702.72b, 607.2a
    return 'done';
  }
  // 702.72a / 701.21a: "sacrifice it" — only while it is still on the battlefield under its controller's control.
  if (source !== null && state.objects[source]?.zone === 'battlefield' && chars(state, source).controller === who)
    perform(state, { kind: 'move', object: source, to: 'graveyard', cause: 'sacrifice' }, ['702.72a', '701.21a']);
  return 'done';
}
