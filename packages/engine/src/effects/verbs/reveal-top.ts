/**
 * The `revealTop` effect: 701.20a: "[Each player] reveals the top card of their library." The cards stay where they
 * are; how many of them match `counting` (all of them when absent) is remembered for "for each nonland card revealed
 * this way" (EffectContext.thisWay).
 */
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import { matchesCharacteristics } from '../../objects/filters.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';

export function revealTopEffect(state: GameState, task: EffectsTask, e: EffectOf<'revealTop'>): Step {
  const ctx = task.ctx;
  let n = 0;
  for (const p of resolvePlayers(state, ctx, e.who)) {
    const top = state.players[p]!.library[0];
    if (top === undefined) {
      log(state, 'reveal', `${playerName(state, p)} has no card in their library to reveal`, ['701.20a']);
      continue;
    }
    log(state, 'reveal', `${playerName(state, p)} reveals the top card of their library: ${objName(state, top)}`, [
      '701.20a',
    ]);
    if (!e.counting || matchesCharacteristics(e.counting, chars(state, top))) n++;
  }
  ctx.thisWay = n;
  return 'done';
}
