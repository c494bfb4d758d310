/**
 * 603.10a / 614.1 / 616.1: a simultaneous event (a board wipe, several state-based actions) is one event, though
 * the engine performs its moves one after another. While it is in progress, the battlefield as it was just before
 * it began is kept: leaves-the-battlefield abilities look back to it (triggers/detect.ts), and every replacement
 * effect that existed immediately before the event applies to all of it.
 */
import type { Characteristics } from '../objects/characteristics.js';
import { chars } from '../objects/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';
import { commandSources } from '../zones/command.js';

/** One permanent (or command-zone source) as it was just before the event in progress began. */
export interface LookBackEntry {
  readonly id: ObjectId;
  readonly defKey: string;
  readonly c: Characteristics;
}

let lookBack: { state: GameState; snapshot: LookBackEntry[] } | null = null;

/** Runs `fn` as one simultaneous event (nested calls join the one in progress). */
export function simultaneously<T>(state: GameState, fn: () => T): T {
  if (lookBack) return fn(); // already inside a simultaneous event
  lookBack = {
    state,
    snapshot: [...state.battlefield, ...commandSources(state)].map((id) => ({
      id,
      defKey: state.objects[id]!.defKey,
      c: chars(state, id),
    })),
  };
  try {
    return fn();
  } finally {
    lookBack = null;
  }
}

/** The snapshot of the simultaneous event in progress in `state`, or null outside one. */
export function lookBackSnapshot(state: GameState): readonly LookBackEntry[] | null {
  return lookBack && lookBack.state === state ? lookBack.snapshot : null;
}

/**
 * The permanents that were on the battlefield as the event in progress began and have left since, as they last
 * existed (704.3 / 614.1 / 616.1: their replacement effects still apply to the rest of the event).
 */
export function leftDuringEvent(state: GameState): readonly { readonly id: ObjectId; readonly c: Characteristics }[] {
  const snapshot = lookBackSnapshot(state);
  if (!snapshot) return [];
  return snapshot.filter((x) => state.objects[x.id]?.zone !== 'battlefield' && !state.command.includes(x.id));
}
