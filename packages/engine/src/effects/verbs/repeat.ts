/**
 * 608.2c: "You may repeat this process any number of times." (Ad Nauseam) — after the instructions before it, the
 * controller chooses whether to follow them again; each time they do, "that card" / "its" name what the new repetition
 * moves (the resolution's created objects start over), and the choice is offered again after it. The process begins
 * with the top card of the controller's library (the compiler reads no other): once the library is empty a repetition
 * would move nothing and read nothing, so it is no longer offered (which also ends a player's endless "yes").
 */
import { log } from '../../log/write.js';
import { playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function repeatProcessEffect(state: GameState, task: EffectsTask, e: EffectOf<'repeatProcess'>): Step {
  const you = task.ctx.controller;
  if (state.players[you]!.library.length === 0) return 'done';
  const a = takeAnswer(task, 'yesNo');
  if (!a) return { kind: 'yesNo', player: you, prompt: `${task.ctx.sourceName}: repeat this process?` };
  if (!a.yes) return 'done';
  log(state, 'repeat', `${playerName(state, you)} repeats the process of ${task.ctx.sourceName}`, ['608.2c']);
  task.ctx.created.length = 0;
  task.effects.splice(task.index + 1, 0, ...e.effects, e);
  return 'done';
}
