/**
 * Evaluating Filters (ability-tree.ts) against objects and players. Relations such as
 * "you" and "opponent" are always relative to a perspective player — never "the opponent".
 */
import type { Filter, ObjectMatch, PlayerRelation } from '../cards/ability-tree.js';
import { manaValue } from '../cards/mana-symbols.js';
import { chosenNames, isOpponent } from '../state/access.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Characteristics, CharsReader } from './characteristics-reader.js';
import { manaValueOf } from './faces.js';
import { isGreatest } from './greatest.js';
import { kickedWith } from './kicker.js';
import { isModified } from './modified.js';
import { isRingBearer } from './ring-bearer.js';
import { isUnblocked } from './unblocked.js';

/**
 * "Another" / "other" means other than the source. When the source has left the battlefield (a dies trigger), the
 * card it became is a new object (400.7) but still not "another" card: Dutiful Attendant's and Hoarding Recluse's
 * dies triggers can't return or move their own card.
 */
function isSourceCard(state: GameState, cardId: number | null, source: ObjectId | null): boolean {
  return cardId !== null && source !== null && !state.objects[source] && state.lki[source]?.cardId === cardId;
}

export function matchesRelation(state: GameState, rel: PlayerRelation, perspective: PlayerId, p: PlayerId): boolean {
  switch (rel) {
    case 'you':
      return p === perspective;
    case 'opponent':
      return isOpponent(state, perspective, p);
    case 'any':
      return true;
    case 'notYou':
      return p !== perspective;
    case 'teammate':
      return p !== perspective && state.players[p]!.team === state.players[perspective]!.team;
  }
}

export function matchesPlayerFilter(state: GameState, f: Filter, perspective: PlayerId, p: PlayerId): boolean {
  switch (f.kind) {
    case 'player':
      return matchesRelation(state, f.relation, perspective, p);
    case 'anyTarget':
      return true;
    case 'anyOf':
      return f.filters.some((g) => matchesPlayerFilter(state, g, perspective, p));
    case 'object':
    case 'stackObject':
      return false;
  }
}

/**
 * Does object `id` (with characteristics `c`) match filter `f`, seen by `perspective`? `read` gives other objects'
 * characteristics (the source's, a target's): `chars`, or the layer system's own as it computes them (613).
 */
export function matchesObjectFilter(
  state: GameState,
  f: Filter,
  id: ObjectId,
  c: Characteristics,
  perspective: PlayerId,
  source: ObjectId | null,
  read: CharsReader,
): boolean {
  switch (f.kind) {
    case 'player':
      return false;
    case 'anyTarget': {
      // 115.4: creature, planeswalker or battle on the battlefield.
      const o = state.objects[id]!;
      return (
        o.zone === 'battlefield' &&
        (c.types.includes('Creature') || c.types.includes('Planeswalker') || c.types.includes('Battle'))
      );
    }
    case 'anyOf':
      return f.filters.some((g) => matchesObjectFilter(state, g, id, c, perspective, source, read));
    case 'object': {
      const o = state.objects[id]!;
      if (o.zone !== (f.zone ?? 'battlefield')) return false;
      return matchesObject(state, f.match, id, c, perspective, source, read);
    }
    case 'stackObject': {
      const o = state.objects[id]!;
      if (o.zone !== 'stack') return false;
      if (o.kind === 'ability' ? !f.abilities : !f.spells) return false;
      if (o.kind === 'ability' && f.abilityKind && o.stack?.abilityKind !== f.abilityKind) return false;
      if (f.sourceMatch && !abilitySourceMatches(state, o.stack?.source ?? null, f.sourceMatch, read)) return false;
      return f.match ? matchesObject(state, f.match, id, c, perspective, source, read) : true;
    }
  }
}

/**
 * 113.7: "an activated or triggered ability … from an artifact source": the ability's source, as it is now or (gone from
 * its zone) as it last existed (113.7a).
 */
function abilitySourceMatches(state: GameState, src: ObjectId | null, m: ObjectMatch, read: CharsReader): boolean {
  if (src === null || !(state.objects[src] || state.lki[src])) return false;
  return matchesCharacteristics(m, read(state, src));
}

/**
 * 903.3 / 903.3d: the object's card carries the commander designation (the game state's list of commander cards,
 * `state.commander`; copies and tokens are other objects and never do). Read here, in the core, from the state.
 */
function designatedCommander(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  const cards = state.commander?.cards;
  if (!cards || !o || o.kind !== 'card' || o.cardId === null) return false;
  return cards.some((x) => x.cardId === o.cardId);
}

