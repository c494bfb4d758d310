/**
 * Rules-effect statics (604.1): "can't be blocked", "doesn't untap", "can block only creatures
 * with flying" … are not layered characteristics; rules code asks whether one applies to an
 * object. They come from static abilities of permanents on the battlefield, and from
 * resolved effects that grant one for a duration ("Target creature can't block this turn").
 */
import { commandSources } from '../zones/command.js';
import type { AbilityNode, ObjectRef, PlayerKeyword, StaticEffect } from '../cards/ability-tree.js';
import type { ContinuousEffect, GameState, ObjectId, PlayerId } from '../state/types.js';
import { battlefieldStaticsOf, chars, type Characteristics } from './characteristics.js';
import { matchesObject, matchesObjectFilter } from './filters.js';
import { objectInRange, rangeExempt } from './range.js';
import { checkCondition } from './conditions.js';

type Kind = StaticEffect['kind'];

/** Does `ref` (of a static of `src`, controlled by `controller`) cover object `id`? */
export function affects(state: GameState, src: ObjectId, controller: number, ref: ObjectRef, id: ObjectId): boolean {
  const o = state.objects[src]!;
  switch (ref.kind) {
    case 'self':
      return src === id;
    case 'enchanted':
    case 'equipped':
      return o.attachedTo === id;
    case 'all':
      return (
        matchesObjectFilter(state, ref.filter, id, chars(state, id), controller, src, chars) &&
        (rangeExempt(state, src) || objectInRange(state, controller, id, chars))
      ); // 801.10, 801.18
    case 'target':
    case 'triggeringObject':
    case 'triggeringObjects':
    case 'created':
    case 'exiledWithSource':
    case 'chosenThisWay':
    case 'grantor':
      return false;
  }
}

/** Static effects of `kinds` that apply to object `id` (from static abilities, then from resolved effects). */
export function staticsOn(state: GameState, id: ObjectId, kinds: readonly Kind[]): StaticEffect[] {
  const out: StaticEffect[] = [];
  for (const { source, chars: c, ability: a } of battlefieldStaticsOf(state, kinds))
    collect(state, source, c, a, id, kinds, out);
  // 114.4, 902.7, 901.7
  if (state.command.length)
    for (const src of commandSources(state)) {
      const c = chars(state, src);
      for (const a of c.abilities) if (a.kind === 'static') collect(state, src, c, a, id, kinds, out);
    }
  collectGranted(state, id, kinds, out);
  return out;
}

/**
 * The static abilities of battlefield objects whose effect is of `kinds`, then those (of any kind: callers check) of
 * command-zone objects whose abilities function there (114.4, 902.7, 901.7, 313.5): for the effects that aren't tied
 * to an affected object (spell costs).
 */
export function staticSources(
  state: GameState,
  kinds: readonly Kind[],
): readonly {
  source: ObjectId;
  chars: Characteristics;
  ability: Extract<AbilityNode, { kind: 'static' }>;
}[] {
  const field = battlefieldStaticsOf(state, kinds); // (the command zone's are not filtered by kind)
  if (state.command.length === 0) return field;
  const out = [...field];
  for (const source of commandSources(state)) {
    const c = chars(state, source);
    for (const ability of c.abilities) if (ability.kind === 'static') out.push({ source, chars: c, ability });
  }
  return out;
}

/** Adds a static ability's effect to `out` if it is of `kinds`, its condition holds (611.3b) and it affects `id`. */
function collect(
  state: GameState,
  src: ObjectId,
  c: Characteristics,
  a: Extract<AbilityNode, { kind: 'static' }>,
  id: ObjectId,
  kinds: readonly Kind[],
  out: StaticEffect[],
): void {
  if (!kinds.includes(a.effect.kind)) return;
  if (a.condition && !checkCondition(state, a.condition, c.controller, chars, src)) return;
  const ref = (a.effect as { affected?: ObjectRef }).affected;
  if (ref && affects(state, src, c.controller, ref, id)) out.push(a.effect);
}

