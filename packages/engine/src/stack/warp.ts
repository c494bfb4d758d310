/**
 * 702.185 warp. "Warp [cost]" means "You may cast this card from your hand by paying [cost] rather than its mana cost"
 * and "If this spell's warp cost was paid, exile the permanent this spell becomes at the beginning of the next end
 * step. Its owner may cast this card from exile on a later turn for as long as it remains exiled." (702.185a). The
 * alternative cost is one of the keyword costs of stack/cast.ts; this module makes the delayed trigger (603.7) as the
 * warped permanent enters, and says why a warped card in exile can't be cast yet.
 */
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { priorityTurnIndex } from './timing.js';
import type { EngineError } from '../decisions/types.js';
import type { GameState, ObjectId, PlayerId, PlayPermission } from '../state/types.js';

/** 702.185a: the permanent a warped spell became is exiled at the beginning of the next end step (603.7). */
export function warpedPermanent(state: GameState, id: ObjectId, controller: PlayerId): void {
  const name = chars(state, id).name;
  (state.delayedTriggers ??= []).push({
    controller,
    source: id,
    defKey: state.objects[id]!.defKey,
    sourceName: name,
    step: 'end',
    effects: [
      { kind: 'exile', what: { kind: 'triggeringObject' } },
      { kind: 'grantPlay', what: { kind: 'created' }, until: 'whileExiled', castOnly: true, laterTurn: true },
    ],
    text: 'Warp (702.185a): exile it; its owner may cast it from exile on a later turn',
    triggerObject: id,
  });
  log(
    state,
    'warp',
    `${name} was warped: it is exiled at the beginning of the next end step, and may be cast from exile on a later turn`,
    ['702.185a', '603.7'],
  );
}

/** 702.185a: a permission "on a later turn" can't be used in the turn it was given. */
export function laterTurnCastError(state: GameState, player: PlayerId, p: PlayPermission): EngineError | null {
  if (state.turns[priorityTurnIndex(state, player)]!.number !== p.turn) return null;
  return { code: 'WRONG_TIME', message: 'this card may be cast from exile only on a later turn', rule: '702.185a' };
}
