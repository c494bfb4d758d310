/**
 * 807.4: Grand Melee's moving turn markers. Each marker is one slot of `state.turns` (its own
 * turn in progress, stack and priority: 807.5). A marker is held by a player who is taking a
 * turn, or who waits to begin one (807.4d); a removed marker keeps its slot (marked `removed`)
 * so that stack indexes never shift. Seats to a player's left have higher ids (807.4c).
 */
import { log } from '../log/write.js';
import { playerName, turnInProgress } from '../state/access.js';
import type { GameState, PlayerId, TurnState } from '../state/types.js';
import { departedTurnPassed, startTurn } from '../turn/flow.js';
import type { VariantHooks } from '../turn/variant-hooks.js';

/** 807.4a: one turn marker for each full four players in the game. */
export function markerCount(players: number): number {
  return Math.floor(players / 4);
}

export function liveMarkers(state: GameState): number[] {
  return state.turns.map((t, i) => (t.removed ? -1 : i)).filter((i) => i >= 0);
}

function emptyTurn(marker: number): TurnState {
  return {
    marker,
    number: 0,
    activePlayers: [],
    phase: 'beginning',
    step: 'untap',
    stepBegun: false,
    priority: null,
    passed: [],
    stack: [],
    combat: null,
    extraPhases: [],
    repeatCleanup: false,
  };
}

/** The seat `k` players (still in the game) to the left of `p`. */
function leftOf(state: GameState, p: PlayerId, k: number): PlayerId {
  const n = state.players.length;
  let q = p;
  let count = 0;
  for (let step = 1; step <= n * 2 && count < k; step++) {
    q = (p + step) % n;
    if (!state.players[q]!.left) count++;
  }
  return q;
}

/** The next player still in the game to the left of seat `p` (807.4c), and the departed seats passed over. */
function nextLiveLeft(state: GameState, p: PlayerId): { player: PlayerId; skipped: PlayerId[] } {
  const n = state.players.length;
  const skipped: PlayerId[] = [];
  for (let k = 1; k <= n; k++) {
    const q = (p + k) % n;
    if (!state.players[q]!.left) return { player: q, skipped };
    skipped.push(q);
  }
  return { player: p, skipped };
}

/**
 * Does another turn marker sit within `k` seats on p's left (dir +1) or right (dir -1)? Seats of players
 * who have left aren't counted, but a marker still held at such a seat (its turn continues, 800.4j) is seen.
 */
function markerWithin(state: GameState, p: PlayerId, ti: number, dir: 1 | -1, k = 3): boolean {
  const n = state.players.length;
  const holders = new Map<PlayerId, number>();
  state.turns.forEach((t, i) => {
    if (i !== ti && !t.removed && t.holder !== undefined) holders.set(t.holder, i);
  });
  let count = 0;
  for (let step = 1; step < n && count < k; step++) {
    const q = (p + dir * step + n * n) % n;
    if (q === p) break;
    if (holders.has(q)) return true;
    if (!state.players[q]!.left) count++;
  }
  return false;
}

/** 807.4b: the starting player gets marker 1, the player four seats to their left marker 2, and so on; all begin at once. */
export function beginMarkerTurns(state: GameState, hooks: VariantHooks): void {
  const k = state.options.turnMarkers ?? 0;
  state.turns = Array.from({ length: k }, (_, i) => emptyTurn(i + 1));
  for (let i = 0; i < k; i++) {
    const holder = i === 0 ? state.startingPlayer : leftOf(state, state.startingPlayer, 4 * i);
    state.turns[i]!.holder = holder;
    log(state, 'turn-marker', `${playerName(state, holder)} gets turn marker ${i + 1}`, ['807.4a', '807.4b'], {
      marker: i + 1,
      player: holder,
    });
  }
  for (let i = 0; i < k; i++) startTurn(state, i, state.turns[i]!.holder!, hooks, ['807.4b', '500.1']);
  state.focus = 0;
}

