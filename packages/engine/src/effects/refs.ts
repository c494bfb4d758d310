/** Resolving the references in effects (ObjectRef, PlayerRef, Amount) against a context. */
import { speedOf } from '../objects/speed.js';
import { kickedWith } from '../objects/kicker.js';
import { startingLife } from '../objects/starting-values.js';
import type { Amount, DamageRecipient, Filter, ObjectRef, PlayerRef } from '../cards/ability-tree.js';
import { chars } from '../objects/characteristics.js';
import { matchesObjectFilter, matchesRelation } from '../objects/filters.js';
import { apnapOrder, isOpponent } from '../state/access.js';
import { objectInRange, playerInRange, rangeLimited, rangeExempt } from '../objects/range.js';
import type { EffectContext } from '../state/tasks.js';
import { countCardsIn } from '../objects/zone-count.js';
import { manaValueOf } from '../objects/faces.js';
import { basicLandTypesAmong } from '../objects/domain.js';
import { graveyardCardTypes } from '../objects/graveyard-card-types.js';
import { exiledWith } from './linked.js';
import { devotion } from '../objects/devotion.js';
import { partySize } from '../objects/party.js';
import { manaSpentToCast, spentColors, spentTotal } from '../objects/mana-spent.js';
import { diedThisTurn } from '../objects/deaths-this-turn.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** 801.10: spells and abilities can't affect objects or players outside their controller's range of influence. */
export function resolveObjects(state: GameState, ctx: EffectContext, ref: ObjectRef): ObjectId[] {
  const ids = objectsOf(state, ctx, ref);
  return rangeLimited(state) && !rangeExempt(state, ctx.source)
    ? ids.filter((id) => objectInRange(state, ctx.controller, id, chars))
    : ids; // 801.18
}

export function resolvePlayers(state: GameState, ctx: EffectContext, ref: PlayerRef): PlayerId[] {
  const ps = playersOf(state, ctx, ref);
  return rangeLimited(state) && !rangeExempt(state, ctx.source)
    ? ps.filter((p) => playerInRange(state, ctx.controller, p))
    : ps; // 801.18
}

function objectsOf(state: GameState, ctx: EffectContext, ref: ObjectRef): ObjectId[] {
  switch (ref.kind) {
    case 'self':
      return ctx.source !== null && state.objects[ctx.source] ? [ctx.source] : [];
    case 'target': {
      const group = ctx.targets[ref.target] ?? [];
      const ids: ObjectId[] = [];
      group.forEach((t, i) => {
        if (t.kind === 'object' && state.objects[t.id] && (ref.index === undefined || ref.index === i)) ids.push(t.id);
      });
      return ids;
    }
    case 'all': {
      // "all creature cards from your graveyard / from all graveyards": each graveyard, in APNAP order (101.4).
      if (ref.filter.kind === 'object' && ref.filter.zone === 'graveyard')
        return allInGraveyards(state, ctx, ref.filter);
      const out: ObjectId[] = [];
      // "each creature target player / that player controls": the player(s) as the effect resolves (608.2h).
      const by = ref.controlledBy ? resolvePlayers(state, ctx, ref.controlledBy) : null;
      for (const id of [...state.battlefield]) {
        const c = chars(state, id);
        if (by && !by.includes(c.controller)) continue;
        if (matchesObjectFilter(state, ref.filter, id, c, ctx.controller, ctx.source, chars)) out.push(id);
      }
      if (ref.exceptChosen) return out.filter((id) => !(ctx.chosenObjects ?? []).includes(id)); // 608.2d "the rest"
      return ref.exceptCreated ? out.filter((id) => !ctx.created.includes(id)) : out;
    }
    case 'enchanted':
    case 'equipped': {
      const src = ctx.source === null ? undefined : state.objects[ctx.source];
      // 608.2h: a source that left the battlefield (sacrificed or returned to pay the cost) uses its last known
      // information: the object it was attached to as it left, if that object is still on the battlefield (400.7).
      const host =
        src?.zone === 'battlefield'
          ? src.attachedTo
          : ctx.source !== null
            ? (state.lki[ctx.source]?.attachedTo ?? null)
            : null;
      return host !== null && host !== undefined && state.objects[host]?.zone === 'battlefield' ? [host] : [];
    }
    case 'triggeringObject':
      return ctx.triggerObject !== null && state.objects[ctx.triggerObject] ? [ctx.triggerObject] : [];
    case 'triggeringObjects':
      return (ctx.triggerObjects ?? []).filter((id) => state.objects[id]?.zone === 'battlefield');
    case 'created':
      return ctx.created.filter((id) => state.objects[id] !== undefined);
    case 'exiledWithSource':
      return exiledWith(state, ctx.source);
    case 'chosenThisWay':
      return (ctx.chosenObjects ?? []).filter((id) => state.objects[id]?.zone === 'battlefield');
    case 'grantor': // 201.5: the object that granted the ability, while it is that object (400.7)
      return ref.id !== undefined && state.objects[ref.id]?.zone === 'battlefield' ? [ref.id] : [];
  }
}

