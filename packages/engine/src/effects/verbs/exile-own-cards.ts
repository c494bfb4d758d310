/**
 * The `exileOwnCards` effect. 406.2 / 101.4: "Target player exiles a card from their graveyard", "Target opponent exiles a
 * card from their hand", "Each opponent exiles a card from their hand": each of those players, in APNAP order, chooses
 * that many cards of their own zone (all of them if they have fewer: no choice is needed then); then the chosen cards
 * are exiled. A player choosing from their hand keeps it hidden (the decision is theirs alone, 402.3).
 */
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { perform } from '../perform.js';
import { resolvePlayers } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function exileOwnCardsEffect(state: GameState, task: EffectsTask, e: EffectOf<'exileOwnCards'>): Step {
  const players = resolvePlayers(state, task.ctx, e.who);
  // task.step: how many of the players have chosen; task.memo: the cards they chose, in order.
  while (task.step < players.length) {
    const p = players[task.step]!;
    const options = [...zoneOf(state, p, e.from)];
    let chosen: readonly ObjectId[] = options;
    if (options.length > e.count) {
      const a = takeAnswer(task, 'chooseObjects');
      if (!a) return decision(task.ctx.sourceName, p, options, e.count, e.from);
      chosen = a.objects;
    }
    task.memo.push(...chosen);
    task.step++;
  }
  for (const id of task.memo) {
    if (state.objects[id]?.zone !== e.from) continue; // (a card that left the zone meanwhile is a new object, 400.7)
    perform(state, { kind: 'move', object: id, to: 'exile', cause: 'effect' }, ['406.2', '101.4']);
  }
  return 'done';
}

function zoneOf(state: GameState, p: PlayerId, from: 'hand' | 'graveyard'): readonly ObjectId[] {
  const player = state.players[p]!;
  return from === 'hand' ? player.hand : player.graveyard;
}

function decision(source: string, player: PlayerId, options: ObjectId[], n: number, from: 'hand' | 'graveyard'): Step {
  const prompt = `${source}: choose ${n} card(s) in your ${from} to exile`;
  return { kind: 'chooseObjects', player, prompt, options, min: n, max: n, purpose: 'other' };
}
