/**
 * 722.2: the two inherent triggered abilities of being the monarch. They have no source and are controlled by the
 * player who was the monarch as they triggered: "At the beginning of the monarch's end step, that player draws a
 * card" and "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
 */
import { MONARCH_KEY } from '../players/monarch.js';
import type { TriggerEvent } from '../events/trigger-events.js';
import { chars } from '../objects/characteristics.js';
import type { Effect } from '../cards/ability-tree.js';
import type { GameState, PlayerId } from '../state/types.js';

function queueMonarch(state: GameState, effects: Effect[], text: string, triggerPlayer: PlayerId | null): void {
  const monarch = state.monarch!;
  if (state.players[monarch]?.left) return; // 800.4d
  state.pendingTriggers.push({
    controller: monarch,
    source: -1,
    defKey: MONARCH_KEY,
    sourceName: 'The monarch',
    targets: [],
    effects,
    optional: false,
    text,
    triggerObject: null,
    triggerPlayer,
  });
}

export function monarchTriggers(state: GameState, ev: TriggerEvent): void {
  const monarch = state.monarch;
  if (monarch === undefined) return;
  if (ev.kind === 'stepBegins' && ev.step === 'end' && ev.activePlayers.includes(monarch))
    queueMonarch(
      state,
      [{ kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } }],
      "At the beginning of the monarch's end step, that player draws a card (722.2)",
      null,
    );
  if (
    ev.kind === 'combatDamageToPlayer' &&
    ev.player === monarch &&
    (state.objects[ev.source] || state.lki[ev.source])
  ) {
    const controller = chars(state, ev.source).controller;
    queueMonarch(
      state,
      [{ kind: 'becomeMonarch', who: { kind: 'triggeringPlayer' } }],
      'A creature dealt combat damage to the monarch: its controller becomes the monarch (722.2)',
      controller,
    );
  }
}
