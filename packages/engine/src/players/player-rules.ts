/**
 * Rules that statics and effects change for players: the number of lands a player may play each turn (305.2) and
 * their maximum hand size (402.2).
 */
import type { StaticEffect } from '../cards/ability-tree.js';
import { battlefieldStaticsOf, chars } from '../objects/characteristics.js';
import { matchesObject, matchesRelation } from '../objects/filters.js';
import { checkCondition } from '../objects/conditions.js';
import { priorityTurnIndex } from '../stack/timing.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** Static abilities of permanents on the battlefield of one kind, with their controllers (conditions applied, 611.3b). */
function playerStatics<K extends StaticEffect['kind']>(
  state: GameState,
  kind: K,
): { effect: Extract<StaticEffect, { kind: K }>; controller: PlayerId }[] {
  const out: { effect: Extract<StaticEffect, { kind: K }>; controller: PlayerId }[] = [];
  for (const { source: id, chars: c, ability: a } of battlefieldStaticsOf(state, [kind])) {
    if (a.effect.kind !== kind) continue;
    if (a.condition && !checkCondition(state, a.condition, c.controller, chars, id)) continue;
    out.push({ effect: a.effect as Extract<StaticEffect, { kind: K }>, controller: c.controller });
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
  for (const s of playerStatics(state, 'maxHandSize'))
    if (matchesRelation(state, s.effect.players, s.controller, player)) d += s.effect.delta;
  return d;
}

/**
 * 101.2: is `player` prohibited from casting `card` now? "Your opponents can't cast spells during your turn",
 * "Players can't cast spells during combat", "Each player can't cast more than one spell each turn", and resolved
 * "can't cast … spells this turn" effects. Returns why, or null. Read against the turn whose stack the caster acts on (807.5).
 */
export function castProhibition(state: GameState, player: PlayerId, card: ObjectId): string | null {
  const c = chars(state, card);
  for (const m of state.players[player]!.cantCastThisTurn ?? []) {
    if (matchesObject(state, m, card, c, player, null, chars)) return "you can't cast that spell this turn";
  }
  const t = state.turns[priorityTurnIndex(state, player)];
  for (const { source: id, chars: sc, ability: a } of battlefieldStaticsOf(state, ['cantCast'])) {
    if (a.effect.kind !== 'cantCast') continue;
    const e = a.effect;
    if (!matchesRelation(state, e.players, sc.controller, player)) continue;
    if (a.condition && !checkCondition(state, a.condition, sc.controller, chars, id)) continue;
    if (e.during === 'yourTurn' && !(t?.activePlayers.includes(sc.controller) ?? false)) continue;
    if (e.during === 'combat' && t?.phase !== 'combat') continue;
    if (e.spells && !matchesObject(state, e.spells, card, c, sc.controller, id, chars)) continue;
    if (e.maxPerTurn !== undefined && (state.players[player]!.spellsCastThisTurn ?? 0) < e.maxPerTurn) continue;
    return `${sc.name}: ${a.text}`;
  }
  return null;
}
