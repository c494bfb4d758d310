/**
 * 603.3: the next time a player would receive priority, triggered abilities are put on the
 * stack: APNAP order (101.4), each player ordering their own (603.3b) and choosing targets
 * (603.3d); an ability with no legal targets is removed instead.
 */
import { wardTriggers } from './ward.js';
import { targetTriggers } from './detect.js';
import { crimeTriggers } from './crime.js';
import type { PendingDecision } from '../decisions/types.js';
import { log } from '../log/write.js';
import { apnapOrder, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, PendingTrigger } from '../state/types.js';
import { targetOptions, targetsSatisfiable } from '../stack/targets.js';
import { describeTargets } from '../stack/cast.js';
import { putObject } from '../objects/copy-on-write.js';
import { freshStackStatus } from '../objects/fresh-status.js';

type T = Extract<Task, { kind: 'putTriggersOnStack' }>;

/** Returns a decision, or null when every pending trigger is on the stack (task done). */
export function putTriggersOnStack(state: GameState, task: T): PendingDecision | null {
  for (;;) {
    if (state.pendingTriggers.length === 0) return null;
    const order = apnapOrder(state, task.turnIndex);
    const controller = order.find((p) => state.pendingTriggers.some((t) => t.controller === p));
    if (controller === undefined) {
      state.pendingTriggers = [];
      return null;
    } // 800.4d: departed players' triggers
    const mine = state.pendingTriggers.filter((t) => t.controller === controller);
    if (mine.length > 1 && !task.ordered.includes(controller)) {
      const a = task.answer;
      if (!a || a.kind !== 'orderTriggers') {
        return {
          kind: 'orderTriggers',
          player: controller,
          prompt: 'Order your triggered abilities (first goes on the stack first, resolves last)',
          triggers: mine.map((t) => `${t.sourceName}: ${t.text}`),
        };
      }
      task.answer = null;
      const reordered = a.order.map((i) => mine[i]!);
      state.pendingTriggers = [...reordered, ...state.pendingTriggers.filter((t) => t.controller !== controller)];
      task.ordered.push(controller);
      continue;
    }
    let trig = state.pendingTriggers.find((t) => t.controller === controller)!;
    if (trig.modes) {
      // 603.3c: the controller of a modal triggered ability chooses the mode as it is put on the stack;
      // 700.2a: only a mode whose targets can be chosen. With none, the ability is removed (603.3c).
      const modes = trig.modes;
      const usable = modes.modes
        .map((m, i) => ({ m, i }))
        .filter(({ m }) => targetsSatisfiable(targetOptions(state, m.targets, controller, trig.source, 'ability')));
      if (usable.length < modes.choose.min || modes.choose.max !== 1) {
        removeTrigger(state, trig);
        log(
          state,
          'trigger-removed',
          `${trig.sourceName}'s modal ability has no mode that can be chosen and is removed`,
          ['603.3c', '700.2a'],
        );
        continue;
      }
      const a = task.answer;
      if (!a || a.kind !== 'chooseOption') {
        return {
          kind: 'chooseOption',
          player: controller,
          prompt: `Choose a mode for ${trig.sourceName}: ${trig.text}`,
          options: usable.map((u) => u.m.text),
          min: 1,
          max: 1,
        };
      }
      task.answer = null;
      const mode = usable[a.chosen[0] ?? 0]!.m;
      const { modes: _chosen, ...rest } = trig;
      const resolved = {
        ...rest,
        targets: mode.targets,
        effects: mode.effects,
        text: `${trig.text.split('\n')[0]} ${mode.text}`,
      };
      state.pendingTriggers[state.pendingTriggers.indexOf(trig)] = resolved;
      trig = resolved;
      log(
        state,
        'mode',
        `${playerName(state, controller)} chooses the mode "${mode.text}" for ${trig.sourceName}'s triggered ability`,
        ['603.3c'],
      );
    }
    const options = targetOptions(state, trig.targets, controller, trig.source, 'ability');
    let targets: import('../state/types.js').TargetRef[][] = [];
    if (trig.targets.length > 0) {
      if (!targetsSatisfiable(options)) {
        removeTrigger(state, trig);
        log(state, 'trigger-removed', `${trig.sourceName}'s ability has no legal targets and is removed`, ['603.3d']);
        continue;
      }
      const a = task.answer;
      if (!a || a.kind !== 'chooseTargets') {
        return {
          kind: 'chooseTargets',
          player: controller,
          prompt: `Choose targets for ${trig.sourceName}: ${trig.text}`,
          source: trig.sourceName,
          targets: options,
        };
      }
      task.answer = null;
      targets = a.targets.map((g) => [...g]);
    }
    removeTrigger(state, trig);
    pushAbility(state, trig, targets, task.turnIndex);
  }
}

function removeTrigger(state: GameState, trig: PendingTrigger): void {
  const i = state.pendingTriggers.indexOf(trig);
  if (i >= 0) state.pendingTriggers.splice(i, 1);
}

function pushAbility(
  state: GameState,
  trig: PendingTrigger,
  targets: import('../state/types.js').TargetRef[][],
  turnIndex: number,
): void {
  const id = state.nextObjectId++;
  const effects = trig.optional
    ? [{ kind: 'optional' as const, who: { kind: 'you' as const }, effects: trig.effects, text: trig.text }]
    : [...trig.effects];
  putObject(state, {
    id,
    defKey: trig.defKey,
    cardId: null,
    owner: trig.controller,
    controller: trig.controller,
    zone: 'stack',
    kind: 'ability',
    timestamp: state.nextTimestamp++,
    ...freshStackStatus(),
    stack: {
      stackOf: turnIndex,
      x: trig.x ?? 0, // 107.3m
      modes: [],
      targets,
      source: state.objects[trig.source] || state.lki[trig.source] ? trig.source : null,
      sourceName: trig.sourceName,
      abilityTargets: trig.targets,
      abilityEffects: effects,
      triggerObject: trig.triggerObject,
      triggerPlayer: trig.triggerPlayer,
      ...(trig.triggerAmount !== undefined ? { triggerAmount: trig.triggerAmount } : {}),
      ...(trig.triggerObjects ? { triggerObjects: trig.triggerObjects } : {}),
      ...(trig.triggerLki ? { triggerLki: trig.triggerLki } : {}),
      ...(trig.sacrificed ? { sacrificed: trig.sacrificed } : {}),
      ...(trig.created ? { created: trig.created } : {}),
      ...(trig.interveningIf ? { interveningIf: trig.interveningIf } : {}),
      ...(state.objects[trig.source] ? { sourceTransforms: state.objects[trig.source]!.transforms ?? 0 } : {}), // 701.28f
      isCopy: false,
      abilityKind: 'triggered',
      manaSpent: 0,
    },
  });
  state.turns[turnIndex]!.stack.push(id);
  wardTriggers(state, id, targets); // 702.21a
  targetTriggers(state, id, targets); // "whenever ~ becomes the target of a spell or ability"
  crimeTriggers(state, id, targets); // 700.13
  log(
    state,
    'trigger',
    `${playerName(state, trig.controller)} puts ${trig.sourceName}'s triggered ability on the stack: ${trig.text}${describeTargets(state, targets)}`,
    trig.x !== undefined ? ['603.3', '603.3b', '107.3m'] : ['603.3', '603.3b'],
    { object: id, controller: trig.controller },
  );
}
