/**
 * Executors for the chapter 8 effect nodes (cards/ability-tree.ts, MultiplayerEffect): winning, losing and
 * drawing the game (104.2b, 104.3e, 104.4c with 801.14–801.15, 809.5, 810.8a), extra turns (500.7,
 * 805.8, 807.4i–j), exchanging life totals (810.9e) and "an opponent separates those cards into two
 * piles" (801.5a, 801.5c, 800.4g).
 */
import type { DamageRecipient, Effect, MultiplayerEffect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from './perform.js';
import { log } from '../log/write.js';
import { objName, playerName, isOpponent } from '../state/access.js';
import { refName } from '../stack/targets.js';
import type { Task } from '../state/tasks.js';
import type { GameState, PlayerId, TargetRef } from '../state/types.js';
import { isPlayerRef, resolveAmount, resolveObjects, resolvePlayers } from './refs.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import { drawGameFor, losePlayers, winGame } from '../players/leave.js';
import { playerInRange } from '../objects/range.js';
import { lifeSharers, primaryPlayer } from '../state/team.js';
import { restartGame } from './restart.js';
import type { VariantHooks } from '../turn/variant-hooks.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;

export function executeMultiplayer(
  state: GameState,
  task: EffectsTask,
  e: MultiplayerEffect,
  hooks: VariantHooks,
): 'done' | PendingDecision {
  const ctx = task.ctx;
  switch (e.kind) {
    case 'winGame':
      for (const p of resolvePlayers(state, ctx, e.who)) winGame(state, p, ctx.sourceName, hooks);
      return 'done';
    case 'restartGame':
      restartGame(state, {
        controller: ctx.controller,
        source: ctx.source,
        sourceName: ctx.sourceName,
        ...(e.leaveInExile ? { leaveInExile: e.leaveInExile } : {}),
        then: e.then ?? [],
      });
      // The old game's work (the rest of this resolution, finishing the spell) is gone with it: stop this task.
      task.index = task.effects.length;
      return 'done';
    case 'loseGame':
      losePlayers(
        state,
        resolvePlayers(state, ctx, e.who).map((p) => ({ player: p, reason: ctx.sourceName, rule: '104.3e' })),
        hooks,
      );
      return 'done';
    case 'drawGame':
      drawGameFor(state, ctx.controller, ctx.sourceName, hooks);
      return 'done';
    case 'extraTurn': {
      // 500.7: the most recently created extra turn is taken first. 805.8: a team takes one extra turn per effect.
      const teams = new Set<number>();
      for (const p of resolvePlayers(state, ctx, e.who)) {
        const team = state.players[p]!.team;
        if (state.options.sharedTeamTurns && teams.has(team)) continue;
        teams.add(team);
        state.extraTurns.unshift(p);
        log(
          state,
          'extra-turn',
          `${playerName(state, p)}${state.options.sharedTeamTurns ? "'s team" : ''} will take an extra turn after this one`,
          state.options.sharedTeamTurns ? ['500.7', '805.8'] : ['500.7'],
        );
      }
      return 'done';
    }
    case 'exchangeLife': {
      const [a] = resolvePlayers(state, ctx, e.a);
      const [b] = resolvePlayers(state, ctx, e.b);
      if (a === undefined || b === undefined || a === b) return 'done';
      if (lifeSharers(state, a).includes(b)) {
        log(
          state,
          'exchange',
          `${playerName(state, a)} and ${playerName(state, b)} share a life total: the exchange doesn't happen`,
          ['810.9e'],
        );
        return 'done';
      }
      const la = state.players[a]!.life;
      const lb = state.players[b]!.life;
      // 119.5-style: each player gains or loses the difference.
      if (lb !== la) {
        perform(state, { kind: lb > la ? 'lifeGain' : 'lifeLoss', player: a, amount: Math.abs(lb - la) }, ['701.12']);
        perform(state, { kind: la > lb ? 'lifeGain' : 'lifeLoss', player: b, amount: Math.abs(la - lb) }, ['701.12']);
      }
      return 'done';
    }
    case 'separatePiles':
      return separatePiles(state, task, e.count);
    case 'redistributeLife':
      return redistributeLife(state, task);
    case 'redirectDamage': {
      // 614.9: a redirection shield for the rest of the turn.
      const from = recipients(state, task, e.from)[0];
      const to = recipients(state, task, e.to)[0];
      const n = resolveAmount(state, ctx, e.amount);
      if (!from || !to || n <= 0) return 'done';
      addContinuousEffect(state, {
        controller: ctx.controller,
        source: ctx.source,
        duration: 'endOfTurn',
        affected: [],
        modification: { kind: 'redirect', remaining: n, from, to },
      });
      log(
        state,
        'effect',
        `${ctx.sourceName}: the next ${n} damage that would be dealt to ${refName(state, from)} this turn is dealt to ${refName(state, to)} instead`,
        ['614.9'],
      );
      return 'done';
    }
  }
}

/**
 * 801.5c: if no opponent is within the controller's range, the closest appropriate player to the
 * controller's left makes the choice. Otherwise the opponents within range (801.5a).
 */
export function choosersFor(state: GameState, controller: PlayerId): PlayerId[] {
  const opp = state.players.filter((p) => !p.left && isOpponent(state, controller, p.id));
  const inRange = opp.filter((p) => playerInRange(state, controller, p.id)).map((p) => p.id);
  if (inRange.length > 0) return inRange;
  const n = state.players.length;
  for (let k = 1; k < n; k++) {
    const q = (controller + k) % n;
    if (opp.some((p) => p.id === q)) return [q];
  }
  return [];
}

/**
 * Fact or Fiction. memo: [chooser, N, ...revealed (N ids), ...pile one]. Steps: 0 choose the opponent,
 * 1 the opponent separates, 2 the controller picks a pile.
 */
function separatePiles(state: GameState, task: EffectsTask, count: number): 'done' | PendingDecision {
  const ctx = task.ctx;
  const you = ctx.controller;
  if (state.players[you]!.left) return 'done';
  if (task.step === 0) {
    const lib = state.players[you]!.library;
    const revealed = lib.slice(0, Math.min(count, lib.length));
    if (revealed.length === 0) return 'done';
    const choosers = choosersFor(state, you);
    let chooser: PlayerId | undefined = choosers[0];
    if (choosers.length > 1) {
      const a = task.answer;
      if (!a || a.kind !== 'chooseOption') {
        return {
          kind: 'chooseOption',
          player: you,
          prompt: `${ctx.sourceName}: choose the opponent who separates the cards into piles`,
          options: choosers.map((p) => playerName(state, p)),
          min: 1,
          max: 1,
        };
      }
      task.answer = null;
      chooser = choosers[a.chosen[0]!];
    }
    log(state, 'reveal', `${playerName(state, you)} reveals ${revealed.map((id) => objName(state, id)).join(', ')}`, [
      '701.20a',
    ]);
    if (chooser !== undefined && !playerInRange(state, you, chooser))
      log(
        state,
        'chooser',
        `No opponent is within ${playerName(state, you)}'s range of influence: ${playerName(state, chooser)}, the closest to the left, separates the piles`,
        ['801.5c'],
      );
    task.memo = [chooser ?? you, revealed.length, ...revealed];
    task.step = 1;
  }
  const n = task.memo[1]!;
  const revealed = task.memo.slice(2, 2 + n).filter((id) => state.objects[id]?.zone === 'library');
  if (task.step === 1) {
    let chooser = task.memo[0]!;
    if (state.players[chooser]!.left) chooser = choosersFor(state, you)[0] ?? you; // 800.4g: another opponent chooses
    const a = task.answer;
    if (!a || a.kind !== 'chooseObjects') {
      return {
        kind: 'chooseObjects',
        player: chooser,
        prompt: `${ctx.sourceName}: separate ${playerName(state, you)}'s revealed cards into two piles — choose the cards of the first pile`,
        options: revealed,
        min: 0,
        max: revealed.length,
        purpose: 'other',
      };
    }
    task.answer = null;
    task.memo = [...task.memo.slice(0, 2 + n), ...a.objects];
    log(
      state,
      'piles',
      `${playerName(state, chooser)} separates the cards into two piles (${a.objects.length} and ${revealed.length - a.objects.length})`,
      chooser === task.memo[0] ? ['801.5a'] : ['801.5a', '800.4g'],
    );
    task.step = 2;
  }
  const pile1 = task.memo.slice(2 + n).filter((id) => revealed.includes(id));
  const pile2 = revealed.filter((id) => !pile1.includes(id));
  const a = task.answer;
  if (!a || a.kind !== 'chooseOption') {
    const show = (ids: number[]): string => ids.map((id) => objName(state, id)).join(', ') || 'nothing';
    return {
      kind: 'chooseOption',
      player: you,
      prompt: `${ctx.sourceName}: put one pile into your hand and the other into your graveyard`,
      options: [`Pile 1: ${show(pile1)}`, `Pile 2: ${show(pile2)}`],
      min: 1,
      max: 1,
    };
  }
  task.answer = null;
  const [hand, yard] = a.chosen[0] === 1 ? [pile2, pile1] : [pile1, pile2];
  for (const id of hand) perform(state, { kind: 'move', object: id, to: 'hand', cause: 'effect' }, ['400.7']);
  for (const id of yard)
    if (state.objects[id]) perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'effect' }, ['400.7']);
  return 'done';
}

