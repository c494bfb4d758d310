/**
 * Chapter 5: moving through a turn. Each step begins with its turn-based actions (703),
 * then players receive priority (117) unless the step has none (502.4 untap, 514.3
 * cleanup). A step ends when all players pass in succession with an empty stack (500.2).
 *
 * Several turns may be in progress at once (807.4: Grand Melee's turn markers, each with its
 * own stack and priority, 807.5). `state.focus` names the turn the engine is advancing; at each
 * priority point the focus moves on to the next turn in progress, so every turn marker's
 * stack is served in turn. Shared team turns (805) have several active players and give
 * priority to teams (805.5).
 */
import { prunePlayPermissions } from '../stack/play-permissions.js';
import type { VariantHooks } from './variant-hooks.js';
import { log } from '../log/write.js';
import {
  battlefieldStaticsOf,
  chars,
  controllerOf,
  touch,
  touchTiming,
  touchUnlayered,
  touchCombat,
} from '../objects/characteristics.js';
import { apnapOrder, playerName, turnSeat } from '../state/access.js';
import type {
  CombatState,
  GameObject,
  GameState,
  ObjectId,
  PlayerId,
  PlayerState,
  StepName,
  TurnState,
} from '../state/types.js';
import { recordWithout } from '../state/json-copy.js';
import { detectTriggers } from '../triggers/detect.js';
import { perform } from '../effects/perform.js';
import { dayNightAtUntap } from '../events/day-night.js';
import { drawOrderChoice } from '../events/draw-replacement.js';
import { effectsTask, type Task } from '../state/tasks.js';
import { poolAsStepEnds, poolText, poolTotal } from '../mana/pool.js';
import { endEffects } from '../objects/continuous-effects.js';
import { hasStatic } from '../objects/statics.js';
import { checkCondition } from '../objects/conditions.js';
import { endGame, exileOrphans } from '../players/leave.js';
import { checkStateBasedActions } from '../sba/check.js';
import { needsFirstStrikeStep } from '../combat/damage.js';
import { STEP_LABEL, STEP_ORDER, STEP_PHASE, STEP_RULE } from './steps.js';
import { receivePriority } from '../priority/legal.js';
import { defendingPlayerOf } from '../objects/defenders.js';
import { eligibleForPriority, snapshotRanges } from '../objects/range.js';
import { primaryPlayer, teamRun } from '../state/team.js';
import { ownObject } from '../objects/copy-on-write.js';

function stepHasPriority(state: GameState, ti: number): boolean {
  const t = state.turns[ti]!;
  if (t.step === 'untap') return false; // 502.4
  if (t.step === 'cleanup') return t.repeatCleanup; // 514.3, 514.3a
  return true;
}

/** Is more than one turn (turn marker) in play? (807.4) */
export function multiTurn(state: GameState): boolean {
  return state.turns.length > 1;
}

/** The turn being advanced (807.5: one stack per turn marker); 0 in ordinary games. */
export function focusIndex(state: GameState): number {
  const f = state.focus ?? 0;
  return f >= 0 && f < state.turns.length ? f : 0;
}

/** Moves the focus to the next turn marker still in the game. Returns false if there is no other. */
function rotate(state: GameState): boolean {
  const n = state.turns.length;
  const from = focusIndex(state);
  for (let k = 1; k < n; k++) {
    const i = (from + k) % n;
    if (!state.turns[i]!.removed) {
      state.focus = i;
      return true;
    }
  }
  return false;
}

