/**
 * Chapter 5: moving through a turn. Each step begins with its turn-based actions (703),
 * then players receive priority (117) unless the step has none (502.4 untap, 514.3
 * cleanup). A step ends when all players pass in succession with an empty stack (500.2).
 */
import { log } from '../log/write.js';
import { controllerOf, touch } from '../objects/characteristics.js';
import { apnapOrder, nextLivePlayer, playerName } from '../state/access.js';
import type { GameState, PlayerId, StepName } from '../state/types.js';
import { detectTriggers } from '../triggers/detect.js';
import { perform } from '../events/pipeline.js';
import { emptyPool, poolTotal } from '../mana/pool.js';
import { endEffects } from '../effects/continuous.js';
import { hasStatic } from '../objects/statics.js';
import { endGame } from '../multiplayer/leave.js';
import { checkStateBasedActions } from '../sba/check.js';
import { needsFirstStrikeStep } from '../combat/damage.js';
import { STEP_LABEL, STEP_ORDER, STEP_PHASE, STEP_RULE } from './steps.js';
import { priorityDecision } from '../priority/legal.js';
import { defendingPlayerOf } from '../combat/block.js';

function stepHasPriority(state: GameState, ti: number): boolean {
  const t = state.turns[ti]!;
  if (t.step === 'untap') return false;       // 502.4
  if (t.step === 'cleanup') return t.repeatCleanup; // 514.3, 514.3a
  return true;
}

/** One unit of progress when no task is pending. */
export function advance(state: GameState): void {
  const ti = 0;
  const t = state.turns[ti]!;
  if (!t.stepBegun) {
    t.stepBegun = true;
    beginStep(state, ti);
    return;
  }
  if (stepHasPriority(state, ti)) {
    if (t.priority === null || state.players[t.priority]!.left) t.priority = firstToAct(state, ti);
    // 117.5 / 704.3 / 603.3: before a player receives priority, SBAs then triggers.
    if (checkStateBasedActions(state)) return;
    if (state.tasks.length > 0 || state.result) return;
    if (state.pendingTriggers.length > 0) {
      state.tasks.push({ kind: 'putTriggersOnStack', turnIndex: ti, ordered: [], answer: null });
      return;
    }
    const d = priorityDecision(state, t.priority);
    if (state.options.autoPassWhenNoActions && d.actions.length === 1) {
      passPriority(state, ti, t.priority);
      return;
    }
    state.pending = d;
    return;
  }
  if (t.step === 'cleanup') {
    // 514.3a: if SBAs or triggers happen during cleanup, players get priority and another cleanup follows.
    const sba = checkStateBasedActions(state);
    if (state.result) return;
    if (sba || state.pendingTriggers.length > 0 || state.tasks.length > 0) {
      t.repeatCleanup = true;
      log(state, 'cleanup', 'State-based actions or triggers during cleanup: players receive priority', ['514.3a']);
      return;
    }
  }
  endStep(state, ti);
}

/** 117.3a / 800.4j: the active player receives priority first; if they've left, the next player in turn order. */
function firstToAct(state: GameState, ti: number): PlayerId {
  return apnapOrder(state, ti)[0] ?? 0;
}

/** 117.3d / 117.4: a player passes priority. */
export function passPriority(state: GameState, ti: number, p: PlayerId): void {
  const t = state.turns[ti]!;
  if (!t.passed.includes(p)) t.passed.push(p);
  const live = state.players.filter((x) => !x.left).map((x) => x.id);
  if (live.every((q) => t.passed.includes(q))) {
    t.passed = [];
    if (t.stack.length > 0) {
      t.priority = null; // 117.3b: after resolution the active player receives priority
      state.tasks.push({ kind: 'resolveTop', turnIndex: ti });
    } else {
      endStep(state, ti); // 500.2
    }
    return;
  }
  t.priority = nextLivePlayer(state, p);
}