function allInGraveyards(state: GameState, ctx: EffectContext, f: Filter): ObjectId[] {
  const out: ObjectId[] = [];
  for (const p of apnapOrder(state, ctx.turnIndex))
    for (const id of state.players[p]!.graveyard)
      if (matchesObjectFilter(state, f, id, chars(state, id), ctx.controller, ctx.source, chars)) out.push(id);
  return out;
}

function playersOf(state: GameState, ctx: EffectContext, ref: PlayerRef): PlayerId[] {
  switch (ref.kind) {
    case 'you':
      return state.players[ctx.controller]!.left ? [] : [ctx.controller];
    case 'target': {
      const group = ctx.targets[ref.target] ?? [];
      const out: PlayerId[] = [];
      group.forEach((t, i) => {
        if (t.kind === 'player' && !state.players[t.player]!.left && (ref.index === undefined || ref.index === i))
          out.push(t.player);
      });
      return out;
    }
    case 'each':
      // 101.4: simultaneous choices and actions by several players happen in APNAP order.
      return apnapOrder(state, ctx.turnIndex).filter(
        (p) =>
          matchesRelation(state, ref.relation, ctx.controller, p) && !(ref.exceptTriggering && p === ctx.triggerPlayer),
      );
    case 'controllerOfTarget':
    case 'ownerOfTarget': {
      const t = ctx.targets[ref.target]?.[0];
      if (!t) return [];
      if (t.kind === 'player') return [t.player];
      const o = state.objects[t.id];
      if (!o) {
        // 608.2h: a target that has left the battlefield or the stack ("Destroy target creature.
        // Its controller loses 2 life.") is read from its last known information.
        const l = state.lki[t.id];
        if (!l) return [];
        const who = ref.kind === 'ownerOfTarget' ? l.owner : l.controller;
        return state.players[who]!.left ? [] : [who];
      }
      const p =
        ref.kind === 'ownerOfTarget'
          ? o.owner
          : o.zone === 'battlefield'
            ? chars(state, t.id).controller
            : o.controller;
      return state.players[p]!.left ? [] : [p];
    }
    case 'triggeringPlayer':
      return ctx.triggerPlayer !== null && !state.players[ctx.triggerPlayer]!.left ? [ctx.triggerPlayer] : [];
    case 'controllerOfTriggeringObject': {
      const id = ctx.triggerObject;
      const o = id === null ? undefined : state.objects[id];
      // 608.2h: as it last existed if it has left.
      const p = o
        ? o.zone === 'battlefield'
          ? chars(state, id!).controller
          : o.controller
        : id === null
          ? undefined
          : state.lki[id]?.controller;
      return p === undefined || state.players[p]!.left ? [] : [p];
    }
  }
}

