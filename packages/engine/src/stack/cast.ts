/** 601: casting spells. Validation is pure; `castSpell` performs a validated cast. */
import { err } from '../decisions/errors.js';
import { divisionFor, type DivisionShare } from './divide.js';
import { grantedPermission, mayPermitCards, permittedCards, playPermission } from './play-permissions.js';
import { plottedCastError } from './plot.js';
import { laterTurnCastError } from './warp.js';
import { foretellCost, foretoldCastError } from './foretell.js';
import { exiledSeen } from './face-down-exile.js';
import type { VariantHooks } from '../turn/variant-hooks.js';
import { wardTriggers } from '../triggers/ward.js';
import type { CastRestriction, CostPart, CostSpec, StaticEffect, StepName, TargetSpec } from '../cards/ability-tree.js';
import { checkCondition } from '../objects/conditions.js';
import type { Action, EngineError, LegalAction, TargetOption } from '../decisions/types.js';
import { perform } from '../effects/perform.js';
import { log } from '../log/write.js';
import {
  maxPayableX,
  plainlyPayable,
  manaSources,
  triggeredManaOnBattlefield,
  typesCoverable,
  type ManaSource,
  type SpendAsThough,
} from '../mana/payment.js';
import { poolTotal } from '../mana/pool.js';
import { spendableFor } from '../mana/restricted.js';
import { parseManaCost, type ManaCostText } from '../cards/mana-symbols.js';
import { cachesEnabled, chars, touch, touchVolatile, type Characteristics } from '../objects/characteristics.js';
import { recordSpellCast } from '../objects/spells-cast.js';
import { aftermathHalf, hasAftermath, splitHalves, unchosenSplit, withFuse, withHalf } from './split.js';
import { alternateFaceCastEntries, alternateFaceClause, withAlternateFace } from './alternate-faces.js';
import { isOpponent, objName, playerName } from '../state/access.js';
import type {
  AddedText,
  AlternativeKeyword,
  GameState,
  ManaPool,
  ObjectId,
  PlayerId,
  PlayPermission,
  TargetRef,
  ZoneName,
} from '../state/types.js';
import { detectTriggers, targetTriggers } from '../triggers/detect.js';
import { crimeTriggers } from '../triggers/crime.js';
import { auraTarget, spellAbility } from './abilities.js';
import { payCost, planCost, sacrificedLki, type CostPlan, type CostRequest, type EffectsRunner } from './costs.js';
import { checkChosenTargets, targetOptions, targetsSatisfiable } from './targets.js';
import { bindXTargets, entriesForTargets } from '../effects/x-filters.js';
import { scheduleChooserChoices } from './choosers.js';
import { holdsPriority, priorityTurnIndex, sorceryTiming, splitSecondOnStack } from './timing.js';
import { morphCost } from './face-down.js';
import { altSourcesFor } from './cost-keywords.js';
import { flashPermission, flashPermissionExtra } from './flash-permission.js';
import { totalSpellCost } from './cost-modifiers.js';
import { assistedCost } from './assist-cost.js';
import { expend } from './expend.js';
import { handCastCheck, handFacts, minimumMana } from './hand-facts.js';
import { manaSpentBy, spentColors, spentTotal } from '../objects/mana-spent.js';
import { spliceCandidates, splicedText } from './splice.js';
import { awakenOf, awakenText } from './awaken.js';
import { kickerOf, kickerPayment, kickerTargets } from '../objects/kicker.js';
import { chosenAdditionalCost, costChoicesOf } from './cost-choice.js';
import { replicateCost, replicateMana } from './replicate.js';
import { castProhibition } from '../players/player-rules.js';
import { legendarySpellError } from './legendary-spells.js';
import { ownObject } from '../objects/copy-on-write.js';
import { bindCostX, manaHasX, partHasX } from './x-cost.js';
import { castableByOwnPermission, zoneCastKeywords, zoneCastRoute } from './zone-cast-permission.js';
import { recordStaticPermissionUse } from './static-play-permissions.js';

type CastAction = Extract<Action, { kind: 'cast' }>;

/**
 * A permission to cast a card while another spell or ability resolves (702.35a madness, 702.85a cascade):
 * from `zone`, ignoring timing (so also while a split-second spell is on the stack, 702.61b), for `mana`
 * instead of its mana cost (null: without paying its mana cost, 118.9; X is then 0, 107.3b).
 */
export interface CastPermit {
  readonly zone: ZoneName;
  readonly mana: string | null;
  readonly rule: string;
  /** The permission is the caster's, whoever owns the card ("cast target card from an opponent's graveyard"). */
  readonly anyOwner?: boolean;
}

/** The target specs of a spell, for the chosen modes. */
export function spellTargetSpecs(
  state: GameState,
  card: ObjectId,
  modes: readonly number[],
  alternative: AlternativeKeyword | undefined = state.objects[card]?.stack?.alternative,
  kicked: boolean = (state.objects[card]?.stack?.kicked?.length ?? 0) > 0,
): TargetSpec[] | null {
  // 702.103b: cast for its bestow cost, the card is an Aura spell with enchant creature: it targets a creature (601.2c).
  if (alternative === 'bestow') return [BESTOW_TARGET];
  // 702.140a: a mutating creature spell targets a non-Human creature with the same owner as the spell.
  if (alternative === 'mutate') return [MUTATE_TARGET];
  const aura = auraTarget(state, card);
  if (aura) return [aura];
  // 702.96b: an overloaded spell has no targets.
  const unkicked = state.objects[card]?.stack?.alternative === 'overload' ? [] : ownTargetSpecs(state, card, modes);
  const own = unkicked && kickerTargets(unkicked, kicked); // 702.33g
  // 702.47b: the targets of spliced text follow the spell's own.
  const added = state.objects[card]?.stack?.added;
  return own && added ? [...own, ...added.flatMap((t) => t.targets)] : own;
}

function ownTargetSpecs(state: GameState, card: ObjectId, modes: readonly number[]): TargetSpec[] | null {
  const sa = spellAbility(state, card);
  if (!sa) return [];
  if (sa.modes) {
    const specs: TargetSpec[] = [];
    for (const m of modes) {
      const mode = sa.modes.modes[m];
      if (!mode) return null;
      specs.push(...mode.targets);
    }
    return specs;
  }
  return [...sa.targets];
}

const BESTOW_TARGET: TargetSpec = {
  count: { min: 1, max: 1 },
  filter: { kind: 'object', match: { types: ['Creature'] } },
  text: 'target creature (bestow)',
};

const MUTATE_TARGET: TargetSpec = {
  count: { min: 1, max: 1 },
  filter: { kind: 'object', match: { types: ['Creature'], notSubtypes: ['Human'], owner: 'you' } },
  text: 'target non-Human creature you own (mutate)',
};

/** 118.9: the card's "You may … rather than pay this spell's mana cost" abilities, in printed order. */
function alternativeCostsOf(state: GameState, card: ObjectId): Extract<StaticEffect, { kind: 'alternativeCost' }>[] {
  const out: Extract<StaticEffect, { kind: 'alternativeCost' }>[] = [];
  for (const a of chars(state, card).abilities)
    if (a.kind === 'static' && a.effect.kind === 'alternativeCost') out.push(a.effect);
  return out;
}

function additionalCosts(state: GameState, card: ObjectId): readonly CostPart[] {
  return spellAbility(state, card)?.additionalCosts ?? [];
}

/** A keyword ability with a cost printed on the card (flashback, buyback). */
function costKeyword(
  state: GameState,
  card: ObjectId,
  keyword: 'flashback' | 'escape' | 'buyback' | AlternativeKeyword,
): CostSpec | null {
  for (const a of chars(state, card).abilities) if (a.kind === 'keyword' && a.keyword === keyword) return a.cost;
  return null;
}

/** 702.42a: the entwine cost of a modal spell. */
function entwineCost(state: GameState, card: ObjectId): CostSpec | null {
  for (const a of chars(state, card).abilities) if (a.kind === 'keyword' && a.keyword === 'entwine') return a.cost;
  return null;
}

/** 702.120a: the escalate cost of a modal spell. */
function escalateCost(state: GameState, card: ObjectId): CostSpec | null {
  for (const a of chars(state, card).abilities) if (a.kind === 'keyword' && a.keyword === 'escalate') return a.cost;
  return null;
}

/** 702.120a: "For each mode you choose beyond the first as you cast this spell, you pay an additional [cost]." */
function escalated<R extends { readonly mana: string | null; readonly parts: readonly CostPart[] }>(
  route: R,
  esc: CostSpec,
  modes: number,
): R {
  const times = Math.max(0, modes - 1);
  return {
    ...route,
    mana: `${route.mana ?? ''}${(esc.mana ?? '').repeat(times)}` || null,
    parts: [...route.parts, ...Array.from({ length: times }, () => esc.parts).flat()],
  };
}

/**
 * 702.120a / 601.2f: a spell with escalate offers only as many modes as its caster can pay for, each mode beyond
 * the first adding the escalate cost (never a listed choice the payment would refuse).
 */
function payableModeCount(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  route: { readonly mana: string | null; readonly parts: readonly CostPart[] },
  choose: { readonly min: number; readonly max: number },
  costArgs: Omit<CostRequest, 'mana' | 'x'>,
): { readonly min: number; readonly max: number } {
  const esc = escalateCost(state, card);
  if (!esc) return choose;
  const payable = (n: number): boolean => {
    const r = escalated(route, esc, n);
    const mana = totalSpellCost(state, player, card, r.mana, 0, false, 'any').mana;
    return !('code' in planCost(state, { ...costArgs, parts: r.parts, mana, x: 0 }));
  };
  let max = choose.min;
  while (max < choose.max && payable(max + 1)) max++;
  return { min: choose.min, max };
}

