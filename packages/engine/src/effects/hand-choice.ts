/**
 * Choosing cards from a player's hand (701.20a reveal / 401.2-style look):
 * "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card." (701.9b:
 * the player discards the card another player chose), "Look at target player's hand and choose up to two cards from
 * it. That player discards those cards.", "… You choose a nonland card from it and exile that card.", "Put them on top
 * of that player's library in any order."
 *
 * The effect's controller sees the hand and chooses; the chosen cards then go where the text says, in the order chosen
 * (the last one chosen ends on top of a library: "in any order" is the chooser's).
 */
import type { Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { perform } from './perform.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { resolveAmount, resolvePlayers } from './refs.js';
import { linkExiled } from './linked.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type ChooseFromHand = Extract<Effect, { kind: 'chooseFromHand' }>;

export function chooseFromHand(state: GameState, task: EffectsTask, e: ChooseFromHand): 'done' | PendingDecision {
  const ctx = task.ctx;
  const me = ctx.controller;
  const [p] = resolvePlayers(state, ctx, e.who);
  if (p === undefined) return 'done';
  const hand = state.players[p]!.hand;
  if (task.step === 0) {
    task.step = 1;
    const list = hand.map((id) => objName(state, id)).join(', ') || 'nothing';
    if (e.reveal) log(state, 'reveal', `${playerName(state, p)} reveals their hand: ${list}`, ['701.20a']);
    else
      log(state, 'look', `${playerName(state, me)} looks at ${playerName(state, p)}'s hand`, ['401.2'], { viewer: me });
  }
  const filter = e.filter && e.filter.kind === 'object' ? { ...e.filter, zone: 'hand' as const } : e.filter;
  const options = hand.filter(
    (id) => !filter || matchesObjectFilter(state, filter, id, chars(state, id), me, ctx.source, chars),
  );
  const max = Math.min(resolveAmount(state, ctx, e.count), options.length);
  if (max <= 0) return 'done';
  const min = e.upTo ? 0 : max;
  let chosen = options;
  if (min < options.length || max < options.length) {
    const a = task.answer;
    if (!a || a.kind !== 'chooseObjects') {
      return {
        kind: 'chooseObjects',
        player: me,
        prompt: `${ctx.sourceName}: choose ${e.upTo ? 'up to ' : ''}${max} card(s) from ${playerName(state, p)}'s hand`,
        options,
        min,
        max,
        purpose: 'other',
      };
    }
    task.answer = null;
    chosen = [...a.objects];
  }
  const batch = state.log.length; // 603.2c: the chosen cards are discarded together
  for (const id of chosen) {
    log(state, 'choose', `${playerName(state, me)} chooses ${objName(state, id)} from ${playerName(state, p)}'s hand`, [
      '701.20a',
    ]);
    switch (e.then) {
      case 'discard':
        perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'discard', batch, by: me }, [
          '701.9a',
          '701.9b',
        ]);
        break;
      case 'exile': {
        const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'effect' }, ['406.2']);
        if (e.linked) linkExiled(state, ctx.source, ctx.controller, r.id); // 607.2a
        break;
      }
      case 'libraryTop':
        perform(state, { kind: 'move', object: id, to: 'library', cause: 'effect', position: 'top' }, ['401.3']);
        break;
      case 'shuffleIntoLibrary':
        perform(state, { kind: 'move', object: id, to: 'library', cause: 'effect' }, ['401.3']);
        break;
    }
  }
  if (e.then === 'shuffleIntoLibrary' && chosen.length > 0) perform(state, { kind: 'shuffle', player: p }, ['701.24a']);
  return 'done';
}
