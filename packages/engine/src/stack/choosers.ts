/**
 * 801.5: choices made by a player other than the controller of a spell or ability, as it is cast or
 * activated: "any target of an opponent's choice" (801.5a: the opponent must choose within both their own
 * range and the controller's) and "An opponent chooses one —" (801.5b: the opponent may choose a mode even
 * if it refers to players or objects outside their range). The controller first chooses which opponent
 * (within their range, 801.5a; else 801.5c the closest appropriate player to their left). These choices
 * are made right after the spell or ability is put on the stack, before any player receives priority.
 */
import type { TargetSpec } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { log } from '../log/write.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, OwnedObject, PlayerId, StackInfo, TargetRef } from '../state/types.js';
import { legalTargets, checkChosenTargets, describeRef } from './targets.js';
import { spellAbility } from './abilities.js';
import { objectInRange, playerInRange } from '../objects/range.js';
import { choosersFor } from '../effects/multiplayer-effects.js';
import { chars } from '../objects/characteristics.js';
import { ownObject } from '../objects/copy-on-write.js';

export type ChooserTask = Extract<Task, { kind: 'chooserChoices' }>;

/** The target specs of a stack object (an ability's own, or a spell's for its modes). */
function specsOf(state: GameState, id: ObjectId): readonly TargetSpec[] {
  const o = state.objects[id]!;
  const info = o.stack!;
  if (o.kind === 'ability') return info.abilityTargets ?? [];
  const sa = spellAbility(state, id);
  if (!sa) return [];
  if (sa.modes) return info.modes.flatMap((m) => sa.modes!.modes[m]?.targets ?? []);
  return sa.targets;
}

/** Does this spell or ability need choices from another player (801.5a–b)? */
export function needsChooser(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o?.stack) return false;
  if (o.kind !== 'ability') {
    const sa = spellAbility(state, id);
    if (sa?.modes?.chooser && o.stack.modes.length === 0) return true;
  }
  return specsOf(state, id).some((s) => s.chooser === 'opponent');
}

/** Schedules the choices (called as the spell or ability is put on the stack). */
export function scheduleChooserChoices(state: GameState, id: ObjectId): void {
  if (needsChooser(state, id))
    state.tasks.push({ kind: 'chooserChoices', object: id, chooser: -1, spec: -1, answer: null });
}

function pickChooser(
  state: GameState,
  task: ChooserTask,
  controller: PlayerId,
  what: string,
): PlayerId | PendingDecision {
  if (task.chooser >= 0 && !state.players[task.chooser]!.left) return task.chooser;
  const candidates = choosersFor(state, controller);
  if (candidates.length === 0) return controller;
  if (candidates.length === 1) {
    task.chooser = candidates[0]!;
    if (!playerInRange(state, controller, task.chooser))
      log(
        state,
        'chooser',
        `No opponent is within ${playerName(state, controller)}'s range: ${playerName(state, task.chooser)}, the closest to the left, chooses`,
        ['801.5c'],
      );
    return task.chooser;
  }
  const a = task.answer;
  if (!a || a.kind !== 'chooseTargets' || a.targets[0]?.[0]?.kind !== 'player') {
    return {
      kind: 'chooseTargets',
      player: controller,
      prompt: `Choose the opponent who chooses ${what}`,
      source: 'chooser',
      targets: [
        {
          text: 'an opponent within your range of influence',
          min: 1,
          max: 1,
          legal: candidates.map((p) => ({ kind: 'player' as const, player: p })),
        },
      ],
    };
  }
  task.answer = null;
  task.chooser = (a.targets[0]![0] as { player: PlayerId }).player;
  log(
    state,
    'chooser',
    `${playerName(state, controller)} chooses ${playerName(state, task.chooser)} to choose ${what}`,
    ['801.5a'],
  );
  return task.chooser;
}

/** Runs the task: returns a decision, or null when every choice is made. */
export function runChooserChoices(state: GameState, task: ChooserTask): PendingDecision | null {
  if (!state.objects[task.object]?.stack || state.objects[task.object]!.zone !== 'stack') return null;
  const o = ownObject(state, task.object) as OwnedObject & { stack: StackInfo }; // it is on the stack (checked above)
  const controller = o.controller;
  const name = objName(state, task.object);
  // 801.5b: "An opponent chooses one —".
  if (o.kind !== 'ability') {
    const sa = spellAbility(state, task.object);
    if (sa?.modes?.chooser && o.stack.modes.length === 0) {
      const who = pickChooser(state, task, controller, `a mode of ${name}`);
      if (typeof who !== 'number') return who;
      const a = task.answer;
      const { min, max } = sa.modes.choose;
      if (!a || a.kind !== 'chooseOption') {
        return {
          kind: 'chooseOption',
          player: who,
          prompt: `${name}: choose ${min === max ? min : `${min}–${max}`} mode(s) for ${playerName(state, controller)}'s spell`,
          options: sa.modes.modes.map((m) => m.text),
          min,
          max,
        };
      }
      task.answer = null;
      const modes = [...a.chosen].sort((x, y) => x - y);
      log(
        state,
        'modes',
        `${playerName(state, who)} chooses for ${name}: ${modes.map((m) => sa.modes!.modes[m]!.text).join('; ')}`,
        ['801.5b', '700.2'],
      );
      o.stack = {
        ...o.stack,
        modes,
        targets: modes.flatMap((m) => sa.modes!.modes[m]!.targets.map(() => [] as TargetRef[])),
      };
      task.chooser = -1;
    }
  }
  // 801.5a: targets of an opponent's choice; other targets of a mode chosen by an opponent are chosen by the controller.
  const specs = specsOf(state, task.object);
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    if ((o.stack.targets[i]?.length ?? 0) > 0) continue;
    let who: PlayerId = controller;
    if (spec.chooser === 'opponent') {
      const c = pickChooser(state, task, controller, `a target for ${name}`);
      if (typeof c !== 'number') return c;
      who = c;
    }
    const legal = legalTargets(
      state,
      { ...spec, chooser: undefined } as TargetSpec,
      controller,
      o.kind === 'ability' ? o.stack.source : task.object,
      o.kind === 'ability' ? 'ability' : 'spell',
    ).filter(
      (t) =>
        who === controller ||
        (t.kind === 'player' ? playerInRange(state, who, t.player) : objectInRange(state, who, t.id, chars)),
    );
    if (legal.length < spec.count.min) continue; // nothing legal: that part of the effect will do nothing
    const option = { text: spec.text, min: spec.count.min, max: spec.count.max, legal };
    const a = task.answer;
    if (!a || a.kind !== 'chooseTargets' || checkChosenTargets([option], a.targets) !== null) {
      task.answer = null;
      return {
        kind: 'chooseTargets',
        player: who,
        prompt: `${name}: choose ${spec.text}${who !== controller ? ` for ${playerName(state, controller)} (within both ranges of influence)` : ''}`,
        source: name,
        targets: [option],
      };
    }
    task.answer = null;
    const chosen = [...a.targets[0]!];
    const groups: TargetRef[][] = o.stack.targets.map((g) => [...g]);
    while (groups.length <= i) groups.push([]);
    groups[i] = chosen;
    o.stack = { ...o.stack, targets: groups };
    log(
      state,
      'target',
      `${playerName(state, who)} chooses ${chosen.map((t) => (t.kind === 'player' ? playerName(state, t.player) : objName(state, t.id)) || describeRef(t)).join(', ')} as ${spec.text} for ${name}`,
      who !== controller ? ['801.5a', '601.2c'] : ['601.2c'],
    );
    task.chooser = -1;
  }
  return null;
}