export function resolveAmount(state: GameState, ctx: EffectContext, a: Amount): number {
  switch (a.kind) {
    case 'fixed':
      return a.n;
    case 'x':
      return ctx.x;
    case 'startingLife':
    case 'commanderStat':
    case 'partySize':
    case 'devotion':
    case 'speed':
      return playerValue(state, ctx.controller, a);
    case 'timesMutated': {
      // 702.140c / 729.2: each mutation added one component to the merged permanent.
      const o = ctx.source !== null ? state.objects[ctx.source] : undefined;
      return o?.zone === 'battlefield' ? Math.max(0, (o.merged?.length ?? 1) - 1) : 0;
    }
    // 810.9a: a player's life total is their team's shared life total (kept on every member).
    case 'lifeTotal':
      return state.players[ctx.controller]!.life * (a.multiplier ?? 1);
    case 'cardsIn':
      return countCardsIn(state, ctx.controller, a.zone, a.whose, a.filter, ctx.source, chars) * (a.multiplier ?? 1);
    case 'lowestLife': {
      // 801.11: only players within the controller's range are seen
      const lives = state.players
        .filter((p) => !p.left && playerInRange(state, ctx.controller, p.id))
        .map((p) => p.life);
      return lives.length ? Math.min(...lives) : 0;
    }
    case 'blockersOfSource': {
      // 702.23b: counted once, as the ability resolves; 509.1h: the creatures declared (or put) blocking it.
      const att =
        ctx.source === null
          ? undefined
          : state.turns[ctx.turnIndex]?.combat?.attackers.find((x) => x.attacker === ctx.source);
      const n = att ? att.blockedBy.filter((b) => state.objects[b]?.zone === 'battlefield').length : 0;
      return Math.max(0, n - a.beyond) * (a.multiplier ?? 1);
    }
    // "That much": the amount of the triggering event, recorded as the ability triggered (603.2).
    case 'triggerAmount':
      return ctx.triggerAmount ?? 0;
    case 'basicLandTypes':
      return basicLandTypesAmong(state, ctx.controller, chars) * (a.multiplier ?? 1);
    case 'graveyardCardTypes':
      return graveyardCardTypes(state, ctx.controller, a.whose) * (a.multiplier ?? 1);
    case 'playerCards': {
      let n = 0;
      for (const p of resolvePlayers(state, ctx, a.who))
        n += countCardsIn(state, p, a.zone, 'you', undefined, ctx.source, chars);
      return n;
    }
    case 'discardedThisWay':
      return ctx.discarded ?? 0;
    // 107.1b: a calculation that yields a negative number uses zero instead.
    case 'difference':
      return Math.max(0, resolveAmount(state, ctx, a.a) - resolveAmount(state, ctx, a.b));
    case 'votes':
      return (ctx.votes?.[a.option] ?? 0) * (a.multiplier ?? 1);
    case 'lifeLostThisWay':
      return ctx.lifeLost ?? 0;
    case 'damageDealtThisWay':
      return ctx.damageDealt ?? 0;
    case 'thisWay':
      return (ctx.thisWay ?? 0) * (a.multiplier ?? 1);
    case 'manaSpent': {
      // 601.2h / 400.7d: the spell's, or the spell's that became this permanent (608.2h: as it last existed).
      const id = a.spell === 'self' ? ctx.source : ctx.triggerObject;
      const s = id === null ? null : manaSpentToCast(state, id);
      return s ? (a.measure === 'colors' ? spentColors(s) : spentTotal(s)) * (a.multiplier ?? 1) : 0;
    }
    case 'lifeThisTurn':
    case 'diedThisTurn':
      return thisTurnAmount(state, ctx, a);
    case 'timesKicked':
      // 702.33c: how many times the spell's (or, for the permanent it became, its spell's) kicker costs were paid.
      return ctx.source === null ? 0 : kickedWith(state, ctx.source).length * (a.multiplier ?? 1);
    case 'opponentCount': {
      // 102.3; 800.4a: players who left are no one's opponents; 801.11: only those in range.
      const n = state.players.filter(
        (p) => !p.left && isOpponent(state, ctx.controller, p.id) && playerInRange(state, ctx.controller, p.id),
      ).length;
      return n * (a.multiplier ?? 1);
    }
    case 'count':
    case 'greatestPower':
    case 'totalStat':
    case 'colorsAmong':
    case 'countControlledBy':
      return battlefieldAmount(state, ctx, a);
    case 'sourcePower':
    case 'targetPower':
    case 'countersOnSource':
    case 'triggeringObjectPT':
    case 'sacrificedThisWay':
    case 'sacrificed':
    case 'triggeringObjectsGreatestPower':
    case 'movedCardManaValue':
      return objectAmount(state, ctx, a);
  }
}

/** Values of the effect's controller: 103.4 / 902.4 starting life, 903.3e their commander, 700.8 party, 700.5 devotion, 702.179b speed. */
function playerValue(
  state: GameState,
  you: PlayerId,
  a: Extract<Amount, { kind: 'startingLife' | 'commanderStat' | 'partySize' | 'devotion' | 'speed' }>,
): number {
  switch (a.kind) {
    case 'startingLife':
      return startingLife(state, you);
    case 'commanderStat':
      return commanderStat(state, you, a.stat);
    case 'partySize':
      return partySize(state, you, chars) * (a.multiplier ?? 1);
    case 'devotion':
      return devotion(state, you, a.colors, chars);
    case 'speed':
      return speedOf(state, you);
  }
}

