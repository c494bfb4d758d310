/**
 * 115: targets. Legal targets are whatever matches the target's filter and passes the
 * central checks: range of influence (801.6), hexproof (702.11, on players 702.11c), shroud (702.18) and
 * protection (702.16b). The same check runs on casting (601.2c) and on resolution (608.2b).
 */
import type { Filter, TargetSpec } from '../cards/ability-tree.js';
import type { TargetOption } from '../decisions/types.js';
import { hasProtectionFrom } from '../events/replacement.js';
import { chars } from '../objects/characteristics.js';
import { manaValueOf } from '../objects/faces.js';
import { matchesObjectFilter, matchesPlayerFilter } from '../objects/filters.js';
import { isOpponent, objName, playerName } from '../state/access.js';
import type { GameState, ObjectId, PlayerId, TargetRef } from '../state/types.js';
import { objectInRange, playerInRange, rangeExempt } from '../objects/range.js';
import { bindTargetAmounts } from '../effects/amount-filters.js';
import { cantBeTargetedBy, playerHasKeyword } from '../objects/statics.js';
import { besideSlot } from '../state/beside.js';

function wantsPlayers(f: Filter): boolean {
  switch (f.kind) {
    case 'player':
    case 'anyTarget':
      return true;
    case 'anyOf':
      return f.filters.some(wantsPlayers);
    case 'object':
    case 'stackObject':
      return false;
  }
}

function objectZones(f: Filter, out: Set<string>): Set<string> {
  switch (f.kind) {
    case 'object':
      out.add(f.zone ?? 'battlefield');
      break;
    case 'anyTarget':
      out.add('battlefield');
      break;
    case 'stackObject':
      out.add('stack');
      break;
    case 'anyOf':
      for (const g of f.filters) objectZones(g, out);
      break;
    case 'player':
      break;
  }
  return out;
}

/** What is choosing targets: a spell (its card or copy is `source`) or an ability (`source` is its source). */
export type Targeter = 'spell' | 'ability';

/**
 * Can `source`'s spell or ability (controlled by `controller`) target object `id`? Checks 702.11/702.18/702.16b, range
 * and effects that make it unable to be chosen as a target (601.2c), such as "~ can't be the target of blue spells or
 * abilities from blue sources".
 */
export function canTargetObject(
  state: GameState,
  id: ObjectId,
  controller: PlayerId,
  source: ObjectId | null,
  by: Targeter,
): boolean {
  const o = state.objects[id];
  if (!o) return false;
  if (!rangeExempt(state, source) && !objectInRange(state, controller, id, chars)) return false; // 801.18: planes ignore range
  if (o.zone !== 'battlefield') return true;
  const c = chars(state, id);
  if (c.keywords.has('shroud')) return false;
  if (c.keywords.has('hexproof') && isOpponent(state, c.controller, controller)) return false;
  if (source !== null && state.objects[source] && hasProtectionFrom(state, id, source)) return false;
  return source === null || !cantBeTargetedBy(state, id, controller, source, by);
}

/** Can `source` (controlled by `controller`) target player `p`? Checks range (801.6) and 702.11c / 702.18a. */
export function canTargetPlayer(
  state: GameState,
  p: PlayerId,
  controller: PlayerId,
  source: ObjectId | null = null,
): boolean {
  const pl = state.players[p];
  if (!pl || pl.left || !(rangeExempt(state, source) || playerInRange(state, controller, p))) return false;
  if (playerHasKeyword(state, p, 'shroud')) return false;
  return !(isOpponent(state, p, controller) && playerHasKeyword(state, p, 'hexproof'));
}

/**
 * How many times `legalTargets` looked for objects as targets on the battlefield, in a graveyard or in exile on this
 * state (beside it, never saved): a kept legal-action list whose building looked for none there (every way to cast or
 * activate with such targets was turned away before its targets were looked at, or there was none) lists none as a
 * target and offers nothing for want of one, so a permanent entering or leaving (to or from a graveyard or exile)
 * changes none of its entries by being a target (priority/kept-actions.ts `movedPastList`; a list that may target
 * spells or abilities keys on the stack).
 */
const objectScans = besideSlot<number>('objectTargetScans');

/** The count of `legalTargets` calls on `state` that looked for objects where a permanent moves (`objectScans`). */
export function objectTargetScansOf(state: GameState): number {
  return objectScans.get(state) ?? 0;
}

