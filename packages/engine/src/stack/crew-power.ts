/**
 * 702.122a / 702.171a: the power a creature counts for as it is tapped to pay a crew or saddle cost ("tap any number of
 * other untapped creatures you control with total power N or greater"): its power, plus N for each "This creature
 * [saddles Mounts and] crews Vehicles as though its power were N greater" that applies to that cost.
 */
import { chars } from '../objects/characteristics.js';
import { staticsOn } from '../objects/statics.js';
import type { GameState, ObjectId } from '../state/types.js';

export function crewPower(state: GameState, id: ObjectId, saddle: boolean): number {
  let power = chars(state, id).power ?? 0;
  for (const e of staticsOn(state, id, ['crewsAsThoughPower']))
    if (e.kind === 'crewsAsThoughPower' && (!saddle || e.saddles)) power += e.delta;
  return power;
}
