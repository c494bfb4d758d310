/**
 * 104.4b / 801.16: a loop of mandatory actions. Without limited range the game is a draw. With limited
 * range it is a draw for each player who controls an object involved in the loop and each player within
 * their range; they leave the game and the others play on (104.4f).
 */
import { log } from '../log/write.js';
import type { GameState, PlayerId } from '../state/types.js';
import { endGame, leavePlayers } from '../players/leave.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { playersInRange, rangeLimited } from '../objects/range.js';

/** How many log entries back the loop's objects are looked for. */
const WINDOW = 400;

/** The controllers of the objects the most recent events name (the loop's objects). */
function loopControllers(state: GameState): PlayerId[] {
  const out = new Set<PlayerId>();
  for (const e of state.log.slice(-WINDOW)) {
    const d = e.data as Record<string, unknown> | undefined;
    if (!d) continue;
    for (const k of ['object', 'source', 'controller']) {
      const v = d[k];
      if (typeof v !== 'number') continue;
      if (k === 'controller') {
        out.add(v);
        continue;
      }
      const o = state.objects[v];
      const c = o ? o.controller : state.lki[v]?.controller;
      if (c !== undefined) out.add(c);
    }
  }
  return [...out].filter((p) => !state.players[p]!.left).sort((a, b) => a - b);
}

export function mandatoryLoop(state: GameState, hooks: VariantHooks): void {
  state.loopDetected = true;
  if (!rangeLimited(state)) {
    endGame(state, [], true, 'a loop of mandatory actions repeats with no way to stop it', ['104.4b'], hooks);
    return;
  }
  const involved = loopControllers(state);
  const who = new Set<PlayerId>();
  for (const p of involved) for (const q of playersInRange(state, p)) who.add(q);
  if (who.size === 0) {
    endGame(state, [], true, 'a loop of mandatory actions repeats with no way to stop it', ['104.4b', '801.16'], hooks);
    return;
  }
  log(
    state,
    'loop',
    `A loop of mandatory actions: the game is a draw for ${[...who].map((p) => state.players[p]!.name).join(', ')}`,
    ['801.16', '104.4f'],
  );
  leavePlayers(
    state,
    [...who]
      .sort((a, b) => a - b)
      .map((p) => ({
        player: p,
        outcome: 'drew' as const,
        reason: 'a loop of mandatory actions involves them or a player in whose range they are',
        rules: ['801.16', '104.4f'],
      })),
    hooks,
  );
}
