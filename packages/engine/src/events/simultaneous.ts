/**
 * 603.10a / 614.1 / 616.1: a simultaneous event (a board wipe, several state-based actions) is one event, though
 * the engine performs its moves one after another. Its events are performed with the battlefield as it was just
 * before it began (`lookBackOf`), which the pipeline carries as part of its context (`EventRules.lookBack`, bound by
 * `simultaneously` in effects/perform.ts): leaves-the-battlefield abilities look back to it (triggers/detect.ts), and
 * every replacement effect that existed immediately before the event applies to all of it.
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

/** The battlefield and the command-zone sources as they are now, as a simultaneous event begins. */
export function lookBackOf(state: GameState): LookBackEntry[] {
  return [...state.battlefield, ...commandSources(state)].map((id) => ({
    id,
    defKey: state.objects[id]!.defKey,
    c: chars(state, id),
  }));
}

/**
 * The permanents that were on the battlefield as the event in progress began (`lookBack`) and have left since, as
 * they last existed (704.3 / 614.1 / 616.1: their replacement effects still apply to the rest of the event).
 */
export function leftDuringEvent(
  state: GameState,
  lookBack: readonly LookBackEntry[] | null,
): readonly { readonly id: ObjectId; readonly c: Characteristics }[] {
  if (!lookBack) return [];
  return lookBack.filter((x) => state.objects[x.id]?.zone !== 'battlefield' && !state.command.includes(x.id));
}