/** Every legal choice for one target (115.1, 601.2c). */
export function legalTargets(
  state: GameState,
  spec: TargetSpec,
  controller: PlayerId,
  source: ObjectId | null,
  by: Targeter,
): TargetRef[] {
  const out: TargetRef[] = [];
  const f = bindTargetAmounts(state, spec, controller, source).filter; // 601.2c: "with power less than ~'s power"
  if (wantsPlayers(f)) {
    for (const p of state.players) {
      if (canTargetPlayer(state, p.id, controller, source) && matchesPlayerFilter(state, f, controller, p.id))
        out.push({ kind: 'player', player: p.id });
    }
  }
  const zones = objectZones(f, new Set());
  if (zones.has('battlefield') || zones.has('graveyard') || zones.has('exile'))
    objectScans.set(state, (objectScans.get(state) ?? 0) + 1);
  for (const zone of zones) {
    const ids: ObjectId[] = [];
    if (zone === 'battlefield') ids.push(...state.battlefield);
    // 807.5b: a spell or ability that targets an object on a stack goes on that same stack (the one whose priority is held).
    else if (zone === 'stack')
      for (const t of state.turns.length > 1 ? [state.turns[state.focus ?? 0]!] : state.turns) ids.push(...t.stack);
    else if (zone === 'graveyard') for (const p of state.players) ids.push(...p.graveyard);
    else if (zone === 'exile') ids.push(...state.exile);
    for (const id of ids) {
      if (id === source && zone === 'stack') continue; // 115.5: a spell or ability can't target itself
      if (!canTargetObject(state, id, controller, source, by)) continue;
      if (matchesObjectFilter(state, f, id, chars(state, id), controller, source, chars))
        out.push({ kind: 'object', id });
    }
  }
  return out;
}

export function targetOptions(
  state: GameState,
  specs: readonly TargetSpec[],
  controller: PlayerId,
  source: ObjectId | null,
  by: Targeter,
): TargetOption[] {
  // 801.5a: a target of an opponent's choice is chosen by that opponent after the spell or ability is on the stack.
  return specs.map((s, i) => {
    if (s.chooser) return { text: `${s.text} (chosen by an opponent)`, min: 0, max: 0, legal: [] };
    const all = legalTargets(state, s, controller, source, by);
    const total = totalManaValueLimit(state, s, all);
    const legal = total?.legal ?? all;
    const base = {
      text: s.text,
      min: s.count.min,
      max: s.count.max,
      legal,
      ...(s.distinctFromPrevious ? { distinctFromPrevious: s.distinctFromPrevious } : {}),
      ...(total ? { totalManaValue: total.totalManaValue } : {}),
      // 601.2c, 201.2: "… target cards with different names".
      ...(s.differentNames ? { names: legal.map((t) => (t.kind === 'object' ? chars(state, t.id).name : '')) } : {}),
    };
    if (s.sameOwner) return { ...base, samePlayer: legal.map((t) => ownerOrController(state, t, 'owner')) };
    // 601.2c: "two target creatures controlled by the same player" / "… by different players".
    const controllers = () => legal.map((t) => ownerOrController(state, t, 'controller'));
    if (s.controllers === 'same') return { ...base, samePlayer: controllers() };
    if (s.controllers === 'different') return { ...base, distinctPlayers: controllers() };
    if (s.ownedByTargetPlayer !== undefined) {
      const owners = legal.map((t) => ownerOrController(state, t, 'owner'));
      return { ...base, ownedByGroup: { group: i - s.ownedByTargetPlayer, owners } };
    }
    if (!s.perOpponent) return base;
    // 601.2c: "for each opponent, … target creature that player controls": the count is each opponent's.
    const players = legal.map((t) => ownerOrController(state, t, s.perOpponent!));
    const opponents = state.players.filter((p) => !p.left && isOpponent(state, controller, p.id)).length;
    return {
      ...base,
      min: s.count.min * new Set(players).size,
      max: s.count.max * opponents,
      distinctPlayers: players,
    };
  });
}

/**
 * 601.2c: "… target cards with total mana value N or less": only objects whose own mana value is at most N can be in
 * a legal group, so only those are offered, each with its mana value for the group check. Null without such a limit.
 */
function totalManaValueLimit(
  state: GameState,
  s: TargetSpec,
  all: readonly TargetRef[],
): { legal: TargetRef[]; totalManaValue: NonNullable<TargetOption['totalManaValue']> } | null {
  const limit = s.maxTotalManaValue;
  if (limit === undefined) return null;
  const mv = (t: TargetRef): number => (t.kind === 'object' ? manaValueOf(chars(state, t.id)) : 0);
  const legal = all.filter((t) => mv(t) <= limit);
  return { legal, totalManaValue: { limit, manaValues: legal.map(mv) } };
}

/** The total mana value of `picks` among `o`'s legal targets (601.2c); 0 when `o` sets no limit. */
function pickedManaValue(o: TargetOption, picks: readonly TargetRef[]): number {
  const mvs = o.totalManaValue?.manaValues ?? [];
  return picks.reduce((n, t) => n + (mvs[o.legal.findIndex((l) => sameTarget(l, t))] ?? 0), 0);
}

