/**
 * 608.2c–d: following a spell's or ability's instructions in order. Each Effect node is
 * executed by generic code; an effect that needs a player's choice returns a
 * PendingDecision and is re-entered with the answer (Task.answer), so resolution can stop
 * and be saved at any point. Effects never mutate state before they have their answer.
 */
import { abandonScheme } from '../casual/archenemy.js';
import { commanderQuestion } from '../casual/commander.js';
import { bindTriggerTargets } from '../triggers/bind-targets.js';
import { planeswalk } from '../casual/planechase.js';
import { cumulativeUpkeep, keywordEffect } from './execute-kw.js';
import { spellKeywordEffect } from './spell-keywords.js';
import { changeTargetsEffect } from '../stack/change-targets.js';
import { sameTarget } from '../stack/targets.js';
import { voteEffect, voteOutcomeHolds } from '../multiplayer/voting.js';
import { grantPlayEffect } from '../stack/play-permissions.js';
import { populate } from './populate.js';
import type { Effect } from '../cards/ability-tree.js';
import type { Choice, PendingDecision } from '../decisions/types.js';
import { perform } from '../events/pipeline.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { matchesObjectFilter } from '../objects/filters.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { parseManaCost, type ManaType } from '../mana/symbols.js';
import { addRestricted } from '../mana/restricted.js';
import { tappedForMana } from '../mana/triggered.js';
import { randomInt } from '../rng.js';
import { resolveAmount, resolveObjects, resolvePlayers } from './refs.js';
import { checkCondition } from './conditions.js';
import { addContinuousEffect } from './continuous.js';
import { registerTokenDef } from './tokens.js';
import { payCost, planCost } from '../stack/costs.js';
import { simultaneously } from '../triggers/detect.js';
import { damageOrderChoice } from '../events/replacement.js';
import { copiableKey } from '../objects/copy.js';
import { createObject } from '../zones/move.js';
import { executeMore } from './execute-more.js';
import { tapOrUntap } from './tap-choice.js';
import { bindChosen, executeChoose } from './choose.js';
import { bindX } from './x-filters.js';
import { anyNumber } from './any-number.js';
import { lookAtTop } from './look.js';
import { chooseFromHand } from './hand-choice.js';
import { putFromHand } from './put-from-hand.js';
import { moveZoneCards } from './zone-cards.js';
import { exileUntilLeaves } from './exile-until.js';
import { linkExiled } from './linked.js';
import { executeShield } from './prevention.js';
import { executeExileIfDies } from './die-replacement.js';
import { executeMultiplayer, setLifeTotals } from '../multiplayer/effects.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type Step = 'done' | PendingDecision;

/** Runs the effects task until it finishes (returns true) or needs a decision. */
export function runEffectsTask(state: GameState, task: EffectsTask): PendingDecision | null {
  while (task.index < task.effects.length) {
    if (state.result) return null;
    const raw = task.effects[task.index]!;
    // 608.2d: "the chosen color / type" of this resolution, once chosen, is that value.
    const e = bindX(task.ctx.chosen ? bindChosen(raw, task.ctx.chosen) : raw, task.ctx.x); // 107.3: "mana value X" is the announced X
    const r = execute(state, task, e);
    if (r !== 'done') return r;
    task.index++;
    task.step = 0;
    task.memo = [];
    task.answer = null;
    // A task the effect queued (e.g. a permanent's "as enters" choice, 614.12) runs before the next instruction.
    if (state.tasks[state.tasks.length - 1] !== task && state.tasks.includes(task)) return null;
  }
  return null;
}

/**
 * 903.9b: moves objects to a hand or library one at a time, asking the owner of each commander among them
 * whether it goes to the command zone instead (the replacement reads the answer on the move event).
 */
function movingCommanders(
  state: GameState,
  task: EffectsTask,
  resolve: () => ObjectId[],
  to: 'hand' | 'library',
  move: (id: ObjectId, commanderChoice?: { commanderChoice: boolean }) => void,
): Step {
  if (task.step === 0) {
    task.memo = resolve();
    task.step = 1;
  }
  while (task.step - 1 < task.memo.length) {
    const id = task.memo[task.step - 1]!;
    const q = state.objects[id] ? commanderQuestion(state, id, to) : null;
    if (q) {
      const ans = takeAnswer(task, 'yesNo');
      if (!ans) return { kind: 'yesNo', player: q.player, prompt: q.prompt, purpose: 'commanderZone' };
      move(id, { commanderChoice: ans.yes });
    } else if (state.objects[id]) move(id);
    task.step++;
  }
  return 'done';
}

function takeAnswer<K extends Choice['kind']>(task: EffectsTask, kind: K): Extract<Choice, { kind: K }> | null {
  const a = task.answer;
  if (!a || a.kind !== kind) return null;
  task.answer = null;
  return a as Extract<Choice, { kind: K }>;
}

