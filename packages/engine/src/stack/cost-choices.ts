/**
 * 601.2h: the parts of a cost for which the paying player chooses objects (which creature to sacrifice, which cards
 * to discard, exile, reveal, tap or return), and the objects each could be paid with. A client shows them before a
 * spell is cast or an ability activated; the action's `costObjects` names the chosen ones (without them, the
 * engine picks the first candidates).
 */
import type { CostPart } from '../cards/ability-tree.js';
import type { Action, LegalAction } from '../decisions/types.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { chars } from '../objects/characteristics.js';
import { manaValueOf } from '../objects/faces.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { findAbility } from './activate.js';
import { castCostParts } from './cast.js';
import { choosableCostPart, costCandidates, type ChoosableCostPart, type CostRequest } from './costs.js';

/** The verb a choosable part does to its objects. */
export type CostObjectVerb = 'sacrifice' | 'discard' | 'return' | 'exile' | 'reveal' | 'tap';

/**
 * One part of a cost that offers a choice: `count` objects (or X of them, `xCount`), or any number whose total mana
 * value (701.59a collect evidence) or power (702.122a crew, 702.171a saddle) is at least `minTotal`.
 */
export interface CostObjectChoice {
  readonly verb: CostObjectVerb;
  readonly candidates: readonly ObjectId[];
  readonly count?: number;
  readonly xCount?: boolean;
  readonly minTotal?: {
    readonly of: 'manaValue' | 'power';
    readonly amount: number;
    readonly values: readonly number[];
  };
}

const VERB: Record<ChoosableCostPart['kind'], CostObjectVerb> = {
  sacrifice: 'sacrifice',
  discard: 'discard',
  returnToHand: 'return',
  exileFromGraveyard: 'exile',
  exileFromHand: 'exile',
  revealFromHand: 'reveal',
  tapUntapped: 'tap',
  craftMaterials: 'exile',
};

/** The choice a part offers, or null when it has none (it takes no objects, or every candidate is needed). */
function choiceOf(state: GameState, req: CostRequest, part: CostPart): CostObjectChoice | null {
  if (part.kind === 'collectEvidence' || part.kind === 'crew') {
    const candidates = costCandidates(state, req, part);
    if (candidates.length < 2) return null;
    const evidence = part.kind === 'collectEvidence';
    const values = candidates.map((id) => (evidence ? manaValueOf(chars(state, id)) : (chars(state, id).power ?? 0)));
    const amount = evidence ? part.amount : part.power;
    return {
      verb: evidence ? 'exile' : 'tap',
      candidates,
      minTotal: { of: evidence ? 'manaValue' : 'power', amount, values },
    };
  }
  if (!choosableCostPart(part)) return null;
  const candidates = costCandidates(state, req, part);
  const xCount = 'xCount' in part && part.xCount === true;
  if (!xCount && candidates.length <= part.count) return null;
  return { verb: VERB[part.kind], candidates, ...(xCount ? { xCount: true } : { count: part.count }) };
}

function partsOf(state: GameState, player: PlayerId, a: LegalAction, hooks: VariantHooks): readonly CostPart[] | null {
  switch (a.kind) {
    case 'activate':
      return findAbility(state, a.source, a.ability)?.cost.parts ?? null;
    case 'cast':
      return castCostParts(state, player, castOf(a), hooks);
    case 'pass':
    case 'playLand':
    case 'turnFaceUp':
    case 'rollPlanarDie':
    case 'suspend':
    case 'plot':
    case 'foretell':
    case 'unlock':
      return null;
  }
}

/** The cast action a cast entry describes, with nothing chosen yet. */
function castOf(a: Extract<LegalAction, { kind: 'cast' }>): Extract<Action, { kind: 'cast' }> {
  return {
    kind: 'cast',
    card: a.card,
    ...(a.buyback ? { buyback: true } : {}),
    ...(a.alternative ? { alternative: a.alternative } : {}),
    ...(a.altCost !== undefined ? { altCost: a.altCost } : {}),
    ...(a.entwine ? { entwine: true } : {}),
    ...(a.conspire ? { conspire: true } : {}),
    ...(a.replicate !== undefined ? { replicate: a.replicate } : {}),
    ...(a.half !== undefined ? { half: a.half } : {}),
    ...(a.fuse ? { fuse: true } : {}),
    ...(a.kicker?.length ? { kicker: a.kicker } : {}),
    ...(a.costChoice !== undefined ? { costChoice: a.costChoice } : {}),
    ...(a.altFace ? { altFace: true } : {}),
  };
}

/** 601.2h: the choices of objects a legal cast or activation's cost offers its player, part by part. */
export function costObjectChoices(
  state: GameState,
  player: PlayerId,
  a: LegalAction,
  hooks: VariantHooks,
): readonly CostObjectChoice[] {
  const parts = partsOf(state, player, a, hooks);
  if (!parts || parts.length === 0) return [];
  const req: CostRequest = {
    player,
    source: a.kind === 'activate' ? a.source : a.kind === 'cast' ? a.card : null,
    mana: null,
    x: 0,
    parts,
    payment: undefined,
    costObjects: undefined,
    ...(a.kind === 'cast' ? { excludeFromSources: a.card } : {}),
  };
  const out: CostObjectChoice[] = [];
  for (const part of parts) {
    const c = choiceOf(state, req, part);
    if (c) out.push(c);
  }
  return out;
}