/** The keywords that let a card be cast from a graveyard (castableFromGraveyard). */
const GRAVEYARD_KEYWORDS: ReadonlySet<string> = new Set(['flashback', 'escape', 'retrace', 'jump-start']);

/** Per card definition (card data is never changed): whether any of its faces mentions one of them, or aftermath. */
const graveyardCastNodes = new WeakMap<object, boolean>();

function mentionsGraveyardCast(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return v.some(mentionsGraveyardCast);
  const r = v as Record<string, unknown>;
  if (r['kind'] === 'keyword' && typeof r['keyword'] === 'string' && GRAVEYARD_KEYWORDS.has(r['keyword'])) return true;
  if (r['aftermath'] === true) return true;
  if (r['kind'] === 'castFromZone') return true; // 601.3: the card's own permission (zone-cast-permission.ts)
  return Object.values(r).some(mentionsGraveyardCast);
}

/** Whether a card's definitions (its own, a copy's) could give it a way to be cast from a graveyard at all. */
function mayCastFromGraveyard(state: GameState, card: ObjectId): boolean {
  const o = state.objects[card];
  if (!o) return true; // (the full check decides)
  for (const key of [o.defKey, o.copyDefKey]) {
    const def = key === undefined || key === null ? undefined : state.cards[key];
    if (!def) continue;
    let v = graveyardCastNodes.get(def);
    if (v === undefined) {
      v = mentionsGraveyardCast(def);
      graveyardCastNodes.set(def, v);
    }
    if (v) return true;
  }
  return false;
}

/**
 * 601.2a: a card may be cast from the graveyard only with a permission: flashback (702.34a), retrace (702.81a),
 * aftermath (702.127a), or its own "You may cast ~ from your graveyard" (601.3).
 */
export function castableFromGraveyard(state: GameState, card: ObjectId): boolean {
  // A card whose data mentions none of them has none (in oracle mode the full check alone decides).
  if (cachesEnabled(state) && !mayCastFromGraveyard(state, card)) return false;
  const c = chars(state, card); // one characteristics read for both keywords
  return (
    c.abilities.some((a) => a.kind === 'keyword' && (a.keyword === 'flashback' || a.keyword === 'escape')) || // 702.138a
    c.keywords.has('retrace') ||
    c.keywords.has('jump-start') || // 702.133a
    hasAftermath(state, card) || // 702.127a
    castableByOwnPermission(state, card) // 601.3
  );
}

/**
 * 601.2f: the total cost of casting `card` from where it is: its mana cost, or the flashback cost
 * (an alternative cost, 118.9) from the graveyard; plus additional costs — the spell's own, retrace's
 * land discard (702.81a), the buyback cost if the player chose to pay it (702.27a).
 */
function castCost(
  state: GameState,
  card: ObjectId,
  buyback: boolean,
  alternative: AlternativeKeyword | undefined,
  player: PlayerId,
  hooks: VariantHooks,
  altCost?: number,
  permit?: CastPermit,
):
  EngineError | { mana: string | null; parts: CostPart[]; flashback: boolean; jumpStart?: boolean; escaped?: boolean } {
  const o = state.objects[card]!;
  let mana = chars(state, card).manaCost;
  const parts = [...additionalCosts(state, card)];
  let foretold = false;
  let grantedFlashback = false;
  if (permit) {
    // 118.9a: the permission's cost is the one alternative cost; additional costs are still paid (601.2f).
    if (buyback || alternative || altCost !== undefined)
      return err('ILLEGAL_CHOICE', 'only one alternative cost can be applied to a spell', '118.9a');
    return { mana: permit.mana, parts, flashback: false };
  }
  // 601.3: a card in exile cast by its own permission ("You may cast ~ from exile"), when no effect permits it.
  const ownExile =
    o.zone === 'exile' && !playPermission(state, player, card, hooks) && castableByOwnPermission(state, card);
  // 601.3: a card in a graveyard with no way of its own to be cast from there is cast by a permission, if any.
  const ownGraveyard = o.zone === 'graveyard' && castableFromGraveyard(state, card);
  if (o.zone !== 'hand' && !ownGraveyard && !ownExile) {
    const perm = playPermission(state, player, card, hooks);
    if (!perm) return err('ILLEGAL_CHOICE', `${objName(state, card)} can't be cast from ${o.zone}`, '601.2a');
    const permitted = permissionCost(perm, parts, buyback || !!alternative || altCost !== undefined);
    if (permitted) return permitted;
    // 702.143a: a foretold card is cast for its foretell cost rather than its mana cost (an alternative cost: the
    // printed and keyword alternative costs below are refused for a card outside the hand, 118.9a).
    const fc = perm.foretold ? foretellCost(state, card) : null;
    if (perm.foretold && !fc) return err('ILLEGAL_CHOICE', `${objName(state, card)} has no foretell cost`, '702.143a');
    if (fc) [mana, foretold] = [fc.mana ?? null, true];
    if (fc) parts.unshift(...fc.parts);
    grantedFlashback = perm.flashback === true; // 702.34a: for its mana cost, exiled as it leaves the stack
  }
  if (altCost !== undefined) {
    // 118.9 / 601.2b: "You may … rather than pay this spell's mana cost"; 118.9a: only one alternative cost.
    if (alternative || o.zone !== 'hand')
      return err('ILLEGAL_CHOICE', 'only one alternative cost can be applied to a spell', '118.9a');
    const alt = alternativeCostsOf(state, card)[altCost];
    if (!alt) return err('ILLEGAL_CHOICE', `${objName(state, card)} has no alternative cost #${altCost}`, '118.9');
    if (alt.condition && !checkCondition(state, alt.condition, player, chars, card))
      return err('ILLEGAL_CHOICE', `the condition for ${objName(state, card)}'s alternative cost is not met`, '118.9');
    mana = alt.cost.mana ?? null;
    parts.unshift(...alt.cost.parts);
  }
  if (alternative) {
    // 118.9a: only one alternative cost can be applied to a spell (so not together with flashback).
    const alt = costKeyword(state, card, alternative);
    if (!alt)
      return err('ILLEGAL_CHOICE', `${objName(state, card)} has no ${alternative}`, ALTERNATIVE_COST_RULE[alternative]);
    if (alternative === 'warp' && o.zone !== 'hand')
      return err('ILLEGAL_CHOICE', 'warp casts a card from your hand only', '702.185a');
    // 601.3: a card's own permission may cast it from the graveyard "using its mutate ability".
    if (o.zone !== 'hand' && o.zone !== 'command' && !zoneCastKeywords(state, player, card).includes(alternative))
      return err('ILLEGAL_CHOICE', `${alternative} casts it from your hand or the command zone only`, '118.9a');
    mana = alt.mana ?? null;
    parts.push(...alt.parts);
  }
  const zoneRoute: EngineError | ZoneRoute | null = ownGraveyard
    ? graveyardRoute(state, card, player, alternative)
    : ownExile
      ? zoneCastRoute(state, player, card, alternative)
      : null;
  if (zoneRoute && 'code' in zoneRoute) return zoneRoute;
  if (zoneRoute?.mana !== undefined) mana = zoneRoute.mana;
  parts.push(...(zoneRoute?.parts ?? []));
  const { flashback = false, jumpStart = false, escaped = false } = zoneRoute ?? {};
  if (buyback) {
    const bb = costKeyword(state, card, 'buyback');
    if (!bb) return err('ILLEGAL_CHOICE', `${objName(state, card)} has no buyback`, '702.27a');
    mana = `${mana ?? ''}${bb.mana ?? ''}` || null;
    parts.push(...bb.parts);
  }
  // 118.6: a card with no mana cost (Ancestral Vision) can't be cast for it; only an alternative cost or a permission casts it.
  if (
    chars(state, card).manaCost === null &&
    altCost === undefined &&
    !alternative &&
    !flashback &&
    !escaped &&
    !foretold
  )
    return err('ILLEGAL_CHOICE', `${objName(state, card)} has no mana cost and can't be cast this way`, '118.6');
  // "… as though it had flash if you pay {2} more to cast it" (601.2f), only when cast at instant speed.
  const extra = flashPermissionExtra(state, player, card);
  if (extra) mana = `${mana ?? ''}${extra}`;
  const tax = state.commander ? hooks.commanderTax(state, card, player) : ''; // 903.8: {2} per earlier cast from the command zone
  if (tax) mana = `${mana ?? ''}${tax}`;
  const how = { flashback: flashback || grantedFlashback, ...(jumpStart ? { jumpStart } : {}) };
  return { mana, parts, ...how, ...(escaped ? { escaped } : {}) };
}

/**
 * 118.9: the cost a permission to cast a card sets rather than its mana cost — none ("without paying its mana cost") or
 * its own (701.65a: airbend's {2}); either is an alternative cost, so no other may be applied (118.9a). Null when the
 * permission sets no cost.
 */
function permissionCost(
  perm: PlayPermission,
  parts: CostPart[],
  otherAlternative: boolean,
): EngineError | { mana: string | null; parts: CostPart[]; flashback: false } | null {
  if (!perm.free && perm.cost === undefined) return null;
  if (otherAlternative) return err('ILLEGAL_CHOICE', 'only one alternative cost can be applied to a spell', '118.9a');
  return { mana: perm.free ? null : perm.cost!, parts, flashback: false };
}