/**
 * The part of an ObjectMatch read from characteristics alone (types, colours, keywords, name, power, toughness,
 * mana value): also checked on last known information (triggers/lki-match.ts, 603.10a).
 */
export function matchesCharacteristics(m: ObjectMatch, c: Characteristics): boolean {
  // (loops, not closures: this runs for every object every filter looks at)
  if (m.types && !someIn(m.types, c.types)) return false;
  if (m.notTypes && someIn(m.notTypes, c.types)) return false;
  if (m.subtypes && !someIn(m.subtypes, c.subtypes)) return false;
  if (m.supertypes && !someIn(m.supertypes, c.supertypes)) return false;
  if (m.notSubtypes && someIn(m.notSubtypes, c.subtypes)) return false;
  if (m.notSupertypes && someIn(m.notSupertypes, c.supertypes)) return false;
  if (m.colors && !someIn(m.colors, c.colors)) return false;
  if (m.notColors && someIn(m.notColors, c.colors)) return false;
  if (m.withKeyword && !c.keywords.has(m.withKeyword)) return false;
  if (m.withoutKeyword && c.keywords.has(m.withoutKeyword)) return false;
  if (m.powerAtMost !== undefined && (c.power ?? 0) > m.powerAtMost) return false;
  if (m.powerAtLeast !== undefined && (c.power ?? 0) < m.powerAtLeast) return false;
  if (m.manaValueAtMost !== undefined && manaValueOf(c) > m.manaValueAtMost) return false;
  if (m.name !== undefined && c.name !== m.name) return false;
  if (m.allTypes && !allIn(m.allTypes, c.types)) return false;
  if (m.toughnessAtMost !== undefined && (c.toughness ?? 0) > m.toughnessAtMost) return false;
  if (m.toughnessAtLeast !== undefined && (c.toughness ?? 0) < m.toughnessAtLeast) return false;
  if (m.manaValueAtLeast !== undefined && manaValueOf(c) < m.manaValueAtLeast) return false;
  if (m.colorless && c.colors.length > 0) return false;
  if (m.multicolored && c.colors.length < 2) return false;
  return true;
}

/** Whether any of `xs` is in `ys`. */
function someIn<T>(xs: readonly T[], ys: readonly T[]): boolean {
  for (const x of xs) if (ys.includes(x)) return true;
  return false;
}

/** Whether every one of `xs` is in `ys`. */
function allIn<T>(xs: readonly T[], ys: readonly T[]): boolean {
  for (const x of xs) if (!ys.includes(x)) return false;
  return true;
}

