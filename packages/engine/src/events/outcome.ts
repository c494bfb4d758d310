/** What performing an event did (events/pipeline.ts), and the signature appliers use to perform follow-up events. */
import type { ObjectId, GameState } from '../state/types.js';
import type { GameEvent } from './types.js';

export interface Outcome {
  /** For moves and token creation: the new object's id (null if nothing moved). */
  readonly id: ObjectId | null;
  /** For damage and life: the amount that actually happened. */
  readonly amount: number;
  /** 614.1a: the other objects made when a replacement made several events of one (twice that many tokens). */
  readonly more?: readonly ObjectId[];
}

/** Every object an event made: its own, and those of the events a replacement made of it (614.1a). */
export function madeObjects(r: Outcome): ObjectId[] {
  return r.id === null ? [...(r.more ?? [])] : [r.id, ...(r.more ?? [])];
}

export const NOTHING: Outcome = { id: null, amount: 0 };

/** events/pipeline.ts `perform`, passed to each applier so an applier can perform the events it causes. */
export type Perform = (
  state: GameState,
  event: GameEvent,
  rules?: readonly string[],
  opts?: { readonly replacementOrder?: readonly string[] },
) => Outcome;
