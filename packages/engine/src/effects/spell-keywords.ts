/**
 * 702: keyword abilities that change how or when spells are cast, and the copies some of them make
 * (707.10): storm (702.40), cascade (702.85), madness (702.35). Their triggered abilities are expanded
 * by the engine from the card's keywords (triggers/spell-keyword-triggers.ts), and resolved here
 * (`spellKeywordEffect`); casting a card while they resolve goes through `validateCast` with a permit.
 */
import type { Effect, SpellAbility, TargetSpec } from '../cards/ability-tree.js';
import { perform } from './perform.js';
import { resolveAmount } from './refs.js';
import { manaValueOf } from '../objects/faces.js';
import { randomInt } from '../rng.js';
import { spellAbility } from '../stack/abilities.js';
import { castSpell, timingError, validateCast, spellTargetSpecs, type CastPermit } from '../stack/cast.js';
import { costChoicesOf } from '../stack/cost-choice.js';
import { payCost, planCost, type CostPlan, type EffectsRunner } from '../stack/costs.js';
import { addContinuousEffect } from '../objects/continuous-effects.js';
import type { Action, EngineError, LegalAction, PendingDecision, TargetOption } from '../decisions/types.js';
import { targetsSatisfiable, checkChosenTargets, refName, sameTarget, targetOptions } from '../stack/targets.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { objName, playerName } from '../state/access.js';
import type { Task } from '../state/tasks.js';
import type { GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { detectTriggers, targetTriggers } from '../triggers/detect.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { wardTriggers } from '../triggers/ward.js';
import { madnessCost, suspendOf } from '../triggers/spell-keyword-triggers.js';
import { ownObject, putObject } from '../objects/copy-on-write.js';
import { putCopies } from './verbs/copy-spell.js';
import type { Step } from './verb.js';
import { createObject } from '../zones/move.js';
import { encodeEffect } from '../stack/cipher.js';

type EffectsTask = Extract<Task, { kind: 'effects' }>;
type SpellKeywordEffect = Extract<Effect, { kind: 'spellKeyword' }>;

export function spellKeywordEffect(
  state: GameState,
  task: EffectsTask,
  e: SpellKeywordEffect,
  hooks: VariantHooks,
  run: EffectsRunner,
): Step {
  switch (e.keyword) {
    case 'storm':
      return putCopies(state, task, task.ctx.source, e.copies, { newTargets: true, rules: ['702.40a', '707.10'] });
    case 'copySelf':
      return putCopies(state, task, task.ctx.source, e.copies, { newTargets: true, rules: [e.rule, '707.10'] });
    case 'cascade':
      return exileUntilCastable(state, task, (mv) => mv < e.manaValue, '702.85a', 'stay');
    case 'discover': {
      const n = resolveAmount(state, task.ctx, e.amount);
      return exileUntilCastable(state, task, (mv) => mv <= n, '701.57a', 'hand');
    }
    case 'castCard':
      return castCard(state, task, e, hooks, run);
    case 'encode':
      return encodeEffect(state, task); // 702.99a
    case 'suspendTick': {
      // 702.62a: "remove a time counter from it"; "When the last time counter is removed from this card, if it's exiled,
      // you may cast it without paying its mana cost if able. If you don't, it remains exiled."
      const o = state.objects[e.card];
      if (!o || o.zone !== 'exile' || !((o.counters['time'] ?? 0) > 0)) return 'done';
      perform(state, { kind: 'counters', object: e.card, counter: 'time', delta: -1 }, ['702.62a']);
      if ((state.objects[e.card]?.counters['time'] ?? 0) === 0) {
        state.pendingTriggers.push({
          controller: o.owner,
          source: e.card,
          defKey: o.defKey,
          sourceName: objName(state, e.card).replace(/#\d+$/, ''),
          targets: [],
          optional: false,
          effects: [
            {
              kind: 'spellKeyword',
              keyword: 'castCard',
              card: e.card,
              mana: null,
              rule: '702.62a',
              otherwise: 'stay',
              haste: true,
            },
          ],
          text: 'Suspend (702.62a): the last time counter was removed — you may cast it without paying its mana cost',
          triggerObject: e.card,
          triggerPlayer: null,
        });
      }
      return 'done';
    }
    case 'ripple':
      return ripple(state, task, e.n, e.name);
    case 'bottomAnyOrder': {
      const left = e.cards.filter((id) => state.objects[id]?.zone === 'library');
      const a = task.answer;
      task.answer = null;
      let order = left;
      if (left.length > 1) {
        const owner = state.objects[left[0]!]!.owner;
        if (
          !a ||
          a.kind !== 'orderObjects' ||
          a.objects.length !== left.length ||
          !left.every((id) => a.objects.includes(id))
        ) {
          return {
            kind: 'orderObjects',
            player: owner,
            prompt:
              'Order the revealed cards to put on the bottom of your library (first = the first put on the bottom)',
            objects: left,
          };
        }
        order = [...a.objects];
      }
      for (const id of order)
        perform(state, { kind: 'move', object: id, to: 'library', position: 'bottom', cause: 'effect' }, [e.rule]);
      return 'done';
    }
    case 'bottomRandom': {
      const left = e.cards.filter((id) => state.objects[id]?.zone === 'exile');
      const order: number[] = [];
      while (left.length) order.push(left.splice(randomInt(state.rng, left.length), 1)[0]!);
      for (const id of order)
        perform(state, { kind: 'move', object: id, to: 'library', position: 'bottom', cause: 'effect' }, [
          e.rule ?? '702.85a',
        ]);
      return 'done';
    }
  }
}

/** 702.60a: the controller may reveal the top `n` cards; each with the spell's name may be cast free; the rest go to the bottom. */
function ripple(state: GameState, task: EffectsTask, n: number, name: string): 'done' | PendingDecision {
  const you = task.ctx.controller;
  const a = task.answer;
  task.answer = null;
  if (!a || a.kind !== 'yesNo')
    return {
      kind: 'yesNo',
      player: you,
      prompt: `${task.ctx.sourceName}: reveal the top ${n} cards of your library (ripple ${n})?`,
    };
  if (!a.yes) return 'done';
  const revealed = state.players[you]!.library.slice(0, n);
  if (revealed.length === 0) return 'done';
  log(state, 'reveal', `${playerName(state, you)} reveals ${revealed.map((id) => objName(state, id)).join(', ')}`, [
    '702.60a',
    '701.16a',
  ]);
  const then: Effect[] = revealed
    .filter((id) => chars(state, id).name === name)
    .map((card): Effect => ({
      kind: 'spellKeyword',
      keyword: 'castCard',
      card,
      mana: null,
      rule: '702.60a',
      otherwise: 'stay',
      zone: 'library',
    }));
  then.push({ kind: 'spellKeyword', keyword: 'bottomAnyOrder', cards: revealed, rule: '702.60a' });
  task.effects.splice(task.index + 1, 0, ...then);
  return 'done';
}

/**
 * 702.85a cascade, 701.57a discover: exile cards from the top of the controller's library until a nonland card whose mana
 * value `fits` is exiled; its controller may cast it without paying its mana cost (if not: it stays in exile, cascade, or
 * goes to its owner's hand, discover); the other exiled cards go to the bottom in a random order.
 */
function exileUntilCastable(
  state: GameState,
  task: EffectsTask,
  fits: (manaValue: number) => boolean,
  rule: '702.85a' | '701.57a',
  otherwise: 'stay' | 'hand',
): 'done' {
  const you = task.ctx.controller;
  const exiled: ObjectId[] = [];
  let hit: ObjectId | null = null;
  for (;;) {
    const top = state.players[you]!.library[0];
    if (top === undefined) break;
    const r = perform(state, { kind: 'move', object: top, to: 'exile', cause: 'exile' }, [rule]);
    if (r.id === null) break;
    exiled.push(r.id);
    const c = chars(state, r.id);
    if (!c.types.includes('Land') && fits(manaValueOf(c))) {
      hit = r.id;
      break;
    }
  }
  const then: Effect[] = [];
  if (hit !== null) then.push({ kind: 'spellKeyword', keyword: 'castCard', card: hit, mana: null, rule, otherwise });
  if (exiled.length) then.push({ kind: 'spellKeyword', keyword: 'bottomRandom', cards: exiled, rule });
  task.effects.splice(task.index + 1, 0, ...then);
  return 'done';
}

/**
 * A player may cast a card from exile as this resolves (702.35a, 702.85a): yes or no, then modes (700.2) and targets
 * (601.2c), then the cast itself with its costs (601.2f–h). If the card can't be cast (no legal targets, an unpayable
 * cost) or the player declines, `otherwise` applies.
 */
function castCard(
  state: GameState,
  task: EffectsTask,
  e: Extract<SpellKeywordEffect, { keyword: 'castCard' }>,
  hooks: VariantHooks,
  run: EffectsRunner,
): 'done' | PendingDecision {
  const ctx = task.ctx;
  const card = e.card;
  const o = state.objects[card];
  if (!o || o.zone !== (e.zone ?? 'exile')) return 'done';
  const player = e.copy ? ctx.controller : (e.caster ?? o.owner); // 702.99a: "its controller may cast a copy"
  const name = objName(state, card);
  const otherwise = (why: string): 'done' => {
    if (why) log(state, 'cast-declined', `${playerName(state, player)} doesn't cast ${name}${why}`, [e.rule]);
    if (e.otherwise === 'graveyard' || e.otherwise === 'hand')
      perform(state, { kind: 'move', object: card, to: e.otherwise, cause: 'effect' }, [e.rule]);
    return 'done';
  };
  const a0 = task.answer;
  task.answer = null;
  if (task.step === 0 && e.chosen) task.step = 1; // (the card was chosen to be cast: castFromHand)
  // "if the spell's mana value is N or less" (202.3): cast without paying its mana cost, X is 0 (107.3b).
  if (task.step === 0 && e.maxManaValue !== undefined && manaValueOf(chars(state, card)) > e.maxManaValue)
    return otherwise(`: its mana value is greater than ${e.maxManaValue}`);
  if (task.step === 0) {
    if (!a0 || a0.kind !== 'yesNo')
      return {
        kind: 'yesNo',
        player,
        prompt: `${ctx.sourceName}: cast ${e.copy ? 'a copy of ' : ''}${name} ${e.mana === null ? 'without paying its mana cost' : `for ${e.mana}`}?`,
      };
    if (!a0.yes) return otherwise(' (declined)');
    task.step = 1;
    return castCard(state, task, e, hooks, run);
  }
  const sa = spellAbility(state, card);
  if (task.step === 1 || task.step === 2) {
    const asked = task.step === 1 ? chooseModes(task, sa, player, name, a0) : chooseCost(task, sa, player, name, a0);
    return asked ?? castCard(state, task, e, hooks, run);
  }
  const choices = costChoicesOf(sa);
  const costChoice = choices.length > 0 ? task.memo[0] : undefined;
  const modes = choices.length > 0 ? task.memo.slice(1) : [...task.memo];
  const specs = spellTargetSpecs(state, card, modes) ?? [];
  const options = targetOptions(state, specs, player, card, 'spell');
  if (!targetsSatisfiable(options)) return otherwise(': it has no legal targets');
  let targets: TargetRef[][] = [];
  if (specs.length > 0) {
    if (!a0 || a0.kind !== 'chooseTargets' || checkChosenTargets(options, a0.targets) !== null) {
      return { kind: 'chooseTargets', player, prompt: `Choose targets for ${name}`, source: name, targets: options };
    }
    targets = a0.targets.map((g) => [...g]);
  }
  const action = {
    kind: 'cast' as const,
    card,
    targets,
    modes,
    x: 0,
    payment: { kind: 'auto' as const },
    ...(costChoice !== undefined ? { costChoice } : {}),
  };
  return castNow(state, e, player, action, hooks, run, otherwise);
}

/**
 * castCard's last step: the cast itself (601.2f–i) with the permission's cost. 707.12: a copy of the card is first
 * created in the card's zone and cast instead; one that isn't cast ceases to exist (704.5e).
 */
function castNow(
  state: GameState,
  e: Extract<SpellKeywordEffect, { keyword: 'castCard' }>,
  player: PlayerId,
  action: Extract<Action, { kind: 'cast' }>,
  hooks: VariantHooks,
  run: EffectsRunner,
  otherwise: (why: string) => 'done',
): 'done' {
  const o = state.objects[action.card]!;
  const card = e.copy ? createObject(state, o.defKey, player, o.zone, 'card', null) : action.card;
  if (e.copy)
    log(state, 'copy', `${playerName(state, player)} creates a copy of ${objName(state, action.card)}`, [
      '707.12',
      e.rule,
    ]);
  const permit: CastPermit = {
    zone: e.zone ?? 'exile',
    mana: e.mana,
    rule: e.rule,
    ...(e.caster !== undefined || e.copy ? { anyOwner: true } : {}),
  };
  const v = validateCast(state, player, { ...action, card }, hooks, permit);
  if ('code' in v) {
    if (e.copy) state.tokensLeftBattlefield.push(card); // 704.5e: the copy ceases to exist
    return otherwise(`: ${v.message}`);
  }
  const top = castSpell(state, player, { ...action, card }, v, hooks, run);
  const so = state.objects[top];
  // 702.62a: "If you cast a creature spell this way, it gains haste until you lose control of the spell or the permanent it becomes."
  // 614.1a: "If that spell would be put into a graveyard, exile it instead."
  if (so?.stack && (e.haste || e.exileInstead))
    ownObject(state, top).stack = {
      ...so.stack,
      ...(e.haste ? { suspended: true } : {}),
      ...(e.exileInstead ? { exileInstead: true } : {}),
    };
  return 'done';
}

/** 700.2: the modes of a card cast as an effect resolves (castCard's step 1): asked, or kept in the memo. */
function chooseModes(
  task: EffectsTask,
  sa: SpellAbility | null,
  player: PlayerId,
  name: string,
  a0: EffectsTask['answer'],
): PendingDecision | null {
  if (sa?.modes && !sa.modes.chooser) {
    const { min, max } = sa.modes.choose;
    const ok =
      a0?.kind === 'chooseOption' &&
      a0.chosen.length >= min &&
      a0.chosen.length <= max &&
      new Set(a0.chosen).size === a0.chosen.length &&
      a0.chosen.every((m) => Number.isInteger(m) && m >= 0 && m < sa.modes!.modes.length);
    if (!ok)
      return {
        kind: 'chooseOption',
        player,
        prompt: `Choose the mode(s) of ${name}`,
        options: sa.modes.modes.map((m) => m.text),
        min,
        max,
      };
    task.memo = [...(a0 as { chosen: readonly number[] }).chosen];
  }
  task.step = 2;
  return null;
}

/**
 * 601.2b: which of the card's additional costs to pay ("… or pay {3}") is chosen as it is announced (castCard's step
 * 2); the choice is kept first in the memo, before the modes.
 */
function chooseCost(
  task: EffectsTask,
  sa: SpellAbility | null,
  player: PlayerId,
  name: string,
  a0: EffectsTask['answer'],
): PendingDecision | null {
  const choices = costChoicesOf(sa);
  if (choices.length > 0) {
    const i = a0?.kind === 'chooseOption' && a0.chosen.length === 1 ? a0.chosen[0]! : -1;
    if (!choices[i])
      return {
        kind: 'chooseOption',
        player,
        prompt: `Choose the additional cost to pay for ${name}`,
        options: choices.map((c) => c.text),
        min: 1,
        max: 1,
      };
    task.memo = [i, ...task.memo];
  }
  task.step = 3;
  return null;
}

/**
 * 702.88a rebound: "If this spell was cast from your hand, instead of putting it into your graveyard as it resolves, exile
 * it and, at the beginning of your next upkeep, you may cast this card from exile without paying its mana cost."
 */
export function reboundExile(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o?.stack || o.stack.isCopy || o.stack.castFrom !== 'hand' || !chars(state, id).keywords.has('rebound'))
    return false;
  const name = objName(state, id);
  const r = perform(state, { kind: 'move', object: id, to: 'exile', cause: 'resolve' }, ['608.2n', '702.88a']);
  if (r.id === null) return true;
  (state.delayedTriggers ??= []).push({
    controller: o.controller,
    source: r.id,
    defKey: o.defKey,
    sourceName: name.replace(/#\d+$/, ''),
    step: 'upkeep',
    whose: o.controller,
    effects: [
      { kind: 'spellKeyword', keyword: 'castCard', card: r.id, mana: null, rule: '702.88a', otherwise: 'stay' },
    ],
    text: 'Rebound (702.88a): you may cast it from exile without paying its mana cost',
    triggerObject: r.id,
  });
  return true;
}

type SuspendAction = Extract<Action, { kind: 'suspend' }>;

/**
 * 702.62a / 116.2f: "If you could begin to cast this card by putting it onto the stack from your hand, you may pay [cost]
 * and exile it with N time counters on it." A special action: it doesn't use the stack.
 */
export function validateSuspend(
  state: GameState,
  player: PlayerId,
  a: SuspendAction,
): EngineError | { plan: CostPlan; n: number } {
  const o = state.objects[a.card];
  if (!o || o.zone !== 'hand' || o.owner !== player)
    return { code: 'ILLEGAL_CHOICE', message: `object ${a.card} is not a card in your hand`, rule: '702.62a' };
  const s = suspendOf(state, a.card);
  if (!s) return { code: 'ILLEGAL_CHOICE', message: `${objName(state, a.card)} has no suspend`, rule: '702.62a' };
  const t = timingError(state, player, a.card); // "if you could begin to cast this card": its timing (307.1, 117.1a, 702.61a)
  if (t) return t;
  const plan = planCost(state, {
    player,
    source: null,
    mana: s.cost.mana ?? null,
    x: 0,
    parts: s.cost.parts,
    payment: a.payment,
    costObjects: undefined,
    excludeFromSources: a.card,
  });
  if ('code' in plan) return plan;
  return { plan, n: s.n };
}

export function suspendCard(
  state: GameState,
  player: PlayerId,
  a: SuspendAction,
  v: { plan: CostPlan; n: number },
  run: EffectsRunner,
): void {
  payCost(state, player, null, v.plan, run);
  const name = objName(state, a.card);
  const r = perform(state, { kind: 'move', object: a.card, to: 'exile', cause: 'effect' }, ['116.2f', '702.62a']);
  if (r.id === null) return;
  perform(state, { kind: 'counters', object: r.id, counter: 'time', delta: v.n, by: player }, ['702.62a']);
  log(
    state,
    'suspend',
    `${playerName(state, player)} suspends ${name} with ${v.n} time counter(s)`,
    ['116.2f', '702.62a'],
    { object: r.id },
  );
}

export function suspendActions(state: GameState, player: PlayerId): LegalAction[] {
  const out: LegalAction[] = [];
  for (const card of state.players[player]!.hand) {
    const s = suspendOf(state, card);
    if (!s) continue;
    if ('code' in validateSuspend(state, player, { kind: 'suspend', card, payment: { kind: 'auto' } })) continue;
    out.push({ kind: 'suspend', card, name: chars(state, card).name, cost: s.cost.mana ?? '' });
  }
  return out;
}

/** 702.62a: the permanent a suspended creature spell becomes has haste (for as long as it stays on the battlefield). */
export function suspendedHaste(state: GameState, id: ObjectId, controller: PlayerId): void {
  if (!chars(state, id).types.includes('Creature')) return;
  addContinuousEffect(state, {
    controller,
    source: id,
    duration: 'whileSourceOnBattlefield',
    affected: [id],
    modification: { kind: 'keywords', keywords: ['haste'] },
  });
  log(state, 'suspend', `${objName(state, id)} has haste (it was cast with suspend)`, ['702.62a']);
}
