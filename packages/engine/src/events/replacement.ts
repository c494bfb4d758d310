/**
 * 614–616: replacement and prevention effects modify an event before it happens.
 * Each effect applies at most once to a given event (616.1f); the result may be
 * several events or none.
 */
import { rangeExempt, objectInRange, objectPlayer, playerInRange, preventionInRange } from '../objects/range.js';
import { commandSources } from '../zones/command.js';
import { isOpponent } from '../state/access.js';
import { chars } from '../objects/characteristics.js';
import { matchesObject, matchesObjectFilter, matchesPlayerFilter } from '../objects/filters.js';
import type { Amount, DamageMode, Filter, StaticAbility, CardDefinition } from '../cards/ability-tree.js';
import { checkCondition } from '../objects/conditions.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { DamageReplacement, EventOf, GameEvent, Replaced } from './types.js';
import { discardedToBattlefield } from './discard-replacement.js';
import { damageSourceHas, unpreventable } from './damage-qualities.js';
import type { EventRules } from './event-rules.js';
import type { Perform } from './outcome.js';
import { playerEventReplacement } from './static-replacements.js';
import { drawReplacement } from './draw-replacement.js';
import { sacrificeToEnter } from './sacrifice-to-enter.js';
import { dieReplacement, graveyardReplacement } from './graveyard-replacement.js';
import { cardZoneReplacement } from './card-zone-rules.js';
import { enteringObject, enteringToken, othersEntering } from './entering-others.js';
import { tokenDoublers } from './token-doubling.js';
import {
  counterReplacements,
  modifiedCount,
  modifiedEnteringCounters,
  type CounterRecipient,
} from './counter-replacement.js';

type DamageEvent = Extract<GameEvent, { kind: 'damage' }>;

/** 616.1: the affected player — the player dealt damage, or the controller of the permanent. */
export function affectedPlayer(state: GameState, ev: DamageEvent): number {
  return ev.target.kind === 'player' ? ev.target.player : chars(state, ev.target.id).controller;
}

function modeApply(mode: DamageMode, amount: number): number {
  switch (mode.kind) {
    case 'prevent':
      return mode.amount === 'all' ? 0 : Math.max(0, amount - mode.amount);
    case 'double':
      return amount * 2;
    case 'plus':
      return Math.max(0, amount + mode.n); // "that much damage minus 1" deals no less than 0
  }
}

function modeText(mode: DamageMode): string {
  switch (mode.kind) {
    case 'prevent':
      return mode.amount === 'all' ? 'prevent all of that damage' : `prevent ${mode.amount} of that damage`;
    case 'double':
      return 'it deals double that damage instead';
    case 'plus':
      return mode.n >= 0 ? `it deals ${mode.n} more damage instead` : `it deals ${-mode.n} less damage instead`;
  }
}

/**
 * Every damage replacement/prevention effect that applies to `ev`, in timestamp order. `perform` performs what an
 * effect does as it applies (615.6: "you gain life equal to the damage prevented this way").
 */
export function damageReplacements(
  ctx: EventRules,
  state: GameState,
  ev: DamageEvent,
  perform: Perform,
): DamageReplacement[] {
  const out: DamageReplacement[] = [];
  staticDamageReplacements(state, ev, out);
  countersInsteadOfDamage(state, ev, out);
  preventionEffects(state, ev, out);
  out.push(...ctx.damageShields(state, ev, perform)); // 615.7 / 614.9 one-shot shields (effects/prevention.ts)
  const all = unpreventable(state, ev) ? out.filter((r) => !r.prevention) : out; // 615.12
  return all.sort((a, b) => a.timestamp - b.timestamp);
}

