/**
 * The `nextDrawInstead` effect. 614.1a / 614.6: "The next time you would draw a card this turn, [effects] instead." —
 * a one-shot replacement of the controller's next draw this turn, kept as a continuous effect that ends with the turn
 * (a drawShield; events/draw-replacement.ts applies it, once).
 */
import { log } from '../../log/write.js';
import { addContinuousEffect } from '../../objects/continuous-effects.js';
import { playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function nextDrawInsteadEffect(state: GameState, task: EffectsTask, e: EffectOf<'nextDrawInstead'>): Step {
  const ctx = task.ctx;
  const text = `the next time ${playerName(state, ctx.controller)} would draw a card this turn, a replacement applies instead`;
  addContinuousEffect(state, {
    controller: ctx.controller,
    source: ctx.source,
    duration: 'endOfTurn',
    affected: [],
    modification: {
      kind: 'drawShield',
      used: false,
      player: ctx.controller,
      effects: e.effects,
      x: ctx.x,
      sourceName: ctx.sourceName,
      text,
    },
  });
  log(state, 'effect', `${ctx.sourceName}: ${text}`, ['614.1a']);
  return 'done';
}