/** One unit of progress when no task is pending. */
export function advance(state: GameState, hooks: VariantHooks): void {
  const ti = focusIndex(state);
  const t = state.turns[ti]!;
  if (t.removed || t.waiting) {
    // 807.4d: a player holding a turn marker begins their turn as soon as no marker is too close on their left.
    if (t.waiting && hooks.beginMarkerTurn(state, ti, false)) return;
    if (!rotate(state) || state.turns.every((x) => x.removed || x.waiting)) breakDeadlock(state, hooks);
    return;
  }
  exileOrphans(state); // 800.4c
  if (!t.stepBegun) {
    t.stepBegun = true;
    beginStep(state, ti, hooks);
    return;
  }
  if (stepHasPriority(state, ti)) {
    if (t.priority === null) t.priority = firstToAct(state, ti);
    else if (!eligibleForPriority(state, t, t.priority)) t.priority = nextToReceive(state, ti, t.priority); // 800.4a / 800.4j
    // 117.5 / 704.3 / 603.3: before a player receives priority, SBAs then triggers.
    if (checkStateBasedActions(state, hooks)) return;
    if (state.tasks.length > 0 || state.result) return;
    if (state.pendingTriggers.length > 0) {
      state.tasks.push({ kind: 'putTriggersOnStack', turnIndex: ti, ordered: [], answer: null });
      return;
    }
    // 807.5: each turn marker's stack is served in turn.
    if (t.served && multiTurn(state)) {
      t.served = false;
      if (rotate(state)) return;
    }
    if (t.priority === null) {
      // 800.4j: nobody who could receive priority for this stack is left in the game.
      allPassed(state, ti, hooks);
      return;
    }
    const d = receivePriority(state, t.priority, hooks);
    if (multiTurn(state)) t.served = true;
    if (state.options.autoPassWhenNoActions && d.actions.length === 1) {
      state.pending = null; // 117.3d: passing ends the decision
      passPriority(state, ti, t.priority, hooks);
    }
    return;
  }
  if (t.step === 'cleanup') {
    // 514.3a: if SBAs or triggers happen during cleanup, players get priority and another cleanup follows.
    const sba = checkStateBasedActions(state, hooks);
    if (state.result) return;
    if (sba || state.pendingTriggers.length > 0 || state.tasks.length > 0) {
      t.repeatCleanup = true;
      log(state, 'cleanup', 'State-based actions or triggers during cleanup: players receive priority', ['514.3a']);
      return;
    }
  }
  endStep(state, ti, hooks);
}

/** A safety valve: if every turn marker were waiting, the first one begins (807.4d can't then be met). */
function breakDeadlock(state: GameState, hooks: VariantHooks): void {
  const i = state.turns.findIndex((x) => x.waiting && !x.removed);
  if (i >= 0) {
    state.focus = i;
    hooks.beginMarkerTurn(state, i, true);
  }
}

/** Players who get priority for this turn's stack (807.5a; everyone still in the game otherwise). */
export function priorityPlayers(state: GameState, ti: number): PlayerId[] {
  const t = state.turns[ti]!;
  const out: PlayerId[] = [];
  for (let p = 0; p < state.players.length; p++) if (eligibleForPriority(state, t, p)) out.push(p);
  return out;
}

/** 117.4: every player who gets priority for this turn's stack has passed in succession. */
function everyonePassed(state: GameState, t: TurnState): boolean {
  for (let p = 0; p < state.players.length; p++)
    if (!t.passed.includes(p) && eligibleForPriority(state, t, p)) return false;
  return true;
}

/** 117.3a / 805.5b / 800.4j: the active player (team) receives priority first; if they've left, the next player in turn order. */
function firstToAct(state: GameState, ti: number): PlayerId | null {
  const t = state.turns[ti]!;
  for (const p of apnapOrder(state, ti)) if (eligibleForPriority(state, t, p)) return p;
  // The active player left (800.4j): start from their seat.
  const seat = turnSeat(t);
  return seat === undefined ? null : nextEligible(state, t, seat, []);
}

function nextEligible(state: GameState, t: TurnState, after: PlayerId, passed: readonly PlayerId[]): PlayerId | null {
  const n = state.players.length;
  for (let k = 1; k <= n; k++) {
    const q = (after + k) % n;
    if (!passed.includes(q) && eligibleForPriority(state, t, q)) return q;
  }
  return null;
}

