/** Small accessors over GameState shared by every rules module. */
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState, TurnHistory, TurnState } from './types.js';

export function obj(state: GameState, id: ObjectId): GameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`internal: no object ${id}`);
  return o;
}

export function tryObj(state: GameState, id: ObjectId): GameObject | undefined {
  return state.objects[id];
}

export function player(state: GameState, id: PlayerId): PlayerState {
  const p = state.players[id];
  if (!p) throw new Error(`internal: no player ${id}`);
  return p;
}

/** Players still in the game (800.4), in seating order. */
export function livePlayers(state: GameState): PlayerState[] {
  return state.players.filter((p) => !p.left);
}

/** 807.5: the turn whose stack the current priority decision is for (Grand Melee has several turn markers). */
export function focusTurn(state: GameState): TurnState {
  return state.turns[state.focus ?? 0] ?? state.turns[0]!;
}

export function turn(state: GameState, index = 0): TurnState {
  const t = state.turns[index];
  if (!t) throw new Error(`internal: no turn ${index}`);
  return t;
}

/** The seat whose turn this is: the marker holder (807.4), the first active player, or the departed one (800.4j). */
export function turnSeat(t: TurnState | undefined): PlayerId | undefined {
  return t?.holder ?? t?.activePlayers[0] ?? t?.vacated;
}

/** A turn is in progress: it has an active player, or its active player left during it (800.4j). */
export function turnInProgress(t: TurnState): boolean {
  return t.activePlayers.length > 0 || t.vacated !== undefined;
}

export function isActivePlayer(state: GameState, p: PlayerId): boolean {
  for (const t of state.turns) if (t.activePlayers.includes(p)) return true;
  return false;
}

/** The turn in which player p is active, or the first turn (for nonactive players). */
export function turnIndexOf(state: GameState, p: PlayerId): number {
  const i = state.turns.findIndex((t) => t.activePlayers.includes(p));
  return i < 0 ? 0 : i;
}

/**
 * 101.4: APNAP order — active player(s) first, then the others in turn order,
 * starting from the first active player's seat. Departed players are skipped.
 */
export function apnapOrder(state: GameState, turnIndex = 0): PlayerId[] {
  const t = state.turns[turnIndex];
  const n = state.players.length;
  const first = t?.activePlayers[0] ?? t?.vacated ?? 0;
  const active = t?.activePlayers ?? [];
  const order: PlayerId[] = [];
  for (let i = 0; i < active.length; i++) if (!state.players[active[i]!]!.left) order.push(active[i]!);
  for (let k = 0; k < n; k++) {
    const p = (first + k) % n;
    if (!state.players[p]!.left && !active.includes(p)) order.push(p);
  }
  return order;
}

/** The next live player to the left (clockwise in turn order) of p. */
export function nextLivePlayer(state: GameState, p: PlayerId): PlayerId {
  const n = state.players.length;
  for (let k = 1; k <= n; k++) {
    const q = (p + k) % n;
    if (!state.players[q]!.left) return q;
  }
  return p;
}

export function isOpponent(state: GameState, a: PlayerId, b: PlayerId): boolean {
  return a !== b && state.players[a]!.team !== state.players[b]!.team;
}

export function playerName(state: GameState, p: PlayerId): string {
  return state.players[p]?.name ?? `P${p + 1}`;
}

export function objName(state: GameState, id: ObjectId): string {
  const o = state.objects[id];
  if (!o) return `#${id}`;
  if (o.faceDown) return `face-down #${id}`;
  return `${state.cards[o.defKey]?.name ?? o.defKey}#${id}`;
}

/** 702.106a: the name a conspiracy's hidden agenda chose (702.106f double agenda: its two names). */
export function chosenNames(chosen: { name?: string; names?: readonly string[] } | undefined): string[] {
  if (!chosen) return [];
  if (chosen.names) return [...chosen.names];
  return chosen.name !== undefined ? [chosen.name] : [];
}

/** 712.4 / 729.2: the cards representing an object (its own, a melded partner, a merged permanent's components). */
export function representingCards(o: GameObject): number[] {
  const out = o.cardId !== null ? [o.cardId] : [];
  if (o.melded) out.push(o.melded.cardId);
  for (const c of o.merged ?? []) if (c.cardId !== null && !c.self) out.push(c.cardId);
  return out;
}

/** The turn's record of what has happened this turn ("this turn" conditions), created empty the first time it's written. */
export function turnHistory(turn: TurnState): TurnHistory {
  return (turn.history ??= { creaturesDied: 0, attacked: [], permanentLeft: [] });
}
