/**
 * The `playersChooseObjects` effect. 608.2d / 101.4: "Each player chooses a creature they control. Destroy the rest."
 * (Divine Reckoning), "Target opponent chooses a creature they control. Destroy that creature." (Imperial Edict): each
 * of the players, in APNAP order, chooses as many permanents matching the description (read as theirs: "they control")
 * as the instruction says, or all of them if they have fewer; no choice is needed then. The chosen permanents are
 * "that creature" and not "the rest" for the later instructions of the resolution (EffectContext.chosenObjects).
 */
import { log } from '../../log/write.js';
import { chars } from '../../objects/characteristics.js';
import { matchesObjectFilter } from '../../objects/filters.js';
import { objName, playerName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { resolvePlayers } from '../refs.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function playersChooseObjectsEffect(
  state: GameState,
  task: EffectsTask,
  e: EffectOf<'playersChooseObjects'>,
): Step {
  const ctx = task.ctx;
  const players = resolvePlayers(state, ctx, e.who);
  // task.step: how many of the players have chosen (101.4: in APNAP order, each seeing the choices before).
  while (task.step < players.length) {
    const p = players[task.step]!;
    const options = state.battlefield.filter((id) =>
      matchesObjectFilter(state, e.filter, id, chars(state, id), p, ctx.source, chars),
    );
    const n = Math.min(e.count, options.length);
    let chosen: readonly ObjectId[] = options;
    if (options.length > n) {
      const a = takeAnswer(task, 'chooseObjects');
      if (!a) return decision(ctx.sourceName, p, options, n);
      chosen = a.objects;
    }
    ctx.chosenObjects = [...(ctx.chosenObjects ?? []), ...chosen];
    const what = chosen.length ? chosen.map((id) => objName(state, id)).join(', ') : 'nothing';
    log(state, 'choose', `${playerName(state, p)} chooses ${what}`, ['608.2d', '101.4']);
    task.step++;
  }
  return 'done';
}

function decision(source: string, player: PlayerId, options: ObjectId[], n: number): Step {
  const prompt = `${source}: choose ${n} of these permanents you control`;
  return { kind: 'chooseObjects', player, prompt, options, min: n, max: n, purpose: 'other' };
}