function execute(state: GameState, task: EffectsTask, e: Effect): Step {
  const ctx = task.ctx;
  const src = ctx.source;
  switch (e.kind) {
    case 'damage': {
      const amount = resolveAmount(state, ctx, e.amount);
      const dealer = e.from === 'triggeringObject' ? ctx.triggerObject : src; // "have it deal" (120.3)
      const sourceId = dealer !== null && (state.objects[dealer] || state.lki[dealer]) ? dealer : null;
      if (sourceId === null || amount <= 0) return 'done';
      const to = e.to;
      let recipients: TargetRef[];
      if (
        to.kind === 'you' ||
        to.kind === 'each' ||
        to.kind === 'controllerOfTarget' ||
        to.kind === 'ownerOfTarget' ||
        to.kind === 'triggeringPlayer'
      ) {
        recipients = resolvePlayers(state, ctx, to).map((p) => ({ kind: 'player', player: p }));
      } else if (to.kind === 'target') {
        recipients = (ctx.targets[to.target] ?? []).filter((t) =>
          t.kind === 'player' ? !state.players[t.player]!.left : !!state.objects[t.id],
        );
      } else {
        recipients = resolveObjects(state, ctx, to).map((id) => ({ kind: 'object', id }));
      }
      // One recipient at a time (task.step), so the affected player can order replacement
      // effects (616.1) before anything about that damage event happens.
      // 603.2c: damage dealt to several recipients at once is one event (its number is kept across decisions).
      if (task.memo.length === 0) task.memo = [state.log.length];
      const batch = task.memo[0]!;
      while (task.step < recipients.length) {
        const r = recipients[task.step]!;
        // 601.2d: divided damage — each target's announced share (608.2b: an illegal target's share isn't dealt).
        const share = e.divided ? (ctx.division?.find((d) => sameTarget(d.target, r))?.amount ?? 0) : amount;
        if (share <= 0) {
          task.step++;
          continue;
        }
        const ev = {
          kind: 'damage' as const,
          source: sourceId,
          target: r,
          amount: share,
          combat: false,
          batch,
          ...(e.cantBePrevented ? { unpreventable: true } : {}),
        };
        const choice = damageOrderChoice(state, ev);
        let order: string[] | undefined;
        if (choice) {
          const ans = takeAnswer(task, 'orderReplacements');
          if (!ans)
            return {
              kind: 'orderReplacements',
              player: choice.player,
              prompt: 'Choose the order in which these effects apply to the damage (first applies first)',
              effects: choice.texts,
            };
          order = ans.order.map((i) => choice.keys[i]!);
        }
        perform(state, ev, ['120.2'], order ? { replacementOrder: order } : {});
        task.step++;
      }
      return 'done';
    }
    case 'destroy':
      // 603.10a: several objects destroyed at once look back at each other.
      simultaneously(state, () => {
        for (const id of resolveObjects(state, ctx, e.what))
          perform(state, { kind: 'destroy', object: id, ...(e.noRegenerate ? { noRegenerate: true } : {}) });
      });
      return 'done';
    case 'exile':
      for (const id of resolveObjects(state, ctx, e.what)) {
        const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'exile' });
        if (r.id !== null) ctx.created.push(r.id);
        if (e.linked) linkExiled(state, ctx.source, ctx.controller, r.id); // 607.2a
      }
      return 'done';
    case 'returnToHand':
      if (state.commander)
        return movingCommanders(
          state,
          task,
          () => resolveObjects(state, ctx, e.what),
          'hand',
          (id, commanderChoice) => {
            perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce', ...commanderChoice });
          },
        );
      for (const id of resolveObjects(state, ctx, e.what))
        perform(state, { kind: 'move', object: id, to: 'hand', cause: 'bounce' });
      return 'done';
    case 'counter':
      // 701.5a: countering moves a spell to its owner's graveyard; an ability just ceases to exist.
      for (const id of resolveObjects(state, ctx, e.what)) counterObject(state, id, e.instead);
      return 'done';
    case 'transform':
    case 'flip':
      for (const id of resolveObjects(state, ctx, e.what)) {
        // 701.28f: an ability of a permanent that tries to transform it does so only if it hasn't transformed since the ability was put onto the stack.
        if (
          e.kind === 'transform' &&
          id === ctx.source &&
          ctx.sourceTransforms !== undefined &&
          (state.objects[id]?.transforms ?? 0) !== ctx.sourceTransforms
        )
          continue;
        perform(state, { kind: e.kind, object: id });
      }
      return 'done';
    case 'tap':
    case 'untap':
      for (const id of resolveObjects(state, ctx, e.what)) perform(state, { kind: e.kind, object: id });
      return 'done';
    case 'counterUnlessPays': {
      const [target] = resolveObjects(state, ctx, e.what);
      if (target === undefined || state.objects[target]!.zone !== 'stack') return 'done';
      const payer = state.objects[target]!.controller;
      const req = {
        player: payer,
        source: null,
        mana: e.cost.mana ?? null,
        x: 0,
        parts: e.cost.parts,
        payment: { kind: 'auto' as const },
        costObjects: undefined,
      };
      const plan = planCost(state, req);
      if (!('code' in plan)) {
        const ans = takeAnswer(task, 'yesNo');
        if (!ans)
          return {
            kind: 'yesNo',
            player: payer,
            prompt: `Pay ${e.cost.mana ?? 'the cost'} so ${objName(state, target)} isn't countered?`,
          };
        if (ans.yes) {
          payCost(state, payer, null, plan);
          log(state, 'pay', `${playerName(state, payer)} pays ${e.cost.mana ?? 'the cost'}`, ['118.12']);
          return 'done';
        }
      }
      counterObject(state, target);
      return 'done';
    }
    case 'draw': {
      const n = resolveAmount(state, ctx, e.amount);
      for (const p of resolvePlayers(state, ctx, e.who))
        for (let i = 0; i < n; i++) perform(state, { kind: 'draw', player: p });
      return 'done';
    }
    case 'mill': {
      const n = resolveAmount(state, ctx, e.amount);
      for (const p of resolvePlayers(state, ctx, e.who)) {
        for (let i = 0; i < n; i++) {
          const top = state.players[p]!.library[0];
          if (top === undefined) break;
          perform(state, { kind: 'move', object: top, to: 'graveyard', cause: 'mill' });
        }
      }
      return 'done';
    }
    case 'gainLife':
    case 'loseLife': {
      const n = resolveAmount(state, ctx, e.amount);
      let lost = 0;
      for (const p of resolvePlayers(state, ctx, e.who)) {
        const before = state.players[p]!.life;
        perform(state, { kind: e.kind === 'gainLife' ? 'lifeGain' : 'lifeLoss', player: p, amount: n });
        lost += Math.max(0, before - state.players[p]!.life); // what was actually lost, after replacements (614)
      }
      if (e.kind === 'loseLife') ctx.lifeLost = lost; // "the life lost this way"
      return 'done';
    }
    case 'addCounters': {
      const n = resolveAmount(state, ctx, e.amount);
      for (const id of resolveObjects(state, ctx, e.what))
        perform(state, { kind: 'counters', object: id, counter: e.counter, delta: n });
      return 'done';
    }
    case 'moveCounters': {
      // 122.5: a moved counter is removed from the first object and put on the second; if the first has none of that kind,
      // or the second is no longer on the battlefield (or is the same object), nothing moves.
      const from = resolveObjects(state, ctx, e.from)[0];
      const to = resolveObjects(state, ctx, e.to)[0];
      const src = from === undefined ? undefined : state.objects[from];
      if (
        from === undefined ||
        to === undefined ||
        from === to ||
        !src ||
        src.zone !== 'battlefield' ||
        state.objects[to]?.zone !== 'battlefield'
      )
        return 'done';
      const n = Math.min(e.amount, src.counters[e.counter] ?? 0);
      if (n <= 0) return 'done';
      perform(state, { kind: 'counters', object: from, counter: e.counter, delta: -n });
      perform(state, { kind: 'counters', object: to, counter: e.counter, delta: n });
      return 'done';
    }
    case 'addPlayerCounters': {
      const n = resolveAmount(state, ctx, e.amount);
      for (const p of resolvePlayers(state, ctx, e.who))
        perform(state, { kind: 'playerCounters', player: p, counter: e.counter, delta: n });
      return 'done';
    }
    case 'createToken': {
      const n = resolveAmount(state, ctx, e.count);
      const xpt = e.xPT ? String(resolveAmount(state, ctx, e.xPT)) : null;
      const key = registerTokenDef(state, xpt === null ? e.token : { ...e.token, power: xpt, toughness: xpt });
      const controllers = e.controller ? resolvePlayers(state, ctx, e.controller) : [ctx.controller];
      for (const p of controllers) {
        if (state.players[p]!.left) continue; // 800.4b
        for (let i = 0; i < n; i++) {
          const r = perform(state, { kind: 'createToken', defKey: key, controller: p, tapped: e.tapped ?? false });
          if (r.id !== null) ctx.created.push(r.id);
        }
      }
      return 'done';
    }
    case 'addMana': {
      if (e.times) {
        // 106.1 / 608.2h: the number is taken once; then the mana is added that many times (each colour of a
        // combination chosen separately).
        const n = Math.max(0, resolveAmount(state, ctx, e.times));
        const { times: _t, combination, ...one } = e;
        const each: Effect[] = combination
          ? Array.from({ length: n }, () => ({ ...one, mana: '', anyColor: 1 }))
          : n > 0
            ? [{ ...one, mana: one.mana.repeat(n), ...(one.anyColor ? { anyColor: one.anyColor * n } : {}) }]
            : [];
        task.effects.splice(task.index + 1, 0, ...each);
        return 'done';
      }
      const adder = e.who ? resolvePlayers(state, ctx, e.who)[0] : ctx.controller;
      if (adder === undefined) return 'done';
      const pool = state.players[adder]!.manaPool;
      // 106.6: restricted mana is kept apart in the pool, with its restriction.
      const produced: ManaType[] = [];
      const add = (t: ManaType, n: number): void => {
        if (e.spendOnly) addRestricted(pool, t, n, e.spendOnly);
        else pool[t] += n;
        for (let k = 0; k < n; k++) produced.push(t);
      };
      if (e.producedType) {
        // 106.12a: "one mana of any type that land produced" — a choice only if it produced several types.
        const types = [...new Set(ctx.triggerMana ?? [])];
        if (types.length > 1) {
          const ans = takeAnswer(task, 'chooseOption');
          if (!ans)
            return {
              kind: 'chooseOption',
              player: adder,
              prompt: `${ctx.sourceName}: choose a type of mana that land produced`,
              options: types,
              min: 1,
              max: 1,
            };
          add(types[ans.chosen[0] ?? 0]!, e.producedType);
        } else if (types.length === 1) add(types[0]!, e.producedType);
      }
      if (e.anyColor) {
        const ans = takeAnswer(task, 'chooseColor');
        if (!ans)
          return {
            kind: 'chooseColor',
            player: ctx.controller,
            prompt: `${ctx.sourceName}: choose a colour of mana`,
            colors: e.colors ?? ['W', 'U', 'B', 'R', 'G'],
          };
        add(ans.color, e.anyColor);
      }
      for (const s of parseManaCost(e.mana)) {
        if (s.kind === 'colored') add(s.color, 1);
        else if (s.kind === 'colorless') add('C', 1);
        else if (s.kind === 'generic') add('C', s.n);
      }
      log(
        state,
        'mana',
        `${playerName(state, adder)} adds ${produced.length ? produced.map((t) => `{${t}}`).join('') : e.mana}${e.spendOnly ? ' (restricted)' : ''}`,
        e.spendOnly ? ['106.3', '605.3b', '106.6'] : ['106.3', '605.3b'],
      );
      if (ctx.manaFrom !== undefined && produced.length) tappedForMana(state, ctx.manaFrom, adder, produced, null); // 605.1b
      return 'done';
    }
    case 'pump':
    case 'grantKeyword': {
      const ids = resolveObjects(state, ctx, e.what);
      if (ids.length === 0) return 'done';
      addContinuousEffect(state, {
        controller: ctx.controller,
        source: src,
        duration: e.duration,
        affected: ids,
        modification:
          e.kind === 'pump'
            ? { kind: 'pt', power: e.power, toughness: e.toughness }
            : { kind: 'keywords', keywords: e.keywords },
      });
      log(
        state,
        'effect',
        `${ids.map((i) => objName(state, i)).join(', ')} ${e.kind === 'pump' ? `get ${sign(e.power)}/${sign(e.toughness)}` : `gain ${e.keywords.join(', ')}`}${e.duration === 'endOfTurn' ? ' until end of turn' : ''}`,
        ['611.2a', '613.1'],
      );
      return 'done';
    }
    case 'manifest': {
      // 701.40a: the top card of the library enters face down as a 2/2 creature.
      const n = resolveAmount(state, ctx, e.count);
      for (const p of resolvePlayers(state, ctx, e.who)) {
        for (let i = 0; i < n; i++) {
          const top = state.players[p]!.library[0];
          if (top === undefined) break;
          const r = perform(
            state,
            { kind: 'move', object: top, to: 'battlefield', cause: 'effect', controller: p, faceDown: true },
            ['701.40a', '708.2'],
          );
          if (r.id !== null) {
            state.objects[r.id]!.faceDownKind = 'manifest';
            ctx.created.push(r.id);
          }
        }
      }
      return 'done';
    }
    case 'reflexiveTrigger':
      // 603.12: it triggers now and is put on the stack the next time a player would receive priority.
      state.pendingTriggers.push({
        controller: ctx.controller,
        source: src ?? -1,
        defKey:
          src !== null && state.objects[src]
            ? state.objects[src]!.defKey
            : (state.lki[src ?? -1]?.defKey ?? Object.keys(state.cards)[0]!),
        sourceName: ctx.sourceName,
        targets: bindTriggerTargets(e.targets, ctx.triggerPlayer),
        effects: e.effects,
        optional: false,
        text: e.text,
        triggerObject: ctx.triggerObject,
        triggerPlayer: ctx.triggerPlayer,
      });
      log(state, 'trigger', `${ctx.sourceName}: reflexive ability triggers (${e.text})`, ['603.12']);
      return 'done';
    case 'createEmblem': {
      // 114.1–114.2: an emblem is created in its owner's command zone.
      const key = `emblem:${e.name}:${e.text}`;
      if (!state.cards[key])
        state.cards[key] = {
          name: e.name,
          manaCost: null,
          supertypes: [],
          types: [],
          subtypes: [],
          oracleText: e.text,
          abilities: e.abilities,
        };
      const idE = createObject(state, key, ctx.controller, 'command', 'emblem', null);
      log(state, 'emblem', `${playerName(state, ctx.controller)} gets an emblem: ${e.text}`, ['114.1'], {
        object: idE,
      });
      return 'done';
    }
    case 'createTokenCopy': {
      // 707.2 / 111.10: the token's characteristics are the copiable values of the original.
      const n = resolveAmount(state, ctx, e.count);
      for (const of of resolveObjects(state, ctx, e.of)) {
        const key = copiableKey(state, of);
        if (key === null) continue;
        for (let i = 0; i < n; i++) {
          const r = perform(state, { kind: 'createToken', defKey: key, controller: ctx.controller, tapped: false }, [
            '707.2',
            '111.10',
          ]);
          if (r.id !== null) ctx.created.push(r.id);
        }
      }
      return 'done';
    }
    case 'copySpell': {
      // 707.10: a copy of a spell is put on the stack with the same choices; it isn't cast.
      for (const orig of resolveObjects(state, ctx, e.what)) {
        const o = state.objects[orig];
        if (!o || o.zone !== 'stack' || !o.stack) continue;
        const copyId = state.nextObjectId++;
        state.objects[copyId] = {
          ...o,
          id: copyId,
          cardId: null,
          controller: ctx.controller,
          owner: ctx.controller,
          timestamp: state.nextTimestamp++,
          counters: {},
          stack: { ...o.stack, isCopy: true, targets: o.stack.targets.map((g) => [...g]) },
        };
        state.turns[o.stack.stackOf]!.stack.push(copyId);
        touch(state);
        log(state, 'copy', `${playerName(state, ctx.controller)} copies ${objName(state, orig)}`, ['707.10']);
      }
      return 'done';
    }
    case 'preventDamage': {
      // 615: create a prevention shield for the rest of the turn.
      const players: PlayerId[] = [];
      const objects: ObjectId[] = [];
      const to = e.to;
      if (to !== null) {
        if (to.kind === 'target') {
          for (const t of ctx.targets[to.target] ?? []) {
            if (t.kind === 'player') players.push(t.player);
            else if (state.objects[t.id]) objects.push(t.id);
          }
        } else if (
          to.kind === 'you' ||
          to.kind === 'each' ||
          to.kind === 'controllerOfTarget' ||
          to.kind === 'ownerOfTarget' ||
          to.kind === 'triggeringPlayer'
        ) {
          players.push(...resolvePlayers(state, ctx, to));
        } else objects.push(...resolveObjects(state, ctx, to));
        if (players.length === 0 && objects.length === 0) return 'done';
      }
      const by = e.by ? resolveObjects(state, ctx, e.by) : undefined; // "… dealt by target creature"
      if (by && by.length === 0) return 'done';
      const remaining = e.amountOf ? resolveAmount(state, ctx, e.amountOf) : e.amount; // "the next X damage" (107.3)
      if (remaining !== 'all' && remaining <= 0) return 'done';
      addContinuousEffect(state, {
        controller: ctx.controller,
        source: src,
        duration: 'endOfTurn',
        affected: objects,
        modification: {
          kind: 'prevention',
          remaining,
          players,
          combatOnly: e.combatOnly ?? false,
          ...(by ? { by } : {}),
        },
      });
      log(
        state,
        'effect',
        `${ctx.sourceName}: prevent ${remaining === 'all' ? 'all' : `the next ${remaining}`}${e.combatOnly ? ' combat' : ''} damage this turn`,
        ['615.1a', '615.7'],
      );
      return 'done';
    }
    case 'layered': {
      // 611.2c: the set of affected objects is locked in as the effect begins.
      const ids = resolveObjects(state, ctx, e.what);
      if (ids.length === 0) return 'done';
      addContinuousEffect(state, {
        controller: ctx.controller,
        source: src,
        duration: e.duration,
        affected: ids,
        modification: { kind: 'layered', mods: e.mods },
      });
      log(
        state,
        'effect',
        `${ids.map((i) => objName(state, i)).join(', ')}: ${e.mods.map((m) => m.kind).join(', ')}${e.duration === 'endOfTurn' ? ' until end of turn' : ''}`,
        ['611.2a', '613.1'],
      );
      return 'done';
    }
    case 'gainControl': {
      const ids = resolveObjects(state, ctx, e.what);
      // 804.2: "Target teammate gains control of this creature" gives control to another player.
      const to = e.to ? resolvePlayers(state, ctx, e.to)[0] : ctx.controller;
      if (to === undefined || state.players[to]!.left) return 'done'; // 800.4b
      for (const id of ids) {
        addContinuousEffect(state, {
          controller: ctx.controller,
          source: src,
          duration: e.duration,
          affected: [id],
          modification: { kind: 'control', controller: to },
        });
        const o = state.objects[id]!;
        o.summoningSick = true; // 302.6: it hasn't been under its new controller's control since their turn began
        log(
          state,
          'control',
          `${playerName(state, to)} gains control of ${objName(state, id)}`,
          e.to ? ['804.2', '613.1b', '611.2a'] : ['613.1b', '611.2a'],
        );
      }
      return 'done';
    }
    case 'exchangeControl': {
      const [a] = resolveObjects(state, ctx, e.a);
      const [b] = resolveObjects(state, ctx, e.b);
      // 701.8a: if the whole exchange can't happen, none of it does (a target became illegal or left).
      if (
        a === undefined ||
        b === undefined ||
        a === b ||
        state.objects[a]?.zone !== 'battlefield' ||
        state.objects[b]?.zone !== 'battlefield'
      ) {
        log(state, 'control', 'the exchange of control does not happen', ['701.8a']);
        return 'done';
      }
      const ca = chars(state, a).controller;
      const cb = chars(state, b).controller;
      if (ca === cb) {
        log(state, 'control', `${playerName(state, ca)} controls both: the exchange has no effect`, ['701.8b']);
        return 'done';
      }
      for (const [id, to] of [
        [a, cb],
        [b, ca],
      ] as const) {
        addContinuousEffect(state, {
          controller: ctx.controller,
          source: src,
          duration: 'permanent',
          affected: [id],
          modification: { kind: 'control', controller: to },
        });
        state.objects[id]!.summoningSick = true; // 302.6
        log(state, 'control', `${playerName(state, to)} gains control of ${objName(state, id)}`, ['701.8b', '613.1b']);
      }
      return 'done';
    }
    case 'fight': {
      // 701.14a: each deals damage equal to its power to the other.
      const [a] = resolveObjects(state, ctx, e.a);
      const [b] = resolveObjects(state, ctx, e.b);
      if (a === undefined || b === undefined) return 'done';
      const pa = Math.max(0, chars(state, a).power ?? 0);
      const pb = Math.max(0, chars(state, b).power ?? 0);
      perform(state, { kind: 'damage', source: a, target: { kind: 'object', id: b }, amount: pa, combat: false }, [
        '701.14a',
      ]);
      if (state.objects[b])
        perform(state, { kind: 'damage', source: b, target: { kind: 'object', id: a }, amount: pb, combat: false }, [
          '701.14a',
        ]);
      return 'done';
    }
    case 'attach': {
      const [to] = resolveObjects(state, ctx, e.to);
      if (src === null || to === undefined || !state.objects[src] || state.objects[src]!.zone !== 'battlefield')
        return 'done';
      state.objects[src]!.attachedTo = to;
      state.objects[src]!.timestamp = state.nextTimestamp++; // 613.7e: attaching gives a new timestamp
      touch(state);
      log(state, 'attach', `${objName(state, src)} becomes attached to ${objName(state, to)}`, ['701.3a']);
      return 'done';
    }
    case 'shuffle':
      for (const p of resolvePlayers(state, ctx, e.who)) perform(state, { kind: 'shuffle', player: p });
      return 'done';
    case 'reveal':
      for (const p of resolvePlayers(state, ctx, e.who)) {
        // "Look at target player's hand": only the controller sees it (the view hides other hands).
        if (e.lookedAtBy) {
          log(
            state,
            'look',
            `${playerName(state, ctx.controller)} looks at ${playerName(state, p)}'s hand`,
            ['401.2'],
            { viewer: ctx.controller },
          );
          continue;
        }
        log(
          state,
          'reveal',
          `${playerName(state, p)} reveals their hand: ${state.players[p]!.hand.map((id) => objName(state, id)).join(', ') || 'nothing'}`,
          ['701.20a'],
        );
      }
      return 'done';
    case 'conditional': {
      const branch = checkCondition(state, e.condition, ctx.controller, undefined, ctx.source, ctx.triggerPlayer, ctx)
        ? e.then
        : (e.otherwise ?? []);
      task.effects.splice(task.index + 1, 0, ...branch);
      return 'done';
    }
    case 'optional': {
      const [who] = resolvePlayers(state, ctx, e.who);
      if (who === undefined) return 'done';
      const ans = takeAnswer(task, 'yesNo');
      if (!ans) return { kind: 'yesNo', player: who, prompt: `${ctx.sourceName}: ${e.text}?` };
      if (ans.yes) task.effects.splice(task.index + 1, 0, ...e.effects);
      else if (e.otherwise) task.effects.splice(task.index + 1, 0, ...e.otherwise);
      return 'done';
    }
    case 'setLife':
      // 119.5: a player whose life total becomes N gains or loses the difference (810.9c–d: shared life totals).
      return setLifeTotals(state, task, e);
    case 'delayedTrigger': {
      // 603.7a: a resolving spell or ability creates a delayed triggered ability; it remembers "that card".
      const o = src !== null ? state.objects[src] : undefined;
      (state.delayedTriggers ??= []).push({
        // A source that has left (Barbed Sextant sacrificed as a cost) is known by its last known information (608.2h).
        controller: ctx.controller,
        source: src ?? -1,
        defKey: o?.defKey ?? (src !== null ? state.lki[src]?.defKey : undefined) ?? Object.keys(state.cards)[0]!,
        sourceName: ctx.sourceName,
        step: e.step,
        effects: e.effects,
        text: e.text,
        // 603.7c: with `about`, the objects it refers to are fixed now; it keeps the creating ability's triggering object and player.
        ...(e.about
          ? {
              triggerObject: ctx.triggerObject,
              triggerPlayer: ctx.triggerPlayer,
              objects: resolveObjects(state, ctx, e.about),
            }
          : { triggerObject: ctx.created[0] ?? ctx.triggerObject }),
      });
      log(state, 'delayed-trigger', `${ctx.sourceName} creates a delayed triggered ability: ${e.text}`, ['603.7a']);
      return 'done';
    }
    case 'putOntoBattlefield':
      for (const id of resolveObjects(state, ctx, e.what)) {
        const o = state.objects[id]!;
        if (o.zone === 'battlefield') continue;
        const r = perform(state, {
          kind: 'move',
          object: id,
          to: 'battlefield',
          cause: 'effect',
          controller: e.under === 'owner' ? o.owner : ctx.controller,
          tapped: e.tapped ?? false,
          ...(e.counters ? { counters: e.counters } : {}),
        });
        if (r.id !== null) ctx.created.push(r.id);
      }
      return 'done';
    case 'cumulativeUpkeep':
      return cumulativeUpkeep(state, task, e);
    case 'tapOrUntap':
      return tapOrUntap(state, task, e); // 701.26 (effects/tap-choice.ts)
    case 'keywordEffect':
      return keywordEffect(state, task, e);
    case 'spellKeyword':
      return spellKeywordEffect(state, task, e);
    case 'changeTargets':
      return changeTargetsEffect(state, task, e);
    case 'vote':
      return voteEffect(state, task, e);
    case 'grantPlay':
      return grantPlayEffect(state, task, e);
    case 'populate':
      return populate(state, task);
    case 'cantCastThisTurn': {
      // 101.2: a prohibition for the rest of this turn (players/player-rules.ts checks it as spells are cast).
      for (const p of resolvePlayers(state, ctx, e.who)) {
        const pl = state.players[p]!;
        (pl.cantCastThisTurn ??= []).push(e.spells ?? {});
        log(state, 'effect', `${pl.name} can't cast ${e.spells ? 'those' : ''} spells this turn`.replace('  ', ' '), [
          '101.2',
        ]);
      }
      return 'done';
    }
    case 'additionalLandsThisTurn': {
      // 305.2: "You may play an additional land this turn" — more land plays for the rest of this turn.
      for (const p of resolvePlayers(state, ctx, e.who)) {
        const pl = state.players[p]!;
        pl.extraLandPlaysThisTurn = (pl.extraLandPlaysThisTurn ?? 0) + e.count;
        log(state, 'effect', `${pl.name} may play ${e.count} additional land${e.count === 1 ? '' : 's'} this turn`, [
          '305.2',
        ]);
      }
      return 'done';
    }
    case 'shuffleIntoLibrary': {
      const shuffleIn = (id: ObjectId, commanderChoice?: { commanderChoice: boolean }): void => {
        const o = state.objects[id];
        // 707.10a: a copy of a spell isn't a card; it ceases to exist as it leaves the stack (at the end of resolution).
        if (!o || o.stack?.isCopy || o.kind === 'ability' || o.zone === 'library') return;
        perform(state, { kind: 'move', object: id, to: 'library', cause: 'effect', ...commanderChoice }, ['401.3']);
        perform(state, { kind: 'shuffle', player: o.owner }, ['701.19a']);
      };
      if (state.commander)
        return movingCommanders(state, task, () => resolveObjects(state, ctx, e.what), 'library', shuffleIn);
      for (const id of resolveObjects(state, ctx, e.what)) shuffleIn(id);
      return 'done';
    }
    case 'exileTop': {
      const n = resolveAmount(state, ctx, e.amount);
      for (const p of resolvePlayers(state, ctx, e.who)) {
        for (let i = 0; i < n; i++) {
          const top = state.players[p]!.library[0];
          if (top === undefined) break;
          const r = perform(
            state,
            { kind: 'move', object: top, to: 'exile', cause: 'exile', ...(e.faceDown ? { faceDown: true } : {}) },
            ['406.3'],
          );
          if (r.id !== null) ctx.created.push(r.id);
        }
      }
      return 'done';
    }
    case 'voteOutcome':
      if (voteOutcomeHolds(state, ctx.votes, e)) task.effects.splice(task.index + 1, 0, ...e.effects);
      return 'done';
    case 'choose':
      return executeChoose(state, task, e);
    case 'sacrificeObject':
    case 'regenerate':
    case 'putInLibrary':
    case 'grantStatic':
    case 'payOrNot':
    case 'pumpBy':
    case 'returnChosen':
      return executeMore(state, task, e);
    case 'damageShield':
    case 'damageUnpreventable':
      return executeShield(state, task, e); // 615.7 / 609.7a / 614.9 (effects/prevention.ts)
    case 'exileIfDies':
      executeExileIfDies(state, ctx, e); // 614.1a (effects/die-replacement.ts)
      return 'done';
    case 'winGame':
    case 'loseGame':
    case 'drawGame':
    case 'extraTurn':
    case 'exchangeLife':
    case 'separatePiles':
    case 'redirectDamage':
    case 'redistributeLife':
    case 'restartGame':
      return executeMultiplayer(state, task, e); // chapter 8 (multiplayer/effects.ts)
    case 'planeswalk':
      planeswalk(state, ctx.controller, ['701.24b']); // 901.11a: abilities may instruct a player to planeswalk
      return 'done';
    case 'abandon':
      if (src !== null) abandonScheme(state, src); // 701.26 / 904.11
      return 'done';
    case 'discard':
      return discard(state, task, e);
    case 'sacrifice':
      return sacrifice(state, task, e);
    case 'scry':
    case 'surveil':
      return scryOrSurveil(state, task, e);
    case 'search':
      return search(state, task, e);
    case 'lookAtTop':
      return lookAtTop(state, task, e);
    case 'chooseFromHand':
      return chooseFromHand(state, task, e);
    case 'putFromHand':
      return putFromHand(state, task, e);
    case 'anyNumber':
      return anyNumber(state, task, e); // 608.2d (effects/any-number.ts)
    case 'moveZoneCards':
      return moveZoneCards(state, task, e);
    case 'exileUntilLeaves':
      return exileUntilLeaves(state, task, e);
    case 'flipCoin': {
      // 705.1: the player flips and calls; calling right wins. Both sides are equally likely (705.3),
      // so the result is one fair random bit from the game's generator.
      const won = randomInt(state.rng, 2) === 0;
      log(state, 'coin', `${playerName(state, ctx.controller)} flips a coin and ${won ? 'wins' : 'loses'} the flip`, [
        '705.1',
      ]);
      task.effects.splice(task.index + 1, 0, ...(won ? e.won : e.lost));
      return 'done';
    }
  }
}

