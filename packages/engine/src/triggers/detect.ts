/**
 * 603.2: whenever a game event matches a trigger condition, the ability triggers.
 * Triggered abilities wait in GameState.pendingTriggers until a player would next
 * receive priority (603.3). Leaves-the-battlefield abilities look back in time (603.10a):
 * they are checked against the object as it last existed on the battlefield.
 */
import { batchFields, matchesLeftGraveyard, mergeBatchTrigger } from './batches.js';
import { ringChoiceMatches } from '../objects/ring-bearer.js';
import { monarchTriggers } from './monarch.js';
import { initiativeTriggers } from './initiative.js';
import { speedTriggers } from './speed.js';
import { bindOtherChosenName, bindTriggerModes, bindTriggerTargets } from './bind-targets.js';
import { commandSources } from '../zones/command.js';
import { triggerEventInRange } from './range.js';
import type { AbilityNode, CardType, Effect, Filter, ObjectRef, StepName, TriggerSpec } from '../cards/ability-tree.js';
import { battlefieldCharacteristics, cachesEnabled, chars, type Characteristics } from '../objects/characteristics.js';
import { matchesObjectFilter, matchesRelation } from '../objects/filters.js';
import { isOpponent } from '../state/access.js';
import type { DelayedEventTrigger, DelayedTrigger, GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { checkCondition } from '../objects/conditions.js';
import { log } from '../log/write.js';
import type { TriggerEvent } from '../events/trigger-events.js';
import { defendingPlayerOfAttacker } from '../objects/defenders.js';
import { keywordEventTriggers, keywordLeavesTriggers, keywordStepTriggers } from './keywords.js';
import { rangeExempt } from '../objects/range.js';
import { lkiFilterMatch, lkiMatch } from './lki-match.js';
import { ownObject } from '../objects/copy-on-write.js';
import { castKeywordTriggers, madnessTriggers, suspendUpkeepTriggers } from './spell-keyword-triggers.js';

export { hasTriggered };

export function detectTriggers(state: GameState, ev: TriggerEvent): void {
  if (ev.kind === 'stepBegins' && state.delayedTriggers && state.delayedTriggers.length > 0)
    delayed(state, ev.step, ev.activePlayers);
  const keywords = keywordEventTriggers(state, ev);
  for (let i = 0; i < keywords.length; i++) {
    const t = keywords[i]!;
    const c = chars(state, t.source);
    queue(state, t.ability, t.source, state.objects[t.source]!.defKey, c.name, c.controller, ev);
  }
  if (ev.kind === 'stepBegins') {
    for (const t of suspendUpkeepTriggers(state, ev.step, ev.activePlayers))
      queue(
        state,
        t.ability,
        t.source,
        state.objects[t.source]!.defKey,
        chars(state, t.source).name,
        state.objects[t.source]!.owner,
        ev,
      ); // 702.62a
    for (const t of keywordStepTriggers(state, ev)) {
      const c = chars(state, t.source);
      queue(state, t.ability, t.source, state.objects[t.source]!.defKey, c.name, c.controller, ev);
    }
  }
  const snapshot = ev.kind === 'leaves' ? (ev.lookBack ?? null) : null;
  if (snapshot && ev.kind === 'leaves') {
    for (const { id, defKey, c } of snapshot) {
      if (id === ev.oldId || !hasTriggered(c.abilities)) continue; // the object itself is handled below
      for (const a of c.abilities) {
        if (
          a.kind === 'triggered' &&
          !a.fromGraveyard &&
          a.trigger.kind === 'leavesBattlefield' &&
          matches(state, a.trigger, ev, id, c.controller)
        )
          queue(state, a, id, defKey, c.name, c.controller, ev);
      }
    }
  }
  fieldTriggers(state, ev, snapshot !== null);
  graveyardTriggers(state, ev);
  if (state.delayedEventTriggers?.length) delayedEvents(state, ev); // 603.7a
  monarchTriggers(state, ev); // 722.2
  initiativeTriggers(state, ev); // 725.2
  speedTriggers(state, ev); // 702.179d
  // 901.11: "When you planeswalk away from ~" looks back at the card as it was face up.
  if (ev.kind === 'planeswalkedFrom') {
    for (const a of state.cards[ev.defKey]?.abilities ?? []) {
      if (a.kind === 'triggered' && a.trigger.kind === 'planeswalkFrom')
        queue(state, a, ev.oldId, ev.defKey, ev.name, ev.controller, ev);
    }
  }
  // "When you cast ~": the spell's own ability triggers on the stack (601.2i).
  if (ev.kind === 'cast' && state.objects[ev.spell]) {
    const c = chars(state, ev.spell);
    for (const a of c.abilities) {
      if (a.kind === 'triggered' && a.trigger.kind === 'castSelf')
        queue(state, a, ev.spell, state.objects[ev.spell]!.defKey, c.name, ev.controller, ev);
    }
    for (const a of castKeywordTriggers(state, ev.spell))
      queue(state, a, ev.spell, state.objects[ev.spell]!.defKey, c.name, ev.controller, ev); // 702.40a
  }
  if (ev.kind === 'discarded') discardedSelfTriggers(state, ev); // 701.9
  // 702.35a: a card discarded and exiled with madness triggers from exile.
  if (ev.kind === 'discarded')
    for (const a of madnessTriggers(state, ev.card))
      queue(state, a, ev.card, state.objects[ev.card]!.defKey, chars(state, ev.card).name, ev.player, ev);
  // 702.29c: "When you cycle ~" triggers from the cycled card itself, now in the graveyard it was discarded to.
  if (ev.kind === 'cycled' && state.objects[ev.card]) {
    const c = chars(state, ev.card);
    for (const a of c.abilities) {
      if (a.kind === 'triggered' && a.trigger.kind === 'cycled' && a.trigger.self)
        queue(state, a, ev.card, state.objects[ev.card]!.defKey, c.name, ev.player, ev);
    }
  }
  // 603.10a: leaves-the-battlefield abilities of the object that left, as it last existed.
  if (ev.kind === 'leaves') {
    for (const a of ev.lki.abilities) {
      if (
        a.kind === 'triggered' &&
        !a.fromGraveyard &&
        a.trigger.kind === 'leavesBattlefield' &&
        matches(state, a.trigger, ev, ev.oldId, ev.lki.controller)
      ) {
        queue(state, a, ev.oldId, ev.defKey, ev.lki.name, ev.lki.controller, ev);
      }
    }
    for (const a of keywordLeavesTriggers(ev)) queue(state, a, ev.oldId, ev.defKey, ev.lki.name, ev.lki.controller, ev);
  }
}

/** A permanent (or command-zone object) with triggered abilities that function where it is, in the order checked. */
interface TriggerSource {
  readonly id: ObjectId;
  readonly c: Characteristics;
  readonly abilities: readonly Extract<AbilityNode, { kind: 'triggered' }>[];
}

/**
 * The battlefield's trigger sources, per characteristics map (docs/engine.md, Caches): built once per map, so an
 * event checks only the permanents that have a triggered ability instead of every permanent's abilities. A new
 * map (any recomputation of the characteristics) rebuilds it; the battlefield's order can't change without one.
 */
const triggerSourceIndex = new WeakMap<ReadonlyMap<ObjectId, Characteristics>, readonly TriggerSource[]>();

/** The triggered abilities of the battlefield's (and the command zone's) objects that `ev` triggers. */
function fieldTriggers(state: GameState, ev: TriggerEvent, inLookBack: boolean): void {
  const sources = triggerSources(state);
  for (let i = 0; i < sources.length; i++) {
    const { id, c, abilities } = sources[i]!;
    for (let j = 0; j < abilities.length; j++) {
      const a = abilities[j]!;
      // Inside a simultaneous event, leaves abilities were checked against the snapshot above.
      if (inLookBack && a.trigger.kind === 'leavesBattlefield') continue;
      if (matches(state, a.trigger, ev, id, c.controller))
        queue(state, a, id, state.objects[id]!.defKey, c.name, c.controller, ev);
    }
  }
}

function triggerSources(state: GameState): readonly TriggerSource[] {
  // 114.4, 902.7, 901.7: command-zone objects' abilities trigger too (not indexed: read afresh).
  if (state.command.length > 0) return collectTriggerSources(state, [...state.battlefield, ...commandSources(state)]);
  if (!cachesEnabled(state)) return collectTriggerSources(state, state.battlefield);
  const map = battlefieldCharacteristics(state);
  let index = triggerSourceIndex.get(map);
  if (index === undefined) {
    index = collectTriggerSources(state, state.battlefield);
    triggerSourceIndex.set(map, index);
  }
  return index;
}

function collectTriggerSources(state: GameState, ids: readonly ObjectId[]): TriggerSource[] {
  const out: TriggerSource[] = [];
  for (const id of ids) {
    const c = chars(state, id);
    if (!hasTriggered(c.abilities)) continue;
    // 113.6b: abilities that work from the graveyard function only there.
    const abilities = c.abilities.filter(
      (a): a is Extract<AbilityNode, { kind: 'triggered' }> => a.kind === 'triggered' && !a.fromGraveyard,
    );
    if (abilities.length > 0) out.push({ id, c, abilities });
  }
  return out;
}

/**
 * 113.6b / 113.6k: triggered abilities that function only while their card is in its owner's graveyard
 * ("Whenever a land enters under your control, you may return ~ from your graveyard to the battlefield").
 * 603.6d: the objects in the graveyards just after the event are checked; 108.4a: a card in a graveyard has no
 * controller, so its owner controls the ability (603.3a). Leaves-the-battlefield events look back in time
 * (603.10a), which is not modelled for graveyard sources: such abilities are never created (the compiler refuses them).
 */
function graveyardTriggers(state: GameState, ev: TriggerEvent): void {
  if (ev.kind === 'leaves') return;
  for (let pi = 0; pi < state.players.length; pi++) {
    const graveyard = state.players[pi]!.graveyard;
    for (let i = 0; i < graveyard.length; i++) {
      const id = graveyard[i]!;
      const o = state.objects[id];
      const def = o ? state.cards[o.defKey] : undefined;
      if (!o || !def || !hasGraveyardTrigger(def.abilities)) continue;
      const c = chars(state, id);
      for (const a of c.abilities) {
        if (a.kind === 'triggered' && a.fromGraveyard && matches(state, a.trigger, ev, id, o.owner))
          queue(state, a, id, o.defKey, c.name, o.owner, ev);
      }
    }
  }
}

/**
 * 115.1 / 603.2: once a spell's or ability's targets are chosen (601.2c, 602.2b, 603.3d), each object it targets
 * "becomes the target" of it — once per object, however many of its target groups name it.
 */
export function targetTriggers(
  state: GameState,
  stackObject: ObjectId,
  targets: readonly (readonly TargetRef[])[],
): void {
  const so = state.objects[stackObject];
  if (!so) return;
  const seen = new Set<ObjectId>();
  for (const group of targets) {
    for (const t of group) {
      if (t.kind !== 'object' || seen.has(t.id) || !state.objects[t.id]) continue;
      seen.add(t.id);
      // "for the first time each turn": the object remembers whose spells and abilities targeted it this turn.
      const before = state.objects[t.id]!.targetedByThisTurn ?? [];
      const firstThisTurn = !before.includes(so.controller);
      if (firstThisTurn) ownObject(state, t.id).targetedByThisTurn = [...before, so.controller];
      detectTriggers(state, {
        kind: 'becameTarget',
        object: t.id,
        stackObject,
        controller: so.controller,
        spell: so.kind !== 'ability',
        firstThisTurn,
      });
    }
  }
}

/**
 * 113.6: only abilities that say they work from the graveyard can trigger there. Most cards have none, so the answer
 * is cached per printed ability list (a derived value, not state) to keep it off the per-event path.
 */
const graveyardTriggerCache = new WeakMap<readonly AbilityNode[], boolean>();
function hasGraveyardTrigger(abilities: readonly AbilityNode[]): boolean {
  let known = graveyardTriggerCache.get(abilities);
  if (known === undefined) {
    known = abilities.some((a) => a.kind === 'triggered' && a.fromGraveyard === true);
    graveyardTriggerCache.set(abilities, known);
  }
  return known;
}

function hasTriggered(abilities: readonly AbilityNode[]): boolean {
  for (const a of abilities) if (a.kind === 'triggered') return true;
  return false;
}

function queue(
  state: GameState,
  a: Extract<AbilityNode, { kind: 'triggered' }>,
  source: ObjectId,
  defKey: string,
  name: string,
  controller: PlayerId,
  ev: TriggerEvent,
): void {
  const x = enteringX(state, a, source);
  // 603.4: an intervening-if clause must be true when the ability triggers.
  if (
    a.interveningIf &&
    !checkCondition(state, a.interveningIf, controller, chars, source, triggerPlayerOf(state, ev), {
      targets: [],
      triggerObject: triggerObjectOf(ev),
      ...(x !== undefined ? { x } : {}),
    })
  )
    return;
  // 801.7: with limited range, only if the trigger event happens entirely within the controller's range.
  // 801.18: plane and phenomenon abilities ignore it (except in Grand Melee).
  if (!rangeExempt(state, source) && !triggerEventInRange(state, controller, ev)) return;
  // 800.4d: an ability that a player who has left would control isn't put on the stack.
  if (state.players[controller]?.left) return;
  if (mergeDamageTrigger(state, a, source, ev) || mergeBatchTrigger(state, a, source, ev)) return;
  if (a.oncePerTurn && !firstThisTurn(state, source, a.text)) return;
  const triggerPlayer = triggerPlayerOf(state, ev);
  state.pendingTriggers.push({
    controller,
    source,
    defKey,
    sourceName: name,
    targets: bindTriggerTargets(a.targets, triggerPlayer),
    effects: otherChosenName(state, a.effects, source, ev),
    optional: a.optional ?? false,
    // 509.3b: "blocks a creature" — "that creature" is the attacking creature blocked.
    text: a.text,
    triggerObject: a.trigger.kind === 'blocksCreature' && ev.kind === 'blockedBy' ? ev.attacker : triggerObjectOf(ev),
    triggerPlayer,
    ...((ev.kind === 'damageDealt' || ev.kind === 'combatDamageToPlayer' || ev.kind === 'countersPut') &&
    ev.amount !== undefined
      ? { triggerAmount: ev.amount }
      : {}),
    ...(ev.kind === 'damageDealt' && ev.batch !== undefined && isAnyDamageTrigger(a) ? { damageBatch: ev.batch } : {}),
    ...(ev.kind === 'combatDamageToPlayer' && ev.batch !== undefined && isOneOrMoreDamageTrigger(a)
      ? { damageBatch: ev.batch }
      : {}),
    ...batchFields(a, ev),
    ...attackBatchFields(state, a, ev, source, controller),
    ...(ev.kind === 'leaves' ? { triggerLki: { power: ev.lki.power, toughness: ev.lki.toughness } } : {}),
    ...(a.interveningIf ? { interveningIf: a.interveningIf } : {}),
    ...(x !== undefined ? { x } : {}),
    ...(a.modes ? { modes: bindTriggerModes(a.modes, triggerPlayer) } : {}),
    ...(a.manaAbility ? { manaAbility: true } : {}),
    ...(ev.kind === 'tappedForMana' ? { triggerMana: ev.produced } : {}),
  });
}

/**
 * 107.3m: the X of an enters triggered ability of a permanent that was a spell with an X chosen for it is that X (the
 * permanent's own X is 0): undefined for any other ability.
 */
function enteringX(
  state: GameState,
  a: Extract<AbilityNode, { kind: 'triggered' }>,
  source: ObjectId,
): number | undefined {
  if (a.trigger.kind !== 'entersBattlefield' || a.trigger.what.kind !== 'self') return undefined;
  return state.objects[source]?.castX;
}

/**
 * 603.2: "This ability triggers only once each turn": true the first time in a turn (the object remembers it); an
 * object that left (a leaves trigger of its own) is a new object wherever it went (400.7), so nothing is kept.
 */
function firstThisTurn(state: GameState, source: ObjectId, text: string): boolean {
  const o = state.objects[source];
  if (!o) return true;
  if (o.triggeredThisTurn?.includes(text)) return false;
  ownObject(state, source).triggeredThisTurn = [...(o.triggeredThisTurn ?? []), text];
  return true;
}

/** 702.106f: a double agenda's "the other chosen name", bound to the name the triggering object doesn't have. */
function otherChosenName(
  state: GameState,
  effects: readonly Effect[],
  source: ObjectId,
  ev: TriggerEvent,
): readonly Effect[] {
  const names = state.objects[source]?.chosen?.names;
  if (!names) return effects;
  const trigger = triggerObjectOf(ev);
  const name = trigger !== null && (state.objects[trigger] || state.lki[trigger]) ? chars(state, trigger).name : null;
  return bindOtherChosenName(effects, names, name);
}

/** "Whenever ~ deals damage" (to any recipient): the trigger that one damage event fires once. */
function isAnyDamageTrigger(a: Extract<AbilityNode, { kind: 'triggered' }>): boolean {
  return a.trigger.kind === 'dealsDamage' && a.trigger.to === 'any' && !a.trigger.toPlayer && !a.trigger.recipient;
}

/** "Whenever one or more creatures you control deal combat damage to a player": once per player per damage event. */
function isOneOrMoreDamageTrigger(a: Extract<AbilityNode, { kind: 'triggered' }>): boolean {
  return a.trigger.kind === 'dealsCombatDamageToPlayer' && a.trigger.oneOrMore === true;
}

/**
 * 603.2c / 510.2: "Whenever ~ deals damage, you gain that much life" (Zebra Unicorn, Armadillo Cloak) triggers once
 * for one damage event, even when that event deals damage to several recipients at once (combat damage to several
 * blockers, trample over to the player, "deals 1 damage to each creature and each player"); "that much" is the
 * total. (The cards' rulings: "If it deals damage to multiple creatures and/or players at once, the ability
 * triggers only once.") Returns true if `ev` was added to the trigger already waiting for the same event.
 */
function mergeDamageTrigger(
  state: GameState,
  a: Extract<AbilityNode, { kind: 'triggered' }>,
  source: ObjectId,
  ev: TriggerEvent,
): boolean {
  const grouped = ev.kind === 'combatDamageToPlayer' && isOneOrMoreDamageTrigger(a);
  if (!(grouped || (ev.kind === 'damageDealt' && isAnyDamageTrigger(a)))) return false;
  if ((ev.kind !== 'damageDealt' && ev.kind !== 'combatDamageToPlayer') || ev.batch === undefined) return false;
  if (ev.amount === undefined) return false;
  // A grouped trigger merges only with the one for the same damaged player (603.2c: once per player).
  const player = ev.kind === 'combatDamageToPlayer' ? ev.player : null;
  const i = state.pendingTriggers.findIndex(
    (p) =>
      p.source === source &&
      p.text === a.text &&
      p.damageBatch === ev.batch &&
      (player === null || p.triggerPlayer === player),
  );
  if (i < 0) return false;
  const p = state.pendingTriggers[i]!;
  state.pendingTriggers[i] = { ...p, triggerAmount: (p.triggerAmount ?? 0) + ev.amount };
  return true;
}

/** 603.7a / 603.7c: delayed abilities that trigger on an event this turn; a "When you next …" one only once. */
function delayedEvents(state: GameState, ev: TriggerEvent): void {
  const list = state.delayedEventTriggers!;
  const fired: DelayedEventTrigger[] = [];
  for (const d of list) {
    // 603.7: a lasting one ends as its watched object leaves the battlefield (having triggered or not, 400.7).
    const gone = d.lasting === true && ev.kind === 'leaves' && ev.oldId === d.watched;
    if (gone) fired.push(d);
    if (d.watched !== undefined && watchedObjectOf(ev) !== d.watched) continue;
    if (!matches(state, d.ability.trigger, ev, d.source, d.controller)) continue;
    const before = state.pendingTriggers.length;
    queue(state, d.ability, d.source, d.defKey, d.sourceName, d.controller, ev);
    if (d.once && !gone && state.pendingTriggers.length > before) fired.push(d);
  }
  if (fired.length > 0) state.delayedEventTriggers = list.filter((d) => !fired.includes(d));
}

/** 603.7: delayed triggered abilities trigger once, at the beginning of their step; 800.4d: not for a departed controller. */
function delayed(state: GameState, step: StepName, active: readonly PlayerId[]): void {
  const isDue = (d: DelayedTrigger): boolean => d.step === step && (d.whose === undefined || active.includes(d.whose));
  const due = state.delayedTriggers!.filter(isDue);
  if (due.length === 0) return;
  state.delayedTriggers = state.delayedTriggers!.filter((d) => !isDue(d));
  for (const d of due) {
    if (state.players[d.controller]!.left) {
      log(
        state,
        'trigger-removed',
        `${d.sourceName}'s delayed triggered ability triggers, but its controller has left the game, so it isn't put on the stack`,
        ['603.7', '800.4d'],
      );
      continue;
    }
    state.pendingTriggers.push({
      controller: d.controller,
      source: d.source,
      defKey: d.defKey,
      sourceName: d.sourceName,
      targets: [],
      effects: d.effects,
      optional: false,
      text: d.text,
      triggerObject: d.triggerObject,
      triggerPlayer: d.triggerPlayer ?? null,
      ...(d.objects ? { created: d.objects } : {}),
    });
  }
}

/** The object an event happened to, as it was before the event (a creature that died is its old object). */
function watchedObjectOf(ev: TriggerEvent): ObjectId | null {
  return ev.kind === 'leaves' ? ev.oldId : triggerObjectOf(ev);
}

function triggerObjectOf(ev: TriggerEvent): ObjectId | null {
  switch (ev.kind) {
    case 'enters':
      return ev.object;
    case 'leaves':
      return ev.newId;
    case 'attacks':
      return ev.attacker;
    case 'blocks':
      return ev.blocker;
    case 'attacksAlone':
    case 'becameBlocked':
      return ev.attacker;
    case 'attackersDeclared':
      return null;
    case 'blockedBy':
      return ev.blocker;
    case 'combatDamageToPlayer':
      return ev.source;
    case 'damageDealt':
      return ev.object;
    case 'turnedFaceUp':
    case 'mutated':
    case 'transformed':
    case 'becameMonstrous':
    case 'exploited':
    case 'exerted':
      return ev.object;
    case 'tapped':
    case 'becameTarget':
    case 'tappedForMana':
    case 'countersPut':
      return ev.object;
    case 'unblocked':
      return ev.attacker;
    case 'scried':
      return null;
    case 'exhaustActivated':
      return ev.source;
    case 'abilityActivated':
      return ev.ability; // "that ability" (707.10)
    case 'landPlayed':
      return ev.land;
    case 'doorUnlocked':
      return ev.object;
    case 'expended':
      return null;
    case 'cycled':
    case 'discarded':
      return ev.card;
    case 'leftGraveyard':
      return ev.newId;
    case 'cast':
    case 'copied':
      return ev.spell;
    case 'stepBegins':
    case 'lifeGain':
    case 'lifeLost':
    case 'draw':
    case 'rolledChaos':
    case 'planeswalkedFrom':
    case 'dayNightChanged':
      return null;
    case 'ringTempted':
      return ev.bearer;
    case 'crime':
    case 'ventured':
    case 'dungeonCompleted':
    case 'becameMonarch':
      return null;
    case 'planeswalkedTo':
    case 'encountered':
    case 'setInMotion':
      return ev.object;
  }
}

function triggerPlayerOf(state: GameState, ev: TriggerEvent): PlayerId | null {
  switch (ev.kind) {
    case 'combatDamageToPlayer':
    case 'lifeGain':
    case 'lifeLost':
    case 'draw':
      return ev.player;
    case 'damageDealt':
      return ev.player;
    case 'turnedFaceUp':
    case 'mutated':
    case 'transformed':
    case 'becameMonstrous':
    case 'exploited':
    case 'dayNightChanged':
      return null;
    case 'ringTempted':
    case 'crime':
    case 'ventured':
    case 'dungeonCompleted':
    case 'becameMonarch':
      return ev.player;
    case 'exerted':
      return ev.player;
    case 'cast':
    case 'copied':
      return ev.controller;
    case 'tapped':
    case 'countersPut':
      return state.objects[ev.object] ? chars(state, ev.object).controller : null;
    // The controller of the spell or ability that targets (e.g. "that player loses 4 life").
    case 'becameTarget':
      return ev.controller;
    case 'cycled':
    case 'discarded':
    case 'tappedForMana':
    case 'scried':
    case 'exhaustActivated':
    case 'abilityActivated':
    case 'landPlayed':
    case 'doorUnlocked':
    case 'expended':
      return ev.player;
    case 'leftGraveyard':
      return ev.owner;
    case 'unblocked':
      return defendingPlayerOfAttacker(state, ev.attacker, chars);
    case 'stepBegins':
      return ev.activePlayers[0] ?? null;
    // "That creature's controller" (e.g. Genesis Chamber): the controller of the entering or departed object.
    case 'enters':
      return state.objects[ev.object] ? chars(state, ev.object).controller : null;
    case 'leaves':
      return ev.lki.controller;
    // "Defending player" (506.2): the player the attacking creature is attacking (or whose planeswalker or battle it attacks).
    case 'attacks':
    case 'attacksAlone':
    case 'becameBlocked':
    case 'blockedBy':
      return defendingPlayerOfAttacker(state, ev.attacker, chars);
    case 'blocks':
    case 'attackersDeclared':
      return null;
    case 'rolledChaos':
      return ev.player;
    case 'planeswalkedTo':
    case 'encountered':
    case 'planeswalkedFrom':
    case 'setInMotion':
      return null;
  }
}

/** 506.3: the attacker attacks this player directly (not a planeswalker or battle). */
/** 508.1: "Whenever [~ / a creature …] attacks [you …]". */
function matchesAttacks(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'attacks' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (ev.kind !== 'attacks') return false;
  // "~ and at least N other creatures attack": N others were declared with it.
  if (t.withOthers !== undefined && (ev.count ?? 1) - 1 < t.withOthers) return false;
  if (t.whileSaddled && !state.objects[ev.attacker]?.saddled) return false; // 702.171b
  if (t.attacking && !attacksYou(state, ev.attacker, controller, t.attacking)) return false;
  return refMatches(state, t.what, ev.attacker, null, self, controller);
}

/** "Whenever you scry" / "… surveil" / "… scry or surveil": which of the two the event was. */
function scryMatches(which: 'scry' | 'surveil' | 'either', surveil: boolean): boolean {
  return which === 'either' || surveil === (which === 'surveil');
}

/** 508.1b: `attacker` attacks `player` (or, with 'youOrYourPlaneswalker', a planeswalker `player` controls). */
function attacksYou(
  state: GameState,
  attacker: ObjectId,
  player: PlayerId,
  what: 'you' | 'youOrYourPlaneswalker',
): boolean {
  return state.turns.some((t) =>
    t.combat?.attackers.some((x) => {
      if (x.attacker !== attacker) return false;
      if (x.defender.kind === 'player') return x.defender.player === player;
      if (what === 'you' || state.objects[x.defender.id]?.zone !== 'battlefield') return false;
      const c = chars(state, x.defender.id);
      return c.controller === player && c.types.includes('Planeswalker');
    }),
  );
}

function defendingPlayerIs(state: GameState, attacker: ObjectId, player: PlayerId): boolean {
  return state.turns.some((t) =>
    t.combat?.attackers.some(
      (x) => x.attacker === attacker && x.defender.kind === 'player' && x.defender.player === player,
    ),
  );
}

function refMatches(
  state: GameState,
  ref: ObjectRef | { kind: 'filter'; filter: import('../cards/ability-tree.js').Filter },
  candidate: ObjectId,
  c: Characteristics | null,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  switch (ref.kind) {
    case 'self':
      return candidate === self;
    case 'filter': {
      const ch = c ?? (state.objects[candidate] ? chars(state, candidate) : null);
      if (!ch) return false;
      if (c && !state.objects[candidate]) {
        // Looking back at an object that has left: evaluate the filter's match on its last known characteristics.
        const f = ref.filter;
        return f.kind === 'object' ? lkiMatch(f.match, ch, controller, candidate, self) : false;
      }
      return matchesObjectFilter(state, ref.filter, candidate, ch, controller, self, chars);
    }
    case 'enchanted':
    case 'equipped': {
      const src = state.objects[self];
      return !!src && src.attachedTo === candidate;
    }
    case 'target':
    case 'all':
    case 'triggeringObject':
    case 'triggeringObjects':
    case 'created':
    case 'exiledWithSource':
    case 'chosenThisWay':
    case 'grantor':
      return false;
  }
}

function matches(state: GameState, t: TriggerSpec, ev: TriggerEvent, self: ObjectId, controller: PlayerId): boolean {
  switch (t.kind) {
    case 'state':
      return false; // 603.8: checked against the game state, not events (triggers/state.ts)
    case 'entersBattlefield':
      return ev.kind === 'enters' && refMatches(state, t.what, ev.object, null, self, controller);
    case 'leavesBattlefield':
      return matchesLeavesBattlefield(state, t, ev, self, controller);
    case 'attacks':
      return matchesAttacks(state, t, ev, self, controller);
    case 'blocks':
      return ev.kind === 'blocks' && refMatches(state, t.what, ev.blocker, null, self, controller);
    case 'attacksAlone':
      return ev.kind === 'attacksAlone' && refMatches(state, t.what, ev.attacker, null, self, controller);
    case 'oneOrMoreAttack':
      return matchesOneOrMoreAttack(state, t, ev, self, controller);
    case 'becomesBlocked':
      return matchesBecomesBlocked(state, t, ev, self, controller);
    case 'dealsCombatDamageToPlayer':
      return ev.kind === 'combatDamageToPlayer' && refMatches(state, t.what, ev.source, null, self, controller);
    case 'castSpell':
      return matchesCastSpell(state, t, ev, self, controller);
    case 'activatesAbility':
      return matchesActivatesAbility(state, t, ev, self, controller);
    case 'beginningOfStep':
      return matchesBeginningOfStep(state, t, ev, self, controller);
    case 'turnedFaceUp':
    case 'mutates':
    case 'transformsInto':
    case 'becomesMonstrous':
    case 'exploits':
    case 'exerts':
      return matchesObjectEvent(state, t, ev, self, controller);
    case 'dayNightChanges':
    case 'gainLife':
    case 'activatesExhaust':
    case 'unlocksDoor':
    case 'fullyUnlocksRoom':
    case 'expends':
    case 'drawCard':
    case 'commitCrime':
    case 'ringTempts':
    case 'planeswalkTo':
    case 'encounter':
    case 'setInMotion':
    case 'completesDungeon':
    case 'ventures':
    case 'becomesMonarch':
      return matchesGameEvent(state, t, ev, self, controller);
    case 'dealsDamage':
      return matchesDealsDamage(state, t, ev, self, controller);
    case 'isDealtDamage':
      if (ev.kind !== 'damageDealt' || ev.object === null || (t.combatOnly && !ev.combat)) return false;
      return refMatches(state, t.what, ev.object, null, self, controller);
    case 'tappedForMana':
      return ev.kind === 'tappedForMana' && refMatches(state, t.what, ev.object, null, self, controller);
    case 'countersPut':
      return matchesCountersPut(state, t, ev, self, controller);
    case 'becomesTapped':
      return (
        ev.kind === 'tapped' &&
        ev.untapped === (t.untapped ?? false) &&
        refMatches(state, t.what, ev.object, null, self, controller)
      );
    case 'attacksUnblocked':
      return ev.kind === 'unblocked' && refMatches(state, t.what, ev.attacker, null, self, controller);
    case 'blocksCreature':
      if (ev.kind !== 'blockedBy' || !refMatches(state, t.what, ev.blocker, null, self, controller)) return false;
      return (
        !t.attacker ||
        (state.objects[ev.attacker] !== undefined &&
          matchesObjectFilter(state, t.attacker, ev.attacker, chars(state, ev.attacker), controller, self, chars))
      );
    case 'becomesTarget':
      if (ev.kind !== 'becameTarget' || (t.spellsOnly && !ev.spell) || (t.firstThisTurn && !ev.firstThisTurn))
        return false;
      if (t.by && !matchesRelation(state, t.by, controller, ev.controller)) return false;
      return refMatches(state, t.what, ev.object, null, self, controller);
    case 'discards':
      return ev.kind === 'discarded' && matchesDiscard(state, t, ev, self, controller);
    case 'leavesGraveyard':
      return matchesLeftGraveyard(state, t, ev, self, controller); // 603.10a (batches.ts)
    case 'cycled':
      // 702.29d: "Whenever [a player] cycles a card" (702.29c: the card's own "When you cycle ~": detectTriggers).
      return ev.kind === 'cycled' && !t.self && matchesRelation(state, t.who, controller, ev.player);
    case 'scriesOrSurveils': // 701.22a, 701.25a
      return (
        ev.kind === 'scried' && scryMatches(t.which, ev.surveil) && matchesRelation(state, t.who, controller, ev.player)
      );
    case 'playsLand': // 305.1
      return ev.kind === 'landPlayed' && matchesRelation(state, t.who, controller, ev.player);
    case 'rollChaos': // 311.7: "Whenever you roll {CHAOS}"
      return ev.kind === 'rolledChaos' && planarTeammate(state, ev.player, controller);
    case 'discardedSelf': // the discarded card's own ability: detectTriggers
    case 'castSelf': // handled in detectTriggers: the spell is on the stack
    case 'planeswalkFrom': // looked back on above
      return false;
  }
}

/** 701.9: "When a spell or ability an opponent controls causes you to discard ~", from where the card went. */
function discardedSelfTriggers(state: GameState, ev: Extract<TriggerEvent, { kind: 'discarded' }>): void {
  if (!discardedByOpponent(state, ev) || !state.objects[ev.card]) return;
  const c = chars(state, ev.card);
  for (const a of c.abilities)
    if (a.kind === 'triggered' && a.trigger.kind === 'discardedSelf')
      queue(state, a, ev.card, state.objects[ev.card]!.defKey, c.name, ev.player, ev);
}

/** 701.9: the discard was made by the effect of a spell or ability an opponent of the discarding player controls. */
function discardedByOpponent(state: GameState, ev: Extract<TriggerEvent, { kind: 'discarded' }>): boolean {
  return ev.by !== undefined && isOpponent(state, ev.player, ev.by);
}

/** 701.9: "Whenever [a player] discards a card" / "… one or more [nonland] cards" (the card checked in the graveyard). */
function matchesDiscard(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'discards' }>,
  ev: Extract<TriggerEvent, { kind: 'discarded' }>,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (!matchesRelation(state, t.who, controller, ev.player)) return false;
  if (t.byOpponent && !discardedByOpponent(state, ev)) return false;
  if (!t.filter) return true;
  const o = state.objects[ev.card];
  // Read where the card went (a graveyard; exile with madness, 702.35a).
  const f =
    t.filter.kind === 'object' && o && o.zone !== 'command' && o.zone !== 'ante'
      ? { ...t.filter, zone: o.zone }
      : t.filter;
  return !!o && matchesObjectFilter(state, f, ev.card, chars(state, ev.card), controller, self, chars);
}

