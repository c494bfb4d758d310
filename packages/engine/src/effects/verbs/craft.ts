/**
 * The `craft` effect (702.167a): "Return this card to the battlefield transformed under its owner's control" — the
 * card the craft ability's cost exiled ("Exile this artifact"), if it is still in exile (400.7: a card that has left
 * exile is a new object). 712.14: a card that isn't a transforming double-faced card stays in exile.
 */
import { perform } from '../perform.js';
import { log } from '../../log/write.js';
import { canTransform } from '../../objects/faces.js';
import { objName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function craftEffect(state: GameState, task: EffectsTask, _e: EffectOf<'craft'>): Step {
  const id = task.ctx.exiledSelf;
  const o = id === undefined ? undefined : state.objects[id];
  if (id === undefined || !o || o.zone !== 'exile') return 'done';
  if (!canTransform(state.cards[o.defKey])) {
    log(state, 'move-refused', `${objName(state, id)} isn't a transforming double-faced card: it stays in exile`, [
      '712.14',
    ]);
    return 'done';
  }
  const r = perform(
    state,
    { kind: 'move', object: id, to: 'battlefield', cause: 'effect', controller: o.owner, transformed: true },
    ['702.167a', '712.14'],
  );
  if (r.id !== null) task.ctx.created.push(r.id);
  return 'done';
}
