/**
 * 303.4f: an Aura card put onto the battlefield by an effect that doesn't say what it enchants — the player putting it
 * there chooses, as it enters, a permanent it can legally enchant; 303.4g: with none, it stays in the zone it was in.
 * The choices are made for every Aura before any of the cards moves (an Aura can't enchant a permanent entering with
 * it), kept in `task.memo` (from index `from`) in the order of the Auras (-1: none).
 */
import { auraCanEnchant, auraHosts } from '../objects/aura-entering.js';
import { chars, touch } from '../objects/characteristics.js';
import { ownObject } from '../objects/copy-on-write.js';
import { log } from '../log/write.js';
import { objName } from '../state/access.js';
import type { ObjectRef } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { resolveObjects } from './refs.js';
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

/**
 * 303.4f: `id` has just entered the battlefield as an Aura attached to `host` (if that is still there); `named`: the
 * effect named the host ("attached to that creature", 303.4i).
 */
export function attachEntered(state: GameState, id: ObjectId, host: ObjectId, named = false): void {
  if (state.objects[host]?.zone !== 'battlefield') return;
  ownObject(state, id).attachedTo = host;
  touch(state);
  log(state, 'attach', `${objName(state, id)} enters attached to ${objName(state, host)}`, [
    named ? '303.4i' : '303.4f',
  ]);
}

/**
 * 303.4g: an Aura with nothing to enchant isn't put onto the battlefield; 303.4i (`named`): nor one that can't legally
 * enchant what the effect names.
 */
export function auraStays(state: GameState, id: ObjectId, named = false): void {
  const why = named ? 'it can’t enchant what the effect names' : 'there is nothing it can enchant';
  log(state, 'attach', `${objName(state, id)} stays where it is: ${why}`, [named ? '303.4i' : '303.4g']);
}

/**
 * The host each card among `ids` enters attached to: the one the effect names (`attachedTo`, 303.4i), or for an Aura
 * the one its controller chooses (303.4f; the decision while one is open).
 */
export function enteringHosts(
  state: GameState,
  task: EffectsTask,
  ids: readonly ObjectId[],
  controllerOf: (id: ObjectId) => PlayerId,
  attachedTo: ObjectRef | undefined,
  from = 0,
): Map<ObjectId, ObjectId | null> | PendingDecision {
  if (!attachedTo) return enteringAuraHosts(state, task, ids, controllerOf, from);
  const [host] = resolveObjects(state, task.ctx, attachedTo);
  return namedHosts(state, ids, host, controllerOf);
}

/**
 * "… onto the battlefield attached to CARDNAME / that creature / target creature": the effect names the host (303.4f
 * doesn't apply). Keyed by card: an Aura that can't legally enchant it (or with no such permanent left) stays where it
 * is (null, 303.4i); an Equipment enters attached to it if it can equip it (a creature, 301.5c), else unattached; any
 * other card enters unattached (303.4h; absent from the map).
 */
export function namedHosts(
  state: GameState,
  ids: readonly ObjectId[],
  host: ObjectId | undefined,
  controllerOf: (id: ObjectId) => PlayerId,
): Map<ObjectId, ObjectId | null> {
  const hosts = new Map<ObjectId, ObjectId | null>();
  for (const id of ids) {
    const c = chars(state, id);
    if (c.subtypes.includes('Aura')) {
      const def = state.cards[state.objects[id]!.defKey];
      const legal = host !== undefined && host !== id && def && auraCanEnchant(state, def, host, controllerOf(id));
      hosts.set(id, legal ? host : null);
    } else if (c.subtypes.includes('Equipment') && !c.types.includes('Creature') && host !== undefined) {
      if (state.objects[host]?.zone === 'battlefield' && chars(state, host).types.includes('Creature'))
        hosts.set(id, host);
    }
  }
  return hosts;
}