function sign(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

export function counterObject(
  state: GameState,
  id: ObjectId,
  instead?: 'exile' | 'hand' | 'libraryTop' | 'libraryBottom',
): void {
  const o = state.objects[id];
  if (!o || o.zone !== 'stack') return;
  // 101.2: "This spell can't be countered" wins over an instruction to counter it.
  if (
    o.kind !== 'ability' &&
    state.cards[o.defKey]?.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'cantBeCountered')
  ) {
    log(state, 'counter', `${objName(state, id)} can't be countered`, ['101.2']);
    return;
  }
  if (o.kind === 'ability' || o.stack?.isCopy) {
    const t = state.turns[o.stack?.stackOf ?? 0]!;
    t.stack.splice(t.stack.indexOf(id), 1);
    delete state.objects[id];
    log(state, 'counter', `${objName(state, id)} is countered`, ['701.5a']);
    return;
  }
  if (instead) {
    // "If that spell is countered this way, [put it elsewhere] instead of into that player's graveyard" (614.1a).
    const to = instead === 'libraryTop' || instead === 'libraryBottom' ? 'library' : instead;
    perform(
      state,
      {
        kind: 'move',
        object: id,
        to,
        cause: 'counter',
        ...(to === 'library' ? { position: instead === 'libraryTop' ? ('top' as const) : ('bottom' as const) } : {}),
      },
      ['701.5a', '614.1a'],
    );
    return;
  }
  perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'counter' }, ['701.5a']);
}

