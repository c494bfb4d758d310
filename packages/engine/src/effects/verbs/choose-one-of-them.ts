/**
 * 608.2d: "Exile the top two cards of your library. Choose one of them. Until end of turn, you may play that card." —
 * the controller chooses one of the cards this resolution exiled so far (its created objects in exile); afterwards
 * "that card" is the chosen one, the others no longer.
 */
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState } from '../../state/types.js';
import { chooseOneObject, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function chooseOneOfThemEffect(state: GameState, task: EffectsTask, _e: EffectOf<'chooseOneOfThem'>): Step {
  const ctx = task.ctx;
  const options = ctx.created.filter((id) => state.objects[id]?.zone === 'exile');
  if (options.length === 0) return 'done';
  const you = ctx.controller;
  const chosen = chooseOneObject(task, you, `${ctx.sourceName}: choose one of them`, options);
  if (typeof chosen !== 'number') return chosen;
  log(state, 'choose', `${playerName(state, you)} chooses ${objName(state, chosen)}`, ['608.2d']);
  const kept = ctx.created.filter((id) => id === chosen || !options.includes(id));
  ctx.created.length = 0;
  ctx.created.push(...kept);
  return 'done';
}
