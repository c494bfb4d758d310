/** 602: activating abilities; 605: mana abilities resolve at once without using the stack. */
import { err } from '../decisions/errors.js';
import { divisionFor, type DivisionShare } from './divide.js';
import { commandSources, functionsFromCommand } from '../zones/command.js';
import { detectTriggers, targetTriggers } from '../triggers/detect.js';
import { crimeTriggers } from '../triggers/crime.js';
import { returnedAttackerDefender } from '../combat/ninjutsu.js';
import { wardTriggers } from '../triggers/ward.js';
import type { AbilityNode, ActivatedAbility, CardDefinition } from '../cards/ability-tree.js';
import { restrictionError } from './activation-restrictions.js';
import type { Action, EngineError, LegalAction } from '../decisions/types.js';
import { log } from '../log/write.js';
import { maxPayableX, manaSources, unitsMayPay } from '../mana/payment.js';
import { waterbendSources } from './cost-keywords.js';
import { parseManaCost, type ManaCostText } from '../cards/mana-symbols.js';
import { spendableFor } from '../mana/restricted.js';
import { battlefieldCharacteristics, cachesEnabled, chars, type Characteristics } from '../objects/characteristics.js';
import { isOpponent, objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { TriggerEvent } from '../events/trigger-events.js';
import type { EffectContext } from '../state/tasks.js';
import { activatedAbilities } from './abilities.js';
import { payCost, planCost, sacrificedLki, tapOnlyPayable, type CostPlan, type EffectsRunner } from './costs.js';
import { describeTargets } from './cast.js';
import { checkChosenTargets, targetOptions, targetsSatisfiable } from './targets.js';
import { scheduleChooserChoices } from './choosers.js';
import { holdsPriority, priorityTurnIndex, sorceryTiming, splitSecondOnStack } from './timing.js';
import { objectInRange } from '../objects/range.js';
import { activationForbidden, activationLocksExist } from './cant-activate.js';
import { bindXTargets, entriesForTargets } from '../effects/x-filters.js';
import { costHasX, counterMaxX, manaHasX } from './x-cost.js';
import { activationManaCost } from './activation-cost.js';
import { ownObject, putObject } from '../objects/copy-on-write.js';
import { handFacts } from './hand-facts.js';
import { freshStackStatus } from '../objects/fresh-status.js';

type ActivateAction = Extract<Action, { kind: 'activate' }>;

/** The activated ability with this index on `source` (602.1). */
export function findAbility(state: GameState, source: ObjectId, index: number): ActivatedAbility | null {
  return activatedAbilities(state, source).find((a) => a.index === index)?.ability ?? null;
}

/** 602.2: may `player` activate this ability of a permanent (or command-zone object)? */
function mayActivate(state: GameState, player: PlayerId, source: ObjectId, a: ActivatedAbility): boolean {
  const controller = chars(state, source).controller;
  if (a.activators === 'any') return true;
  if (a.activators === 'opponent') return isOpponent(state, controller, player);
  return controller === player;
}

function timingError(
  state: GameState,
  player: PlayerId,
  source: ObjectId,
  a: ActivatedAbility,
  index: number,
): EngineError | null {
  // 605.3a: a player may activate a mana ability whenever they have priority (or are asked to pay).
  if (!holdsPriority(state, player))
    return err('WRONG_TIME', 'you can activate abilities only while you hold priority', '602.2');
  if (activationForbidden(state, source, a, player))
    return err('ILLEGAL_CHOICE', `${objName(state, source)}'s activated abilities can't be activated`, '602.5');
  if (!a.manaAbility && splitSecondOnStack(state))
    return err(
      'WRONG_TIME',
      'a spell with split second is on the stack: only mana abilities can be activated',
      '702.61a',
    );
  if ((a.timing === 'sorcery' || a.loyalty) && !sorceryTiming(state, player)) {
    return err(
      'WRONG_TIME',
      'this ability can be activated only any time you could cast a sorcery',
      a.loyalty ? '606.3' : '602.5d',
    );
  }
  if (a.restriction) {
    const r = restrictionError(state, player, source, a.restriction, index);
    if (r) return r;
  }
  if (a.loyalty && (state.objects[source]?.loyaltyActivatedThisTurn ?? 0) > 0) {
    return err('WRONG_TIME', 'a loyalty ability of this permanent was already activated this turn', '606.3');
  }
  return null;
}

export function validateActivate(
  state: GameState,
  player: PlayerId,
  act: ActivateAction,
):
  | EngineError
  | {
      ability: ActivatedAbility;
      plan: CostPlan;
      x: number;
      division?: readonly DivisionShare[];
    } {
  const o = state.objects[act.source];
  const inHand = !!o && o.zone === 'hand' && o.owner === player;
  const inGraveyard = !!o && o.zone === 'graveyard' && o.owner === player;
  // 902.7: a vanguard's activated abilities may be activated from the command zone.
  if (!o || (o.zone !== 'battlefield' && !inHand && !inGraveyard && !functionsFromCommand(state, act.source)))
    return err('ILLEGAL_CHOICE', `object ${act.source} is not a permanent on the battlefield`, '602.2');
  if (!objectInRange(state, player, act.source, chars))
    return err('ILLEGAL_CHOICE', 'source is outside your range of influence', '801.7');
  const ability = findAbility(state, act.source, act.ability);
  if (!ability)
    return err('ILLEGAL_CHOICE', `${objName(state, act.source)} has no activated ability #${act.ability}`, '602.1');
  // 602.2: a player activates abilities of objects they control, unless the ability says who else may
  // ("Any player may activate this ability"); a card in a hand or graveyard is its owner's (108.4).
  if (!inHand && !inGraveyard && !mayActivate(state, player, act.source, ability))
    return err('ILLEGAL_CHOICE', `you don't control ${objName(state, act.source)}`, '602.2');
  // 113.6b: an ability that functions from the hand (cycling) is activated only there; others not from there.
  if ((ability.fromHand ?? false) !== inHand)
    return err(
      'ILLEGAL_CHOICE',
      inHand
        ? 'that card has no ability that can be activated from your hand'
        : 'that ability can be activated only from your hand',
      '113.6b',
    );
  if ((ability.fromGraveyard ?? false) !== inGraveyard)
    return err(
      'ILLEGAL_CHOICE',
      inGraveyard
        ? 'that card has no ability that can be activated from your graveyard'
        : 'that ability can be activated only from your graveyard',
      '113.6',
    );
  const t = timingError(state, player, act.source, ability, act.ability);
  if (t) return t;
  const hasX = costHasX(ability.cost); // 107.3: {X}, or "Remove X [kind] counters"
  const x = act.x ?? 0;
  if (!Number.isInteger(x) || x < 0) return err('MALFORMED', 'X must be a non-negative integer', '107.3');
  if (!hasX && x !== 0) return err('ILLEGAL_CHOICE', 'this ability has no X in its cost', '107.3');
  const options = targetOptions(state, bindXTargets(ability.targets, x), player, act.source, 'ability'); // 601.2b–c / 602.2b: X is known
  const tErr = checkChosenTargets(options, act.targets ?? ability.targets.map(() => []));
  if (tErr) return err('ILLEGAL_TARGET', tErr, '602.2b');
  // 601.2d / 602.2b: divided damage is divided as the ability is activated.
  const division = divisionFor(ability.effects, act.targets ?? [], x, act.divide);
  if (division && 'code' in division) return division;
  const plan = planCost(state, {
    player,
    source: act.source,
    mana: activationManaCost(state, act.source, ability), // 601.2f: power-up's and the ability's own reductions
    x,
    parts: ability.cost.parts,
    payment: act.payment,
    costObjects: act.costObjects,
    ...(ability.cost.waterbend ? { altSources: waterbendSources(state, player) } : {}), // 701.67a
    ...(act.counterKinds ? { counterKinds: act.counterKinds } : {}),
    purpose: { kind: 'activate', source: act.source },
  });
  if ('code' in plan) return plan;
  return { ability, plan, x, ...(division ? { division } : {}) };
}

/**
 * 606.3 / 602.5b / 702.177a: counts an activation on its source for the abilities that are limited per turn or once,
 * if the source is still there (a cost may have sacrificed it).
 */
function countActivation(state: GameState, act: ActivateAction, ability: ActivatedAbility): void {
  const r = ability.restriction;
  const perTurn = r?.oncePerTurn || r?.maxPerTurn !== undefined;
  if (!state.objects[act.source] || !(ability.loyalty || perTurn || r?.once)) return;
  const src = ownObject(state, act.source);
  if (ability.loyalty) src.loyaltyActivatedThisTurn++;
  if (perTurn) (src.activatedThisTurn ??= []).push(act.ability);
  if (r?.once) (src.activatedOnce ??= []).push(act.ability); // 602.5b, 702.177a
}

/** Performs a validated activation. Mana abilities resolve immediately (605.3a) via the returned context. */
export function activateAbility(
  state: GameState,
  player: PlayerId,
  act: ActivateAction,
  v: {
    ability: ActivatedAbility;
    plan: CostPlan;
    x: number;
    division?: readonly DivisionShare[];
  },
  run: EffectsRunner,
): EffectContext | null {
  const src = state.objects[act.source]!; // read-only: only its definition key is read once the cost is paid
  const sourceName = chars(state, act.source).name;
  const turnIndex = priorityTurnIndex(state, player);
  const targets = (act.targets ?? []).map((g) => [...g]);
  const sacrificed = sacrificedLki(state, v.plan); // 608.2h: read before they leave
  const returnedAttacking = returnedAttackerDefender(state, v.plan.bounce); // 702.48c: read before it leaves combat
  const activatedFrom = sourceAsActivated(state, act.source); // 602.2b: read before its costs are paid

  const paid = payCost(state, player, act.source, v.plan, run);
  countActivation(state, act, v.ability);
  if (v.ability.exhaust) detectTriggers(state, { kind: 'exhaustActivated', player, source: act.source }); // 702.177a
  if (v.ability.manaAbility) {
    log(state, 'activate', `${playerName(state, player)} activates ${sourceName}'s mana ability`, ['605.3a']);
    const tapsSource = v.ability.cost.parts.some((part) => part.kind === 'tap'); // 106.12a
    return {
      controller: player,
      source: act.source,
      sourceName,
      targets,
      x: v.x,
      triggerObject: null,
      triggerPlayer: null,
      turnIndex,
      created: [],
      ...(sacrificed.length ? { sacrificed } : {}),
      ...(tapsSource ? { manaFrom: act.source } : {}),
    };
  }
  // 602.2a: the ability is created on the stack as an object that isn't a card.
  const id = state.nextObjectId++;
  putObject(state, {
    id,
    defKey: src.defKey,
    cardId: null,
    owner: player,
    controller: player,
    zone: 'stack',
    kind: 'ability',
    timestamp: state.nextTimestamp++,
    ...freshStackStatus(),
    stack: {
      stackOf: turnIndex,
      x: v.x,
      modes: [],
      targets,
      source: act.source,
      sourceName,
      abilityTargets: v.ability.targets,
      abilityEffects: v.ability.effects,
      triggerObject: null,
      triggerPlayer: null,
      isCopy: false,
      abilityKind: 'activated',
      manaSpent: 0,
      sourceTransforms: src.transforms ?? 0, // 701.28f
      ...(sacrificed.length ? { sacrificed } : {}),
      ...(paid.exiledSelf !== undefined ? { exiledSelf: paid.exiledSelf } : {}), // 702.167a
      ...(returnedAttacking ? { returnedAttacking } : {}),
      ...(v.division ? { division: v.division } : {}),
    },
  });
  state.turns[turnIndex]!.stack.push(id);
  scheduleChooserChoices(state, id); // 801.5a
  wardTriggers(state, id, targets); // 702.21a
  targetTriggers(state, id, targets); // "whenever ~ becomes the target of a spell or ability"
  crimeTriggers(state, id, targets); // 700.13
  if (v.ability.cycling && src.cardId !== null) {
    // 702.29c–d: activating a cycling ability is cycling the card; its own "when you cycle" ability
    // triggers from the graveyard the card was discarded to.
    const card = state.players[src.owner]!.graveyard.find((g) => state.objects[g]?.cardId === src.cardId);
    if (card !== undefined) detectTriggers(state, { kind: 'cycled', card, player });
  }
  log(
    state,
    'activate',
    `${playerName(state, player)} activates ${sourceName}: ${v.ability.text}${describeTargets(state, targets)}`,
    ['602.2'],
    { player, source: act.source, object: id, targets },
  );
  activatedTriggers(state, player, id, activatedFrom, v.ability.loyalty === true); // 602.2b, 601.2i
  return null;
}

type SourceAsActivated = Pick<
  Extract<TriggerEvent, { kind: 'abilityActivated' }>,
  'source' | 'lki' | 'token' | 'onBattlefield'
>;

/** 602.2b: the source of an ability as it is activated (a cost may move it: "an ability of an artifact" looks back). */
function sourceAsActivated(state: GameState, source: ObjectId): SourceAsActivated {
  const o = state.objects[source]!;
  return { source, lki: chars(state, source), token: o.kind === 'token', onBattlefield: o.zone === 'battlefield' };
}

/**
 * 602.2b / 601.2i: once an ability that isn't a mana ability is activated, abilities that trigger on its activation
 * ("whenever you activate an ability …") trigger; `ability` is the ability on the stack.
 */
function activatedTriggers(
  state: GameState,
  player: PlayerId,
  ability: ObjectId,
  from: SourceAsActivated,
  loyalty: boolean,
): void {
  detectTriggers(state, { kind: 'abilityActivated', player, ability, ...from, loyalty });
}

/** 107.5 / 107.6: a {T} or {Q} part its permanent can't pay now (planCost refuses exactly these too). */
function selfTapUnpayable(state: GameState, id: ObjectId, ability: ActivatedAbility): boolean {
  const o = state.objects[id];
  if (!o || o.zone !== 'battlefield') return false;
  for (const part of ability.cost.parts) {
    if (part.kind === 'tap' && o.tapped) return true;
    if (part.kind === 'untap' && !o.tapped) return true;
  }
  return false;
}

/** The entry of an ability without targets whose cost is only {T}: no X, no targets to list. */
function plainEntry(source: ObjectId, index: number, name: string, ability: ActivatedAbility): LegalAction {
  return {
    kind: 'activate',
    source,
    ability: index,
    name,
    text: ability.text,
    targets: [],
    hasX: false,
    maxX: 0,
    manaAbility: ability.manaAbility ?? false,
  };
}

/**
 * 605.1a: a plain mana ability — "{T}: Add …" with no other cost, no targets and no X, activated only by its
 * permanent's controller whenever they hold priority (605.3a: no timing or activation restriction). `abilityEntries`
 * lists such an ability from whether {T} can be paid (its `plainEntry` shortcut).
 */
function plainManaAbility(a: ActivatedAbility): boolean {
  return (
    a.manaAbility === true &&
    !a.cost.mana &&
    a.cost.parts.length === 1 &&
    a.cost.parts[0]!.kind === 'tap' &&
    a.targets.length === 0 &&
    !a.modes &&
    !a.loyalty &&
    !a.timing &&
    !a.activators &&
    !a.fromHand &&
    !a.fromGraveyard &&
    !a.restriction &&
    !a.powerUp
  );
}

/**
 * The entries of a permanent whose abilities are all plain mana abilities (`Activatable.plain`), for its controller:
 * what `abilityEntries` decides for each of them, decided once for the permanent — {T} can be paid (107.5, 302.6) and
 * no "can't be activated" effect applies (602.5; one that spares mana abilities spares all of them; none is looked
 * for when none exists, `activationLocksExist`). In oracle mode
 * the index isn't used and `abilityEntries` decides, so the differential test checks this.
 */
function plainManaEntries(
  state: GameState,
  player: PlayerId,
  x: Activatable,
  locks: boolean,
  out: LegalAction[],
): void {
  const first = x.known.abilities[0];
  if (!first || !holdsPriority(state, player)) return;
  if (state.objects[x.id]!.tapped || tapOnlyPayable(state, x.id, first.ability.cost) !== true) return;
  if (locks && activationForbidden(state, x.id, first.ability, player)) return; // (`locks`: activationLocksExist)
  for (const e of x.plain!) out.push(e);
}

/** A battlefield permanent with an ability a priority decision may list (battlefieldActivatable). */
interface Activatable {
  readonly id: ObjectId;
  readonly controller: PlayerId;
  /** 602.2: it has an activated ability that says another player may activate it. */
  readonly byOthers: boolean;
  /** Its characteristics and its activated abilities (`activatedAbilities`), read from the completed map. */
  readonly known: KnownAbilities;
  /**
   * When every one of those abilities is a plain mana ability ("{T}: Add …": no other cost, no targets, no timing
   * or activation restriction, activated by its controller only): their entries, made once per map (`plainManaEntries`).
   */
  readonly plain: readonly LegalAction[] | null;
}

/** An object's characteristics and activated abilities, as `abilityEntries` would read them. */
interface KnownAbilities {
  readonly c: Characteristics;
  readonly abilities: readonly { readonly index: number; readonly ability: ActivatedAbility }[];
}

/** Per characteristics map (shared, read-only): a new map, after any recomputation, rebuilds it. */
const activatableIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, readonly Activatable[]>();

/**
 * The battlefield permanents with an activated ability (an equip keyword's, deploy's), in battlefield order, with
 * their controllers: built once per characteristics map, so a priority decision looks at a player's own such
 * permanents and those another player may activate instead of every permanent. A permanent left out has no entry:
 * `activatedAbilities` would give it none.
 */
function battlefieldActivatable(state: GameState): readonly Activatable[] {
  const map = battlefieldCharacteristics(state);
  let out = activatableIndex.get(map);
  if (!out) {
    const deploy = state.options.deployCreatures === true;
    const list: Activatable[] = [];
    map.forEach((c, id) => {
      if (c.abilities.some(activatedOrEquip) || (deploy && c.types.includes('Creature')))
        list.push(activatable(state, id, c));
    });
    out = list;
    activatableIndex.set(map, out);
  }
  return out;
}

function activatedOrEquip(a: AbilityNode): boolean {
  return a.kind === 'activated' || (a.kind === 'keyword' && a.keyword === 'equip');
}

/** A permanent with activated abilities, as the index keeps it. */
function activatable(state: GameState, id: ObjectId, c: Characteristics): Activatable {
  const abilities = activatedAbilities(state, id);
  return {
    id,
    controller: c.controller,
    byOthers: c.abilities.some((a) => a.kind === 'activated' && !!a.activators),
    known: { c, abilities },
    plain: abilities.every(({ ability }) => plainManaAbility(ability))
      ? abilities.map(({ index, ability }) => plainEntry(id, index, c.name, ability))
      : null,
  };
}

export function activatableActions(state: GameState, player: PlayerId): LegalAction[] {
  const out: LegalAction[] = [];
  const p = state.players[player]!;
  // 113.6: only cards with an ability that functions in the graveyard are looked at there.
  const fromGraveyard = p.graveyard.filter((id) => graveyardAbility(state.cards[state.objects[id]!.defKey]));
  // The indexed permanents only (in oracle mode every permanent, so the differential test checks the index).
  if (cachesEnabled(state)) {
    let locks: boolean | undefined;
    for (const x of battlefieldActivatable(state)) {
      if (x.plain && x.controller === player)
        plainManaEntries(state, player, x, (locks ??= activationLocksExist(state)), out);
      else if (x.controller === player || x.byOthers) abilityEntries(state, player, x.id, out, x.known);
    }
  } else for (const id of state.battlefield) abilityEntries(state, player, id, out);
  // 113.6b: of the cards in the hand, only those with an ability that functions there (in oracle mode every card).
  for (const id of p.hand)
    if (!cachesEnabled(state) || handFacts(chars(state, id)).handAbility) abilityEntries(state, player, id, out);
  for (const id of commandSources(state)) abilityEntries(state, player, id, out); // 902.7: command-zone vanguards
  for (const id of fromGraveyard) abilityEntries(state, player, id, out);
  return out;
}

/**
 * 602.2b / 601.2g–h: a necessary condition of paying an activation's mana cost `mana`, asked before its targets and its
 * cost plan: `planCost` pays mana only from the player's pool and their one-mana sources (`manaSources`, one unit
 * each; the ability's own source among them, a superset of what it may use), so a cost that those can't cover by
 * count or by type (`unitsMayPay`, which says yes when a triggered mana ability may add more) is refused there too.
 * In oracle mode skipped (the cost plan alone decides), so the differential test checks it.
 */
function manaWithinReach(state: GameState, player: PlayerId, mana: ManaCostText, waterbend?: boolean): boolean {
  const alts = waterbend ? waterbendSources(state, player) : []; // 701.67a
  return unitsMayPay(state, mana, state.players[player]!.manaPool, manaSources(state, player), alts);
}

/**
 * Per card definition (read-only card data): whether it has an activated ability that functions in the graveyard, or a
 * graveyard static that may grant the card one (702.178b, objects/graveyard-grants.ts).
 */
const graveyardAbilities = new WeakMap<CardDefinition, boolean>();

function graveyardAbility(def: CardDefinition | undefined): boolean {
  if (!def) return false;
  let v = graveyardAbilities.get(def);
  if (v === undefined) graveyardAbilities.set(def, (v = def.abilities.some(graveyardActivated)));
  return v;
}

function graveyardActivated(a: AbilityNode): boolean {
  if (a.kind === 'activated') return a.fromGraveyard === true;
  if (a.kind !== 'static' || !a.fromGraveyard || a.effect.kind !== 'layered') return false;
  return a.effect.mods.some((m) => m.kind === 'addAbilities' && m.abilities.some(graveyardActivated));
}

/**
 * The priority-decision entries of the abilities of `id` that `player` may activate now (602.2, 602.5). `known`: its
 * characteristics and activated abilities as the activatable index read them from the current map (the same values
 * `chars` and `activatedAbilities` give; read afresh without it).
 */
function abilityEntries(
  state: GameState,
  player: PlayerId,
  id: ObjectId,
  out: LegalAction[],
  known?: KnownAbilities,
): void {
  const p = state.players[player]!;
  const c = known ? known.c : chars(state, id);
  const zone = state.objects[id]!.zone;
  const mine = zone === 'graveyard' || c.controller === player;
  // 602.2: of other players' permanents, only abilities that say another player may activate them.
  if (!mine && !c.abilities.some((a) => a.kind === 'activated' && a.activators)) return;
  const inHand = zone === 'hand';
  const inGraveyard = zone === 'graveyard';
  for (const { index, ability } of known ? known.abilities : activatedAbilities(state, id)) {
    if (!mine && !mayActivate(state, player, id, ability)) continue;
    if ((ability.fromHand ?? false) !== inHand || (ability.fromGraveyard ?? false) !== inGraveyard) continue; // 113.6b
    if (selfTapUnpayable(state, id, ability)) continue; // (what planCost would refuse, checked first: it is cheap)
    if (timingError(state, player, id, ability, index)) continue;
    // 605.1a: a plain "{T}: Add …" (no targets, no X): whether {T} can be paid decides it, as planCost would.
    // A plain "{T}: Add …" needs no cost plan: whether {T} can be paid decides it (planCost decides the same);
    // without targets it has no X and no targets to list either (in oracle mode the full path lists it instead,
    // so the differential test checks this shortcut).
    const tapOnly = tapOnlyPayable(state, id, ability.cost);
    if (tapOnly === false) continue;
    if (tapOnly && ability.targets.length === 0 && cachesEnabled(state)) {
      out.push(plainEntry(id, index, c.name, ability));
      continue;
    }
    const mana = tapOnly === null ? activationManaCost(state, id, ability) : null;
    if (mana !== null && cachesEnabled(state) && !manaWithinReach(state, player, mana, ability.cost.waterbend))
      continue;
    const targets = targetOptions(state, ability.targets, player, id, 'ability');
    if (!targetsSatisfiable(targets)) continue;
    const purpose = { kind: 'activate', source: id } as const;
    if (tapOnly === null) {
      const plan = planCost(state, {
        player,
        source: id,
        mana,
        x: 0,
        parts: ability.cost.parts,
        payment: { kind: 'auto' },
        costObjects: undefined,
        purpose,
        ...(ability.cost.waterbend ? { altSources: waterbendSources(state, player) } : {}), // 701.67a
      });
      if ('code' in plan) continue;
    }
    const hasX = costHasX(ability.cost);
    const counterX = counterMaxX(state, id, ability.cost); // "Remove X charge counters": at most the counters it has
    const manaX = manaHasX(ability.cost)
      ? maxPayableX(
          ability.cost.mana!,
          p.manaPool,
          [
            ...manaSources(state, player, new Set([id])),
            ...(ability.cost.waterbend ? waterbendSources(state, player) : []), // 701.67a
          ],
          p.life,
          20,
          spendableFor(state, player, purpose, ability.cost.mana ?? null),
        )
      : null;
    const maxX = hasX ? Math.min(manaX ?? Infinity, counterX ?? Infinity) : 0;
    const entry = {
      kind: 'activate' as const,
      source: id,
      ability: index,
      name: c.name,
      text: ability.text,
      targets,
      hasX,
      maxX,
      manaAbility: ability.manaAbility ?? false,
    };
    // 601.2b–d / 602.2b: targets that depend on X are listed per X, as validation will check them.
    out.push(
      ...entriesForTargets(entry, hasX, ability.targets, ability.effects, (s) =>
        targetOptions(state, s, player, id, 'ability'),
      ),
    );
  }
}