/** Per-player effects that need choices iterate players using task.step as the index. */
function playersOf(state: GameState, task: EffectsTask, who: Extract<Effect, { kind: 'discard' }>['who']): PlayerId[] {
  return resolvePlayers(state, task.ctx, who);
}

function discard(state: GameState, task: EffectsTask, e: Extract<Effect, { kind: 'discard' }>): Step {
  const players = playersOf(state, task, e.who);
  const n = resolveAmount(state, task.ctx, e.amount);
  while (task.step < players.length) {
    const p = players[task.step]!;
    const hand = state.players[p]!.hand;
    let chosen: ObjectId[];
    if (e.all || hand.length <= n) chosen = [...hand];
    else if (e.random) {
      const pool = [...hand];
      chosen = [];
      for (let i = 0; i < n; i++) chosen.push(pool.splice(randomInt(state.rng, pool.length), 1)[0]!);
    } else {
      const ans = takeAnswer(task, 'chooseObjects');
      if (!ans)
        return {
          kind: 'chooseObjects',
          player: p,
          prompt: `Discard ${n} card(s)`,
          options: [...hand],
          min: n,
          max: n,
          purpose: 'discard',
        };
      chosen = [...ans.objects];
    }
    for (const id of chosen)
      perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'discard' }, ['701.9a']);
    task.ctx.discarded = (task.step === 0 ? 0 : (task.ctx.discarded ?? 0)) + chosen.length; // "draws that many cards"
    task.step++;
  }
  return 'done';
}