/**
 * Trigger events of the game or a player rather than of an object: day and night, life gained, exhaust abilities,
 * doors unlocked, mana expended, cards drawn, crimes, the Ring, planes and schemes.
 */
function matchesGameEvent(
  state: GameState,
  t: Extract<
    TriggerSpec,
    {
      kind:
        | 'dayNightChanges'
        | 'gainLife'
        | 'activatesExhaust'
        | 'unlocksDoor'
        | 'fullyUnlocksRoom'
        | 'expends'
        | 'drawCard'
        | 'commitCrime'
        | 'ringTempts'
        | 'planeswalkTo'
        | 'encounter'
        | 'setInMotion'
        | 'completesDungeon'
        | 'ventures'
        | 'becomesMonarch';
    }
  >,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  switch (t.kind) {
    case 'dayNightChanges':
      return ev.kind === 'dayNightChanged'; // 726.2
    case 'gainLife':
      return ev.kind === 'lifeGain' && matchesRelation(state, t.who, controller, ev.player);
    case 'activatesExhaust': // 702.177a: "whenever you activate an exhaust ability"
      return ev.kind === 'exhaustActivated' && ev.player === controller;
    case 'unlocksDoor': // 709.5h: "When you unlock this door"
      return ev.kind === 'doorUnlocked' && ev.object === self && ev.door === t.door && ev.player === controller;
    case 'fullyUnlocksRoom': // 709.5i: "Whenever you fully unlock a Room"
      return ev.kind === 'doorUnlocked' && ev.fully && ev.player === controller && isRoom(state, ev.object);
    case 'expends': // 700.14: the mana spent took the turn's total past N
      return ev.kind === 'expended' && ev.player === controller && ev.from < t.amount && t.amount <= ev.to;
    case 'drawCard':
      return (
        ev.kind === 'draw' &&
        matchesRelation(state, t.who, controller, ev.player) &&
        (t.nth === undefined || state.players[ev.player]!.drawsThisTurn === t.nth)
      );
    case 'commitCrime': // 700.13
      return (
        ev.kind === 'crime' &&
        ev.player === controller &&
        (!t.duringYourTurn || (state.turns[0]?.activePlayers.includes(controller) ?? false))
      );
    case 'ringTempts': // 701.54a
      return ev.kind === 'ringTempted' && ev.player === controller && ringChoiceMatches(t.chose, ev.bearer, self);
    case 'planeswalkTo':
      return ev.kind === 'planeswalkedTo' && ev.object === self;
    case 'encounter':
      return ev.kind === 'encountered' && ev.object === self;
    case 'setInMotion':
      return ev.kind === 'setInMotion' && ev.object === self; // 904.9
    case 'completesDungeon': // 309.7
      return ev.kind === 'dungeonCompleted' && ev.player === controller;
    case 'ventures': // 701.49
      return ev.kind === 'ventured' && ev.player === controller;
    case 'becomesMonarch': // 722.3
      return ev.kind === 'becameMonarch' && matchesRelation(state, t.who, controller, ev.player);
  }
}

