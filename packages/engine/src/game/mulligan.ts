/**
 * 103.5: the London mulligan. Starting with the starting player and going in turn order,
 * each player keeps or mulligans; those who mulligan shuffle their hand away and draw a new
 * one; repeat until all keep. Then each player puts one card per mulligan on the bottom,
 * except that in multiplayer the first mulligan is free (800.6 / 103.5c). 805.3a: with shared
 * team turns the starting team declares first, then each other team in turn order (the seat
 * order from the starting team's primary player), and all mulligans are taken at once.
 */
import { startingHandSize } from '../casual/vanguard.js';
import { setStartingPlanes } from '../casual/planechase.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from '../events/pipeline.js';
import { log } from '../log/write.js';
import type { Task } from '../state/tasks.js';
import type { GameState, PlayerId } from '../state/types.js';
import { startTurn } from '../turn/flow.js';
import { beginMarkerTurns } from '../multiplayer/markers.js';
import { shuffleInPlace } from '../rng.js';
import { moveObject } from '../zones/move.js';

type M = Extract<Task, { kind: 'mulligan' }>;

function seatOrder(state: GameState): PlayerId[] {
  const n = state.players.length;
  const out: PlayerId[] = [];
  for (let k = 0; k < n; k++) {
    const p = (state.startingPlayer + k) % n;
    if (!state.players[p]!.left) out.push(p);
  }
  return out;
}

export function bottomCount(state: GameState, p: PlayerId): number {
  const m = state.players[p]!.mulligans;
  const free = state.options.freeFirstMulligan && m > 0 ? 1 : 0;
  return Math.max(0, m - free);
}

export function runMulligan(state: GameState, task: M): PendingDecision | null {
  const order = seatOrder(state);
  for (;;) {
    if (task.phase === 'decide') {
      while (task.index < order.length) {
        const p = order[task.index]!;
        const pl = state.players[p]!;
        // A player who would have to bottom their whole hand keeps automatically.
        if (!pl.keptHand && bottomCount(state, p) >= startingHandSize(state, p)) {
          pl.keptHand = true;
        }
        if (!pl.keptHand) {
          const a = task.answer;
          if (!a || (a.kind !== 'keep' && a.kind !== 'mulligan')) {
            return { kind: 'mulligan', player: p, prompt: `Keep this hand of ${pl.hand.length}, or mulligan?`, mulligansTaken: pl.mulligans };
          }
          task.answer = null;
          if (a.kind === 'keep') { pl.keptHand = true; log(state, 'keep', `${pl.name} keeps their hand`, ['103.5']); }
          else { task.mulled.push(p); log(state, 'mulligan', `${pl.name} takes a mulligan`, ['103.5']); }
        }
        task.index++;
      }
      if (task.mulled.length === 0) { task.phase = 'bottom'; task.index = 0; continue; }
      for (const p of task.mulled) {
        const pl = state.players[p]!;
        for (const id of [...pl.hand]) moveObject(state, id, 'library');
        shuffleInPlace(state.rng, pl.library);
        for (let i = 0; i < startingHandSize(state, p); i++) perform(state, { kind: 'draw', player: p }, ['103.5']); // 902.5a: a vanguard's hand modifier applies to each new hand
        pl.mulligans++;
      }
      task.mulled = [];
      task.index = 0;
      continue;
    }
    while (task.index < order.length) {
      const p = order[task.index]!;
      const n = Math.min(bottomCount(state, p), state.players[p]!.hand.length);
      if (n > 0) {
        const a = task.answer;
        if (!a || a.kind !== 'bottomCards') {
          return { kind: 'bottomCards', player: p, prompt: `Put ${n} card(s) from your hand on the bottom of your library`, count: n, hand: [...state.players[p]!.hand] };
        }
        task.answer = null;
        for (const id of a.cards) moveObject(state, id, 'library', { position: 'bottom' });
        log(state, 'bottom', `${state.players[p]!.name} puts ${n} card(s) on the bottom of their library`, ['103.5', ...(state.options.freeFirstMulligan ? ['800.6'] : [])]);
      }
      task.index++;
    }
    state.phase = 'playing';
    // 901.5: the starting plane, before the first turn.
    if (state.planechase && !((state.options.turnMarkers ?? 0) > 0)) setStartingPlanes(state, [state.startingPlayer]);
    // 807.4b: in Grand Melee every player with a turn marker begins a turn at the same time.
    if ((state.options.turnMarkers ?? 0) > 0) {
      beginMarkerTurns(state);
      // 901.14a: each player who starts the game with a turn marker sets a starting plane and is a planar controller.
      if (state.planechase) setStartingPlanes(state, state.turns.map((t) => t.holder!));
    }
    else startTurn(state, 0, state.startingPlayer);
    return null;
  }
}