/**
 * 117.3d: the next player in turn order receives priority. 805.5: with shared team turns the team
 * has priority, so each teammate who hasn't passed is asked before the next team.
 */
function nextToReceive(state: GameState, ti: number, p: PlayerId): PlayerId | null {
  const t = state.turns[ti]!;
  if (state.options.sharedTeamTurns) {
    const run = teamRun(state, p);
    const i = run.indexOf(p);
    for (let k = 1; k < run.length; k++) {
      const q = run[(i + k) % run.length]!;
      if (!t.passed.includes(q) && eligibleForPriority(state, t, q)) return q;
    }
  }
  return nextEligible(state, t, p, t.passed);
}

/** 117.3d / 117.4: a player passes priority. */
export function passPriority(state: GameState, ti: number, p: PlayerId, hooks: VariantHooks): void {
  const t = state.turns[ti]!;
  if (!t.passed.includes(p)) t.passed.push(p);
  if (everyonePassed(state, t)) {
    allPassed(state, ti, hooks);
    return;
  }
  t.priority = nextToReceive(state, ti, p);
}

/** 117.4 / 805.5b: all players (teams) passed in succession: the top object resolves, or the step ends. */
function allPassed(state: GameState, ti: number, hooks: VariantHooks): void {
  const t = state.turns[ti]!;
  t.passed = [];
  if (t.stack.length > 0) {
    t.priority = null; // 117.3b: after resolution the active player receives priority
    state.tasks.push({ kind: 'resolveTop', turnIndex: ti });
  } else {
    endStep(state, ti, hooks); // 500.2
  }
}

function skipsFirstDraw(state: GameState, t: TurnState): boolean {
  // 103.8a / 800.7 / 810.6: the starting player (in Two-Headed Giant, the starting team) skips the first draw.
  return (
    t.number === 1 && state.options.skipFirstDraw === 'startingPlayer' && t.activePlayers.includes(state.startingPlayer)
  );
}

