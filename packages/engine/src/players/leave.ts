/**
 * 800.4: leaving the game, and how a multiplayer game ends (104.2–104.4).
 * 800.4a: when a player leaves, all objects they own leave too, effects that give them control
 * end, their objects on the stack that aren't cards cease to exist, and anything they still
 * control is exiled; if they had priority, it passes to the next player in turn order.
 * Team outcomes: 809.5 (a team wins, loses or draws with its emperor), 810.8a (Two-Headed Giant
 * teams win and lose together), 104.2c (every member of a winning team wins).
 */
import { passMonarchOnLeaving } from './monarch.js';
import { passInitiativeOnLeaving } from './initiative.js';
import { detectTriggers } from '../triggers/detect.js';
import type { Choice, PendingDecision } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { endEffects } from '../objects/continuous-effects.js';
import { perform } from '../effects/perform.js';
import { isOpponent, nextLivePlayer, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId, ZoneName } from '../state/types.js';
import { zoneList } from '../zones/move.js';
import { cantLose, cantWin, outcomeSharers, emperorOf, teamMembers } from '../state/team.js';
import { playerInRange, playersInRange, rangeLimited, eligibleForPriority } from '../objects/range.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { removeObject } from '../objects/copy-on-write.js';
import { defaultCardName } from '../decisions/card-names.js';

export type Outcome = 'lost' | 'won' | 'drew';

export interface Leaving {
  readonly player: PlayerId;
  readonly outcome: Outcome;
  readonly reason: string;
  readonly rules: readonly string[];
}

/** One player leaves the game (800.4a). */
export function leaveGame(
  state: GameState,
  player: PlayerId,
  outcome: Outcome,
  reason: string,
  rules: readonly string[],
  hooks: VariantHooks,
): void {
  leavePlayers(state, [{ player, outcome, reason, rules }], hooks);
}

/** Players leave the game at the same time (800.4a; 807.4e counts them together). */
export function leavePlayers(state: GameState, leaving: readonly Leaving[], hooks: VariantHooks): void {
  const gone: PlayerId[] = [];
  const outcomes = drawIfAllLose(state, leaving);
  for (const l of outcomes.leaving) {
    const p = state.players[l.player]!;
    if (p.left || gone.includes(l.player)) continue;
    p.left = true;
    p.outcome = l.outcome;
    gone.push(l.player);
    const verb =
      l.outcome === 'lost'
        ? 'loses the game'
        : l.outcome === 'drew'
          ? 'draws the game and leaves it'
          : 'wins the game and leaves it';
    log(state, l.outcome === 'lost' ? 'lose' : 'leave', `${p.name} ${verb}: ${l.reason}`, [...l.rules, '800.4a'], {
      player: l.player,
      outcome: l.outcome,
    });
  }
  if (gone.length === 0) return;
  hooks.playersLeaving(state, gone); // 702.106e; 800.4p: the planar controller designation passes before they leave
  const monarch = passMonarchOnLeaving(state, gone); // 722.4
  if (monarch !== undefined) detectTriggers(state, { kind: 'becameMonarch', player: monarch });
  passInitiativeOnLeaving(state, gone); // 725.4
  for (const player of gone) removePlayerObjects(state, player);
  hooks.playersObjectsLeft(state, gone); // 901.10
  for (const player of gone) passPriorityOnLeaving(state, player);
  vacateTurns(state, gone);
  touch(state);
  hooks.playersLeft(state, gone); // 807.4e: turn markers
  checkGameOver(state, hooks, outcomes.drawRules);
}

/**
 * 104.4a / 104.4d: if every player (team) still in the game loses at the same time, the game is a draw: each of
 * them draws instead of losing. Players who left earlier keep their outcome.
 */
