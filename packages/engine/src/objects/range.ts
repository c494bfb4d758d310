/**
 * 801: limited range of influence. This is the one central filter that every target,
 * effect, trigger, attack, activation, choice and piece of information passes through
 * (README.md invariant 6). With no limit (the default) everyone is in range of everyone.
 *
 * 801.2c: the players within each player's range are determined as each turn begins, so
 * distances are measured on `state.rangeSeats`, the seats of the players still in the game
 * when the most recent turn began (807.4h: players on either side of departed seats don't
 * enter one another's range until the next turn begins). 801.18: planes and phenomena are exempt from it in
 * multiplayer Planechase (`rangeExempt`), so the exemption is part of the one filter, not a variant hook.
 */
import type { CardDefinition } from '../cards/ability-tree.js';
import type { CharsReader } from './characteristics-reader.js';
import type { GameState, ObjectId, PlayerId, TurnState } from '../state/types.js';
import { turnSeat } from '../state/access.js';

/** 801.2a: a player's own range of influence (null = unlimited). */
export function rangeOf(state: GameState, p: PlayerId): number | null {
  const own = state.players[p]?.rangeOfInfluence;
  return own === undefined ? state.options.rangeOfInfluence : own;
}

/** Is any player's range of influence limited (801.1)? */
export function rangeLimited(state: GameState): boolean {
  if (state.options.rangeOfInfluence !== null) return true;
  return state.players.some((p) => p.rangeOfInfluence !== undefined && p.rangeOfInfluence !== null);
}

/** 801.2c: fix the seats on which ranges are measured, as a turn begins. */
export function snapshotRanges(state: GameState): void {
  state.rangeSeats = state.players.filter((p) => !p.left).map((p) => p.id);
}

/** Seats between a and b (the shorter way round), on the seats fixed as the last turn began. */
export function seatDistance(state: GameState, a: PlayerId, b: PlayerId): number {
  const seats = state.rangeSeats ?? state.players.filter((p) => !p.left).map((p) => p.id);
  const i = seats.indexOf(a);
  const j = seats.indexOf(b);
  if (i < 0 || j < 0) return Infinity;
  const d = Math.abs(i - j);
  return Math.min(d, seats.length - d);
}

/** 801.2 / 801.2b: is `other` within `viewer`'s range of influence? (A departed player is in no one's range.) */
export function playerInRange(state: GameState, viewer: PlayerId, other: PlayerId): boolean {
  if (viewer === other) return true; // 801.2b
  const range = rangeOf(state, viewer);
  if (range === null) return !state.players[other]?.left;
  if (state.players[other]?.left) return false;
  return seatDistance(state, viewer, other) <= range;
}

/** Like playerInRange, but `seat` may belong to a player who has left (a turn marker's seat, 807.5a). */
export function seatInRange(state: GameState, viewer: PlayerId, seat: PlayerId): boolean {
  if (viewer === seat) return true;
  const range = rangeOf(state, viewer);
  return range === null || seatDistance(state, viewer, seat) <= range;
}

/** Players within `viewer`'s range of influence, in seat order. */
export function playersInRange(state: GameState, viewer: PlayerId): PlayerId[] {
  return state.players.filter((p) => !p.left && playerInRange(state, viewer, p.id)).map((p) => p.id);
}

/** Who an object "belongs to" for range: its controller on the battlefield or stack, else its owner. */
export function objectPlayer(state: GameState, id: ObjectId, read: CharsReader): PlayerId | null {
  const o = state.objects[id];
  if (!o) return state.lki[id]?.controller ?? null;
  if (o.zone === 'battlefield') return read(state, id).controller;
  return o.zone === 'stack' ? o.controller : o.owner;
}

/** 801.2d: an object is within a player's range if it's controlled by a player within that range. */
export function objectInRange(state: GameState, viewer: PlayerId, id: ObjectId, read: CharsReader): boolean {
  if (!rangeLimited(state)) return true;
  const p = objectPlayer(state, id, read);
  return p !== null && playerInRange(state, viewer, p);
}

