/**
 * 700.13 Committing a crime (numbered as in the current Comprehensive Rules; the seeds predate it): a player commits a
 * crime as they cast a spell, activate an ability, or put a triggered ability they control on the stack, if that spell
 * or ability targets one or more of their opponents, objects their opponents control, or cards in their opponents'
 * graveyards. A copy put on the stack (707.10) and new targets chosen later (115.7) are neither, so only the three
 * places that put a spell or ability on the stack ask here (stack/cast.ts, stack/activate.ts, triggers/stack.ts). A
 * crime is no game action of its own: it is not logged (the triggered abilities it triggers are).
 */
import { chars } from '../objects/characteristics.js';
import { isOpponent } from '../state/access.js';
import type { TargetRef } from '../state/primitives.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { detectTriggers } from './detect.js';

function criminalTarget(state: GameState, player: PlayerId, t: TargetRef): boolean {
  if (t.kind === 'player') return isOpponent(state, player, t.player);
  const o = state.objects[t.id];
  if (!o) return false;
  // A card in a graveyard is its owner's (404.2); on the battlefield or the stack, an object is its controller's.
  if (o.zone === 'graveyard') return isOpponent(state, player, o.owner);
  if (o.zone !== 'battlefield' && o.zone !== 'stack') return false;
  return isOpponent(state, player, o.zone === 'stack' ? o.controller : chars(state, t.id).controller);
}

/** The controller of `stackObject`, just put on the stack with `targets`, commits a crime if any target is criminal. */
export function crimeTriggers(
  state: GameState,
  stackObject: ObjectId,
  targets: readonly (readonly TargetRef[])[],
): void {
  const so = state.objects[stackObject];
  if (!so || so.stack?.isCopy) return;
  const player = so.controller;
  if (!targets.some((g) => g.some((t) => criminalTarget(state, player, t)))) return;
  detectTriggers(state, { kind: 'crime', player });
}
