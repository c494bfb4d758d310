/**
 * The `oneOfTargets` effect: "Their controller chooses and sacrifices one of them. Return the other to its owner's
 * hand." / "Destroy one of them at random." One object of a target group is picked as the instruction is followed
 * (608.2d), by a player or at random; only targets still legal can be picked (608.2b: illegal ones are unaffected).
 * The `one` instructions then act on it, and the `other` instructions on the rest.
 */
import type { Effect } from '../../cards/ability-tree.js';
import { log } from '../../log/write.js';
import { objName, playerName } from '../../state/access.js';
import { randomInt } from '../../rng.js';
import type { GameState } from '../../state/types.js';
import { resolveObjects, resolvePlayers } from '../refs.js';
import { chooseOneObject, type EffectOf, type EffectsTask, type Step } from '../verb.js';

export function oneOfTargetsEffect(state: GameState, task: EffectsTask, e: EffectOf<'oneOfTargets'>): Step {
  const ctx = task.ctx;
  const group = ctx.targets[e.target] ?? [];
  const objects = resolveObjects(state, ctx, { kind: 'target', target: e.target });
  if (objects.length === 0) return 'done';
  let picked: number;
  let how = 'at random';
  if (e.chooser === 'random') picked = objects[randomInt(state.rng, objects.length)]!;
  else {
    const [who] = resolvePlayers(state, ctx, e.chooser);
    if (who === undefined) return 'done';
    const c = chooseOneObject(task, who, `${ctx.sourceName}: choose one of them`, objects);
    if (typeof c !== 'number') return c;
    picked = c;
    how = `by ${playerName(state, who)}`;
  }
  log(state, 'choose', `${ctx.sourceName}: ${objName(state, picked)} is chosen ${how}`, ['608.2d']);
  // The group's references name target positions (ObjectRef.index): the picked one, then each of the rest.
  const at = (id: number): number => group.findIndex((t) => t.kind === 'object' && t.id === id);
  const rest = objects.filter((id) => id !== picked);
  task.effects.splice(
    task.index + 1,
    0,
    ...bindTarget(e.one, e.target, at(picked)),
    ...rest.flatMap((id) => bindTarget(e.other, e.target, at(id))),
  );
  return 'done';
}

/**
 * `effects` with each reference to target group `target` as a whole narrowed to its object at `index` (not inside a
 * token's or granted ability's own definition, whose targets are its own).
 */
function bindTarget(effects: readonly Effect[], target: number, index: number): Effect[] {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if (o['kind'] === 'target' && o['target'] === target && o['index'] === undefined) return { ...o, index };
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, k === 'token' || k === 'abilities' ? x : walk(x)]));
  };
  return effects.map((x) => walk(x) as Effect);
}