function sacrifice(state: GameState, task: EffectsTask, e: Extract<Effect, { kind: 'sacrifice' }>): Step {
  const players = playersOf(state, task, e.who);
  const n = resolveAmount(state, task.ctx, e.count);
  while (task.step < players.length) {
    const p = players[task.step]!;
    const options = state.battlefield.filter((id) => {
      const c = chars(state, id);
      return c.controller === p && matchesObjectFilter(state, e.filter, id, c, p, task.ctx.source);
    });
    let chosen: ObjectId[];
    if (options.length <= n) chosen = options;
    else {
      const ans = takeAnswer(task, 'chooseObjects');
      if (!ans)
        return {
          kind: 'chooseObjects',
          player: p,
          prompt: `Sacrifice ${n} permanent(s)`,
          options,
          min: n,
          max: n,
          purpose: 'sacrifice',
        };
      chosen = [...ans.objects];
    }
    // 608.2h: what was sacrificed, as it last existed, for a later "that creature's toughness" of the same resolution.
    task.ctx.sacrificedThisWay = [
      ...(task.ctx.sacrificedThisWay ?? []),
      ...chosen.map((id) => {
        const c = chars(state, id);
        return { power: c.power, toughness: c.toughness, manaValue: 0 };
      }),
    ];
    for (const id of chosen)
      perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'sacrifice' }, ['701.21a']);
    task.step++;
  }
  return 'done';
}