/** Amounts read from the history of the turn the effect happens in (807: `ctx.turnIndex`). */
function thisTurnAmount(
  state: GameState,
  ctx: EffectContext,
  a: Extract<Amount, { kind: 'lifeThisTurn' | 'diedThisTurn' }>,
): number {
  if (a.kind === 'diedThisTurn')
    // 700.4: recorded as creatures die (events/apply/move.ts).
    return diedThisTurn(state, ctx.turnIndex, a.match, a.yours ? ctx.controller : null) * (a.multiplier ?? 1);
  // 119.3: recorded as life totals change (state/team.ts).
  const h = state.turns[ctx.turnIndex]?.history;
  const by = a.change === 'gained' ? h?.lifeGainedAmount : h?.lifeLostAmount;
  const n = resolvePlayers(state, ctx, a.who).reduce((s, p) => s + (by?.[p] ?? 0), 0);
  return n * (a.multiplier ?? 1);
}

/** Amounts counted over the battlefield; 801.11: only objects within the controller's range of influence. */
function battlefieldAmount(
  state: GameState,
  ctx: EffectContext,
  a: Extract<Amount, { kind: 'count' | 'greatestPower' | 'totalStat' | 'colorsAmong' | 'countControlledBy' }>,
): number {
  switch (a.kind) {
    case 'totalStat': {
      // Read as the effect resolves or the cost is determined (608.2h, 601.2f); 107.1b: never below 0.
      let total = 0;
      for (const { c } of seenMatching(state, ctx, a.filter))
        total += a.stat === 'manaValue' ? manaValueOf(c) : ((a.stat === 'toughness' ? c.toughness : c.power) ?? 0);
      return Math.max(0, total);
    }
    case 'colorsAmong': {
      // 105.2: the distinct colors among them.
      const colors = new Set<string>();
      for (const { c } of seenMatching(state, ctx, a.filter)) for (const x of c.colors) colors.add(x);
      return colors.size;
    }
    case 'count':
      return seenMatching(state, ctx, a.filter).length * (a.multiplier ?? 1);
    case 'greatestPower': {
      // Read as the effect resolves (608.2h).
      let best = 0;
      for (const { c } of seenMatching(state, ctx, a.filter)) {
        const v = a.stat === 'manaValue' ? manaValueOf(c) : a.stat === 'toughness' ? c.toughness : c.power;
        if (v !== null) best = Math.max(best, v);
      }
      return best;
    }
    case 'countControlledBy': {
      // 801.11: only players (and so permanents) within the controller's range are seen.
      const who = resolvePlayers(state, ctx, a.who);
      let n = 0;
      for (const id of state.battlefield) {
        const c = chars(state, id);
        if (
          who.includes(c.controller) &&
          matchesObjectFilter(state, a.filter, id, c, ctx.controller, ctx.source, chars)
        )
          n++;
      }
      return n * (a.multiplier ?? 1);
    }
  }
}

/** The battlefield's objects matching `filter`, in order; 801.11: only those within the controller's range of influence. */
function seenMatching(
  state: GameState,
  ctx: EffectContext,
  filter: Filter,
): { readonly c: ReturnType<typeof chars> }[] {
  const limited = rangeLimited(state) && !rangeExempt(state, ctx.source);
  const out: { readonly c: ReturnType<typeof chars> }[] = [];
  for (const id of state.battlefield) {
    const c = chars(state, id);
    if (
      matchesObjectFilter(state, filter, id, c, ctx.controller, ctx.source, chars) &&
      (!limited || objectInRange(state, ctx.controller, id, chars))
    )
      out.push({ c });
  }
  return out;
}

