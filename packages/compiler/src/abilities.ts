/**
 * Ability grammar (113): one line of normalised Oracle text → ability nodes.
 *
 *   line      := keywords | loyalty ":" text | cost ":" text [restriction]
 *              | ("When" | "Whenever" | "At") trigger "," ["if" condition ","] text
 *              | static
 *   keywords  := keyword ("," keyword)*          e.g. "Flying, protection from black"
 */
import { activatesAbilityTrigger } from './activation-triggers.js';
import { playsLandTrigger } from './land-play-triggers.js';
import { choiceList } from './verbs/continuous-effects.js';
import { counterItem } from './verbs/counters.js';
import { craftKeyword } from './craft.js';
import { countingResolutions } from './resolution-count.js';
import { maxSpeedLine } from './max-speed.js';
import { deckLimitLine } from './deck-limit.js';
import { firebendingKeyword } from './firebending.js';
import { blockedByTrigger } from './blocked-by.js';
import { dayAsEntersLine, dayNightChanges } from './day-night.js';
import { ringTrigger } from './ring.js';
import { dungeonTrigger } from './dungeons.js';
import { becomesMonarchTrigger } from './verbs/monarch.js';
import { sourceDamageTrigger } from './source-damage.js';
import { crimeTrigger } from './crime.js';
import { causedDiscardTrigger, discardOneOrMoreTrigger } from './discard-triggers.js';
import { discardReplacementLine } from './discard-replacement.js';
import { leavesGraveyardTrigger } from './leaves-graveyard.js';
import { characteristicClauses } from './characteristics.js';
import { forEachInParty } from './party.js';
import { forEachDied } from './died-this-turn.js';
import { perColorSpent } from './mana-spent.js';
import { meldLine } from './meld.js';
import { othersEnterLine } from './entering-others.js';
import { escapesWithLine } from './escapes-with.js';
import { crewPowerLine } from './crew-power.js';
import { counterReplacementLine } from './counter-replacement.js';
import { tokenDoublingLine } from './token-doubling.js';
import { chosenCommanderColorLine } from './statics-stat.js';
import { nthDrawEachTurnTriggerCondition, nthSpellEachTurnTriggerCondition } from './nth-each-turn.js';
import type { CardCtx } from './card-context.js';
import { refersToSelf } from './delayed.js';
import { asEntersLine } from './as-enters.js';
import { typeLossStatic } from './type-loss.js';
import { spellMatch, typeListSpells } from './spells-cast.js';
import { landTypeStatic } from './land-types.js';
import { manaTriggerLine, tappedForManaSubject } from './mana-triggers.js';
import { flashPermissionLine, spellsFlashLine } from './flash-permission.js';
import { zoneCastPermissionLine } from './zone-cast-permission.js';
import { playFromZoneLine } from './play-from-zone.js';
import { restrictionStatic, blockCountPredicate } from './restrictions.js';
import { keywordActivatedLine } from './keyword-activated.js';
import { exertLine, youExertTriggerCondition } from './exert.js';
import { planeTrigger } from './planes.js';
import { schemeTrigger } from './schemes.js';
import { activationCostLess } from './activation-cost.js';
import type {
  AbilityNode,
  Amount,
  ActivatedAbility,
  ActivationRestriction,
  CardType,
  CastRestriction,
  ObjectMatch,
  PTValue,
  Condition,
  CostPart,
  CostSpec,
  Effect,
  Filter,
  ObjectRef,
  PlayerRef,
  PlayerRelation,
  StaticEffect,
  StepName,
  TriggerSpec,
  TriggeredAbility,
} from '@arbiter/engine';
import { lkiSafe } from './lki-filters.js';
import { skipStepLine } from './skip-step.js';
import { drawReplacementLine } from './draw-replacement.js';
import { sacrificeToEnterLine } from './sacrifice-to-enter.js';
import { sacrificeTriggerCondition } from './sacrifice-triggers.js';
import { countersPutTriggerCondition, youPutCountersTriggerCondition } from './counter-triggers.js';
import { Cursor } from './cursor.js';
import { costOptions, type CostOption } from './cost-choice.js';
import { amountEqual, amountFor, condition, effectText, grantListFor, keywordList } from './effects.js';
import { sacrificesOne } from './refs.js';
import {
  countedCounters,
  type Ctx,
  type Desc,
  desc,
  descFilter,
  newCtx,
  number,
  objectRef,
  zoneCount,
  markOther,
} from './phrases.js';
import { tokenize, untokenize, type Token } from './tokens.js';
import { SELF } from './normalize.js';
import { compoundStatic, dropAdditional, extraStatic, numberOf, numberOrGreatest } from './statics-stat.js';
import { insteadStatic } from './prevention.js';
import { lureStatic, staticRequirement } from './combat-requirements.js';
import { castProhibitionStatic, playerRuleStatic } from './players.js';
import { conditionalPT, selfCharacteristicsLine } from './self-characteristics.js';
import { playerKeywordLine } from './player-keywords.js';
import { spellsCantBeCounteredLine } from './uncounterable.js';
import { targetRestriction } from './target-restrictions.js';
import { COLOR_WORDS, subtypeOf, SUBTYPES, TYPE_WORDS } from './vocab.js';
import { graveyardAbilityOk, movesSelfFromGraveyard } from './graveyard-abilities.js';
import { counterOnSource } from './counts.js';
import { isManaSymbol } from './mana-symbols.js';
import {
  affinityForKeyword,
  awakenKeyword,
  costKeyword,
  entwineKeyword,
  kickerKeyword,
  bargainKeyword,
  casualtyKeyword,
  madnessKeyword,
  manaCostKeyword,
  megamorphKeyword,
  disguiseKeyword,
  plotKeyword,
  foretellKeyword,
  conditionalAltCostKeyword,
  miracleKeyword,
  morphKeyword,
  overloadKeyword,
  replicateKeyword,
  retraceKeyword,
  rippleKeyword,
  spliceOntoKeyword,
  suspendKeyword,
} from './keyword-lines-casting.js';
import {
  bandsWithOtherKeyword,
  battleCryKeyword,
  bushidoKeyword,
  changelingKeyword,
  countersNumberKeyword,
  enlistKeyword,
  enchantKeyword,
  engineExpandedKeyword,
  equipKeyword,
  exaltedKeyword,
  flankingKeyword,
  livingWeaponKeyword,
  myriadKeyword,
  exploitKeyword,
  ravenousKeyword,
  championKeyword,
  moreExpandedKeyword,
  outlastKeyword,
  protectionFromKeyword,
  prowessKeyword,
  simpleKeyword,
  soulshiftKeyword,
  startYourEnginesKeyword,
  totemArmorKeyword,
  toxicKeyword,
  triggeredNumberKeyword,
  twoWordKeyword,
  wardKeyword,
} from './keyword-lines-permanents.js';
import {
  collectEvidenceCostPart,
  discardACardAtRandomCostPart,
  discardCardsCostPart,
  discardSelfCostPart,
  exileCardsCostPart,
  revealCardsCostPart,
  exileFromYourGraveyardCostPart,
  exileFromYourHandCostPart,
  exileSelfCostPart,
  isManaSymbolCostPart,
  manaCostPart,
  waterbendCostPart,
  payEnergyCostPart,
  payLifeCostPart,
  putCostPart,
  exertCostPart,
  removeCostPart,
  returnCostPart,
  returnSelfCostPart,
  sacrificeObjectsCostPart,
  sacrificeSelfCostPart,
  tapCostPart,
  tapSymbolCostPart,
  untapSymbolCostPart,
  partHasX,
} from './cost-parts.js';

// ---------------------------------------------------------------------------
// Keywords (702)
// ---------------------------------------------------------------------------

export function protectionQuality(p: Cursor): Filter | null {
  const w = p.peek();
  if (!w) return null;
  if (COLOR_WORDS[w]) {
    p.i++;
    return { kind: 'object', match: { colors: [COLOR_WORDS[w]!] } };
  }
  // 702.16j: protection from everything; "all colors" and "each color" = protection from white, from blue, ….
  if (p.eat('everything')) return { kind: 'object', match: {} };
  // 607.2: "protection from the chosen color" — the color this permanent chose as it entered (as-enters.ts).
  if (p.eat('the chosen color')) return { kind: 'object', match: { chosen: 'color' } };
  if (p.eat('all colors') || p.eat('each color'))
    return { kind: 'object', match: { colors: ['W', 'U', 'B', 'R', 'G'] } };
  if (TYPE_WORDS[w] && w.endsWith('s')) {
    p.i++;
    return { kind: 'object', match: { types: [TYPE_WORDS[w]!] } };
  }
  const t = p.tok()!;
  if (t.kind === 'word' && /^[A-Z]/.test(t.raw) && /s$/.test(t.raw) && SUBTYPES.has(subtypeOf(t.raw))) {
    p.i++;
    return { kind: 'object', match: { subtypes: [subtypeOf(t.raw)] } };
  }
  return null;
}

/** One keyword ability, with its parameter. Keywords that are abbreviations of other abilities expand here. */
/** What every KEYWORD_LINES entry reads: keyword's arguments and the helpers it shares with them. */
export interface KeywordScope {
  readonly p: Cursor;
  readonly permanent: boolean;
  readonly start: number;
  readonly text: () => string;
}

/** One branch of keyword: its result, or undefined when the text is not this branch's (the next one is tried). */
type KeywordEntry = (s: KeywordScope) => AbilityNode[] | null | undefined;

/** Keyword abilities, tried in order (one entry per keyword or keyword family). */
const KEYWORD_LINES: readonly KeywordEntry[] = [
  twoWordKeyword,
  startYourEnginesKeyword,
  changelingKeyword,
  enlistKeyword,
  simpleKeyword,
  protectionFromKeyword,
  morphKeyword,
  megamorphKeyword,
  disguiseKeyword,
  plotKeyword,
  foretellKeyword,
  conditionalAltCostKeyword,
  costKeyword,
  rippleKeyword,
  miracleKeyword,
  replicateKeyword,
  kickerKeyword,
  bargainKeyword,
  casualtyKeyword,
  overloadKeyword,
  awakenKeyword,
  spliceOntoKeyword,
  entwineKeyword,
  suspendKeyword,
  madnessKeyword,
  countersNumberKeyword,
  engineExpandedKeyword,
  totemArmorKeyword,
  battleCryKeyword,
  myriadKeyword,
  exploitKeyword,
  ravenousKeyword,
  craftKeyword,
  championKeyword,
  triggeredNumberKeyword,
  toxicKeyword,
  outlastKeyword,
  wardKeyword,
  retraceKeyword,
  equipKeyword,
  enchantKeyword,
  affinityForKeyword,
  bandsWithOtherKeyword,
  exaltedKeyword,
  bushidoKeyword,
  flankingKeyword,
  manaCostKeyword,
  soulshiftKeyword,
  livingWeaponKeyword,
  moreExpandedKeyword,
  prowessKeyword,
  firebendingKeyword,
];

function keyword(p: Cursor, permanent: boolean): AbilityNode[] | null {
  return p.try(() => {
    const start = p.i;
    const text = (): string => {
      const s = untokenize(p.toks.slice(start, p.i));
      return s[0]!.toUpperCase() + s.slice(1);
    };
    const s: KeywordScope = { p, permanent, start, text };
    for (const entry of KEYWORD_LINES) {
      const r = entry(s);
      if (r !== undefined) return r;
    }
    return null;
  });
}

function keywordLine(p: Cursor, permanent: boolean): AbilityNode[] | null {
  return p.try(() => {
    const out: AbilityNode[] = [];
    for (;;) {
      const k = keyword(p, permanent);
      if (!k) return null;
      out.push(...k);
      if (p.done) return out;
      // A quoted keyword ability ends its sentence with a full stop ('have "bands with other legendary creatures."').
      if (p.is('.') && p.i === p.toks.length - 1) {
        p.i++;
        return out;
      }
      if (p.eat(',') || p.eat(';')) continue;
      return null;
    }
  });
}

// ---------------------------------------------------------------------------
// Costs (118, 602.1)
// ---------------------------------------------------------------------------

export function manaCost(p: Cursor): string | null {
  let s = '';
  // Every mana symbol 107.4 defines ({Y} and {Z} too: mana-symbols.ts refuses those clauses, 107.3i).
  while (p.tok()?.kind === 'sym' && isManaSymbol(p.peek()!)) s += p.next()!.t;
  return s || null;
}

/** A cost being read; `zone` is where the ability must be activated from when a part says so ("Discard ~", "Exile ~ from your graveyard"). */
interface CostDraft {
  mana?: string;
  parts: CostPart[];
  zone?: 'hand' | 'graveyard';
  /** 701.67a: the mana is a waterbend cost (only an activated ability's cost is read with one). */
  waterbend?: true;
}

/** What every COST_PARTS entry reads: costPart's arguments and the helpers it shares with them. */
export interface CostPartScope {
  readonly p: Cursor;
  readonly spec: CostDraft;
  readonly zone: (z: 'hand' | 'graveyard') => boolean;
}

/** One branch of costPart: its result, or undefined when the text is not this branch's (the next one is tried). */
type CostPartEntry = (s: CostPartScope) => true | null | undefined;

/** Parts of an activated ability's cost (602.1a), tried in order. */
const COST_PARTS: readonly CostPartEntry[] = [
  tapSymbolCostPart,
  discardSelfCostPart,
  exileFromYourHandCostPart,
  exileFromYourGraveyardCostPart,
  exileSelfCostPart,
  returnSelfCostPart,
  returnCostPart,
  isManaSymbolCostPart,
  payEnergyCostPart,
  collectEvidenceCostPart, // 701.59a
  putCostPart,
  exertCostPart,
  untapSymbolCostPart,
  manaCostPart,
  waterbendCostPart,
  sacrificeSelfCostPart,
  removeCostPart,
  tapCostPart,
  sacrificeObjectsCostPart,
  payLifeCostPart,
  discardACardAtRandomCostPart,
  discardCardsCostPart,
  exileCardsCostPart,
  revealCardsCostPart,
];

function costPart(p: Cursor, spec: CostDraft): boolean {
  return (
    p.try(() => {
      const zone = (z: 'hand' | 'graveyard'): boolean => {
        if (spec.zone && spec.zone !== z) return false;
        spec.zone = z;
        return true;
      };
      const s: CostPartScope = { p, spec, zone };
      for (const entry of COST_PARTS) {
        const r = entry(s);
        if (r !== undefined) return r;
      }
      return null;
    }) ?? false
  );
}

/**
 * 118.12: the cost in "… unless you discard a card / sacrifice a land / return an Island you control to its
 * owner's hand / pay {E}{E}": one part, paid (or not) as the ability resolves.
 */
export function unlessCost(p: Cursor): CostSpec | null {
  return p.try(() => {
    const spec: CostDraft = { parts: [] };
    if (!costPart(p, spec) || spec.zone || spec.mana || spec.parts.length !== 1) return null;
    const part = spec.parts[0]!;
    const ok =
      part.kind === 'discard' ||
      part.kind === 'returnToHand' ||
      part.kind === 'payEnergy' ||
      part.kind === 'exileFromGraveyard' ||
      part.kind === 'payLife' ||
      (part.kind === 'sacrifice' && !part.self);
    return ok ? { parts: spec.parts } : null;
  });
}

/**
 * A cost: parts separated by commas, up to the end of the tokens or the token `stop` (the
 * colon of an activated ability). The cursor runs over the whole line, so the diagnostic
 * frontier compares cost and effect positions on one scale.
 */
export function costSpec(toks: Token[], card: CardCtx, stop?: number): CostSpec | null {
  const d = costDraft(toks, card, stop);
  return d && !d.zone && !d.cost.waterbend && !d.cost.parts.some(partHasX) ? d.cost : null;
}

/** A spell's additional cost, which may ask for X (601.2b: "pay X life", "discard X cards"). */
function spellCostSpec(toks: Token[], card: CardCtx): CostSpec | null {
  const d = costDraft(toks, card);
  return d && !d.zone && !d.cost.waterbend ? d.cost : null;
}

function costDraft(
  toks: Token[],
  card: CardCtx,
  stop?: number,
): { cost: CostSpec; zone?: 'hand' | 'graveyard' } | null {
  const p = new Cursor(toks, card);
  const end = stop ?? toks.length;
  const spec: CostDraft = { parts: [] };
  for (;;) {
    if (!costPart(p, spec) || p.i > end) return null;
    if (p.i === end) break;
    if (!p.eat(',')) return null;
  }
  const cost = spec.mana
    ? { mana: spec.mana, parts: spec.parts, ...(spec.waterbend ? { waterbend: true } : {}) }
    : { parts: spec.parts };
  return spec.zone ? { cost, zone: spec.zone } : { cost };
}

// ---------------------------------------------------------------------------
// Activated abilities (602, 606)
// ---------------------------------------------------------------------------