/**
 * 611.2c: does continuous effect `e` apply to object `id`? Its locked-in objects, or, for a rules effect over a group
 * ("creatures without flying can't block this turn"), any permanent its filter matches now.
 */
export function effectAffects(state: GameState, e: ContinuousEffect, id: ObjectId): boolean {
  if (e.affected.includes(id)) return true;
  if (!e.group || state.objects[id]?.zone !== 'battlefield') return false;
  return matchesObjectFilter(state, e.group, id, chars(state, id), e.controller, e.source, chars);
}

/** 611.2: statics granted to `id` by resolved effects (e.g. "can't block this turn"). */
export function grantedStatics(state: GameState, id: ObjectId, kinds: readonly Kind[]): StaticEffect[] {
  const out: StaticEffect[] = [];
  collectGranted(state, id, kinds, out);
  return out;
}

/** Adds to `out` the statics of `kinds` granted to `id` by resolved effects (611.2). */
function collectGranted(state: GameState, id: ObjectId, kinds: readonly Kind[], out: StaticEffect[]): void {
  for (let i = 0; i < state.effects.length; i++) {
    const e = state.effects[i]!;
    if (e.modification.kind === 'static' && kinds.includes(e.modification.effect.kind) && effectAffects(state, e, id))
      out.push(e.modification.effect);
  }
}

export function hasStatic(state: GameState, id: ObjectId, kinds: readonly Kind[]): boolean {
  return staticsOn(state, id, kinds).length > 0;
}

/**
 * 702.11c / 702.18a: does player `p` have `keyword` ("You have hexproof.")? From the static abilities of the
 * permanents `p` controls (and command-zone objects whose abilities function there), conditions checked (611.3b).
 */
export function playerHasKeyword(state: GameState, p: PlayerId, keyword: PlayerKeyword): boolean {
  for (const { source, chars: c, ability: a } of staticSources(state, ['playerKeywords'])) {
    if (a.effect.kind !== 'playerKeywords' || c.controller !== p || !a.effect.keywords.includes(keyword)) continue;
    if (!a.condition || checkCondition(state, a.condition, c.controller, chars, source)) return true;
  }
  return false;
}

/**
 * 601.2c: does an effect keep the spell (`by` 'spell', `source` its card) or ability (`source` its source) controlled by
 * `controller` from targeting object `id`? "~ can't be the target of black spells or abilities from black sources"
 * (a static, its condition checked, 611.3b) or one granted by a resolved effect ("… this turn"). The spell, or the
 * ability's source, is matched with `controller` as its controller.
 */
export function cantBeTargetedBy(
  state: GameState,
  id: ObjectId,
  controller: PlayerId,
  source: ObjectId,
  by: 'spell' | 'ability',
): boolean {
  if (!state.objects[source]) return false;
  const field = battlefieldStaticsOf(state, CANT_BE_TARGETED);
  if (field.length === 0 && !state.effects.some(grantsStatic)) return false; // (the usual case: nothing to match)
  const sc = { ...chars(state, source), controller };
  const forbids = (e: StaticEffect, you: PlayerId, src: ObjectId | null): boolean => {
    if (e.kind !== 'cantBeTargetedBy') return false;
    const m = by === 'spell' ? e.spells : e.abilities;
    return !!m && matchesObject(state, m, source, sc, you, src, chars);
  };
  for (const { source: s, chars: c, ability: a } of field) {
    if (!forbids(a.effect, c.controller, s)) continue;
    if (a.condition && !checkCondition(state, a.condition, c.controller, chars, s)) continue;
    if (affects(state, s, c.controller, (a.effect as { affected: ObjectRef }).affected, id)) return true;
  }
  for (const e of state.effects)
    if (e.modification.kind === 'static' && forbids(e.modification.effect, e.controller, e.source))
      if (effectAffects(state, e, id)) return true;
  return false;
}

const CANT_BE_TARGETED: readonly Kind[] = ['cantBeTargetedBy'];

/** Whether a resolved effect grants a rules-effect static (611.2). */
function grantsStatic(e: ContinuousEffect): boolean {
  return e.modification.kind === 'static';
}