function drawIfAllLose(
  state: GameState,
  leaving: readonly Leaving[],
): { leaving: readonly Leaving[]; drawRules?: readonly string[] } {
  const remaining = state.players.filter((p) => !p.left);
  if (remaining.length === 0 || !leaving.some((l) => l.outcome === 'lost')) return { leaving };
  if (!remaining.every((p) => leaving.some((l) => l.player === p.id && l.outcome !== 'won'))) return { leaving };
  const teamGame = state.players.some((p) => state.players.some((q) => q.id !== p.id && q.team === p.team));
  const rules = teamGame && new Set(remaining.map((p) => p.team)).size > 1 ? ['104.4a', '104.4d'] : ['104.4a'];
  return {
    drawRules: rules,
    leaving: leaving.map((l) =>
      l.outcome === 'lost'
        ? {
            ...l,
            outcome: 'drew' as const,
            reason: `${l.reason}; every player still in the game lost at once, so the game is a draw`,
            rules: [...l.rules, ...rules],
          }
        : l,
    ),
  };
}

/** 800.4j: an active player who leaves is no longer listed as active; their turn continues without them. */
function vacateTurns(state: GameState, gone: readonly PlayerId[]): void {
  for (const t of state.turns) {
    const left = t.activePlayers.filter((p) => gone.includes(p));
    if (left.length === 0) continue;
    t.activePlayers = t.activePlayers.filter((p) => !gone.includes(p));
    if (t.activePlayers.length === 0) t.vacated = left[0]!;
    log(
      state,
      'active-left',
      `${left.map((p) => playerName(state, p)).join(' and ')} left during their turn: it continues${t.activePlayers.length ? '' : ' without an active player'}`,
      ['800.4j'],
    );
  }
}

function removePlayerObjects(state: GameState, player: PlayerId): void {
  // Owned objects leave the game (except in the ante zone, 800.4n).
  const remove = (id: ObjectId, zone: ZoneName, stackOf = 0): void => {
    const list = zoneList(state, zone, state.objects[id]!.owner, stackOf);
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
    removeObject(state, id);
  };
  for (const id of Object.keys(state.objects).map(Number)) {
    const o = state.objects[id];
    if (!o || o.owner !== player || o.kind === 'ability') continue;
    if (o.zone === 'ante') {
      log(state, 'ante', `${playerName(state, player)}'s cards in the ante zone stay in the game`, ['800.4n']);
      continue;
    }
    remove(id, o.zone, o.stack?.stackOf ?? 0);
  }
  touch(state); // characteristics change: e.g. an Aura that gave control is gone
  for (const t of state.turns)
    for (const cid of [...(t.combat?.attackers ?? [])])
      if (!state.objects[cid.attacker]) t.combat!.attackers.splice(t.combat!.attackers.indexOf(cid), 1);
  // Effects giving the player control of objects end.
  endEffects(state, (e) => e.modification.kind === 'control' && e.modification.controller === player);
  endEffects(
    state,
    (e) =>
      e.modification.kind === 'layered' &&
      e.controller === player &&
      e.modification.mods.some((m) => m.kind === 'setController'),
  );
  // Their objects on the stack that aren't represented by cards cease to exist.
  for (const t of state.turns) {
    for (const id of [...t.stack]) {
      const o = state.objects[id];
      if (o && (o.kind === 'ability' || o.stack?.isCopy) && o.controller === player) {
        t.stack.splice(t.stack.indexOf(id), 1);
        removeObject(state, id);
      }
    }
  }
  // Anything still controlled by them is exiled.
  for (const id of [...state.battlefield]) {
    const o = state.objects[id];
    if (o && chars(state, id).controller === player)
      perform(state, { kind: 'move', object: id, to: 'exile', cause: 'leave' }, ['800.4a']);
  }
  for (const t of state.turns) {
    for (const id of [...t.stack]) {
      const o = state.objects[id];
      if (o && o.controller === player)
        perform(state, { kind: 'move', object: id, to: 'exile', cause: 'leave' }, ['800.4a']);
    }
  }
  // 800.4d: triggered abilities they would control aren't put on the stack.
  state.pendingTriggers = state.pendingTriggers.filter((tr) => tr.controller !== player);
  for (const t of state.turns) t.passed = t.passed.filter((q) => q !== player);
  state.extraTurns = state.extraTurns.filter((q) => q !== player); // 800.4k
}