/**
 * 807.4d: a player who receives a turn marker can't begin their turn while any player in the three seats to
 * their left has a marker. 807.4i–j: a player owed an extra turn takes it first (keeping the marker).
 * Returns true if the turn began.
 */
export function tryBeginMarkerTurn(state: GameState, ti: number, hooks: VariantHooks, force = false): boolean {
  const t = state.turns[ti]!;
  const p = t.holder!;
  if (!force && markerWithin(state, p, ti, 1)) {
    if (!t.waiting)
      log(
        state,
        'turn-marker',
        `${playerName(state, p)} holds turn marker ${t.marker} but waits: another marker is within three seats on their left`,
        ['807.4d'],
      );
    t.waiting = true;
    t.activePlayers = [];
    delete t.vacated;
    return false;
  }
  const extra = state.extraTurns.indexOf(p);
  if (extra >= 0 && !t.keepMarker) {
    // 807.4i–j: the extra turn comes immediately before the player's next turn; the marker stays for that turn.
    state.extraTurns.splice(extra, 1);
    t.keepMarker = true;
    startTurn(state, ti, p, hooks, ['807.4j', '500.7']);
    return true;
  }
  t.keepMarker = false;
  startTurn(state, ti, p, hooks, t.waiting ? ['807.4d', '500.1'] : ['807.4c', '500.1']);
  return true;
}

/** Hands the marker in slot `ti` to `to` (807.4c) and tries to begin that player's turn. */
function passMarker(state: GameState, ti: number, to: PlayerId, rules: readonly string[], hooks: VariantHooks): void {
  const t = state.turns[ti]!;
  t.holder = to;
  t.activePlayers = [];
  delete t.vacated;
  t.waiting = false;
  log(state, 'turn-marker', `${playerName(state, to)} takes turn marker ${t.marker}`, rules, {
    marker: t.marker,
    player: to,
  });
  tryBeginMarkerTurn(state, ti, hooks);
}

/** 807.4g: a marker designated for removal is removed; extra designations move to the marker on its right. */
function removeMarker(state: GameState, ti: number): void {
  const t = state.turns[ti]!;
  const times = t.removal ?? 0;
  t.removed = true;
  t.waiting = false;
  t.activePlayers = [];
  delete t.vacated;
  t.removal = 0;
  log(state, 'turn-marker', `Turn marker ${t.marker} is removed`, ['807.4g'], { marker: t.marker });
  if (times > 1) {
    const right = markerToRight(state, t.holder ?? 0, new Set([ti]));
    if (right !== null) designate(state, right, times - 1);
  }
  if (state.focus === ti) {
    const live = liveMarkers(state);
    if (live.length > 0) state.focus = live[0]!;
  }
}

/** 807.4e: designates a marker for removal `times` times; a marker whose holder isn't taking a turn goes at once (807.4g). */
function designate(state: GameState, ti: number, times: number): void {
  const t = state.turns[ti]!;
  t.removal = (t.removal ?? 0) + times;
  log(
    state,
    'turn-marker',
    `Turn marker ${t.marker} is designated for removal${t.removal > 1 ? ` (${t.removal} times)` : ''}`,
    ['807.4e'],
    { marker: t.marker },
  );
  if (t.waiting || !turnInProgress(t)) removeMarker(state, ti);
}

/**
 * The first marker to the right of seat `p` (807.4e: "immediately to the departed player's right"); the departed
 * player's own marker isn't to their right (it passes on, 807.4c). 807.4g: also the marker to a removed one's right.
 */
function markerToRight(state: GameState, p: PlayerId, exclude: ReadonlySet<number> = new Set()): number | null {
  const n = state.players.length;
  for (let k = 1; k <= n; k++) {
    const seat = (p - k + n) % n;
    const i = state.turns.findIndex((t, j) => !t.removed && !exclude.has(j) && t.holder === seat);
    if (i >= 0) return i;
  }
  return null;
}