/** `picks` cut, in order, to those that keep the group within its total mana value (601.2c). */
function fitTotalManaValue(o: TargetOption, picks: TargetRef[]): TargetRef[] {
  const limit = o.totalManaValue?.limit;
  if (limit === undefined) return picks;
  let total = 0;
  return picks.filter((t) => {
    const n = pickedManaValue(o, [t]);
    if (total + n > limit) return false;
    total += n;
    return true;
  });
}

function ownerOrController(state: GameState, t: TargetRef, which: 'owner' | 'controller'): PlayerId {
  if (t.kind === 'player') return t.player;
  return which === 'owner' ? state.objects[t.id]!.owner : chars(state, t.id).controller;
}

/** The player `samePlayer` / `distinctPlayers` gives legal target `t` of `o` (601.2c), or undefined. */
function playerOf(o: TargetOption, t: TargetRef): PlayerId | undefined {
  const i = o.legal.findIndex((l) => sameTarget(l, t));
  return i < 0 ? undefined : (o.samePlayer ?? o.distinctPlayers)?.[i];
}

/**
 * `picks` cut to a legal choice for `o`'s players (601.2c): for "from a single graveyard", those with the first one's
 * player (a first pick is one whose player has at least `min` of the candidates); for "for each opponent", the first
 * one of each player; for "target cards from their graveyard", those the player chosen in `before` (the groups chosen
 * so far) owns; then, for "with total mana value N or less", those that keep the total within N. Unchanged when `o`
 * has no such requirement.
 */
export function fitTargetPlayers(
  o: TargetOption,
  picks: readonly TargetRef[],
  before: readonly (readonly TargetRef[])[] = [],
): TargetRef[] {
  return fitTotalManaValue(o, fitNames(o, fitPlayers(o, picks, before)));
}

/** The name `names` gives legal target `t` of `o` (201.2), or undefined. */
function nameOf(o: TargetOption, t: TargetRef): string | undefined {
  const i = o.legal.findIndex((l) => sameTarget(l, t));
  return i < 0 ? undefined : o.names?.[i];
}

/** 601.2c, 201.2: for "… with different names", `picks` without any whose name an earlier one has. */
function fitNames(o: TargetOption, picks: readonly TargetRef[]): TargetRef[] {
  if (!o.names) return [...picks];
  const seen = new Set<string | undefined>();
  return picks.filter((t) => !seen.has(nameOf(o, t)) && !!seen.add(nameOf(o, t)));
}

function fitPlayers(
  o: TargetOption,
  picks: readonly TargetRef[],
  before: readonly (readonly TargetRef[])[],
): TargetRef[] {
  if (o.ownedByGroup) {
    const owner = before[o.ownedByGroup.group]?.[0];
    return owner?.kind === 'player' ? picks.filter((t) => ownedBy(o, t) === owner.player) : [];
  }
  if (o.distinctPlayers) {
    const seen = new Set<PlayerId | undefined>();
    return picks.filter((t) => !seen.has(playerOf(o, t)) && !!seen.add(playerOf(o, t)));
  }
  if (!o.samePlayer) return [...picks];
  const count = (p: PlayerId | undefined): number => picks.filter((t) => playerOf(o, t) === p).length;
  const first = picks.find((t) => count(playerOf(o, t)) >= o.min) ?? picks[0];
  if (first === undefined) return [];
  const p = playerOf(o, first);
  return picks.filter((t) => playerOf(o, t) === p);
}

/** The owner `ownedByGroup` gives legal target `t` of `o`, or undefined. */
function ownedBy(o: TargetOption, t: TargetRef): PlayerId | undefined {
  const i = o.legal.findIndex((l) => sameTarget(l, t));
  return i < 0 ? undefined : o.ownedByGroup?.owners[i];
}

/** 601.2c: can every target requirement be met (each spec needs at least `min` distinct choices)? */
export function targetsSatisfiable(options: readonly TargetOption[]): boolean {
  return minimalTargets(options) !== null;
}

/**
 * A smallest legal choice of targets (`min` per group), honouring "another target" (distinctFromPrevious),
 * found by a small backtracking search; null if none exists.
 */
