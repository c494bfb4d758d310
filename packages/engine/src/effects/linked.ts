/**
 * 607.2a linked abilities: "When ~ enters, exile target creature an opponent controls." / "When ~ leaves the
 * battlefield, return the exiled card to the battlefield under its owner's control." The second ability refers
 * only to cards the first one exiled, and only while they stay in exile (400.7). If the exiling ability resolves
 * after ~ has left the battlefield, the card is still exiled, and nothing will return it (unlike 610.3's "until ~
 * leaves the battlefield", effects/exile-until.ts).
 *
 * The link is a marker continuous effect on the exiled card whose source is the object whose ability exiled it
 * (its id as it was when the ability resolved). A leaves-the-battlefield ability has that same id as its source
 * (the object as it last existed, 603.10a), so it finds the cards. The marker affects nothing else and disappears
 * when the card leaves exile (objects/continuous-effects.ts pruneEffects: its only affected object no longer exists).
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';

/** Records that `card` (now in exile) was exiled by the linked ability of `source`. */
export function linkExiled(
  state: GameState,
  source: ObjectId | null,
  controller: PlayerId,
  card: ObjectId | null,
): void {
  if (source === null || card === null || state.objects[card]?.zone !== 'exile') return;
  addContinuousEffect(state, {
    controller,
    source,
    duration: 'permanent',
    affected: [card],
    modification: { kind: 'exiledWith' },
  });
}

/** The cards still in exile that `source`'s linked ability exiled, in the order they were exiled. */
export function exiledWith(state: GameState, source: ObjectId | null): ObjectId[] {
  if (source === null) return [];
  const out: ObjectId[] = [];
  for (const e of state.effects) {
    if (e.modification.kind !== 'exiledWith' || e.source !== source) continue;
    for (const id of e.affected) if (state.objects[id]?.zone === 'exile' && !out.includes(id)) out.push(id);
  }
  return out;
}