/** 601.3: whether a card in exile may be cast by its owner by its own permission ("You may cast ~ from exile"). */
function exileCastable(state: GameState, card: ObjectId): boolean {
  if (cachesEnabled(state) && !mayCastFromGraveyard(state, card)) return false; // (its data names no such permission)
  return castableByOwnPermission(state, card);
}

/** How a card is cast from a zone other than the hand: the mana instead of its mana cost, added parts, the keyword used. */
interface ZoneRoute {
  readonly mana?: string | null;
  readonly parts: CostPart[];
  readonly flashback?: boolean;
  readonly jumpStart?: boolean;
  readonly escaped?: boolean;
}

/**
 * How a card is cast from its owner's graveyard: for its flashback (702.34a) or escape (702.138a) cost rather than
 * its mana cost, or with retrace's land discard (702.81a) or jump-start's discard (702.133a) added; an aftermath
 * half for its own cost (702.127a). `mana` undefined keeps the mana cost.
 */
function graveyardRoute(
  state: GameState,
  card: ObjectId,
  player: PlayerId,
  alternative: AlternativeKeyword | undefined,
): EngineError | ZoneRoute {
  const fb = costKeyword(state, card, 'flashback');
  if (fb) return { mana: fb.mana ?? null, parts: [...fb.parts], flashback: true };
  // 702.138a: the escape cost; the spell leaves the stack as usual (not exiled, unlike flashback).
  const escape = costKeyword(state, card, 'escape');
  if (escape) return { mana: escape.mana ?? null, parts: [...escape.parts], escaped: true };
  if (chars(state, card).keywords.has('retrace'))
    return { parts: [{ kind: 'discard', what: { kind: 'object', match: { types: ['Land'] } }, count: 1 }] };
  if (chars(state, card).keywords.has('jump-start'))
    return { parts: [{ kind: 'discard', what: { kind: 'object', match: {} }, count: 1 }], jumpStart: true }; // discard a card
  if (aftermathHalf(state, card)) return { parts: [] };
  // 601.3: the card's own permission, for its mana cost or the cost it names.
  if (castableByOwnPermission(state, card)) return zoneCastRoute(state, player, card, alternative);
  return err('ILLEGAL_CHOICE', `${objName(state, card)} can't be cast from a graveyard`, '601.2a');
}

export function timingError(state: GameState, player: PlayerId, card: ObjectId): EngineError | null {
  if (!holdsPriority(state, player))
    return err('WRONG_TIME', 'you can cast spells only while you hold priority', '117.1a');
  if (splitSecondOnStack(state))
    return err('WRONG_TIME', 'a spell with split second is on the stack: no other spells can be cast', '702.61a');
  const c = chars(state, card);
  if (c.types.includes('Land')) return err('WRONG_TIME', 'lands are played, not cast', '305.9');
  if (!sorceryTiming(state, player) && !instantSpeed(state, player, card, c)) {
    return err('WRONG_TIME', `${c.name} can be cast only in your main phase when the stack is empty`, '307.1');
  }
  const banned = castProhibition(state, player, card); // 101.2 (players/player-rules.ts)
  if (banned) return err('WRONG_TIME', banned, '101.2');
  const legendary = legendarySpellError(state, player, c); // 205.4e
  if (legendary) return legendary;
  const permission = grantedPermission(state, player, card);
  const plotted = permission?.plotted ? plottedCastError(state, player, permission) : null; // 702.170d
  if (plotted) return plotted;
  const foretold = permission?.foretold ? foretoldCastError(state, player, permission) : null; // 702.143a
  if (foretold) return foretold;
  const later = permission?.laterTurn ? laterTurnCastError(state, player, permission) : null; // 702.185a
  if (later) return later;
  for (const a of c.abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'castRestriction') continue;
    if (!castRestrictionMet(state, player, card, a.effect.restriction))
      return err('WRONG_TIME', `${c.name}: ${a.text}`, '601.3');
  }
  return null;
}

/** 307.1 / 702.8a: may `card` be cast at instant speed (an instant, flash, or a permission to cast it as though it had flash)? */
function instantSpeed(state: GameState, player: PlayerId, card: ObjectId, c: Characteristics): boolean {
  return (
    (c.types.includes('Instant') && !c.types.includes('Sorcery')) ||
    c.keywords.has('flash') ||
    flashPermission(state, player, card) !== null
  );
}

/** A cast during resolution ignores timing (601.2, 702.61b) but not the card's own "cast only …" restrictions (601.3). */
function permittedCastError(state: GameState, player: PlayerId, card: ObjectId): EngineError | null {
  const c = chars(state, card);
  if (c.types.includes('Land')) return err('WRONG_TIME', 'lands are played, not cast', '305.9');
  const banned = castProhibition(state, player, card); // 101.2: "can't" also applies to casts during resolution
  if (banned) return err('WRONG_TIME', banned, '101.2');
  for (const a of c.abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'castRestriction') continue;
    if (!castRestrictionMet(state, player, card, a.effect.restriction))
      return err('WRONG_TIME', `${c.name}: ${a.text}`, '601.3');
  }
  return null;
}

const BEFORE_BLOCKERS: readonly StepName[] = ['untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers'];
const BEFORE_ATTACKERS: readonly StepName[] = ['untap', 'upkeep', 'draw', 'main1', 'beginCombat'];
const AFTER_BLOCKERS: readonly StepName[] = ['declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat'];

/** 601.3: a "Cast this spell only …" restriction, read against the turn whose stack the caster acts on (807.5). */
function castRestrictionMet(state: GameState, player: PlayerId, card: ObjectId, r: CastRestriction): boolean {
  const t = state.turns[priorityTurnIndex(state, player)]!;
  const mine = t.activePlayers.includes(player);
  if (r.whoseTurn === 'you' && !mine) return false;
  // 102.3: an opponent's turn — some active player is an opponent (never a teammate, 810.2).
  if (r.whoseTurn === 'opponent' && !t.activePlayers.some((p) => isOpponent(state, player, p))) return false;
  if (r.step && t.step !== r.step) return false;
  if (r.duringCombat && t.phase !== 'combat') return false;
  if (r.beforeBlockers && !BEFORE_BLOCKERS.includes(t.step)) return false;
  if (r.afterBlockers && !AFTER_BLOCKERS.includes(t.step)) return false;
  if (r.beforeAttackers && !BEFORE_ATTACKERS.includes(t.step)) return false;
  if (r.beforeCombatDamage && ![...BEFORE_BLOCKERS, 'declareBlockers'].includes(t.step)) return false;
  if (r.attackedThisStep && !(t.step === 'declareAttackers' && (t.combat?.attackedPlayers ?? []).includes(player)))
    return false;
  if (r.condition && !checkCondition(state, r.condition, player, chars, card)) return false;
  return true;
}

/**
 * The part of a card the action casts, as a view of the state in which the card is that part, and the action
 * without the choice: 709.3 / 709.3a a split card's half, 715.3a / 712.8 an Adventure or a back face, 702.102a
 * fused halves. Null when the action casts the card as it is.
 */
function chosenPart(
  state: GameState,
  player: PlayerId,
  a: CastAction,
): { view: GameState; rest: CastAction } | EngineError | null {
  const { half, altFace, fuse, ...rest } = a;
  const view =
    half !== undefined
      ? withHalf(state, a.card, half)
      : altFace
        ? withAlternateFace(state, player, a.card)
        : fuse
          ? withFuse(state, a.card)
          : null;
  if (!view || 'code' in view) return view;
  // Only the first choice is consumed; a split card's half with fuse is refused by the next validation.
  const next =
    half !== undefined
      ? { ...rest, ...(altFace ? { altFace } : {}), ...(fuse ? { fuse } : {}) }
      : altFace
        ? { ...rest, ...(fuse ? { fuse } : {}) }
        : rest;
  return { view, rest: next };
}

