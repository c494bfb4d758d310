/**
 * 702.170 plot. "Plot [cost]": its owner may pay [cost] and exile it from their hand, as a sorcery (702.170a; a special
 * action, 116.2k). It becomes a plotted card.
 * 702.170d: its owner may cast a plotted card from exile without paying its mana cost during their main phase while
 * the stack is empty, on any turn after the one in which it became plotted (a play permission; stack/cast.ts).
 */
import type { CostSpec } from '../cards/ability-tree.js';
import type { Action, EngineError, LegalAction } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars } from '../objects/characteristics.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId, PlayPermission } from '../state/types.js';
import { perform } from '../effects/perform.js';
import { payCost, planCost, type CostPlan, type EffectsRunner } from './costs.js';
import { priorityTurnIndex, sorceryTiming } from './timing.js';

type PlotAction = Extract<Action, { kind: 'plot' }>;

/** 702.170a: the plot cost printed on a card, if it has plot. */
export function plotCost(state: GameState, id: ObjectId): CostSpec | null {
  for (const a of chars(state, id).abilities) if (a.kind === 'keyword' && a.keyword === 'plot') return a.cost;
  return null;
}

export function validatePlot(state: GameState, player: PlayerId, a: PlotAction): EngineError | { plan: CostPlan } {
  const o = state.objects[a.card];
  if (!o || o.zone !== 'hand' || o.owner !== player)
    return { code: 'ILLEGAL_CHOICE', message: `object ${a.card} is not a card in your hand`, rule: '702.170a' };
  const cost = plotCost(state, a.card);
  if (!cost) return { code: 'ILLEGAL_CHOICE', message: `${objName(state, a.card)} has no plot`, rule: '702.170a' };
  // 702.170a (its reminder text: "Plot only as a sorcery"): in your main phase while you have priority and the stack is empty.
  if (!sorceryTiming(state, player))
    return {
      code: 'WRONG_TIME',
      message: 'you can plot a card only in your main phase while the stack is empty',
      rule: '702.170a',
    };
  const plan = planCost(state, {
    player,
    source: null,
    mana: cost.mana ?? null,
    x: 0,
    parts: cost.parts,
    payment: a.payment,
    costObjects: undefined,
    excludeFromSources: a.card,
  });
  return 'code' in plan ? plan : { plan };
}

/** 702.170a: pays the plot cost and exiles the card; 702.170d: its owner may cast it free on a later turn. */
export function plotCard(
  state: GameState,
  player: PlayerId,
  a: PlotAction,
  v: { plan: CostPlan },
  run: EffectsRunner,
): void {
  payCost(state, player, null, v.plan, run);
  const name = objName(state, a.card);
  const r = perform(state, { kind: 'move', object: a.card, to: 'exile', cause: 'effect' }, ['116.2k', '702.170a']);
  if (r.id === null) return;
  const turn = state.turns[priorityTurnIndex(state, player)]!.number;
  const permission: PlayPermission = {
    object: r.id,
    player,
    zone: 'exile',
    until: 'whileExiled',
    turn,
    free: true,
    castOnly: true,
    plotted: true,
  };
  (state.playPermissions ??= []).push(permission);
  log(
    state,
    'plot',
    `${playerName(state, player)} plots ${name}: they may cast it without paying its mana cost on a later turn`,
    ['116.2k', '702.170a', '702.170d'],
    { object: r.id },
  );
}

/**
 * 702.170d: why a plotted card can't be cast now (not on the turn it became plotted; only in its owner's main phase
 * with an empty stack, even an instant), or null.
 */
export function plottedCastError(state: GameState, player: PlayerId, p: PlayPermission): EngineError | null {
  const t = state.turns[priorityTurnIndex(state, player)]!;
  if (t.number === p.turn)
    return { code: 'WRONG_TIME', message: 'a plotted card is cast on a later turn', rule: '702.170d' };
  if (!sorceryTiming(state, player))
    return {
      code: 'WRONG_TIME',
      message: 'a plotted card is cast only in your main phase while the stack is empty',
      rule: '702.170d',
    };
  return null;
}

export function plotActions(state: GameState, player: PlayerId): LegalAction[] {
  const out: LegalAction[] = [];
  for (const card of state.players[player]!.hand) {
    const cost = plotCost(state, card);
    if (!cost) continue;
    if ('code' in validatePlot(state, player, { kind: 'plot', card, payment: { kind: 'auto' } })) continue;
    out.push({ kind: 'plot', card, name: chars(state, card).name, cost: cost.mana ?? '' });
  }
  return out;
}
