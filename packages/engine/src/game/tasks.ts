/** Runs the engine's work list (state.tasks). A task either finishes (and is popped) or stops at a decision. */
import { baseMaxHandSize } from '../objects/starting-values.js';
import { handSizeDelta } from '../players/player-rules.js';
import type { PendingDecision } from '../decisions/types.js';
import { VARIANT_HOOKS } from './variant-hooks.js';
import { runEffectsTask } from '../effects/execute.js';
import { enterFromStack, entersAsCopy, finishResolution, resolveTop } from '../stack/resolve.js';
import { copiableKey, exceptedKey } from '../objects/copy.js';
import { matchesObjectFilter, matchesRelation } from '../objects/filters.js';
import type { Task } from '../state/tasks.js';
import type { GameState, PlayerId } from '../state/types.js';
import { perform } from '../effects/perform.js';
import { landPlayed } from '../stack/land-played.js';
import { log } from '../log/write.js';
import { chars, controllerOf, touchUnlayered } from '../objects/characteristics.js';
import { endEffects } from '../objects/continuous-effects.js';
import { attackDecision, declareAttackers } from '../combat/attack.js';
import { blockDecision, declareBlockers } from '../combat/block.js';
import {
  attackersNeedingAssignment,
  assignmentDecision,
  autoAssignments,
  blockerAssignmentDecision,
  blockersNeedingAssignment,
  dealCombatDamage,
} from '../combat/damage.js';
import { putTriggersOnStack } from '../triggers/stack.js';
import { objName, playerName } from '../state/access.js';
import { runMulligan } from './mulligan.js';
import { runChooserChoices } from '../stack/choosers.js';
import { runDepartedProxy } from '../players/leave.js';
import { runAsEnters } from '../effects/entry-choices.js';
import { runEnterBySacrificing } from '../effects/sacrifice-to-enter.js';
import { runCommanderZone } from '../casual/commander-zone.js';
import { runMutate } from '../stack/mutate.js';
import { runAssist } from '../stack/assist.js';
import { ownObject } from '../objects/copy-on-write.js';

function pop(state: GameState): void {
  state.tasks.pop();
}

/** Executes the top task once: returns a decision to ask, or null if it made progress. */
export function runTopTask(state: GameState): PendingDecision | null {
  const task = state.tasks[state.tasks.length - 1]!;
  const d = runTask(state, task);
  if (d === null && state.tasks[state.tasks.length - 1] === task) pop(state);
  return d;
}

/** 402.2: maximum hand size, unless an effect says there is none. */
function maxHandSize(state: GameState, player: number): number {
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (
      c.abilities.some(
        (a) =>
          a.kind === 'static' &&
          a.effect.kind === 'noMaxHandSize' &&
          matchesRelation(state, a.effect.players ?? 'you', c.controller, player),
      )
    )
      return Infinity;
  }
  return Math.max(0, baseMaxHandSize(state, player) + handSizeDelta(state, player)); // 402.2, 902.5b
}

function runTask(state: GameState, task: Task): PendingDecision | null {
  switch (task.kind) {
    case 'effects':
      return runEffectsTask(state, task, VARIANT_HOOKS);
    case 'finishSpell':
      finishResolution(state, task.object);
      return null;
    case 'resolveTop':
      pop(state); // resolveTop pushes the resolution's own tasks
      resolveTop(state, task.turnIndex);
      return null;
    case 'cleanupDiscard':
      return runCleanupDiscard(state, task);
    case 'cleanupDamage':
      return runCleanupDamage(state, task);
    case 'declareAttackers':
      return runDeclareAttackers(state, task);
    case 'declareBlockers':
      return runDeclareBlockers(state, task);
    case 'combatDamage':
      return runCombatDamage(state, task);
    case 'putTriggersOnStack':
      return putTriggersOnStack(state, task);
    case 'legendRule':
      return runLegendRule(state, task);
    case 'commanderZone':
      return runCommanderZone(state, task); // 903.9a
    case 'enterAsCopy':
      return runEnterAsCopy(state, task);
    case 'mutate':
      return runMutate(state, task); // 702.140c
    case 'assist':
      return runAssist(state, task, VARIANT_HOOKS, runEffectsTask); // 702.132a
    case 'mulligan':
      return runMulligan(state, task);
    case 'departedProxy':
      return runDepartedProxy(state, task);
    case 'chooserChoices':
      return runChooserChoices(state, task);
    case 'asEnters':
      return runAsEnters(state, task);
    case 'enterBySacrificing':
      return runEnterBySacrificing(state, task); // 614.1a, 614.12
  }
}