function beginStep(state: GameState, ti: number, hooks: VariantHooks): void {
  const t = state.turns[ti]!;
  const active = t.activePlayers.filter((p) => !state.players[p]!.left);
  const marker = multiTurn(state) ? `, turn marker ${t.marker}` : '';
  log(
    state,
    'step',
    `${STEP_LABEL[t.step]} (turn ${t.number}${marker}, ${active.map((p) => playerName(state, p)).join(' & ') || 'no active player'})`,
    [STEP_RULE[t.step]],
    { step: t.step, turn: t.number },
  );
  switch (t.step) {
    case 'untap':
      dayNightAtUntap(state, t.previousActive, perform, detectTriggers); // 502.2
      // 502.3: the active player (805.4: each player on the active team) untaps all their permanents.
      const permanents = state.battlefield.slice(); // (as the step began)
      for (let i = 0; i < permanents.length; i++) {
        const id = permanents[i]!;
        const o = state.objects[id]!;
        if (o.tapped && active.includes(controllerOf(state, id)) && !hasStatic(state, id, ['doesntUntap']))
          perform(state, { kind: 'untap', object: id }, ['502.3']);
      }
      // 502.3 / 611.2: "doesn't untap during its controller's next untap step" is used up by this untap step.
      endEffects(
        state,
        (e) =>
          e.duration === 'untilNextUntapStep' &&
          e.affected.every(
            (id) => state.objects[id]?.zone !== 'battlefield' || active.includes(controllerOf(state, id)),
          ),
      );
      break;
    case 'draw':
      // 504.1; 805.4b / 805.6a: each player on the active team draws, in the team's order.
      for (const p of active) state.players[p]!.drawsThisDrawStep = 0; // "the first one you draw in each of your draw steps"
      if (skipsFirstDraw(state, t)) {
        const team = active.length > 1;
        log(
          state,
          'skip-draw',
          `${active.map((p) => playerName(state, p)).join(' & ')} ${team ? 'skip their' : 'skips their'} first draw`,
          team ? ['810.6', '800.7', '103.8a'] : ['103.8a'],
        );
        break;
      }
      for (const p of active) {
        // 616.1: replacements of this draw that don't commute: the drawing player orders them (effects/verbs/draw.ts).
        if (drawOrderChoice(state, p)) state.tasks.push(drawTask(p));
        else perform(state, { kind: 'draw', player: p }, active.length > 1 ? ['504.1', '805.4b'] : ['504.1']);
      }
      break;
    case 'declareAttackers':
      state.tasks.push({ kind: 'declareAttackers', turnIndex: ti, answer: null });
      break;
    case 'declareBlockers': {
      // 509.1 / 802.4: each defending player in APNAP order; 805.10d: each defending team as one, through its primary player.
      const combat = t.combat;
      const defenders: PlayerId[] = [];
      if (combat) {
        for (const p of apnapOrder(state, ti)) {
          if (!combat.attackers.some((a) => defendingPlayerOf(state, a, chars) === p)) continue;
          const who = state.options.sharedTeamTurns ? firstLiveOfTeam(state, p) : p;
          if (!defenders.includes(who)) defenders.push(who);
        }
      }
      state.tasks.push({ kind: 'declareBlockers', turnIndex: ti, defenders, index: 0, answer: null });
      break;
    }
    case 'firstStrikeDamage':
    case 'combatDamage':
      state.tasks.push({
        kind: 'combatDamage',
        turnIndex: ti,
        firstStrike: t.step === 'firstStrikeDamage',
        assigned: [],
        index: 0,
        answer: null,
      });
      break;
    case 'cleanup':
      state.tasks.push({ kind: 'cleanupDamage', turnIndex: ti });
      for (const p of [...active].reverse()) state.tasks.push({ kind: 'cleanupDiscard', player: p, answer: null });
      break;
    case 'main1':
      hooks.mainPhaseBegins(state, active); // 904.9: right after the archenemy's precombat main phase begins
      break;
    case 'upkeep':
    case 'beginCombat':
    case 'endCombat':
    case 'main2':
    case 'end':
      break;
  }
  // 805.4d: with shared team turns, "at the beginning of each player's [step]" triggers once for each active player.
  if (state.options.sharedTeamTurns && active.length > 1)
    for (const p of active) detectTriggers(state, { kind: 'stepBegins', step: t.step, activePlayers: [p] });
  else detectTriggers(state, { kind: 'stepBegins', step: t.step, activePlayers: active });
}

/** 805.2: a team acts through its primary player (the next member in seat order if they've left). */
export function firstLiveOfTeam(state: GameState, p: PlayerId): PlayerId {
  return teamRun(state, p).find((q) => !state.players[q]!.left) ?? p;
}

