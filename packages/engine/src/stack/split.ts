/**
 * 709.3: casting a split card. The player chooses which half to cast before putting it onto the stack, and only
 * that half is evaluated to see whether it can be cast (709.3a): its timing, cost, targets and abilities. On the
 * stack the spell has only that half's characteristics (objects/faces.ts, `castHalf`); everywhere else the card
 * has both halves' characteristics combined (709.4).
 *
 * Validation is pure (nothing in the state changes), so it looks at the card as it would be with the half chosen
 * through a view of the state in which only that card's object carries the flag.
 */
import type { EngineError } from '../decisions/types.js';
import type { GameState, ObjectId } from '../state/types.js';

/** The card's halves, if it is a split card (709.1). */
export function splitHalves(state: GameState, card: ObjectId): number {
  const o = state.objects[card];
  return o ? state.cards[o.defKey]?.halves?.length ?? 0 : 0;
}

/** 709.3: a split card whose half hasn't been chosen can't be cast as it is. */
export function unchosenSplit(state: GameState, card: ObjectId): boolean {
  const o = state.objects[card];
  return !!o && o.castHalf === undefined && !o.fused && splitHalves(state, card) > 0;
}

/** A read-only view of the state in which `card` is considered as its half `half` (709.3a). */
export function withHalf(state: GameState, card: ObjectId, half: number): GameState | EngineError {
  const n = splitHalves(state, card);
  if (n === 0) return { code: 'ILLEGAL_CHOICE', message: 'only a split card has halves', rule: '709.3' };
  if (!Number.isInteger(half) || half < 0 || half >= n) return { code: 'ILLEGAL_CHOICE', message: `a split card has ${n} halves`, rule: '709.3' };
  const o = state.objects[card]!;
  return { ...state, objects: { ...state.objects, [card]: { ...o, castHalf: half } } };
}
