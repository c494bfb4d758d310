/**
 * The `opponentsMay` effect (tempting offer): "Each opponent may [draw a card]. For each opponent who does, [you draw a
 * card]." The opponents choose one at a time in APNAP order (101.4, 608.2d); each who does follows the instructions
 * as its own (they are that player's: "you" is that player), and then the controller's instructions are followed once
 * for each of them.
 */
import { log } from '../../log/write.js';
import { playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import { followAsEach, takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function opponentsMayEffect(state: GameState, task: EffectsTask, e: EffectOf<'opponentsMay'>): Step {
  const ctx = task.ctx;
  const opponents = resolvePlayers(state, ctx, { kind: 'each', relation: 'opponent' });
  // task.step: how many opponents have chosen; task.memo: those who do.
  while (task.step < opponents.length) {
    const p = opponents[task.step]!;
    const a = takeAnswer(task, 'yesNo');
    if (!a) return { kind: 'yesNo', player: p, prompt: `${ctx.sourceName}: ${e.text}?` };
    if (a.yes) task.memo.push(p);
    log(state, 'choose', `${playerName(state, p)} ${a.yes ? 'accepts' : 'declines'}: ${e.text}`, ['608.2d', '101.4']);
    task.step++;
  }
  // The controller's instructions, once for each opponent who does, follow theirs.
  task.effects.splice(task.index + 1, 0, ...task.memo.flatMap(() => e.forEachWhoDoes));
  followAsEach(state, ctx, task.memo, e.effects); // each accepting opponent, in APNAP order
  return 'done';
}