export function matchesObject(
  state: GameState,
  m: ObjectMatch,
  id: ObjectId,
  c: Characteristics,
  perspective: PlayerId,
  source: ObjectId | null,
  read: CharsReader,
): boolean {
  const o = state.objects[id]!;
  if (!matchesCharacteristics(m, c)) return false;
  if (m.controller && !matchesRelation(state, m.controller, perspective, c.controller)) return false;
  // 506.2 / 603.2: "… defending player / that player controls", bound as the ability triggers (triggers/bind-targets.ts).
  if (m.controllerIs !== undefined ? c.controller !== m.controllerIs : m.controlledByTriggeringPlayer) return false;
  if (m.commander !== undefined && designatedCommander(state, id) !== m.commander) return false; // 903.3d
  if (m.owner && !matchesRelation(state, m.owner, perspective, o.owner)) return false;
  if (m.tapped !== undefined && o.tapped !== m.tapped) return false;
  if (
    m.sharesColorWithSource &&
    (source === null || !state.objects[source] || !c.colors.some((x) => read(state, source).colors.includes(x)))
  )
    return false;
  if (
    m.powerLessThanSource &&
    (source === null || !state.objects[source] || (c.power ?? 0) >= (read(state, source).power ?? 0))
  )
    return false;
  if (
    m.powerGreaterThanSource &&
    (source === null || !state.objects[source] || (c.power ?? 0) <= (read(state, source).power ?? 0))
  )
    return false;
  if (m.unblocked !== undefined && isUnblocked(state, id) !== m.unblocked) return false; // 509.1h
  if (m.ringBearer !== undefined && isRingBearer(state, perspective, id, c) !== m.ringBearer) return false; // 701.54a
  if (m.statCompared) return false; // unbound (effects/amount-filters.ts): nothing matches
  const among = (x: ObjectMatch, other: ObjectId, oc: Characteristics): boolean =>
    matchesObject(state, x, other, oc, perspective, source, read);
  if (m.greatest && !isGreatest(state, m.greatest, id, c, read, among)) return false;
  if (m.nonToken && o.kind === 'token') return false;
  if (m.other && (id === source || isSourceCard(state, o.cardId, source))) return false;
  if (m.token && o.kind !== 'token') return false;
  if (m.kicked !== undefined && kickedWith(state, id).length > 0 !== m.kicked) return false; // 702.33d
  if (m.withCounter !== undefined && !((o.counters[m.withCounter] ?? 0) > 0)) return false;
  if (m.dealtDamageThisTurn && !(o.damagedBy?.length ?? 0)) return false; // 120.3; cleared as damage wears off, 514.2
  if (m.historic !== undefined && isHistoric(c) !== m.historic) return false; // 700.6
  if (m.modified !== undefined && isModified(state, id, c) !== m.modified) return false; // 700.9
  if (m.equipped !== undefined && hasAttached(state, id, 'Equipment') !== m.equipped) return false; // 301.5
  if (m.enchanted !== undefined && hasAttached(state, id, 'Aura') !== m.enchanted) return false; // 303.4
  if (m.withAnyCounter !== undefined && Object.values(o.counters).some((n) => n > 0) !== m.withAnyCounter) return false; // 122.1
  if (m.targeting && !targetsMatch(state, m.targeting, id, perspective, source, read)) return false;
  if (m.singleTarget && (o.stack?.targets ?? []).flat().length !== 1) return false;
  if (m.chosen !== undefined) {
    // 607.2: "of the chosen color / creature type" — what the source chose as it entered (614.12); nothing before that.
    const chosen = source !== null ? state.objects[source]?.chosen : undefined;
    if (m.chosen === 'color' && !(chosen?.color !== undefined && c.colors.includes(chosen.color))) return false;
    if (
      m.chosen === 'creatureType' &&
      !(chosen?.creatureType !== undefined && c.subtypes.includes(chosen.creatureType))
    )
      return false;
    if (m.chosen === 'name' && !chosenNames(chosen).includes(c.name)) return false; // 702.106d, 702.106f
    if (m.chosen === 'otherName') return false; // 702.106f: bound to a name as the ability triggers
  }
  if (
    m.blockingSource &&
    !(
      source !== null &&
      state.turns.some((t) => t.combat?.blockers.some((b) => b.blocker === id && b.blocking.includes(source)))
    )
  )
    return false;
  if (m.attacking !== undefined || m.blocking !== undefined || m.inCombat !== undefined) {
    let attacking = false;
    let blocking = false;
    for (const t of state.turns) {
      if (!t.combat) continue;
      if (t.combat.attackers.some((a) => a.attacker === id)) attacking = true;
      if (t.combat.blockers.some((b) => b.blocker === id)) blocking = true;
    }
    if (m.attacking !== undefined && attacking !== m.attacking) return false;
    if (m.blocking !== undefined && blocking !== m.blocking) return false;
    if (m.inCombat !== undefined && (attacking || blocking) !== m.inCombat) return false;
  }
  return true;
}

/** 700.6: artifacts, legendaries and Sagas are historic. */
function isHistoric(c: Characteristics): boolean {
  return c.types.includes('Artifact') || c.supertypes.includes('Legendary') || c.subtypes.includes('Saga');
}

/** 115.1: does the spell or ability `id` on the stack have a chosen target described by `t`? */
function targetsMatch(
  state: GameState,
  t: NonNullable<ObjectMatch['targeting']>,
  id: ObjectId,
  perspective: PlayerId,
  source: ObjectId | null,
  read: CharsReader,
): boolean {
  const chosen = state.objects[id]?.stack?.targets ?? [];
  return chosen.some((group) =>
    group.some((r) => {
      if (r.kind === 'player')
        return (
          (t.you === true && r.player === perspective) ||
          (t.filter !== undefined && matchesPlayerFilter(state, t.filter, perspective, r.player))
        );
      if (t.self === true && r.id === source) return true;
      const o = state.objects[r.id];
      return (
        t.filter !== undefined &&
        o !== undefined &&
        matchesObjectFilter(state, t.filter, r.id, read(state, r.id), perspective, source, read)
      );
    }),
  );
}

/**
 * 301.5 / 303.4: is an Equipment (equipped) or an Aura (enchanted) attached to `id`? (Printed subtypes, as isModified
 * reads them: no layer recursion.)
 */
function hasAttached(state: GameState, id: ObjectId, subtype: 'Equipment' | 'Aura'): boolean {
  for (const a of state.battlefield) {
    const ao = state.objects[a];
    if (ao?.attachedTo === id && (state.cards[ao.defKey]?.subtypes ?? []).includes(subtype)) return true;
  }
  return false;
}