/**
 * 113.6b: a cost part that uses its source as a permanent: tapping, untapping, returning or sacrificing it, or putting
 * or removing counters on it.
 */
function usesSourceAsPermanent(x: CostPart): boolean {
  return (
    x.kind === 'tap' ||
    x.kind === 'untap' ||
    x.kind === 'returnSelf' ||
    x.kind === 'addCountersSelf' ||
    x.kind === 'exertSelf' ||
    x.kind === 'removeCounters' ||
    x.kind === 'removeAnyCounters' ||
    (x.kind === 'sacrifice' && x.self === true)
  );
}

/**
 * 605.1a: an activated ability with no target that could add mana, and isn't a loyalty ability, is a mana ability —
 * also when it does something else ("Add {W} or {U}. This land deals 1 damage to you."); all of it happens at once
 * (605.3b). Mana in the abilities of tokens it creates doesn't count.
 */
function isManaAbility(effects: readonly Effect[], targets: number, loyalty: boolean): boolean {
  if (targets > 0 || loyalty || effects.length === 0) return false;
  return JSON.stringify(effects.filter((e) => e.kind !== 'createToken')).includes('"kind":"addMana"');
}

/** The colon between an activated ability's cost and its effect (602.1), outside quotes; -1 when there is none. */
function costColon(toks: Token[]): number {
  let quoted = false;
  for (let k = 0; k < toks.length; k++) {
    if (toks[k]!.t === '"') quoted = !quoted;
    if (!quoted && toks[k]!.t === ':') return k;
  }
  return -1;
}

/**
 * Where a trailing "Activate only …" / "Any player may activate …" (602.5b) or "This ability costs {N} less to activate
 * …" (601.2f) sentence starts; -1 when there is none.
 */
function restrictionSentence(toks: Token[], start: number): number {
  return toks.findIndex(
    (t, k) =>
      k > start &&
      toks[k - 1]!.t === '.' &&
      ((t.t === 'activate' && (toks[k + 1]?.t === 'only' || toks[k + 1]?.t === 'no' || toks[k + 1]?.t === 'this')) ||
        (t.t === 'any' && toks[k + 1]?.t === 'player' && toks[k + 2]?.t === 'may' && toks[k + 3]?.t === 'activate') ||
        (t.t === 'this' && toks[k + 1]?.t === 'ability' && toks[k + 2]?.t === 'costs') ||
        (t.t === 'only' && toks[k + 1]?.t === 'any' && toks[k + 2]?.t === 'opponent' && toks[k + 3]?.t === 'may')),
  );
}

export function activated(toks: Token[], card: CardCtx, line: string, permanent: boolean): AbilityNode[] | null {
  if (!permanent) return null;
  const colon = costColon(toks);
  if (colon <= 0) return null;
  const loyalty = loyaltyCost(toks.slice(0, colon));
  const draft = loyalty ? { cost: loyalty } : costDraft(toks, card, colon);
  if (draft?.cost.parts.some(partHasX)) return null; // (X in a cost part: spells' additional costs only, 601.2b)
  if (!draft) return null;
  const { cost } = draft as { cost: CostSpec; zone?: 'hand' | 'graveyard' };
  let zone = (draft as { zone?: 'hand' | 'graveyard' }).zone;
  // 113.6: "Return ~ from your graveyard to …" — an ability that can only do anything in the graveyard functions there.
  if (
    toks.some(
      (t, k) =>
        k > colon &&
        t.t === '~' &&
        toks[k + 1]?.t === 'from' &&
        toks[k + 2]?.t === 'your' &&
        toks[k + 3]?.t === 'graveyard',
    )
  ) {
    if (zone === 'hand') return null;
    zone = 'graveyard';
  }
  // A trailing "Activate only …" sentence (602.5b), read after the effect.
  const start = colon + 1;
  let at = restrictionSentence(toks, start);
  // 113.6 / 602.5b: "Activate only if ~ is in your graveyard." — an ability that functions only from the graveyard.
  if (
    at > 0 &&
    toks
      .slice(at)
      .map((t) => t.t)
      .join(' ') === 'activate only if ~ is in your graveyard .'
  ) {
    if (zone === 'hand') return null;
    zone = 'graveyard';
    toks = toks.slice(0, at);
    at = -1;
  }
  // 113.6b: an ability of a card in a hand or graveyard can't tap, untap or otherwise use it as a permanent.
  if (zone && cost.parts.some(usesSourceAsPermanent)) return null;
  const ctx = newCtx(true);
  ctx.it = { kind: 'self' };
  if (sacrificesOne(cost.parts)) ctx.sacrificed = true;
  // "for each charge counter removed this way": the X counters removed to pay the cost (107.3).
  const removed = cost.parts.find((x) => x.kind === 'removeCounters' && x.xCount);
  if (removed?.kind === 'removeCounters') ctx.removedX = removed.counter;
  const bodyCursor = new Cursor(at > 0 ? toks.slice(0, at) : toks, card);
  bodyCursor.i = start;
  const effects = effectText(bodyCursor, ctx);
  if (!effects) return null;
  // A cost that moves the card out of a hand or graveyard leaves no last known information in the engine,
  // so effects that refer to the card itself are refused there.
  if (
    zone &&
    cost.parts.some((x) => x.kind === 'exileSelf' || x.kind === 'discardSelf') &&
    JSON.stringify(effects).includes('{"kind":"self"}')
  )
    return null;
  const trailing: Trailing | null = at > 0 ? trailingSentences(new Cursor(toks, card), at, zone, cost) : {};
  if (!trailing) return null;
  const { timing, restriction, activators, costLess } = trailing;
  // 605.1a: "Add {U}. When you next cast …" is a mana ability with another effect, which isn't read as one: refused.
  if (effects.some((e) => e.kind === 'addMana') && effects.some((e) => e.kind === 'delayedEventTrigger')) return null;
  const a: ActivatedAbility = {
    kind: 'activated',
    cost,
    targets: ctx.targets,
    effects,
    ...(isManaAbility(effects, ctx.targets.length, loyalty !== null) ? { manaAbility: true } : {}),
    ...(loyalty ? { loyalty: true } : {}),
    ...(timing ? { timing } : {}),
    ...(restriction ? { restriction } : {}),
    ...(activators ? { activators } : {}),
    ...(zone === 'hand' ? { fromHand: true } : zone === 'graveyard' ? { fromGraveyard: true } : {}),
    ...(costLess ? { costLess } : {}),
    text: line,
  };
  return [a];
}

type Trailing = Pick<ActivatedAbility, 'timing' | 'restriction' | 'activators' | 'costLess'>;

/** The activated ability's trailing sentences from `at` (602.5b restrictions, 601.2f "This ability costs … less"). */
function trailingSentences(
  p: Cursor,
  at: number,
  zone: 'hand' | 'graveyard' | undefined,
  cost: CostSpec,
): Trailing | null {
  p.i = at;
  const r = activationRestriction(p);
  if (!r) return null;
  // 701.21a / 602.2: another player can't tap, untap or sacrifice a permanent they don't control to pay for it.
  if (
    r.activators &&
    (zone ||
      cost.parts.some(
        (x) => x.kind === 'tap' || x.kind === 'untap' || (x.kind === 'sacrifice' && x.self) || x.kind === 'returnSelf',
      ))
  )
    return null;
  return {
    ...(r.sorcery ? { timing: 'sorcery' as const } : {}),
    ...(Object.keys(r.restriction).length > 0 ? { restriction: r.restriction } : {}),
    ...(r.activators ? { activators: r.activators } : {}),
    ...(r.costLess ? { costLess: r.costLess } : {}),
  };
}

function activationRestriction(p: Cursor): {
  sorcery: boolean;
  restriction: ActivationRestriction;
  activators?: 'any' | 'opponent';
  costLess?: ActivatedAbility['costLess'];
} | null {
  let sorcery = false;
  let activators: 'any' | 'opponent' | undefined;
  let costLess: ActivatedAbility['costLess'];
  const r: { -readonly [K in keyof ActivationRestriction]: ActivationRestriction[K] } = {};
  /** "only [restriction] (and only [restriction])*" — `they` for the activating player in "Any player may …" sentences. */
  const onlyList = (): boolean => {
    for (;;) {
      if (p.eat('as a sorcery') || p.eat('any time they could cast a sorcery')) sorcery = true;
      else if (p.eat('once each turn')) r.oncePerTurn = true;
      else if (p.eat('once'))
        r.once = true; // 602.5b: "Activate only once."
      else if (p.eat('during your upkeep')) r.step = 'upkeep';
      else if (p.eat('during their draw step')) r.step = 'draw';
      else if (
        p.eat('during your turn , before attackers are declared') ||
        p.eat('during your turn before attackers are declared')
      )
        r.beforeAttackers = true;
      else if (p.eat('during your turn') || p.eat('during their turn')) r.yourTurn = true;
      else if (p.eat('before blockers are declared')) r.beforeBlockers = true;
      else if (p.eat('during combat')) r.duringCombat = true;
      else if (p.eat('if')) {
        // "Activate only if ~ entered this turn or if you control a basic land": either holds (condition reads "or").
        const c = condition(p, newCtx(true));
        if (!c) return false;
        r.condition = c;
      } else return false;
      if (p.eat('and only') || p.eat(', and only')) continue;
      return true;
    }
  };
  for (;;) {
    if (p.eat('activate no more than') || p.eat('activate this ability no more than')) {
      // 602.5b: "Activate no more than twice each turn" (older wording: "Activate this ability no more than …").
      const n = p.eat('once')
        ? 1
        : p.eat('twice')
          ? 2
          : (() => {
              const k = number(p);
              return k !== null && p.eat('times') ? k : null;
            })();
      if (n === null || !p.eat('each turn')) return null;
      r.maxPerTurn = n;
    } else if (p.eat('activate only')) {
      if (!onlyList()) return null;
    } else if (p.eat('any player may activate this ability')) {
      // 602.2: "Any player may activate this ability" — its activator controls it.
      activators = 'any';
      if ((p.eat(', but only') || p.eat('but only')) && !onlyList()) return null;
    } else if (p.eat('only any opponent may activate this ability')) {
      activators = 'opponent';
    } else if (!costLess && p.eat('this ability')) {
      costLess = activationCostLess(p) ?? undefined; // 601.2f
      if (!costLess) return null;
    } else return null;
    if (!p.eat('.')) return null;
    if (p.done)
      return { sorcery, restriction: r, ...(activators ? { activators } : {}), ...(costLess ? { costLess } : {}) };
  }
}

/** Amounts a spell's cost reduction can read as it is cast (601.2f: from its controller's side, no resolution). */
const CAST_TIME_AMOUNTS = new Set<Amount['kind']>([
  'devotion',
  'greatestPower',
  'totalStat',
  'lifeThisTurn',
  'diedThisTurn',
  'colorsAmong',
  'count',
]);

/** Amounts "[spells] you cast cost {1} less to cast for each …" may count (of the static's source, 601.2f). */
const SPELL_COST_EACH = new Set<Amount['kind']>(['count', 'countersOnSource']);

/**
 * 601.2f cost modifiers: "[spells] [you cast | your opponents cast] cost {N} more/less to cast",
 * "~ costs {N} less to cast [if … | for each …]", "If …, ~ costs {N} less to cast".
 */
function costModifier(p: Cursor): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    const amountOf = (): { more?: string; less?: number } | null => {
      const m = manaCost(p);
      if (!m) return null;
      if (p.eat('more to cast')) return { more: m };
      if (!p.eat('less to cast')) return null;
      const g = /^\{(\d+)\}$/.exec(m);
      return g ? { less: Number(g[1]) } : null; // only generic reductions (a coloured one reduces only that colour)
    };
    if (p.eat('if')) {
      const c = condition(p, newCtx(true));
      if (!c || !p.eat(', ~ costs')) return null;
      const a = amountOf();
      return a && a.less ? { kind: 'selfCost', less: a.less, condition: c } : null;
    }
    // "~ costs {X} less to cast, where X is your devotion to black" (107.3: X is the amount, read as it is cast).
    const whereX = p.try((): StaticEffect | null => {
      if (!p.eat('~ costs') || manaCost(p) !== '{X}' || !p.eat('less to cast , where x is')) return null;
      const x = amountEqual(p, newCtx(true));
      return x && CAST_TIME_AMOUNTS.has(x.kind) ? { kind: 'selfCost', less: 1, forEach: x } : null;
    });
    if (whereX) return whereX;
    if (p.eat('~ costs')) {
      const a = amountOf();
      // Strive (207.2c): "~ costs {2}{U} more to cast for each target beyond the first" (601.2f, counted from 601.2c).
      if (a?.more && p.eat('for each target'))
        return { kind: 'selfCostPerTarget', more: a.more, beyondFirst: p.eat('beyond the first') };
      if (!a || !a.less) return null;
      const ifTargets = p.try(() => (p.eat('if it targets') ? targetedFilter(p) : null));
      if (ifTargets) return { kind: 'selfCost', less: a.less, ifTargets };
      if (p.eat('if')) {
        const c = condition(p, newCtx(true));
        return c ? { kind: 'selfCost', less: a.less, condition: c } : null;
      }
      // Domain (305.6): "for each basic land type among lands you control".
      if (p.eat('for each basic land type among lands you control'))
        return { kind: 'selfCost', less: a.less, forEach: { kind: 'basicLandTypes' } };
      const party = forEachInParty(p, 1) ?? forEachDied(p, 1); // 700.8; 700.4
      if (party) return { kind: 'selfCost', less: a.less, forEach: party };
      if (p.eat('for each')) {
        const d = desc(p);
        if (!d) return null;
        const zc = zoneCount(d);
        if (zc) return { kind: 'selfCost', less: a.less, forEach: { kind: 'cardsIn', ...zc } };
        if (d.card || d.spell || d.player || d.zone) return null;
        const filter = descFilter(d);
        return filter ? { kind: 'selfCost', less: a.less, forEach: { kind: 'count', filter } } : null;
      }
      return { kind: 'selfCost', less: a.less };
    }
    const spells =
      typeListSpells(p) ??
      (() => {
        const d = desc(p);
        return d ? spellMatch(d) : null;
      })();
    if (!spells) return null;
    const caster: PlayerRelation = p.eat('you cast') ? 'you' : p.eat('your opponents cast') ? 'opponent' : 'any';
    const targeting = spellCostTargets(p);
    if (targeting === null || !p.eat('cost')) return null;
    const a = amountOf();
    if (!a) return null;
    const ifTargets = targeting ? { ifTargets: targeting } : {};
    // "… cost {1} less to cast for each creature token you control": a count of the source's side (601.2f).
    if (a.less && p.is('for', 'each')) {
      const forEach = amountFor(p, { kind: 'fixed', n: 1 }, newCtx(true));
      return forEach && SPELL_COST_EACH.has(forEach.kind)
        ? { kind: 'spellCost', spells, caster, ...a, forEach, ...ifTargets }
        : null;
    }
    return { kind: 'spellCost', spells, caster, ...a, ...ifTargets };
  });
}

/**
 * 601.2f: "Spells your opponents cast that target ~ / that target a Merfolk you control cost {2} more to cast": one of
 * the targets chosen at 601.2c is ~ (the static's source) or matches. Undefined: no "that target"; null: unreadable.
 */
function spellCostTargets(p: Cursor): { self?: true; filter?: Filter } | null | undefined {
  if (!p.eat('that target')) return undefined;
  if (p.eat('~')) return { self: true };
  const filter = targetedFilter(p);
  return filter && filter.kind === 'object' && !filter.zone ? { filter } : null;
}

/** After "if it targets": the kind of object one of the spell's targets must be (601.2f; no player targets). */
function targetedFilter(p: Cursor): Filter | null {
  if (!p.eat('a') && !p.eat('an')) return null;
  const d = desc(p);
  // A card target ("a creature card with mana value 3 or less") is a card in a graveyard (the spell's own target).
  return d && !d.player ? descFilter(d, 'graveyard') : null;
}

/** 118.9: "[If …,] you may [cost] [and [cost]] rather than pay ~'s mana cost." */
function alternativeCost(p: Cursor): StaticEffect | null {
  return p.try((): StaticEffect | null => {
    let cond: import('@arbiter/engine').Condition | undefined;
    if (p.eat('if')) {
      const c = condition(p, newCtx(true));
      if (!c || !p.eat(',')) return null;
      cond = c;
    }
    if (!p.eat('you may')) return null;
    const spec: CostDraft = { parts: [] };
    for (;;) {
      if (!costPart(p, spec) || spec.zone) return null;
      if (p.eat("rather than pay ~ 's mana cost")) break;
      if (!p.eat('and')) return null;
    }
    // Only costs a spell can pay while being cast: nothing that taps, untaps or moves the card itself.
    if (
      spec.parts.some(
        (x) => usesSourceAsPermanent(x) || x.kind === 'exileSelf' || x.kind === 'discardSelf' || x.kind === 'loyalty',
      )
    )
      return null;
    const cost: CostSpec = spec.mana ? { mana: spec.mana, parts: spec.parts } : { parts: spec.parts };
    return { kind: 'alternativeCost', cost, ...(cond ? { condition: cond } : {}) };
  });
}

