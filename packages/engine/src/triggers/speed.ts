/**
 * 702.179d: the inherent triggered ability of a player with speed. It has no source and is controlled by that player:
 * "Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1.
 * This ability triggers only once each turn." (players/speed.ts)
 */
import type { TriggerEvent } from '../events/trigger-events.js';
import { MAX_SPEED } from '../objects/speed.js';
import { SPEED_KEY } from '../players/speed.js';
import { isOpponent, turnHistory } from '../state/access.js';
import type { GameState } from '../state/types.js';

export function speedTriggers(state: GameState, ev: TriggerEvent): void {
  if (ev.kind !== 'lifeLost') return;
  const turn = state.turns[0];
  if (!turn) return;
  for (const you of turn.activePlayers) {
    const p = state.players[you];
    if (!p || p.left || p.speed === undefined || p.speed >= MAX_SPEED || !isOpponent(state, you, ev.player)) continue;
    const history = turnHistory(turn);
    if (history.speedTriggered?.includes(you)) continue; // "This ability triggers only once each turn."
    (history.speedTriggered ??= []).push(you);
    state.pendingTriggers.push({
      controller: you,
      source: -1,
      defKey: SPEED_KEY,
      sourceName: 'Speed',
      targets: [],
      effects: [{ kind: 'increaseSpeed', who: { kind: 'you' }, n: 1 }],
      optional: false,
      text: 'Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1 (702.179d)',
      triggerObject: null,
      triggerPlayer: ev.player,
      interveningIf: { kind: 'not', condition: { kind: 'maxSpeed' } },
    });
  }
}
