/**
 * 702.179 Start your engines! and speed (Aetherdrift). 702.179b: a player has no speed until a rule or effect sets it;
 * once set, it is kept for the rest of the game. 702.179a: a player who controls a permanent with start your engines!
 * and has no speed gets speed 1 (a state-based action, sba/check.ts). 702.179c: a player with no speed whose speed
 * increases by N gets speed N. 702.179d: the inherent triggered ability of a player with speed, "Whenever one or more
 * opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers
 * only once each turn." (triggers/speed.ts). Max speed is 4 (702.178a: "max speed" abilities read "your speed is 4").
 */
import { log } from '../log/write.js';
import { battlefieldCharacteristics, touch } from '../objects/characteristics.js';
import { putCardDefinition } from '../objects/copy-on-write.js';
import { playerName } from '../state/access.js';
import type { GameState, PlayerId } from '../state/types.js';
import { MAX_SPEED } from '../objects/speed.js';

/** The card definition key naming a player's speed ability on the stack (it has no source, 702.179d). */
export const SPEED_KEY = 'designation:Speed';

function setSpeed(state: GameState, player: PlayerId, speed: number, rules: readonly string[]): void {
  const p = state.players[player]!;
  p.speed = speed;
  if (!state.cards[SPEED_KEY])
    putCardDefinition(state, SPEED_KEY, {
      name: 'Speed',
      manaCost: null,
      supertypes: [],
      types: [],
      subtypes: [],
      oracleText:
        'Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers only once each turn.',
      abilities: [],
    });
  touch(state); // "as long as you have max speed" (702.178a) and "your speed" are read by the layers
  log(state, 'designation', `${playerName(state, player)}'s speed becomes ${speed}`, rules, { player });
}

/**
 * 702.179a: each player in the game who controls a permanent with start your engines! and has no speed gets speed 1.
 * Returns whether any did (a state-based action happened).
 */
export function startEngines(state: GameState): boolean {
  let any = false;
  for (const c of battlefieldCharacteristics(state).values()) {
    if (!c.keywords.has('start your engines')) continue;
    const p = state.players[c.controller];
    if (!p || p.left || p.speed !== undefined) continue;
    setSpeed(state, p.id, 1, ['702.179a', '702.179b']);
    any = true;
  }
  return any;
}

/** 702.179c–d: the player's speed increases by `n` (from no speed: it becomes `n`), never beyond 4. */
export function increaseSpeed(state: GameState, player: PlayerId, n: number, rules: readonly string[]): void {
  const p = state.players[player];
  if (!p || p.left || n <= 0) return;
  const from = p.speed;
  const to = Math.min(MAX_SPEED, (from ?? 0) + n);
  if (from !== undefined && to <= from) return;
  setSpeed(state, player, to, from === undefined ? [...rules, '702.179c'] : rules);
}
