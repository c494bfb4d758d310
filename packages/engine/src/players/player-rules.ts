/**
 * Rules that statics and effects change for players: the number of lands a player may play each turn (305.2) and
 * their maximum hand size (402.2).
 */
import type { StaticEffect } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import { matchesRelation } from '../objects/filters.js';
import { checkCondition } from '../effects/conditions.js';
import type { GameState, PlayerId } from '../state/types.js';

/** Static abilities of permanents on the battlefield of one kind, with their controllers (conditions applied, 611.3b). */
function playerStatics<K extends StaticEffect['kind']>(state: GameState, kind: K): { effect: Extract<StaticEffect, { kind: K }>; controller: PlayerId }[] {
  const out: { effect: Extract<StaticEffect, { kind: K }>; controller: PlayerId }[] = [];
  for (const id of state.battlefield) {
    const c = chars(state, id);
    for (const a of c.abilities) {
      if (a.kind !== 'static' || a.effect.kind !== kind) continue;
      if (a.condition && !checkCondition(state, a.condition, c.controller, undefined, id)) continue;
      out.push({ effect: a.effect as Extract<StaticEffect, { kind: K }>, controller: c.controller });
    }
  }
  return out;
}

/**
 * 305.2: a player may play one land during each of their turns; "you may play an additional land on each of your
 * turns" (a static of a permanent they control) and "… this turn" (a resolved effect) each raise that number.
 */
export function landPlaysAllowed(state: GameState, player: PlayerId): number {
  let n = 1 + (state.players[player]!.extraLandPlaysThisTurn ?? 0);
  for (const s of playerStatics(state, 'additionalLands')) if (s.controller === player) n += s.effect.count;
  return n;
}

/** 402.2: "Your maximum hand size is increased / reduced by N" — the sum of the changes that apply to `player` (the result is never below 0). */
export function handSizeDelta(state: GameState, player: PlayerId): number {
  let d = 0;
  for (const s of playerStatics(state, 'maxHandSize')) if (matchesRelation(state, s.effect.players, s.controller, player)) d += s.effect.delta;
  return d;
}