export function minimalTargets(options: readonly TargetOption[]): TargetRef[][] | null {
  if (options.every((o) => !o.distinctFromPrevious)) {
    const out: TargetRef[][] = [];
    for (const o of options) out.push(fitTargetPlayers(o, o.legal, out).slice(0, o.min));
    return out.every((g, i) => g.length >= options[i]!.min) ? out : null;
  }
  const out: TargetRef[][] = [];
  const pick = (g: number): boolean => {
    if (g === options.length) return true;
    const o = options[g]!;
    const taken = out.slice(Math.max(0, g - (o.distinctFromPrevious ?? 0)), g).flat();
    const free = fitTargetPlayers(
      o,
      o.legal.filter((t) => !taken.some((u) => sameTarget(u, t))),
      out,
    );
    if (free.length < o.min) return false;
    // Try each way to start the group (enough for the one- and two-target groups cards have).
    for (let s = 0; s + o.min <= free.length; s++) {
      out[g] = free.slice(s, s + o.min);
      if (pick(g + 1)) return true;
      if (o.min === 0) break;
    }
    out.length = g;
    return false;
  };
  return pick(0) ? out : null;
}

export function sameTarget(a: TargetRef, b: TargetRef): boolean {
  return a.kind === 'player' ? b.kind === 'player' && a.player === b.player : b.kind === 'object' && a.id === b.id;
}

/** Checks chosen targets against the options; returns an error message or null. */
export function checkChosenTargets(
  options: readonly TargetOption[],
  chosen: readonly (readonly TargetRef[])[] | undefined,
): string | null {
  const picks = chosen ?? [];
  if (picks.length !== options.length) return `expected ${options.length} target group(s), got ${picks.length}`;
  for (let i = 0; i < options.length; i++) {
    const opt = options[i]!;
    const group = picks[i]!;
    if (!Array.isArray(group)) return `target group ${i + 1} is not a list`;
    if (group.length < opt.min || group.length > opt.max)
      return `"${opt.text}" needs ${opt.min === opt.max ? opt.min : `${opt.min}–${opt.max}`} target(s), got ${group.length}`;
    for (let j = 0; j < group.length; j++) {
      const t = group[j]!;
      if (!opt.legal.some((l) => sameTarget(l, t))) return `${describeRef(t)} is not a legal target for "${opt.text}"`;
      if (opt.samePlayer && playerOf(opt, t) !== playerOf(opt, group[0]!))
        return `the targets for "${opt.text}" must all belong to one player (601.2c)`;
      if (opt.distinctPlayers && group.slice(0, j).some((u) => playerOf(opt, u) === playerOf(opt, t)))
        return `the targets for "${opt.text}" must each belong to a different player (601.2c)`;
      if (opt.names && group.slice(0, j).some((u) => nameOf(opt, u) === nameOf(opt, t)))
        return `the targets for "${opt.text}" must have different names (201.2)`;
      if (opt.ownedByGroup && fitTargetPlayers(opt, [t], picks).length === 0)
        return `${describeRef(t)} is not owned by the player chosen for "${options[opt.ownedByGroup.group]?.text}"`;
      // 115.3: the same object can't be chosen more than once for one instance of "target".
      for (let k = 0; k < j; k++)
        if (sameTarget(group[k]!, t)) return `${describeRef(t)} is chosen twice for "${opt.text}"`;
      // "another target": not one already chosen for the target(s) just before it.
      for (let k = Math.max(0, i - (opt.distinctFromPrevious ?? 0)); k < i; k++) {
        if ((picks[k] ?? []).some((u) => sameTarget(u, t)))
          return `${describeRef(t)} is already a target: "${opt.text}" must be another one`;
      }
    }
    if (opt.totalManaValue && pickedManaValue(opt, group) > opt.totalManaValue.limit)
      return `the targets for "${opt.text}" must have total mana value ${opt.totalManaValue.limit} or less (601.2c)`;
  }
  return null;
}

/** A target's name for logs and prompts. */
export function refName(state: GameState, t: TargetRef): string {
  return t.kind === 'player' ? playerName(state, t.player) : objName(state, t.id);
}

export function describeRef(t: TargetRef): string {
  return t.kind === 'player' ? `player ${t.player}` : `object ${t.id}`;
}

/** 608.2b: is a previously chosen target still legal as the spell or ability resolves? */
export function stillLegal(
  state: GameState,
  spec: TargetSpec,
  t: TargetRef,
  controller: PlayerId,
  source: ObjectId | null,
  by: Targeter,
): boolean {
  if (t.kind === 'player')
    return (
      canTargetPlayer(state, t.player, controller, source) &&
      matchesPlayerFilter(state, spec.filter, controller, t.player)
    );
  const o = state.objects[t.id];
  if (!o) return false; // 400.7: it changed zones, so it is a new object
  return (
    canTargetObject(state, t.id, controller, source, by) &&
    matchesObjectFilter(
      state,
      bindTargetAmounts(state, spec, controller, source).filter,
      t.id,
      chars(state, t.id),
      controller,
      source,
      chars,
    )
  );
}