/** Static abilities that replace or prevent damage (614.1a, 615.1a), from the battlefield and the command zone. */
function staticDamageReplacements(state: GameState, ev: DamageEvent, out: DamageReplacement[]): void {
  const recipientPlayer = ev.target.kind === 'player' ? ev.target.player : null;
  const recipientObj = ev.target.kind === 'object' ? ev.target.id : null;
  // 114.4 / 902.7 / 901.7: static abilities of emblems, vanguards and face-up planes function from the command zone.
  for (const id of state.command.length ? [...state.battlefield, ...commandSources(state)] : state.battlefield) {
    const c = chars(state, id);
    c.abilities.forEach((a, i) => {
      if (a.kind !== 'static' || a.effect.kind !== 'replaceDamage') return;
      if (a.condition && !checkCondition(state, a.condition, c.controller, chars, id)) return; // 611.3b
      const eff = a.effect;
      if (eff.combatOnly && !ev.combat) return;
      // "damage that would be dealt by ~ / by enchanted creature"
      if (eff.by && ev.source !== (eff.by === 'self' ? id : state.objects[id]!.attachedTo)) return;
      // 609.7b: the source's quality as it would deal damage (a spell on the stack; one that left, as it last existed).
      if (eff.from && !damageSourceHas(state, eff.from, ev.source, c.controller, id)) return;
      let applies: boolean;
      if (eff.to === 'you') applies = recipientPlayer === c.controller;
      else if (eff.to === 'any') applies = true;
      else if (eff.to === 'self') applies = recipientObj === id;
      else if (eff.to === 'enchanted' || eff.to === 'equipped')
        applies = recipientObj !== null && state.objects[id]!.attachedTo === recipientObj;
      else if (eff.to.kind === 'player')
        applies = recipientPlayer !== null && matchesPlayerFilter(state, eff.to, c.controller, recipientPlayer);
      else {
        // "to a creature or player": a filter over objects and/or players.
        const hits = (f: Filter): boolean =>
          f.kind === 'player'
            ? recipientPlayer !== null && matchesPlayerFilter(state, f, c.controller, recipientPlayer)
            : f.kind === 'anyOf'
              ? f.filters.some(hits)
              : recipientObj !== null &&
                !!state.objects[recipientObj] &&
                matchesObjectFilter(state, f, recipientObj, chars(state, recipientObj), c.controller, id, chars);
        applies = hits(eff.to);
      }
      if (!applies) return;
      // 801.13b: a prevention effect that names the recipient affects only recipients in range; one that names neither source nor recipient, only damage whose source and recipient are both in range.
      if (
        eff.mode.kind === 'prevent' &&
        !rangeExempt(state, id) &&
        !preventionInRange(
          state,
          c.controller,
          ev.source,
          ev.target,
          eff.to === 'any' ? (eff.from || eff.by ? 'source' : 'neither') : 'recipient',
          chars,
        )
      )
        return;
      out.push({
        key: `s:${id}:${i}`,
        text: `${c.name}: ${modeText(eff.mode)}`,
        timestamp: state.objects[id]!.timestamp,
        apply: (n) => modeApply(eff.mode, n),
        ...(eff.mode.kind === 'prevent' ? { prevention: true } : {}),
      });
    });
  }
}

/** 614.1a / 615.1a: the recipient's own "if damage would be dealt to ~, … counters … instead". */
function countersInsteadOfDamage(state: GameState, ev: DamageEvent, out: DamageReplacement[]): void {
  const recipientObj = ev.target.kind === 'object' ? ev.target.id : null;
  // 614.1a / 615.1a: the recipient's own "if damage would be dealt to ~, … counters … instead".
  if (recipientObj !== null && state.objects[recipientObj]?.zone === 'battlefield') {
    const c = chars(state, recipientObj);
    c.abilities.forEach((a, i) => {
      if (a.kind !== 'static' || a.effect.kind !== 'damageToCounters') return;
      if (a.condition && !checkCondition(state, a.condition, c.controller, chars, recipientObj)) return;
      const eff = a.effect;
      if (eff.onlyWithCounter && !((state.objects[recipientObj]!.counters[eff.onlyWithCounter] ?? 0) > 0)) return;
      out.push({
        key: `s:${recipientObj}:${i}`,
        text: `${c.name}: ${eff.sign > 0 ? 'put' : 'remove'} ${eff.per === 'damage' ? 'that many' : 'a'} ${eff.counter} counter(s) instead`,
        timestamp: state.objects[recipientObj]!.timestamp,
        apply: () => 0,
        instead: (n) => [
          {
            kind: 'counters',
            object: recipientObj,
            counter: eff.counter,
            delta: eff.sign * (eff.per === 'damage' ? n : 1),
          },
        ],
      });
    });
  }
}