/** Pure validation of a cast action; returns the cost plan on success. */
export function validateCast(
  state: GameState,
  player: PlayerId,
  a: CastAction,
  hooks: VariantHooks,
  permit?: CastPermit,
  assistPaid = 0,
): EngineError | (ValidatedCast & { specs: TargetSpec[] }) {
  // 702.143a / 406.3a: the player's foretold cards, and face-down exiled cards they may look at or play, are cast with
  // their own characteristics.
  const seen = exiledSeen(state, player);
  if (seen !== state) return validateCast(seen, player, a, hooks, permit, assistPaid);
  const part = chosenPart(state, player, a);
  if (part) return 'code' in part ? part : validateCast(part.view, player, part.rest, hooks, permit, assistPaid);
  if (unchosenSplit(state, a.card))
    return err('ILLEGAL_CHOICE', `choose which half of ${objName(state, a.card)} to cast`, '709.3');
  const o = state.objects[a.card];
  // 601.2a / 601.3: a card in its owner's graveyard with a way to be cast from there, or in exile with its own permission.
  const fromGraveyard =
    !!o &&
    o.owner === player &&
    (o.zone === 'graveyard'
      ? castableFromGraveyard(state, a.card)
      : o.zone === 'exile' && castableByOwnPermission(state, a.card));
  // 601.2a: a card in another zone with a permission to play it ("you may play that card this turn"), even one you don't own.
  const perm =
    !permit && !!o && o.zone !== 'hand' && !fromGraveyard ? playPermission(state, player, a.card, hooks) : null;
  const permitted = perm !== null;
  if (permitted && a.faceDown)
    return err('ILLEGAL_CHOICE', 'only a card in your hand can be cast face down', '702.37c');
  if (
    permit
      ? !o || o.zone !== permit.zone || (o.owner !== player && !permit.anyOwner) || a.faceDown
      : !o || (!permitted && ((o.zone !== 'hand' && !fromGraveyard) || o.owner !== player))
  )
    return err('ILLEGAL_CHOICE', `object ${a.card} is not a card in your hand`, '601.2a');
  if (a.faceDown)
    return fromGraveyard
      ? err('ILLEGAL_CHOICE', 'only a card in your hand can be cast face down', '702.37c')
      : validateFaceDownCast(state, player, a);
  const t = permit ? permittedCastError(state, player, a.card) : timingError(state, player, a.card);
  if (t) return t;
  const c = chars(state, a.card);
  const sa = spellAbility(state, a.card);
  const chosen = chooseModes(a, c.name, sa);
  if (!Array.isArray(chosen)) return chosen;
  const modes = chosen;
  const costs = withAdditionalCosts(state, player, a, c, sa, modes, permit, hooks);
  if ('code' in costs) return costs;
  const { route, added } = costs;
  const hasX = spellHasX(route);
  const x = a.x ?? 0;
  if (!Number.isInteger(x) || x < 0) return err('MALFORMED', 'X must be a non-negative integer', '107.3');
  if (!hasX && x !== 0) return err('ILLEGAL_CHOICE', `${c.name} has no X in its cost`, '107.3');
  const chosenTargets = castTargets(state, player, a, sa, modes, added, x);
  if ('code' in chosenTargets) return chosenTargets;
  const { specs, division } = chosenTargets;
  // 601.2f: the total cost, with cost increases and reductions.
  const full = totalSpellCost(state, player, a.card, route.mana, x, false, (a.targets ?? []).flat());
  const total = assistPaid > 0 ? assistedCost(full.mana, full.x, assistPaid) : full; // 702.132a
  const plan = planCost(state, {
    player,
    source: a.card,
    mana: total.mana,
    x: total.x,
    parts: bindCostX(route.parts, x), // 601.2b: "pay X life" with the announced X
    payment: a.payment,
    costObjects: a.costObjects,
    excludeFromSources: a.card,
    altSources: altSourcesFor(state, player, a.card),
    purpose: { kind: 'cast', spell: a.card, cost: route.mana, ...spendAsOf(state, player, a.card) },
  });
  if ('code' in plan) return plan;
  return {
    plan,
    specs,
    modes,
    x,
    ...(route.flashback ? { flashback: true } : {}),
    ...(route.jumpStart ? { jumpStart: true } : {}),
    ...(route.escaped ? { escaped: true } : {}), // 702.138c
    ...(a.buyback ? { buyback: true } : {}),
    ...(a.alternative ? { alternative: a.alternative } : {}),
    ...(division ? { division } : {}),
    ...(added ? { added } : {}),
    ...(perm?.fromStatic?.oncePerTurn ? { usedPermission: perm } : {}), // 601.3: recorded as it is cast
  };
}

/** 601.2b / 107.3: X is announced for {X} in the mana cost or an additional cost's "pay X life", "sacrifice X lands". */
function spellHasX(route: { readonly mana: ManaCostText | null; readonly parts: readonly CostPart[] }): boolean {
  return (route.mana !== null && manaHasX({ mana: route.mana, parts: [] })) || route.parts.some(partHasX);
}

/** 609.4b: the permission `player` casts `card` with may let them spend mana as though it were of any color / type. */
function spendAsOf(state: GameState, player: PlayerId, card: ObjectId): { asThough?: SpendAsThough } {
  const spendAs = grantedPermission(state, player, card)?.spendAs;
  return spendAs ? { asThough: spendAs } : {};
}

/** 601.2c–d: the spell's targets (with any added text's) are chosen and checked; divided damage is divided. */
function castTargets(
  state: GameState,
  player: PlayerId,
  a: CastAction,
  sa: ReturnType<typeof spellAbility>,
  modes: readonly number[],
  added: readonly AddedText[] | undefined,
  x: number,
): EngineError | { specs: TargetSpec[]; division: readonly DivisionShare[] | null } {
  const own =
    a.alternative === 'overload'
      ? []
      : spellTargetSpecs(state, a.card, modes, a.alternative, (a.kicker?.length ?? 0) > 0); // 702.96b, 702.33g
  if (!own) return err('ILLEGAL_CHOICE', 'invalid mode', '700.2');
  const specs = bindXTargets(added ? [...own, ...added.flatMap((t) => t.targets)] : own, x); // 601.2b–c: X is known
  const options = targetOptions(state, specs, player, a.card, 'spell');
  const tErr = checkChosenTargets(options, a.targets ?? specs.map(() => []));
  if (tErr) return err('ILLEGAL_TARGET', tErr, '601.2c');
  // 601.2d: divided damage is divided now.
  const division = divisionFor(
    sa && !sa.modes && a.alternative !== 'overload' ? sa.effects : [],
    a.targets ?? [],
    x,
    a.divide,
  );
  if (division && 'code' in division) return division;
  return { specs, division };
}

/** 700.2: the modes chosen for a modal spell (801.5b: none when an opponent chooses them later). */
function chooseModes(a: CastAction, name: string, sa: ReturnType<typeof spellAbility>): EngineError | number[] {
  let modes: number[] = [];
  if (sa?.modes?.chooser) {
    // 801.5b: an opponent chooses the mode after the spell is cast (stack/choosers.ts).
    if (a.modes && a.modes.length > 0) return err('ILLEGAL_CHOICE', `an opponent chooses ${name}'s mode`, '801.5b');
  } else if (sa?.modes) {
    modes = [...(a.modes ?? [])];
    const { min, max } = sa.modes.choose;
    if ((modes.length < min || modes.length > max) && !(a.entwine && modes.length === sa.modes.modes.length))
      return err('ILLEGAL_CHOICE', `choose ${min === max ? min : `${min}–${max}`} mode(s)`, '700.2a');
    if (
      new Set(modes).size !== modes.length ||
      modes.some((m) => !Number.isInteger(m) || m < 0 || m >= sa.modes!.modes.length)
    ) {
      return err('ILLEGAL_CHOICE', 'invalid or repeated mode', '700.2');
    }
  } else if (a.modes && a.modes.length > 0) return err('ILLEGAL_CHOICE', `${name} is not modal`, '700.2');
  return modes;
}

/** 601.2f: the cost route with the additional costs the action chooses: entwine, conspire, replicate, splice (and awaken's text). */
function withAdditionalCosts(
  state: GameState,
  player: PlayerId,
  a: CastAction,
  c: Characteristics,
  sa: ReturnType<typeof spellAbility>,
  modes: readonly number[],
  permit: CastPermit | undefined,
  hooks: VariantHooks,
): EngineError | { route: Exclude<ReturnType<typeof castCost>, EngineError>; added: AddedText[] | undefined } {
  let route = castCost(state, a.card, a.buyback ?? false, a.alternative, player, hooks, a.altCost, permit);
  if ('code' in route) return route;
  if (a.entwine) {
    // 702.42a: "You may choose all modes of this spell instead of just the number specified. If you do, you pay an additional [cost]."
    const ent = entwineCost(state, a.card);
    if (!ent || !sa?.modes || sa.modes.chooser) return err('ILLEGAL_CHOICE', `${c.name} has no entwine`, '702.42a');
    if (modes.length !== sa.modes.modes.length)
      return err('ILLEGAL_CHOICE', 'an entwined spell has all its modes', '702.42a');
    route = { ...route, mana: `${route.mana ?? ''}${ent.mana ?? ''}` || null, parts: [...route.parts, ...ent.parts] };
  }
  const esc = modes.length > 1 ? escalateCost(state, a.card) : null;
  if (esc) route = escalated(route, esc, modes.length);
  if (a.conspire) {
    // 702.78a: "As an additional cost to cast this spell, you may tap two untapped creatures you control that each share a color with it."
    if (!c.keywords.has('conspire')) return err('ILLEGAL_CHOICE', `${c.name} has no conspire`, '702.78a');
    route = {
      ...route,
      parts: [
        ...route.parts,
        {
          kind: 'tapUntapped',
          what: { kind: 'object', match: { types: ['Creature'], sharesColorWithSource: true } },
          count: 2,
        },
      ],
    };
  }
  if (a.kicker && a.kicker.length > 0) {
    // 702.33a / 601.2f: the kicker costs announced (601.2b) are added to the total cost.
    const k = kickerPayment(state, a.card, a.kicker, chars);
    if ('code' in k) return k;
    route = { ...route, mana: `${route.mana ?? ''}${k.mana}` || null, parts: [...route.parts, ...k.parts] };
  }
  if (a.replicate !== undefined && a.replicate > 0) {
    // 702.56a: "As an additional cost to cast this spell, you may pay [cost] any number of times."
    const rep = replicateCost(state, a.card);
    if (!rep) return err('ILLEGAL_CHOICE', `${c.name} has no replicate`, '702.56a');
    if (!Number.isInteger(a.replicate)) return err('MALFORMED', 'replicate must be a whole number of times', '702.56a');
    route = {
      ...route,
      mana: `${route.mana ?? ''}${replicateMana(rep, a.replicate)}` || null,
      parts: [...route.parts, ...Array.from({ length: a.replicate }, () => rep.parts).flat()],
    };
  }
  let added: AddedText[] | undefined;
  // 702.113a: a spell cast for its awaken cost has the awaken text too.
  const awaken = a.alternative === 'awaken' ? awakenOf(state, a.card) : null;
  if (awaken) added = [awakenText(awaken.n)];
  if (a.splice && a.splice.length > 0) {
    // 702.47a / 601.2f: each revealed card's splice cost is an additional cost.
    const sp = splicedText(state, player, a.card, a.splice);
    if ('code' in sp) return sp;
    added = [...(added ?? []), ...sp.added];
    route = { ...route, mana: `${route.mana ?? ''}${sp.mana}` || null, parts: [...route.parts, ...sp.parts] };
  }
  // 601.2b / 601.2f: the additional cost chosen from the spell's "[cost] or [cost]".
  const chosen = chosenAdditionalCost(sa, a.costChoice, c.name);
  if ('code' in chosen) return chosen;
  if (chosen.mana || chosen.parts.length)
    route = { ...route, mana: `${route.mana ?? ''}${chosen.mana}` || null, parts: [...route.parts, ...chosen.parts] };
  return { route, added };
}