/** 800.4a: if the player who left had priority, priority passes to the next player in turn order still in the game. */
function passPriorityOnLeaving(state: GameState, player: PlayerId): void {
  const n = state.players.length;
  for (const t of state.turns) {
    if (t.priority !== player) continue;
    t.priority = null;
    for (let k = 1; k < n; k++) {
      const q = (player + k) % n;
      if (eligibleForPriority(state, t, q) && !t.passed.includes(q)) {
        t.priority = q;
        break;
      }
    }
    if (t.priority !== null) log(state, 'priority', `Priority passes to ${playerName(state, t.priority)}`, ['800.4a']);
  }
}

/**
 * 800.4c: if an effect giving a player control of an object ends and the player who controlled it by default
 * has left the game, the object is exiled (not a state-based action; it happens as the effect ends).
 */
export function exileOrphans(state: GameState): void {
  if (!state.players.some((p) => p.left)) return;
  for (const id of [...state.battlefield]) {
    const o = state.objects[id];
    if (!o || !state.players[o.controller]?.left) continue;
    if (!state.players[chars(state, id).controller]!.left) continue; // another effect still gives control to a live player
    log(
      state,
      'exile',
      `${chars(state, id).name}'s control-changing effect has ended and its default controller has left the game`,
      ['800.4c'],
    );
    perform(state, { kind: 'move', object: id, to: 'exile', cause: 'leave' }, ['800.4c']);
  }
}

/**
 * Players lose the game together (704.5a–c, 104.3e). A player who can't lose doesn't (Platinum Angel;
 * 810.8a also for the team); 810.8a a Two-Headed Giant team loses as one; 809.5b a team loses with its emperor.
 */
export function losePlayers(
  state: GameState,
  losers: readonly { player: PlayerId; reason: string; rule: string }[],
  hooks: VariantHooks,
): void {
  const leaving: Leaving[] = [];
  const add = (player: PlayerId, reason: string, rules: string[]): void => {
    if (!state.players[player]!.left && !leaving.some((l) => l.player === player))
      leaving.push({ player, outcome: 'lost', reason, rules });
  };
  for (const l of losers) {
    if (state.players[l.player]!.left) continue;
    if (cantLose(state, l.player, l.rule)) {
      log(state, 'cant-lose', `${playerName(state, l.player)} would lose the game (${l.reason}) but can't`, [
        l.rule,
        '104.3',
        ...(state.options.teamOutcome === 'team' ? ['810.8a'] : []),
      ]);
      continue;
    }
    add(l.player, l.reason, [l.rule]);
    for (const q of outcomeSharers(state, l.player))
      if (q !== l.player) add(q, `${playerName(state, l.player)}'s team loses`, [l.rule, '810.8a']);
    if (state.options.teamOutcome === 'emperor' && emperorOf(state, l.player) === l.player) {
      for (const q of teamMembers(state, l.player))
        if (q !== l.player) add(q, `their emperor, ${playerName(state, l.player)}, lost`, [l.rule, '809.5b', '104.3i']);
    }
  }
  leavePlayers(state, leaving, hooks);
}