/** 500.4: mana empties from pools as each step and phase ends; then the next step begins. */
function endStep(state: GameState, ti: number, hooks: VariantHooks): void {
  const t = state.turns[ti]!;
  const involved = multiTurn(state) ? new Set([...t.activePlayers, ...priorityPlayers(state, ti)]) : null;
  for (const p of state.players) {
    if (involved && !involved.has(p.id)) continue; // 807.5: only players taking part in this turn marker's turn
    const left = poolAsStepEnds(p.manaPool, t.step);
    const lost = poolTotal(p.manaPool) - poolTotal(left);
    if (lost > 0 || p.manaPool.untilEndOfCombat) p.manaPool = left;
    if (lost > 0) {
      const kept = poolTotal(left) > 0 ? ` but for ${poolText(left)}, kept until end of combat` : '';
      log(state, 'mana-empty', `${p.name}'s unused mana empties${kept}`, kept ? ['500.4', '702.189a'] : ['500.4']);
    }
  }
  t.priority = null;
  t.passed = [];
  t.stepBegun = false;
  if (t.step === 'cleanup') {
    if (t.repeatCleanup) {
      t.repeatCleanup = false;
      return;
    } // 514.3a: another cleanup step
    nextTurn(state, ti, hooks);
    return;
  }
  let next: StepName;
  switch (t.step) {
    case 'declareAttackers':
      next = t.combat && t.combat.attackers.length > 0 ? 'declareBlockers' : 'endCombat'; // 508.8
      break;
    case 'declareBlockers':
      next = t.combat && needsFirstStrikeStep(state, t.combat) ? 'firstStrikeDamage' : 'combatDamage';
      if (t.combat) t.combat.firstStrikeStep = next === 'firstStrikeDamage';
      break;
    case 'endCombat': {
      // 511.3: creatures are removed from combat (a combat without attackers reads as none: nothing changes).
      const c = t.combat;
      t.combat = null;
      if (c && (c.attackers.length > 0 || c.blockers.length > 0 || c.attackedPlayers))
        touchCombat(state, combatants(state, t.activePlayers, c));
      next = 'main2';
      break;
    }
    default:
      next = STEP_ORDER[STEP_ORDER.indexOf(t.step) + 1]!;
      if (next === 'firstStrikeDamage') next = 'combatDamage';
  }
  // 614.10: a skipped step simply doesn't happen.
  while ((next === 'upkeep' || next === 'draw') && stepSkipped(state, ti, next)) {
    log(state, 'skip', `${STEP_LABEL[next]} is skipped`, ['614.1b', '614.10']);
    next = next === 'upkeep' ? 'draw' : 'main1';
  }
  t.step = next;
  t.phase = STEP_PHASE[next];
  touchTiming(state); // conditions can read the step ("during your turn", "as long as it's your combat")
}

/** Does a "skip your [step]" effect apply to every active player of this turn? */
function stepSkipped(state: GameState, ti: number, step: StepName): boolean {
  const active = state.turns[ti]!.activePlayers.filter((p) => !state.players[p]!.left);
  if (active.length === 0) return false;
  return active.every((p) =>
    state.battlefield.some((id) => {
      const c = chars(state, id);
      return (
        c.controller === p &&
        c.abilities.some(
          (a) =>
            a.kind === 'static' &&
            a.effect.kind === 'skipStep' &&
            a.effect.step === step &&
            (!a.condition || checkCondition(state, a.condition, c.controller, chars, id)), // 611.3b
        )
      );
    }),
  );
}

/** The number the next turn to begin gets. */
function nextTurnNumber(state: GameState): number {
  return Math.max(state.turnCount ?? 0, ...state.turns.map((x) => x.number)) + 1;
}

/** 104.4b-like safety valve for AI games: the game is a draw after `turnLimit` turns. */
export function turnLimitReached(state: GameState, hooks: VariantHooks): boolean {
  if (nextTurnNumber(state) <= state.options.turnLimit) return false;
  endGame(state, [], true, `turn limit of ${state.options.turnLimit} reached`, ['104.4b'], hooks);
  return true;
}

/**
 * 500.7 / 101.4: the next turn goes to the next extra turn, else the next player (805.4: team) in turn
 * order still in the game. 800.4k: a departed player's turn doesn't begin. 807.4c: in Grand Melee the
 * turn marker passes instead (multiplayer/markers.ts).
 */