/**
 * 601.2b / 601.2f: the non-mana parts of the total cost a cast entry would pay (its additional and alternative costs
 * included), before targets and X are chosen; null when the entry's costs can't be worked out.
 */
export function castCostParts(
  state: GameState,
  player: PlayerId,
  a: CastAction,
  hooks: VariantHooks,
): readonly CostPart[] | null {
  const seen = exiledSeen(state, player);
  if (seen !== state) return castCostParts(seen, player, a, hooks);
  const part = chosenPart(state, player, a);
  if (part) return 'code' in part ? null : castCostParts(part.view, player, part.rest, hooks);
  if (!state.objects[a.card]) return null;
  const costs = withAdditionalCosts(
    state,
    player,
    a,
    chars(state, a.card),
    spellAbility(state, a.card),
    a.modes ?? [],
    undefined,
    hooks,
  );
  return 'code' in costs ? null : costs.route.parts;
}

/**
 * 702.37c / 708.4: casting a card with morph face down: a 2/2 creature spell with no name,
 * text or mana cost, cast for {3} at sorcery speed (it has no flash while face down).
 */
function validateFaceDownCast(
  state: GameState,
  player: PlayerId,
  a: CastAction,
): EngineError | { plan: CostPlan; specs: TargetSpec[]; modes: number[]; x: number } {
  if (!morphCost(state, a.card))
    return err('ILLEGAL_CHOICE', `${objName(state, a.card)} has no morph and can't be cast face down`, '702.37c');
  if (!holdsPriority(state, player) || !sorceryTiming(state, player))
    return err(
      'WRONG_TIME',
      'a face-down creature spell can be cast only in your main phase when the stack is empty',
      '307.1',
    );
  if ((a.targets && a.targets.length > 0) || (a.modes && a.modes.length > 0) || (a.x ?? 0) !== 0)
    return err('ILLEGAL_CHOICE', 'a face-down spell has no targets, modes or X', '708.2');
  if (a.altCost !== undefined || a.alternative)
    return err('ILLEGAL_CHOICE', 'a face-down spell is cast for {3}, not for another alternative cost', '118.9a');
  const plan = planCost(state, {
    player,
    source: a.card,
    mana: totalSpellCost(state, player, a.card, '{3}', 0, true).mana,
    x: 0,
    parts: [],
    payment: a.payment,
    costObjects: undefined,
    excludeFromSources: a.card,
  });
  if ('code' in plan) return plan;
  return { plan, specs: [], modes: [], x: 0 };
}

/** The rule of each keyword's alternative cost (118.9): evoke, dash, bestow, awaken, overload. */
const ALTERNATIVE_COST_RULE: Readonly<Record<AlternativeKeyword, string>> = {
  evoke: '702.74a',
  dash: '702.109a',
  bestow: '702.103a',
  awaken: '702.113a',
  overload: '702.96a',
  mutate: '702.140a',
  blitz: '702.152a',
  warp: '702.185a',
};

/** How a spell was cast, for the log: the additional and alternative costs paid, and their rules. */
function howCast(
  a: CastAction,
  v: Parameters<typeof castSpell>[3],
  choice: string | undefined,
): { how: string; howRules: string[] } {
  const how = `${choice ? ` choosing to ${choice}` : ''}${v.added ? ` splicing ${v.added.map((t) => t.from).join(', ')} onto it` : ''}${a.replicate ? ` replicated ${a.replicate} time(s)` : ''}${a.kicker?.length ? ` kicked${a.kicker.length > 1 ? ` ${a.kicker.length} times` : ''}` : ''}${a.conspire ? ' with conspire' : ''}${a.entwine ? ' entwined' : ''}${v.flashback ? ' with flashback' : ''}${v.jumpStart ? ' with jump-start' : ''}${v.buyback ? ' with buyback' : ''}${v.alternative ? ` for its ${v.alternative} cost` : ''}`;
  const howRules = [
    ...(choice ? ['601.2b'] : []),
    ...(v.added ? ['702.47a'] : []),
    ...(a.conspire ? ['702.78a'] : []),
    ...(a.replicate ? ['702.56a'] : []),
    ...(a.kicker?.length ? ['702.33a'] : []),
    ...(a.entwine ? ['702.42a'] : []),
    ...(v.flashback ? ['702.34a'] : []),
    ...(v.jumpStart ? ['702.133a'] : []),
    ...(v.buyback ? ['702.27a'] : []),
    ...(v.alternative ? [ALTERNATIVE_COST_RULE[v.alternative]] : []),
  ];
  return { how, howRules };
}

/** What validating a cast found: the cost plan, modes, X, and how it is cast (601.2b–h). */
interface ValidatedCast {
  plan: CostPlan;
  modes: number[];
  x: number;
  flashback?: boolean;
  jumpStart?: boolean;
  /** 702.138c: cast with escape. */
  escaped?: boolean;
  buyback?: boolean;
  alternative?: AlternativeKeyword;
  division?: readonly DivisionShare[];
  added?: readonly AddedText[];
  /** 601.3: the once-each-turn permission of a static ability the spell is cast by. */
  usedPermission?: PlayPermission;
}

