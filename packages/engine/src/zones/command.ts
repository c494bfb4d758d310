/**
 * Objects in the command zone whose abilities function there (113.6): emblems (114.4) and
 * face-up vanguard cards (902.7), face-up plane and phenomenon cards (901.7). Layers, static effects, triggers and activation all ask here.
 */
import type { GameState, ObjectId } from '../state/types.js';

/** True when `id` is in the command zone and its abilities function from there. */
export function functionsFromCommand(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o || o.zone !== 'command') return false;
  if (o.kind === 'emblem') return true; // 114.4
  if (state.planechase?.faceUp.includes(id)) return true; // 901.7: face-up planes and phenomena
  if (state.archenemy?.faceUp.includes(id)) return true; // 904.8: face-up schemes
  // 902.7: a face-up vanguard card's abilities function from the command zone; 313.5: so do a face-up conspiracy's.
  const types = state.cards[o.defKey]?.types;
  return !o.faceDown && (types?.some((t) => t === 'Vanguard' || t === 'Conspiracy') ?? false);
}

/** The command-zone objects whose abilities function there, in zone order. */
export function commandSources(state: GameState): ObjectId[] {
  return state.command.length === 0 ? [] : state.command.filter((x) => functionsFromCommand(state, x));
}
