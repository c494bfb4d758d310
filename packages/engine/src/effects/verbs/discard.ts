import { perform } from '../perform.js';
import { randomInt } from '../../rng.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { resolveAmount, resolvePlayers } from '../refs.js';
import { type EffectOf, type EffectsTask, type Step, takeAnswer } from '../verb.js';

export function discard(state: GameState, task: EffectsTask, e: EffectOf<'discard'>): Step {
  const players = resolvePlayers(state, task.ctx, e.who);
  const n = resolveAmount(state, task.ctx, e.amount);
  while (task.step < players.length) {
    const p = players[task.step]!;
    const hand = state.players[p]!.hand;
    let chosen: ObjectId[];
    if (e.all && e.exceptChosen) chosen = hand.filter((id) => !(task.ctx.chosenObjects ?? []).includes(id));
    else if (e.all || hand.length <= n) chosen = [...hand];
    else if (e.random) {
      const pool = [...hand];
      chosen = [];
      for (let i = 0; i < n; i++) chosen.push(pool.splice(randomInt(state.rng, pool.length), 1)[0]!);
    } else {
      const ans = takeAnswer(task, 'chooseObjects');
      if (!ans)
        return {
          kind: 'chooseObjects',
          player: p,
          prompt: `Discard ${n} card(s)`,
          options: [...hand],
          min: n,
          max: n,
          purpose: 'discard',
        };
      chosen = [...ans.objects];
    }
    const batch = state.log.length; // 603.2c: one discard event
    for (const id of chosen)
      perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'discard', batch, by: task.ctx.controller }, [
        '701.9a',
      ]);
    task.ctx.discarded = (task.step === 0 ? 0 : (task.ctx.discarded ?? 0)) + chosen.length; // "draws that many cards"
    task.step++;
  }
  return 'done';
}