/** Amounts read from one object: its power, toughness, mana value or counters (608.2h: as it last existed). */
function objectAmount(
  state: GameState,
  ctx: EffectContext,
  a: Extract<
    Amount,
    {
      kind:
        | 'sourcePower'
        | 'targetPower'
        | 'countersOnSource'
        | 'triggeringObjectPT'
        | 'sacrificedThisWay'
        | 'sacrificed'
        | 'triggeringObjectsGreatestPower'
        | 'movedCardManaValue';
    }
  >,
): number {
  switch (a.kind) {
    case 'movedCardManaValue': // 202.3: the card(s) this resolution moved, where they are now
      return ctx.created.reduce((n, id) => n + (state.objects[id] ? manaValueOf(chars(state, id)) : 0), 0);
    // 608.2h: a source that has left (sacrificed as a cost, a dies trigger) is read as it last existed.
    case 'sourcePower':
      return ctx.source !== null && (state.objects[ctx.source] || state.lki[ctx.source])
        ? Math.max(0, chars(state, ctx.source)[a.stat ?? 'power'] ?? 0)
        : 0;
    case 'targetPower': {
      const t = ctx.targets[a.target]?.[0];
      // 608.2h: last known information if the target has left the battlefield.
      if (!t || t.kind !== 'object' || !(state.objects[t.id] || state.lki[t.id])) return 0;
      const c = chars(state, t.id);
      return Math.max(
        0,
        a.stat === 'manaValue' ? manaValueOf(c) : ((a.stat === 'toughness' ? c.toughness : c.power) ?? 0),
      );
    }
    case 'sacrificedThisWay': {
      // 608.2h: recorded just before it was sacrificed
      const s = ctx.sacrificedThisWay?.[0];
      return s ? Math.max(0, s[a.stat] ?? 0) : 0;
    }
    case 'countersOnSource': {
      // 122.1; 608.2h: a source that has left the battlefield is read as it last existed there.
      if (ctx.source === null) return 0;
      const o = state.objects[ctx.source];
      const counters = o && o.zone === 'battlefield' ? o.counters : (state.lki[ctx.source]?.counters ?? o?.counters);
      return (counters?.[a.counter] ?? 0) * (a.multiplier ?? 1);
    }
    case 'sacrificed': {
      // 608.2h / 608.2i: the sacrificed object as it last existed (recorded as the cost was paid).
      const s = ctx.sacrificed?.[0];
      return s ? Math.max(0, (s[a.stat] ?? 0) + (a.plus ?? 0)) : 0;
    }
    case 'triggeringObjectsGreatestPower': {
      // 608.2h: each as it is on the battlefield, or as it last existed there.
      const seen = (ctx.triggerObjects ?? []).filter((id) =>
        state.objects[id] ? state.objects[id].zone === 'battlefield' : state.lki[id] !== undefined,
      );
      return Math.max(0, ...seen.map((id) => chars(state, id).power ?? 0));
    }
    case 'triggeringObjectPT': {
      if (a.stat === 'manaValue') return triggeringManaValue(state, ctx);
      // 608.2h: the object as it last existed on the battlefield, if it has left.
      if (ctx.triggerLki) return Math.max(0, ctx.triggerLki[a.stat] ?? 0);
      const id = ctx.triggerObject;
      if (id === null) return 0;
      const o = state.objects[id];
      if (o && o.zone === 'battlefield') return Math.max(0, chars(state, id)[a.stat] ?? 0);
      return Math.max(0, state.lki[id]?.[a.stat] ?? 0);
    }
  }
}

/**
 * "that spell's mana value": the triggering spell as it is on the stack (202.3e: with the value of X), or as it last
 * existed there if it has left (608.2h); a permanent's as it last existed on the battlefield.
 */
function triggeringManaValue(state: GameState, ctx: EffectContext): number {
  const id = ctx.triggerObject;
  return id !== null && (state.objects[id] || state.lki[id]) ? manaValueOf(chars(state, id)) : 0;
}

/**
 * 903.3e: a characteristic of `player`'s commander, found in every zone (library and hand included) and read with
 * its current characteristics (continuous effects applied). The commander designation is the card's (903.3: the
 * state's list of commander cards), so the object is whichever one its card is now. Two commanders (702.124): the
 * greater value; none: 0.
 */
function commanderStat(state: GameState, player: PlayerId, stat: 'manaValue' | 'power' | 'toughness'): number {
  const cards = new Set((state.commander?.cards ?? []).filter((c) => c.owner === player).map((c) => c.cardId));
  let best: number | null = null;
  for (const o of Object.values(state.objects)) {
    if (o.kind !== 'card' || o.cardId === null || !cards.has(o.cardId)) continue;
    const c = chars(state, o.id);
    const v = stat === 'manaValue' ? manaValueOf(c) : ((stat === 'power' ? c.power : c.toughness) ?? 0);
    best = best === null ? v : Math.max(best, v);
  }
  return best ?? 0;
}

const PLAYER_REF_KINDS: ReadonlySet<string> = new Set([
  'you',
  'each',
  'controllerOfTarget',
  'ownerOfTarget',
  'triggeringPlayer',
  'controllerOfTriggeringObject',
]);

/** Whether an object-or-player reference ("any target"-style recipient) names players. */
export function isPlayerRef(r: DamageRecipient): r is Exclude<PlayerRef, { kind: 'target' }> {
  return PLAYER_REF_KINDS.has(r.kind);
}