/** 601.3: "Cast ~ only during combat / during your turn / … [and only if …]." — a whole line. */
function castRestriction(p: Cursor): CastRestriction | null {
  return p.try(() => {
    if (!p.eat('cast ~ only')) return null;
    const r: { -readonly [K in keyof CastRestriction]: CastRestriction[K] } = {};
    for (;;) {
      if (p.eat('during combat before blockers are declared')) {
        r.duringCombat = true;
        r.beforeBlockers = true;
      } else if (p.eat('during combat after blockers are declared')) {
        r.duringCombat = true;
        r.afterBlockers = true;
      } else if (p.eat("during combat on an opponent 's turn")) {
        r.duringCombat = true;
        r.whoseTurn = 'opponent';
      } else if (p.eat('during combat')) r.duringCombat = true;
      else if (p.eat('during your turn')) r.whoseTurn = 'you';
      else if (p.eat("during an opponent 's turn , before attackers are declared")) {
        r.whoseTurn = 'opponent';
        r.beforeAttackers = true;
      } else if (p.eat("during an opponent 's turn")) r.whoseTurn = 'opponent';
      else if (p.eat("during an opponent 's upkeep")) {
        r.whoseTurn = 'opponent';
        r.step = 'upkeep';
      } else if (p.eat('during your upkeep')) {
        r.whoseTurn = 'you';
        r.step = 'upkeep';
      } else if (p.eat('during your end step')) {
        r.whoseTurn = 'you';
        r.step = 'end';
      } else if (p.eat('during your declare attackers step')) {
        r.whoseTurn = 'you';
        r.step = 'declareAttackers';
      } else if (p.eat('during the declare attackers step')) r.step = 'declareAttackers';
      else if (p.eat("during the declare blockers step on an opponent 's turn")) {
        r.step = 'declareBlockers';
        r.whoseTurn = 'opponent';
      } else if (p.eat('during the declare blockers step')) r.step = 'declareBlockers';
      else if (p.eat('before attackers are declared')) r.beforeAttackers = true;
      else if (p.eat('before blockers are declared')) r.beforeBlockers = true;
      else if (p.eat('before the combat damage step')) r.beforeCombatDamage = true;
      else if (p.eat("if you 've been attacked this step") || p.eat("if you've been attacked this step"))
        r.attackedThisStep = true;
      else if (p.eat('if')) {
        const c = condition(p, newCtx(true));
        if (!c) return null;
        r.condition = c;
      } else return null;
      if (p.eat('and only') || p.eat(', and only')) continue;
      return p.eat('.') && p.done ? r : null;
    }
  });
}

function loyaltyCost(toks: Token[]): CostSpec | null {
  const s = untokenize(toks).replace(/\s+/g, '');
  const m = /^([+-]?)(\d+)$/.exec(s);
  if (!m) return null;
  const n = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  return { parts: [{ kind: 'loyalty', amount: n }] };
}

// ---------------------------------------------------------------------------
// Triggered abilities (603)
// ---------------------------------------------------------------------------

export interface TriggerParse {
  specs: TriggerSpec[];
  it: ObjectRef | null;
  itPlayer: PlayerRef | null;
  /** "Whenever you sacrifice one or more …": read only with "This ability triggers only once each turn." (603.2c). */
  onlyOncePerTurn?: boolean;
  /** 603.2: the text ends "This ability triggers only once each turn." */
  oncePerTurn?: boolean;
  /** "its controller" / "that creature's controller" (the triggering object's controller). */
  itController?: PlayerRef;
}

/** 700.4: "Whenever [another] creature [you control] dies" — a dies trigger of objects other than the source. */
function othersDie(s: TriggerSpec): boolean {
  return s.kind === 'leavesBattlefield' && s.toGraveyard === true && s.what.kind === 'filter';
}

/** Triggers whose triggering player is the defending player (triggers/detect.ts). */
const DEFENDING = new Set(['attacks', 'attacksAlone', 'becomesBlocked', 'attacksUnblocked']);

/** "Whenever ~ attacks" (also alone, or with others): ~ itself is an attacking creature as the ability resolves' source. */
function selfAttacks(s: TriggerSpec): boolean {
  return (s.kind === 'attacks' || s.kind === 'attacksAlone') && 'what' in s && s.what.kind === 'self';
}

/** A trigger on the creature an Aura or Equipment is attached to ("Whenever equipped creature attacks"). */
function triggersOnAttached(s: TriggerSpec): boolean {
  return 'what' in s && typeof s.what === 'object' && (s.what.kind === 'enchanted' || s.what.kind === 'equipped');
}

/** Triggers whose event carries an amount ("that much", "that many"): damage dealt. */
function hasAmount(t: TriggerSpec): boolean {
  return (
    t.kind === 'isDealtDamage' ||
    t.kind === 'dealsDamage' ||
    t.kind === 'dealsCombatDamageToPlayer' ||
    t.kind === 'countersPut' ||
    (t.kind === 'discards' && t.oneOrMore === true) ||
    (t.kind === 'entersBattlefield' && t.oneOrMore === true) ||
    t.kind === 'oneOrMoreAttack' // how many declared attackers matched
  );
}

/** "Whenever you cast a spell": the triggering object is the spell (its "that spell"). */
function isCast(t: TriggerSpec): boolean {
  return t.kind === 'castSpell';
}

/** The spell a cast trigger's "that spell" / "it" names: the triggering spell, or ~ itself ("When you cast ~"). */
function castTriggerSpell(specs: readonly TriggerSpec[]): 'self' | 'triggeringObject' | null {
  if (specs.every(isCast)) return 'triggeringObject';
  return specs.every((t) => t.kind === 'castSelf') ? 'self' : null;
}

/** The spells a line's cast triggers match, when it has one "Whenever [player] cast[s] [spell]" trigger. */
function castTriggerFilter(specs: readonly TriggerSpec[]): Filter | null {
  const t = specs.length === 1 ? specs[0] : undefined;
  return t?.kind === 'castSpell' && t.filter && !t.orCopy ? t.filter : null;
}

/** Effects that only a permanent can undergo (a spell on the stack has no P/T, no blocking, no tapped status). */
const PERMANENT_ONLY = new Set<Effect['kind']>(['pump', 'grantStatic', 'grantKeyword', 'addCounters', 'tap', 'untap']);

/**
 * A cast trigger's "it" is the spell (603.2), but "~ gets +1/+1 until end of turn. Untap it." / "put a +1/+1 counter
 * on ~ and it can't be blocked this turn" speak of ~: in a text that names ~, an "it" that only a permanent can undergo
 * is ~. (Without ~, "it gains haste" is the spell's, 400.7a: kept as it is.)
 */
function castTriggerIt(effects: Effect[], toks: readonly Token[]): Effect[] {
  if (!toks.some((t) => t.t === '~')) return effects;
  const fix = (list: readonly Effect[]): Effect[] =>
    list.map((e): Effect => {
      if (e.kind === 'conditional')
        return { ...e, then: fix(e.then), ...(e.otherwise ? { otherwise: fix(e.otherwise) } : {}) };
      if (e.kind === 'ifDone')
        return { ...e, then: fix(e.then), ...(e.otherwise ? { otherwise: fix(e.otherwise) } : {}) };
      const what = 'what' in e && typeof e.what === 'object' ? e.what : null;
      if (!PERMANENT_ONLY.has(e.kind) || what?.kind !== 'triggeringObject') return e;
      return { ...e, what: { kind: 'self' } } as Effect;
    });
  return fix(effects);
}

/** Triggers whose triggering object is not the subject, so a bare "it" would be ambiguous. */
function itAmbiguous(t: TriggerSpec): boolean {
  return (t.kind === 'dealsDamage' && t.to === 'creature') || t.kind === 'blocksCreature';
}

/**
 * Phrases where "it" can only be the creature just named: "tap that creature and it doesn't untap during its
 * controller's next untap step", "destroy that creature. It can't be regenerated."
 */
const IT_AFTER_THAT_CREATURE = [
  "that creature and it doesn't untap during its controller 's next untap step",
  "that creature . it can't be regenerated",
].map((s) => s.split(' '));

/** Whether an "it" / "its" in `toks` is not one of the phrases above. */
function bareIt(toks: readonly Token[]): boolean {
  for (let i = 0; i < toks.length; i++) {
    const phrase = IT_AFTER_THAT_CREATURE.find((w) => w.every((word, k) => toks[i + k]?.t === word));
    if (phrase) i += phrase.length - 1;
    else if (toks[i]!.t === 'it' || toks[i]!.t === 'its') return true;
  }
  return false;
}

/**
 * "becomes the target of a spell or ability [an opponent controls]" (after "becomes the target of"); "… a spell or
 * ability you control for the first time each turn" (valiant): the engine remembers whose spells and abilities
 * targeted an object this turn, so only that wording (no other player, not spells alone).
 */
function targetedBy(p: Cursor): { by?: PlayerRelation; spellsOnly?: boolean; firstThisTurn?: boolean } | null {
  return p.try(() => {
    let spellsOnly = false;
    if (p.eat('a spell or ability')) spellsOnly = false;
    else if (p.eat('a spell')) spellsOnly = true;
    else return null;
    const by: PlayerRelation | undefined =
      p.eat('an opponent controls') || p.eat('your opponents control')
        ? 'opponent'
        : p.eat('you control')
          ? 'you'
          : undefined;
    if (by === 'you' && !spellsOnly && p.eat('for the first time each turn')) return { by, firstThisTurn: true };
    return { ...(by ? { by } : {}), ...(spellsOnly ? { spellsOnly } : {}) };
  });
}

function subjectFilter(p: Cursor): Filter | null {
  return p.try(() => {
    let other = false;
    if (p.eat('another')) other = true;
    else if (!(p.eat('a') || p.eat('an'))) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone) return null;
    if (other) for (const a of d.alternatives ?? [d]) a.match.other = true;
    return descFilter(d);
  });
}

/** What every TRIGGER_EVENTS entry reads: triggerCondition's arguments and the helpers it shares with them. */
export interface TriggerConditionScope {
  readonly p: Cursor;
  readonly self: ObjectRef;
  readonly mk: (specs: TriggerSpec[], it: ObjectRef | null, itPlayer?: PlayerRef | null) => TriggerParse;
  /** In a second trigger event of one ability ("When ~ enters and whenever it attacks"), "it" is ~. */
  readonly itIsSelf?: boolean;
}

/** One branch of triggerCondition: its result, or undefined when the text is not this branch's (the next one is tried). */
type TriggerConditionEntry = (s: TriggerConditionScope) => TriggerParse | null | undefined;

/** Trigger events (603.1), tried in order. */
const TRIGGER_EVENTS: readonly TriggerConditionEntry[] = [
  ({ p, mk }) => (dayNightChanges(p) ? mk([{ kind: 'dayNightChanges' }], null) : undefined), // 726.2 (day-night.ts)
  ({ p, mk }) => (p.eat('you activate an exhaust ability') ? mk([{ kind: 'activatesExhaust' }], null) : undefined), // 702.177a
  ({ p, mk }) => {
    const land = playsLandTrigger(p); // 305.1 (land-play-triggers.ts)
    if (!land) return undefined;
    return mk(
      land,
      null,
      land[0]!.kind === 'playsLand' && land[0]!.who !== 'you' ? { kind: 'triggeringPlayer' } : null,
    );
  },
  ({ p, mk }) => {
    const t = activatesAbilityTrigger(p); // 602.2b (activation-triggers.ts)
    return t ? mk([t], null) : undefined;
  },
  // 709.5h: "When you unlock this door" (the door is set as a Room's halves are joined, compile.ts); 709.5i.
  ({ p, mk }) => (p.eat('you unlock this door') ? mk([{ kind: 'unlocksDoor', door: -1 }], null) : undefined),
  ({ p, mk }) => (p.eat('you fully unlock a room') ? mk([{ kind: 'fullyUnlocksRoom' }], null) : undefined),
  ({ p, mk }) => {
    if (!p.is('you', 'expend')) return undefined; // 700.14: "Whenever you expend N"
    p.i += 2;
    const amount = number(p);
    return amount !== null && amount > 0 ? mk([{ kind: 'expends', amount }], null) : null;
  },
  ({ p, mk }) => {
    const ring = ringTrigger(p); // 701.54a (ring.ts)
    return ring ? mk([ring], null) : undefined;
  },
  ({ p, mk }) => {
    const t = dungeonTrigger(p) ?? becomesMonarchTrigger(p); // 309.7, 701.49 (dungeons.ts); 722.3 (verbs/monarch.ts)
    return t ? mk([t], null) : undefined;
  },
  ({ p, mk }) => {
    const crime = crimeTrigger(p); // 700.13 (crime.ts)
    return crime ? mk([crime], null) : undefined;
  },
  ({ p, mk }) => {
    const caused = causedDiscardTrigger(p); // 701.9 (discard-triggers.ts)
    return caused ? mk([caused], caused.kind === 'discardedSelf' ? { kind: 'self' } : null) : undefined;
  },
  ({ p, mk }) => {
    const discard = discardOneOrMoreTrigger(p); // 603.2c (discard-triggers.ts)
    return discard ? mk([discard], null, { kind: 'triggeringPlayer' }) : undefined;
  },
  ({ p, mk }) => {
    const dealt = sourceDamageTrigger(p); // 120.1, 609.7 (source-damage.ts)
    if (!dealt) return undefined;
    const r = mk([dealt.spec], null, dealt.toPlayer ? { kind: 'triggeringPlayer' } : null);
    return dealt.onlyOncePerTurn ? { ...r, onlyOncePerTurn: true } : r;
  },
  ({ p, mk }) => {
    const left = leavesGraveyardTrigger(p); // 603.2c, 603.10a (leaves-graveyard.ts)
    return left ? mk([left], null) : undefined;
  },
  planeTriggerTriggerCondition,
  nthDrawEachTurnTriggerCondition,
  nthSpellEachTurnTriggerCondition,
  tappedForManaSubjectTriggerCondition,
  endOfCombatTriggerCondition,
  theBeginningOfTriggerCondition,
  selfOrAnotherTriggerCondition,
  selfTriggerCondition,
  attacksOrBlocksTriggerCondition,
  aCreatureDealtDamageByThisTurnDiesTriggerCondition,
  youCycleOrItDiesTriggerCondition,
  youCycleTriggerCondition,
  youExertTriggerCondition,
  youScryTriggerCondition,
  sacrificeTriggerCondition,
  countersPutTriggerCondition,
  youPutCountersTriggerCondition, // 122.6
  anOpponentDiscardsACardTriggerCondition,
  aPlayerDiscardsACardTriggerCondition,
  youDiscardACardTriggerCondition,
  youCastTriggerCondition,
  youCycleACardTriggerCondition,
  aPlayerCyclesACardTriggerCondition,
  anOpponentCyclesACardTriggerCondition,
  youCastASpellThatTargetsTriggerCondition,
  youCastTriggerCondition2,
  youGainLifeTriggerCondition,
  youTriggerCondition,
  youDrawACardTriggerCondition,
  aPlayerDrawsACardTriggerCondition,
  anOpponentDrawsACardTriggerCondition,
  oneOrMoreTriggerCondition,
  entersTriggerCondition,
];

function triggerCondition(p: Cursor): TriggerParse | null {
  const self: ObjectRef = { kind: 'self' };
  const mk = (specs: TriggerSpec[], it: ObjectRef | null, itPlayer: PlayerRef | null = null): TriggerParse => ({
    specs,
    it,
    itPlayer,
  });
  const one = (itIsSelf: boolean): TriggerParse | null => {
    const s: TriggerConditionScope = { p, self, mk, itIsSelf };
    for (const entry of TRIGGER_EVENTS) {
      const r = entry(s);
      if (r !== undefined) return r;
    }
    return null;
  };
  return p.try((): TriggerParse | null => {
    let t = one(false);
    // 603.2: "When ~ enters and whenever you cast a noncreature spell, …" — one ability text with two trigger
    // events; each event triggers it (an ability node per event, as for "enters or attacks").
    while (t && (p.is('and', 'whenever') || p.is('and', 'when'))) {
      p.i += 2;
      const next = one(t.specs.every((s) => 'what' in s && s.what.kind === 'self'));
      if (!next) return null;
      t = mergeTriggers(t, next);
    }
    return t;
  });
}

/** Two trigger events of one ability: "it", "that player" and "its controller" keep a meaning only if both agree. */
function mergeTriggers(a: TriggerParse, b: TriggerParse): TriggerParse {
  const same = (x: unknown, y: unknown): boolean => JSON.stringify(x) === JSON.stringify(y);
  const r: TriggerParse = {
    specs: [...a.specs, ...b.specs],
    it: same(a.it, b.it) ? a.it : null,
    itPlayer: same(a.itPlayer, b.itPlayer) ? a.itPlayer : null,
  };
  if (a.itController && same(a.itController, b.itController)) r.itController = a.itController;
  if (a.onlyOncePerTurn || b.onlyOncePerTurn) r.onlyOncePerTurn = true;
  return r;
}

function planeTriggerTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // 901: chaos abilities, planeswalking and encounters (planes.ts); 701.25: setting a scheme in motion (schemes.ts)
  const planar = planeTrigger(p) ?? schemeTrigger(p);
  if (planar) return mk(planar, null);
  return undefined;
}

function tappedForManaSubjectTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // 106.12a: "a player taps a land for mana" (mana-triggers.ts); "that land" is the land, "that player" who tapped it.
  const tapped = tappedForManaSubject(p);
  if (tapped)
    return {
      ...mk([tapped.spec], { kind: 'triggeringObject' }, { kind: 'triggeringPlayer' }),
      itController: { kind: 'triggeringPlayer' },
    };
  return undefined;
}

function endOfCombatTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('end of combat')) return mk([{ kind: 'beginningOfStep', step: 'endCombat', whose: 'each' }], null);
  return undefined;
}

function theBeginningOfTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('the beginning of')) {
    let whose: PlayerRelation | 'each' | null = null;
    let itPlayer: PlayerRef | null = null;
    // 507: "at the beginning of combat on your turn / on each opponent's turn".
    if (p.eat('combat on your turn')) return mk([{ kind: 'beginningOfStep', step: 'beginCombat', whose: 'you' }], null);
    if (p.eat("combat on each opponent's turn"))
      return mk([{ kind: 'beginningOfStep', step: 'beginCombat', whose: 'opponent' }], null, {
        kind: 'triggeringPlayer',
      });
    // "At the beginning of the upkeep of enchanted creature's controller": that player's step; "that player" is them.
    const ofEnchanted = p.try(() => {
      if (!p.eat('the')) return null;
      const step: StepName | null = p.eat('upkeep')
        ? 'upkeep'
        : p.eat('end step')
          ? 'end'
          : p.eat('draw step')
            ? 'draw'
            : null;
      if (!step || !p.eat('of enchanted')) return null;
      if (!['creature', 'permanent', 'land', 'artifact', 'enchantment', 'planeswalker'].includes(p.peek() ?? ''))
        return null;
      p.i++;
      return p.eat("'s controller") ? step : null;
    });
    if (ofEnchanted) {
      const r = mk(
        [{ kind: 'beginningOfStep', step: ofEnchanted, whose: 'enchantedController' }],
        { kind: 'enchanted' },
        { kind: 'triggeringPlayer' },
      );
      r.itController = { kind: 'triggeringPlayer' };
      return r;
    }
    if (p.eat('your')) whose = 'you';
    else if (p.eat("each opponent's")) {
      whose = 'opponent';
      itPlayer = { kind: 'triggeringPlayer' };
    } else if (p.eat("each player's") || p.eat('each')) {
      whose = 'each';
      itPlayer = { kind: 'triggeringPlayer' };
    } else if (p.eat('the')) whose = 'each';
    if (!whose) return null;
    let step: StepName | null = null;
    if (p.eat('upkeep')) step = 'upkeep';
    else if (p.eat('draw step')) step = 'draw';
    else if (p.eat('end step')) step = 'end';
    else if (p.eat('precombat main phase')) step = 'main1';
    else if (p.eat('postcombat main phase')) step = 'main2';
    else if (whose === 'each' && p.eat('combat')) step = 'beginCombat';
    if (!step) return null;
    if (step === 'beginCombat' && whose === 'each' && p.eat('on your turn')) whose = 'you';
    return mk([{ kind: 'beginningOfStep', step, whose }], null, itPlayer);
  }
  return undefined;
}

function selfOrAnotherTriggerCondition({ p, self, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.is('~', 'or', 'another')) {
    // "Whenever ~ or another Ally enters under your control": the description includes this object.
    p.i += 3;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone) return null;
    const dies = p.eat('dies');
    if (dies || p.eat('leaves the battlefield')) {
      // "Whenever ~ or another creature you control dies / leaves the battlefield [without dying]": ~, or another such
      // object (603.10a: both look back at the object as it last existed on the battlefield; 700.4).
      markOther(d);
      const other = descFilter(d);
      if (!other || !lkiSafe(other)) return null;
      const withoutDying = !dies && p.eat('without dying');
      const how = { toGraveyard: dies, ...(withoutDying ? { withoutDying } : {}) };
      return mk(
        [
          { kind: 'leavesBattlefield', what: self, ...how },
          { kind: 'leavesBattlefield', what: { kind: 'filter', filter: other }, ...how },
        ],
        null,
      );
    }
    if (p.eat('is turned face up')) {
      // 708.8: "Whenever ~ or another creature you control is turned face up"; "that creature" is the one turned up.
      for (const a of d.alternatives ?? [d]) a.match.other = true;
      const other = descFilter(d);
      return other
        ? mk(
            [
              { kind: 'turnedFaceUp', what: self },
              { kind: 'turnedFaceUp', what: { kind: 'filter', filter: other } },
            ],
            { kind: 'triggeringObject' },
          )
        : null;
    }
    if (!p.eat('enters')) return null;
    if (p.eat('under your control')) d.match.controller = 'you';
    const filter = descFilter(d);
    return filter
      ? mk([{ kind: 'entersBattlefield', what: { kind: 'filter', filter } }], { kind: 'triggeringObject' })
      : null;
  }
  return undefined;
}

/**
 * "When ~ enters or [another event]": the second event, of ~ as well. 708.8: a face-down permanent has no abilities as
 * it enters, so "enters or is turned face up" triggers as it is turned face up; 701.28e "transforms into ~".
 */
const ENTERS_OR: readonly (readonly [string, (self: ObjectRef) => TriggerSpec])[] = [
  ['enters or attacks', (self) => ({ kind: 'attacks', what: self })],
  ['enters or is turned face up', (self) => ({ kind: 'turnedFaceUp', what: self })],
  ['enters or becomes monstrous', (self) => ({ kind: 'becomesMonstrous', what: self })],
  ['enters or transforms into ~', (self) => ({ kind: 'transformsInto', what: self })],
];

function selfTriggerCondition({ p, self, mk, itIsSelf }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('~') || (itIsSelf && p.eat('it'))) {
    // "When ~ enters or dies": two events; "it" would mean ~ on the battlefield or the card that left, so it has none.
    if (p.eat('enters or dies'))
      return mk(
        [
          { kind: 'entersBattlefield', what: self },
          { kind: 'leavesBattlefield', what: self, toGraveyard: true },
        ],
        null,
      );
    // 603.6a / 603.10a: "When ~ enters or leaves the battlefield": two events, the second looking back in time.
    if (p.eat('enters or leaves the battlefield'))
      return mk(
        [
          { kind: 'entersBattlefield', what: self },
          { kind: 'leavesBattlefield', what: self, toGraveyard: false },
        ],
        null,
      );
    const alsoOn = ENTERS_OR.find(([words]) => p.eat(words));
    if (alsoOn) return mk([{ kind: 'entersBattlefield', what: self }, alsoOn[1](self)], self);
    if (p.eat('enters')) return mk([{ kind: 'entersBattlefield', what: self }], self);
    if (p.eat('dies')) return mk([{ kind: 'leavesBattlefield', what: self, toGraveyard: true }], self);
    if (p.eat('leaves the battlefield'))
      return mk([{ kind: 'leavesBattlefield', what: self, toGraveyard: false }], self);
    if (p.eat('attacks or blocks'))
      return mk(
        [
          { kind: 'attacks', what: self },
          { kind: 'blocks', what: self },
        ],
        self,
      );
    // 509.3b/509.3d: once for each creature it blocks or that blocks it; "that creature" is the other one.
    const blockedBy = blockedByTrigger(p, self, mk);
    if (blockedBy) return blockedBy;
    if (p.eat('blocks or becomes blocked'))
      return mk(
        [
          { kind: 'blocks', what: self },
          { kind: 'becomesBlocked', what: self },
        ],
        self,
      );
    if (p.eat('becomes blocked')) return mk([{ kind: 'becomesBlocked', what: self }], self);
    if (p.eat('is turned face up')) return mk([{ kind: 'turnedFaceUp', what: self }], self);
    if (p.eat('mutates')) return mk([{ kind: 'mutates', what: self }], self); // 702.140d
    if (p.eat('transforms into ~')) return mk([{ kind: 'transformsInto', what: self }], self); // 701.28e
    if (p.eat('becomes monstrous')) return mk([{ kind: 'becomesMonstrous', what: self }], self); // 701.37b
    if (p.eat('exploits a creature')) return mk([{ kind: 'exploits', what: self }], self); // 702.110b
    if (p.eat("attacks and isn't blocked")) return mk([{ kind: 'attacksUnblocked', what: self }], self);
    const others = p.try(() => {
      if (!p.eat('and at least')) return null;
      const n = number(p);
      return n !== null && p.eat('other creatures attack') ? n : null;
    });
    if (others !== null) return mk([{ kind: 'attacks', what: self, withOthers: others }], self);
    if (p.eat('becomes tapped')) return mk([{ kind: 'becomesTapped', what: self }], self);
    if (p.eat('becomes untapped')) return mk([{ kind: 'becomesTapped', what: self, untapped: true }], self);
    if (p.eat('is dealt damage')) return mk([{ kind: 'isDealtDamage', what: self }], self);
    if (p.eat('is dealt combat damage')) return mk([{ kind: 'isDealtDamage', what: self, combatOnly: true }], self);
    if (p.eat('becomes the target of')) {
      const by = targetedBy(p);
      return by ? mk([{ kind: 'becomesTarget', what: self, ...by }], self, { kind: 'triggeringPlayer' }) : null;
    }
    return selfCombatTrigger(p, self, mk);
  }
  return undefined;
}

/** After "~": "blocks a [creature]", "attacks", "blocks", "deals [combat] damage [to a player / an opponent / a creature]". */
function selfCombatTrigger(p: Cursor, self: ObjectRef, mk: TriggerConditionScope['mk']): TriggerParse | null {
  const blocksA = p.try(() => {
    if (!p.eat('blocks a')) return null;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone || d.plural) return null;
    const f = descFilter(d);
    // "blocks a creature" alone: every blocked object is a creature; a narrower description filters.
    if (!f || f.kind !== 'object') return null;
    const plain = Object.keys(f.match).length === 1 && f.match.types?.length === 1 && f.match.types[0] === 'Creature';
    return mk([{ kind: 'blocksCreature', what: self, ...(plain ? {} : { attacker: f }) }], {
      kind: 'triggeringObject',
    });
  });
  if (blocksA) return blocksA;
  // 506.5: "Whenever ~ attacks alone" (the only creature declared as an attacker).
  if (p.eat('attacks alone')) return mk([{ kind: 'attacksAlone', what: self }], self);
  // 702.171b: "Whenever ~ attacks while saddled" (a Mount).
  if (p.eat('attacks while saddled')) return mk([{ kind: 'attacks', what: self, whileSaddled: true }], self);
  if (p.eat('attacks')) return mk([{ kind: 'attacks', what: self }], self);
  if (p.eat('blocks')) return mk([{ kind: 'blocks', what: self }], self);
  if (!p.is('deals', 'combat', 'damage', 'to', 'a', 'player', 'or') && p.eat('deals combat damage to a player'))
    return mk([{ kind: 'dealsCombatDamageToPlayer', what: self }], self, { kind: 'triggeringPlayer' });
  const combatOnly = p.is('deals', 'combat', 'damage');
  if (p.eat('deals damage') || p.eat('deals combat damage')) {
    const other = damagedPermanentTrigger(p, self, combatOnly, mk);
    if (other !== undefined) return other;
    const toPlayer: PlayerRelation | null = p.eat('to an opponent') ? 'opponent' : null;
    const to = toPlayer || p.eat('to a player') ? 'player' : p.eat('to a creature') ? 'creature' : 'any';
    const spec: TriggerSpec = {
      kind: 'dealsDamage',
      what: self,
      to,
      ...(combatOnly ? { combatOnly } : {}),
      ...(toPlayer ? { toPlayer } : {}),
    };
    // "That creature" is the creature dealt damage; a bare "it" would be ambiguous, so it is refused below.
    return mk(
      [spec],
      to === 'creature' ? { kind: 'triggeringObject' } : self,
      to === 'player' ? { kind: 'triggeringPlayer' } : null,
    );
  }
  return null;
}

/**
 * After "~ deals [combat] damage": "to a player or planeswalker" (one trigger, either recipient; 306.8) and "to a
 * Dinosaur" / "to a Goblin or Orc" (the damaged permanent has one of those subtypes; "that creature" is it). Undefined
 * when the text is neither.
 */
function damagedPermanentTrigger(
  p: Cursor,
  self: ObjectRef,
  combatOnly: boolean,
  mk: TriggerConditionScope['mk'],
): TriggerParse | null | undefined {
  const c = combatOnly ? { combatOnly } : {};
  if (p.eat('to a player or planeswalker'))
    return mk([{ kind: 'dealsDamage', what: self, to: 'playerOrPlaneswalker', ...c }], self, null); // "that player": none
  const recipient = p.try(() => {
    if (!p.eat('to a') && !p.eat('to an')) return null;
    const subtypes: string[] = [];
    do {
      const t = p.tok();
      if (!t || t.kind !== 'word' || !/^[A-Z]/.test(t.raw) || !SUBTYPES.has(t.raw)) return null;
      subtypes.push(t.raw);
      p.i++;
    } while (p.eat('or'));
    return p.is(',') ? subtypes : null;
  });
  if (!recipient) return undefined;
  const filter: Filter = { kind: 'object', match: { subtypes: recipient } };
  return mk(
    [{ kind: 'dealsDamage', what: self, to: 'any', recipient: filter, ...c }],
    { kind: 'triggeringObject' },
    null,
  );
}

function attacksOrBlocksTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  const attachedTo: [string, ObjectRef][] = [
    ['enchanted creature', { kind: 'enchanted' }],
    ['equipped creature', { kind: 'equipped' }],
    ['enchanted land', { kind: 'enchanted' }],
    ['enchanted artifact', { kind: 'enchanted' }],
    ['enchanted permanent', { kind: 'enchanted' }],
  ];
  for (const [w, ref] of attachedTo) {
    if (p.eat(w)) {
      const creature = w.endsWith('creature');
      const withController = (r: TriggerParse): TriggerParse => {
        r.itController = { kind: 'triggeringPlayer' };
        return r;
      };
      if (creature && p.eat('attacks or blocks'))
        return mk(
          [
            { kind: 'attacks', what: ref },
            { kind: 'blocks', what: ref },
          ],
          ref,
        );
      const blockedBy = creature ? blockedByTrigger(p, ref, mk) : null; // 509.3b / 509.3d
      if (blockedBy) return blockedBy;
      if (creature && p.eat('blocks or becomes blocked') && p.is(','))
        return mk(
          [
            { kind: 'blocks', what: ref },
            { kind: 'becomesBlocked', what: ref },
          ],
          ref,
        );
      if (creature && p.eat('becomes blocked') && p.is(',')) return mk([{ kind: 'becomesBlocked', what: ref }], ref);
      if (creature && p.eat('attacks alone')) return mk([{ kind: 'attacksAlone', what: ref }], ref); // 506.5
      if (creature && p.eat('attacks')) return mk([{ kind: 'attacks', what: ref }], ref);
      if (creature && p.eat('blocks')) return mk([{ kind: 'blocks', what: ref }], ref);
      if (creature && p.eat('deals combat damage to a player'))
        return mk([{ kind: 'dealsCombatDamageToPlayer', what: ref }], ref, { kind: 'triggeringPlayer' });
      if (creature && (p.is('deals', 'damage') || p.is('deals', 'combat', 'damage'))) {
        const combatOnly = p.peek(1) === 'combat';
        p.i += combatOnly ? 3 : 2;
        const toPlayer: PlayerRelation | null = p.eat('to an opponent') ? 'opponent' : null;
        if (!p.is(',')) return null;
        return mk(
          [
            {
              kind: 'dealsDamage',
              what: ref,
              to: toPlayer ? 'player' : 'any',
              ...(combatOnly ? { combatOnly } : {}),
              ...(toPlayer ? { toPlayer } : {}),
            },
          ],
          ref,
          toPlayer ? { kind: 'triggeringPlayer' } : null,
        );
      }
      // 603.10a: the enchanted creature has left; "that card" is it in its new zone, "its controller" its last controller.
      if (creature && p.eat('dies'))
        return withController(
          mk([{ kind: 'leavesBattlefield', what: ref, toGraveyard: true }], { kind: 'triggeringObject' }),
        );
      if (p.eat('becomes tapped')) return withController(mk([{ kind: 'becomesTapped', what: ref }], ref));
      if (p.eat('becomes untapped'))
        return withController(mk([{ kind: 'becomesTapped', what: ref, untapped: true }], ref));
      if (creature && p.eat('is dealt damage')) return mk([{ kind: 'isDealtDamage', what: ref }], ref);
      if (p.eat('becomes the target of')) {
        const by = targetedBy(p);
        return by ? mk([{ kind: 'becomesTarget', what: ref, ...by }], ref, { kind: 'triggeringPlayer' }) : null;
      }
      return null;
    }
  }
  return undefined;
}