function beginStep(state: GameState, ti: number): void {
  const t = state.turns[ti]!;
  const active = t.activePlayers.filter((p) => !state.players[p]!.left);
  log(state, 'step', `${STEP_LABEL[t.step]} (turn ${t.number}, ${active.map((p) => playerName(state, p)).join(' & ') || 'no active player'})`, [STEP_RULE[t.step]], { step: t.step, turn: t.number });
  switch (t.step) {
    case 'untap':
      // 502.3: the active player untaps all their permanents.
      for (const id of [...state.battlefield]) {
        const o = state.objects[id]!;
        if (o.tapped && active.includes(o.controller) && !hasStatic(state, id, ['doesntUntap'])) perform(state, { kind: 'untap', object: id }, ['502.3']);
      }
      break;
    case 'draw':
      // 504.1, with 103.8 / 800.7: the starting player may skip their first draw.
      for (const p of active) {
        if (t.number === 1 && state.options.skipFirstDraw === 'startingPlayer' && p === state.startingPlayer) {
          log(state, 'skip-draw', `${playerName(state, p)} skips their first draw`, ['103.8a']);
          continue;
        }
        perform(state, { kind: 'draw', player: p }, ['504.1']);
      }
      break;
    case 'declareAttackers':
      state.tasks.push({ kind: 'declareAttackers', turnIndex: ti, answer: null });
      break;
    case 'declareBlockers': {
      const combat = t.combat;
      const defenders: PlayerId[] = [];
      if (combat) {
        for (const p of apnapOrder(state, ti)) if (combat.attackers.some((a) => defendingPlayerOf(state, a) === p)) defenders.push(p);
      }
      state.tasks.push({ kind: 'declareBlockers', turnIndex: ti, defenders, index: 0, answer: null });
      break;
    }
    case 'firstStrikeDamage': case 'combatDamage':
      state.tasks.push({ kind: 'combatDamage', turnIndex: ti, firstStrike: t.step === 'firstStrikeDamage', assigned: [], index: 0, answer: null });
      break;
    case 'cleanup':
      state.tasks.push({ kind: 'cleanupDamage', turnIndex: ti });
      for (const p of [...active].reverse()) state.tasks.push({ kind: 'cleanupDiscard', player: p, answer: null });
      break;
    case 'upkeep': case 'main1': case 'beginCombat': case 'endCombat': case 'main2': case 'end':
      break;
  }
  detectTriggers(state, { kind: 'stepBegins', step: t.step, activePlayers: active });
}

/** 500.4: mana empties from pools as each step and phase ends; then the next step begins. */
function endStep(state: GameState, ti: number): void {
  const t = state.turns[ti]!;
  for (const p of state.players) {
    if (poolTotal(p.manaPool) > 0) {
      p.manaPool = emptyPool();
      log(state, 'mana-empty', `${p.name}'s unused mana empties`, ['500.4']);
    }
  }
  t.priority = null;
  t.passed = [];
  t.stepBegun = false;
  if (t.step === 'cleanup') {
    if (t.repeatCleanup) { t.repeatCleanup = false; return; } // 514.3a: another cleanup step
    nextTurn(state, ti);
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
    case 'endCombat':
      t.combat = null; // 511.3: creatures are removed from combat
      touch(state);
      next = 'main2';
      break;
    default:
      next = STEP_ORDER[STEP_ORDER.indexOf(t.step) + 1]!;
      if (next === 'firstStrikeDamage') next = 'combatDamage';
  }
  t.step = next;
  t.phase = STEP_PHASE[next];
}

/** 500.7 / 101.4: the next turn goes to the next extra turn, else the next live player in turn order. */
function nextTurn(state: GameState, ti: number): void {
  const t = state.turns[ti]!;
  const prev = t.activePlayers[0] ?? 0;
  let p: PlayerId;
  const extra = state.extraTurns.shift();
  if (extra !== undefined && !state.players[extra]!.left) p = extra; // 800.4k: a departed player's turn doesn't begin
  else p = nextLivePlayer(state, prev);
  if (t.number >= state.options.turnLimit) {
    endGame(state, [], true, `turn limit of ${state.options.turnLimit} reached`, ['104.4b']);
    return;
  }
  startTurn(state, ti, p, t.number + 1);
}

export function startTurn(state: GameState, ti: number, p: PlayerId, number: number): void {
  const t = state.turns[ti]!;
  t.number = number;
  t.activePlayers = [p];
  t.step = 'untap';
  t.phase = 'beginning';
  t.stepBegun = false;
  t.priority = null;
  t.passed = [];
  t.combat = null;
  for (const pl of state.players) pl.landsPlayedThisTurn = 0;
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    o.loyaltyActivatedThisTurn = 0;
    if (o.activatedThisTurn) delete o.activatedThisTurn; // 602.5b: "once each turn" starts over
    if (controllerOf(state, id) === p) o.summoningSick = false; // 302.6
  }
  // Last known information is needed only while the spells and abilities that refer to it exist.
  if (state.turns.every((x) => x.stack.length === 0)) state.lki = {};
  // 611.2b: "until your next turn" effects end as that turn begins.
  endEffects(state, (e) => e.duration === 'untilYourNextTurn' && e.durationOwner === p);
  touch(state);
  log(state, 'turn', `Turn ${number}: ${playerName(state, p)}`, ['500.1', '102.1'], { turn: number, active: [p] });
}