/**
 * 119.5: "[players'] life total becomes N": each gains or loses the difference (all amounts are found first).
 * 810.9c: with a shared life total, a single player gains or loses relative to the team's total. 810.9d: if
 * the effect would set the life total of each player on a team, the team (its primary player, 805.2) chooses
 * one member; on that team only that player is affected. memo: the chosen members so far.
 */
export function setLifeTotals(
  state: GameState,
  task: EffectsTask,
  e: Extract<Effect, { kind: 'setLife' }>,
): 'done' | PendingDecision {
  const ctx = task.ctx;
  let players = resolvePlayers(state, ctx, e.who);
  if (state.options.sharedLife) {
    const teams: PlayerId[][] = [];
    for (const p of players) {
      const mates = players.filter((q) => lifeSharers(state, p).includes(q));
      if (mates.length > 1 && !teams.some((t) => t.includes(p))) teams.push(mates);
    }
    while (task.step < teams.length) {
      const members = teams[task.step]!;
      const a = task.answer;
      if (
        !a ||
        a.kind !== 'chooseTargets' ||
        a.targets[0]?.length !== 1 ||
        a.targets[0][0]!.kind !== 'player' ||
        !members.includes(a.targets[0][0]!.player)
      ) {
        task.answer = null;
        return {
          kind: 'chooseTargets',
          player: primaryPlayer(state, members[0]!),
          prompt: `${ctx.sourceName}: your team chooses one member whose life total is set (810.9d)`,
          source: ctx.sourceName,
          targets: [
            {
              text: 'one member of your team',
              min: 1,
              max: 1,
              legal: members.map((p) => ({ kind: 'player' as const, player: p })),
            },
          ],
        };
      }
      task.answer = null;
      const chosen = (a.targets[0][0] as { player: PlayerId }).player;
      task.memo.push(chosen);
      log(state, 'life', `${playerName(state, chosen)}'s team chooses them: on that team only they are affected`, [
        '810.9d',
      ]);
      task.step++;
    }
    const unchosen = new Set(teams.flat().filter((p) => !task.memo.includes(p)));
    players = players.filter((p) => !unchosen.has(p));
  }
  const amounts = players.map((p) => resolveAmount(state, { ...ctx, controller: p }, e.amount));
  players.forEach((p, i) => {
    const diff = amounts[i]! - state.players[p]!.life;
    if (diff !== 0)
      perform(
        state,
        { kind: diff > 0 ? 'lifeGain' : 'lifeLoss', player: p, amount: Math.abs(diff) },
        state.options.sharedLife ? ['119.5', '810.9c'] : ['119.5'],
      );
  });
  return 'done';
}

