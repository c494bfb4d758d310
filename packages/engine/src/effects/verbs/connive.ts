/**
 * The `connive` effect. 701.50a: "to connive", the permanent's controller draws a card, then discards a card; if a
 * nonland card was discarded this way, the permanent gets a +1/+1 counter. 701.50e: "connives N" draws N, discards N,
 * and puts a +1/+1 counter on it for each nonland card discarded. 701.50c / 701.50d: a permanent that has left the
 * battlefield still connives (its last known controller draws and discards) but no counter is put on anything.
 * A replaced draw's "instead" (614.6) happens before the next card is drawn or discarded: the effect yields to it.
 */
import { chars, controllerOf } from '../../objects/characteristics.js';
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { perform } from '../perform.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function conniveEffect(state: GameState, task: EffectsTask, e: EffectOf<'connive'>): Step {
  const ctx = task.ctx;
  const n = resolveAmount(state, ctx, e.amount);
  const ids = resolveObjects(state, ctx, e.what);
  // Each conniving permanent takes two steps: the draw (even step), then the discard (odd step).
  while (task.step < ids.length * 2) {
    const id = ids[Math.floor(task.step / 2)]!;
    const onField = state.objects[id]?.zone === 'battlefield';
    const who = onField ? controllerOf(state, id) : ctx.controller;
    if (task.step % 2 === 0) {
      // task.memo[0]: the cards drawn so far; a replaced draw's "instead" happens before the next card (121.2, 614.6).
      if (task.memo.length === 0) {
        log(state, 'effect', `${objName(state, id)} connives${n === 1 ? '' : ` ${n}`}`, ['701.50a']);
        task.memo = [0];
      }
      while (task.memo[0]! < n) {
        const top = state.tasks[state.tasks.length - 1];
        perform(state, { kind: 'draw', player: who }, ['701.50a']);
        task.memo[0]!++;
        if (state.tasks[state.tasks.length - 1] !== top) return 'yield';
      }
      task.memo = [];
      task.step++;
      continue;
    }
    const hand = state.players[who]!.hand;
    let chosen: ObjectId[];
    if (hand.length <= n) chosen = [...hand];
    else {
      const a = takeAnswer(task, 'chooseObjects');
      if (!a)
        return {
          kind: 'chooseObjects',
          player: who,
          prompt: `${objName(state, id)} connives: discard ${n} card(s)`,
          options: [...hand],
          min: n,
          max: n,
          purpose: 'discard',
        };
      chosen = [...a.objects];
    }
    const nonland = chosen.filter((c) => !chars(state, c).types.includes('Land')).length;
    const batch = state.log.length; // 603.2c: one discard event
    for (const c of chosen)
      perform(state, { kind: 'move', object: c, to: 'graveyard', cause: 'discard', batch, by: ctx.controller }, [
        '701.50a',
      ]);
    if (nonland > 0 && state.objects[id]?.zone === 'battlefield')
      perform(state, { kind: 'counters', object: id, counter: '+1/+1', delta: nonland, by: who }, [
        '701.50a',
        '701.50e',
      ]);
    else if (!onField)
      log(state, 'effect', `${playerName(state, who)}: ${objName(state, id)} has left the battlefield; no counter`, [
        '701.50c',
      ]);
    task.step++;
  }
  return 'done';
}