/** 807.4c / 807.4g / 807.4i: after a turn ends, its marker is removed, kept for an extra turn, or passed to the left. */
export function markerTurnEnded(state: GameState, ti: number, hooks: VariantHooks): void {
  const t = state.turns[ti]!;
  const p = t.holder!;
  t.activePlayers = [];
  delete t.vacated;
  if ((t.removal ?? 0) > 0) {
    removeMarker(state, ti);
    return;
  }
  if (!state.players[p]!.left && t.keepMarker) {
    // The extra turn taken "immediately before their next turn" is over: now that next turn.
    t.keepMarker = false;
    tryBeginOwnTurn(state, ti, p, ['807.4j'], hooks);
    return;
  }
  const extra = state.extraTurns.indexOf(p);
  if (!state.players[p]!.left && extra >= 0) {
    if (markerWithin(state, p, ti, -1)) {
      // 807.4i: a marker within three seats on the right: pass the marker; the extra turn waits for the next one.
      log(
        state,
        'turn-marker',
        `${playerName(state, p)}'s extra turn waits until just before their next turn: another marker is within three seats on their right`,
        ['807.4i'],
      );
    } else {
      state.extraTurns.splice(extra, 1);
      t.keepMarker = false;
      log(state, 'turn-marker', `${playerName(state, p)} keeps turn marker ${t.marker} for an extra turn`, ['807.4i']);
      tryBeginOwnTurn(state, ti, p, ['807.4i', '500.7'], hooks);
      return;
    }
  }
  const { player: to, skipped } = nextLiveLeft(state, p);
  for (const q of skipped) departedTurnPassed(state, q); // 800.4k / 800.4m
  passMarker(state, ti, to, ['807.4c'], hooks);
}

/** The holder begins a turn with the marker they keep, unless a marker is too close on the left (807.4i, 807.4d). */
function tryBeginOwnTurn(
  state: GameState,
  ti: number,
  p: PlayerId,
  rules: readonly string[],
  hooks: VariantHooks,
): void {
  const t = state.turns[ti]!;
  if (markerWithin(state, p, ti, 1)) {
    t.waiting = true;
    log(
      state,
      'turn-marker',
      `${playerName(state, p)} waits to begin: another marker is within three seats on their left`,
      ['807.4i', '807.4d'],
    );
    return;
  }
  t.waiting = false;
  startTurn(state, ti, p, hooks, rules);
}

/**
 * After players leave the game (800.4): 807.4c a waiting marker passes to the left at once; 807.4e–f markers are
 * designated for removal while the markers not yet designated exceed one per full four players still in the game.
 * Players leaving together: the lowest-numbered candidate marker is designated (807.4e).
 */
export function markersAfterLeave(state: GameState, departed: readonly PlayerId[], hooks: VariantHooks): void {
  if (!(state.options.turnMarkers ?? 0) || state.result) return;
  const live = state.players.filter((p) => !p.left).length;
  // At least one marker stays while the game goes on (with fewer than four players left, 807.4a would give none).
  const want = Math.max(1, markerCount(live));
  const effective = (): number =>
    state.turns.reduce((s, t) => s + (t.removed ? 0 : 1) - (t.removed ? 0 : (t.removal ?? 0)), 0);
  while (effective() > want) {
    const candidates = departed.map((p) => markerToRight(state, p)).filter((i): i is number => i !== null);
    if (candidates.length === 0) break;
    const pick = candidates.reduce((a, b) => (state.turns[a]!.marker <= state.turns[b]!.marker ? a : b));
    designate(state, pick, 1);
  }
  // 807.4c: a marker held by a departed player who isn't taking a turn passes to the left immediately.
  state.turns.forEach((t, i) => {
    if (t.removed || t.holder === undefined || !state.players[t.holder]!.left) return;
    if (t.waiting || !turnInProgress(t)) {
      const { player: to, skipped } = nextLiveLeft(state, t.holder);
      for (const q of skipped) if (q !== t.holder) departedTurnPassed(state, q);
      passMarker(state, i, to, ['807.4c'], hooks);
    }
  });
}