/** A damage recipient reference as players and objects. */
function recipients(state: GameState, task: EffectsTask, r: DamageRecipient): TargetRef[] {
  const ctx = task.ctx;
  if (r.kind === 'target')
    return [...(ctx.targets[r.target] ?? [])].filter((t) =>
      t.kind === 'player' ? !state.players[t.player]!.left : !!state.objects[t.id],
    );
  if (isPlayerRef(r)) return resolvePlayers(state, ctx, r).map((p) => ({ kind: 'player', player: p }));
  return resolveObjects(state, ctx, r).map((id) => ({ kind: 'object', id }));
}

/**
 * "Redistribute any number of players' life totals": the controller chooses players (801.5a: within range), then
 * which of their life totals each gets; each gains or loses the difference (119.5). 810.9f: no more than one member
 * of each team. memo: [count, ...chosen players, ...assigned totals].
 */
function redistributeLife(state: GameState, task: EffectsTask): 'done' | PendingDecision {
  const ctx = task.ctx;
  const you = ctx.controller;
  if (task.step === 0) {
    const legal = state.players
      .filter((p) => !p.left && playerInRange(state, you, p.id))
      .map((p) => ({ kind: 'player' as const, player: p.id }));
    const a = task.answer;
    task.answer = null;
    const picked =
      a?.kind === 'chooseTargets' ? (a.targets[0] ?? []).map((t) => (t.kind === 'player' ? t.player : -1)) : null;
    const oneEach =
      picked !== null &&
      picked.every((p, i) => p >= 0 && !picked.some((q, j) => j < i && lifeSharers(state, p).includes(q)));
    if (!picked || !oneEach) {
      return {
        kind: 'chooseTargets',
        player: you,
        prompt: `${ctx.sourceName}: choose any number of players whose life totals are redistributed${state.options.sharedLife ? ' (at most one member of each team, 810.9f)' : ''}`,
        source: ctx.sourceName,
        targets: [{ text: 'players', min: 0, max: legal.length, legal }],
      };
    }
    task.memo = [picked.length, ...picked];
    task.step = 1;
  }
  const n = task.memo[0]!;
  const chosen = task.memo.slice(1, 1 + n);
  const totals = chosen.map((p) => state.players[p]!.life);
  const assigned = task.memo.slice(1 + n);
  while (assigned.length < n) {
    const left = totals.map((t, i) => ({ t, i })).filter(({ i }) => !assigned.includes(i));
    const a = task.answer;
    task.answer = null;
    if (!a || a.kind !== 'chooseOption' || a.chosen.length !== 1 || left[a.chosen[0]!] === undefined) {
      return {
        kind: 'chooseOption',
        player: you,
        prompt: `${ctx.sourceName}: which life total does ${playerName(state, chosen[assigned.length]!)} get?`,
        options: left.map(({ t }) => String(t)),
        min: 1,
        max: 1,
      };
    }
    assigned.push(left[a.chosen[0]!]!.i);
    task.memo.push(left[a.chosen[0]!]!.i);
  }
  chosen.forEach((p, k) => {
    const diff = totals[assigned[k]!]! - state.players[p]!.life;
    if (diff !== 0)
      perform(
        state,
        { kind: diff > 0 ? 'lifeGain' : 'lifeLoss', player: p, amount: Math.abs(diff) },
        state.options.sharedLife ? ['119.5', '810.9f'] : ['119.5'],
      );
  });
  return 'done';
}
