/**
 * 725.2: the initiative's inherent triggered abilities that trigger on events (they have no source and are controlled
 * by the player they name): "At the beginning of the upkeep of the player who has the initiative, that player ventures
 * into Undercity" and "Whenever one or more creatures a player controls deal combat damage to the player who has the
 * initiative, that player takes the initiative" — once per player for the combat damage step's one damage event.
 */
import type { TriggerEvent } from '../events/trigger-events.js';
import { chars } from '../objects/characteristics.js';
import { INITIATIVE_KEY, queueInitiativeTrigger, VENTURE_INTO_UNDERCITY } from '../players/initiative.js';
import type { GameState } from '../state/types.js';

export function initiativeTriggers(state: GameState, ev: TriggerEvent): void {
  const holder = state.initiative;
  if (holder === undefined) return;
  if (ev.kind === 'stepBegins' && ev.step === 'upkeep' && ev.activePlayers.includes(holder))
    queueInitiativeTrigger(
      state,
      holder,
      VENTURE_INTO_UNDERCITY,
      'At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity (725.2)',
    );
  if (ev.kind !== 'combatDamageToPlayer' || ev.player !== holder) return;
  if (!state.objects[ev.source] && !state.lki[ev.source]) return;
  const controller = chars(state, ev.source).controller;
  // 603.2c: "one or more creatures": one trigger per player for the damage event.
  const already = state.pendingTriggers.some(
    (t) => t.defKey === INITIATIVE_KEY && t.triggerPlayer === controller && t.damageBatch === ev.batch,
  );
  if (already) return;
  state.pendingTriggers.push({
    controller,
    source: -1,
    defKey: INITIATIVE_KEY,
    sourceName: 'The initiative',
    targets: [],
    effects: [{ kind: 'takeInitiative', who: { kind: 'you' } }],
    optional: false,
    text: 'Creatures dealt combat damage to the player who has the initiative: their controller takes the initiative (725.2)',
    triggerObject: null,
    triggerPlayer: controller,
    ...(ev.batch !== undefined ? { damageBatch: ev.batch } : {}),
  });
}
