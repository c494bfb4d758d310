/** Conditions used by intervening-if clauses (603.4) and conditional effects. */
import { representingCards } from '../state/access.js';
import { kickedWith, kickerOf } from './kicker.js';
import type { Condition, ObjectMatch } from '../cards/ability-tree.js';
import { COLORS, type ManaType } from '../cards/mana-symbols.js';
import { devotion } from './devotion.js';
import { matchesObject, matchesObjectFilter } from './filters.js';
import { isOpponent } from '../state/access.js';
import { playerInRange } from './range.js';
import { countCardsIn } from './zone-count.js';
import { defendingPlayerOfAttacker } from './defenders.js';
import { CREATURE_TYPES } from './creature-types.js';
import { hasCityBlessing } from './city-blessing.js';
import { castThisTurn } from './spells-cast.js';

const CREATURE_TYPE_SET: ReadonlySet<string> = new Set(CREATURE_TYPES);
/** 110.4: the permanent types. */
const PERMANENT_TYPES: ReadonlySet<string> = new Set([
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Land',
  'Planeswalker',
]);
import { graveyardCardTypes } from './graveyard-card-types.js';
import type { GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import type { CharsReader } from './characteristics-reader.js';
import { partySize } from './party.js';
import { manaSpentToCast, spentColored, spentTotal } from './mana-spent.js';
import { printedChars } from './printed-characteristics.js';
import { playerConditionHolds } from './player-conditions.js';
import { isBlocked } from './unblocked.js';
import { resolutionsThisTurn } from './resolutions.js';
import { diedThisTurn, recordMatches } from './deaths-this-turn.js';

/** The resolving spell's or ability's targets and triggering object. */
type ConditionRefs = {
  readonly targets: readonly (readonly TargetRef[])[];
  readonly triggerObject: ObjectId | null;
  /** 107.3: the announced X of the resolving spell or ability. */
  readonly x?: number;
  /** How many of the cards an earlier instruction revealed matched (effects/verbs/reveal-top.ts). */
  readonly thisWay?: number;
  /** The objects earlier instructions created or moved (the last is the one "it" names after a move). */
  readonly created?: readonly ObjectId[];
  /** Which turn's stack the resolving object belongs to (807). */
  readonly turnIndex?: number;
};

/**
 * `charsOf` reads characteristics: `chars`, or the layer system's own (613), so that it evaluates a static ability's
 * condition against the characteristics it is computing instead of asking for them recursively.
 */
export function checkCondition(
  state: GameState,
  c: Condition,
  you: PlayerId,
  charsOf: CharsReader,
  source: ObjectId | null = null,
  /** The player a triggered ability refers to ("that player", 603.2), for `triggeringPlayer` conditions. */
  triggerPlayer: PlayerId | null = null,
  /** The resolving spell's or ability's targets and triggering object, for `objectIs` (effects only). */
  refs: ConditionRefs | null = null,
): boolean {
  switch (c.kind) {
    case 'objectIs':
    case 'revealedMatches':
    case 'xAtLeast':
      return resolutionCondition(state, c, refs, source, charsOf);
    case 'triggeringPlayer': // 603.4: "if that player has no cards in hand", as seen by them; none if they left (800.4a)
      return (
        triggerPlayer !== null &&
        !state.players[triggerPlayer]!.left &&
        checkCondition(state, c.condition, triggerPlayer, charsOf, source, null)
      );
    case 'defendingPlayer': {
      // 506.2: the player the source is attacking (or whose planeswalker or battle it attacks).
      const d = source === null ? null : defendingPlayerOfAttacker(state, source, charsOf);
      return d !== null && !state.players[d]!.left && checkCondition(state, c.condition, d, charsOf, source, null);
    }
    case 'controls':
      return controlsAtLeast(state, c, you, charsOf, source);
    // 700.5: read through charsOf so the layer system (613) can ask without recursing.
    case 'devotionLessThan':
      return devotion(state, you, c.colors, charsOf) < c.n;
    case 'not':
      return !checkCondition(state, c.condition, you, charsOf, source, triggerPlayer, refs); // "unless that spell …" reads the refs too
    case 'allOf': // "if A and B"
    case 'anyOf': // "if A or B"
      return c.conditions[c.kind === 'allOf' ? 'every' : 'some']((x) =>
        checkCondition(state, x, you, charsOf, source, triggerPlayer, refs),
      );
    case 'graveyardAtLeast':
      return graveyardAtLeast(state, c, you, charsOf, source);
    case 'yourTurn':
      return state.turns.some((t) => t.activePlayers.includes(you));
    case 'lifeAtMost':
    case 'lifeAtLeast':
    case 'handAtMost':
    case 'handAtLeast':
    case 'libraryAtMost':
    case 'graveyardCardTypesAtLeast':
    case 'drewThisTurn':
    case 'differentPowers':
    case 'totalPower':
    case 'attackedWithPower':
    case 'fullParty':
      return yourCounts(state, c, you, charsOf);
    case 'sourceState':
      return sourceStateHolds(state, c, you, charsOf, source);
    case 'attachedMatches':
      return attachedMatches(state, c, you, charsOf, source);
    case 'anOpponent':
    case 'moreCardsInHandThanEachOpponent':
    case 'opponentHasMore':
    case 'opponentControls':
    case 'opponentsAtLeast':
    case 'aPlayer':
      return opponentCondition(state, c, you, charsOf, source);
    case 'spellsLastTurn':
      return spellsLastTurn(state, c);
    case 'selfIs':
    case 'selfInGraveyard':
      return selfIs(state, c, charsOf, source);
    case 'topCardSharesCreatureType':
      return topCardSharesCreatureType(state, you, source, charsOf);
    case 'castIt':
      return castIt(state, c, source);
    case 'kicked':
      return wasKicked(state, c, source);
    case 'manaSpent':
      return manaSpentWithin(state, c, spentSpell(c.spell, source, refs));
    case 'thisTurn':
    case 'diedThisTurn': // 700.4
    case 'sacrificedThisTurn': // 701.17a
    case 'resolvedThisTurn': // 608.2
      return turnRecordHolds(state, c, you, source, refs);
    case 'castThisTurn': // 601.2i
      return castThisTurn(state, c, you, source);
    case 'cityBlessing':
    case 'monarch':
    case 'controlsCommander':
    case 'initiative':
    case 'completedDungeon':
      return designationHolds(state, c, you, charsOf);
    case 'enteredThisTurn': // 603.6a
    case 'maxSpeed':
    case 'lifeAboveStarting':
    case 'landsWithSameName':
    case 'ownsCardInExile':
      return playerConditionHolds(state, c, you, charsOf, source);
  }
}

/** "if there are N or more [filter] cards in your graveyard". */
function graveyardAtLeast(
  state: GameState,
  c: Extract<Condition, { kind: 'graveyardAtLeast' }>,
  you: PlayerId,
  charsOf: CharsReader,
  source: ObjectId | null,
): boolean {
  const n = c.filter
    ? countCardsIn(state, you, 'graveyard', 'you', c.filter, source, charsOf)
    : state.players[you]!.graveyard.length;
  return n >= c.n;
}

/** "As long as enchanted creature is a Wizard": the permanent the source is attached to matches the filter. */
function attachedMatches(
  state: GameState,
  c: Extract<Condition, { kind: 'attachedMatches' }>,
  you: PlayerId,
  charsOf: CharsReader,
  source: ObjectId | null,
): boolean {
  const o = source === null ? undefined : state.objects[source];
  const host = o?.attachedTo;
  return (
    host !== null &&
    host !== undefined &&
    state.objects[host]?.zone === 'battlefield' &&
    matchesObjectFilter(state, c.filter, host, charsOf(state, host), you, source, charsOf)
  );
}

/** 903.3: "you control your commander" / "a commander": a permanent you control represents a commander card. */
function controlsCommander(
  state: GameState,
  c: Extract<Condition, { kind: 'controlsCommander' }>,
  you: PlayerId,
  charsOf: CharsReader,
): boolean {
  const cards = (state.commander?.cards ?? []).filter((k) => c.whose === 'any' || k.owner === you);
  if (cards.length === 0) return false;
  const ids = new Set(cards.map((k) => k.cardId));
  return state.battlefield.some(
    (id) => charsOf(state, id).controller === you && representingCards(state.objects[id]!).some((x) => ids.has(x)),
  );
}

/** "if you cast it [from your hand]". */
function castIt(state: GameState, c: Extract<Condition, { kind: 'castIt' }>, source: ObjectId | null): boolean {
  const o = source === null ? undefined : state.objects[source];
  // 614.12: a replacement ("enters with … if you cast it from your hand") looks at the spell as it resolves into
  // the permanent; a copy of a spell wasn't cast (707.10).
  const from = o?.castFrom ?? (o?.zone === 'stack' && o.stack && !o.stack.isCopy ? o.stack.castFrom : undefined);
  // 505.1 / 707.10: a spell cast during its caster's main phase (a copy was not cast).
  if (c.duringYourMainPhase)
    return o?.zone === 'stack' && o.stack?.isCopy === false && o.stack.castInYourMainPhase === true;
  // 702.138c: the spell escaped (read as it resolves into the permanent, 614.12; a copy wasn't cast, 707.10).
  if (c.escaped) return o?.zone === 'stack' && o.stack?.isCopy === false && o.stack.escaped === true;
  // "if ~ was cast from anywhere other than your hand" (601.2a): a spell's caster is its controller (another player's
  // hand counts as "anywhere other"); a permanent keeps only the zone.
  if (c.notFromHand)
    return from !== undefined && (from !== 'hand' || (o!.zone === 'stack' && o!.owner !== o!.controller));
  return from !== undefined && (c.from === undefined || from === c.from);
}

/**
 * Player designations: 702.131c the city's blessing, 722.1 the monarch, 903.3 controlling a commander, 725.1 the
 * initiative, 309.7 having completed a dungeon (that one, when named).
 */
function designationHolds(
  state: GameState,
  c: Extract<Condition, { kind: 'cityBlessing' | 'monarch' | 'controlsCommander' | 'initiative' | 'completedDungeon' }>,
  you: PlayerId,
  charsOf: CharsReader,
): boolean {
  if (c.kind === 'controlsCommander') return controlsCommander(state, c, you, charsOf);
  if (c.kind === 'initiative') return state.initiative === you;
  if (c.kind === 'completedDungeon')
    return (state.players[you]?.completedDungeons ?? []).some((d) => c.name === undefined || d === c.name);
  if (c.kind === 'cityBlessing') return hasCityBlessing(state, you, (id) => charsOf(state, id));
  if (c.is === 'opponent') return state.monarch !== undefined && isOpponent(state, you, state.monarch);
  return c.is === 'none' ? state.monarch === undefined : state.monarch === you;
}

/** "if ~ is an enchantment / is untapped": the source as it is now (603.4: checked as the ability triggers and again as it resolves). */
function selfIs(
  state: GameState,
  c: Extract<Condition, { kind: 'selfIs' | 'selfInGraveyard' }>,
  charsOf: CharsReader,
  source: ObjectId | null,
): boolean {
  // 400.7: a card that left the graveyard (and came back) is a new object: the id is gone
  if (c.kind === 'selfInGraveyard') return source !== null && state.objects[source]?.zone === 'graveyard';
  if (source === null || !state.objects[source] || state.objects[source]!.zone !== 'battlefield') return false;
  if (c.types && !c.types.some((t) => charsOf(state, source).types.includes(t))) return false;
  if (c.tapped !== undefined && state.objects[source]!.tapped !== c.tapped) return false;
  if (c.monstrous !== undefined && (state.objects[source]!.monstrous === true) !== c.monstrous) return false; // 701.37b
  if (c.enteredThisTurn && !state.objects[source]!.enteredThisTurn) return false;
  if (c.stat) {
    // 208.1: its power or toughness as it is now (a noncreature has none: the bound can't hold).
    const v = charsOf(state, source)[c.stat.stat];
    if (v === null || (c.stat.atMost !== undefined && v > c.stat.atMost)) return false;
    if (c.stat.atLeast !== undefined && v < c.stat.atLeast) return false;
  }
  return true;
}

/** 702.33d–f: the spell, or the permanent it became, was kicked (with that cost, that many times). */
function wasKicked(state: GameState, c: Extract<Condition, { kind: 'kicked' }>, source: ObjectId | null): boolean {
  const paid = source === null ? [] : kickedWith(state, source);
  if (c.withCost === undefined || source === null) return paid.length >= (c.times ?? 1);
  // Printed costs: this condition may be asked while the layers are applied (a static "if ~ was kicked").
  const costs = kickerOf(state, source, printedChars)?.costs ?? [];
  const n = paid.filter((i) => costs[i]?.mana === c.withCost).length;
  return n >= (c.times ?? 1);
}

/** The spell a manaSpent condition reads: the source, the triggering spell, or a target spell. */
function spentSpell(
  spell: Extract<Condition, { kind: 'manaSpent' }>['spell'],
  source: ObjectId | null,
  refs: ConditionRefs | null,
): ObjectId | null {
  if (spell === 'self') return source;
  if (spell === 'triggeringObject') return refs?.triggerObject ?? null;
  const t = refs?.targets[spell.target]?.[0];
  return t?.kind === 'object' ? t.id : null;
}

/** 601.2h / 400.7d: the mana spent to cast the spell (or the permanent it became) is within the condition's bounds. */
function manaSpentWithin(state: GameState, c: Extract<Condition, { kind: 'manaSpent' }>, id: ObjectId | null): boolean {
  const s = id === null ? null : manaSpentToCast(state, id);
  const n = !s
    ? 0
    : c.color === undefined
      ? spentTotal(s)
      : spentColored(s, c.color === 'colored' ? undefined : c.color);
  const includes = Object.entries(c.includes ?? {}).every(([t, k]) => (s?.[t as ManaType] ?? 0) >= (k ?? 0));
  const sameColor = c.sameColorAtLeast === undefined || COLORS.some((k) => (s?.[k] ?? 0) >= (c.sameColorAtLeast ?? 0)); // adamant
  return (
    includes && sameColor && (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost)
  );
}

/** Conditions on the resolving spell or ability itself (effects only: outside a resolution there are no refs). */
function resolutionCondition(
  state: GameState,
  c: Extract<Condition, { kind: 'objectIs' | 'revealedMatches' | 'xAtLeast' }>,
  refs: ConditionRefs | null,
  source: ObjectId | null,
  charsOf: CharsReader,
): boolean {
  if (c.kind === 'objectIs') return objectIs(state, c, refs, source, charsOf);
  if (c.kind === 'revealedMatches') return (refs?.thisWay ?? 0) >= 1; // 701.20a: the card revealed this way counted
  return (refs?.x ?? 0) >= c.n; // 107.3a: X as announced; outside a resolution there is none
}

/** "If it's a creature …": the target or triggering object as it is, or as it last existed (608.2h). */
function objectIs(
  state: GameState,
  c: Extract<Condition, { kind: 'objectIs' }>,
  refs: ConditionRefs | null,
  source: ObjectId | null,
  charsOf: CharsReader,
): boolean {
  if (!refs) return false;
  const created = refs.created?.[refs.created.length - 1];
  const t =
    c.what.kind === 'target'
      ? refs.targets[c.what.target]?.[0]
      : c.what.kind === 'created'
        ? created !== undefined
          ? { kind: 'object' as const, id: created }
          : undefined
        : refs.triggerObject !== null
          ? { kind: 'object' as const, id: refs.triggerObject }
          : undefined;
  if (!t || t.kind !== 'object') return false;
  if (c.notSource && t.id === source) return false; // 702.165a: "if that's another creature"
  if (c.status && !statusHolds(state, c.status, t.id, charsOf)) return false;
  // 608.2h: as it is, or as it last existed if it has left.
  const o = state.objects[t.id];
  const k = o && o.kind !== 'ability' ? charsOf(state, t.id) : state.lki[t.id];
  if (!k) return false;
  return (
    (!c.types || c.types.some((x) => k.types.includes(x))) &&
    (!c.subtypes || c.subtypes.some((x) => k.subtypes.includes(x))) &&
    (!c.supertypes || c.supertypes.some((x) => k.supertypes.includes(x))) &&
    (!c.notSupertypes || !c.notSupertypes.some((x) => k.supertypes.includes(x))) &&
    (!c.colors || c.colors.some((x) => k.colors.includes(x)))
  );
}

/** 110.5 / 506.4: "if it's tapped / attacking / a token" — a permanent on the battlefield with that status now. */
function statusHolds(
  state: GameState,
  status: NonNullable<Extract<Condition, { kind: 'objectIs' }>['status']>,
  id: ObjectId,
  charsOf: CharsReader,
): boolean {
  if (state.objects[id]?.zone !== 'battlefield') return false;
  const k = charsOf(state, id);
  return matchesObjectFilter(state, { kind: 'object', match: status }, id, k, k.controller, null, charsOf);
}

/** 611.3b: the source's status right now (tapped, attacking, counters, equipped …). */
function sourceStateHolds(
  state: GameState,
  c: Extract<Condition, { kind: 'sourceState' }>,
  you: PlayerId,
  charsOf: CharsReader,
  source: ObjectId | null,
): boolean {
  // 611.3b: the source's status right now; a source that isn't on the battlefield has none of these.
  const o = source === null ? undefined : state.objects[source];
  if (!o || o.zone !== 'battlefield') return false;
  const m: ObjectMatch = {
    ...(c.tapped !== undefined ? { tapped: c.tapped } : {}),
    ...(c.attacking !== undefined ? { attacking: c.attacking } : {}),
    ...(c.blocking !== undefined ? { blocking: c.blocking } : {}),
    ...(c.counter !== undefined ? { withCounter: c.counter } : {}),
  };
  if (!matchesObject(state, m, source!, charsOf(state, source!), you, source, charsOf)) return false;
  if (c.blocked && !isBlocked(state, source!)) return false; // 509.1h
  if (c.declinedEntryCounters !== undefined && (o.chosen?.declinedCounters === true) !== c.declinedEntryCounters)
    return false; // 702.136a
  if (c.counterCount) {
    const n = o.counters[c.counterCount.counter] ?? 0;
    if (n < c.counterCount.atLeast || (c.counterCount.atMost !== undefined && n > c.counterCount.atMost)) return false;
  }
  // 301.5 / 303.4: "equipped" = an Equipment is attached to it; "enchanted" = an Aura is.
  const attached = (sub: string): boolean =>
    state.battlefield.some((x) => state.objects[x]!.attachedTo === source && charsOf(state, x).subtypes.includes(sub));
  if (c.equipped !== undefined && attached('Equipment') !== c.equipped) return false;
  if (c.enchanted !== undefined && attached('Aura') !== c.enchanted) return false;
  return true;
}

/**
 * The turn's history: what happened this turn (`thisTurn`); 700.4: "a non-Skeleton creature died under your control
 * this turn" — on any turn in progress (807), its records of the creatures that died; 608.2: "the second time this
 * ability has resolved this turn" — the resolving ability's count on its own turn (objects/resolutions.ts); 701.17a:
 * "if you've sacrificed an artifact this turn" — the records of the permanents sacrificed.
 */
function turnRecordHolds(
  state: GameState,
  c: Extract<Condition, { kind: 'thisTurn' | 'diedThisTurn' | 'sacrificedThisTurn' | 'resolvedThisTurn' }>,
  you: PlayerId,
  source: ObjectId | null,
  refs: ConditionRefs | null,
): boolean {
  if (c.kind === 'thisTurn') return happenedThisTurn(state, c, you);
  if (c.kind === 'sacrificedThisTurn')
    return state.turns.some(
      (t) => !t.removed && (t.history?.sacrificed ?? []).some((r) => r.controller === you && recordMatches(r, c.match)),
    );
  if (c.kind === 'resolvedThisTurn')
    return refs?.turnIndex !== undefined && resolutionsThisTurn(state, refs.turnIndex, source, c.ability) === c.times;
  return state.turns.some((t, i) => !t.removed && diedThisTurn(state, i, c.match, c.yours ? you : null) >= c.atLeast);
}

/** "This turn": what happened in the turn in progress (807: any of the turns in progress in Grand Melee). */
function happenedThisTurn(state: GameState, c: Extract<Condition, { kind: 'thisTurn' }>, you: PlayerId): boolean {
  // "This turn": the turn in progress (807: any of the turns in progress in Grand Melee).
  const hs = state.turns
    .filter((t) => !t.removed)
    .map((t) => t.history)
    .filter((h) => h !== undefined);
  switch (c.what) {
    case 'creatureDied': // 700.4; "N or more creatures died this turn": counted over the turn
      return hs.reduce((n, h) => n + h.creaturesDied, 0) >= (c.atLeast ?? 1);
    case 'youAttacked':
      return hs.some((h) => h.attacked.includes(you));
    case 'yourPermanentLeft':
      return hs.some((h) => h.permanentLeft.includes(you));
    case 'opponentLostLife': // 119.3; with a threshold, one opponent's total over the turn
      if (c.atLeast !== undefined) {
        const atLeast = c.atLeast;
        return state.players.some(
          (q) => isOpponent(state, you, q.id) && hs.reduce((n, h) => n + (h.lifeLostAmount?.[q.id] ?? 0), 0) >= atLeast,
        );
      }
      return hs.some((h) => (h.lifeLost ?? []).some((q) => isOpponent(state, you, q)));
    case 'youGainedLife': // 119.3
    case 'youLostLife': {
      // 119.3: recorded as life totals change (state/team.ts); with a threshold, the total over the turn.
      const gained = c.what === 'youGainedLife';
      if (c.atLeast !== undefined)
        return hs.reduce((n, h) => n + ((gained ? h.lifeGainedAmount : h.lifeLostAmount)?.[you] ?? 0), 0) >= c.atLeast;
      return hs.some((h) => ((gained ? h.lifeGained : h.lifeLost) ?? []).includes(you));
    }
    case 'youDescended': // 700.11
      return hs.some((h) => (h.descended?.[you] ?? 0) > 0);
    case 'youDiscarded': // 701.9a
      return hs.some((h) => (h.discarded?.[you] ?? 0) > 0);
    case 'playerDiscarded':
    case 'opponentDiscarded': {
      const mine = c.what === 'playerDiscarded';
      return hs.some((h) =>
        Object.entries(h.discarded ?? {}).some(([q, n]) => n > 0 && (mine || isOpponent(state, you, Number(q)))),
      );
    }
    case 'cardLeftYourGraveyard': // 603.10a: one turn's count (807: each turn in progress records every card)
      return hs.some((h) => (h.leftGraveyard?.[you] ?? 0) >= (c.atLeast ?? 1));
    case 'nonlandLeftOrWarped': // Void (207.2c; 702.185a warped)
      return hs.some((h) => h.nonlandLeft === true || (h.spellsCast ?? []).some((r) => r.warped));
    case 'teamCastSpell': // 702.117a: a spell being cast is counted only once cast (601.2i), so this is "another"
      return state.players.some(
        (p) => p.team === state.players[you]!.team && !p.left && (p.spellsCastThisTurn ?? 0) > 0,
      );
  }
}

function topCardSharesCreatureType(
  state: GameState,
  you: PlayerId,
  source: ObjectId | null,
  charsOf: CharsReader,
): boolean {
  // 401.2 / 205.3m: the top card of the player's library and the source have a creature type in common
  // (changeling's every creature type is a characteristic-defining ability, 604.3, in every zone).
  const top = state.players[you]!.library[0];
  if (top === undefined || source === null || !(state.objects[source] || state.lki[source])) return false;
  const mine = charsOf(state, source).subtypes.filter((t) => CREATURE_TYPE_SET.has(t));
  return charsOf(state, top).subtypes.some((t) => mine.includes(t));
}

/** Conditions about opponents; 801.11: an opponent outside the range of influence isn't seen. */
function opponentCondition(
  state: GameState,
  c: Extract<
    Condition,
    {
      kind:
        | 'anOpponent'
        | 'moreCardsInHandThanEachOpponent'
        | 'opponentHasMore'
        | 'opponentControls'
        | 'opponentsAtLeast'
        | 'aPlayer';
    }
  >,
  you: PlayerId,
  charsOf: CharsReader,
  source: ObjectId | null,
): boolean {
  switch (c.kind) {
    case 'anOpponent':
      return state.players.some(
        (p) =>
          !p.left &&
          isOpponent(state, you, p.id) &&
          playerInRange(state, you, p.id) &&
          (c.lifeAtMost === undefined || p.life <= c.lifeAtMost) &&
          (c.handAtMost === undefined || p.hand.length <= c.handAtMost) &&
          (c.graveyardAtLeast === undefined || p.graveyard.length >= c.graveyardAtLeast) &&
          (c.poisonAtLeast === undefined || p.poison >= c.poisonAtLeast),
      );
    case 'moreCardsInHandThanEachOpponent': {
      const mine = state.players[you]!.hand.length;
      return state.players.every(
        (p) => p.left || !isOpponent(state, you, p.id) || !playerInRange(state, you, p.id) || p.hand.length < mine,
      );
    }
    case 'opponentHasMore': {
      const of = (p: { life: number; hand: readonly unknown[] }): number =>
        c.what === 'life' ? p.life : p.hand.length;
      const mine = of(state.players[you]!);
      return state.players.some(
        (p) => !p.left && isOpponent(state, you, p.id) && playerInRange(state, you, p.id) && of(p) > mine,
      );
    }
    case 'opponentsAtLeast':
      // 102.2–102.3: "you have two or more opponents" — those still in the game (800.4a) and seen (801.11).
      return (
        state.players.filter((p) => !p.left && isOpponent(state, you, p.id) && playerInRange(state, you, p.id))
          .length >= c.n
      );
    case 'aPlayer':
      // "a player has N or less life": any player, you included (801.11: within range).
      return state.players.some((p) => !p.left && playerInRange(state, you, p.id) && p.life <= c.lifeAtMost);
    case 'opponentControls':
      if (c.total) return opponentsControlInAll(state, c, you, charsOf, source);
      {
        const controlled = (who: PlayerId): number =>
          state.battlefield.filter((id) => {
            const ch = charsOf(state, id);
            return ch.controller === who && matchesObjectFilter(state, c.filter, id, ch, you, source, charsOf);
          }).length;
        const atLeast = c.moreThanYou ? controlled(you) + 1 : c.atLeast;
        // 801.11: an opponent outside the range of influence isn't seen.
        return state.players.some(
          (p) =>
            !p.left && isOpponent(state, you, p.id) && playerInRange(state, you, p.id) && controlled(p.id) >= atLeast,
        );
      }
  }
}

/** Counts about the player: cards in hand, card types in the graveyard, cards drawn this turn, creatures' powers. */
function yourCounts(
  state: GameState,
  c: Extract<
    Condition,
    {
      kind:
        | 'lifeAtMost'
        | 'lifeAtLeast'
        | 'handAtMost'
        | 'handAtLeast'
        | 'libraryAtMost'
        | 'graveyardCardTypesAtLeast'
        | 'drewThisTurn'
        | 'differentPowers'
        | 'totalPower'
        | 'attackedWithPower'
        | 'fullParty';
    }
  >,
  you: PlayerId,
  charsOf: CharsReader,
): boolean {
  switch (c.kind) {
    case 'attackedWithPower': // 508.1: the attacking player's total, recorded as attackers were declared
      return state.turns.some((t) => (t.combat?.declaredPower?.[you] ?? 0) >= c.atLeast);
    case 'lifeAtMost':
      return state.players[you]!.life <= c.n;
    case 'lifeAtLeast':
      return state.players[you]!.life >= c.n;
    case 'handAtMost':
      return state.players[you]!.hand.length <= c.n;
    case 'handAtLeast':
      return state.players[you]!.hand.length >= c.n;
    case 'libraryAtMost': // 401.1
      return state.players[you]!.library.length <= c.n;
    case 'graveyardCardTypesAtLeast':
      return graveyardCardTypes(state, you, 'you', c.permanentTypes ? PERMANENT_TYPES : undefined) >= c.n;
    case 'drewThisTurn': // 121.1
      return (state.players[you]!.drawsThisTurn ?? 0) >= c.atLeast;
    case 'differentPowers': // coven
      return differentPowers(state, you, charsOf) >= c.atLeast;
    case 'totalPower': // formidable: actual powers, a negative one included
      return creaturePowers(state, you, charsOf).reduce((a, b) => a + b, 0) >= c.atLeast;
    case 'fullParty': // 700.8
      return partySize(state, you, charsOf) === 4;
  }
}

/** "If you control N or more [permanents]". */
function controlsAtLeast(
  state: GameState,
  c: Extract<Condition, { kind: 'controls' }>,
  you: PlayerId,
  charsOf: CharsReader,
  source: ObjectId | null,
): boolean {
  let n = 0;
  for (const id of state.battlefield) {
    const ch = charsOf(state, id);
    if (ch.controller === you && matchesObjectFilter(state, c.filter, id, ch, you, source, charsOf)) n++;
  }
  return n >= c.atLeast;
}

/** The powers of the creatures `you` control. */
function creaturePowers(state: GameState, you: PlayerId, charsOf: CharsReader): number[] {
  const powers: number[] = [];
  for (const id of state.battlefield) {
    const ch = charsOf(state, id);
    if (ch.controller === you && ch.types.includes('Creature') && ch.power !== null) powers.push(ch.power);
  }
  return powers;
}

/** Coven: how many different powers the creatures `you` control have. */
function differentPowers(state: GameState, you: PlayerId, charsOf: CharsReader): number {
  return new Set(creaturePowers(state, you, charsOf)).size;
}

/** "your opponents control eight or more lands": permanents all opponents in range control, counted together. */
function opponentsControlInAll(
  state: GameState,
  c: Extract<Condition, { kind: 'opponentControls' }>,
  you: PlayerId,
  charsOf: CharsReader,
  source: ObjectId | null,
): boolean {
  let n = 0;
  for (const id of state.battlefield) {
    const ch = charsOf(state, id);
    const p = state.players[ch.controller]!;
    if (p.left || !isOpponent(state, you, p.id) || !playerInRange(state, you, p.id)) continue;
    if (matchesObjectFilter(state, c.filter, id, ch, you, source, charsOf)) n++;
  }
  return n >= c.atLeast;
}

/** The number of spells cast last turn, by any player or in total. */
function spellsLastTurn(state: GameState, c: Extract<Condition, { kind: 'spellsLastTurn' }>): boolean {
  const counts = state.players.map((p) => p.spellsCastLastTurn ?? 0);
  const n = c.count === 'total' ? counts.reduce((a, b) => a + b, 0) : null;
  const ok = (k: number): boolean =>
    (c.atLeast === undefined || k >= c.atLeast) && (c.atMost === undefined || k <= c.atMost);
  return n !== null ? ok(n) : counts.some(ok);
}
