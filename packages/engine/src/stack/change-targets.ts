/**
 * 115.7: effects that change the targets of a spell or ability on the stack.
 * - "Change the target of target spell with a single target" (115.7a): the one target must be changed to
 *   another legal target if possible; with no other legal target it stays as it is.
 * - "You may choose new targets for target spell" (115.7d): any number of targets may be changed or left
 *   unchanged (a target left unchanged stays even if it would now be illegal).
 * New targets must be legal for the spell or ability (its own text, from its controller's perspective);
 * they become targets, so "becomes the target" and ward trigger (702.21a).
 */
import type { Effect, TargetSpec } from '../cards/ability-tree.js';
import type { PendingDecision, TargetOption } from '../decisions/types.js';
import { log } from '../log/write.js';
import { touch } from '../objects/characteristics.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, TargetRef } from '../state/types.js';
import { resolveObjects } from '../effects/refs.js';
import { spellTargetSpecs } from './cast.js';
import { checkChosenTargets, refName, sameTarget, targetOptions } from './targets.js';
import { targetTriggers } from '../triggers/detect.js';
import { wardTriggers } from '../triggers/ward.js';
import { putObject } from '../objects/copy-on-write.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type ChangeTargets = Extract<Effect, { kind: 'changeTargets' }>;

/** The target specs of a spell or ability on the stack. */
function specsOf(state: GameState, id: ObjectId): readonly TargetSpec[] {
  const o = state.objects[id];
  if (!o?.stack) return [];
  return o.kind === 'ability' ? (o.stack.abilityTargets ?? []) : (spellTargetSpecs(state, id, o.stack.modes) ?? []);
}

export function changeTargetsEffect(state: GameState, task: EffectsTask, e: ChangeTargets): 'done' | PendingDecision {
  const ctx = task.ctx;
  const id = resolveObjects(state, ctx, e.what)[0];
  const o = id === undefined ? undefined : state.objects[id];
  if (id === undefined || !o || o.zone !== 'stack' || !o.stack) return 'done';
  const specs = specsOf(state, id);
  const current = o.stack.targets;
  if (specs.length === 0 || current.flat().length === 0) return 'done';
  // Legality is judged for the spell or ability itself: its controller, its source (115.7).
  const by = o.kind === 'ability' ? 'ability' : 'spell';
  const legal = targetOptions(state, specs, o.controller, o.kind === 'ability' ? (o.stack.source ?? id) : id, by);
  let options: TargetOption[];
  if (e.mode === 'change') {
    // 115.7a: exactly one target, changed to a different legal one.
    const flat = current.flat();
    if (flat.length !== 1) return 'done';
    const g = current.findIndex((grp) => grp.length === 1);
    const others = legal[g]!.legal.filter(
      (t) =>
        !sameTarget(t, flat[0]!) && (e.newMust === undefined || (e.newMust === 'player') === (t.kind === 'player')),
    );
    if (e.toSelf) return changeToSource(state, task, id, g, others);
    if (others.length === 0) {
      log(state, 'target', `${objName(state, id)} has no other legal target; its target is unchanged`, ['115.7a']);
      return 'done';
    }
    options = legal.map((opt, i) =>
      i === g
        ? { ...opt, legal: others, min: 1, max: 1 }
        : { ...opt, legal: [...(current[i] ?? [])], min: (current[i] ?? []).length, max: (current[i] ?? []).length },
    );
  } else {
    // 115.7d: any target may stay unchanged, even one that is now illegal.
    options = legal.map((opt, i) => ({
      ...opt,
      legal: [...opt.legal, ...(current[i] ?? []).filter((t) => !opt.legal.some((l) => sameTarget(l, t)))],
    }));
  }
  const a = task.answer;
  task.answer = null;
  if (!a || a.kind !== 'chooseTargets' || checkChosenTargets(options, a.targets) !== null) {
    return {
      kind: 'chooseTargets',
      player: ctx.controller,
      source: ctx.sourceName,
      targets: options,
      prompt: `${ctx.sourceName}: ${e.mode === 'change' ? 'change the target of' : 'you may choose new targets for'} ${objName(state, id)} (currently ${current
        .flat()
        .map((t) => refName(state, t))
        .join(', ')})`,
    };
  }
  const targets = a.targets.map((g) => [...g]);
  const changed = targets.some(
    (g, i) => g.length !== (current[i] ?? []).length || g.some((t, j) => !sameTarget(t, current[i]![j]!)),
  );
  if (!changed) return 'done';
  setTargets(state, task, id, targets, e.mode === 'change' ? '115.7a' : '115.7d');
  return 'done';
}

/**
 * "Change the target of target spell … to ~" (115.7a): the one target becomes the effect's source if that is another
 * legal target for it (`others`: the other legal targets of target group `g`); otherwise the target is unchanged.
 */
function changeToSource(
  state: GameState,
  task: EffectsTask,
  id: ObjectId,
  g: number,
  others: readonly TargetRef[],
): 'done' {
  const src = task.ctx.source;
  const o = state.objects[id]!;
  if (src === null || !others.some((t) => t.kind === 'object' && t.id === src)) {
    log(
      state,
      'target',
      `${src === null ? 'its source' : objName(state, src)} isn't another legal target for ${objName(state, id)}; its target is unchanged`,
      ['115.7a'],
    );
    return 'done';
  }
  const targets = o.stack!.targets.map((grp, i) => (i === g ? [{ kind: 'object' as const, id: src }] : [...grp]));
  setTargets(state, task, id, targets, '115.7a');
  return 'done';
}

/** The spell or ability `id` gets new targets; those newly chosen become targets (115.10, 702.21a). */
function setTargets(state: GameState, task: EffectsTask, id: ObjectId, targets: TargetRef[][], rule: string): void {
  const o = state.objects[id]!;
  const current = o.stack!.targets;
  const ctx = task.ctx;
  putObject(state, { ...o, stack: { ...o.stack!, targets } });
  touch(state);
  log(
    state,
    'target',
    `${playerName(state, ctx.controller)} changes the targets of ${objName(state, id)} to ${targets
      .flat()
      .map((t) => refName(state, t))
      .join(', ')}`,
    [rule],
  );
  // Only objects and players that weren't already targets newly "become the target" (115.10 / 702.21a).
  const fresh = targets.map((g, i) => g.filter((t) => !(current[i] ?? []).some((c) => sameTarget(c, t))));
  wardTriggers(state, id, fresh);
  targetTriggers(state, id, fresh);
}