function aCreatureDealtDamageByThisTurnDiesTriggerCondition({
  p,
  mk,
}: TriggerConditionScope): TriggerParse | null | undefined {
  // "Whenever a creature dealt damage by ~ this turn dies" (looking back, 603.10a); "it"/"that card" is the card.
  if (p.eat('a creature dealt damage by ~ this turn dies')) {
    return mk(
      [
        {
          kind: 'leavesBattlefield',
          what: { kind: 'filter', filter: { kind: 'object', match: { types: ['Creature'] } } },
          toGraveyard: true,
          damagedBySelf: true,
        },
      ],
      { kind: 'triggeringObject' },
    );
  }
  return undefined;
}

function youCycleOrItDiesTriggerCondition({ p, self, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // 702.29c–d: cycling triggers.
  if (p.eat('you cycle ~ or it dies'))
    return mk(
      [
        { kind: 'cycled', self: true, who: 'you' },
        { kind: 'leavesBattlefield', what: self, toGraveyard: true },
      ],
      null,
    );
  return undefined;
}

function youCycleTriggerCondition({ p, self, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('you cycle ~')) return mk([{ kind: 'cycled', self: true, who: 'you' }], null);
  return undefined;
}

function anOpponentDiscardsACardTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // 701.9: "Whenever an opponent / a player discards a card" ("that player" discarded it).
  if (p.eat('an opponent discards a card'))
    return mk([{ kind: 'discards', who: 'opponent' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function aPlayerDiscardsACardTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('a player discards a card'))
    return mk([{ kind: 'discards', who: 'any' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function youDiscardACardTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // 702.29a: cycling discards the card as a cost, so "cycle or discard" is one discard event (it triggers once).
  if (p.eat('you discard a card') || p.eat('you cycle or discard a card') || p.eat('you cycle or discard another card'))
    return mk([{ kind: 'discards', who: 'you' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function youCastTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // "When you cast ~" (Eldrazi): triggers from the spell on the stack.
  if (p.eat('you cast ~')) return mk([{ kind: 'castSelf' }], null);
  return undefined;
}

function youCycleACardTriggerCondition({ p, self, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('you cycle a card'))
    return mk([{ kind: 'cycled', self: false, who: 'you' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function aPlayerCyclesACardTriggerCondition({ p, self, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('a player cycles a card'))
    return mk([{ kind: 'cycled', self: false, who: 'any' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function anOpponentCyclesACardTriggerCondition({
  p,
  self,
  mk,
}: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('an opponent cycles a card'))
    return mk([{ kind: 'cycled', self: false, who: 'opponent' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function youCastASpellThatTargetsTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // 601.2c: "Whenever you cast a spell that targets ~" (heroic).
  if (p.eat('you cast a spell that targets ~'))
    return mk([{ kind: 'castSpell', who: 'you', targetsSelf: true }], null, { kind: 'you' });
  return undefined;
}

function youCastTriggerCondition2({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('you cast') || p.eat('a player casts') || p.eat('an opponent casts')) {
    // 707.10: "Whenever you cast or copy an instant or sorcery spell" (magecraft) — copies are put on the stack, not cast.
    const who: PlayerRelation =
      p.toks[p.i - 2]?.t === 'you'
        ? 'you'
        : p.toks[p.i - 3]?.t === 'opponent' || p.toks[p.i - 2]?.t === 'opponent'
          ? 'opponent'
          : 'any';
    const orCopy = who === 'you' && p.eat('or copy');
    const d = p.try(() => {
      if (!(p.eat('a') || p.eat('an'))) return null;
      return desc(p);
    });
    if (!d || !d.spell) return null;
    const filter = descFilter(d);
    if (!filter) return null;
    const spellsOnly =
      filter.kind === 'stackObject' ||
      (filter.kind === 'anyOf' && filter.filters.every((f) => f.kind === 'stackObject'));
    if (!spellsOnly) return null;
    // 601.2a: "a spell from anywhere other than your hand" ("their hand" for another player).
    const notFromHand = p.eat('from anywhere other than', who === 'you' ? 'your' : 'their', 'hand');
    const duringTurn = turnOfCast(p);
    const spec: TriggerSpec = {
      ...(filter.kind === 'stackObject' && !filter.match
        ? { kind: 'castSpell', who }
        : { kind: 'castSpell', who, filter }),
      ...(orCopy ? { orCopy } : {}),
      ...(notFromHand ? { notFromHand } : {}),
      ...(duringTurn ? { duringTurn } : {}),
    };
    // "Whenever you cast … during each opponent's turn, … that player's library": that player is the opponent whose
    // turn it is, not the caster — no reference says so, so "that player" is left unread.
    return mk(
      [spec],
      { kind: 'triggeringObject' },
      whoseTurnUnread(who, duringTurn) ? null : { kind: 'triggeringPlayer' },
    );
  }
  return undefined;
}

/** A cast trigger's "that player" when it is the player whose turn it is and not the caster (unread). */
export function whoseTurnUnread(who: PlayerRelation, duringTurn: 'you' | 'opponent' | null): boolean {
  return duringTurn === 'opponent' && who === 'you';
}

/** "… during your turn" / "… during an opponent's turn" / "… during each opponent's turn" after a cast trigger (500.1). */
export function turnOfCast(p: Cursor): 'you' | 'opponent' | null {
  if (p.eat('during your turn')) return 'you';
  if (p.eat("during an opponent's turn") || p.eat("during each opponent's turn")) return 'opponent';
  return null;
}

function youGainLifeTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('you gain life')) return mk([{ kind: 'gainLife', who: 'you' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function youTriggerCondition({ p, self, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // 603.8: a state trigger, "When you control no Islands, …".
  if (p.is('you', 'control', 'no')) {
    p.i += 3;
    const d = desc(p);
    if (!d || d.card || d.spell || d.player || d.zone) return null;
    const filter = descFilter(d);
    return filter
      ? mk([{ kind: 'state', condition: { kind: 'not', condition: { kind: 'controls', filter, atLeast: 1 } } }], {
          kind: 'self',
        })
      : null;
  }
  return undefined;
}

function youDrawACardTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('you draw a card')) return mk([{ kind: 'drawCard', who: 'you' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function aPlayerDrawsACardTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('a player draws a card')) return mk([{ kind: 'drawCard', who: 'any' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

function anOpponentDrawsACardTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  if (p.eat('an opponent draws a card'))
    return mk([{ kind: 'drawCard', who: 'opponent' }], null, { kind: 'triggeringPlayer' });
  return undefined;
}

/**
 * 603.2c / 700.4: "Whenever one or more [other] creatures [you control] die" — read only with "This ability triggers
 * only once each turn." (one event killing several is one trigger; once each turn, one trigger either way), and with
 * no "it" (the ability doesn't say which ones died).
 */
function oneOrMoreDie(p: Cursor, mk: TriggerConditionScope['mk']): TriggerParse | null {
  return p.try((): TriggerParse | null => {
    if (!p.eat('one or more')) return null;
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone || d.stackAbilities) return null;
    const filter = descFilter(d);
    if (!filter || !lkiSafe(filter) || !p.eat('die')) return null;
    const r = mk([{ kind: 'leavesBattlefield', what: { kind: 'filter', filter }, toGraveyard: true }], null);
    r.onlyOncePerTurn = true;
    return r;
  });
}

/** 701.22a / 701.25a: "Whenever you scry", "Whenever you surveil", "Whenever you scry or surveil". */
function youScryTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  const which = p.eat('you scry or surveil')
    ? 'either'
    : p.eat('you scry')
      ? 'scry'
      : p.eat('you surveil')
        ? 'surveil'
        : null;
  return which ? mk([{ kind: 'scriesOrSurveils', who: 'you', which }], null) : undefined;
}

function oneOrMoreTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // 508.1 / 603.2c: "Whenever you attack" — you declared one or more attackers (once for the declaration);
  // "Whenever you attack with one or more [creatures]" — one of them matches.
  if (p.is('you', 'attack', ',')) {
    p.i += 2;
    return mk(
      [{ kind: 'oneOrMoreAttack', filter: { kind: 'object', match: { types: ['Creature'], controller: 'you' } } }],
      null,
    );
  }
  const withSome = p.try((): TriggerParse | null => {
    if (!p.eat('you attack with')) return null;
    // "with one or more [creatures]", "with three or more creatures" (at least that many declared attackers match)
    const n = number(p);
    if (n === null || n < 1 || !p.eat('or more')) return null;
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone || d.alternatives || d.match.controller) return null;
    d.match.controller = 'you';
    const filter = descFilter(d);
    return filter && p.is(',')
      ? mk([{ kind: 'oneOrMoreAttack', filter, ...(n > 1 ? { atLeast: n } : {}) }], null)
      : null;
  });
  if (withSome) return withSome;
  // 603.2c: "one or more creatures [you control] attack [you]": once for the declaration of attackers.
  const damage = p.try((): TriggerParse | null => {
    // 603.2c / 510.2: "one or more [creatures / Faeries / …] you control deal combat damage to a player": once per
    // damaged player in one combat damage step ("that player" is that player).
    if (!p.eat('one or more')) return null;
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone || d.match.controller !== 'you') return null;
    const filter = descFilter(d);
    if (!filter || !p.eat('deal combat damage to a player')) return null;
    return mk([{ kind: 'dealsCombatDamageToPlayer', what: { kind: 'filter', filter }, oneOrMore: true }], null, {
      kind: 'triggeringPlayer',
    });
  });
  if (damage) return damage;
  // 603.2c: "Whenever one or more tokens you control enter", "one or more other creatures you control enter": once
  // for the permanents one event puts onto the battlefield ("that many": how many of them match).
  const entering = p.try((): TriggerParse | null => {
    if (!p.eat('one or more')) return null;
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone || d.alternatives) return null;
    if (!p.eat('enter')) return null;
    if (p.eat('under your control')) d.match.controller = 'you';
    const filter = descFilter(d);
    return filter && p.is(',')
      ? mk([{ kind: 'entersBattlefield', what: { kind: 'filter', filter }, oneOrMore: true }], null)
      : null;
  });
  if (entering) return entering;
  const dying = oneOrMoreDie(p, mk);
  if (dying) return dying;
  const batch = p.try((): TriggerParse | null => {
    if (!p.eat('one or more')) return null;
    const d = desc(p);
    // Only creatures attack (506.3), so any object filter names creatures: "artifact creatures", "Goblins", "tokens".
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone || d.alternatives) return null;
    const filter = descFilter(d);
    if (!filter) return null;
    if (p.eat('attack you')) return mk([{ kind: 'oneOrMoreAttack', filter, attackingYou: true }], null);
    return p.eat('attack') ? mk([{ kind: 'oneOrMoreAttack', filter }], null) : null;
  });
  if (batch) return batch;
  return undefined;
}

function entersTriggerCondition({ p, mk }: TriggerConditionScope): TriggerParse | null | undefined {
  // "a creature enters", "another creature you control dies", "a creature you control attacks".
  const f = subjectFilter(p);
  if (!f) return null;
  const trig = { kind: 'triggeringObject' } as const;
  if (p.eat('enters')) {
    let filter = f;
    if (p.eat('under your control') && filter.kind === 'object')
      filter = { ...filter, match: { ...filter.match, controller: 'you' } };
    else if (p.eat("under an opponent's control") && filter.kind === 'object')
      filter = { ...filter, match: { ...filter.match, controller: 'opponent' } };
    // "that land's controller" / "its controller": the entering object's controller (triggerPlayerOf 'enters').
    const r = mk([{ kind: 'entersBattlefield', what: { kind: 'filter', filter } }], trig);
    r.itController = { kind: 'triggeringPlayer' };
    return r;
  }
  // "its controller" / "that creature's controller": its controller as it last existed on the battlefield (608.2h;
  // triggerPlayerOf 'leaves').
  if (p.eat('dies')) {
    if (!lkiSafe(f)) return null;
    const r = mk([{ kind: 'leavesBattlefield', what: { kind: 'filter', filter: f }, toGraveyard: true }], null);
    r.itController = { kind: 'triggeringPlayer' };
    return r;
  }
  // 603.10a: "Whenever another creature you control leaves the battlefield [without dying]" (700.4).
  if (p.eat('leaves the battlefield')) {
    if (!lkiSafe(f)) return null;
    const withoutDying = p.eat('without dying');
    const spec: TriggerSpec = { kind: 'leavesBattlefield', what: { kind: 'filter', filter: f }, toGraveyard: false };
    const r = mk([withoutDying ? { ...spec, withoutDying } : spec], null);
    r.itController = { kind: 'triggeringPlayer' };
    return r;
  }
  if (p.eat('is turned face up')) return mk([{ kind: 'turnedFaceUp', what: { kind: 'filter', filter: f } }], trig); // 708.8
  if (p.eat('attacks alone')) return mk([{ kind: 'attacksAlone', what: { kind: 'filter', filter: f } }], trig);
  if (p.eat("attacks and isn't blocked"))
    return mk([{ kind: 'attacksUnblocked', what: { kind: 'filter', filter: f } }], trig);
  if (p.eat('becomes blocked')) return mk([{ kind: 'becomesBlocked', what: { kind: 'filter', filter: f } }], trig);
  if (p.eat('deals combat damage to a player'))
    return mk([{ kind: 'dealsCombatDamageToPlayer', what: { kind: 'filter', filter: f } }], trig, {
      kind: 'triggeringPlayer',
    });
  // "Whenever a creature you control deals combat damage to an opponent": once for each such creature (510.2). The
  // event's object is the damaged one (none: a player), so "it" / "that creature" is left unbound.
  if (p.eat('deals combat damage to an opponent')) {
    const spec: TriggerSpec = {
      kind: 'dealsDamage',
      what: { kind: 'filter', filter: f },
      to: 'player',
      combatOnly: true,
      toPlayer: 'opponent',
    };
    return mk([spec], null, { kind: 'triggeringPlayer' });
  }
  if (p.eat('becomes tapped'))
    return {
      ...mk([{ kind: 'becomesTapped', what: { kind: 'filter', filter: f } }], trig),
      itController: { kind: 'triggeringPlayer' },
    };
  if (p.eat('becomes untapped'))
    return {
      ...mk([{ kind: 'becomesTapped', what: { kind: 'filter', filter: f }, untapped: true }], trig),
      itController: { kind: 'triggeringPlayer' },
    };
  if (p.eat('is dealt damage')) return mk([{ kind: 'isDealtDamage', what: { kind: 'filter', filter: f } }], trig);
  if (p.eat('becomes the target of')) {
    const by = targetedBy(p);
    return by
      ? mk([{ kind: 'becomesTarget', what: { kind: 'filter', filter: f }, ...by }], trig, {
          kind: 'triggeringPlayer',
        })
      : null;
  }
  // 508.1b: "attacks you [or a planeswalker you control]".
  // "that creature's controller" is the attacker's (the event's player is the defending one).
  const attacking = p.eat('attacks you or a planeswalker you control')
    ? 'youOrYourPlaneswalker'
    : p.eat('attacks you')
      ? 'you'
      : p.eat('attacks')
        ? 'any'
        : null;
  if (attacking)
    return {
      ...mk(
        [{ kind: 'attacks', what: { kind: 'filter', filter: f }, ...(attacking !== 'any' ? { attacking } : {}) }],
        trig,
      ),
      itController: { kind: 'controllerOfTriggeringObject' },
    };
  return undefined;
}

/** 603.2: "This ability triggers only once each turn." ending a triggered ability's text. */
const ONCE_EACH_TURN = 'this ability triggers only once each turn .'.split(' ');

function triggered(all: Token[], card: CardCtx, line: string, permanent: boolean): AbilityNode[] | null {
  const n = all.length - ONCE_EACH_TURN.length;
  const oncePerTurn = n > 0 && ONCE_EACH_TURN.every((w, k) => all[n + k]!.t === w);
  const toks = oncePerTurn ? all.slice(0, n) : all;
  const p = new Cursor(toks, card);
  if (!(p.eat('when') || p.eat('whenever') || p.eat('at'))) return null;
  const t = triggerCondition(p);
  if (!t || !p.eat(',') || (t.onlyOncePerTurn && !oncePerTurn)) return null;
  if (oncePerTurn) {
    // Once ~ has left, its own leaves trigger can't see that its other one triggered this turn: refused.
    if (t.specs.some((s) => s.kind === 'leavesBattlefield' && s.what.kind === 'self')) return null;
    t.oncePerTurn = true;
  }
  if (t.specs.some(itAmbiguous) && bareIt(toks.slice(p.i))) return null;
  const ctx: Ctx = newCtx(permanent);
  ctx.it = t.it;
  ctx.itPlayer = t.itPlayer;
  ctx.resolutionKey = line; // 608.2: "the second time this ability has resolved this turn" (resolution-count.ts)
  // "If that creature was a Cleric" (object-is.ts); not after "one or more creatures die" (no one creature).
  if (t.it === null && !t.onlyOncePerTurn && t.specs.every(othersDie)) ctx.diedThat = true;
  if (t.itController) ctx.itController = t.itController;
  // 603.2c: "Whenever one or more creatures you control attack, they gain …": the declared attackers that matched.
  if (t.specs.every((s) => s.kind === 'oneOrMoreAttack')) ctx.them = { kind: 'triggeringObjects' };
  // "That much" / "that many": the amount of the triggering event, when every trigger of the line has one
  // (a quoted ability inside the text compiles its own triggers).
  return p.within(
    {
      triggerAmount: t.specs.every(hasAmount),
      triggerSpell: castTriggerSpell(t.specs),
      triggerSpellFilter: castTriggerFilter(t.specs),
    },
    () => triggeredBody(p, t, ctx, line),
  );
}

function triggeredBody(p: Cursor, t: TriggerParse, ctx: Ctx, line: string): AbilityNode[] | null {
  if (t.specs.every((s) => DEFENDING.has(s.kind))) ctx.defending = { kind: 'triggeringPlayer' };
  if (t.specs.every(selfAttacks)) ctx.selfAttacks = true;
  let interveningIf: import('@arbiter/engine').Condition | undefined;
  // 113.6b: "…, if ~ is in your graveyard, …" — an ability that functions in the graveyard.
  // 113.6k: unless the trigger itself puts the card there ("When ~ dies, return ~ from your graveyard …").
  let fromGraveyard =
    movesSelfFromGraveyard(p.toks) &&
    !t.specs.some((s) => s.kind === 'leavesBattlefield' && s.what.kind === 'self' && s.toGraveyard);
  if (p.eat('if ~ is in your graveyard ,')) {
    interveningIf = { kind: 'selfInGraveyard' };
    fromGraveyard = true;
  } else if (p.eat('if')) {
    const c = condition(p, ctx);
    if (!c || !p.eat(',')) return null;
    interveningIf = c;
    // "At the beginning of the end step, if there are two or more ki counters on ~, you may flip it": with no
    // triggering object, "it" after a condition on the source's own status is the source.
    const own = c.kind === 'not' ? c.condition : c;
    if (ctx.it === null && own.kind === 'sourceState') ctx.it = { kind: 'self' };
    // "if defending player controls no Walls, it deals 2 damage to each creature … that player controls" (506.2).
    if (ctx.itPlayer === null && c.kind === 'triggeringPlayer' && ctx.defending) ctx.itPlayer = ctx.defending;
  }
  let optional = false;
  let effects = effectText(p, ctx);
  if (!effects) return null;
  // 603.10a: a leaves-the-battlefield trigger of the object itself resolves after it has left; "~"/"it"
  // then means the card in its new zone (the triggering object), except as a damage source (last
  // known information, 608.2h); any other reference to it is refused.
  if (t.specs.some((s) => s.kind === 'leavesBattlefield' && s.what.kind === 'self')) {
    const moved = new Set(['returnToHand', 'putOntoBattlefield', 'exile', 'putInLibrary']);
    let ok = true;
    const fix = (list: readonly Effect[]): Effect[] =>
      list.map((e) => {
        if (e.kind === 'optional') return { ...e, effects: fix(e.effects) };
        if (e.kind === 'conditional')
          return { ...e, then: fix(e.then), ...(e.otherwise ? { otherwise: fix(e.otherwise) } : {}) };
        if (e.kind === 'ifDone') {
          const [act] = fix([e.act]) as [typeof e.act];
          return { ...e, act, then: fix(e.then), ...(e.otherwise ? { otherwise: fix(e.otherwise) } : {}) };
        }
        if (!refersToSelf(e)) return e;
        if (moved.has(e.kind) && 'what' in e && typeof e.what === 'object' && e.what?.kind === 'self')
          return { ...e, what: { kind: 'triggeringObject' } } as Effect;
        ok = false;
        return e;
      });
    effects = fix(effects);
    if (!ok) return null;
  }
  if (t.specs.every(isCast)) effects = castTriggerIt(effects, p.toks);
  // A triggered ability has no X of its own (107.3): "you may pay {X}" would always be paid with X = 0. 107.3m: an
  // enters ability of a permanent with {X} in its mana cost uses the X of the spell that became it.
  const json = JSON.stringify(effects);
  const spellX = p.card.face.hasX && t.specs.every((s) => s.kind === 'entersBattlefield' && s.what.kind === 'self');
  if (json.includes('{X}') || (!spellX && json.includes('{"kind":"x"}')) || json.includes('"divided":true'))
    return null; // 601.2d: no division is announced for a triggered ability here
  // 113.6k: a text that moves this card "from your graveyard" is an ability that functions there.
  if (fromGraveyard && !graveyardAbilityOk(t.specs, effects)) return null;
  // The Aura or Equipment has usually gone to its graveyard (704.5m) by the time "when enchanted creature dies"
  // resolves: a reference to it would find nothing.
  if (
    t.specs.some(
      (s) => s.kind === 'leavesBattlefield' && (s.what.kind === 'enchanted' || s.what.kind === 'equipped'),
    ) &&
    refersToSelf(effects)
  )
    return null;
  // "Whenever equipped creature attacks alone, it gets +1/+1 … for each other creature you control": "other" means other
  // than the attached creature, while a filter's "other" is other than the source (the Aura or Equipment).
  if (t.specs.some(triggersOnAttached) && json.includes('"other":true')) return null;
  // "you may [effect]" as the whole ability: the engine's optional trigger flag.
  let effs = effects;
  if (effs.length === 1 && effs[0]!.kind === 'optional' && effs[0]!.who.kind === 'you') {
    optional = true;
    effs = effs[0]!.effects as Effect[];
  }
  effs = countingResolutions(effs, line); // 608.2 (resolution-count.ts)
  return t.specs.map((trigger): TriggeredAbility => ({
    kind: 'triggered',
    trigger,
    ...(interveningIf ? { interveningIf } : {}),
    ...(optional ? { optional } : {}),
    targets: ctx.targets,
    effects: effs,
    ...(fromGraveyard ? { fromGraveyard } : {}),
    ...(t.oncePerTurn ? { oncePerTurn: true } : {}),
    text: line,
  }));
}

/**
 * 603.3c: a modal triggered ability, "When ~ enters, choose one —" followed by its bullet lines (normalised,
 * bullets without the "•"). The mode is chosen as the ability is put on the stack.
 */
export function modalTriggered(
  head: string,
  card: CardCtx,
  bullets: readonly string[],
  permanent: boolean,
): AbilityNode[] | null {
  if (!permanent || bullets.length < 2) return null;
  const p = new Cursor(tokenize(head), card);
  if (!(p.eat('when') || p.eat('whenever') || p.eat('at'))) return null;
  const t = triggerCondition(p);
  if (!t || !p.eat(',')) return null;
  // The card itself has left for self leaves-the-battlefield triggers (handled only for plain texts).
  if (t.specs.some((s) => s.kind === 'leavesBattlefield')) return null;
  return p.within(
    {
      triggerAmount: t.specs.every(hasAmount),
      triggerSpell: castTriggerSpell(t.specs),
      triggerSpellFilter: castTriggerFilter(t.specs),
    },
    () => modalTriggeredBody(p, t, head, bullets, permanent),
  );
}

function modalTriggeredBody(
  p: Cursor,
  t: TriggerParse,
  head: string,
  bullets: readonly string[],
  permanent: boolean,
): AbilityNode[] | null {
  let interveningIf: import('@arbiter/engine').Condition | undefined;
  if (p.eat('if')) {
    const c = condition(p, newCtx(permanent));
    if (!c || !p.eat(',')) return null;
    interveningIf = c;
  }
  if (!p.eat('choose one') || !p.eat('—') || !p.done) return null;
  const modes: { text: string; targets: import('@arbiter/engine').TargetSpec[]; effects: Effect[] }[] = [];
  for (const text of bullets) {
    const toks = tokenize(text);
    if (t.specs.some(itAmbiguous) && bareIt(toks)) return null;
    const ctx: Ctx = newCtx(permanent);
    ctx.it = t.it;
    ctx.itPlayer = t.itPlayer;
    if (t.itController) ctx.itController = t.itController;
    if (t.specs.every((s) => DEFENDING.has(s.kind))) ctx.defending = { kind: 'triggeringPlayer' };
    if (t.specs.every(selfAttacks)) ctx.selfAttacks = true;
    const effects = effectText(new Cursor(toks, p.card), ctx);
    if (!effects) return null;
    const json = JSON.stringify(effects);
    if (json.includes('{X}') || json.includes('{"kind":"x"}') || json.includes('"divided":true')) return null; // 601.2d: no division is announced for a triggered ability here
    if (
      toks.some(
        (x, k) =>
          x.t === '~' && toks[k + 1]?.t === 'from' && toks[k + 2]?.t === 'your' && toks[k + 3]?.t === 'graveyard',
      )
    )
      return null;
    modes.push({ text, targets: ctx.targets, effects });
  }
  const text = [head, ...bullets.map((b) => `\u2022 ${b}`)].join('\n');
  return t.specs.map((trigger): TriggeredAbility => ({
    kind: 'triggered',
    trigger,
    ...(interveningIf ? { interveningIf } : {}),
    targets: [],
    effects: [],
    modes: { choose: { min: 1, max: 1 }, modes },
    text,
  }));
}

/**
 * What a static "has" grants: simple keywords as a keyword grant, quoted abilities as a layer-6 effect
 * (613.1f) — "haste and \"{T}: ~ deals 1 damage to any target.\"", "\"…\" and \"…\"".
 */
function staticGrants(p: Cursor, ref: ObjectRef, st: (effect: StaticEffect) => AbilityNode): AbilityNode[] | null {
  return p.try(() => {
    const g = p.within({ grantingStatic: true }, () => grantListFor(p, ref)); // 201.5
    if (!g || g.choose) return null;
    const out: AbilityNode[] = [];
    if (g.keywords.length) out.push(st({ kind: 'grantKeywords', affected: ref, keywords: g.keywords }));
    if (g.abilities.length)
      out.push(st({ kind: 'layered', affected: ref, mods: [{ kind: 'addAbilities', abilities: g.abilities }] }));
    return out;
  });
}

/** Who a static ability affects: "enchanted creature", "creatures you control", "other Elves you control", "~". */
function staticSubject(p: Cursor): { ref: ObjectRef; plural: boolean } | null {
  const r = objectRef(p, newCtx(true));
  if (r) return { ref: r, plural: false };
  return p.try(() => {
    // "Each creature you control with … has …": every matching object, singular verb.
    const each = p.eat('each');
    if (!each) p.eat('all');
    const d: Desc | null = desc(p);
    if (!d || d.plural === each || d.card || d.spell || d.player || d.zone) return null;
    const filter = descFilter(d);
    return filter ? { ref: { kind: 'all', filter }, plural: !each } : null;
  });
}

/** Statics whose conditions the engine checks (layers 611.3b, combat restrictions, untap). */
const CONDITIONAL_OK = new Set([
  'othersEnter',
  'modifyPT',
  'grantKeywords',
  'cantAttack',
  'cantBlock',
  'cantAttackOrBlock',
  'mustAttack',
  'attackAsThoughNoDefender',
  'lure',
  'mustBeBlocked',
  'mustBlock',
  'cantBeBlocked',
  'canBlockOnlyFlying',
  'doesntUntap',
  // layers (611.3b: staticEffects checks the condition), damage prevention (replacement.ts checks it), attack restrictions (staticsOn)
  'layered',
  'replaceDamage',
  'attackOnlyIfDefenderControls',
  'cantBeBlockedBy',
  'canBeBlockedOnlyBy',
  'cantBlockCreatures',
  'extraBlocks',
  'maxBlockers',
  'minBlockers',
  'cantActivate',
  // 101.2: "… can't cast spells" (players/player-rules.ts castProhibition checks the condition)
  'cantCast',
  // spell costs (601.2f: cost-modifiers.ts checks the condition as the total cost is determined)
  'spellCost',
  // 702.11c / 702.18a: a player's hexproof (objects/statics.ts playerHasKeyword checks the condition)
  'playerKeywords',
  // 101.2: spells that can't be countered (effects/verbs/counter.ts checks the condition)
  'spellsCantBeCountered',
  // 614.9: "As long as ~ is untapped, all damage … is dealt to ~ instead" (effects/prevention.ts checks the condition)
  'redirectAllDamage',
  // 601.2c: "can't be the target of …" (objects/statics.ts cantBeTargetedBy checks the condition)
  'cantBeTargetedBy',
]);

/** Conditions an "enters with counters if …" replacement may check as the permanent would enter (614.12). */
const ENTERS_IF_OK = new Set(['thisTurn', 'castIt', 'kicked', 'manaSpent', 'castThisTurn']);

/** "[static] as long as [condition]." / "As long as [condition], [static]." */
function conditionalStatic(toks: Token[], card: CardCtx, line: string, permanent: boolean): AbilityNode[] | null {
  let rest: Token[];
  let cond: Token[];
  const dot: Token = { kind: 'punct', t: '.', raw: '.' };
  if (toks[0]?.t === 'as' && toks[1]?.t === 'long' && toks[2]?.t === 'as') {
    const comma = toks.findIndex((t) => t.t === ',');
    if (comma < 0) return null;
    cond = toks.slice(3, comma);
    rest = toks.slice(comma + 1);
  } else {
    const at = toks.findIndex((t, k) => t.t === 'as' && toks[k + 1]?.t === 'long' && toks[k + 2]?.t === 'as');
    if (at <= 0 || toks[toks.length - 1]?.t !== '.') return null;
    cond = toks.slice(at + 3, -1);
    rest = [...toks.slice(0, at), dot];
  }
  // 506.2 / 509.1b: "~ can't be blocked as long as defending player controls an artifact": the player ~ attacks.
  const defending = cond[0]?.t === 'defending' && cond[1]?.t === 'player' && cond[2]?.t === 'controls';
  if (defending) {
    if (toks[0]?.t === 'as' || rest[0]?.t !== '~') return null;
    cond = [{ kind: 'word', t: 'you', raw: 'you' }, { kind: 'word', t: 'control', raw: 'control' }, ...cond.slice(3)];
  }
  const p = new Cursor(cond, card);
  const cctx = newCtx(true);
  // "[~ / it] … as long as it's untapped": "it" in the condition is the card itself only when the static's
  // subject is (never for "Enchanted creature has shroud as long as it's untapped").
  const leading = toks[0]?.t === 'as';
  if (leading ? cond[0]?.t === '~' : rest[0]?.t === '~') cctx.it = { kind: 'self' };
  else if (!leading && (rest[0]?.t === 'enchanted' || rest[0]?.t === 'equipped') && rest[1]?.t === 'creature')
    cctx.it = { kind: rest[0].t === 'enchanted' ? 'enchanted' : 'equipped' };
  // 113.6b: "As long as ~ is in your graveyard [and …], …": the ability functions only there.
  const fromGraveyard = leading && p.eat('~ is in your graveyard');
  const c = fromGraveyard && p.done ? null : fromGraveyard && !p.eat('and') ? null : conditionConjunction(p, cctx);
  if ((!c && !(fromGraveyard && p.done)) || !p.done) return null;
  // "As long as ~ is equipped, it gets +1/+1": "it" is the card itself; "As long as enchanted creature is a
  // Wizard, it has …": "it" is the enchanted creature.
  if (leading && rest[0]?.t === 'it') {
    if (cond[0]?.t === '~') rest = [{ kind: 'self', t: '~', raw: SELF }, ...rest.slice(1)];
    else if ((cond[0]?.t === 'enchanted' || cond[0]?.t === 'equipped') && cond[1]?.t === 'creature')
      rest = [cond[0], cond[1], ...rest.slice(1)];
    // "As long as enchanted permanent is a creature, it gets +2/+1": while the condition holds it is that creature.
    else if (cond[0]?.t === 'enchanted' && cond[1]?.t === 'permanent' && isACreature(cond.slice(2)))
      rest = [cond[0], { kind: 'word', t: 'creature', raw: 'creature' }, ...rest.slice(1)];
    else return null;
  }
  // "As long as ~ is tapped, it's a Human Citizen with base power and toughness 1/1": "it's" is "~ is".
  if (leading && rest[0]?.t === "it's" && cond[0]?.t === '~')
    rest = [{ kind: 'self', t: '~', raw: SELF }, { kind: 'word', t: 'is', raw: 'is' }, ...rest.slice(1)];
  const plain = dropAdditional(rest) ?? rest;
  const inner = (
    staticLine(plain, card, line, permanent) ??
    compoundStatic(plain, card, line, permanent, staticLine) ??
    extraStatic(plain, card, line, permanent, condition) ??
    typeLossStatic(plain, card, line, permanent) ??
    insteadStatic(plain, card, line, permanent)
  ) // 614.1a, 614.9: damage replacements (prevention.ts)
    ?.map(conditionalPT);
  if (
    !inner ||
    !inner.every(
      (a) =>
        a.kind === 'static' &&
        CONDITIONAL_OK.has(a.effect.kind) &&
        !(a.effect.kind === 'layered' && a.effect.mods.some((m) => m.kind === 'cdaPT')) &&
        !a.condition,
    )
  )
    return null;
  if (fromGraveyard) return graveyardStatics(inner, c);
  if (!c) return null;
  if (defending) {
    // Only evasion of ~ itself, checked as blockers are declared (its defending player is known then).
    const evasion = new Set(['cantBeBlocked', 'cantBeBlockedBy', 'canBeBlockedOnlyBy']);
    if (
      !inner.every(
        (a) =>
          a.kind === 'static' &&
          evasion.has(a.effect.kind) &&
          'affected' in a.effect &&
          a.effect.affected.kind === 'self',
      )
    )
      return null;
    return inner.map((a) => ({ ...a, condition: { kind: 'defendingPlayer', condition: c } }) as AbilityNode);
  }
  return inner.map((a) => ({ ...a, condition: c }) as AbilityNode);
}

/**
 * Two sentences of one line, each a conditional static (611.3a): "As long as it's your turn, ~'s power and toughness
 * are each equal to …. As long as it's not your turn, ~'s power and toughness are each 2." (Angry Mob).
 */
function conditionalStatics(toks: Token[], card: CardCtx, line: string, permanent: boolean): AbilityNode[] | null {
  const cut = toks.findIndex(
    (t, k) => k > 0 && t.t === '.' && toks[k + 1]?.t === 'as' && toks[k + 2]?.t === 'long' && toks[k + 3]?.t === 'as',
  );
  if (cut < 0 || toks[0]?.t !== 'as') return null;
  const first = conditionalStatic(toks.slice(0, cut + 1), card, line, permanent);
  const second = first && conditionalStatic(toks.slice(cut + 1), card, line, permanent);
  return first && second ? [...first, ...second] : null;
}

/**
 * 113.6b: the statics of "As long as ~ is in your graveyard [and …], …" function only in the graveyard; only layered
 * effects on other objects (the engine's layers read graveyard sources), never on the card itself.
 */
function graveyardStatics(inner: readonly AbilityNode[], c: Condition | null): AbilityNode[] | null {
  const layered = new Set(['layered', 'modifyPT', 'grantKeywords']);
  const ok = inner.every(
    (a) =>
      a.kind === 'static' && layered.has(a.effect.kind) && 'affected' in a.effect && a.effect.affected.kind === 'all',
  );
  return ok ? inner.map((a) => ({ ...a, ...(c ? { condition: c } : {}), fromGraveyard: true }) as AbilityNode) : null;
}

/** "A and B" (611.3b: each must hold): "As long as it's your turn and you control an Army". */
function conditionConjunction(p: Cursor, ctx: Ctx): Condition | null {
  const first = condition(p, ctx);
  if (!first || p.done || !p.is('and')) return first;
  const rest = p.try(() => (p.eat('and') ? condition(p, ctx) : null));
  return rest ? { kind: 'allOf', conditions: [first, rest] } : first;
}

/** What every STATIC_LINES entry reads: staticLine's arguments and the helpers it shares with them. */
interface StaticLineScope {
  readonly toks: Token[];
  readonly card: CardCtx;
  readonly line: string;
  readonly permanent: boolean;
  readonly p: Cursor;
  readonly st: (effect: StaticEffect) => AbilityNode;
  readonly end: () => boolean;
  readonly at: (f: () => boolean) => boolean;
}

/** One branch of staticLine: its result, or undefined when the text is not this branch's (the next one is tried). */
type StaticLineEntry = (s: StaticLineScope) => AbilityNode[] | null | undefined;

/** Static abilities of one line (604), tried in order. */
const STATIC_LINES: readonly StaticLineEntry[] = [
  ({ p, st, at }) => dayAsEntersLine(p, st, at), // 726.2 (day-night.ts)
  ({ p, st, at }) => (at(() => p.eat('~ can be your commander')) ? [st({ kind: 'canBeCommander' })] : undefined), // 903.3a
  ({ p, st, at }) => deckLimitLine(p, st, at), // 100.2a (deck-limit.ts)
  ({ p, st, end, permanent }) => (permanent ? skipStepLine(p, st, end) : undefined), // 614.1b, 614.10 (skip-step.ts)
  ({ p, st, permanent }) => (permanent ? drawReplacementLine(p, st) : undefined), // 614.1a, 614.6 (draw-replacement.ts)
  ({ p, st, permanent }) => (permanent ? sacrificeToEnterLine(p, st) : undefined), // 614.1a, 614.12 (sacrifice-to-enter.ts)
  entersTappedStaticLine,
  entersTappedStaticLine2,
  entersWithStaticLine,
  ({ p, st, end }) => escapesWithLine(p, st, end), // 702.138c (escapes-with.ts)
  ({ p, st, end, permanent }) => (permanent ? discardReplacementLine(p, st, end) : undefined), // 701.9 (discard-replacement.ts)
  ({ p, st, end }) => crewPowerLine(p, st, end), // 702.122a / 702.171a (crew-power.ts)
  ({ p, st, end }) => othersEnterLine(p, st, end), // 614.1c / 614.12 (entering-others.ts)
  ({ p, st, end }) => counterReplacementLine(p, st, end), // 614.1a / 122.6 (counter-replacement.ts)
  ({ p, st, end }) => tokenDoublingLine(p, st, end), // 614.1a (token-doubling.ts)
  cantBeCounteredStaticLine,
  ({ p, st, end, permanent }) => (permanent ? (spellsCantBeCounteredLine(p, st, end) ?? undefined) : undefined), // 101.2
  youHaveNoMaximumHandSizeStaticLine,
  ({ p, st, end, permanent }) => (permanent ? (playerKeywordLine(p, st, end, staticSubject) ?? undefined) : undefined), // 702.11c, 702.18a
  startingPlayerStaticLine,
  playersHaveNoMaximumHandSizeStaticLine,
  lureStaticStaticLine,
  playerRuleStaticStaticLine,
  opponentsCantGainLifeStaticLine,
  playersCantGainLifeStaticLine,
  cantLoseGameStaticLine,
  openingHandStaticLine,
  castRestrictionStaticLine,
  costModifierStaticLine,
  alternativeCostStaticLine,
  youControlEnchantedStaticLine,
  plusStaticLine,
  ({ p, st, end }) => selfCharacteristicsLine(p, st, end), // 613.1d–f, 613.4b (self-characteristics.ts)
  subjectStaticLine,
];

function staticLine(toks: Token[], card: CardCtx, line: string, permanent: boolean): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  const st = (effect: StaticEffect): AbilityNode => ({ kind: 'static', effect, text: line });
  // A quoted ability ends the sentence with its own full stop (inside the quotes).
  const end = (): boolean => (p.eat('.') && p.done) || (p.done && p.toks[p.i - 1]?.t === '"');
  /** A whole-sentence alternative: `f` and then the end of the line, or nothing consumed. */
  const at = (f: () => boolean): boolean => p.try(() => (f() && end() ? true : null)) !== null;
  return p.try((): AbilityNode[] | null => {
    const s: StaticLineScope = { toks, card, line, permanent, p, st, end, at };
    for (const entry of STATIC_LINES) {
      const r = entry(s);
      if (r !== undefined) return r;
    }
    return null;
  });
}

function entersTappedStaticLine({ p, st, at }: StaticLineScope): AbilityNode[] | null | undefined {
  if (at(() => p.eat('~ enters tapped'))) return [st({ kind: 'entersTapped' })];
  return undefined;
}

function entersTappedStaticLine2({ p, st, end }: StaticLineScope): AbilityNode[] | null | undefined {
  // 614.1c: "~ enters tapped [and] with two charge counters on it" (Vivid lands): two replacement effects of one ability.
  const tappedWith = p.try(() => {
    if (!p.eat('~ enters tapped')) return null;
    p.eat('and');
    if (!p.eat('with')) return null;
    const n = number(p);
    const t = p.tok();
    if (n === null || !t || t.kind !== 'word' || !(p.peek(1) === 'counter' || p.peek(1) === 'counters')) return null;
    p.i += 2;
    return p.eat('on it') && end()
      ? [st({ kind: 'entersTapped' }), st({ kind: 'entersWithCounters', counter: t.t, amount: n })]
      : null;
  });
  if (tappedWith) return tappedWith;
  return undefined;
}

function entersWithStaticLine({ card, p, st, end }: StaticLineScope): AbilityNode[] | null | undefined {
  // 614.1c / 614.12: "If ~ was kicked, it enters with two +1/+1 counters on it." (702.33e: linked to its kicker).
  const leadingIf = p.try(() => {
    if (!p.eat('if')) return null;
    const cctx = newCtx(true);
    cctx.it = { kind: 'self' };
    const c = condition(p, cctx);
    if (!c || !ENTERS_IF_OK.has(c.kind) || !(p.eat(', it enters with') || p.eat(', ~ enters with'))) return null;
    const placed = countedCounters(p);
    if (!placed || !p.eat('on it')) return null;
    // "… and with first strike": 702.33d — the permanent stays kicked, so it has them while on the battlefield.
    const keywords = c.kind === 'kicked' && p.eat('and with') ? keywordList(p) : [];
    if (!keywords || !end()) return null;
    const counters = st({ kind: 'entersWithCounters', counter: placed.counter, amount: placed.n });
    const granted = st({ kind: 'grantKeywords', affected: { kind: 'self' }, keywords });
    return [{ ...counters, condition: c }, ...(keywords.length ? [{ ...granted, condition: c }] : [])] as AbilityNode[];
  });
  if (leadingIf) return leadingIf;
  // 702.33c: "~ enters with a +1/+1 counter on it for each time it was kicked."
  const perKick = p.try(() => {
    if (!p.eat('~ enters with')) return null;
    const placed = countedCounters(p);
    if (!placed || !p.eat('on it')) return null;
    // 601.2h / 400.7d: "… for each color of mana spent to cast it" (converge).
    // 614.1c: "… for each other creature you control", "… for each Zombie card in your graveyard" — counted as it enters.
    const counted = (): Amount | null => {
      const a = amountFor(p, { kind: 'fixed', n: placed.n });
      return a && (a.kind === 'count' || a.kind === 'cardsIn' || a.kind === 'diedThisTurn') ? a : null;
    };
    const amountOf: Amount | null = p.eat('for each time it was kicked')
      ? { kind: 'timesKicked', ...(placed.n !== 1 ? { multiplier: placed.n } : {}) }
      : (perColorSpent(p, null, placed.n) ?? counted());
    if (!amountOf || !end()) return null;
    return [st({ kind: 'entersWithCounters', counter: placed.counter, amount: 0, amountOf })];
  });
  if (perKick) return perKick;
  // 614.1c / 614.12: "~ enters with your choice of a deathtouch counter or a lifelink counter on it".
  const chosen = p.try(() => {
    if (!p.eat('~ enters with your choice of')) return null;
    const kinds = choiceList(p, () => counterItem(p));
    if (!kinds) return null;
    p.eat('counter');
    return p.eat('on it') && end()
      ? [st({ kind: 'asEnters', choice: { kind: 'counterChoice', counters: kinds } })]
      : null;
  });
  if (chosen) return chosen;
  const counters = p.try(() => {
    if (!p.eat('~ enters with')) return null;
    const placed = countedCounters(p);
    if (!placed || !p.eat('on it')) return null;
    const effect: StaticEffect = { kind: 'entersWithCounters', counter: placed.counter, amount: placed.n };
    if (end()) return [st(effect)];
    // 614.1c / 614.12: "… on it if [condition]" — checked as it would enter (events/replacement.ts); "it" is the card.
    if (!p.eat('if')) return null;
    const cctx = newCtx(true);
    cctx.it = { kind: 'self' };
    const c = condition(p, cctx);
    return c && ENTERS_IF_OK.has(c.kind) && end() ? [{ ...st(effect), condition: c } as AbilityNode] : null;
  });
  if (counters) return counters;
  return undefined;
}

function cantBeCounteredStaticLine({ p, st, at }: StaticLineScope): AbilityNode[] | null | undefined {
  if (at(() => p.eat("~ can't be countered by spells or abilities")) || at(() => p.eat("~ can't be countered")))
    return [st({ kind: 'cantBeCountered' })];
  return undefined;
}

function youHaveNoMaximumHandSizeStaticLine({ p, st, at }: StaticLineScope): AbilityNode[] | null | undefined {
  if (at(() => p.eat('you have no maximum hand size'))) return [st({ kind: 'noMaxHandSize' })];
  return undefined;
}

/** 103.1 (Power Play): "You are the starting player. If multiple players would be the starting player, one of those players is chosen at random." */
function startingPlayerStaticLine({ p, st, at }: StaticLineScope): AbilityNode[] | null | undefined {
  const words = [
    'you are the starting player',
    '.',
    'if multiple players would be the starting player',
    ',',
    'one of those players is chosen at random',
  ];
  if (at(() => p.eat(...words))) return [st({ kind: 'startingPlayer' })];
  return undefined;
}

function playersHaveNoMaximumHandSizeStaticLine({
  permanent,
  p,
  st,
  at,
}: StaticLineScope): AbilityNode[] | null | undefined {
  if (permanent && at(() => p.eat('players have no maximum hand size')))
    return [st({ kind: 'noMaxHandSize', players: 'any' })];
  return undefined;
}

function lureStaticStaticLine({ p, st, end }: StaticLineScope): AbilityNode[] | null | undefined {
  const lure = p.try(() => {
    const e = lureStatic(p);
    return e && end() ? [st(e)] : null;
  }); // 509.1c: combat-requirements.ts
  if (lure) return lure;
  return undefined;
}

function playerRuleStaticStaticLine({ permanent, p, st, end }: StaticLineScope): AbilityNode[] | null | undefined {
  // 305.2 additional land plays, 402.2 maximum hand size changes (players.ts).
  const rule = permanent
    ? p.try(() => {
        const one = playerRuleStatic(p);
        const e = one ? [one] : castProhibitionStatic(p);
        return e && end() ? e : null;
      })
    : null;
  if (rule) return rule.map(st);
  return undefined;
}

function opponentsCantGainLifeStaticLine({ permanent, p, st, at }: StaticLineScope): AbilityNode[] | null | undefined {
  // 119.7: "Your opponents / Players can't gain life"; 104.3 / 104.2: "You can't lose the game and your opponents can't win the game".
  if (permanent && at(() => p.eat("your opponents can't gain life") || p.eat("each opponent can't gain life")))
    return [st({ kind: 'cantGainLife', players: 'opponent' })];
  return undefined;
}

function playersCantGainLifeStaticLine({ permanent, p, st, at }: StaticLineScope): AbilityNode[] | null | undefined {
  if (permanent && at(() => p.eat("players can't gain life"))) return [st({ kind: 'cantGainLife', players: 'any' })];
  return undefined;
}

function cantLoseGameStaticLine({ permanent, p, st, at }: StaticLineScope): AbilityNode[] | null | undefined {
  if (permanent && at(() => p.eat("you can't lose the game and your opponents can't win the game")))
    return [st({ kind: 'cantLoseGame' }), st({ kind: 'opponentsCantWin' })];
  return undefined;
}

function openingHandStaticLine({ permanent, p, st, at }: StaticLineScope): AbilityNode[] | null | undefined {
  // 103.6a: "If ~ is in your opening hand, you may begin the game with it on the battlefield." (Leylines)
  if (
    permanent &&
    at(
      () =>
        p.eat('if ~ is in your opening hand , you may begin the game with') &&
        (p.eat('it') || p.eat('~')) &&
        p.eat('on the battlefield'),
    )
  ) {
    return [st({ kind: 'beginOnBattlefield' })];
  }
  return undefined;
}

function castRestrictionStaticLine({ p, st }: StaticLineScope): AbilityNode[] | null | undefined {
  const cast = castRestriction(p);
  if (cast) return [st({ kind: 'castRestriction', restriction: cast })];
  return undefined;
}

function costModifierStaticLine({ p, st, end }: StaticLineScope): AbilityNode[] | null | undefined {
  const cost = p.try(() => {
    const e = costModifier(p);
    return e && end() ? e : null;
  });
  if (cost) return [st(cost)];
  return undefined;
}

function alternativeCostStaticLine({ p, st, end }: StaticLineScope): AbilityNode[] | null | undefined {
  const alt = p.try(() => {
    const e = alternativeCost(p);
    return e && end() ? e : null;
  });
  if (alt) return [st(alt)];
  return undefined;
}

function youControlEnchantedStaticLine({ permanent, p, st, end }: StaticLineScope): AbilityNode[] | null | undefined {
  // Layer 2: "You control enchanted creature." (Mind Control)
  if (
    p.eat('you control enchanted') &&
    ['creature', 'permanent', 'artifact', 'land', 'planeswalker'].includes(p.peek() ?? '')
  ) {
    p.i++;
    return end() ? [st({ kind: 'control', affected: { kind: 'enchanted' } })] : null;
  }
  return undefined;
}

function plusStaticLine({ card, p, st, end }: StaticLineScope): AbilityNode[] | null | undefined {
  // 604.3 / 613.4a: "~'s power and toughness are each equal to the number of …" (a characteristic-defining ability).
  const cda = p.try(() => {
    if (!p.eat("~ 's power and toughness are each equal to")) return null;
    // "equal to 1 plus the number of lands you control" (the number may come first).
    const before = p.try(() => {
      const n = number(p);
      return n !== null && p.eat('plus') ? n : null;
    });
    if (!p.eat('the number of')) return null;
    // Domain (305.6): Matca Rioters.
    if (before === null && p.eat('basic land types among lands you control')) {
      return end()
        ? [
            st({
              kind: 'layered',
              affected: { kind: 'self' },
              mods: [{ kind: 'cdaPT', power: { kind: 'basicLandTypes' }, toughness: { kind: 'basicLandTypes' } }],
            }),
          ]
        : null;
    }
    // 122.1: "… equal to the number of slime counters on ~ / on it" (it = ~ itself here).
    const counter = before === null ? counterOnSource(p, { ...newCtx(true), it: { kind: 'self' } }) : null;
    if (counter)
      return end()
        ? [
            st({
              kind: 'layered',
              affected: { kind: 'self' },
              mods: [
                {
                  kind: 'cdaPT',
                  power: { kind: 'countersOnSource', counter },
                  toughness: { kind: 'countersOnSource', counter },
                },
              ],
            }),
          ]
        : null;
    const d = desc(p);
    if (!d) return null;
    const zc = zoneCount(d);
    let plus = before ?? 0;
    if (before !== null && p.is('plus')) return null;
    const filter = zc ? null : d.card || d.spell || d.player || d.zone ? null : descFilter(d);
    if (!zc && !filter) return null;
    if (p.eat('plus')) {
      const n = number(p);
      if (n === null) return null;
      plus = n;
    }
    const v: PTValue = zc
      ? { ...{ kind: 'cardsIn' as const, ...zc }, ...(plus ? { plus } : {}) }
      : { kind: 'count', filter: filter!, ...(plus ? { plus } : {}) };
    return end()
      ? [st({ kind: 'layered', affected: { kind: 'self' }, mods: [{ kind: 'cdaPT', power: v, toughness: v }] })]
      : null;
  });
  if (cda) return cda;
  return undefined;
}

function subjectStaticLine(scope: StaticLineScope): AbilityNode[] | null | undefined {
  const { p, st, end, at } = scope;
  const subj = staticSubject(p);
  if (!subj) return null;
  const { ref, plural } = subj;
  const out: AbilityNode[] = [];
  const get = plural ? 'get' : 'gets';
  const have = plural ? 'have' : 'has';
  const perEach = perEachPump(scope, ref, get);
  if (perEach) return perEach;
  const perX = perXPump(scope, ref, get);
  if (perX) return perX;
  if (p.eat(get)) {
    const t = p.tok();
    const m = t && t.kind === 'pt' ? /^([+-])(\d+)\/([+-])(\d+)$/.exec(t.t) : null;
    if (!m) return null;
    p.i++;
    out.push(
      st({ kind: 'modifyPT', affected: ref, power: Number(`${m[1]}${m[2]}`), toughness: Number(`${m[3]}${m[4]}`) }),
    );
    if ((p.eat('and') || p.eat(',')) && p.eat(have)) {
      const g = staticGrants(p, ref, st);
      if (!g) return null;
      out.push(...g);
    }
    return end() ? out : null;
  }
  // 613.1d–f / 613.4b: "has base power and toughness 0/2 and has defender", "loses all abilities and is a blue Frog
  // creature with base power and toughness 1/1" (characteristics.ts).
  const changes = p.try(() => {
    const mods = characteristicClauses(p, plural, ref);
    return mods && end() ? [st({ kind: 'layered', affected: ref, mods })] : null;
  });
  if (changes) return changes;
  if (p.eat(have)) return grantedAbilities(scope, ref);
  if (at(() => p.eat(plural ? 'lose all abilities' : 'loses all abilities')))
    return [st({ kind: 'layered', affected: ref, mods: [{ kind: 'loseAllAbilities' }] })];
  const cant = "can't";
  const blockCount = p.try(() => {
    const e = blockCountPredicate(p, false);
    return e && end() ? [st({ ...e, affected: ref } as StaticEffect)] : null;
  }); // 509.1a-b, restrictions.ts
  if (blockCount) return blockCount;
  if (at(() => p.eat(cant, 'attack or block'))) return [st({ kind: 'cantAttackOrBlock', affected: ref })];
  if (at(() => p.eat(cant, 'attack'))) return [st({ kind: 'cantAttack', affected: ref })];
  if (at(() => p.eat(cant, 'block'))) return [st({ kind: 'cantBlock', affected: ref })];
  if (
    at(
      () =>
        p.eat(plural ? 'attack each combat if able' : 'attacks each combat if able') ||
        p.eat(plural ? 'attack each turn if able' : 'attacks each turn if able'),
    )
  )
    return [st({ kind: 'mustAttack', affected: ref })];
  if (at(() => p.eat(cant, 'be blocked'))) return [st({ kind: 'cantBeBlocked', affected: ref })];
  // 701.15a: "Enchanted creature … is goaded" (by the Aura's controller, while it's attached).
  if ((ref.kind === 'enchanted' || ref.kind === 'equipped') && at(() => p.eat('is goaded')))
    return [st({ kind: 'goaded', affected: ref })];
  const restricted = p.try(() => {
    const r = targetRestriction(p); // 601.2c (target-restrictions.ts)
    return r && end() ? [st({ kind: 'cantBeTargetedBy', affected: ref, ...r })] : null;
  });
  if (restricted) return restricted;
  const req = p.try(() => {
    const e = staticRequirement(p, plural);
    return e && end() ? [st({ ...e, affected: ref } as StaticEffect)] : null;
  }); // 509.1c, 702.3b
  if (req) return req;
  if (p.eat(cant, 'be blocked except by')) {
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
    const by = descFilter(d);
    return by && end() ? [st({ kind: 'canBeBlockedOnlyBy', affected: ref, by })] : null;
  }
  if (p.eat(cant, 'be blocked by')) {
    const d = desc(p);
    if (!d || !d.plural || d.card || d.spell || d.player || d.zone) return null;
    const by = descFilter(d);
    return by && end() ? [st({ kind: 'cantBeBlockedBy', affected: ref, by })] : null;
  }
  if (at(() => p.eat('can block only creatures with flying')))
    return [st({ kind: 'canBlockOnlyFlying', affected: ref })];
  if (
    (p.eat("doesn't untap during its controller's untap step") ||
      p.eat("doesn't untap during your untap step") ||
      p.eat("don't untap during their controllers' untap steps") ||
      p.eat("don't untap during your untap step")) &&
    end()
  ) {
    return [st({ kind: 'doesntUntap', affected: ref })];
  }
  return undefined;
}

/** Layer 7c: "[affected] gets +1/+1 for each [description]" (counted as the layer applies). */
function perEachPump({ p, st, end }: StaticLineScope, ref: ObjectRef, get: string): AbilityNode[] | null {
  return p.try((): AbilityNode[] | null => {
    if (!p.eat(get)) return null;
    const t = p.tok();
    const m = t && t.kind === 'pt' ? /^([+-])(\d+)\/([+-])(\d+)$/.exec(t.t) : null;
    if (!m) return null;
    p.i++;
    // Domain (305.6): "for each basic land type among lands you control".
    const domain = p.eat('for each basic land type among lands you control');
    if (!domain && !p.eat('for each')) return null;
    // 122.1: "for each charge counter on ~ / on it" (it: the affected object when that is ~ itself).
    const onSource = domain ? null : counterOnSource(p, ref.kind === 'self' ? { ...newCtx(true), it: ref } : null);
    const d = domain || onSource ? null : desc(p);
    if (!domain && !onSource && !d) return null;
    const zc = d ? zoneCount(d) : null;
    let count: PTValue;
    if (onSource) count = { kind: 'countersOnSource', counter: onSource };
    else if (!d) count = { kind: 'basicLandTypes' };
    else if (zc) count = { kind: 'cardsIn', ...zc };
    else {
      if (d.card || d.spell || d.player || d.zone) return null;
      const filter = descFilter(d);
      if (!filter) return null;
      count = { kind: 'count', filter };
    }
    if (!end()) return null;
    const per = { power: Number(`${m[1]}${m[2]}`), toughness: Number(`${m[3]}${m[4]}`) };
    return [st({ kind: 'layered', affected: ref, mods: [{ kind: 'modifyPTBy', per, count }] })];
  });
}

/** Layer 7c: "[affected] gets +X/+X, where X is the number of [description]" (counted as the layer applies, 613.4c). */
function perXPump({ p, st, end }: StaticLineScope, ref: ObjectRef, get: string): AbilityNode[] | null {
  return p.try((): AbilityNode[] | null => {
    if (!p.eat(get)) return null;
    const t = p.tok();
    const m = t && t.kind === 'pt' ? /^([+-])(X|0)\/([+-])(X|0)$/.exec(t.raw) : null;
    if (!m || (m[2] !== 'X' && m[4] !== 'X')) return null;
    p.i++;
    if (!p.eat(', where x is')) return null;
    const n = numberOrGreatest(p);
    if (!n || !end()) return null;
    const per = {
      power: m[2] === 'X' ? (m[1] === '-' ? -1 : 1) : 0,
      toughness: m[4] === 'X' ? (m[3] === '-' ? -1 : 1) : 0,
    };
    return [st({ kind: 'layered', affected: ref, mods: [{ kind: 'modifyPTBy', per, count: n.pt }] })];
  });
}

/** After "has"/"have": granted keywords and quoted abilities (layer 6, 613.1f). */
function grantedAbilities({ p, st, end }: StaticLineScope, ref: ObjectRef): AbilityNode[] | null {
  // Layer 6: "[affected] has haste and \"[ability]\" [and \"[ability]\"]" (613.1f).
  const g = p.try(() => {
    const r = staticGrants(p, ref, st);
    return r && end() ? r : null;
  });
  if (g) return g;
  const kws = keywordList(p);
  if (!kws) {
    // Keywords with parameters ("protection from black") are granted as abilities in layer 6.
    const granted = p.try(() => {
      const list: AbilityNode[] = [];
      for (;;) {
        const k = keyword(p, true);
        if (!k || k.some((a) => a.kind !== 'keyword')) return null;
        list.push(...k);
        if (p.eat(', and') || p.eat(',') || p.eat('and')) continue;
        return list;
      }
    });
    if (!granted) return null;
    return end()
      ? [st({ kind: 'layered', affected: ref, mods: [{ kind: 'addAbilities', abilities: granted }] })]
      : null;
  }
  return end() ? [st({ kind: 'grantKeywords', affected: ref, keywords: kws })] : null;
}

/** The rest of "enchanted permanent is a creature" (the condition's words after its subject). */
function isACreature(toks: readonly Token[]): boolean {
  return toks.map((k) => k.t).join(' ') === 'is a creature';
}

/**
 * "As an additional cost to cast this spell, sacrifice a creature." (601.2f), or costs to choose from: "…, sacrifice
 * a creature or pay {3}{B}." (601.2b, cost-choice.ts).
 */
function additionalCost(toks: Token[], card: CardCtx): Extract<LineResult, { kind: 'additionalCost' }> | null {
  const p = new Cursor(toks, card);
  if (!p.eat('as an additional cost to cast ~ ,')) return null;
  const body = p.toks.slice(p.i);
  if (body[body.length - 1]?.t !== '.') return null;
  const spellCost = (t: Token[]): CostSpec | null => {
    const spec = spellCostSpec(t, card);
    return spec && !spec.parts.some((x) => usesSourceAsPermanent(x) || x.kind === 'exileSelf') ? spec : null;
  };
  const choice = costOptions(body.slice(0, -1), spellCost);
  if (choice) return { kind: 'additionalCost', parts: [], choice };
  const spec = spellCost(body.slice(0, -1));
  return spec && !spec.mana ? { kind: 'additionalCost', parts: [...spec.parts] } : null;
}

/**
 * 701.59a: "As an additional cost to cast this spell, you may collect evidence N." — an optional additional cost
 * paid like kicker (objects/kicker.ts); "if evidence was collected" is then `kicked`.
 */
function optionalEvidenceLine(toks: Token[], card: CardCtx): AbilityNode[] | null {
  const p = new Cursor(toks, card);
  if (!p.eat('as an additional cost to cast ~ , you may collect evidence')) return null;
  const n = number(p);
  if (n === null || n < 1 || !p.eat('.') || !p.done) return null;
  return [{ kind: 'keyword', keyword: 'collectEvidence', cost: { parts: [{ kind: 'collectEvidence', amount: n }] } }];
}

// ---------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------

export type LineResult =
  | { readonly kind: 'abilities'; readonly abilities: AbilityNode[] }
  | { readonly kind: 'additionalCost'; readonly parts: CostPart[]; readonly choice?: CostOption[] }
  | { readonly kind: 'spellText'; readonly toks: Token[] };

/** Compiles one line of a permanent's text, or classifies one line of an instant's or sorcery's. */
export function compileLine(text: string, card: CardCtx, permanent: boolean): LineResult | null {
  const toks = tokenize(text);
  if (toks.length === 0) return { kind: 'abilities', abilities: [] };
  // 701.42: "…, if you both own and control ~ and a creature named …, exile them, then meld them into …" (meld.ts).
  const meld = meldLine(text, card, (t) => {
    const r = compileLine(t, card, permanent);
    return r?.kind === 'abilities' ? r.abilities : null;
  });
  if (meld) return { kind: 'abilities', abilities: meld };
  const maxSpeed = maxSpeedLine(text, (t) => {
    const r = compileLine(t, card, permanent);
    return r?.kind === 'abilities' ? r.abilities : null;
  }); // 702.178a (max-speed.ts)
  if (maxSpeed !== undefined) return maxSpeed && permanent ? { kind: 'abilities', abilities: maxSpeed } : null;
  const piper = chosenCommanderColorLine(text); // 903.4b (statics-stat.ts)
  if (piper) return { kind: 'abilities', abilities: piper };
  const kw = keywordLine(new Cursor(toks, card), permanent);
  if (kw) return { kind: 'abilities', abilities: kw };
  const evidence = optionalEvidenceLine(toks, card); // 701.59a
  if (evidence) return { kind: 'abilities', abilities: evidence };
  const ac = additionalCost(toks, card);
  if (ac) return ac;
  const a =
    asEntersLine(toks, card, text, permanent) ??
    manaTriggerLine(toks, card, text, permanent) ??
    flashPermissionLine(toks, card, text, (p) => condition(p, newCtx(true))) ??
    (permanent ? spellsFlashLine(toks, card, text, (p) => condition(p, newCtx(true))) : null) ?? // 601.3
    zoneCastPermissionLine(toks, card, text, (p) => condition(p, newCtx(true))) ?? // 601.3 (zone-cast-permission.ts)
    playFromZoneLine(toks, card, text, (p) => condition(p, newCtx(true))) ?? // 401.5, 601.3 (play-from-zone.ts)
    keywordActivatedLine(toks, card, text, permanent, activated) ?? // 702.142a boast, 702.177a exhaust, power-up
    exertLine(toks, card, text, permanent, triggered) ?? // 701.43a (exert.ts)
    activated(toks, card, text, permanent) ??
    triggered(toks, card, text, permanent) ??
    staticLine(toks, card, text, permanent) ??
    conditionalStatic(toks, card, text, permanent) ??
    conditionalStatics(toks, card, text, permanent) ??
    extraStatic(toks, card, text, permanent, condition) ??
    compoundStatic(toks, card, text, permanent, staticLine) ??
    restrictionStatic(toks, card, text, permanent, staticLine) ?? // restrictions.ts (602.5, 509.1)
    insteadStatic(toks, card, text, permanent) ?? // prevention.ts (614.1a, 614.9)
    landTypeStatic(new Cursor(toks, card), text, permanent); // land-types.ts (305.7)
  if (a) return { kind: 'abilities', abilities: a };
  if (!permanent) return { kind: 'spellText', toks };
  return null;
}

export { effectText };
