/**
 * Permissions to play cards from a zone other than the hand (601.2a, 305.1 "play" = cast or play a land):
 * "Exile the top card of your library. Until end of turn, you may play that card." The permission is plain
 * data on the game state, for one object (a card that changes zones is a new object, 400.7, so the
 * permission ends when the card leaves exile). Timing rules and costs apply as usual unless the effect
 * says "without paying its mana cost" (118.9).
 */
import type { Effect } from '../cards/ability-tree.js';
import { log } from '../log/write.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId, PlayPermission } from '../state/types.js';
import { resolveObjects } from '../effects/refs.js';
import { letLookAtExiled } from '../objects/face-down-exile.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { staticPlayPermission, staticPlaysOnBattlefield, staticallyPermittedCards } from './static-play-permissions.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type GrantPlay = Extract<Effect, { kind: 'grantPlay' }>;

/** The permission `player` has to play `card` from where it is now, if any (903.8: a commander's, by the variant). */
export function playPermission(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  hooks: VariantHooks,
): PlayPermission | null {
  const o = state.objects[card];
  if (o && o.zone === 'command' && state.commander) return hooks.commandZonePermission(state, player, card); // 903.8
  return grantedPermission(state, player, card) ?? staticPlayPermission(state, player, card); // 601.3
}

/** The permission an effect granted `player` to play `card` from where it is now, if any. */
export function grantedPermission(state: GameState, player: PlayerId, card: ObjectId): PlayPermission | null {
  const o = state.objects[card];
  if (!o || !state.playPermissions) return null;
  for (const p of state.playPermissions) {
    if (p.object !== card || p.player !== player || o.zone !== p.zone) continue;
    // "Until end of turn" / "this turn": the turn the effect resolved in is still going on.
    if (p.until === 'endOfTurn' && !state.turns.some((t) => t.number === p.turn)) continue;
    return p;
  }
  return null;
}

/** Cards `player` may play from zones other than the hand or graveyard right now (for the legal-action list). */
export function permittedCards(state: GameState, player: PlayerId, hooks: VariantHooks): ObjectId[] {
  const granted = (state.playPermissions ?? [])
    .filter((p) => p.player === player && playPermission(state, player, p.object, hooks) === p)
    .map((p) => p.object);
  const all = state.commander ? [...granted, ...hooks.commandZoneCards(state, player)] : granted; // 903.8
  for (const id of staticallyPermittedCards(state, player)) if (!all.includes(id)) all.push(id); // 601.3
  return all;
}

/** Whether `permittedCards` may list any card: an effect's permission, a commander (903.8) or a static's (601.3). */
export function mayPermitCards(state: GameState): boolean {
  return state.playPermissions !== undefined || !!state.commander || staticPlaysOnBattlefield(state);
}

export function grantPlayEffect(state: GameState, task: EffectsTask, e: GrantPlay): 'done' {
  const ctx = task.ctx;
  const turn = state.turns[ctx.turnIndex]?.number ?? 0;
  for (const id of resolveObjects(state, ctx, e.what)) {
    const o = state.objects[id];
    if (!o || o.zone !== 'exile') continue;
    const player = e.player === 'owner' ? o.owner : ctx.controller; // "its owner may cast it"
    (state.playPermissions ??= []).push({
      object: id,
      player,
      zone: o.zone,
      until: e.until,
      turn,
      ...(e.free ? { free: true } : {}),
      ...(e.castOnly ? { castOnly: true } : {}),
      ...(e.spendAs ? { spendAs: e.spendAs } : {}),
      ...(e.laterTurn ? { laterTurn: true as const } : {}),
    });
    if (e.look) letLookAtExiled(state, player, id); // 406.3: "you may look at and play those cards"
    const verb = e.castOnly ? 'cast' : 'play';
    const when =
      e.until === 'endOfTurn'
        ? 'this turn'
        : e.until === 'yourNextTurn'
          ? 'until their next turn'
          : e.until === 'endOfYourNextTurn'
            ? 'until the end of their next turn'
            : e.laterTurn
              ? 'on a later turn while it remains exiled'
              : 'while it remains exiled';
    log(
      state,
      'permission',
      `${playerName(state, player)} may ${verb} ${objName(state, id)} ${when}${e.free ? ' without paying its mana cost' : ''}${e.spendAs ? `, spending mana as though it were mana of any ${e.spendAs}` : ''}`,
      [
        '601.2a',
        '611.2a',
        ...(e.spendAs ? ['609.4b'] : []),
        ...(e.laterTurn ? ['702.185a'] : []),
        ...(e.look ? ['406.3'] : []),
      ],
    );
  }
  return 'done';
}

/**
 * Permissions end with their duration: at the start of the holder's next turn ("until your next turn"), and once
 * unusable. "Until the end of your next turn" becomes "until end of turn" of the holder's turn that begins
 * (`turnNumber`).
 */
export function prunePlayPermissions(
  state: GameState,
  startingTurnPlayers: readonly PlayerId[],
  turnNumber: number,
  hooks: VariantHooks,
): void {
  if (!state.playPermissions) return;
  state.playPermissions = state.playPermissions
    .filter(
      (p) =>
        !(p.until === 'yourNextTurn' && startingTurnPlayers.includes(p.player)) &&
        playPermission(state, p.player, p.object, hooks) === p,
    )
    .map((p) =>
      p.until === 'endOfYourNextTurn' && startingTurnPlayers.includes(p.player)
        ? { ...p, until: 'endOfTurn' as const, turn: turnNumber }
        : p,
    );
  if (state.playPermissions.length === 0) delete state.playPermissions;
}