/** 104.3a: a player concedes; 810.8b: in Two-Headed Giant the team leaves the game and loses. */
export function concede(state: GameState, player: PlayerId, hooks: VariantHooks): void {
  const leaving: Leaving[] = [{ player, outcome: 'lost', reason: 'conceded', rules: ['104.3a'] }];
  if (state.options.teamOutcome === 'team') {
    for (const q of outcomeSharers(state, player))
      if (q !== player && !state.players[q]!.left)
        leaving.push({
          player: q,
          outcome: 'lost',
          reason: `${playerName(state, player)} conceded for the team`,
          rules: ['810.8b'],
        });
  }
  if (state.options.teamOutcome === 'emperor' && emperorOf(state, player) === player) {
    for (const q of teamMembers(state, player))
      if (q !== player && !state.players[q]!.left)
        leaving.push({
          player: q,
          outcome: 'lost',
          reason: `their emperor, ${playerName(state, player)}, conceded`,
          rules: ['809.5b'],
        });
  }
  leavePlayers(state, leaving, hooks);
}

/**
 * 104.2b: an effect says a player wins. 104.3h: in a multiplayer game, all their opponents lose instead;
 * 801.14: with limited range, only the opponents within their range. 810.8a / 809.5a: their team wins.
 */
export function winGame(state: GameState, player: PlayerId, source: string, hooks: VariantHooks): void {
  if (state.players[player]!.left) return;
  if (cantWin(state, player)) {
    log(state, 'cant-win', `${playerName(state, player)} would win the game (${source}) but can't`, [
      '104.2b',
      ...(state.options.teamOutcome === 'team' ? ['810.8a'] : []),
    ]);
    return;
  }
  const limited = rangeLimited(state);
  const losers = state.players.filter(
    (q) => !q.left && isOpponent(state, player, q.id) && (!limited || playerInRange(state, player, q.id)),
  );
  const rule = limited ? '801.14' : state.players.length > 2 ? '104.3h' : '104.2b';
  log(
    state,
    'win',
    `${playerName(state, player)} wins the game (${source})${losers.length ? `: ${losers.map((q) => q.name).join(', ')} lose${limited ? ' (opponents within range of influence)' : ''}` : ''}`,
    ['104.2b', rule],
  );
  losePlayers(
    state,
    losers.map((q) => ({ player: q.id, reason: `${playerName(state, player)} won the game`, rule })),
    hooks,
  );
}

/**
 * 104.4c: an effect says the game is a draw. 801.15 / 104.4e: with limited range, it is a draw for the
 * controller and every player in their range, who leave; the others play on. 809.5c / 104.4h: a draw for an
 * emperor is a draw for the team.
 */
export function drawGameFor(state: GameState, controller: PlayerId, source: string, hooks: VariantHooks): void {
  if (!rangeLimited(state)) {
    endGame(state, [], true, `${source}: the game is a draw`, ['104.4c'], hooks);
    return;
  }
  const who = new Set(playersInRange(state, controller));
  if (state.options.teamOutcome === 'emperor') {
    for (const p of [...who])
      if (emperorOf(state, p) === p) for (const q of teamMembers(state, p)) if (!state.players[q]!.left) who.add(q);
  }
  if (state.options.teamOutcome === 'team')
    for (const p of [...who]) for (const q of outcomeSharers(state, p)) if (!state.players[q]!.left) who.add(q);
  const rules = ['801.15', '104.4e', ...(state.options.teamOutcome === 'emperor' ? ['809.5c'] : [])];
  leavePlayers(
    state,
    [...who]
      .sort((a, b) => a - b)
      .map((p) => ({ player: p, outcome: 'drew' as const, reason: `${source}: the game is a draw for them`, rules })),
    hooks,
  );
}

/**
 * 104.2a / 104.2c: a player or team still in the game when all opponents have left wins (every member of a
 * winning team wins, even those who left). 104.4a / 104.4d: if everyone left at once, the game is a draw.
 */