/** 701.22 scry / 701.25 surveil: look at the top N, choose which go to the bottom (or graveyard), order the rest. */
function scryOrSurveil(state: GameState, task: EffectsTask, e: Extract<Effect, { kind: 'scry' | 'surveil' }>): Step {
  const [p] = resolvePlayers(state, task.ctx, e.who);
  if (p === undefined) return 'done';
  const lib = state.players[p]!.library;
  const n = Math.min(resolveAmount(state, task.ctx, e.amount), lib.length);
  if (n === 0) return 'done';
  const looked = lib.slice(0, n);
  const rule = e.kind === 'scry' ? '701.22a' : '701.25a';
  if (task.step === 0) {
    const ans = takeAnswer(task, 'chooseObjects');
    if (!ans) {
      return {
        kind: 'chooseObjects',
        player: p,
        prompt:
          e.kind === 'scry'
            ? `Scry ${n}: choose cards to put on the bottom`
            : `Surveil ${n}: choose cards to put into your graveyard`,
        options: looked,
        min: 0,
        max: n,
        purpose: e.kind === 'scry' ? 'scryBottom' : 'surveilGraveyard',
      };
    }
    task.memo = [...ans.objects];
    task.step = 1;
  }
  const away = task.memo;
  const stay = looked.filter((id) => !away.includes(id));
  if (stay.length > 1) {
    const ans = takeAnswer(task, 'orderObjects');
    if (!ans)
      return { kind: 'orderObjects', player: p, prompt: 'Order the cards to keep on top (first = top)', objects: stay };
    stay.splice(0, stay.length, ...ans.objects);
  }
  // Rearrange: the kept cards on top in the chosen order; the rest to the bottom (scry)
  // or, still on top for the moment, then into the graveyard (surveil).
  if (e.kind === 'scry') {
    lib.splice(0, n, ...stay);
    lib.push(...away);
  } else {
    lib.splice(0, n, ...away, ...stay);
    for (const id of away) perform(state, { kind: 'move', object: id, to: 'graveyard', cause: 'effect' }, [rule]);
  }
  log(
    state,
    e.kind,
    `${playerName(state, p)} ${e.kind === 'scry' ? 'scries' : 'surveils'} ${n}: ${stay.length} on top, ${away.length} ${e.kind === 'scry' ? 'on the bottom' : 'into the graveyard'}`,
    [rule],
  );
  return 'done';
}