/** Prevention effects from resolved spells and abilities (615.1a; 615.7: used up by what they prevent). */
function preventionEffects(state: GameState, ev: DamageEvent, out: DamageReplacement[]): void {
  const recipientPlayer = ev.target.kind === 'player' ? ev.target.player : null;
  const recipientObj = ev.target.kind === 'object' ? ev.target.id : null;
  for (const e of state.effects) {
    const m = e.modification;
    if (m.kind !== 'prevention') continue;
    if (m.combatOnly && !ev.combat) continue;
    // "… dealt by target creature": only damage those objects deal (then no recipient named = any recipient).
    if (m.by && !m.by.includes(ev.source)) continue;
    const global = e.affected.length === 0 && m.players.length === 0;
    const hits =
      global ||
      (recipientObj !== null && e.affected.includes(recipientObj)) ||
      (recipientPlayer !== null && m.players.includes(recipientPlayer));
    if (!hits || m.remaining === 0) continue;
    if (
      !rangeExempt(state, e.source) &&
      !preventionInRange(
        state,
        e.controller,
        ev.source,
        ev.target,
        !global ? 'recipient' : m.by ? 'source' : 'neither',
        chars,
      )
    )
      continue; // 801.13b, 801.18
    out.push({
      key: `e:${e.id}`,
      text: m.remaining === 'all' ? 'prevent all of that damage' : `prevent the next ${m.remaining} damage`,
      timestamp: e.timestamp,
      prevention: true,
      apply: (n) => {
        if (m.remaining === 'all') return 0;
        const used = Math.min(n, m.remaining);
        m.remaining -= used; // 615.7: the shield is used up by what it prevents
        return n - used;
      },
    });
  }
}

/**
 * The number of counters a permanent enters with when the text says X (614.1c): 107.3m — X is the value chosen
 * for the spell as it resolves, 0 if the permanent enters from anywhere else; other amounts are counted now.
 */
function enteringAmount(ctx: EventRules, state: GameState, id: number, you: number, a: Amount): number {
  const o = state.objects[id];
  const x = o?.zone === 'stack' ? (o.stack?.x ?? 0) : 0;
  return ctx.amount(
    state,
    {
      controller: you,
      source: id,
      sourceName: o ? (state.cards[o.defKey]?.name ?? '') : '',
      targets: [],
      x,
      triggerObject: null,
      triggerPlayer: null,
      turnIndex: 0,
      created: [],
    },
    a,
  );
}

interface Entering {
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly rules: readonly string[];
}

/** The counters a numbered keyword puts on the permanent as it enters (614.1c), and the rule. */
const ENTERING_COUNTER = { fading: 'fade', modular: '+1/+1', vanishing: 'time' } as const;
const ENTERING_COUNTER_RULE = { fading: '702.32a', modular: '702.43a', vanishing: '702.63a' } as const;

/**
 * 614.1c / 614.12: how a permanent with the characteristics of `def` enters: tapped, and with which counters.
 * `entering` is the object about to enter (null for a token being created), `you` its controller-to-be.
 */
function enteringModifications(
  ctx: EventRules,
  state: GameState,
  def: CardDefinition,
  entering: ObjectId | null,
  you: PlayerId,
  mayTap: boolean,
): Entering {
  const o = entering === null ? undefined : state.objects[entering];
  const rules: string[] = [];
  const holds = (a: StaticAbility): boolean =>
    !a.condition || checkCondition(state, a.condition, you, chars, entering ?? undefined);
  let tapped = false;
  if (mayTap && def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'entersTapped' && holds(a))) {
    tapped = true;
    rules.push('614.1c', '614.12');
  }
  // 614.1c: "[This] enters with N counters on it."
  const counters: Record<string, number> = {};
  for (const a of def.abilities) {
    // 702.32a fading N, 702.43a modular N, 702.63a vanishing N: it enters with N fade / +1/+1 / time counters on it.
    if (a.kind === 'keyword' && (a.keyword === 'fading' || a.keyword === 'modular' || a.keyword === 'vanishing')) {
      const k = ENTERING_COUNTER[a.keyword];
      counters[k] = (counters[k] ?? 0) + a.n;
      rules.push(ENTERING_COUNTER_RULE[a.keyword]);
    }
    // 702.44a: sunburst — a +1/+1 counter (as a creature) or a charge counter for each color of mana spent to cast it,
    // if it enters from the stack (702.44b: none otherwise). Its types are those it will have on the battlefield.
    if (a.kind === 'keyword' && a.keyword === 'sunburst' && o?.zone === 'stack') {
      const n = o.stack?.colorsSpent ?? 0;
      const types = o && def === state.cards[o.defKey] ? chars(state, o.id).types : def.types;
      const k = types.includes('Creature') ? '+1/+1' : 'charge';
      if (n > 0) {
        counters[k] = (counters[k] ?? 0) + n;
        rules.push('702.44a');
      }
    }
    // 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it."
    if (a.kind === 'keyword' && a.keyword === 'bloodthirst') {
      if (state.players.some((p) => p.id !== you && !p.left && p.dealtDamageThisTurn && isOpponent(state, you, p.id))) {
        counters['+1/+1'] = (counters['+1/+1'] ?? 0) + a.n;
        rules.push('702.54a');
      }
    }
    if (a.kind !== 'static' || a.effect.kind !== 'entersWithCounters' || !holds(a)) continue;
    const n = a.effect.amountOf
      ? entering === null
        ? 0
        : enteringAmount(ctx, state, entering, you, a.effect.amountOf)
      : a.effect.amount;
    if (n > 0) counters[a.effect.counter] = (counters[a.effect.counter] ?? 0) + n;
  }
  if (Object.keys(counters).length > 0) rules.push('614.1c');
  const printed = o ? state.cards[o.defKey] : undefined;
  if (entering !== null && o && def !== printed && def !== printed?.modalBack && def !== printed?.backFace)
    rules.push('707.2');
  return { tapped, counters, rules };
}

