/**
 * The `proliferate` effect. 701.34a: "to proliferate" means to choose any number of permanents and/or players, then
 * give each another counter of each kind already there. Only permanents and players that have a counter can be
 * chosen (nothing else would get one). The controller answers one `chooseOption` naming each candidate; with no
 * candidate nothing happens and nobody is asked.
 */
import { perform } from '../perform.js';
import { log } from '../../log/write.js';
import { livePlayers, objName } from '../../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { takeAnswer, type EffectOf, type EffectsTask, type Step } from '../verb.js';

type Candidate = { readonly object: ObjectId } | { readonly player: PlayerId };

function kinds(counters: Readonly<Record<string, number>>): string[] {
  return Object.keys(counters).filter((k) => (counters[k] ?? 0) > 0);
}

function playerKinds(state: GameState, who: PlayerId): string[] {
  const p = state.players[who]!;
  return [...(p.poison > 0 ? ['poison'] : []), ...kinds(p.counters)];
}

/** Every permanent and player with at least one counter, permanents first in battlefield order. */
function candidates(state: GameState): Candidate[] {
  const objects = state.battlefield.filter((id) => kinds(state.objects[id]!.counters).length > 0);
  const players = livePlayers(state)
    .map((p) => p.id)
    .filter((p) => playerKinds(state, p).length > 0);
  return [...objects.map((object) => ({ object })), ...players.map((player) => ({ player }))];
}

function label(state: GameState, c: Candidate): string {
  const [name, ks] =
    'object' in c
      ? [objName(state, c.object), kinds(state.objects[c.object]!.counters)]
      : [state.players[c.player]!.name, playerKinds(state, c.player)];
  return `${name} (${ks.join(', ')})`;
}

export function proliferateEffect(state: GameState, task: EffectsTask, _e: EffectOf<'proliferate'>): Step {
  const options = candidates(state);
  if (options.length === 0) return 'done';
  const a = takeAnswer(task, 'chooseOption');
  if (!a)
    return {
      kind: 'chooseOption',
      player: task.ctx.controller,
      prompt: `${task.ctx.sourceName}: proliferate — choose any number of permanents and/or players to get another counter of each kind already there`,
      options: options.map((c) => label(state, c)),
      min: 0,
      max: options.length,
    };
  const chosen = options.filter((_, i) => a.chosen.includes(i));
  log(state, 'proliferate', `${task.ctx.sourceName}: proliferate (${chosen.length} chosen)`, ['701.34a']);
  for (const c of chosen) {
    if ('object' in c) {
      for (const k of kinds(state.objects[c.object]!.counters))
        perform(state, { kind: 'counters', object: c.object, counter: k, delta: 1, by: task.ctx.controller }, [
          '701.34a',
        ]);
    } else {
      for (const k of playerKinds(state, c.player))
        perform(state, { kind: 'playerCounters', player: c.player, counter: k, delta: 1 }, ['701.34a']);
    }
  }
  return 'done';
}
