/**
 * 702.132a assist: "If the total cost to cast a spell with assist includes a generic mana component, before you
 * activate mana abilities while casting it, you may choose another player. … Before you begin to pay the total cost of
 * the spell, the player you chose may pay for any amount of the generic mana in the spell's total cost."
 * The caster announces the spell naming that player (`assist` on the cast action); the engine asks that player how
 * much of the generic mana they pay (up to what they can pay), they pay it, and the caster pays the rest. If the caster
 * can't pay the rest, the cast is illegal and the game goes back to before it was announced (nothing was paid).
 */
import type { Action, EngineError, PendingDecision } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { Task } from '../state/tasks.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { genericIn } from './assist-cost.js';
import { castSpell, validateCast } from './cast.js';
import { payCost, planCost, type CostPlan, type EffectsRunner } from './costs.js';
import { totalSpellCost } from './cost-modifiers.js';

type CastAction = Extract<Action, { kind: 'cast' }>;
type AssistTask = Extract<Task, { kind: 'assist' }>;

const err = (code: EngineError['code'], message: string): EngineError => ({ code, message, rule: '702.132a' });

/** The plan for `helper` to pay {n} of generic mana from their own mana (an error if they can't). */
function helperPlan(state: GameState, helper: PlayerId, n: number): CostPlan | EngineError {
  return planCost(state, {
    player: helper,
    source: null,
    mana: `{${n}}`,
    x: 0,
    parts: [],
    payment: { kind: 'auto' },
    costObjects: undefined,
  });
}

/**
 * 702.132a: checks a cast with assist as far as it can be checked before the assisting player pays: the spell has
 * assist, the player is another player in the game, the total cost has generic mana, and the cast would be legal if
 * they paid all of it they can. Returns the most they can pay.
 */
export function validateAssist(
  state: GameState,
  player: PlayerId,
  a: CastAction,
  hooks: VariantHooks,
): EngineError | { max: number } {
  const helper = a.assist!;
  const o = state.objects[a.card];
  if (!o || !chars(state, a.card).keywords.has('assist')) return err('ILLEGAL_CHOICE', 'this spell has no assist');
  // The generic mana offered is read from the mana cost: cast for an alternative cost or face down, it is not known.
  if (a.alternative !== undefined || a.faceDown || a.altFace)
    return err('ILLEGAL_CHOICE', 'assist is offered only for a spell cast for its mana cost');
  if (helper === player || !state.players[helper] || state.players[helper].left)
    return err('ILLEGAL_CHOICE', 'assist: choose another player in the game');
  const x = a.x ?? 0;
  const cost = totalSpellCost(state, player, a.card, chars(state, a.card).manaCost, x, false, (a.targets ?? []).flat());
  let max = genericIn(cost.mana, cost.x);
  if (max === 0) return err('ILLEGAL_CHOICE', 'assist: the total cost has no generic mana');
  while (max > 0 && 'code' in helperPlan(state, helper, max)) max--;
  const v = validateCast(state, player, { ...a, assist: undefined }, hooks, undefined, max);
  return 'code' in v ? v : { max };
}

/** 702.132a: the cast waits for the assisting player's answer. */
export function askAssist(state: GameState, player: PlayerId, a: CastAction, max: number): void {
  state.tasks.push({ kind: 'assist', caster: player, action: a, max, answer: null });
}

/** 702.132a: asks the assisting player how much they pay; then they pay it and the spell is cast. */
export function runAssist(
  state: GameState,
  task: AssistTask,
  hooks: VariantHooks,
  run: EffectsRunner,
): PendingDecision | null {
  const helper = task.action.assist!;
  const spell = objName(state, task.action.card);
  const a = task.answer;
  if (!a || a.kind !== 'chooseOption')
    return {
      kind: 'chooseOption',
      player: helper,
      prompt: `Assist: pay how much of the generic mana of ${playerName(state, task.caster)}'s ${spell}?`,
      options: Array.from({ length: task.max + 1 }, (_, n) => `{${n}}`),
      min: 1,
      max: 1,
    };
  task.answer = null;
  const paid = a.chosen[0] ?? 0;
  const cast = { ...task.action, assist: undefined };
  // The cast was announced while the caster held priority: it is checked again as it was then (a read-only view).
  const asAnnounced: GameState = {
    ...state,
    pending: { kind: 'priority', player: task.caster, prompt: '', actions: [] },
  };
  const v = validateCast(asAnnounced, task.caster, cast, hooks, undefined, paid);
  const plan = paid > 0 ? helperPlan(state, helper, paid) : null;
  if ('code' in v || (plan && 'code' in plan)) {
    const why = 'code' in v ? v.message : 'the assisting player cannot pay';
    log(state, 'cast-reversed', `${spell} can't be cast with {${paid}} paid by assist (${why}): nothing happens`, [
      '702.132a',
      '601.2h',
    ]);
    return null;
  }
  if (plan) payCost(state, helper, null, plan, run);
  log(state, 'assist', `${playerName(state, helper)} pays {${paid}} of ${spell.replace(/#\d+$/, '')}'s cost`, [
    '702.132a',
  ]);
  castSpell(state, task.caster, cast, v, hooks, run);
  return null;
}