/** A permanent's own entering modifications and those other permanents' statics make (614.1c, 614.12). */
function joinEntering(a: Entering, b: Entering): Entering {
  const counters: Record<string, number> = { ...a.counters };
  for (const [k, n] of Object.entries(b.counters)) counters[k] = (counters[k] ?? 0) + n;
  return {
    tapped: a.tapped || b.tapped,
    counters,
    rules: [...a.rules, ...b.rules.filter((r) => !a.rules.includes(r))],
  };
}

export function applyReplacements(
  ctx: EventRules,
  state: GameState,
  event: GameEvent,
  perform: Perform,
  order?: readonly string[],
  used?: ReadonlySet<string>,
): Replaced {
  switch (event.kind) {
    case 'move':
      return replaceMove(ctx, state, event, perform, order, used);
    case 'createToken':
      return replaceCreateToken(ctx, state, event, order, used);
    case 'damage':
      return replaceDamage(ctx, state, event, perform, order, used);
    case 'lifeGain':
      return playerEventReplacement(state, event, order) ?? { events: [event], rules: [] }; // 614.1a: static-replacements.ts
    case 'draw':
      return drawReplacement(state, event, order) ?? { events: [event], rules: [] }; // 614.1a, 614.11, 614.6: draw-replacement.ts
    case 'counters':
    case 'playerCounters':
      return replaceCounters(state, event, order); // 614.1a, 122.6: counter-replacement.ts
    case 'lifeLoss':
    case 'tap':
    case 'untap':
      return { events: [event], rules: [] };
    case 'destroy':
      return replaceDestroy(state, event, order, used);
    case 'shuffle':
    case 'regenerate':
    case 'totemArmor':
    case 'transform':
    case 'flip':
      return { events: [event], rules: [] };
  }
}