export function checkGameOver(state: GameState, hooks: VariantHooks, allLostRules?: readonly string[]): void {
  if (state.result) return;
  const live = state.players.filter((p) => !p.left);
  const teams = new Set(live.map((p) => p.team));
  if (live.length === 0) {
    if (allLostRules)
      endGame(state, [], true, 'every player still in the game lost at the same time', allLostRules, hooks);
    else if (state.players.every((p) => p.outcome === 'drew'))
      endGame(state, [], true, 'the game is a draw for every player', ['104.4c'], hooks);
    else endGame(state, [], true, 'all players left the game at the same time', ['104.4c'], hooks);
  } else if (teams.size === 1) {
    const team = live[0]!.team;
    const teamGame = state.players.some((p) => p.team === team && p.id !== live[0]!.id);
    const winners = teamGame ? state.players.filter((p) => p.team === team && p.outcome !== 'drew') : live;
    for (const p of winners) p.outcome = 'won';
    const names = winners.map((p) => p.name).join(' and ');
    endGame(
      state,
      winners.map((p) => p.id),
      false,
      `${names} ${winners.length > 1 ? 'win' : 'wins'}: no opponents remain`,
      teamGame ? ['104.2a', '104.2c'] : ['104.2a'],
      hooks,
    );
  }
}

export function endGame(
  state: GameState,
  winners: PlayerId[],
  draw: boolean,
  reason: string,
  rules: readonly string[],
  hooks: VariantHooks,
): void {
  const number = Math.max(state.turnCount ?? 0, ...state.turns.map((t) => t.number));
  state.result = { winners, draw, reason, turn: number };
  state.phase = 'over';
  state.pending = null;
  if (draw) for (const p of state.players) if (!p.left) p.outcome = 'drew';
  hooks.gameEnds(state); // 702.106e
  log(state, 'game-over', draw ? `The game is a draw: ${reason}` : reason, rules, { winners, draw });
}

type RedirectResult = { readonly answer: Choice } | { readonly decision: PendingDecision } | { readonly again: true };

/**
 * 800.4f–h: what happens to decision `d` of the top task, which falls to a player who has left the game.
 * 800.4f: whether to pay a cost: it isn't paid (and a departed player's own hand or turn needs no one).
 * 800.4g: a choice an object requires: the object's controller chooses another player to make it (another
 * opponent, if the departed player was an opponent of the controller and another is left).
 * 800.4h: a choice a rule requires: the next player in turn order makes it.
 */
export function departedRedirect(state: GameState, task: Task, d: PendingDecision): RedirectResult {
  const departed = d.player;
  // Decisions only about the departed player's own game (their hand is gone, 800.4a; priority, 800.4j).
  if (d.kind === 'mulligan' || d.kind === 'bottomCards' || d.kind === 'priority')
    return { answer: departedChoice(d, state) };
  if (task.kind === 'effects') {
    const e = task.effects[task.index];
    if (d.kind === 'yesNo' && e?.kind === 'payOrNot') return { answer: departedChoice(d, state) }; // 800.4f
    const controller = task.ctx.controller;
    if (task.proxy && task.proxy.departed === departed && !state.players[task.proxy.player]!.left) {
      return { decision: { ...d, player: task.proxy.player } };
    }
    if (state.players[controller]!.left) return { answer: departedChoice(d, state) };
    const others = state.players.filter((p) => !p.left && p.id !== departed).map((p) => p.id);
    const opponents = others.filter((p) => isOpponent(state, controller, p));
    const candidates = isOpponent(state, controller, departed) && opponents.length > 0 ? opponents : others;
    if (candidates.length === 0) return { answer: departedChoice(d, state) };
    if (candidates.length === 1) {
      task.proxy = { departed, player: candidates[0]! };
      log(
        state,
        'departed',
        `${playerName(state, departed)} has left the game: ${playerName(state, candidates[0]!)} makes their choice`,
        ['800.4g'],
      );
      return { again: true };
    }
    state.tasks.push({ kind: 'departedProxy', departed, controller, candidates, answer: null });
    return { again: true };
  }
  // 800.4h: a rule's choice (or one for which no object's controller can choose) goes to the next player in turn order.
  const next = nextLivePlayer(state, departed);
  if (next === departed) return { answer: departedChoice(d, state) };
  log(
    state,
    'departed',
    `${playerName(state, departed)} has left the game: ${playerName(state, next)}, next in turn order, makes their choice`,
    ['800.4h'],
  );
  return { decision: { ...d, player: next } };
}