function nextTurn(state: GameState, ti: number, hooks: VariantHooks): void {
  if ((state.options.turnMarkers ?? 0) > 0) {
    if (turnLimitReached(state, hooks)) return;
    hooks.markerTurnEnded(state, ti);
    return;
  }
  const t = state.turns[ti]!;
  const n = state.players.length;
  const seat = t.activePlayers[0] ?? t.vacated ?? 0; // 800.4j: a departed active player's seat still anchors turn order
  const anchor = state.options.sharedTeamTurns ? primaryPlayer(state, seat) : seat;
  let p: PlayerId | undefined;
  let rules = ['500.1', '102.1'];
  while (state.extraTurns.length > 0) {
    const extra = state.extraTurns.shift()!;
    if (state.players[extra]!.left) {
      log(state, 'turn-skipped', `${playerName(state, extra)} has left the game: their extra turn doesn't begin`, [
        '800.4k',
      ]);
      continue;
    }
    p = extra;
    rules = state.options.sharedTeamTurns ? ['500.7', '805.8'] : ['500.7'];
    break;
  }
  if (p === undefined) {
    const anchorTeam = state.players[anchor]!.team;
    for (let k = 1; k <= n; k++) {
      const q = (anchor + k) % n;
      if (state.options.sharedTeamTurns && state.players[q]!.team === anchorTeam) continue;
      if (state.players[q]!.left) {
        departedTurnPassed(state, q);
        continue;
      }
      p = q;
      break;
    }
  }
  if (p === undefined) p = anchor;
  if (turnLimitReached(state, hooks)) return;
  startTurn(state, ti, p, hooks, rules);
}

/**
 * 800.4m: when a departed player's turn would have begun, effects lasting "until that player's next turn"
 * (or a point in it) end: they neither expire at once nor last indefinitely. 800.4k: that turn doesn't begin.
 */
export function departedTurnPassed(state: GameState, p: PlayerId): void {
  const ended = endEffects(state, (e) => e.duration === 'untilYourNextTurn' && e.durationOwner === p);
  if (ended)
    log(
      state,
      'effects-end',
      `${ended} effect(s) lasting until ${playerName(state, p)}'s next turn end: that turn would have begun now`,
      ['800.4m', '800.4k'],
    );
}

/**
 * The players whose own things a combat's end changes for the kept legal-action lists: the attacking players and the
 * controllers of the blockers (others read combat only through volatile reads: priority/kept-actions.ts).
 */
function combatants(state: GameState, active: readonly PlayerId[], c: CombatState): PlayerId[] {
  const out = [...active];
  for (const b of c.blockers)
    if (state.objects[b.blocker]?.zone === 'battlefield') out.push(controllerOf(state, b.blocker));
  return out;
}

/**
 * Whether a new turn changes a player's own record (`startTurn`): a "this turn" value that ends, lands played, spells
 * cast this turn becoming spells cast last turn.
 */
function turnResets(before: PlayerState, ended: readonly (keyof PlayerState)[]): boolean {
  if (ended.some((k) => before[k] !== undefined) || before.landsPlayedThisTurn !== 0) return true;
  const cast = before.spellsCastThisTurn;
  return (cast ?? 0) !== 0 || (before.spellsCastLastTurn !== undefined && before.spellsCastLastTurn !== (cast ?? 0));
}

/**
 * Whether the "this turn" values of a permanent whose controller is not active in the new turn are read by a kept
 * legal-action list that keys on its controller's own changes (priority/kept-actions.ts; such a list reads no
 * condition, combat or triggered ability): once-each-turn activations (602.5b), loyalty activations (606.3) and, for a
 * power-up ability, whether it entered this turn.
 */
function listReadsReset(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id]!;
  if ('activatedThisTurn' in o || o.loyaltyActivatedThisTurn !== 0) return true;
  return 'enteredThisTurn' in o && chars(state, id).abilities.some((a) => a.kind === 'activated' && a.powerUp);
}

/** Whether a "can't cast more than N spells each turn" static ability is on the battlefield (101.2). */
function castLimits(state: GameState): boolean {
  return battlefieldStaticsOf(state, ['cantCast']).some(
    (s) => s.ability.effect.kind === 'cantCast' && s.ability.effect.maxPerTurn !== undefined,
  );
}

