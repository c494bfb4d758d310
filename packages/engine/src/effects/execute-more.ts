/**
 * Executors for effect nodes added for compiled cards (issue 4). Each goes through the event
 * pipeline (events/pipeline.ts) and cites its rule.
 */
import type { Effect } from '../cards/ability-tree.js';
import type { PendingDecision } from '../decisions/types.js';
import { payCost, planCost, type CostRequest } from '../stack/costs.js';
import { chooseCostObjects } from './pay-choice.js';
import { putInLibrary } from './library-order.js';
import { resolvePlayers } from './refs.js';
import { perform } from '../events/pipeline.js';
import { log } from '../log/write.js';
import { objName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState } from '../state/types.js';
import { addContinuousEffect } from './continuous.js';
import { resolveAmount, resolveObjects } from './refs.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
export type MoreEffect = Extract<
  Effect,
  { kind: 'sacrificeObject' | 'regenerate' | 'putInLibrary' | 'grantStatic' | 'payOrNot' | 'pumpBy' | 'returnChosen' }
>;

export function executeMore(state: GameState, task: EffectsTask, e: MoreEffect): 'done' | PendingDecision {
  const ctx = task.ctx;
  switch (e.kind) {
    case 'sacrificeObject':
      // 701.21a: only a permanent its controller controls can be sacrificed, by that player.
      for (const id of resolveObjects(state, ctx, e.what)) {
        const o = state.objects[id]!;
        // The controller after control-changing effects (613.2, layer 2), not the one it entered under.
        if (o.zone !== 'battlefield' || chars(state, id).controller !== ctx.controller) continue;
        perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice' }, ['701.21a']);
      }
      return 'done';
    case 'regenerate':
      // 701.15a: "Regenerate [permanent]" creates a replacement shield for its next destruction this turn.
      for (const id of resolveObjects(state, ctx, e.what)) {
        if (state.objects[id]!.zone !== 'battlefield') continue;
        addContinuousEffect(state, {
          controller: ctx.controller,
          source: ctx.source,
          duration: 'endOfTurn',
          affected: [id],
          modification: { kind: 'static', effect: { kind: 'regenerationShield' } },
        });
        log(state, 'regenerate', `${objName(state, id)} gets a regeneration shield`, ['701.15a']);
      }
      return 'done';
    case 'putInLibrary':
      // 401.3 / 400.7: the objects move to the top or bottom of their owners' libraries; 401.4: each owner orders theirs.
      return putInLibrary(state, task, e);
    case 'payOrNot': {
      // 118.12: the player may pay the cost if they can; what follows depends on whether they did.
      const [p] = resolvePlayers(state, ctx, e.who);
      let paid = false;
      if (p !== undefined) {
        // 107.3: an {X} in the cost is the X of the spell or ability it belongs to.
        const req: CostRequest = {
          player: p,
          source: ctx.source,
          mana: e.cost.mana ?? null,
          x: ctx.x,
          parts: e.cost.parts,
          payment: { kind: 'auto' },
          costObjects: undefined,
        };
        const plan = planCost(state, req);
        if (!('code' in plan)) {
          if (task.step === 0) {
            const a = task.answer;
            if (!a || a.kind !== 'yesNo')
              return {
                kind: 'yesNo',
                player: p,
                prompt: `${ctx.sourceName}: pay ${e.cost.mana ?? ''}${e.cost.parts.map((x) => (x.kind === 'payLife' ? ` ${x.amount} life` : '')).join('')}? (${e.text})`,
              };
            task.answer = null;
            if (a.yes) task.step = 1;
          }
          // The player chooses which objects pay the cost's parts (sacrifice, discard, return …).
          const chosen = task.step >= 1 ? chooseCostObjects(state, task, req, ctx.sourceName) : null;
          if (chosen && !Array.isArray(chosen)) return chosen;
          const final = chosen && chosen.length > 0 ? planCost(state, { ...req, costObjects: chosen }) : plan;
          if (chosen && !('code' in final)) {
            payCost(state, p, ctx.source, final);
            log(state, 'pay', `${state.players[p]!.name} pays for ${ctx.sourceName} (${e.text})`, ['118.12']);
            paid = true;
          }
        }
      }
      task.effects.splice(task.index + 1, 0, ...(paid ? e.paid : e.unpaid));
      return 'done';
    }
    case 'pumpBy': {
      // 608.2h: the values are determined once, as the effect begins; then it is an ordinary +N/+M (613.4c).
      const ids = resolveObjects(state, ctx, e.what);
      if (ids.length === 0) return 'done';
      const power = e.sign.power * resolveAmount(state, ctx, e.power);
      const toughness = e.sign.toughness * resolveAmount(state, ctx, e.toughness);
      addContinuousEffect(state, {
        controller: ctx.controller,
        source: ctx.source,
        duration: e.duration,
        affected: ids,
        modification: { kind: 'pt', power, toughness },
      });
      log(
        state,
        'effect',
        `${ids.map((i) => objName(state, i)).join(', ')} get ${power >= 0 ? '+' : ''}${power}/${toughness >= 0 ? '+' : ''}${toughness}`,
        ['608.2h', '613.4c'],
      );
      return 'done';
    }
    case 'returnChosen': {
      // "Return a [permanent] you control to its owner's hand": chosen as the effect resolves (not targeted, 115.1).
      const [p] = resolvePlayers(state, ctx, e.who);
      if (p === undefined) return 'done';
      const options = state.battlefield.filter((id) => {
        const c = chars(state, id);
        return c.controller === p && matchesObjectFilter(state, e.filter, id, c, p, ctx.source);
      });
      let chosen = options;
      if (options.length > e.count) {
        const a = task.answer;
        if (!a || a.kind !== 'chooseObjects')
          return {
            kind: 'chooseObjects',
            player: p,
            prompt: `${ctx.sourceName}: return ${e.count} permanent(s) to their owner's hand`,
            options,
            min: e.count,
            max: e.count,
            purpose: 'other',
          };
        task.answer = null;
        chosen = [...a.objects];
      }
      for (const id of chosen) perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce' }, ['400.7']);
      return 'done';
    }
    case 'grantStatic': {
      // 611.2: a resolved effect that grants a rules effect (e.g. "can't block this turn") to locked-in objects (611.2c).
      const ids = resolveObjects(state, ctx, e.what);
      // 502.3: "its controller's next untap step" is each object's own controller's, so each object gets its own effect.
      const groups = e.duration === 'untilNextUntapStep' ? ids.map((id) => [id]) : ids.length > 0 ? [ids] : [];
      for (const g of groups)
        addContinuousEffect(state, {
          controller: ctx.controller,
          source: ctx.source,
          duration: e.duration,
          affected: g,
          modification: { kind: 'static', effect: e.effect },
        });
      return 'done';
    }
  }
}