/** Replacements of a move (122.1h, 614.1a, 614.1c, 614.12, 702.35a, 702.84a, 903.9b). */
function replaceMove(
  ctx: EventRules,
  state: GameState,
  proposed: EventOf<'move'>,
  perform: Perform,
  order: readonly string[] | undefined,
  used: ReadonlySet<string> | undefined,
): Replaced {
  let event = proposed;
  // 614.1a / 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else."
  if (
    event.to !== 'exile' &&
    state.objects[event.object]?.zone === 'battlefield' &&
    state.effects.some(
      (e) =>
        e.modification.kind === 'static' &&
        e.modification.effect.kind === 'exileIfLeaves' &&
        e.affected.includes(event.object),
    )
  ) {
    return { events: [{ ...event, to: 'exile' }], rules: ['614.1a', '702.84a'] };
  }
  // 122.1h: "If a permanent with a finality counter on it would be put into a graveyard from the battlefield, exile it
  // instead."
  const moving = state.objects[event.object];
  if (event.to === 'graveyard' && moving?.zone === 'battlefield' && (moving.counters.finality ?? 0) > 0)
    return { events: [{ ...event, to: 'exile' }], rules: ['614.1a', '122.1h'] };
  const discarded = discardedToBattlefield(state, event); // 701.9
  if (discarded) return discarded;
  const madness = ctx.madness(state, event); // 702.35a
  if (madness) return madness;
  // 903.9b / 903.9c: a commander that would be put into its owner's hand or library (Commander's data).
  const registered = cardZoneReplacement(state, event);
  if (registered) return registered;
  if (event.to === 'graveyard')
    return (
      graveyardReplacement(state, event, ctx.lookBack) ??
      dieReplacement(state, event, ctx.lookBack) ?? { events: [event], rules: [] }
    ); // 614.1a "would die … instead"
  if (event.to !== 'battlefield') return { events: [event], rules: [] };
  // 614.1c / 614.12: "[This] enters tapped / with N counters" applies to the object as it would exist on the
  // battlefield: a permanent entering as a copy (707.9) uses the copiable values it copies (707.2).
  const o = state.objects[event.object];
  const card = o ? state.cards[event.copyOf ?? o.defKey] : undefined;
  // 712.8: a modal double-faced card entering with its back face up has that face's "enters tapped".
  const def =
    event.altFace && !event.copyOf
      ? (card?.modalBack ?? card)
      : event.transformed && !event.copyOf
        ? (card?.backFace ?? card) // 712.14: its back face's "enters tapped"
        : card;
  // The player who will control it; "unless you control …" (checklands, fastlands) is checked as it would enter (614.12).
  const you = event.controller ?? o?.controller ?? o?.owner ?? 0;
  const paid = def ? sacrificeToEnter(state, event, def, you, perform) : null; // 614.1a, 614.12
  if (paid === 'entered') event = { ...event, sacrificedToEnter: true };
  else if (paid) return paid;
  const own = def && !event.faceDown ? enteringModifications(ctx, state, def, event.object, you, !event.tapped) : null;
  // 614.1c / 614.12: other permanents' "… enter tapped / with an additional counter" (entering-others.ts).
  const entering = o ? enteringObject(state, event.object, def, you, !!event.faceDown) : null;
  const others = entering ? othersEntering(ctx, state, entering, !event.tapped && !own?.tapped) : null;
  const m = own && others ? joinEntering(own, others) : (own ?? others);
  if (!m) return { events: [event], rules: [] };
  let ev = event;
  if (m.tapped) ev = { ...ev, tapped: true };
  const counters: Record<string, number> = { ...(event.counters ?? {}) };
  for (const [k, n] of Object.entries(m.counters)) counters[k] = (counters[k] ?? 0) + n;
  const rules = [...m.rules];
  if (Object.keys(counters).length > 0) {
    const put = entering ? modifiedEnteringCounters(state, entering, counters) : null; // 122.6
    ev = { ...ev, counters: put?.counters ?? counters };
    if (!rules.includes('614.1c')) rules.push('614.1c');
    if (put?.changed) rules.push('614.1a', '122.6');
  }
  return { events: [ev], rules };
}

/** 614.1a / 122.6: "that many plus one / twice that many counters are put on it instead" (counter-replacement.ts). */
function replaceCounters(
  state: GameState,
  event: EventOf<'counters'> | EventOf<'playerCounters'>,
  order: readonly string[] | undefined,
): Replaced {
  if (event.delta <= 0) return { events: [event], rules: [] };
  if (event.kind === 'counters' && state.objects[event.object]?.zone !== 'battlefield')
    return { events: [event], rules: [] };
  const to: CounterRecipient =
    event.kind === 'counters' ? { kind: 'object', id: event.object } : { kind: 'player', player: event.player };
  const reps = counterReplacements(state, to, event.counter);
  if (reps.length === 0) return { events: [event], rules: [] };
  const delta = modifiedCount(event.delta, reps, order);
  const rules = ['614.1a', '122.6', ...(reps.length > 1 ? ['616.1'] : [])];
  return { events: delta > 0 ? [{ ...event, delta }] : [], rules };
}