type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;

/** 514.1: the active player discards down to their maximum hand size. */
function runCleanupDiscard(state: GameState, task: TaskOf<'cleanupDiscard'>): PendingDecision | null {
  // 514.1: the active player discards down to their maximum hand size.
  const p = state.players[task.player]!;
  const max = maxHandSize(state, task.player);
  const excess = p.left ? 0 : p.hand.length - max;
  if (excess <= 0) return null;
  const a = task.answer;
  if (!a || a.kind !== 'chooseObjects') {
    return {
      kind: 'chooseObjects',
      player: task.player,
      prompt: `Discard ${excess} card(s) down to your maximum hand size`,
      options: [...p.hand],
      min: excess,
      max: excess,
      purpose: 'cleanupDiscard',
    };
  }
  task.answer = null;
  const batch = state.log.length; // 603.2c: one discard event
  for (const id of a.objects)
    perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'discard', batch }, ['514.1', '402.2']);
  return null;
}

/** 514.2: damage wears off and "until end of turn" effects end, simultaneously. */
function runCleanupDamage(state: GameState, task: TaskOf<'cleanupDamage'>): PendingDecision | null {
  // 514.2: damage wears off and "until end of turn" effects end, simultaneously.
  let healed = 0;
  let changed = false;
  let saddled = false;
  const owners = new Set<PlayerId>(); // the controllers of what changed: their own things for the kept lists
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (o.damage || o.deathtouchDamaged) {
      const w = ownObject(state, id);
      w.damage = 0;
      w.deathtouchDamaged = false;
      healed++;
      owners.add(controllerOf(state, id));
    }
    if (o.damagedBy) {
      delete ownObject(state, id).damagedBy; // "dealt damage by ~ this turn" ends with the turn
      changed = true;
      owners.add(controllerOf(state, id));
    }
    if (o.saddled) {
      delete ownObject(state, id).saddled; // 702.171b: saddled until end of turn
      changed = saddled = true;
    }
  }
  const ended = endEffects(state, (e) => e.duration === 'endOfTurn'); // (touches if any ends)
  // 603.7a: "this turn" / "until end of turn" (603.7: a lasting one lasts until its watched object leaves).
  if (state.delayedEventTriggers?.length)
    state.delayedEventTriggers = state.delayedEventTriggers.filter((d) => d.lasting === true);
  // Damage and damagedBy: read by the layers and the kept legal-action lists only as volatile (a shared change if a
  // permanent stops being saddled).
  if (healed || changed) touchUnlayered(state, saddled ? undefined : [...owners]);
  if (healed || ended)
    log(
      state,
      'cleanup',
      `Damage is removed from ${healed} permanent(s)${ended ? ` and ${ended} "until end of turn" effect(s) end` : ''}`,
      ['514.2'],
    );
  return null;
}

/** 508.1: the active player (805.10b: the team) declares attackers. */
function runDeclareAttackers(state: GameState, task: TaskOf<'declareAttackers'>): PendingDecision | null {
  const t = state.turns[task.turnIndex]!;
  const attacker = t.activePlayers.find((p) => !state.players[p]!.left);
  if (attacker === undefined) {
    t.combat = { attackers: [], blockers: [], firstStrikeDealt: [], firstStrikeStep: false };
    return null;
  }
  const d = attackDecision(state, attacker, state.options.sharedTeamTurns ? t.activePlayers : [attacker]); // 805.10b
  if (!d) {
    declareAttackers(state, task.turnIndex, attacker, []);
    return null;
  }
  const a = task.answer;
  if (!a || a.kind !== 'declareAttackers') return d;
  task.answer = null;
  declareAttackers(state, task.turnIndex, attacker, a.attacks, a.bands ?? [], a.exert ?? [], a.enlist ?? []);
  return null;
}

/** 509.1: each defending player in turn declares blockers. */
function runDeclareBlockers(state: GameState, task: TaskOf<'declareBlockers'>): PendingDecision | null {
  while (task.index < task.defenders.length) {
    const p = task.defenders[task.index]!;
    const d = state.players[p]!.left ? null : blockDecision(state, task.turnIndex, p);
    if (d) {
      const a = task.answer;
      if (!a || a.kind !== 'declareBlockers') return d;
      task.answer = null;
      declareBlockers(state, task.turnIndex, p, a.blocks);
    } else if (!state.players[p]!.left) {
      declareBlockers(state, task.turnIndex, p, []);
    }
    task.index++;
  }
  return null;
}

