/**
 * The `createTokenCopy` effect: 707.2 / 111.10: the token's characteristics are the copiable values of the original.
 * 707.9b: exceptions ("except it's a white Zombie with no mana cost") become part of the token's copiable values: the
 * token copies a definition made from the original's with the exceptions applied, registered once under a key made
 * from the original's, so a copy of the token copies the exceptions too.
 */
import { perform } from '../perform.js';
import { madeObjects } from '../../events/outcome.js';
import { copiableKey, exceptedKey } from '../../objects/copy.js';
import type { ObjectRef } from '../../cards/ability-tree.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function createTokenCopyEffect(state: GameState, task: EffectsTask, e: EffectOf<'createTokenCopy'>): Step {
  const ctx = task.ctx;
  // 707.2 / 111.10: the token's characteristics are the copiable values of the original.
  const n = resolveAmount(state, ctx, e.count);
  const batch = state.log.length; // 603.2c: the tokens one instruction creates are created together
  for (const key of copiedKeys(state, task, e.of)) {
    const copied = e.except ? exceptedKey(state, key, e.except) : key;
    for (let i = 0; i < n; i++) {
      const r = perform(
        state,
        { kind: 'createToken', defKey: copied, controller: ctx.controller, tapped: false, batch },
        e.except ? ['707.2', '707.9b', '111.10'] : ['707.2', '111.10'],
      );
      ctx.created.push(...madeObjects(r)); // 614.1a: twice that many tokens
    }
  }
  return 'done';
}

/**
 * The definition keys to copy. "A copy of this card" after the card was exiled as a cost (702.128a embalm, 702.129a
 * eternalize): the card is a new object in exile (400.7), so its copiable values are read from its last known
 * information (608.2h) — the printed card, which no effect changed in the graveyard.
 */
export function copiedKeys(state: GameState, task: EffectsTask, of: ObjectRef): string[] {
  const ids: ObjectId[] = resolveObjects(state, task.ctx, of);
  const src = task.ctx.source;
  if (ids.length === 0 && of.kind === 'self' && src !== null) {
    const last = state.lki[src];
    return last ? [last.defKey] : [];
  }
  return ids.map((id) => copiableKey(state, id)).filter((k): k is string => k !== null);
}