/** 800.4g: the controller chooses which other player makes the departed player's choice. */
export function runDepartedProxy(
  state: GameState,
  task: Extract<Task, { kind: 'departedProxy' }>,
): PendingDecision | null {
  const below = state.tasks[state.tasks.indexOf(task) - 1];
  const live = task.candidates.filter((p) => !state.players[p]!.left);
  if (!below || below.kind !== 'effects' || live.length === 0) return null;
  let chosen = live[0]!;
  if (live.length > 1) {
    const a = task.answer;
    if (!a || a.kind !== 'chooseOption' || a.chosen.length !== 1 || live[a.chosen[0]!] === undefined) {
      return {
        kind: 'chooseOption',
        player: task.controller,
        prompt: `${playerName(state, task.departed)} has left the game: choose who makes their choice`,
        options: live.map((p) => playerName(state, p)),
        min: 1,
        max: 1,
      };
    }
    chosen = live[a.chosen[0]!]!;
  }
  below.proxy = { departed: task.departed, player: chosen };
  log(
    state,
    'departed',
    `${playerName(state, task.controller)} chooses ${playerName(state, chosen)} to make ${playerName(state, task.departed)}'s choice`,
    ['800.4g'],
  );
  return null;
}

/**
 * 800.4f–h: a decision that falls to a player who has left. A cost they would choose to pay isn't paid
 * (800.4f, "no"); any other choice is made as simply as the rules allow. The returned choice answers the task.
 */
export function departedChoice(d: PendingDecision, state: GameState): Choice {
  switch (d.kind) {
    case 'mulligan':
      return { kind: 'keep' };
    case 'bottomCards':
      return { kind: 'bottomCards', cards: d.hand.slice(0, d.count) };
    case 'priority':
      return { kind: 'action', action: { kind: 'pass' } };
    case 'declareAttackers':
      return { kind: 'declareAttackers', attacks: [] };
    case 'declareBlockers':
      return { kind: 'declareBlockers', blocks: [] };
    case 'yesNo':
      return { kind: 'yesNo', yes: false };
    case 'chooseObjects':
      return { kind: 'chooseObjects', objects: d.options.slice(0, d.min) };
    case 'orderObjects':
      return { kind: 'orderObjects', objects: [...d.objects] };
    case 'chooseTargets':
      return { kind: 'chooseTargets', targets: d.targets.map((t) => t.legal.slice(0, t.min)) };
    case 'orderTriggers':
      return { kind: 'orderTriggers', order: d.triggers.map((_, i) => i) };
    case 'chooseColor':
      return { kind: 'chooseColor', color: d.colors[0]! };
    case 'chooseName':
      return { kind: 'chooseName', name: defaultCardName(state, d.player, d.filter) };
    default: {
      const x = d as { kind: string; options?: unknown[]; min?: number; order?: unknown[] };
      if (x.kind === 'assignCombatDamage') {
        const a = d as Extract<PendingDecision, { kind: 'assignCombatDamage' }>;
        let left = a.amount;
        const out = a.blockers.map((b, i) => {
          const n = Math.min(left, a.lethal[i]!);
          left -= n;
          return { to: { kind: 'object' as const, id: b }, amount: n };
        });
        if (left > 0 && out.length) out[out.length - 1]!.amount += left;
        return { kind: 'assignCombatDamage', assignment: out };
      }
      if (x.kind === 'chooseOption')
        return { kind: 'chooseOption', chosen: Array.from({ length: x.min ?? 1 }, (_, i) => i) } as unknown as Choice;
      return { kind: 'keep' };
    }
  }
}