function sameSeats(a: readonly PlayerId[] | undefined, b: readonly PlayerId[] | undefined): boolean {
  return a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Starts a turn for `p` (805.4: with shared team turns, for p's whole team) in turn slot `ti`. */
export function startTurn(
  state: GameState,
  ti: number,
  p: PlayerId,
  hooks: VariantHooks,
  rules: readonly string[] = ['500.1', '102.1'],
): void {
  const t = state.turns[ti]!;
  const number = nextTurnNumber(state);
  state.turnCount = number;
  t.number = number;
  const active = state.options.sharedTeamTurns ? teamRun(state, p).filter((q) => !state.players[q]!.left) : [p];
  if (state.dayNight !== undefined) t.previousActive = t.activePlayers; // 502.2
  t.activePlayers = active;
  delete t.vacated;
  const permissions = state.playPermissions !== undefined; // (any of them may end: a shared change below)
  prunePlayPermissions(state, active, number, hooks); // "until your next turn" permissions end; used-up ones are dropped
  if ((state.options.turnMarkers ?? 0) > 0) {
    t.holder = p;
    t.waiting = false;
  }
  t.step = 'untap';
  t.phase = 'beginning';
  t.stepBegun = false;
  t.priority = null;
  t.passed = [];
  t.combat = null;
  t.served = false;
  delete t.history; // a new turn: nothing has happened "this turn" yet
  // Players active in another turn in progress (807.4) keep their count of lands played this turn.
  const busy = new Set(
    state.turns.filter((x, i) => i !== ti && !x.removed && !x.waiting).flatMap((x) => x.activePlayers),
  );
  const owners = new Set(active); // the players whose own things the new turn changes (`touchUnlayered` below)
  const cast: PlayerId[] = []; // other players whose count of spells cast this turn starts over
  state.players.forEach((before, i) => {
    const ended: (keyof PlayerState)[] = ['drawsThisTurn', 'drawsThisDrawStep', 'manaSpentOnSpellsThisTurn']; // 702.94a, 504.1, 700.14
    if (busy.size === 0) ended.push('dealtDamageThisTurn'); // 702.54a: this turn
    if (!busy.has(before.id)) ended.push('extraLandPlaysThisTurn', 'cantCastThisTurn');
    // Another player's values ending count for their kept list only if a steady list reads them: "can't cast spells
    // this turn", and the spells they cast while a "can't cast more than N spells each turn" may apply (below); the rest
    // — draws, damage dealt, lands played — are read by conditions and counts, or in their own turn only.
    if (turnResets(before, ended) && (active.includes(before.id) || 'cantCastThisTurn' in before))
      owners.add(before.id);
    else if ((before.spellsCastThisTurn ?? 0) !== 0) cast.push(before.id);
    const pl = (state.players[i] = recordWithout(before, ended));
    if (!busy.has(pl.id)) pl.landsPlayedThisTurn = 0;
    // A new turn: what was cast this turn becomes what was cast last turn (werewolves' intervening ifs).
    if (pl.spellsCastThisTurn !== undefined || pl.spellsCastLastTurn !== undefined) {
      pl.spellsCastLastTurn = pl.spellsCastThisTurn ?? 0;
      pl.spellsCastThisTurn = 0;
    }
  });
  // Whose turn it is and the players' "this turn" values changed: conditions read them (611.3b, "during your turn",
  // "if you drew two or more cards this turn"), so the characteristics read below are computed afresh — a map that read
  // only whose turn it is stays valid while the structural epoch holds, so this bumps it (no player's own change: the
  // change is counted for them at the end, `touchUnlayered`).
  touchUnlayered(state, []);
  if (castLimits(state)) for (const q of cast) owners.add(q); // 101.2: the limit counts their spells again
  for (const id of state.battlefield) {
    const c = controllerOf(state, id);
    const o = state.objects[id]!;
    const resets = !busy.has(c) && hasTurnRecords(o);
    const goadEnds = o.goadedBy?.some((q) => active.includes(q)) ?? false; // 701.15a: until the goader's next turn
    if (!resets && !goadEnds && !(active.includes(c) && o.summoningSick)) continue; // nothing to change: its record stays shared
    if (active.includes(c) || listReadsReset(state, id)) owners.add(c);
    const w = ownObject(state, id);
    if (!busy.has(c)) {
      w.loyaltyActivatedThisTurn = 0;
      if (w.activatedThisTurn) delete w.activatedThisTurn; // 602.5b: "once each turn" starts over
      if (w.triggeredThisTurn) delete w.triggeredThisTurn; // 603.2: "triggers only once each turn" starts over
      if (w.permissionsUsedThisTurn) delete w.permissionsUsedThisTurn; // 601.3: "once during each of your turns"
      if (w.countersPutThisTurn) delete w.countersPutThisTurn; // 122.6: "for the first time each turn"
      if (w.targetedByThisTurn) delete w.targetedByThisTurn; // 115.1: likewise
      delete w.enteredThisTurn; // power-up: "if it entered this turn"
      delete w.attackedThisTurn; // 702.142a: "if this creature attacked this turn"
    }
    if (goadEnds) endGoad(w, active);
    if (active.includes(c)) w.summoningSick = false; // 302.6
  }
  // Last known information is needed only while the spells and abilities that refer to it exist.
  if (state.turns.every((x) => x.stack.length === 0)) state.lki = {};
  // 611.2b: "until your next turn" effects end as that turn begins.
  endEffects(state, (e) => e.duration === 'untilYourNextTurn' && active.includes(e.durationOwner));
  const seats = state.rangeSeats;
  snapshotRanges(state); // 801.2c
  hooks.turnBegins(state, ti, active); // 901.6
  // What a new turn changes here is read by conditions and "this turn" counts (volatile reads), by rules outside the
  // layers (summoning sickness, 302.6) and, through the seats of 801.2c, by the layers (ranges of influence). Effects
  // that end touch on their own. So the layers need a recomputation only if the seats changed. The rest changes only
  // the own things of `owners` (kept legal-action lists: priority/kept-actions.ts), unless a play permission ended.
  if (sameSeats(seats, state.rangeSeats)) touchUnlayered(state, permissions ? undefined : [...owners]);
  else touch(state);
  const who = active.map((q) => playerName(state, q)).join(' & ');
  const marker = multiTurn(state) ? ` (turn marker ${t.marker})` : '';
  log(state, 'turn', `Turn ${number}: ${who}${marker}`, rules, { turn: number, active });
}

/** 701.15a: a goad lasts until the goading player's next turn: the players whose turn begins stop goading it. */
function endGoad(w: { goadedBy?: readonly PlayerId[] }, active: readonly PlayerId[]): void {
  const left = w.goadedBy!.filter((q) => !active.includes(q));
  if (left.length > 0) w.goadedBy = left;
  else delete w.goadedBy;
}

/** Whether a permanent keeps any "this turn" record that a new turn of its controller's starts over. */
function hasTurnRecords(o: GameObject): boolean {
  return (
    o.loyaltyActivatedThisTurn !== 0 ||
    'activatedThisTurn' in o ||
    'triggeredThisTurn' in o ||
    'permissionsUsedThisTurn' in o ||
    'countersPutThisTurn' in o ||
    'targetedByThisTurn' in o ||
    'enteredThisTurn' in o ||
    'attackedThisTurn' in o
  );
}

/** 504.1: the draw step's draw, as an instruction the drawing player follows (to order its replacements, 616.1). */
function drawTask(p: PlayerId): Task {
  const ctx = { controller: p, source: null, sourceName: 'draw step', targets: [], x: 0 };
  return effectsTask({ ...ctx, triggerObject: null, triggerPlayer: null, turnIndex: 0, created: [] }, [
    { kind: 'draw', who: { kind: 'you' }, amount: { kind: 'fixed', n: 1 } },
  ]);
}
