/**
 * The `eachUnless` effect: "Each player loses 2 life unless they discard a card / sacrifice an artifact, a creature,
 * or a land" (118.12). 101.4: in APNAP order each player chooses whether to discard or sacrifice, and which card or
 * permanent; then the chosen cards are discarded and the chosen permanents sacrificed at the same time (701.9a,
 * 701.21a); then each player who didn't follows the rest as their own ("you" being that player, 608.2c).
 * task.memo: per player who has chosen, [player, 1 with the chosen object | 0 with -1]; task.step: 1 while the
 * current player, having said yes, chooses what.
 */
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { simultaneously } from '../perform.js';
import { resolvePlayers } from '../refs.js';
import { followAsEach, takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

/** The cards or permanents `p` could discard or sacrifice this way. */
function candidates(state: GameState, task: EffectsTask, e: EffectOf<'eachUnless'>, p: PlayerId): ObjectId[] {
  const a = e.action;
  if (a.kind === 'discard') return [...state.players[p]!.hand];
  return state.battlefield.filter((id) => {
    const c = chars(state, id);
    return c.controller === p && matchesObjectFilter(state, a.filter, id, c, p, task.ctx.source, chars);
  });
}

export function eachUnlessEffect(state: GameState, task: EffectsTask, e: EffectOf<'eachUnless'>): Step {
  const players = resolvePlayers(state, task.ctx, e.who);
  const verb = e.action.kind === 'discard' ? 'discard a card' : 'sacrifice a permanent';
  for (let k = task.memo.length / 3; k < players.length; k = task.memo.length / 3) {
    const p = players[k]!;
    const options = candidates(state, task, e, p);
    if (options.length > 0 && task.step === 0) {
      const a = takeAnswer(task, 'yesNo');
      if (!a) return { kind: 'yesNo', player: p, prompt: `${task.ctx.sourceName}: ${verb}? (${e.text})` };
      if (a.yes) task.step = 1;
    }
    if (task.step === 0) {
      task.memo.push(p, 0, -1);
      continue;
    }
    let chosen = options[0]!;
    if (options.length > 1) {
      const a = takeAnswer(task, 'chooseObjects');
      if (!a || a.objects.length !== 1 || !options.includes(a.objects[0]!))
        return {
          kind: 'chooseObjects',
          player: p,
          prompt: `${task.ctx.sourceName}: choose what to ${e.action.kind}`,
          options,
          min: 1,
          max: 1,
          purpose: e.action.kind,
        };
      chosen = a.objects[0]!;
    }
    task.memo.push(p, 1, chosen);
    task.step = 0;
  }
  act(state, task, e, players);
  return 'done';
}

/** 101.4: the chosen discards and sacrifices happen at once; then each player who didn't follows `unpaid`. */
function act(state: GameState, task: EffectsTask, e: EffectOf<'eachUnless'>, players: readonly PlayerId[]): void {
  const batch = state.log.length; // 603.2c: one discard event
  const didnt: PlayerId[] = [];
  simultaneously(state, (perform) => {
    for (let k = 0; k < players.length; k++) {
      const [p, paid, id] = task.memo.slice(3 * k, 3 * k + 3) as [PlayerId, number, ObjectId];
      if (paid === 0 || !state.objects[id]) {
        didnt.push(p);
        log(state, 'choose', `${playerName(state, p)} doesn't: ${e.text}`, ['118.12', '101.4']);
        continue;
      }
      log(state, 'choose', `${playerName(state, p)} chooses to ${e.action.kind} ${objName(state, id)}`, ['101.4']);
      if (e.action.kind === 'discard')
        perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'discard', batch, by: p }, ['701.9a']);
      else perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice' }, ['701.21a']);
    }
  });
  followAsEach(state, task.ctx, didnt, e.unpaid);
}
