/**
 * 722 The monarch (numbered as in the Comprehensive Rules of June 2024). 722.1: the monarch is a designation a
 * player can have; there is none until an effect makes a player the monarch. 722.3: only one player is the monarch
 * at a time; as a player becomes the monarch, the current monarch stops being it. 722.4: if the monarch leaves the
 * game, the active player becomes the monarch as they leave; if the active player is the one leaving (or there is
 * none), the next player in turn order does. The inherent triggered abilities (722.2) are in triggers/monarch.ts.
 */
import { log } from '../log/write.js';
import { touch } from '../objects/characteristics.js';
import { playerName } from '../state/access.js';
import type { GameState, PlayerId } from '../state/types.js';
import { putCardDefinition } from '../objects/copy-on-write.js';

/** The card definition key naming the monarch's inherent abilities on the stack (they have no source, 722.2). */
export const MONARCH_KEY = 'designation:The monarch';

/**
 * `player` becomes the monarch (722.3); nothing happens for a player who has left the game (800.4a) or already is the
 * monarch. Returns whether they became it (the caller reports the trigger event).
 */
export function becomeMonarch(state: GameState, player: PlayerId, rules: readonly string[]): boolean {
  if (state.players[player]?.left || state.monarch === player) return false;
  if (!state.cards[MONARCH_KEY])
    putCardDefinition(state, MONARCH_KEY, {
      name: 'The monarch',
      manaCost: null,
      supertypes: [],
      types: [],
      subtypes: [],
      oracleText:
        "At the beginning of the monarch's end step, that player draws a card. Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.",
      abilities: [],
    });
  state.monarch = player;
  touch(state);
  log(state, 'monarch', `${playerName(state, player)} becomes the monarch`, [...rules, '722.3'], { player });
  return true;
}

/** 722.4: the monarch left the game (with `gone`, at the same time): the designation passes on; returns the heir. */
export function passMonarchOnLeaving(state: GameState, gone: readonly PlayerId[]): PlayerId | undefined {
  const m = state.monarch;
  if (m === undefined || !gone.includes(m)) return undefined;
  delete state.monarch;
  const next = designationHeirOnLeaving(state, m);
  return next !== undefined && becomeMonarch(state, next, ['722.4']) ? next : undefined;
}

/**
 * 722.4 / 725.4: who gets a one-player designation (the monarch, the initiative) whose holder `holder` left the game:
 * the active player if they're still in the game, else the next player in turn order from the active player's seat.
 */
export function designationHeirOnLeaving(state: GameState, holder: PlayerId): PlayerId | undefined {
  const active = state.turns[0]?.activePlayers ?? [];
  const n = state.players.length;
  const seat = state.turns[0]?.activePlayers[0] ?? state.turns[0]?.vacated ?? holder;
  let next: PlayerId | undefined = active.find((p) => !state.players[p]!.left);
  for (let k = 1; next === undefined && k <= n; k++) {
    const q = (seat + k) % n;
    if (!state.players[q]!.left) next = q;
  }
  return next;
}
