/**
 * 303.4f: an Aura card put onto the battlefield by an effect that doesn't say what it enchants — the player putting it
 * there chooses, as it enters, a permanent it can legally enchant; 303.4g: with none, it stays in the zone it was in.
 * The choices are made for every Aura before any of the cards moves (an Aura can't enchant a permanent entering with
 * it), kept in `task.memo` (from index `from`) in the order of the Auras (-1: none).
 */
import { auraHosts } from '../objects/aura-entering.js';
import { chars, touch } from '../objects/characteristics.js';
import { ownObject } from '../objects/copy-on-write.js';
import { log } from '../log/write.js';
import { objName } from '../state/access.js';
import type { PendingDecision } from '../decisions/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { takeAnswer, type EffectsTask } from './verb.js';

/** Whether card `id` (not yet on the battlefield) is an Aura card. */
export function isAuraCard(state: GameState, id: ObjectId): boolean {
  return chars(state, id).subtypes.includes('Aura');
}

/**
 * The host each Aura among `ids` enters attached to (null: it stays where it is), keyed by card; or the decision
 * for the next Aura with more than one legal choice.
 */
export function enteringAuraHosts(
  state: GameState,
  task: EffectsTask,
  ids: readonly ObjectId[],
  controllerOf: (id: ObjectId) => PlayerId,
  from = 0,
): Map<ObjectId, ObjectId | null> | PendingDecision {
  const auras = ids.filter((id) => isAuraCard(state, id));
  const a = takeAnswer(task, 'chooseObjects');
  if (a) task.memo.push(a.objects[0] ?? -1);
  while (task.memo.length - from < auras.length) {
    const aura = auras[task.memo.length - from]!;
    const hosts = auraHosts(state, aura, controllerOf(aura));
    if (hosts.length > 1)
      return {
        kind: 'chooseObjects',
        player: controllerOf(aura),
        prompt: `${objName(state, aura)} enters the battlefield: choose what it enchants`,
        options: hosts,
        min: 1,
        max: 1,
        purpose: 'other',
      };
    task.memo.push(hosts[0] ?? -1);
  }
  return new Map(auras.map((id, k) => [id, task.memo[from + k]! >= 0 ? task.memo[from + k]! : null]));
}

/** 303.4f: `id` has just entered the battlefield as an Aura attached to `host` (if that is still there). */
export function attachEntered(state: GameState, id: ObjectId, host: ObjectId): void {
  if (state.objects[host]?.zone !== 'battlefield') return;
  ownObject(state, id).attachedTo = host;
  touch(state);
  log(state, 'attach', `${objName(state, id)} enters attached to ${objName(state, host)}`, ['303.4f']);
}

/** 303.4g: an Aura with nothing to enchant isn't put onto the battlefield. */
export function auraStays(state: GameState, id: ObjectId): void {
  log(state, 'attach', `${objName(state, id)} stays where it is: there is nothing it can enchant`, ['303.4g']);
}