/**
 * 807.5a: in Grand Melee a player gets priority for a turn marker's stack only if the marker is within their
 * range or an object on that stack is controlled by a player within their range. Otherwise every player
 * still in the game gets priority for the one stack (117).
 */
export function eligibleForPriority(state: GameState, t: TurnState, p: PlayerId): boolean {
  if (state.players[p]!.left) return false;
  if (!(state.options.turnMarkers ?? 0)) return true;
  const seat = turnSeat(t);
  if (seat !== undefined && seatInRange(state, p, seat)) return true;
  for (const id of t.stack) {
    const o = state.objects[id];
    if (o && playerInRange(state, p, o.controller)) return true;
  }
  return false;
}

/**
 * 801.13b: a prevention effect created by a spell or ability of `controller` that names the source
 * affects only sources in range; one that names the recipient, only recipients in range; one that
 * names neither prevents damage only if both source and recipient are in range.
 */
export function preventionInRange(
  state: GameState,
  controller: PlayerId,
  source: ObjectId,
  recipient: { kind: 'player'; player: PlayerId } | { kind: 'object'; id: ObjectId },
  names: 'source' | 'recipient' | 'neither',
  read: CharsReader,
): boolean {
  if (!rangeLimited(state)) return true;
  const srcOk = objectInRange(state, controller, source, read);
  const recOk =
    recipient.kind === 'player'
      ? playerInRange(state, controller, recipient.player)
      : objectInRange(state, controller, recipient.id, read);
  if (names === 'source') return srcOk;
  if (names === 'recipient') return recOk;
  return srcOk && recOk;
}

/**
 * 704.5k with 801.12: if two or more permanents have the world supertype, all but the newest are put
 * into their owners' graveyards (all, on a tie); with limited range the rule applies to a permanent
 * only if other world permanents are within its controller's range.
 */
export function worldRuleVictims(state: GameState, read: CharsReader): ObjectId[] {
  let any = 0;
  for (const id of state.battlefield)
    if (state.cards[state.objects[id]!.defKey]?.supertypes.includes('World') && ++any > 1) break;
  if (any < 2) return [];
  const worlds = state.battlefield.filter((id) => read(state, id).supertypes.includes('World'));
  if (worlds.length < 2) return [];
  const out: ObjectId[] = [];
  for (const id of worlds) {
    const controller = read(state, id).controller;
    const others = worlds.filter((w) => w !== id && objectInRange(state, controller, w, read));
    if (others.length === 0) continue;
    const ts = state.objects[id]!.timestamp;
    // Put into the graveyard unless it is strictly the newest among those it competes with.
    if (others.some((w) => state.objects[w]!.timestamp >= ts)) out.push(id);
  }
  return out;
}

/** 311 / 312: a plane or phenomenon card (the planar cards of 901). */
export function isPlanarCard(def: CardDefinition | undefined): boolean {
  return !!def && (def.types.includes('Plane') || def.types.includes('Phenomenon'));
}

/**
 * 801.18 / 901.13: in multiplayer Planechase games other than Grand Melee, plane and phenomenon cards are exempt
 * from limited range of influence: their abilities and those abilities' effects affect everything in the game.
 * `source` is the object an ability or effect comes from (a face-up plane, or a card that was one).
 */
export function rangeExempt(state: GameState, source: ObjectId | null | undefined): boolean {
  if (!state.planechase || source === null || source === undefined) return false;
  if ((state.options.turnMarkers ?? 0) > 0 || state.options.variant === 'grand-melee') return false;
  const o = state.objects[source];
  const defKey = o ? (o.kind === 'ability' ? null : o.defKey) : state.lki[source]?.defKey;
  if (o?.kind === 'ability') return rangeExempt(state, o.stack?.source);
  return defKey !== null && defKey !== undefined && isPlanarCard(state.cards[defKey]);
}
