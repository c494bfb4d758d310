/**
 * The `chooseOne` effect (608.2d): "gains your choice of flying, deathtouch, or lifelink until end of turn" — the
 * player chooses one of the options as the instruction is followed; the chosen option's effects are done next.
 */
import { log } from '../../log/write.js';
import { playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function chooseOneEffect(state: GameState, task: EffectsTask, e: EffectOf<'chooseOne'>): Step {
  const ctx = task.ctx;
  const [who] = resolvePlayers(state, ctx, e.who);
  if (who === undefined || e.options.length === 0) return 'done';
  const ans = takeAnswer(task, 'chooseOption');
  if (!ans)
    return {
      kind: 'chooseOption',
      player: who,
      prompt: `${ctx.sourceName}: choose one`,
      options: e.options.map((o) => o.text),
      min: 1,
      max: 1,
    };
  const pick = e.options[ans.chosen[0] ?? -1];
  if (!pick) return 'done';
  log(state, 'effect', `${playerName(state, who)} chooses ${pick.text}`, ['608.2d']);
  task.effects.splice(task.index + 1, 0, ...pick.effects);
  return 'done';
}
