/**
 * 611.3b / 613: what of the game a continuous effect may read, told from its data alone (docs/engine.md, Caches).
 * A derived value (the layered characteristics, a kept list) stays valid across a change that nothing it reads can see:
 * - *volatile* state changes without a structural change (`touchVolatile`, `touchTiming`: objects/characteristics.ts):
 *   tapped status, combat, targets, life and poison totals, the step, a condition or count of any of those;
 * - *structural* state changes only with one (`touch`, `touchOffBattlefield`, `touchUnlayered`): the zones and their
 *   contents (hands, graveyards, the battlefield), counters, attachments, characteristics, designations such as the
 *   monarch or the city's blessing, whose turn it is.
 * `mentionsVolatile` says whether data mentions a condition, a count or a volatile field at all; `mentionsBeyondStructure`
 * whether a layer walk reading it may read more than structural state.
 */
import type { AbilityNode, Condition } from '../cards/ability-tree.js';

/**
 * Keys whose presence anywhere in an ability or effect makes the layer walk read state that changes without a
 * structural `touch` (characteristics.ts): a condition (611.3b: life, the step, tapped …), counts of cards or of
 * objects matching a filter, and object-match fields about tapped status, combat or targets.
 */
const VOLATILE_KEYS: ReadonlySet<string> = new Set([
  'condition',
  'tapped',
  'attacking',
  'blocking',
  'inCombat',
  'blockingSource',
  'targeting',
  'singleTarget',
  'dealtDamageThisTurn', // damage is a change the layers don't otherwise follow (touchUnlayered)
]);
const VOLATILE_KINDS: ReadonlySet<string> = new Set(['cardsIn', 'count', 'graveyardCardTypes']);

/** Whether plain data (an ability node, a continuous effect's modification) mentions anything volatile. */
export function mentionsVolatile(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) {
    for (const x of v) if (mentionsVolatile(x)) return true;
    return false;
  }
  const record = v as Readonly<Record<string, unknown>>;
  for (const k in record) {
    // (plain data: for…in sees exactly the own keys, without building an array of entries)
    const x = record[k];
    if (VOLATILE_KEYS.has(k) && x !== undefined) return true;
    if (k === 'kind' && typeof x === 'string' && VOLATILE_KINDS.has(x)) return true;
    if (mentionsVolatile(x)) return true;
  }
  return false;
}

/**
 * The fields that read volatile state wherever they are: those of `VOLATILE_KEYS` but `condition` (each condition is
 * judged by `structuralCondition`), and an attacker's being unblocked (509.1h: it changes as blockers are declared,
 * with no change counted when none are).
 */
const VOLATILE_FIELDS: ReadonlySet<string> = new Set([
  ...[...VOLATILE_KEYS].filter((k) => k !== 'condition'),
  'unblocked',
]);

/**
 * Whether a layer walk reading this data (a layered static ability, a resolved effect's modification) may read more
 * than structural state: a volatile field (`VOLATILE_FIELDS`) or a condition that isn't `structuralCondition`.
 * Counts of cards or objects read only zones and characteristics, so they don't count (their filters are read).
 * The data of an activated or triggered ability (one a static ability grants) is not read by the walk, only added.
 */
export function mentionsBeyondStructure(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) {
    for (const x of v) if (mentionsBeyondStructure(x)) return true;
    return false;
  }
  const record = v as Readonly<Record<string, unknown>>;
  if (record['kind'] === 'activated' || record['kind'] === 'triggered') return false;
  for (const k in record) {
    const x = record[k];
    if (x === undefined) continue;
    if (k === 'condition') {
      if (!structuralCondition(x as Condition)) return true;
    } else if (VOLATILE_FIELDS.has(k) || mentionsBeyondStructure(x)) return true;
  }
  return false;
}

/**
 * 611.3b: a condition that reads only structural state (its filters read nothing volatile either): whose turn it is
 * (a new turn is a structural change, `touchUnlayered`), the permanents a player controls or is attached to, the
 * source's counters and attachments, the cards in a hand or graveyard, the monarch (722.3) and the city's blessing
 * (702.131c), each given with a `touch`. Life, poison, the step, combat, what happened this turn and the top of a
 * library are not.
 */
function structuralCondition(c: Condition | undefined): boolean {
  if (c === undefined || c === null || typeof c !== 'object') return false;
  switch (c.kind) {
    case 'not':
      return structuralCondition(c.condition);
    case 'allOf':
    case 'anyOf':
      return c.conditions.every(structuralCondition);
    case 'yourTurn':
    case 'controls':
    case 'opponentControls':
    case 'graveyardAtLeast':
    case 'graveyardCardTypesAtLeast':
    case 'handAtMost':
    case 'handAtLeast':
    case 'moreCardsInHandThanEachOpponent':
    case 'differentPowers':
    case 'totalPower':
    case 'fullParty':
    case 'devotionLessThan':
    case 'sourceState':
    case 'attachedMatches':
    case 'cityBlessing':
    case 'monarch':
    case 'maxSpeed':
      return !mentionsBeyondStructure(c);
    default:
      return false;
  }
}

/** Per ability node (card data is never changed once made): `abilityBeyondStructure`. */
const beyondStructureNodes = new WeakMap<AbilityNode, boolean>();

/**
 * Whether an ability, read where it functions, may read more than structural state (`mentionsBeyondStructure`): a
 * static or keyword ability's data; a triggered ability's trigger event and intervening condition (a state trigger's
 * condition, 603.8, read at every check of state-based actions); an activated ability's data.
 */
export function abilityBeyondStructure(a: AbilityNode): boolean {
  let v = beyondStructureNodes.get(a);
  if (v === undefined) {
    v =
      a.kind === 'triggered'
        ? mentionsBeyondStructure({ trigger: a.trigger, condition: a.interveningIf })
        : mentionsBeyondStructure(a);
    beyondStructureNodes.set(a, v);
  }
  return v;
}
