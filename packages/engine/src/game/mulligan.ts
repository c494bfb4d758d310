/**
 * 103.5: the London mulligan. Starting with the starting player and going in turn order,
 * each player keeps or mulligans; those who mulligan shuffle their hand away and draw a new
 * one; repeat until all keep. Then each player puts one card per mulligan on the bottom,
 * except that in multiplayer the first mulligan is free (800.6 / 103.5c). 805.3a: with shared
 * team turns the starting team declares first, then each other team in turn order (the seat
 * order from the starting team's primary player), and all mulligans are taken at once.
 */
import { startingHandSize } from '../objects/starting-values.js';
import { setStartingPlanes } from '../casual/planechase.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from '../effects/perform.js';
import { log } from '../log/write.js';
import { effectsTask, type Task } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { chars } from '../objects/characteristics.js';
import { objName } from '../state/access.js';
import { teamRun } from '../state/team.js';
import { startTurn } from '../turn/flow.js';
import { beginMarkerTurns } from '../multiplayer/markers.js';
import { VARIANT_HOOKS } from './variant-hooks.js';
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

/**
 * 103.6: once every player has kept, the starting player takes opening-hand actions first, then each other
 * player in turn order. 805.3b: with shared team turns, each player on the starting team (in the team's order),
 * then each player of each other team, the teams in turn order.
 */
export function openingOrder(state: GameState): PlayerId[] {
  const seats = seatOrder(state);
  if (!state.options.sharedTeamTurns) return seats;
  const teams: number[] = [];
  for (const p of seats) {
    const t = state.players[p]!.team;
    if (!teams.includes(t)) teams.push(t);
  }
  const start = state.players[state.startingPlayer]!.team;
  const ordered = [start, ...teams.filter((t) => t !== start)];
  const out: PlayerId[] = [];
  for (const t of ordered) {
    const anyMember = state.players.find((q) => q.team === t)!.id;
    for (const q of teamRun(state, anyMember)) if (!state.players[q]!.left) out.push(q);
  }
  return out;
}

/** The cards in p's opening hand with "you may begin the game with it on the battlefield" (103.6a, 113.6). */
export function beginsOnBattlefield(state: GameState, p: PlayerId): ObjectId[] {
  return state.players[p]!.hand.filter((id) =>
    chars(state, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'beginOnBattlefield'),
  );
}

export function bottomCount(state: GameState, p: PlayerId): number {
  const m = state.players[p]!.mulligans;
  const free = state.options.freeFirstMulligan && m > 0 ? 1 : 0;
  return Math.max(0, m - free);
}

export function runMulligan(state: GameState, task: M): PendingDecision | null {
  const order = seatOrder(state);
  while (task.phase === 'decide') {
    const d = decideHands(state, task, order);
    if (d) return d;
  }
  const b = bottomCards(state, task, order);
  if (b) return b;
  const o = openingHandActions(state, task);
  if (o) return o;
  if (task.after && task.phase === 'opening') {
    finishRestart(state, task, task.after);
    return null;
  }
  beginGame(state);
  return null;
}

/** 103.5: in seat order, each player keeps or mulligans; those who mulligan draw a new hand (902.5a). */
function decideHands(state: GameState, task: M, order: readonly PlayerId[]): PendingDecision | null {
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
        return {
          kind: 'mulligan',
          player: p,
          prompt: `Keep this hand of ${pl.hand.length}, or mulligan?`,
          mulligansTaken: pl.mulligans,
        };
      }
      task.answer = null;
      if (a.kind === 'keep') {
        pl.keptHand = true;
        log(state, 'keep', `${pl.name} keeps their hand`, ['103.5']);
      } else {
        task.mulled.push(p);
        log(state, 'mulligan', `${pl.name} takes a mulligan`, ['103.5']);
      }
    }
    task.index++;
  }
  if (task.mulled.length === 0) {
    task.phase = 'bottom';
    task.index = 0;
    return null;
  }
  for (const p of task.mulled) {
    const pl = state.players[p]!;
    for (const id of [...pl.hand]) moveObject(state, id, 'library');
    shuffleInPlace(state.rng, pl.library);
    for (let i = 0; i < startingHandSize(state, p); i++) perform(state, { kind: 'draw', player: p }, ['103.5']); // 902.5a: a vanguard's hand modifier applies to each new hand
    pl.mulligans++;
  }
  task.mulled = [];
  task.index = 0;
  return null;
  return null;
}