/** 111.1 / 614.1c: a token enters with its definition's "enters tapped / with counters". */
function replaceCreateToken(
  ctx: EventRules,
  state: GameState,
  event: EventOf<'createToken'>,
  order: readonly string[] | undefined,
  used: ReadonlySet<string> | undefined,
): Replaced {
  // 111.1 / 614.1c: a token enters the battlefield; "enters tapped / with counters" of its definition — for a
  // token copy, the copiable values it copies (707.2) — apply as it enters.
  const def = state.cards[event.defKey];
  const own = def ? enteringModifications(ctx, state, def, null, event.controller, !event.tapped) : null;
  const others = def
    ? othersEntering(ctx, state, enteringToken(def, event.controller), !event.tapped && !own?.tapped)
    : null;
  const m = own && others ? joinEntering(own, others) : (own ?? others);
  const copies = 2 ** tokenDoublers(state, event.controller); // 614.1a, 616.1f: token-doubling.ts
  if (!def || (!m?.tapped && Object.keys(m?.counters ?? {}).length === 0 && !event.counters && copies === 1))
    return { events: [event], rules: [] };
  const counters: Record<string, number> = { ...(event.counters ?? {}) };
  for (const [k, n] of Object.entries(m?.counters ?? {})) counters[k] = (counters[k] ?? 0) + n;
  const put = modifiedEnteringCounters(state, enteringToken(def, event.controller), counters); // 122.6
  const rules = [...(m?.rules ?? []), ...(put.changed ? ['614.1a', '122.6'] : [])];
  const tapped = event.tapped || !!m?.tapped;
  const made = { ...event, tapped, ...(Object.keys(counters).length ? { counters: put.counters } : {}) };
  return { events: Array.from({ length: copies }, () => made), rules: [...rules, ...(copies > 1 ? ['614.1a'] : [])] };
}

/** Protection, redirection, replacement and prevention of damage (614, 615, 616.1, 702.16e). */
function replaceDamage(
  ctx: EventRules,
  state: GameState,
  event: EventOf<'damage'>,
  perform: Perform,
  order: readonly string[] | undefined,
  used: ReadonlySet<string> | undefined,
): Replaced {
  // 702.16e: damage that would be dealt by a source with a quality the recipient has protection from is prevented.
  if (event.target.kind === 'object' && event.amount > 0) {
    const tgt = state.objects[event.target.id];
    const src = state.objects[event.source];
    if (
      tgt &&
      (src || state.lki[event.source]) &&
      tgt.zone === 'battlefield' &&
      hasProtectionFrom(state, event.target.id, event.source) &&
      !unpreventable(state, event)
    ) {
      return { events: [], rules: ['615.1', '702.16e'] };
    }
  }
  if (event.amount <= 0) return { events: [event], rules: [] };
  const redirected = applyRedirects(state, event);
  if (redirected) return redirected;
  const reps = damageReplacements(ctx, state, event, perform).filter((r) => !used?.has(r.key));
  if (reps.length === 0) return { events: [event], rules: [] };
  // 616.1: the affected player chose an order (or, without a choice, timestamp order);
  // each effect applies once (616.1f).
  if (order) reps.sort((a, b) => rank(order, a.key) - rank(order, b.key));
  let amount = event.amount;
  let instead: GameEvent[] = [];
  const applied = new Set(used);
  for (const r of reps) {
    applied.add(r.key);
    if (r.instead) {
      instead.push(...r.instead(amount));
      amount = 0;
      break;
    }
    amount = r.apply(amount);
    if (amount <= 0) break;
  }
  const rules = ['614.1a', '615.1a', ...(reps.length > 1 ? ['616.1'] : [])];
  // 614.9 / 616.1e: damage redirected to another recipient is still a damage event that the remaining effects
  // (and the new recipient's protection and shields) may modify; each effect applies to it only once (616.1f).
  instead = instead.flatMap((e) => {
    if (
      e.kind !== 'damage' ||
      (e.target.kind === event.target.kind && JSON.stringify(e.target) === JSON.stringify(event.target))
    )
      return [e];
    const again = applyReplacements(ctx, state, e, perform, undefined, applied);
    rules.push(...again.rules.filter((x) => !rules.includes(x)));
    return again.events;
  });
  return amount > 0 ? { events: [{ ...event, amount }], rules } : { events: instead, rules };
}