/** 701.23: search a library for cards matching a filter (a player may fail to find, 701.23b… for hidden qualities). */
function search(state: GameState, task: EffectsTask, e: Extract<Effect, { kind: 'search' }>): Step {
  const [p] = resolvePlayers(state, task.ctx, e.who);
  if (p === undefined) return 'done';
  // "Search target opponent's library": whose library, when it isn't the searcher's own.
  const [libOwner] = e.library ? resolvePlayers(state, task.ctx, e.library) : [p];
  if (libOwner === undefined) return 'done';
  const lib = state.players[libOwner]!.library;
  const matchFilter = e.filter.kind === 'object' ? { ...e.filter, zone: 'library' as const } : e.filter;
  const options = lib.filter((id) => matchesObjectFilter(state, matchFilter, id, chars(state, id), p, task.ctx.source));
  let chosen: ObjectId[] = [];
  if (options.length > 0) {
    const ans = takeAnswer(task, 'chooseObjects');
    if (!ans)
      return {
        kind: 'chooseObjects',
        player: p,
        prompt: `Search ${libOwner === p ? 'your' : `${playerName(state, libOwner)}'s`} library for up to ${e.count} card(s)`,
        options,
        min: 0,
        max: Math.min(e.count, options.length),
        purpose: 'search',
      };
    chosen = [...ans.objects];
  }
  if (e.to === 'libraryTop') {
    // "…, reveal it, then shuffle and put that card on top": the library (found card included) is
    // shuffled, then the found card is put back on top of it.
    perform(state, { kind: 'shuffle', player: libOwner }, ['701.23a']);
    const after = state.players[libOwner]!.library;
    for (const id of chosen) {
      if (e.reveal) log(state, 'reveal', `${playerName(state, p)} reveals ${objName(state, id)}`, ['701.20a']);
      const at = after.indexOf(id);
      if (at < 0) continue;
      after.splice(at, 1);
      after.unshift(id);
      log(state, 'library', `${objName(state, id)} is put on top of ${playerName(state, libOwner)}'s library`, [
        '701.23a',
      ]);
    }
    touch(state);
    return 'done';
  }
  for (const id of chosen) {
    const r = perform(
      state,
      {
        kind: 'move',
        object: id,
        to: e.to,
        cause: 'search',
        tapped: e.tapped ?? false,
        controller: p,
        position: 'top',
      },
      ['701.23a'],
    );
    if (r.id !== null) task.ctx.created.push(r.id);
  }
  perform(state, { kind: 'shuffle', player: libOwner }, ['701.23a']);
  return 'done';
}
