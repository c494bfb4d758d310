/**
 * 702.143 foretell. 702.143a: "Foretell [cost]" — any time its owner has priority during their turn, they may pay {2}
 * and exile it from their hand face down (a special action, 116.2h). They may look at it while it remains exiled
 * (view/view.ts), and may cast it on a later turn for its foretell cost rather than its mana cost (an alternative
 * cost, 118.9: a play permission read by stack/cast.ts).
 */
import type { CostSpec } from '../cards/ability-tree.js';
import type { Action, EngineError, LegalAction } from '../decisions/types.js';
import { log } from '../log/write.js';
import { chars, touch } from '../objects/characteristics.js';
import { ownObject } from '../objects/copy-on-write.js';
import { objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId, PlayPermission } from '../state/types.js';
import { perform } from '../effects/perform.js';
import { payCost, planCost, type CostPlan, type EffectsRunner } from './costs.js';
import { holdsPriority, priorityTurnIndex } from './timing.js';

type ForetellAction = Extract<Action, { kind: 'foretell' }>;

/** 702.143a: the price of foretelling a card. */
const FORETELL_PAYMENT = '{2}';

/** 702.143a: the foretell cost printed on a card, if it has foretell. */
export function foretellCost(state: GameState, id: ObjectId): CostSpec | null {
  for (const a of chars(state, id).abilities) if (a.kind === 'keyword' && a.keyword === 'foretell') return a.cost;
  return null;
}

export function validateForetell(
  state: GameState,
  player: PlayerId,
  a: ForetellAction,
): EngineError | { plan: CostPlan } {
  const o = state.objects[a.card];
  if (!o || o.zone !== 'hand' || o.owner !== player)
    return { code: 'ILLEGAL_CHOICE', message: `object ${a.card} is not a card in your hand`, rule: '702.143a' };
  if (!foretellCost(state, a.card))
    return { code: 'ILLEGAL_CHOICE', message: `${objName(state, a.card)} has no foretell`, rule: '702.143a' };
  // 702.143a: any time the player has priority during their turn (the stack need not be empty).
  if (!holdsPriority(state, player) || !state.turns[priorityTurnIndex(state, player)]!.activePlayers.includes(player))
    return { code: 'WRONG_TIME', message: 'you can foretell a card only during your turn', rule: '702.143a' };
  const plan = planCost(state, {
    player,
    source: null,
    mana: FORETELL_PAYMENT,
    x: 0,
    parts: [],
    payment: a.payment,
    costObjects: undefined,
    excludeFromSources: a.card,
  });
  return 'code' in plan ? plan : { plan };
}

/** 702.143a: pays {2} and exiles the card face down; its owner may cast it on a later turn for its foretell cost. */
export function foretellCard(
  state: GameState,
  player: PlayerId,
  a: ForetellAction,
  v: { plan: CostPlan },
  run: EffectsRunner,
): void {
  payCost(state, player, null, v.plan, run);
  const r = perform(state, { kind: 'move', object: a.card, to: 'exile', cause: 'effect', faceDown: true }, [
    '116.2h',
    '702.143a',
  ]);
  if (r.id === null) return;
  ownObject(state, r.id).faceDownKind = 'foretell';
  touch(state);
  const turn = state.turns[priorityTurnIndex(state, player)]!.number;
  const permission: PlayPermission = {
    object: r.id,
    player,
    zone: 'exile',
    until: 'whileExiled',
    turn,
    castOnly: true,
    foretold: true,
  };
  (state.playPermissions ??= []).push(permission);
  log(
    state,
    'foretell',
    `${playerName(state, player)} foretells a card: they may cast it for its foretell cost on a later turn`,
    ['116.2h', '702.143a'],
    { object: r.id },
  );
}

/** 702.143a: a foretold card is cast on a later turn than the one in which it was foretold; null if that holds. */
export function foretoldCastError(state: GameState, player: PlayerId, p: PlayPermission): EngineError | null {
  return state.turns[priorityTurnIndex(state, player)]!.number === p.turn
    ? { code: 'WRONG_TIME', message: 'a foretold card is cast on a later turn', rule: '702.143a' }
    : null;
}

/** A face-down foretold card of `player`'s in exile (its owner may look at it, 702.143a). */
export function isForetoldBy(state: GameState, player: PlayerId, id: ObjectId): boolean {
  const o = state.objects[id];
  return !!o && o.zone === 'exile' && o.faceDown && o.faceDownKind === 'foretell' && o.owner === player;
}

export function foretellActions(state: GameState, player: PlayerId): LegalAction[] {
  const out: LegalAction[] = [];
  for (const card of state.players[player]!.hand) {
    if (!foretellCost(state, card)) continue;
    if ('code' in validateForetell(state, player, { kind: 'foretell', card, payment: { kind: 'auto' } })) continue;
    out.push({ kind: 'foretell', card, name: chars(state, card).name, cost: FORETELL_PAYMENT });
  }
  return out;
}
