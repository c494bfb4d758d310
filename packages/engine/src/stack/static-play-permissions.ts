/**
 * 601.3 / 305.1: permissions a permanent's static ability gives its controller to play cards from a zone other than the
 * hand — "You may play lands and cast creature spells from the top of your library" (the top card only: 401.5),
 * "Once during each of your turns, you may cast a creature spell from your graveyard", "Once each turn, you may cast an
 * instant or sorcery spell from the top of your library", "During your turn, you may play cards from your graveyard".
 * Unlike an effect's permission for one object (play-permissions.ts), this one is found afresh from the battlefield
 * each time it is asked about: it lasts as long as the permanent has the ability (611.3a) and its condition holds
 * (611.3b). The one state it keeps
 * is the record of a once-each-turn permission used (`permissionsUsedThisTurn` on the permanent, cleared as each turn
 * begins: turn/flow.ts). Timing rules and costs apply as usual (307.1, 601.2f).
 */
import type { StaticEffect } from '../cards/ability-tree.js';
import { battlefieldStaticsOf, chars } from '../objects/characteristics.js';
import { checkCondition } from '../objects/conditions.js';
import { ownObject } from '../objects/copy-on-write.js';
import { matchesCharacteristics } from '../objects/filters.js';
import { log } from '../log/write.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId, PlayPermission } from '../state/types.js';
import { priorityTurnIndex } from './timing.js';

type PlayFromZone = Extract<StaticEffect, { kind: 'playFromZone' }>;

/** Whether any permanent has a static ability that permits playing cards from another zone (the legal-action lists read it). */
export function staticPlaysOnBattlefield(state: GameState): boolean {
  return battlefieldStaticsOf(state, ['playFromZone']).length > 0;
}

/** The first permission a static ability gives `player` to play `card` from where it is now, or null. */
export function staticPlayPermission(state: GameState, player: PlayerId, card: ObjectId): PlayPermission | null {
  const o = state.objects[card];
  if (!o || o.owner !== player || (o.zone !== 'library' && o.zone !== 'graveyard')) return null;
  const statics = battlefieldStaticsOf(state, ['playFromZone']);
  if (statics.length === 0) return null;
  const c = chars(state, card);
  const land = c.types.includes('Land');
  for (const { source, chars: sc, ability: a } of statics) {
    const e = a.effect as PlayFromZone;
    if (sc.controller !== player || !inZone(state, e, player, card)) continue;
    if (land ? !e.lands : !e.spells || !matchesCharacteristics(e.spells, c)) continue;
    if ((e.yourTurn || e.oncePerTurn === 'yours') && !yourTurn(state, player)) continue;
    if (e.oncePerTurn && usedThisTurn(state, source, sc.abilities.indexOf(a))) continue;
    if (a.condition && !checkCondition(state, a.condition, player, chars, source)) continue; // 611.3b
    const index = sc.abilities.indexOf(a);
    return {
      object: card,
      player,
      zone: o.zone,
      until: 'endOfTurn',
      turn: state.turns[0]!.number,
      ...(land ? { landOnly: true as const } : { castOnly: true }),
      fromStatic: { source, ability: index, ...(e.oncePerTurn ? { oncePerTurn: true as const } : {}) }, // recorded
    };
  }
  return null;
}

/** The cards `player` may play now by static abilities: the top card of their library, cards in their graveyard. */
export function staticallyPermittedCards(state: GameState, player: PlayerId): ObjectId[] {
  const p = state.players[player]!;
  const out: ObjectId[] = [];
  const top = p.library[0];
  if (top !== undefined && staticPlayPermission(state, player, top)) out.push(top);
  if (
    battlefieldStaticsOf(state, ['playFromZone']).some((s) => (s.ability.effect as PlayFromZone).zone === 'graveyard')
  )
    for (const g of p.graveyard) if (staticPlayPermission(state, player, g)) out.push(g);
  return out;
}

/** 401.5: "from the top of your library" is the top card only; "from your graveyard" any card there. */
function inZone(state: GameState, e: PlayFromZone, player: PlayerId, card: ObjectId): boolean {
  const p = state.players[player]!;
  return e.zone === 'libraryTop' ? p.library[0] === card : p.graveyard.includes(card);
}

/** "During your turn", "Once during each of your turns": a turn of the controller's (807.5: the one they act in). */
function yourTurn(state: GameState, player: PlayerId): boolean {
  return state.turns[priorityTurnIndex(state, player)]?.activePlayers.includes(player) ?? false;
}

/** "Once each turn": whether the permanent's ability has been used this turn. */
function usedThisTurn(state: GameState, source: ObjectId, index: number): boolean {
  return (state.objects[source]?.permissionsUsedThisTurn ?? []).includes(index);
}

/** A spell cast by a once-each-turn permission: the permanent's ability has been used this turn. */
export function recordStaticPermissionUse(state: GameState, perm: PlayPermission, spell: ObjectId): void {
  const s = perm.fromStatic;
  if (!s?.oncePerTurn || !state.objects[s.source]) return;
  const w = ownObject(state, s.source);
  w.permissionsUsedThisTurn = [...(w.permissionsUsedThisTurn ?? []), s.ability];
  log(
    state,
    'permission',
    `${playerName(state, perm.player)} casts ${objName(state, spell)} by ${objName(state, s.source)}'s permission, once this turn`,
    ['601.3'],
  );
}