/** Trigger kinds that name one event happening to an object (`what`), and that event's kind. */
const OBJECT_EVENTS = {
  turnedFaceUp: 'turnedFaceUp', // 708.8
  mutates: 'mutated', // 702.140d
  transformsInto: 'transformed', // 701.28e
  becomesMonstrous: 'becameMonstrous', // 701.37a
  exploits: 'exploited', // 702.110b
  exerts: 'exerted', // 701.43a
} as const;

function matchesObjectEvent(
  state: GameState,
  t: Extract<TriggerSpec, { kind: keyof typeof OBJECT_EVENTS }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (ev.kind !== OBJECT_EVENTS[t.kind] || !('object' in ev) || ev.object === null) return false;
  if (!refMatches(state, t.what, ev.object, null, self, controller)) return false;
  return ev.kind !== 'transformed' || ev.from !== chars(state, ev.object).name; // 701.28e: not its name just before
}

function matchesLeavesBattlefield(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'leavesBattlefield' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (ev.kind !== 'leaves') return false;
  if (t.toGraveyard && ev.to !== 'graveyard' && !(t.orExile && ev.to === 'exile')) return false;
  if (t.withoutDying && ev.to === 'graveyard') return false; // 700.4: "dies" is put into a graveyard from the battlefield
  // "Whenever a creature dealt damage by ~ this turn dies": this object dealt it damage this turn.
  if (t.damagedBySelf && !(ev.damagedBy ?? []).includes(self)) return false;
  // 701.21a: "whenever [you] sacrifice …": it was sacrificed, by its (last) controller.
  if (t.sacrificedBy && !(ev.sacrificed && matchesRelation(state, t.sacrificedBy, controller, ev.lki.controller)))
    return false;
  if (t.what.kind === 'self') return ev.oldId === self;
  // 603.10a: "when enchanted/equipped creature dies" looks back to what this object was attached to.
  if (t.what.kind === 'enchanted' || t.what.kind === 'equipped') return (ev.attached ?? []).includes(self);
  if (t.what.kind === 'filter') return lkiFilterMatch(t.what.filter, ev.lki, controller, ev.oldId, self, !!ev.token);
  return refMatches(state, t.what, ev.oldId, ev.lki, self, controller);
}