/** 103.5 / 800.6: each player who mulliganed puts that many cards (less a free one) on the bottom. */
function bottomCards(state: GameState, task: M, order: readonly PlayerId[]): PendingDecision | null {
  while (task.phase === 'bottom' && task.index < order.length) {
    const p = order[task.index]!;
    const n = Math.min(bottomCount(state, p), state.players[p]!.hand.length);
    if (n > 0) {
      const a = task.answer;
      if (!a || a.kind !== 'bottomCards') {
        return {
          kind: 'bottomCards',
          player: p,
          prompt: `Put ${n} card(s) from your hand on the bottom of your library`,
          count: n,
          hand: [...state.players[p]!.hand],
        };
      }
      task.answer = null;
      for (const id of a.cards) moveObject(state, id, 'library', { position: 'bottom' });
      log(state, 'bottom', `${state.players[p]!.name} puts ${n} card(s) on the bottom of their library`, [
        '103.5',
        ...(state.options.freeFirstMulligan ? ['800.6'] : []),
      ]);
    }
    task.index++;
  }
  if (task.phase === 'bottom') {
    task.phase = 'opening';
    task.index = 0;
  }
  return null;
}

/** 103.6 / 103.6a: opening-hand actions: cards that begin the game on the battlefield. */
function openingHandActions(state: GameState, task: M): PendingDecision | null {
  const opening = openingOrder(state);
  while (task.phase === 'opening' && task.index < opening.length) {
    const p = opening[task.index]!;
    const cards = beginsOnBattlefield(state, p);
    if (cards.length > 0) {
      const a = task.answer;
      if (!a || a.kind !== 'chooseObjects') {
        return {
          kind: 'chooseObjects',
          player: p,
          prompt: 'Choose the cards in your opening hand to begin the game with on the battlefield',
          options: cards,
          min: 0,
          max: cards.length,
          purpose: 'beginOnBattlefield',
        };
      }
      task.answer = null;
      const rules = state.options.sharedTeamTurns ? ['103.6a', '805.3b'] : ['103.6', '103.6a'];
      // 103.6a: the player takes the action by putting the card onto the battlefield (in the order chosen).
      for (const id of a.objects) {
        log(
          state,
          'opening',
          `${state.players[p]!.name} begins the game with ${objName(state, id)} on the battlefield`,
          rules,
          { player: p, card: id },
        );
        perform(state, { kind: 'move', object: id, to: 'battlefield', cause: 'effect', controller: p }, rules);
      }
    }
    task.index++;
  }
  return null;
}

/** 723.4: the restarting effect finishes now, before the first untap step; nobody gets priority meanwhile. */
function finishRestart(state: GameState, task: M, after: NonNullable<M['after']>): void {
  // 723.4: the restarting effect finishes now, before the first untap step; nobody gets priority meanwhile.
  task.phase = 'after';
  const ctx = {
    controller: after.controller,
    source: null,
    sourceName: after.sourceName,
    targets: [],
    x: 0,
    triggerObject: null,
    triggerPlayer: null,
    turnIndex: 0,
    created: [...after.those],
  };
  state.tasks.push(effectsTask(ctx, after.effects));
}

/** The game begins: the first turn (807.4b: every turn marker's turn in Grand Melee) and 901.5 starting planes. */
function beginGame(state: GameState): void {
  state.phase = 'playing';
  // 901.5: the starting plane, before the first turn.
  if (state.planechase && !((state.options.turnMarkers ?? 0) > 0)) setStartingPlanes(state, [state.startingPlayer]);
  // 807.4b: in Grand Melee every player with a turn marker begins a turn at the same time.
  if ((state.options.turnMarkers ?? 0) > 0) {
    beginMarkerTurns(state, VARIANT_HOOKS);
    // 901.14a: each player who starts the game with a turn marker sets a starting plane and is a planar controller.
    if (state.planechase)
      setStartingPlanes(
        state,
        state.turns.map((t) => t.holder!),
      );
  } else startTurn(state, 0, state.startingPlayer, VARIANT_HOOKS);
}