/** 601.2a–i: performs a validated cast. */
export function castSpell(
  state: GameState,
  player: PlayerId,
  a: CastAction,
  v: ValidatedCast,
  hooks: VariantHooks,
  run: EffectsRunner,
): ObjectId {
  const turnIndex = priorityTurnIndex(state, player);
  const name = objName(exiledSeen(state, player), a.card); // 702.143a / 406.3a: a face-down exiled card is cast face up
  const chosenCost = costChoicesOf(spellAbility(state, a.card))[a.costChoice ?? -1]?.text; // 601.2b
  const targets: TargetRef[][] = (a.targets ?? []).map((g) => [...g]);
  const castFrom = state.objects[a.card]!.zone; // "if you cast it from your hand"
  const sacrificed = sacrificedLki(state, v.plan); // 608.2h: read before they leave
  const bestowed = v.alternative === 'bestow'; // 702.103b: it becomes a bestowed Aura spell as it is put on the stack
  const r = perform(
    state,
    {
      kind: 'move',
      object: a.card,
      to: 'stack',
      cause: 'cast',
      controller: player,
      turnIndex,
      ...(a.faceDown ? { faceDown: true } : {}),
      ...(bestowed ? { bestowed } : {}),
      ...(a.altFace ? { altFace: true } : {}), // 715.3b, 712.8: the spell is that face
    },
    a.faceDown ? ['601.2a', '702.37c', '708.4'] : bestowed ? ['601.2a', '702.103b'] : ['601.2a'],
  );
  const id = r.id!;
  if (a.half !== undefined) {
    ownObject(state, id).castHalf = a.half;
    touch(state);
  } // 709.3: the spell is that half
  if (a.fuse) {
    ownObject(state, id).fused = true;
    touch(state);
  } // 702.102c: both halves
  const spent = manaSpentBy(state, player, v.plan.mana); // 601.2h: read before the payment empties the pool
  const manaSpent = spentTotal(spent);
  const colorsSpent = spentColors(spent);
  ownObject(state, id).stack = {
    stackOf: turnIndex,
    x: v.x,
    modes: v.modes,
    targets,
    source: null,
    sourceName: name.replace(/#\d+$/, ''),
    abilityTargets: null,
    abilityEffects: null,
    triggerObject: null,
    triggerPlayer: null,
    isCopy: false,
    manaSpent,
    spent,
    ...castWhereAndWhen(state, turnIndex, player, castFrom),
    colorsSpent,
    ...(v.flashback ? { flashback: true } : {}),
    ...(v.jumpStart ? { jumpStart: true } : {}),
    ...(v.escaped ? { escaped: true } : {}),
    ...(v.buyback ? { buyback: true } : {}),
    ...(v.alternative ? { alternative: v.alternative } : {}),
    ...(sacrificed.length ? { sacrificed } : {}),
    ...(v.division ? { division: v.division } : {}),
    ...(a.conspire ? { conspired: true } : {}),
    ...(v.added ? { added: v.added } : {}),
    ...(a.replicate ? { replicated: a.replicate } : {}),
    ...(a.kicker && a.kicker.length > 0 ? { kicked: [...a.kicker] } : {}),
  };
  payCost(state, player, id, v.plan, run);
  if (v.usedPermission) recordStaticPermissionUse(state, v.usedPermission, id); // 601.3
  expend(state, player, manaSpent); // 700.14
  if (state.commander) hooks.spellCast(state, id, player, castFrom); // 903.8
  const caster = state.players[player]!;
  caster.spellsCastThisTurn = (caster.spellsCastThisTurn ?? 0) + 1;
  recordSpellCast(state, player, id, chars); // 601.2i: "if you've cast a noncreature spell this turn"
  // The caster's own count; the turn's record of casts is read only through conditions (volatile reads).
  touchVolatile(state, player);
  const { how, howRules } = howCast(a, v, chosenCost);
  const face = alternateFaceClause(state, id); // 715.3, 712.8
  log(
    state,
    'cast',
    `${playerName(state, player)} casts ${objName(state, id)}${face.text}${how}${describeTargets(state, targets)}${v.x ? ` with X=${v.x}` : ''}`,
    ['601.2', '601.2i', ...face.rules, ...howRules],
    { player, object: id, targets },
  );
  detectTriggers(state, { kind: 'cast', spell: id, controller: player });
  scheduleChooserChoices(state, id); // 801.5a–b
  wardTriggers(state, id, targets); // 702.21a
  targetTriggers(state, id, targets); // "whenever ~ becomes the target of a spell or ability"
  crimeTriggers(state, id, targets); // 700.13
  return id;
}

export function describeTargets(state: GameState, targets: readonly (readonly TargetRef[])[]): string {
  const flat = targets.flat();
  if (flat.length === 0) return '';
  return ` targeting ${flat.map((t) => (t.kind === 'player' ? playerName(state, t.player) : objName(state, t.id))).join(', ')}`;
}

/** The castable-spell entries of a priority decision (a spell is listed if some legal way to cast it exists). */
export function castableActions(
  state: GameState,
  player: PlayerId,
  hooks: VariantHooks,
  only?: ObjectId,
): LegalAction[] {
  const seen = exiledSeen(state, player); // 702.143a / 406.3: face-down exiled cards as the player sees them
  if (seen !== state) return castableActions(seen, player, hooks, only);
  const out: LegalAction[] = [];
  let sources: ManaSources | null = null;
  const getSources = (): ManaSources => (sources ??= manaSources(state, player));
  const candidates = castCandidates(state, player, hooks, only);
  // What castWay checks first does not depend on the way: checked once per card, before any cost is looked at.
  // The cheap half of timingError first: off sorcery timing only what may be cast at instant speed (307.1).
  // In oracle mode only timingError decides, so the differential test checks this shortcut.
  const sorcery = !cachesEnabled(state) || sorceryTiming(state, player);
  // Then, for a card in the hand, the least mana any way of casting it needs against the units the player has
  // (hand-facts.ts; castWay refuses the same cards after its cost and timing checks; in oracle mode skipped).
  // 605.4a: with a triggered mana ability on the battlefield (Wild Growth) a source may make more than one unit: none.
  const mayPay =
    cachesEnabled(state) && !triggeredManaOnBattlefield(state)
      ? handCastCheck(state, player, () => getSources().length)
      : null;
  for (const x of candidates) {
    if (unchosenSplit(state, x)) continue;
    const c = chars(state, x);
    if (c.types.includes('Land') || (!sorcery && !instantSpeed(state, player, x, c))) continue;
    if (
      mayPay &&
      state.objects[x]!.zone === 'hand' &&
      (!mayPay(c) || !handColorsCoverable(state, player, c, getSources))
    )
      continue;
    if (timingError(state, player, x)) continue;
    for (const way of castWays(state, x, c))
      for (const e of castWay(state, player, way, getSources, hooks)) out.push(e);
  }
  splitCardEntries(state, player, candidates, out, hooks);
  if (only === undefined || !state.objects[only]?.altFace)
    out.push(
      ...alternateFaceCastEntries(state, player, candidates, (view, p, card) => castableActions(view, p, hooks, card)),
    ); // 715.3, 712.8
  additionalCostEntries(state, player, out, hooks);
  faceDownEntries(state, player, out);
  return out;
}

type ManaSources = ReturnType<typeof manaSources>;
/** A way to cast a card: the card, with buyback, a keyword's alternative cost, a printed alternative cost. */
type Way = [ObjectId, boolean, AlternativeKeyword | undefined, number | undefined];

/** The cards `player` might cast now: their hand, graveyard cards with a way to be cast from there, permitted cards. */
function castCandidates(
  state: GameState,
  player: PlayerId,
  hooks: VariantHooks,
  only: ObjectId | undefined,
): readonly ObjectId[] {
  const p = state.players[player]!;
  const all = [...p.hand];
  for (const g of p.graveyard) if (castableFromGraveyard(state, g)) all.push(g);
  if (mayPermitCards(state)) for (const id of permittedCards(state, player, hooks)) if (!all.includes(id)) all.push(id);
  // 601.3: cards in exile with their own permission ("You may cast ~ from exile"), not already permitted.
  for (const e of state.exile)
    if (state.objects[e]!.owner === player && exileCastable(state, e) && !all.includes(e)) all.push(e);
  return only === undefined ? all : all.filter((x) => x === only);
}

/** The alternative-cost keywords a card may be cast for from the hand or (903.8) the command zone. */
const ALTERNATIVE_KEYWORDS = ['evoke', 'dash', 'blitz', 'bestow', 'awaken', 'overload', 'mutate', 'warp'] as const;

/**
 * Per characteristics value (read-only card data): its ways of being cast that `castWays` lists, as buyback, keyword
 * and printed-alternative-cost choices, found in one scan of its abilities.
 */
const waysMemo = new WeakMap<
  Characteristics,
  { readonly buyback: boolean; readonly keywords: readonly AlternativeKeyword[]; readonly printed: number }
>();

function waysOf(c: Characteristics): NonNullable<ReturnType<typeof waysMemo.get>> {
  let w = waysMemo.get(c);
  if (!w) {
    const has = new Set<string>();
    let printed = 0;
    for (const a of c.abilities) {
      if (a.kind === 'keyword') has.add(a.keyword);
      if (a.kind === 'static' && a.effect.kind === 'alternativeCost') printed++;
    }
    w = { buyback: has.has('buyback'), keywords: ALTERNATIVE_KEYWORDS.filter((k) => has.has(k)), printed };
    waysMemo.set(c, w);
  }
  return w;
}

/**
 * 601.2f / 106.1: for a card in the hand that is cast from there only for its mana cost (a buyback cost adds to it),
 * each coloured and {C} symbol of that cost against the units that can make its type (`typesCoverable`, as
 * `costWithin` checks the total cost later): increases only add symbols and reductions take only generic mana, so a
 * card that fails here fails `costWithin` in every way. Asked after `handCastCheck`, only with the caches (in oracle
 * mode `costWithin` alone decides, so the differential test checks this shortcut).
 */
function handColorsCoverable(
  state: GameState,
  player: PlayerId,
  c: Characteristics,
  getSources: () => ManaSources,
): boolean {
  const w = waysOf(c);
  if (c.manaCost === null || w.keywords.length > 0 || w.printed > 0 || handFacts(c).altUnits) return true;
  if (state.playPermissions?.some((q) => q.spendAs !== undefined)) return true; // 609.4b: as though any type
  return typesCoverable(state, c.manaCost, state.players[player]!.manaPool, getSources(), []);
}

/**
 * Each way to cast `card` (characteristics `c`) is its own entry: with or without buyback (702.27a), for its mana
 * cost, a keyword's alternative cost (evoke, dash) or a printed alternative cost (118.9).
 */
function castWays(state: GameState, card: ObjectId, c: Characteristics): Way[] {
  const w = waysOf(c);
  const zone = state.objects[card]!.zone;
  const ways: Way[] = [];
  for (const b of w.buyback ? [false, true] : [false]) {
    ways.push([card, b, undefined, undefined]);
    // 903.8: a commander cast from the command zone may be cast for a keyword's alternative cost too (702.140a mutate).
    // 702.185a: warp casts the card from its owner's hand only.
    for (const k of w.keywords)
      if (zone === 'hand' || (zone === 'command' && k !== 'warp')) ways.push([card, b, k, undefined]);
    // 601.3: "You may cast ~ from your graveyard using its mutate ability".
    if ((zone === 'graveyard' || zone === 'exile') && w.keywords.length > 0)
      for (const k of zoneCastKeywords(state, state.objects[card]!.owner, card)) ways.push([card, b, k, undefined]);
    if (zone === 'hand') for (let i = 0; i < w.printed; i++) ways.push([card, b, undefined, i]);
  }
  return ways;
}

/**
 * 601.2f / 106.1: necessary checks of a spell's total cost against the mana available, before its targets and the
 * payment search: no more symbols than units, then each coloured and {C} symbol against the units that can make its
 * type (`typesCoverable`; in oracle mode skipped, so the differential test checks it).
 */
function costWithin(
  state: GameState,
  cost: ManaCostText | null,
  units: number,
  pool: ManaPool,
  sources: readonly ManaSource[],
  alts: readonly ManaSource[],
  asThough: SpendAsThough | undefined,
): boolean {
  if (!cost) return true;
  // 605.4a: a triggered mana ability (Wild Growth) may add more mana than one unit per source.
  if (minimumMana(cost) > units) return triggeredManaOnBattlefield(state);
  // 609.4b: mana spent as though it were of any color / type: the symbols' types don't bound the payment.
  return !cachesEnabled(state) || asThough !== undefined || typesCoverable(state, cost, pool, sources, alts);
}

/** The priority-decision entry for casting a card one way, if some legal way to cast it so exists (601.2). */
function castWay(
  state: GameState,
  player: PlayerId,
  way: Way,
  getSources: () => ManaSources,
  hooks: VariantHooks,
): LegalAction[] {
  const [card, buyback, alternative, altCost] = way;
  const route = castCost(state, card, buyback, alternative, player, hooks, altCost);
  if ('code' in route) return [];
  const options = costChoicesOf(spellAbility(state, card));
  if (options.length === 0) return castWayPaying(state, player, way, route, getSources, hooks);
  // 601.2b: one entry per additional cost the caster may choose, each with that cost in its total (601.2f).
  return options.flatMap((o, i) =>
    castWayPaying(
      state,
      player,
      way,
      { ...route, mana: `${route.mana ?? ''}${o.cost.mana ?? ''}` || null, parts: [...route.parts, ...o.cost.parts] },
      getSources,
      hooks,
    ).map((e) => ({ ...e, costChoice: i, costChoiceText: o.text })),
  );
}

/** The entries for casting a card one way with the total cost `route` (castWay). */
function castWayPaying(
  state: GameState,
  player: PlayerId,
  [card, buyback, alternative, altCost]: Way,
  route: Exclude<ReturnType<typeof castCost>, EngineError>,
  getSources: () => ManaSources,
  hooks: VariantHooks,
): LegalAction[] {
  const p = state.players[player]!;
  const c = chars(state, card); // (castableActions checked split, land and timing once per card, for every way)
  const sources = getSources();
  // 601.2f: the total cost. A quick bound before the full search: each source makes one mana, and
  // Phyrexian symbols may be paid with life instead (so they don't count towards the bound). The symbols other than
  // generic mana are checked first: cost modifiers never reduce them, and most spells fail here.
  const alts = altSourcesFor(state, player, card);
  const units = poolTotal(p.manaPool) + sources.length + alts.length;
  if (
    cachesEnabled(state) &&
    route.mana &&
    minimumMana(route.mana, false) > units &&
    !triggeredManaOnBattlefield(state)
  )
    return []; // (oracle: skipped; 605.4a: a triggered mana ability may add more than one unit per source)
  const total = totalSpellCost(state, player, card, route.mana, 0, false, 'any');
  const cost = total.mana;
  const asThough = grantedPermission(state, player, card)?.spendAs; // 609.4b
  if (!costWithin(state, cost, units, p.manaPool, sources, alts, asThough)) return [];
  const sa = spellAbility(state, card);
  const hasX = spellHasX(route);
  let modes: { text: string; targets: TargetOption[] }[] | null = null;
  let targets: TargetOption[] = [];
  let specs: TargetSpec[] = [];
  if (sa?.modes && !sa.modes.chooser) {
    if (alternative === 'awaken') return []; // (no modal spell has awaken)
    modes = sa.modes.modes.map((m) => ({
      text: m.text,
      targets: targetOptions(state, m.targets, player, card, 'spell'),
    }));
    const usable = modes.filter((m) => targetsSatisfiable(m.targets)).length;
    if (usable < sa.modes.choose.min) return [];
  } else {
    specs = alternative === 'overload' ? [] : (spellTargetSpecs(state, card, [], alternative) ?? []); // 702.96b
    // 702.113a: cast for its awaken cost, the spell also targets a land its caster controls.
    const aw = alternative === 'awaken' ? awakenOf(state, card) : null;
    if (aw) specs.push(...awakenText(aw.n).targets);
    targets = targetOptions(state, specs, player, card, 'spell');
    if (!targetsSatisfiable(targets)) return [];
  }
  const srcs = sources.filter((s) => s.id !== card);
  const purpose = { kind: 'cast', spell: card, cost: route.mana, ...(asThough ? { asThough } : {}) } as const;
  const spendable = spendableFor(state, player, purpose, route.mana);
  const manaX = route.mana !== null && manaHasX({ mana: route.mana, parts: [] });
  let maxX = manaX ? maxPayableX(route.mana!, p.manaPool, [...srcs, ...alts], p.life, 20, spendable, asThough) : 0;
  if (maxX < 0) return [];
  const costArgs = {
    player,
    source: card,
    parts: route.parts,
    payment: { kind: 'auto' } as const,
    costObjects: undefined,
    excludeFromSources: card,
    altSources: alts,
    purpose,
  };
  if (!costPayable(state, { ...costArgs, mana: cost, x: total.x }, srcs, asThough)) return [];
  const offered = targetsForReduction(state, player, card, route.mana, total, costArgs, targets, !!modes || hasX);
  if (offered === null) return [];
  targets = targetsForIncrease(state, player, card, route.mana, costArgs, offered);
  if (hasX && (total.modified || route.parts.some(partHasX))) {
    // 601.2f: with a cost modifier, or "pay X life" (601.2b), the largest payable X is found by trying each X.
    const payable = (n: number): boolean => {
      const t = totalSpellCost(state, player, card, route.mana, n, false, 'any');
      return !('code' in planCost(state, { ...costArgs, mana: t.mana, x: t.x, parts: bindCostX(route.parts, n) }));
    };
    maxX = 0;
    // 601.2b: "pay X life", "sacrifice X lands": X is at most what the player can pay (118.3, 119.4).
    const objects = p.hand.length + p.graveyard.length + state.battlefield.length;
    const cap = poolTotal(p.manaPool) + srcs.length + alts.length + 20 + Math.max(0, p.life) + objects;
    while (maxX < cap && payable(maxX + 1)) maxX++;
  }
  const entry: LegalAction = {
    kind: 'cast',
    card,
    name: c.name,
    targets,
    modes,
    chooseModes:
      sa?.modes && !sa.modes.chooser ? payableModeCount(state, player, card, route, sa.modes.choose, costArgs) : null,
    hasX,
    maxX,
    ...(buyback ? { buyback: true } : {}),
    ...(alternative ? { alternative } : {}),
    ...(altCost !== undefined ? { altCost } : {}),
    ...(state.objects[card]!.zone === 'graveyard' ? { from: 'graveyard' as const } : {}),
  };
  // 601.2b–d: targets that depend on X are listed per X, as validation will check them.
  const effects = sa && !sa.modes && alternative !== 'overload' ? sa.effects : [];
  return entriesForTargets(entry, hasX, specs, effects, (s) => targetOptions(state, s, player, card, 'spell'));
}

/**
 * 601.2g–h: whether a spell's total cost can be paid, for the list: first the counting of `plainlyPayable` (a
 * sufficient condition, for a cost of mana alone with no X, no convoke / improvise / delve and no "as though" spending),
 * then the full cost plan. In oracle mode only the plan decides, so the differential test checks the counting.
 */
function costPayable(
  state: GameState,
  req: CostRequest,
  sources: readonly ManaSource[],
  asThough: SpendAsThough | undefined,
): boolean {
  const plain =
    cachesEnabled(state) &&
    req.mana !== null &&
    req.x === 0 &&
    req.parts.length === 0 &&
    (req.altSources?.length ?? 0) === 0 &&
    asThough === undefined;
  if (plain && plainlyPayable(req.mana!, state.players[req.player]!.manaPool, sources)) return true;
  return !('code' in planCost(state, req));
}

/**
 * 601.2c / 601.2f: the cost listed above assumed every reduction "if it targets a [filter]" (the targets are chosen
 * later). If the cost without those reductions can't be paid, only targets that bring one are offered — for a spell
 * with one group of targets, no X and no modes (for any other, nothing is offered then: never a cast the payment
 * would refuse). Null: nothing to offer.
 */
function targetsForReduction(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  mana: ManaCostText | null,
  listed: { readonly mana: ManaCostText | null; readonly modified: boolean },
  costArgs: Omit<CostRequest, 'mana' | 'x'>,
  targets: TargetOption[],
  complex: boolean,
): TargetOption[] | null {
  if (!listed.modified) return targets;
  const payable = (t: { mana: ManaCostText | null; x: number }): boolean =>
    !('code' in planCost(state, { ...costArgs, mana: t.mana, x: t.x }));
  const full = totalSpellCost(state, player, card, mana, 0, false, []);
  if (full.mana === listed.mana || payable(full)) return targets;
  if (complex || targets.length !== 1) return null;
  const only = targets[0]!;
  const legal = only.legal.filter(
    (t) => t.kind === 'object' && payable(totalSpellCost(state, player, card, mana, 0, false, [t])),
  );
  return legal.length > 0 ? [{ ...only, min: Math.max(1, only.min), legal }] : null;
}

/**
 * 601.2c / 601.2f: "costs {N} more to cast for each target [beyond the first]": a spell with one group of targets is
 * offered no more targets than a total cost it can pay (the listed cost assumed the fewest).
 */
function targetsForIncrease(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  mana: ManaCostText | null,
  costArgs: Omit<CostRequest, 'mana' | 'x'>,
  targets: TargetOption[],
): TargetOption[] {
  const perTarget = chars(state, card).abilities.some(
    (a) => a.kind === 'static' && a.effect.kind === 'selfCostPerTarget',
  );
  if (!perTarget || targets.length !== 1) return targets;
  const only = targets[0]!;
  const payable = (n: number): boolean => {
    const t = totalSpellCost(state, player, card, mana, 0, false, only.legal.slice(0, n));
    return !('code' in planCost(state, { ...costArgs, mana: t.mana, x: t.x }));
  };
  let max = Math.min(only.max, Math.max(1, only.min));
  while (max < Math.min(only.max, only.legal.length) && payable(max + 1)) max++;
  return [{ ...only, max }];
}

/** 709.3: each half of a split card is its own entry, evaluated as that half alone (709.3a); 702.102a fuse. */
function splitCardEntries(
  state: GameState,
  player: PlayerId,
  candidates: readonly ObjectId[],
  out: LegalAction[],
  hooks: VariantHooks,
): void {
  // 709.3: each half of a split card is its own entry, evaluated as that half alone (709.3a).
  for (const card of candidates) {
    if (!unchosenSplit(state, card)) continue;
    for (let h = 0; h < splitHalves(state, card); h++) {
      const view = withHalf(state, card, h);
      if ('code' in view) continue;
      for (const e of castableActions(view, player, hooks, card))
        if (e.kind === 'cast' && !e.faceDown) out.push({ ...e, name: chars(view, card).name, half: h });
    }
    const fused = withFuse(state, card); // 702.102a
    if (!('code' in fused))
      for (const e of castableActions(fused, player, hooks, card))
        if (e.kind === 'cast' && !e.faceDown) out.push({ ...e, fuse: true });
  }
}

/** Entries that also pay an additional cost: entwine, replicate, conspire, splice. */
function additionalCostEntries(state: GameState, player: PlayerId, out: LegalAction[], hooks: VariantHooks): void {
  // 702.42a: a modal spell with entwine may also be cast with all its modes for its entwine cost too.
  for (let i = 0, made = out.length; i < made; i++) {
    const entry = out[i]!; // (the entries made so far)
    if (
      entry.kind !== 'cast' ||
      !entry.modes ||
      entry.buyback ||
      entry.alternative ||
      entry.altCost !== undefined ||
      !entwineCost(state, entry.card)
    )
      continue;
    if (!entry.modes.every((m) => targetsSatisfiable(m.targets))) continue;
    const v = validateCast(
      state,
      player,
      {
        kind: 'cast',
        card: entry.card,
        modes: entry.modes.map((_, i) => i),
        targets: entry.modes.flatMap((m) => m.targets.map((t) => t.legal.slice(0, t.min))),
        entwine: true,
        ...(entry.costChoice !== undefined ? { costChoice: entry.costChoice } : {}),
        payment: { kind: 'auto' },
      },
      hooks,
    );
    if (!('code' in v)) out.push({ ...entry, entwine: true });
  }
  // 702.56a: a spell with replicate may also be cast paying its replicate cost once (an action may name more times).
  for (let i = 0, made = out.length; i < made; i++) {
    const entry = out[i]!; // (the entries made so far)
    if (entry.kind !== 'cast' || entry.modes || entry.entwine || !replicateCost(state, entry.card)) continue;
    if (castableWith(state, player, entry, { replicate: 1 }, hooks)) out.push({ ...entry, replicate: 1 });
  }
  kickerEntries(state, player, out, hooks);
  // 702.78a: a spell with conspire may also be cast tapping two untapped creatures that share a colour with it.
  for (let i = 0, made = out.length; i < made; i++) {
    const entry = out[i]!; // (the entries made so far)
    if (entry.kind !== 'cast' || entry.modes || entry.entwine || !chars(state, entry.card).keywords.has('conspire'))
      continue;
    if (castableWith(state, player, entry, { conspire: true }, hooks)) out.push({ ...entry, conspire: true });
  }
  spliceEntries(state, player, out, hooks);
}

/** A listed cast entry, cast again with `extra` (replicate once, conspire): is that cast legal too? */
function castableWith(
  state: GameState,
  player: PlayerId,
  entry: Extract<LegalAction, { kind: 'cast' }>,
  extra: { readonly replicate?: number; readonly conspire?: boolean },
  hooks: VariantHooks,
): boolean {
  const v = validateCast(
    state,
    player,
    {
      kind: 'cast',
      card: entry.card,
      targets: entry.targets.map((t) => t.legal.slice(0, t.min)),
      ...(entry.buyback ? { buyback: true } : {}),
      ...(entry.alternative ? { alternative: entry.alternative } : {}),
      ...(entry.altCost !== undefined ? { altCost: entry.altCost } : {}),
      ...(entry.costChoice !== undefined ? { costChoice: entry.costChoice } : {}),
      ...extra,
      payment: { kind: 'auto' },
    },
    hooks,
  );
  return !('code' in v);
}

/**
 * 702.47a: an Arcane (or other) spell may also be cast splicing a card from the hand onto it (one entry per card; the
 * action may name several).
 */
function spliceEntries(state: GameState, player: PlayerId, out: LegalAction[], hooks: VariantHooks): void {
  for (let i = 0, made = out.length; i < made; i++) {
    const entry = out[i]!; // (the entries made so far)
    if (entry.kind !== 'cast' || entry.modes || entry.entwine || entry.conspire) continue;
    for (const sp of spliceCandidates(state, player, entry.card)) {
      const added = splicedText(state, player, entry.card, [sp]);
      if ('code' in added) continue;
      const extra = targetOptions(
        state,
        added.added.flatMap((t) => t.targets),
        player,
        entry.card,
        'spell',
      );
      if (!targetsSatisfiable(extra)) continue;
      const targets = [...entry.targets, ...extra];
      const v = validateCast(
        state,
        player,
        {
          kind: 'cast',
          card: entry.card,
          targets: targets.map((t) => t.legal.slice(0, t.min)),
          ...(entry.buyback ? { buyback: true } : {}),
          ...(entry.alternative ? { alternative: entry.alternative } : {}),
          ...(entry.altCost !== undefined ? { altCost: entry.altCost } : {}),
          ...(entry.costChoice !== undefined ? { costChoice: entry.costChoice } : {}),
          splice: [sp],
          payment: { kind: 'auto' },
        },
        hooks,
      );
      if (!('code' in v)) out.push({ ...entry, targets, splice: [sp] });
    }
  }
}

/** 702.37c: cards with morph may also be cast face down for {3}. */
function faceDownEntries(state: GameState, player: PlayerId, out: LegalAction[]): void {
  const p = state.players[player]!;
  // 702.37c: cards with morph may also be cast face down for {3} (a creature spell: at sorcery timing, 307.1).
  if (!sorceryTiming(state, player)) return;
  for (const card of p.hand) {
    if (!morphCost(state, card)) continue;
    const plan = planCost(state, {
      player,
      source: card,
      mana: totalSpellCost(state, player, card, '{3}', 0, true).mana,
      x: 0,
      parts: [],
      payment: { kind: 'auto' },
      costObjects: undefined,
      excludeFromSources: card,
    });
    if ('code' in plan) continue;
    out.push({
      kind: 'cast',
      card,
      name: chars(state, card).name,
      targets: [],
      modes: null,
      chooseModes: null,
      hasX: false,
      maxX: 0,
      faceDown: true,
    });
  }
}

/**
 * 702.33a–c: a spell with kicker may also be cast paying a kicker cost: one entry per cost, and one paying both of
 * "[cost 1] and/or [cost 2]" (an action may name any choice; multikicker any number of times).
 */
function kickerEntries(state: GameState, player: PlayerId, out: LegalAction[], hooks: VariantHooks): void {
  for (let i = 0, made = out.length; i < made; i++) {
    const entry = out[i]!; // (the entries made so far)
    if (entry.kind !== 'cast' || entry.kicker || entry.entwine) continue;
    const k = kickerOf(state, entry.card, chars);
    if (!k) continue;
    const choices: number[][] = k.costs.map((_, i) => [i]);
    if (k.costs.length === 2 && !k.multi) choices.push([0, 1]);
    const targets = entry.modes ? entry.targets : kickedTargetOptions(state, player, entry);
    for (const kicker of choices) {
      const v = validateCast(
        state,
        player,
        {
          kind: 'cast',
          card: entry.card,
          ...(entry.modes ? { modes: entry.modes.map((_, i) => i).slice(0, entry.chooseModes?.min ?? 1) } : {}),
          targets: entry.modes
            ? entry.modes
                .slice(0, entry.chooseModes?.min ?? 1)
                .flatMap((m) => m.targets.map((t) => t.legal.slice(0, t.min)))
            : targets.map((t) => t.legal.slice(0, t.min)),
          ...(entry.buyback ? { buyback: true } : {}),
          ...(entry.alternative ? { alternative: entry.alternative } : {}),
          ...(entry.altCost !== undefined ? { altCost: entry.altCost } : {}),
          ...(entry.costChoice !== undefined ? { costChoice: entry.costChoice } : {}),
          ...(entry.replicate ? { replicate: entry.replicate } : {}),
          kicker,
          payment: { kind: 'auto' },
        },
        hooks,
      );
      if (!('code' in v)) out.push({ ...entry, targets, kicker });
    }
  }
}

/**
 * 702.33g / 601.2c: the kicked entry's targets, when the spell has a target only the kicked (or only the unkicked)
 * spell has. (When no unkicked cast can choose its targets, no entry is listed to kick: an action may still name it.)
 */
function kickedTargetOptions(
  state: GameState,
  player: PlayerId,
  entry: LegalAction & { kind: 'cast' },
): TargetOption[] {
  const specs =
    entry.alternative === 'overload' ? [] : spellTargetSpecs(state, entry.card, [], entry.alternative, true);
  if (!specs?.some((s) => s.kicked !== undefined)) return [...entry.targets];
  return targetOptions(state, specs, player, entry.card, 'spell');
}

/**
 * 601.2a: the zone the spell was cast from; 505.1: whether its caster cast it during their own main phase (an active
 * player, the turn in a main phase: "if you cast this spell during your main phase").
 */
function castWhereAndWhen(
  state: GameState,
  turnIndex: number,
  player: PlayerId,
  castFrom: ZoneName,
): { castFrom: ZoneName; castInYourMainPhase?: true } {
  const t = state.turns[turnIndex]!;
  const main = t.activePlayers.includes(player) && (t.phase === 'precombatMain' || t.phase === 'postcombatMain');
  return main ? { castFrom, castInYourMainPhase: true } : { castFrom };
}