/** 510.1–510.2: combat damage is assigned, then dealt all at once. */
function runCombatDamage(state: GameState, task: TaskOf<'combatDamage'>): PendingDecision | null {
  const combat = state.turns[task.turnIndex]!.combat;
  if (!combat) return null;
  // Attackers first (510.1c, 702.22j), then blockers blocking a band (510.1d, 702.22k); all is dealt at once (510.2).
  const attackers = attackersNeedingAssignment(state, combat, task.firstStrike);
  const needing = [...attackers, ...blockersNeedingAssignment(state, combat, task.firstStrike)];
  while (task.index < needing.length) {
    const source = needing[task.index]!;
    const d =
      task.index < attackers.length
        ? assignmentDecision(state, combat, source)!
        : blockerAssignmentDecision(state, combat, source)!;
    const a = task.answer;
    if (!a || a.kind !== 'assignCombatDamage') return d;
    task.answer = null;
    for (const x of a.assignment) if (x.amount > 0) task.assigned.push({ source, to: x.to, amount: x.amount });
    task.index++;
  }
  const decided = new Set(needing);
  const all = [...task.assigned, ...autoAssignments(state, combat, task.firstStrike, decided)];
  dealCombatDamage(state, combat, all, task.firstStrike, VARIANT_HOOKS);
  return null;
}

/** 704.5j: the controller chooses one legendary permanent with that name; the rest go to the graveyard. */
function runLegendRule(state: GameState, task: TaskOf<'legendRule'>): PendingDecision | null {
  // 704.5j: the controller chooses one legendary permanent with that name; the rest go to the graveyard.
  const ids = state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === task.player && c.name === task.name && c.supertypes.includes('Legendary');
  });
  if (ids.length < 2 || state.players[task.player]!.left) return null;
  const a = task.answer;
  if (!a || a.kind !== 'chooseObjects') {
    return {
      kind: 'chooseObjects',
      player: task.player,
      prompt: `Legend rule: choose the ${task.name} to keep`,
      options: ids,
      min: 1,
      max: 1,
      purpose: 'legendRule',
    };
  }
  task.answer = null;
  for (const id of ids) {
    if (a.objects.includes(id)) continue;
    log(state, 'sba', `${playerName(state, task.player)} puts ${objName(state, id)} into the graveyard (legend rule)`, [
      '704.5j',
    ]);
    perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sba' }, ['704.5j']);
  }
  return null;
}

/** 707.9: "You may have this enter as a copy of any creature on the battlefield." */
function runEnterAsCopy(state: GameState, task: TaskOf<'enterAsCopy'>): PendingDecision | null {
  // 707.9: "You may have this enter as a copy of any creature on the battlefield."
  const o = state.objects[task.object];
  if (!o || (task.playedBy === undefined ? o.zone !== 'stack' : o.zone === 'battlefield')) return null;
  const chooser = task.playedBy ?? o.controller;
  const ability = entersAsCopy(state, task.object);
  const options = ability
    ? state.battlefield.filter(
        (x) =>
          copiableKey(state, x) !== null &&
          matchesObjectFilter(state, ability.filter, x, chars(state, x), chooser, task.object, chars),
      )
    : [];
  let copyOf: string | undefined;
  if (options.length > 0) {
    const a = task.answer;
    if (!a || a.kind !== 'chooseObjects') {
      return {
        kind: 'chooseObjects',
        player: chooser,
        prompt: `${objName(state, task.object)}: choose what it enters as a copy of${ability!.optional ? ' (or nothing)' : ''}`,
        options,
        min: ability!.optional ? 0 : 1,
        max: 1,
        purpose: 'copy',
      };
    }
    task.answer = null;
    const chosen = a.objects[0];
    const key = chosen !== undefined ? copiableKey(state, chosen) : null;
    // 707.9b: the exceptions become part of the copy's copiable values.
    if (key !== null) copyOf = ability!.except ? exceptedKey(state, key, ability!.except) : key;
  }
  // 614.1c: "enter tapped as a copy" — tapped whether or not it copies something.
  const tapped = ability?.tapped === true;
  if (task.playedBy === undefined) enterFromStack(state, task.object, undefined, copyOf, tapped);
  else {
    const extra = { ...(copyOf !== undefined ? { copyOf } : {}), ...(tapped ? { tapped } : {}) };
    const move = { kind: 'move', object: task.object, to: 'battlefield', cause: 'play', controller: chooser } as const;
    const cardId = state.objects[task.object]!.cardId;
    perform(state, { ...move, ...extra }, copyOf !== undefined ? ['305.1', '707.9'] : ['305.1']);
    landPlayed(state, task.playedBy, cardId); // 305.1
  }
  return null;
}