/** 701.15a regeneration and 702.89a totem armor replace a destruction. */
function replaceDestroy(
  state: GameState,
  event: EventOf<'destroy'>,
  order: readonly string[] | undefined,
  used: ReadonlySet<string> | undefined,
): Replaced {
  // 701.15a / 614.8: a regeneration shield replaces the destruction, unless it "can't be regenerated".
  if (
    !event.noRegenerate &&
    state.effects.some(
      (e) =>
        e.modification.kind === 'static' &&
        e.modification.effect.kind === 'regenerationShield' &&
        e.affected.includes(event.object),
    )
  ) {
    return { events: [{ kind: 'regenerate', object: event.object }], rules: ['701.15a', '614.8'] };
  }
  // 702.89a: an Aura with totem armor attached to it is destroyed instead (with several, the earliest one; 616.1 would let
  // the permanent's controller choose, which is the only difference, and only which Aura goes).
  const totem = state.battlefield
    .filter((id) => state.objects[id]!.attachedTo === event.object && chars(state, id).keywords.has('totem armor'))
    .sort((a, b) => state.objects[a]!.timestamp - state.objects[b]!.timestamp)[0];
  if (totem !== undefined)
    return { events: [{ kind: 'totemArmor', object: event.object, aura: totem }], rules: ['702.89a', '614.1a'] };
  return { events: [event], rules: [] };
}

function rank(order: readonly string[], key: string): number {
  const i = order.indexOf(key);
  return i < 0 ? order.length : i;
}

/** 616.1: when two or more effects would modify one damage event, the affected player orders them. */
export function damageOrderChoice(
  ctx: EventRules,
  state: GameState,
  ev: DamageEvent,
  perform: Perform,
): { player: number; keys: string[]; texts: string[] } | null {
  if (ev.amount <= 0) return null;
  if (
    ev.target.kind === 'object' &&
    (!state.objects[ev.target.id] || (hasProtectionFrom(state, ev.target.id, ev.source) && !unpreventable(state, ev)))
  )
    return null;
  const reps = damageReplacements(ctx, state, ev, perform);
  if (reps.length < 2) return null;
  return { player: affectedPlayer(state, ev), keys: reps.map((r) => r.key), texts: reps.map((r) => r.text) };
}

/** 702.16: does `protectedId` have protection from the qualities of `sourceId` (in any zone)? */
export function hasProtectionFrom(state: GameState, protectedId: number, sourceId: number): boolean {
  const pc = chars(state, protectedId);
  if (!state.objects[sourceId] && !state.lki[sourceId]) return false;
  for (let i = 0; i < pc.abilities.length; i++) {
    const a = pc.abilities[i]!;
    if (a.kind !== 'keyword' || a.keyword !== 'protection') continue;
    if (qualityMatches(state, a.from, sourceId, pc.controller, protectedId)) return true;
  }
  return false;
}

function qualityMatches(
  state: GameState,
  f: Filter,
  sourceId: number,
  perspective: number,
  protectedId: number,
): boolean {
  switch (f.kind) {
    case 'object':
      return matchesObject(state, f.match, sourceId, chars(state, sourceId), perspective, protectedId, chars);
    case 'anyOf':
      return f.filters.some((g) => qualityMatches(state, g, sourceId, perspective, protectedId));
    case 'player':
    case 'anyTarget':
    case 'stackObject':
      return false;
  }
}

/**
 * 614.9: "The next N damage that would be dealt to A this turn is dealt to B instead" (each shield applies once
 * to an event, 616.1f). 801.13a: if the redirected part would affect a player or object outside the range of
 * influence of the damage source's controller, that part does nothing.
 */
function applyRedirects(state: GameState, ev: Extract<GameEvent, { kind: 'damage' }>): Replaced | null {
  for (const e of state.effects) {
    const m = e.modification;
    if (m.kind !== 'redirect' || m.remaining <= 0) continue;
    const hits =
      m.from.kind === 'player'
        ? ev.target.kind === 'player' && ev.target.player === m.from.player
        : ev.target.kind === 'object' && ev.target.id === m.from.id;
    if (!hits) continue;
    const moved = Math.min(ev.amount, m.remaining);
    m.remaining -= moved;
    const events: GameEvent[] = [];
    if (ev.amount - moved > 0) events.push({ ...ev, amount: ev.amount - moved });
    const srcController = objectPlayer(state, ev.source, chars);
    const toLive =
      m.to.kind === 'player' ? !state.players[m.to.player]!.left : state.objects[m.to.id]?.zone === 'battlefield';
    const inRange =
      srcController === null ||
      (m.to.kind === 'player'
        ? playerInRange(state, srcController, m.to.player)
        : objectInRange(state, srcController, m.to.id, chars));
    if (toLive && inRange) events.push({ ...ev, target: m.to, amount: moved });
    return { events, rules: inRange ? ['614.9'] : ['614.9', '801.13a'] };
  }
  return null;
}