/** 122.6: counters of the kind put on a matching permanent ("for the first time each turn": none put earlier). */
function matchesCountersPut(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'countersPut' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (ev.kind !== 'countersPut' || (t.counter !== undefined && t.counter !== ev.counter)) return false;
  if (t.firstThisTurn && (t.counter === undefined ? ev.before.length > 0 : ev.before.includes(t.counter))) return false;
  if (t.byYou && ev.by !== controller) return false; // 122.6: whenever you put them
  return refMatches(state, t.what, ev.object, null, self, controller);
}

function matchesOneOrMoreAttack(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'oneOrMoreAttack' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  // 603.2c: one trigger for the whole declaration, if any declared attacker matches (and attacks you) — or, with
  // `atLeast`, if that many do ("Whenever you attack with three or more creatures").
  return matchingAttackers(state, t, ev, self, controller).length >= (t.atLeast ?? 1);
}

/** 603.2c: the declared attackers a "one or more [creatures] attack" trigger matches ("they", "that many"). */
function matchingAttackers(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'oneOrMoreAttack' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): ObjectId[] {
  if (ev.kind !== 'attackersDeclared') return [];
  return ev.attackers.filter(
    (a) =>
      state.objects[a] !== undefined &&
      matchesObjectFilter(state, t.filter, a, chars(state, a), controller, self, chars) &&
      (!t.attackingYou || defendingPlayerIs(state, a, controller)),
  );
}

