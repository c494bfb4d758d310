/**
 * The `copySpell` effect and the copies other rules make (storm, replicate, conspire …): 707.10: to copy a spell,
 * activated ability or triggered ability is to put a copy of it on the stack with the same characteristics and every
 * choice made for it (modes, X, targets, costs paid); a copy of a spell isn't cast and a copy of an activated ability
 * isn't activated. 707.10c: an effect may let the copy's controller choose new targets for it.
 */
import type { TargetSpec } from '../../cards/ability-tree.js';
import type { PendingDecision, TargetOption } from '../../decisions/types.js';
import { log } from '../../log/write.js';
import { touch } from '../../objects/characteristics.js';
import { putObject } from '../../objects/copy-on-write.js';
import { spellTargetSpecs } from '../../stack/cast.js';
import { checkChosenTargets, refName, sameTarget, targetOptions } from '../../stack/targets.js';
import { objName, playerName } from '../../state/access.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';
import { detectTriggers, targetTriggers } from '../../triggers/detect.js';
import { wardTriggers } from '../../triggers/ward.js';
import { resolveAmount, resolveObjects } from '../refs.js';
import type { EffectOf, EffectsTask, Step } from '../verb.js';
import { freshStackStatus } from '../../objects/fresh-status.js';

export function copySpellEffect(state: GameState, task: EffectsTask, e: EffectOf<'copySpell'>): Step {
  // The spell or ability copied is the one the effect names (its target), found again at each re-entry. 707.10 /
  // 608.2h: "copy that spell" (the triggering spell) copies it even if it has left the stack, as it last existed.
  const trigger = e.what.kind === 'triggeringObject' ? task.ctx.triggerObject : null;
  const orig = resolveObjects(state, task.ctx, e.what)[0] ?? (trigger !== null && state.lki[trigger] ? trigger : null);
  const n = e.times ? resolveAmount(state, task.ctx, e.times) : 1;
  return putCopies(state, task, orig, n, { newTargets: e.newTargets === true, rules: ['707.10'] });
}

/**
 * 707.10: put `n` copies of the spell or ability `orig` on the stack under the resolving effect's controller, with the
 * same choices; 707.10c: with `newTargets`, the controller may choose new targets for each copy. A copy is created, then
 * its targets are asked for (task.step counts the copies finished, task.memo holds the copies created).
 */
export function putCopies(
  state: GameState,
  task: EffectsTask,
  orig: ObjectId | null,
  n: number,
  how: { readonly newTargets: boolean; readonly rules: readonly string[] },
): Step {
  while (task.step < n) {
    if (task.memo.length <= task.step) {
      const copy = putCopy(state, task, orig, how.rules);
      // The spell or ability has left the stack: there is nothing on the stack to copy.
      if (copy === null) return 'done';
      task.memo.push(copy);
    }
    const copy = task.memo[task.step]!;
    if (how.newTargets) {
      const d = chooseNewTargets(state, task, copy, n);
      if (d) return d;
    }
    task.step++;
  }
  return 'done';
}

/** One copy of `orig` on its stack, or null when `orig` is no longer a spell or ability on the stack. */
function putCopy(
  state: GameState,
  task: EffectsTask,
  orig: ObjectId | null,
  rules: readonly string[],
): ObjectId | null {
  const ctx = task.ctx;
  const o = orig === null ? undefined : (onStack(state, orig) ?? lastKnownSpell(state, orig));
  if (!o || o.zone !== 'stack' || !o.stack) return null;
  const copyId = state.nextObjectId++;
  putObject(state, {
    ...o,
    id: copyId,
    cardId: null,
    controller: ctx.controller,
    owner: ctx.controller,
    timestamp: state.nextTimestamp++,
    counters: {},
    stack: { ...o.stack, isCopy: true, targets: o.stack.targets.map((g) => [...g]) },
  });
  state.turns[o.stack.stackOf]!.stack.push(copyId);
  touch(state);
  log(state, 'copy', `${playerName(state, ctx.controller)} puts a copy of ${objName(state, o.id)} on the stack`, [
    ...rules,
  ]);
  // "Whenever you cast or copy a spell" (707.10): a copied ability is no spell.
  if (o.kind !== 'ability') detectTriggers(state, { kind: 'copied', spell: copyId, controller: ctx.controller });
  return copyId;
}

function onStack(state: GameState, id: ObjectId): GameObject | undefined {
  const o = state.objects[id];
  return o?.zone === 'stack' ? o : undefined;
}

/** 707.10 / 608.2h: a spell that has left the stack, as it last existed there (only copies are made of it). */
function lastKnownSpell(state: GameState, id: ObjectId): GameObject | undefined {
  if (state.objects[id]) return undefined; // still an object: it was never on the stack, or it is the same object elsewhere
  const l = state.lki[id];
  if (!l?.spell) return undefined;
  return {
    ...l.spell,
    id,
    defKey: l.defKey,
    cardId: null,
    owner: l.owner,
    controller: l.controller,
    zone: 'stack',
    timestamp: 0,
    ...freshStackStatus(),
  };
}

/** The target specs of a spell or ability on the stack (an ability keeps its own, 113.7a). */
function specsOf(state: GameState, id: ObjectId): readonly TargetSpec[] {
  const o = state.objects[id];
  if (!o?.stack) return [];
  return o.kind === 'ability' ? (o.stack.abilityTargets ?? []) : (spellTargetSpecs(state, id, o.stack.modes) ?? []);
}

/** 707.10c: the copy's controller may choose new targets; a target left unchanged stays even if no longer legal. */
function chooseNewTargets(state: GameState, task: EffectsTask, copy: ObjectId, n: number): PendingDecision | null {
  const ctx = task.ctx;
  const co = state.objects[copy];
  const specs = specsOf(state, copy);
  if (!co?.stack || specs.length === 0) return null;
  const current = co.stack.targets;
  // Legality is judged for the copy itself: its controller, and an ability's source (115.7).
  const source = co.kind === 'ability' ? (co.stack.source ?? copy) : copy;
  const options: TargetOption[] = targetOptions(
    state,
    specs,
    ctx.controller,
    source,
    co.kind === 'ability' ? 'ability' : 'spell',
  ).map((opt, i) => ({
    ...opt,
    legal: [...opt.legal, ...(current[i] ?? []).filter((t) => !opt.legal.some((l) => sameTarget(l, t)))],
  }));
  const a = task.answer;
  task.answer = null;
  if (!a || a.kind !== 'chooseTargets' || checkChosenTargets(options, a.targets) !== null) {
    const now = current.flat().map((t) => refName(state, t));
    return {
      kind: 'chooseTargets',
      player: ctx.controller,
      source: ctx.sourceName,
      targets: options,
      prompt: `${ctx.sourceName}: you may choose new targets for copy ${task.step + 1} of ${n} (currently ${
        now.join(', ') || 'none'
      })`,
    };
  }
  const targets = a.targets.map((g) => [...g]);
  if (
    targets.some((g, i) => g.length !== (current[i] ?? []).length || g.some((t, j) => !sameTarget(t, current[i]![j]!)))
  ) {
    putObject(state, { ...co, stack: { ...co.stack, targets } });
    const names = targets.flat().map((t) => refName(state, t));
    log(state, 'copy', `${playerName(state, ctx.controller)} chooses new targets for the copy: ${names.join(', ')}`, [
      '707.10c',
    ]);
  }
  wardTriggers(state, copy, targets); // 702.21a: a copy's targets become targets of a spell or ability
  targetTriggers(state, copy, targets);
  return null;
}