/** 603.2c: a "one or more [creatures] attack" trigger remembers the attackers that matched, and "that many" of them. */
function attackBatchFields(
  state: GameState,
  a: Extract<AbilityNode, { kind: 'triggered' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): { triggerObjects?: readonly ObjectId[]; triggerAmount?: number } {
  if (a.trigger.kind !== 'oneOrMoreAttack') return {};
  const ids = matchingAttackers(state, a.trigger, ev, self, controller);
  return { triggerObjects: ids, triggerAmount: ids.length };
}

function matchesBecomesBlocked(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'becomesBlocked' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (t.by) {
    return (
      ev.kind === 'blockedBy' &&
      refMatches(state, t.what, ev.attacker, null, self, controller) &&
      state.objects[ev.blocker] !== undefined &&
      matchesObjectFilter(state, t.by, ev.blocker, chars(state, ev.blocker), controller, self, chars)
    );
  }
  return ev.kind === 'becameBlocked' && refMatches(state, t.what, ev.attacker, null, self, controller);
}

function matchesCastSpell(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'castSpell' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  // 601.2c: "a spell that targets ~" — one of the targets chosen as it was cast is this object.
  if (
    t.targetsSelf &&
    (ev.kind !== 'cast' ||
      !(state.objects[ev.spell]?.stack?.targets ?? []).some((g) => g.some((x) => x.kind === 'object' && x.id === self)))
  )
    return false;
  // 707.10: "Whenever you cast or copy …" also triggers when a copy of a matching spell is put on the stack.
  return (
    (ev.kind === 'cast' || (ev.kind === 'copied' && t.orCopy === true && t.nth === undefined)) &&
    matchesRelation(state, t.who, controller, ev.controller) &&
    (t.nth === undefined || state.players[ev.controller]!.spellsCastThisTurn === t.nth) &&
    (!t.notFromHand || (ev.kind === 'cast' && !castFromOwnHand(state, ev.spell, ev.controller))) &&
    (t.duringTurn === undefined || duringTurnOf(state, t.duringTurn, controller)) &&
    (!t.filter ||
      (state.objects[ev.spell] !== undefined &&
        matchesObjectFilter(state, t.filter, ev.spell, chars(state, ev.spell), controller, self, chars)))
  );
}

/** "during your turn" / "during an opponent's turn": is the controller / an opponent of theirs an active player? */
function duringTurnOf(state: GameState, whose: 'you' | 'opponent', controller: PlayerId): boolean {
  return state.turns.some((t) =>
    t.activePlayers.some((p) =>
      whose === 'you' ? p === controller : matchesRelation(state, 'opponent', controller, p),
    ),
  );
}

/** 601.2a: was spell `id` cast from `caster`'s own hand (not from another zone, nor from another player's hand)? */
function castFromOwnHand(state: GameState, id: ObjectId, caster: PlayerId): boolean {
  const o = state.objects[id];
  return o?.stack?.castFrom === 'hand' && o.owner === caster;
}

function matchesBeginningOfStep(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'beginningOfStep' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (ev.kind !== 'stepBegins' || ev.step !== t.step) return false;
  if (t.whose === 'each') return true;
  if (t.whose === 'enchantedController') {
    const host = state.objects[self]?.attachedTo;
    return (
      host !== null &&
      host !== undefined &&
      state.objects[host] !== undefined &&
      ev.activePlayers.includes(chars(state, host).controller)
    );
  }
  return ev.activePlayers.some((p) =>
    matchesRelation(state, t.whose as import('../cards/ability-tree.js').PlayerRelation, controller, p),
  );
}

function matchesDealsDamage(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'dealsDamage' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (ev.kind !== 'damageDealt' || (t.combatOnly && !ev.combat) || (t.noncombatOnly && ev.combat)) return false;
  if (t.atLeast !== undefined && (ev.amount ?? 0) < t.atLeast) return false;
  if (t.duringYourTurn && !(state.turns[0]?.activePlayers.includes(controller) ?? false)) return false;
  if (t.to === 'player' && ev.player === null) return false;
  if (
    t.to === 'creature' &&
    (ev.object === null || !state.objects[ev.object] || !chars(state, ev.object).types.includes('Creature'))
  )
    return false;
  if (t.toPlayer && (ev.player === null || !matchesRelation(state, t.toPlayer, controller, ev.player))) return false;
  if (t.to === 'playerOrPlaneswalker' && ev.player === null && !isPermanentOf(state, ev.object, 'Planeswalker'))
    return false;
  if (t.recipient && !recipientMatches(state, t.recipient, ev.object, self, controller)) return false;
  if (t.what.kind === 'sourceYouControl') {
    // 120.1 / 609.7: any source; 608.2h: one that has left its zone is read as it last existed.
    if (t.what.other && ev.source === self) return false;
    return (!!state.objects[ev.source] || !!state.lki[ev.source]) && chars(state, ev.source).controller === controller;
  }
  return refMatches(state, t.what, ev.source, null, self, controller);
}

/** Is `id` a permanent of this card type (on the battlefield)? */
function isPermanentOf(state: GameState, id: ObjectId | null, type: CardType): boolean {
  return id !== null && state.objects[id]?.zone === 'battlefield' && chars(state, id).types.includes(type);
}

/** "deals damage to a Dinosaur": the damaged permanent (never a player) matches the filter. */
function recipientMatches(
  state: GameState,
  f: Filter,
  id: ObjectId | null,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  return (
    id !== null && !!state.objects[id] && matchesObjectFilter(state, f, id, chars(state, id), controller, self, chars)
  );
}

/** 709.5i: "a Room" — the fully unlocked permanent is a Room. */
function isRoom(state: GameState, id: ObjectId): boolean {
  return !!state.objects[id] && chars(state, id).subtypes.includes('Room');
}

/**
 * 602.2b: "Whenever you activate an ability [of …] that isn't a mana ability" / "… a loyalty ability of …": an ability
 * `controller` activated, its source read as it was activated (its last known information if a cost moved it).
 */
function matchesActivatesAbility(
  state: GameState,
  t: Extract<TriggerSpec, { kind: 'activatesAbility' }>,
  ev: TriggerEvent,
  self: ObjectId,
  controller: PlayerId,
): boolean {
  if (ev.kind !== 'abilityActivated' || ev.player !== controller || (t.loyalty && !ev.loyalty)) return false;
  if (t.enchanted && state.objects[self]?.attachedTo !== ev.source) return false; // "of enchanted planeswalker"
  // 109.2: "an artifact or creature" is a permanent: not a card whose ability is activated from a hand or graveyard.
  return !t.source || (ev.onBattlefield && lkiFilterMatch(t.source, ev.lki, controller, ev.source, self, ev.token));
}

/** 311.7 / 901.12c: the player who rolled is "you" — in Two-Headed Giant either member of the planar controller's team. */
function planarTeammate(state: GameState, roller: PlayerId, controller: PlayerId): boolean {
  if (roller === controller) return true;
  return !!state.options.sharedTeamTurns && state.players[roller]!.team === state.players[controller]!.team;
}
